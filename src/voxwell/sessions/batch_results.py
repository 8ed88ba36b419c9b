"""What ``voxwell analyze`` works on and what it writes: items, options, outcomes, results files.

Results go to JSON (the batch's settings, then one entry per item with its whole run) or CSV (a
row per section, or per run for the two-recording model, with README.txt beside it), written
whole or not at all. Each item carries its own model, user details and language: one set for a
batch of FILE..., one per row for a study manifest, whose results also give each row's
participant attributes (a column each, in the manifest's order) and whose ``session_date`` is
the session's date in the study (the row's ``sessionDate``, else the day its run was made).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from voxwell import __version__
from voxwell.api import (
    ApolloModelRunResponse,
    LanguageCode,
    MentalWellnessModelRunResponse,
    ModelKind,
    UserDetails,
)
from voxwell.client.async_client import Run
from voxwell.exports.tabular import (
    Cell,
    columns_for,
    run_document,
    run_rows,
    save_csv,
    user_cells,
)
from voxwell.files import write_text_atomically

__all__ = [
    "BatchItem",
    "Options",
    "Outcome",
    "columns_for_model",
    "interrupted_outcomes",
    "result_column_names",
    "results_document",
    "write_results",
]


@dataclass(frozen=True)
class BatchItem:
    """One analysis: one file (mental wellness) or a (mood, read-aloud) pair (apollo), for whom.

    ``row`` and what follows it come from a study manifest (``voxwell.sessions.manifest``).
    """

    files: tuple[Path, ...]
    model: ModelKind
    user: UserDetails
    language: LanguageCode
    row: int | None = None  # the manifest's row, numbered as a spreadsheet shows it
    created_at: datetime | None = None  # the manifest's sessionDate
    birth_date_known: str | None = None  # the date of birth as far as it is known
    attributes: Mapping[str, str] = field(default_factory=dict)

    @property
    def label(self) -> str:
        names = " + ".join(path.name for path in self.files)
        return names if self.row is None else f"row {self.row} {names}"


@dataclass
class Outcome:
    """How one item ended: its final run, or the error that stopped it."""

    item: BatchItem
    run: Run | None = None
    error_code: str | None = None
    error: str | None = None
    seconds: float = 0.0
    run_id: str | None = None
    session_date: str | None = None  # of the item's session (a study's results give it)

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class Options:
    """A batch as the command line gives it. ``model``, ``user`` and ``language`` are the
    batch's own (FILE...); None for a study, whose rows each have theirs."""

    items: list[BatchItem]
    model: ModelKind | None
    user: UserDetails | None
    language: LanguageCode | None
    engine: str
    jobs: int
    outs: list[Path]
    deadline: float
    state: Path
    engine_workers: int | None = None
    url: str | None = None  # the team server's address (--url), over the saved one
    manifest: Path | None = None  # a study: its state is kept, results name each row
    attribute_names: tuple[str, ...] = ()  # the manifest's attribute columns, in its order
    skipped: Mapping[int, Sequence[str]] = field(default_factory=dict)  # row -> its problems
    named_files: frozenset[Path] = frozenset()  # every file the manifest names, skipped rows' too


def interrupted_outcomes(options: Options) -> list[Outcome]:
    """Outcomes that say "interrupted" until the batch fills them in (kept if stopped)."""
    reason = "The batch was interrupted before this item finished."
    return [Outcome(item, error_code="INTERRUPTED", error=reason) for item in options.items]


def _file_cells(item: BatchItem) -> dict[str, Cell]:
    if item.model is ModelKind.APOLLO:
        return {"mood_file": str(item.files[0]), "read_file": str(item.files[1])}
    return {"file": str(item.files[0])}


def _item_entry(outcome: Outcome) -> dict[str, Any]:
    return {
        "files": [str(path) for path in outcome.item.files],
        "ok": outcome.ok,
        "runId": str(outcome.run.id) if outcome.run else outcome.run_id,
        "errorCode": outcome.error_code,
        "error": outcome.error,
        "turnaroundSecs": round(outcome.seconds, 3),
        "run": run_document(outcome.run) if outcome.run else None,
    }


def _study_entry(outcome: Outcome) -> dict[str, Any]:
    """A study row's entry: who, when and their attributes, then the item's own entry."""
    item = outcome.item
    return {
        "row": item.row,
        "model": item.model.value,
        "language": item.language.value,
        "userLabel": item.user.userLabel,
        "dateOfBirth": item.birth_date_known or item.user.dateOfBirth.isoformat(),
        "birthSex": item.user.birthSex.value,
        "sessionDate": outcome.session_date,
        "attributes": dict(item.attributes),
        **_item_entry(outcome),
    }


def results_document(options: Options, service: str, outcomes: list[Outcome]) -> dict[str, Any]:
    """The JSON document of a batch: its settings, then one entry per item (a study's: the
    manifest, one entry per row run, and the rows skipped with their problems)."""
    head = {
        "generator": f"voxwell {__version__}",
        "createdAt": datetime.now(UTC).replace(microsecond=0).isoformat(),
        "service": service,
    }
    if options.manifest is not None:
        return {
            **head,
            "manifest": str(options.manifest),
            "items": [_study_entry(outcome) for outcome in outcomes],
            "skipped": [
                {"row": row, "problems": list(problems)}
                for row, problems in sorted(options.skipped.items())
            ],
        }
    assert options.model is not None
    assert options.user is not None
    assert options.language is not None
    return {
        **head,
        "model": options.model.value,
        "language": options.language.value,
        "userLabel": options.user.userLabel,
        "dateOfBirth": options.user.dateOfBirth.isoformat(),
        "birthSex": options.user.birthSex.value,
        "items": [_item_entry(outcome) for outcome in outcomes],
    }


def _study_cells(options: Options, outcome: Outcome) -> dict[str, Cell]:
    """A study row's attributes, a cell each."""
    if options.manifest is None:
        return {}
    attributes = outcome.item.attributes
    return {name: attributes.get(name) for name in options.attribute_names}


def _dated(
    options: Options, outcome: Outcome, rows: list[dict[str, Cell]]
) -> list[dict[str, Cell]]:
    """A study's rows carry the session's date in the study (one date column, not the run's
    creation day beside the manifest's date)."""
    if options.manifest is None:
        return rows
    return [{**row, "session_date": outcome.session_date} for row in rows]


def write_results(
    options: Options, service: str, outcomes: list[Outcome], out: Path | None
) -> None:
    """Write the results as CSV or JSON by ``out``'s suffix; JSON on standard output if None.

    Files are written whole or not at all (a temporary file renamed over the target).
    """
    if out is not None and out.suffix.lower() == ".csv":
        rows: list[dict[str, Cell]] = []
        for outcome in outcomes:
            item = outcome.item
            request = {"user": item.user.to_wire(), "language": item.language.value}
            cells = {
                **_file_cells(item),
                **_study_cells(options, outcome),
                **user_cells(request, birth_date_known=item.birth_date_known),
            }
            if outcome.run is not None:
                rows += _dated(options, outcome, run_rows(outcome.run, cells))
            else:
                failed = {
                    **cells,
                    "run_id": outcome.run_id,
                    "status": "FAILED",
                    "error_code": outcome.error_code,
                    "error_reason": outcome.error,
                }
                rows += _dated(options, outcome, [failed])
        save_csv(out, _columns(options), rows)
        return
    text = json.dumps(results_document(options, service, outcomes), indent=2) + "\n"
    if out is None:
        sys.stdout.write(text)
    else:
        write_text_atomically(out, text, newline="\n")


def columns_for_model(model: ModelKind) -> tuple[str, ...]:
    """The CSV columns of a batch: the file(s), then the run's columns."""
    if model is ModelKind.APOLLO:
        return ("mood_file", "read_file", *columns_for(ApolloModelRunResponse))
    return ("file", *columns_for(MentalWellnessModelRunResponse))


def _columns(options: Options) -> tuple[str, ...]:
    """A batch's columns; a study's: the files of its models, its attributes, then the
    columns of each model's runs (those of both models when it has both)."""
    if options.manifest is None:
        assert options.model is not None
        return columns_for_model(options.model)
    models = [kind for kind in ModelKind if any(item.model is kind for item in options.items)]
    tables = [columns_for_model(kind) for kind in models]
    files = [name for table in tables for name in table if name in _FILE_COLUMNS]
    runs = [name for table in tables for name in table if name not in _FILE_COLUMNS]
    # Each column once, where it first appears (the two models share the run's own columns).
    return tuple(dict.fromkeys([*files, *options.attribute_names, *runs]))


_FILE_COLUMNS = frozenset({"file", "mood_file", "read_file"})


def result_column_names() -> frozenset[str]:
    """Every column a study's results may have besides its attributes (the names an attribute
    column may not take)."""
    return frozenset(
        {"sessionDate", *(name for kind in ModelKind for name in columns_for_model(kind))}
    )

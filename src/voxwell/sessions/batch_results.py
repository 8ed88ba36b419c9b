"""What ``voxwell analyze`` works on and what it writes: items, options, outcomes, results files.

Results go to JSON (the batch's settings, then one entry per item with its whole run) or CSV (a
row per section, or per run for the two-recording model, with README.txt beside it), written
whole or not at all.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
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
    "results_document",
    "write_results",
]


@dataclass(frozen=True)
class BatchItem:
    """One analysis: one file (mental wellness) or a (mood, read-aloud) pair (apollo)."""

    files: tuple[Path, ...]

    @property
    def label(self) -> str:
        return " + ".join(path.name for path in self.files)


@dataclass
class Outcome:
    """How one item ended: its final run, or the error that stopped it."""

    item: BatchItem
    run: Run | None = None
    error_code: str | None = None
    error: str | None = None
    seconds: float = 0.0
    run_id: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class Options:
    items: list[BatchItem]
    model: ModelKind
    user: UserDetails
    language: LanguageCode
    engine: str
    jobs: int
    outs: list[Path]
    deadline: float
    state: Path
    engine_workers: int | None = None
    url: str | None = None  # the team server's address (--url), over the saved one


def interrupted_outcomes(options: Options) -> list[Outcome]:
    """Outcomes that say "interrupted" until the batch fills them in (kept if stopped)."""
    reason = "The batch was interrupted before this item finished."
    return [Outcome(item, error_code="INTERRUPTED", error=reason) for item in options.items]


def _file_cells(outcome: Outcome, model: ModelKind) -> dict[str, Cell]:
    if model is ModelKind.APOLLO:
        return {"mood_file": str(outcome.item.files[0]), "read_file": str(outcome.item.files[1])}
    return {"file": str(outcome.item.files[0])}


def results_document(options: Options, service: str, outcomes: list[Outcome]) -> dict[str, Any]:
    """The JSON document of a batch: its settings, then one entry per item."""
    return {
        "generator": f"voxwell {__version__}",
        "createdAt": datetime.now(UTC).replace(microsecond=0).isoformat(),
        "service": service,
        "model": options.model.value,
        "language": options.language.value,
        "userLabel": options.user.userLabel,
        "dateOfBirth": options.user.dateOfBirth.isoformat(),
        "birthSex": options.user.birthSex.value,
        "items": [
            {
                "files": [str(path) for path in outcome.item.files],
                "ok": outcome.ok,
                "runId": str(outcome.run.id) if outcome.run else outcome.run_id,
                "errorCode": outcome.error_code,
                "error": outcome.error,
                "turnaroundSecs": round(outcome.seconds, 3),
                "run": run_document(outcome.run) if outcome.run else None,
            }
            for outcome in outcomes
        ],
    }


def write_results(
    options: Options, service: str, outcomes: list[Outcome], out: Path | None
) -> None:
    """Write the results as CSV or JSON by ``out``'s suffix; JSON on standard output if None.

    Files are written whole or not at all (a temporary file renamed over the target).
    """
    if out is not None and out.suffix.lower() == ".csv":
        rows: list[dict[str, Cell]] = []
        for outcome in outcomes:
            cells = {
                **_file_cells(outcome, options.model),
                **user_cells({"user": options.user.to_wire(), "language": options.language.value}),
            }
            if outcome.run is not None:
                rows += run_rows(outcome.run, cells)
            else:
                rows.append(
                    {
                        **cells,
                        "run_id": outcome.run_id,
                        "status": "FAILED",
                        "error_code": outcome.error_code,
                        "error_reason": outcome.error,
                    }
                )
        save_csv(out, columns_for_model(options.model), rows)
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

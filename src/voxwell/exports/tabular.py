"""Runs as tables and documents: the CSV rows and JSON objects of ``voxwell analyze --out`` and of
the app's export menu.

A mental wellness run gives one row per section (times, every measure, the transcript); a
two-recording run gives one row (both disorders and the 15 symptom values). Every row names its
run, the model version and the user label; a run that failed gives one row with its error code
and reason and empty measures, so a table of a batch accounts for every run. Columns that are not
the wire's own names are snake_case; measures keep their wire names.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Mapping, Sequence
from typing import IO, Any

from voxwell.api import (
    SECTION_FEATURES,
    SECTION_MEASURES,
    SYMPTOMS,
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
)

__all__ = [
    "APOLLO_COLUMNS",
    "DISCLAIMER",
    "MENTAL_WELLNESS_COLUMNS",
    "RUN_COLUMNS",
    "SESSION_COLUMNS",
    "Cell",
    "apollo_rows",
    "columns_for",
    "mental_wellness_rows",
    "run_document",
    "run_rows",
    "user_cells",
    "write_csv",
]

Cell = str | int | float | None
Row = dict[str, Cell]
AnyRun = MentalWellnessModelRunResponse | ApolloModelRunResponse

DISCLAIMER = (
    "Voxwell results support research and wellness monitoring; they are not a diagnosis. "
    "Results of the acoustic reference model (models named voxwell-acoustic-<version>, from the "
    "local engine or a team server running the same engine) are not the hosted clinical model: "
    "use them to compare recordings."
)
"""Said once at the top of every table and report."""

SESSION_COLUMNS: tuple[str, ...] = ("session_date", "date_of_birth", "birth_sex", "language")
"""Who and when: the session's date (from the run) and the user's details (``extra`` cells)."""

RUN_COLUMNS: tuple[str, ...] = (
    "run_id",
    "model_version",
    "user_label",
    *SESSION_COLUMNS,
    "status",
    "error_code",
    "error_reason",
)
"""Columns every row starts with."""

MENTAL_WELLNESS_COLUMNS: tuple[str, ...] = (
    *RUN_COLUMNS,
    "section_index",
    "startSecs",
    "finishSecs",
    *SECTION_MEASURES,
    "transcript",
    *SECTION_FEATURES,
)

APOLLO_COLUMNS: tuple[str, ...] = (
    *RUN_COLUMNS,
    "depression_probability",
    "depression_severity",
    "anxiety_probability",
    "anxiety_severity",
    *SYMPTOMS,
)


def columns_for(run: AnyRun | type[AnyRun]) -> tuple[str, ...]:
    """The CSV columns of a run of this model."""
    kind = run if isinstance(run, type) else type(run)
    return APOLLO_COLUMNS if issubclass(kind, ApolloModelRunResponse) else MENTAL_WELLNESS_COLUMNS


def _run_cells(run: AnyRun) -> Row:
    return {
        "run_id": str(run.id),
        "model_version": run.model,
        "user_label": run.userLabel,
        "session_date": run.createdAt.astimezone().date().isoformat(),
        "status": run.status.value,
        "error_code": run.errorCode.value if run.errorCode is not None else None,
        "error_reason": run.errorReason,
    }


def mental_wellness_rows(run: MentalWellnessModelRunResponse) -> list[Row]:
    """One row per section; one row with empty measures when the run has no results."""
    head = _run_cells(run)
    if run.results is None or not run.results.sections:
        return [{**head, "section_index": None}]
    return [
        {
            **head,
            "section_index": index,
            "startSecs": section.startSecs,
            "finishSecs": section.finishSecs,
            **{name: section.measure(name) for name in SECTION_MEASURES},
            "transcript": section.transcript,
            **{name: section.feature(name) for name in SECTION_FEATURES},
        }
        for index, section in enumerate(run.results.sections)
    ]


def apollo_rows(run: ApolloModelRunResponse) -> list[Row]:
    """One row: both disorders' probability and severity, and each symptom's value."""
    row = _run_cells(run)
    if run.results is not None:
        for name, disorder in run.results.disorders.scores().items():
            row[f"{name}_probability"] = disorder.probability
            row[f"{name}_severity"] = disorder.severity.value
        row |= {name: score.value for name, score in run.results.symptoms.scores().items()}
    return [row]


def run_rows(run: AnyRun, extra: Mapping[str, Cell] | None = None) -> list[Row]:
    """The rows of a run of either model, each prefixed by ``extra`` cells (e.g. the file)."""
    rows = (
        apollo_rows(run) if isinstance(run, ApolloModelRunResponse) else mental_wellness_rows(run)
    )
    return [{**extra, **row} for row in rows] if extra else rows


def user_cells(
    request: Mapping[str, Any] | None, *, birth_date_known: str | None = None
) -> dict[str, str | None]:
    """``date_of_birth``, ``birth_sex`` and ``language`` from a run's create request body.

    ``birth_date_known`` (a session record's) replaces the request's date, whose unknown month
    or day the wire fills with 01: an export must not claim a birthday nobody gave.
    """
    body = request or {}
    user = body.get("user") if isinstance(body.get("user"), Mapping) else {}
    assert isinstance(user, Mapping)

    def text(value: object) -> str | None:
        return None if value is None else str(value)

    return {
        "date_of_birth": birth_date_known or text(user.get("dateOfBirth")),
        "birth_sex": text(user.get("birthSex")),
        "language": text(body.get("language")),
    }


def run_document(run: AnyRun) -> dict[str, Any]:
    """The run as a JSON object, exactly as the service sent it (wire names, ISO timestamps)."""
    return run.model_dump(mode="json", exclude_none=True)


def write_csv(
    out: IO[str],
    columns: Sequence[str],
    rows: Iterable[Mapping[str, Cell]],
    comment: str | None = DISCLAIMER,
) -> None:
    """Write ``# comment``, a header and the rows; absent cells are empty, floats keep full
    precision. Read it back with ``csv.DictReader`` after skipping lines that start with ``#``.

    ``out`` should be opened with ``newline=""`` (the csv module's own line endings).
    """
    if comment:
        out.write("# " + " ".join(comment.split()) + "\r\n")
    writer = csv.DictWriter(out, fieldnames=list(columns), extrasaction="raise", restval="")
    writer.writeheader()
    for row in rows:
        writer.writerow({key: "" if value is None else value for key, value in row.items()})

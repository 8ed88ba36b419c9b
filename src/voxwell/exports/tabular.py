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
    ANXIETY_SYMPTOMS,
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    DEPRESSION_SYMPTOMS,
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
)

__all__ = [
    "APOLLO_COLUMNS",
    "MENTAL_WELLNESS_COLUMNS",
    "RUN_COLUMNS",
    "Cell",
    "apollo_rows",
    "columns_for",
    "mental_wellness_rows",
    "run_document",
    "run_rows",
    "write_csv",
]

Cell = str | int | float | None
Row = dict[str, Cell]
AnyRun = MentalWellnessModelRunResponse | ApolloModelRunResponse

RUN_COLUMNS: tuple[str, ...] = (
    "run_id",
    "model_version",
    "user_label",
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
    *BANDED_MEASURES,
    *CONTINUOUS_MEASURES,
    "transcript",
)

APOLLO_COLUMNS: tuple[str, ...] = (
    *RUN_COLUMNS,
    "depression_probability",
    "depression_severity",
    "anxiety_probability",
    "anxiety_severity",
    *DEPRESSION_SYMPTOMS,
    *ANXIETY_SYMPTOMS,
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
        "status": run.status.value,
        "error_code": run.errorCode.value if run.errorCode is not None else None,
        "error_reason": run.errorReason,
    }


def mental_wellness_rows(run: MentalWellnessModelRunResponse) -> list[Row]:
    """One row per section; one row with empty measures when the run has no results."""
    head = _run_cells(run)
    if run.results is None or not run.results.sections:
        return [{**head, "section_index": None}]
    rows: list[Row] = []
    for index, section in enumerate(run.results.sections):
        row: Row = {
            **head,
            "section_index": index,
            "startSecs": section.startSecs,
            "finishSecs": section.finishSecs,
        }
        for name in (*BANDED_MEASURES, *CONTINUOUS_MEASURES):
            row[name] = section.measure(name)
        row["transcript"] = section.transcript
        rows.append(row)
    return rows


def apollo_rows(run: ApolloModelRunResponse) -> list[Row]:
    """One row: both disorders' probability and severity, and each symptom's value."""
    row = _run_cells(run)
    if run.results is not None:
        disorders = run.results.disorders
        symptoms = run.results.symptoms
        pairs = (("depression", disorders.depression), ("anxiety", disorders.anxiety))
        for name, disorder in pairs:
            row[f"{name}_probability"] = disorder.probability
            row[f"{name}_severity"] = disorder.severity.value
        for name in DEPRESSION_SYMPTOMS:
            row[name] = getattr(symptoms.depression, name).value
        for name in ANXIETY_SYMPTOMS:
            row[name] = getattr(symptoms.anxiety, name).value
    return [row]


def run_rows(run: AnyRun, extra: Mapping[str, Cell] | None = None) -> list[Row]:
    """The rows of a run of either model, each prefixed by ``extra`` cells (e.g. the file)."""
    if isinstance(run, ApolloModelRunResponse):
        rows = apollo_rows(run)
    else:
        rows = mental_wellness_rows(run)
    return [{**extra, **row} for row in rows] if extra else rows


def run_document(run: AnyRun) -> dict[str, Any]:
    """The run as a JSON object, exactly as the service sent it (wire names, ISO timestamps)."""
    return run.model_dump(mode="json", exclude_none=True)


def write_csv(out: IO[str], columns: Sequence[str], rows: Iterable[Mapping[str, Cell]]) -> None:
    """Write a header and the rows; absent cells are empty, floats keep full precision.

    ``out`` should be opened with ``newline=""`` (the csv module's own line endings).
    """
    writer = csv.DictWriter(out, fieldnames=list(columns), extrasaction="raise", restval="")
    writer.writeheader()
    for row in rows:
        writer.writerow({key: "" if value is None else value for key, value in row.items()})

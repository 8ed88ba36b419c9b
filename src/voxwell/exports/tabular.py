"""Runs as tables and documents: the CSV rows and JSON objects of ``voxwell analyze --out`` and of
the app's export menu.

A mental wellness run gives one row per section (times, every measure, the transcript); a
two-recording run gives one row (both disorders and the 15 symptom values). Every row names its
run, the model version and the user label; a two-recording run of the local engine adds, per take
(``moodQuestion_…``, ``readAloud_…``), what the results screen shows of it: its transcript, the
read-aloud check and its acoustic features. A run that failed gives one row with its error code
and reason and empty measures, so a table of a batch accounts for every run. Columns that are not
the wire's own names are snake_case; measures keep their wire names.

A CSV file is one header row and the rows, nothing above them, so ``pandas.read_csv``, R's
``read.csv`` and ``csv.DictReader`` read it unchanged. What a table needs said about it (the
disclaimer, what the columns hold, how missing values are written) goes in a ``README.txt``
beside it, as data sets in the field carry their notes (:func:`save_csv`).
"""

from __future__ import annotations

import csv
import io
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from voxwell.api import (
    SECTION_FEATURES,
    SECTION_MEASURES,
    SYMPTOMS,
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
    ModelKind,
    ReadingCheck,
)
from voxwell.files import write_text_atomically

__all__ = [
    "APOLLO_COLUMNS",
    "DISCLAIMER",
    "MENTAL_WELLNESS_COLUMNS",
    "README_NAME",
    "RUN_COLUMNS",
    "SESSION_COLUMNS",
    "TAKE_COLUMNS",
    "Cell",
    "apollo_rows",
    "columns_for",
    "mental_wellness_rows",
    "readme_text",
    "run_document",
    "run_rows",
    "save_csv",
    "save_run_csv",
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
"""Said once in every report and in the ``README.txt`` beside every table."""

README_NAME = "README.txt"
"""The notes file written beside every CSV export (the same text for every export)."""

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

_TAKE_VALUES: tuple[str, ...] = ("transcript", *ReadingCheck.model_fields, *SECTION_FEATURES)
"""What each take of a two-recording run adds: its transcript, the read-aloud check (the
passage's words correct, substituted, skipped, added, words per minute) and its features."""

TAKE_COLUMNS: tuple[str, ...] = tuple(
    f"{slot}_{name}" for slot in ModelKind.APOLLO.slots for name in _TAKE_VALUES
)
"""The per-take columns of a two-recording row (empty for a hosted run, which has no takes)."""

APOLLO_COLUMNS: tuple[str, ...] = (
    *RUN_COLUMNS,
    "depression_probability",
    "depression_severity",
    "anxiety_probability",
    "anxiety_severity",
    *SYMPTOMS,
    *TAKE_COLUMNS,
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
    """One row: both disorders' probability and severity, each symptom's value, and each take's
    transcript, read-aloud check and features where the run has them."""
    row = _run_cells(run)
    if run.results is not None:
        for name, disorder in run.results.disorders.scores().items():
            row[f"{name}_probability"] = disorder.probability
            row[f"{name}_severity"] = disorder.severity.value
        row |= {name: score.value for name, score in run.results.symptoms.scores().items()}
    takes = run.results.takes if run.results is not None else None
    for slot in ModelKind.APOLLO.slots if takes is not None else ():
        take = getattr(takes, slot)
        check = take.readingCheck.model_dump() if take.readingCheck is not None else {}
        features = take.features or {}
        row[f"{slot}_transcript"] = take.transcript
        row |= {f"{slot}_{name}": value for name, value in check.items()}
        row |= {f"{slot}_{name}": features.get(name) for name in SECTION_FEATURES}
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


def write_csv(out: IO[str], columns: Sequence[str], rows: Iterable[Mapping[str, Cell]]) -> None:
    """Write the header and the rows, nothing else; absent cells are empty, floats keep full
    precision. ``csv.DictReader``, ``pandas.read_csv`` and R's ``read.csv`` read it as it is.

    ``out`` should be opened with ``newline=""`` (the csv module's own line endings).
    """
    writer = csv.DictWriter(out, fieldnames=list(columns), extrasaction="raise", restval="")
    writer.writeheader()
    for row in rows:
        writer.writerow({key: "" if value is None else value for key, value in row.items()})


def readme_text() -> str:
    """The notes of every CSV export: the disclaimer and what the tables hold."""
    return (
        "Voxwell results tables\n"
        "======================\n\n"
        + textwrap.fill(DISCLAIMER)
        + "\n\n"
        + textwrap.fill(
            "Each .csv file in this folder exported by Voxwell is UTF-8 with one header row and "
            "then one row per section (mental wellness: the section's times, every measure, the "
            "transcript and the acoustic features) or one row per run (two-recording: both "
            "disorders' probability and severity and the 15 symptom values, then for each take, "
            "in columns starting moodQuestion_ and readAloud_, its transcript, the read-aloud "
            "check and its acoustic features, where the service gave them). Every row names "
            "its run (run_id), the model version (model_version) and the user label. An empty "
            "cell is a value the run did not give. A run that failed has one row with its "
            "status, error_code and error_reason and empty measures."
        )
        + "\n\n"
        + textwrap.fill(
            "Measure columns keep the service's names (camelCase); the other columns are "
            "snake_case. Probabilities and measures are numbers from 0 to 1; times are seconds "
            "from the start of the recording."
        )
        + "\n"
    )


def save_csv(path: str | Path, columns: Sequence[str], rows: Iterable[Mapping[str, Cell]]) -> Path:
    """Write the table to ``path`` and :data:`README_NAME` (:func:`readme_text`) beside it,
    each whole or not at all. The notes are the same for every export, so a folder of
    exports holds one true ``README.txt``."""
    table = io.StringIO(newline="")
    write_csv(table, columns, rows)
    target = write_text_atomically(path, table.getvalue())
    write_text_atomically(target.with_name(README_NAME), readme_text(), newline="\r\n")
    return target


def save_run_csv(path: str | Path, run: AnyRun, user: Mapping[str, Cell]) -> Path:
    """``save_csv`` of one run's rows, each beginning with the ``user`` cells."""
    return save_csv(path, columns_for(run), run_rows(run, user))

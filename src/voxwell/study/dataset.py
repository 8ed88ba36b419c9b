"""A study as a tidy dataset: one row per run, or one row per section, as CSV or Parquet.

The rows are a model's visible rows (what the researcher filtered to) or a whole table's; their
stored runs are read from the history when a dataset is made, a few hundred at a time
(``StudyTable.iter_records``).

- **Runs** (:func:`run_dataset`, :func:`write_runs_csv`): the session (``session_id``,
  ``run_id``, ``user_label``), the participant's attributes, ``model_kind``, ``model_version``,
  ``language``, ``created_at`` (ISO 8601, UTC) and ``session_date`` (its day in local time, as a
manifest's ``sessionDate`` and the app's screens give it), every measure
  of the study (the value the plots show, :mod:`voxwell.study.table`), every acoustic feature any
  run has, the nearest questionnaire totals (``phq9_total``, ``gad7_total``; empty when none was
  answered within 14 days) and the transcript (the sections' or takes' joined by spaces). A
  mental wellness run's feature is its sections' values averaged with the measures' weights
  (each section's duration): counts and durations of the whole run are the sum of the sections
  file's. A two-recording run's features are per take (``moodQuestion_…``, ``readAloud_…``).
- **Sections** (:func:`section_dataset`, :func:`write_sections_csv`): the run's columns without
  its measures, features and transcript, then each section as ``voxwell.exports.tabular``
  flattens it (``section_index``, ``startSecs``, ``finishSecs``, the measures, ``transcript``,
  the features). Two-recording runs have no sections and no rows here.

Measure and feature columns keep the service's names; the others are snake_case. An attribute
named like another column is ``attribute_<name>``.
CSV: UTF-8, one header row, empty cells for missing values: ``pandas.read_csv`` and R's
``read.csv`` read it as it is. Parquet (:func:`write_parquet`) has typed columns (text, int64,
float64, a UTC timestamp, a date) and needs pyarrow, the ``parquet`` extra. Every file is written
whole or not at all (``voxwell.files``).
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from voxwell.api import SECTION_FEATURES, ApolloModelRunResponse, ModelKind
from voxwell.errors import StudyError
from voxwell.exports.tabular import (
    MENTAL_WELLNESS_COLUMNS,
    RUN_COLUMNS,
    apollo_rows,
    mental_wellness_rows,
    write_csv,
)
from voxwell.files import atomic_target, write_text_atomically
from voxwell.history.trend import section_weight
from voxwell.records import SessionRecord
from voxwell.study.model import StudyModel
from voxwell.study.table import StudyTable, questionnaire_column

__all__ = [
    "SECTION_COLUMNS",
    "DatasetCell",
    "DatasetRow",
    "Source",
    "run_dataset",
    "section_dataset",
    "write_parquet",
    "write_runs_csv",
    "write_sections_csv",
]

DatasetCell = str | int | float | datetime | date | None
DatasetRow = dict[str, DatasetCell]
Source = StudyModel | StudyTable
"""A model (its visible rows) or a table (all its rows)."""

SECTION_COLUMNS: tuple[str, ...] = MENTAL_WELLNESS_COLUMNS[len(RUN_COLUMNS) :]
"""A section's own columns, as ``voxwell.exports.tabular`` names them."""

_TAKE_FEATURES: tuple[str, ...] = tuple(
    f"{slot}_{name}" for slot in ModelKind.APOLLO.slots for name in SECTION_FEATURES
)
_TEXT = frozenset({"run_id", "user_label", "model_kind", "model_version", "language", "transcript"})
_INTEGER = frozenset({"session_id", "section_index"})


def _rows_of(source: Source) -> tuple[StudyTable, npt.NDArray[np.intp]]:
    if isinstance(source, StudyModel):
        return source.table, source.visible
    return source, np.arange(len(source), dtype=np.intp)


def _number(value: float) -> float | None:
    return None if math.isnan(value) else float(value)


def _head(table: StudyTable, row: int) -> DatasetRow:
    """Who, when and which model: the columns before the values."""
    created: datetime = table.created_at[row].astimezone(UTC)
    return {
        "session_id": int(table.session_ids[row]),
        "run_id": table.run_ids[row] or None,
        "user_label": table.user_labels[row],
        **{
            table.attribute_column(name): values[row] or None
            for name, values in table.attributes.items()
        },
        "model_kind": table.model_kinds[row],
        "model_version": table.model_versions[row],
        "language": table.languages[row],
        "created_at": created,
        "session_date": created.astimezone().date(),  # a manifest's dates are local days
    }


def _totals(table: StudyTable, row: int) -> DatasetRow:
    return {
        questionnaire_column(kind): _number(float(values[row]))
        for kind, values in table.questionnaires.items()
    }


def _head_columns(table: StudyTable) -> list[str]:
    return [
        "session_id",
        "run_id",
        "user_label",
        *map(table.attribute_column, table.attributes),
        "model_kind",
        "model_version",
        "language",
        "created_at",
        "session_date",
    ]


def _features_and_transcript(record: SessionRecord) -> tuple[dict[str, float], str | None]:
    """A run's features (see the module's notes) and its transcript, from tabular's rows."""
    run = record.parsed_run
    if run is None:
        return {}, None
    if isinstance(run, ApolloModelRunResponse):
        (row,) = apollo_rows(run)
        features = {
            name: float(value)
            for name in _TAKE_FEATURES
            if isinstance(value := row.get(name), int | float)
        }
        said = [row.get(f"{slot}_transcript") for slot in ModelKind.APOLLO.slots]
        words = [text for text in said if isinstance(text, str) and text]
        return features, " ".join(words) or None
    sections = [row for row in mental_wellness_rows(run) if row["section_index"] is not None]
    sums: dict[str, float] = {}
    weights: dict[str, float] = {}
    for section in sections:
        start, finish = section["startSecs"], section["finishSecs"]
        assert isinstance(start, float | int)
        assert isinstance(finish, float | int)
        weight = section_weight(float(start), float(finish))
        for name in SECTION_FEATURES:
            value = section.get(name)
            if isinstance(value, int | float):
                sums[name] = sums.get(name, 0.0) + float(value) * weight
                weights[name] = weights.get(name, 0.0) + weight
    said = [section["transcript"] for section in sections]
    words = [text for text in said if isinstance(text, str) and text]
    return {name: sums[name] / weights[name] for name in sums}, " ".join(words) or None


def run_dataset(source: Source) -> tuple[list[str], list[DatasetRow]]:
    """The columns and rows of the runs dataset (one row per run; see the module's notes)."""
    table, rows = _rows_of(source)
    found: list[tuple[DatasetRow, dict[str, float], str | None]] = []
    for row, record in table.iter_records(rows.tolist()):
        cells = _head(table, row)
        cells |= {name: _number(float(values[row])) for name, values in table.measures.items()}
        features, transcript = _features_and_transcript(record)
        found.append((cells | _totals(table, row), features, transcript))
    present = {name for _, features, _ in found for name in features}
    feature_columns = [name for name in (*SECTION_FEATURES, *_TAKE_FEATURES) if name in present]
    columns = [
        *_head_columns(table),
        *table.measures,
        *feature_columns,
        *map(questionnaire_column, table.questionnaires),
        "transcript",
    ]
    dataset = [
        cells | {name: features.get(name) for name in feature_columns} | {"transcript": transcript}
        for cells, features, transcript in found
    ]
    return columns, [{name: row[name] for name in columns} for row in dataset]


def section_dataset(source: Source) -> tuple[list[str], list[DatasetRow]]:
    """The columns and rows of the sections dataset (one row per section of each mental
    wellness run; see the module's notes)."""
    table, rows = _rows_of(source)
    columns = [
        *_head_columns(table),
        *map(questionnaire_column, table.questionnaires),
        *SECTION_COLUMNS,
    ]
    dataset: list[DatasetRow] = []
    for row, record in table.iter_records(rows.tolist()):
        run = record.parsed_run
        if run is None or isinstance(run, ApolloModelRunResponse):
            continue
        head = _head(table, row) | _totals(table, row)
        for section in mental_wellness_rows(run):
            if section["section_index"] is not None:
                dataset.append(head | {name: section.get(name) for name in SECTION_COLUMNS})
    return columns, dataset


# -- files ------------------------------------------------------------------------------------


def _csv_cell(value: DatasetCell) -> str | int | float | None:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, float) and math.isnan(value):
        return None
    return value


def _save_csv(path: str | Path, columns: Sequence[str], rows: Sequence[DatasetRow]) -> Path:
    text = io.StringIO(newline="")
    write_csv(text, columns, ({k: _csv_cell(v) for k, v in row.items()} for row in rows))
    return write_text_atomically(path, text.getvalue())


def write_runs_csv(source: Source, path: str | Path) -> Path:
    """Write the runs dataset to ``path`` as CSV, whole or not at all."""
    return _save_csv(path, *run_dataset(source))


def write_sections_csv(source: Source, path: str | Path) -> Path:
    """Write the sections dataset to ``path`` as CSV, whole or not at all."""
    return _save_csv(path, *section_dataset(source))


def _arrow_type(pa: Any, table: StudyTable, column: str) -> Any:
    attributes = {table.attribute_column(name) for name in table.attributes}
    if column in _TEXT or column in attributes:
        return pa.string()
    if column in _INTEGER:
        return pa.int64()
    if column == "created_at":
        return pa.timestamp("us", tz="UTC")
    if column == "session_date":
        return pa.date32()
    return pa.float64()


def write_parquet(source: Source, path: str | Path, *, sections: bool = False) -> Path:
    """Write the runs dataset (``sections``: the sections dataset) to ``path`` as Parquet,
    whole or not at all; :class:`StudyError` when pyarrow is not installed."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise StudyError(
            "Writing Parquet needs pyarrow, which is not installed. Install it with "
            'pip install "voxwell[parquet]", or save the dataset as CSV.'
        ) from exc
    table = source.table if isinstance(source, StudyModel) else source
    columns, rows = section_dataset(source) if sections else run_dataset(source)
    arrays: Mapping[str, Any] = {
        name: pa.array([row[name] for row in rows], type=_arrow_type(pa, table, name))
        for name in columns
    }
    with atomic_target(path) as temporary:
        pq.write_table(pa.table(dict(arrays)), str(temporary))
    return Path(path)

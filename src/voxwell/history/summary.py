"""What a study needs of a session's run, kept beside the run: its measures and model version.

A stored run is large (about 15 KB from the local engine, mostly timed words) and a study reads
thousands, so the history keeps a small summary of each session (history step 7): the run's
value of every measure it has and the model version those values belong to. The store writes it
whenever a session's run, kind or model version is stored (``HistoryStore.update``) and fills it
in for sessions stored before (``HistoryStore.study_rows``); the study table
(``voxwell.study.table``) is built from the summaries and loads a whole run only when a dataset
needs its sections.

- **Values**: a run's value of a measure is the History trend's (:mod:`voxwell.history.trend`):
  for a mental wellness run, the mean over its sections weighted by each section's duration
  (:func:`~voxwell.history.trend.section_weight`); for a two-recording run, each disorder's
  probability and each symptom's value. Mental wellness values are read straight from the run's
  JSON (parsing thousands of runs through the wire models takes seconds); a run that does not
  read that way goes through the wire models as the trend reads it. A session whose run did not
  end ``COMPLETE_OK`` with results has none (``values`` is None).
- **Series**: the trend's series key (:func:`~voxwell.history.trend.series_key`).

A summary is stored as JSON with its format number (:data:`SUMMARY_FORMAT`); one of another
format is recomputed from its run when read, as one never stored is.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from voxwell.api import SECTION_MEASURES, ModelKind, ModelRunStatus
from voxwell.history.trend import (
    APOLLO_MEASURES,
    section_weight,
    series_key,
    session_measure_value,
)
from voxwell.records import SessionRecord

__all__ = ["SUMMARY_FORMAT", "RunSummary", "StudyRow", "run_values", "study_row", "summarise"]

SUMMARY_FORMAT = 1
"""The format of a stored summary; raise it when what a summary holds, or how a value is
computed, changes (stored summaries of another format are then recomputed when read)."""


@dataclass(frozen=True)
class RunSummary:
    """What the study reads of one session's run."""

    values: Mapping[str, float] | None
    """The run's value of each measure it has, in the model's order; None when it has no
    results (no run, a run not ``COMPLETE_OK``, or one that does not read as a run)."""
    series: str
    """The model version its values belong to (the trend's ``series_key``)."""

    @property
    def has_results(self) -> bool:
        return self.values is not None

    def to_json(self) -> str:
        values = None if self.values is None else dict(self.values)
        return json.dumps({"format": SUMMARY_FORMAT, "values": values, "series": self.series})

    @classmethod
    def from_json(cls, text: str | None) -> RunSummary | None:
        """A stored summary; None when there is none, or it is of another format or damaged
        (then it is recomputed from the run)."""
        if text is None:
            return None
        try:
            stored = json.loads(text)
            if not isinstance(stored, dict) or stored.get("format") != SUMMARY_FORMAT:
                return None
            values = stored["values"]
            series = stored["series"]
            if not isinstance(series, str) or not (values is None or isinstance(values, dict)):
                return None
            return cls(
                values=None if values is None else {k: float(v) for k, v in values.items()},
                series=series,
            )
        except (ValueError, TypeError, KeyError):
            return None


@dataclass(frozen=True)
class StudyRow:
    """A session as a study reads it: who, when, which model, and its run's summary (no run)."""

    id: int
    created_at: datetime
    user_label: str
    model_kind: str
    model_version: str | None
    language: str
    status: str
    run_id: str | None
    summary: RunSummary
    attributes: Mapping[str, str] = field(default_factory=dict)


def study_row(record: SessionRecord) -> StudyRow:
    """``record`` as a study reads it, summarised from its run (a session held in memory; the
    store reads its stored summaries, ``HistoryStore.study_rows``)."""
    return StudyRow(
        id=record.id,
        created_at=record.created_at,
        user_label=record.user_label,
        model_kind=record.model_kind,
        model_version=record.model_version,
        language=record.language,
        status=record.status,
        run_id=record.run_id,
        summary=summarise(record),
        attributes=record.attributes,
    )


def summarise(record: SessionRecord) -> RunSummary:
    """The summary of ``record``'s run (see the module's notes)."""
    return RunSummary(values=run_values(record), series=series_key(record))


def run_values(record: SessionRecord) -> dict[str, float] | None:
    """The run's value of each measure it has; None when it has no results."""
    if record.model_kind != ModelKind.APOLLO:
        try:
            return _wellness_values(record.run_json)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass  # not the shape of a run: the wire models decide, as for the trend
    run = record.parsed_run
    if run is None or run.status is not ModelRunStatus.COMPLETE_OK or run.results is None:
        return None
    names = APOLLO_MEASURES if record.model_kind == ModelKind.APOLLO else SECTION_MEASURES
    values = {name: session_measure_value(record, name) for name in names}
    return {name: value for name, value in values.items() if value is not None}


def _wellness_values(run: Mapping[str, Any] | None) -> dict[str, float] | None:
    """``session_measure_value`` of every measure, from the run's JSON in one pass."""
    if run is None or run["status"] != ModelRunStatus.COMPLETE_OK or run["results"] is None:
        return None
    sums = dict.fromkeys(SECTION_MEASURES, 0.0)
    weights = dict.fromkeys(SECTION_MEASURES, 0.0)
    for section in run["results"]["sections"]:
        weight = section_weight(float(section["startSecs"]), float(section["finishSecs"]))
        for name in SECTION_MEASURES:
            holder = section.get(name)
            if holder is not None:
                sums[name] += float(holder["value"]) * weight
                weights[name] += weight
    return {name: sums[name] / weights[name] for name in SECTION_MEASURES if weights[name] > 0}

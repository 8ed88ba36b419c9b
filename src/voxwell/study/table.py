"""The study table: one row per session with results, as numpy columns that filter and group fast.

Built from a :class:`voxwell.history.HistoryStore`: the app's own history, or a study file written
by a manifest run (``voxwell analyze --manifest``), which has the same format. A row is a session
whose run ended ``COMPLETE_OK`` with results (the sessions a History trend draws); the others are
counted, not shown (:meth:`StudyTable.describe` says how many).

Columns: text as ``object`` arrays (an absent attribute is ``""``), values as ``float64`` (NaN
where a run has no value), session ids as ``int64``; rows are oldest first.

- **Measures**: a run's value of a measure is the History trend's (``voxwell.history.trend``):
  for a mental wellness run, the mean over its sections weighted by each section's duration
  (``section_weight``); for a two-recording run, each disorder's probability and each symptom's
  value. The names are the service's (``SECTION_MEASURES``, then ``APOLLO_MEASURES``); a table
  has the measures at least one of its runs has. The history keeps these values in a summary
  beside each run (``voxwell.history.summary``), so a table is built without reading any run
  (``HistoryStore.study_rows``): a 15 KB run each, 5,000 of them, would take seconds.
- **Model version**: the trend's series key (``series_key``): values of two versions are never
  compared, so every view groups by it first.
- **Questionnaires**: per scored questionnaire shipped with the app (PHQ-9, GAD-7), the total of
  the one that person answered closest in time to the session, before or after, when it was
  answered within :data:`QUESTIONNAIRE_WINDOW` (14 days) of it; NaN otherwise. Of two equally
  close, the earlier one.
- **Attributes**: a study participant's attributes (group, site...): one column per name found
  on any session.

The runs themselves are read only when needed: :meth:`StudyTable.record` (one session, to open
it) and :meth:`StudyTable.iter_records` (the rows a dataset writes: the per-section dataset
flattens their sections with ``voxwell.exports.tabular``, the one flattening of a run) load the
stored sessions from the history (opened again when the store given was closed meanwhile).
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from voxwell.api import SECTION_MEASURES
from voxwell.errors import StudyError
from voxwell.history import HistoryStore
from voxwell.history.summary import StudyRow, study_row
from voxwell.history.trend import APOLLO_MEASURES, questionnaire_totals
from voxwell.questionnaires import shipped_definitions
from voxwell.records import QuestionnaireRecord, SessionRecord

__all__ = [
    "FIXED_COLUMNS",
    "KNOWN_MEASURES",
    "QUESTIONNAIRE_WINDOW",
    "FloatColumn",
    "SessionLoader",
    "StudyTable",
    "TextColumn",
    "open_study",
    "questionnaire_column",
    "study_questionnaires",
]

FloatColumn = npt.NDArray[np.float64]
TextColumn = npt.NDArray[np.object_]
SessionLoader = Callable[[Sequence[int]], Sequence[SessionRecord]]
"""Reads the stored sessions of some ids, in that order (a table's way back to its runs)."""

QUESTIONNAIRE_WINDOW = timedelta(days=14)
"""How far from a session a questionnaire may have been answered to stand beside it."""

KNOWN_MEASURES: tuple[str, ...] = SECTION_MEASURES + APOLLO_MEASURES
"""Every measure a study may show, in the models' own order."""

FIXED_COLUMNS: tuple[str, ...] = (
    "session_id",
    "run_id",
    "user_label",
    "created_at",
    "model_kind",
    "model_version",
    "language",
)
"""The columns every study table starts with."""


def study_questionnaires() -> tuple[str, ...]:
    """The questionnaire types a study stands beside its sessions: those shipped with the app
    that have a total (``phq-9``, ``gad-7``)."""
    return tuple(key for key, d in shipped_definitions().items() if d.method == "sum")


def questionnaire_column(questionnaire_type: str) -> str:
    """A questionnaire's column name: ``phq-9`` -> ``phq9_total`` (R's ``read.csv`` would turn a
    dash into a dot)."""
    return re.sub(r"[^0-9A-Za-z]+", "", questionnaire_type).lower() + "_total"


def _text(values: Sequence[object]) -> TextColumn:
    column = np.empty(len(values), dtype=object)
    column[:] = values
    return column


@dataclass(frozen=True, eq=False)
class StudyTable:
    """The sessions with results of one history, one row each, oldest first."""

    session_ids: npt.NDArray[np.int64]
    run_ids: TextColumn
    user_labels: TextColumn
    created_at: TextColumn
    """Aware datetimes, as stored (UTC for sessions the app made)."""
    timestamps: FloatColumn
    """``created_at`` as POSIX seconds (what a date filter compares and a date axis draws)."""
    model_kinds: TextColumn
    model_versions: TextColumn
    languages: TextColumn
    attributes: Mapping[str, TextColumn]
    """Attribute name -> its column; names sorted."""
    measures: Mapping[str, FloatColumn]
    """Measure name -> its column, for the measures any row has, in the models' order."""
    questionnaires: Mapping[str, FloatColumn]
    """Questionnaire type -> the nearest total (NaN: none within the window)."""
    sessions_in_history: int = 0
    """Every session of the history, with results or not."""
    questionnaire_window: timedelta = QUESTIONNAIRE_WINDOW
    load_sessions: SessionLoader | None = field(default=None, repr=False)
    """Reads the rows' stored sessions (their runs) when :meth:`records_at` needs them; None: a
    table without its sessions (it has none to give)."""
    _codes: dict[str, tuple[TextColumn, npt.NDArray[np.intp]]] = field(
        default_factory=dict, init=False, repr=False
    )

    # -- building --------------------------------------------------------------------------

    @classmethod
    def from_store(
        cls, store: HistoryStore, questionnaires: Iterable[QuestionnaireRecord] = ()
    ) -> StudyTable:
        """The table of every session with results in ``store``, from the summaries the store
        keeps of their runs; the runs are read from ``store`` only when needed (from the same
        file opened again once ``store`` is closed). ``questionnaires`` are answered elsewhere
        (a study file's participants answer in the app: its history keeps them)."""
        return cls.from_rows(
            store.study_rows(),
            [*store.questionnaires(), *questionnaires],
            load_sessions=_store_loader(store),
        )

    @classmethod
    def from_records(
        cls,
        sessions: Iterable[SessionRecord],
        questionnaires: Iterable[QuestionnaireRecord] = (),
        *,
        window: timedelta = QUESTIONNAIRE_WINDOW,
    ) -> StudyTable:
        """The table of the ``sessions`` with results, beside the nearest ``questionnaires``."""
        held = {record.id: record for record in sessions}

        def load(session_ids: Sequence[int]) -> list[SessionRecord]:
            return [held[session_id] for session_id in session_ids]

        rows = [study_row(record) for record in held.values()]
        return cls.from_rows(rows, questionnaires, window=window, load_sessions=load)

    @classmethod
    def from_rows(
        cls,
        sessions: Iterable[StudyRow],
        questionnaires: Iterable[QuestionnaireRecord] = (),
        *,
        window: timedelta = QUESTIONNAIRE_WINDOW,
        load_sessions: SessionLoader | None = None,
    ) -> StudyTable:
        """The table of the ``sessions`` (as a study reads them: their runs' summaries) with
        results, beside the nearest ``questionnaires``; ``load_sessions`` reads their runs."""
        every = list(sessions)
        rows: list[tuple[StudyRow, Mapping[str, float]]] = []
        for row in sorted(every, key=lambda r: (r.created_at, r.id)):
            if row.summary.values is not None:
                rows.append((row, row.summary.values))
        shown = [row for row, _ in rows]
        measures = {
            name: np.array([values.get(name, math.nan) for _, values in rows], dtype=np.float64)
            for name in KNOWN_MEASURES
            if any(name in values for _, values in rows)
        }
        names = sorted({name for row in shown for name in row.attributes})
        created = [row.created_at for row in shown]
        timestamps = np.array([when.timestamp() for when in created], dtype=np.float64)
        labels = _text([row.user_label for row in shown])
        return cls(
            session_ids=np.array([row.id for row in shown], dtype=np.int64),
            run_ids=_text([row.run_id or "" for row in shown]),
            user_labels=labels,
            created_at=_text(created),
            timestamps=timestamps,
            model_kinds=_text([row.model_kind for row in shown]),
            model_versions=_text([row.summary.series for row in shown]),
            languages=_text([row.language for row in shown]),
            attributes={
                name: _text([row.attributes.get(name, "") for row in shown]) for name in names
            },
            measures=measures,
            questionnaires=_nearest_totals(labels, timestamps, questionnaires, window),
            sessions_in_history=len(every),
            questionnaire_window=window,
            load_sessions=load_sessions,
        )

    # -- the stored sessions -----------------------------------------------------------------

    def records_at(self, rows: Sequence[int]) -> list[SessionRecord]:
        """The stored sessions (with their runs) of ``rows`` (row numbers), in that order, read
        from the history in one go; :class:`~voxwell.errors.HistoryError` when one is gone."""
        if not len(rows):
            return []
        if self.load_sessions is None:
            raise StudyError("This study table was built without its sessions' runs.")
        return list(self.load_sessions([int(self.session_ids[row]) for row in rows]))

    def iter_records(
        self, rows: Sequence[int], *, chunk: int = 500
    ) -> Iterator[tuple[int, SessionRecord]]:
        """Each of ``rows`` with its stored session, read ``chunk`` rows at a time (a dataset of
        thousands of runs never holds them all at once)."""
        for start in range(0, len(rows), chunk):
            part = rows[start : start + chunk]
            yield from zip(part, self.records_at(part), strict=True)

    def record(self, session_id: int) -> SessionRecord | None:
        """The stored session ``session_id`` (to open it); None when it is no row of this
        table."""
        found = np.flatnonzero(self.session_ids == session_id)
        return self.records_at([int(found[0])])[0] if len(found) else None

    @cached_property
    def records(self) -> tuple[SessionRecord, ...]:
        """Every row's stored session, read once when first asked for (all runs: a dataset
        reads its rows' with :meth:`records_at`, a view one with :meth:`record`)."""
        return tuple(self.records_at(range(len(self))))

    # -- reading ---------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.session_ids)

    @property
    def is_empty(self) -> bool:
        return len(self) == 0

    @property
    def measure_names(self) -> tuple[str, ...]:
        return tuple(self.measures)

    @property
    def attribute_names(self) -> tuple[str, ...]:
        return tuple(self.attributes)

    def describe(self) -> str:
        """What the table holds, in one plain sentence (the empty view's text too)."""
        total = self.sessions_in_history
        if self.is_empty:
            if total == 0:
                return "This history has no sessions yet."
            sessions = "session" if total == 1 else "sessions"
            return (
                f"No session of this history has results yet ({total} {sessions}, none "
                "complete): the study shows sessions whose analysis finished."
            )
        people = len(set(self.user_labels.tolist()))
        versions = len(set(self.model_versions.tolist()))
        return (
            f"{len(self)} of {total} sessions have results: {people} "
            f"{'participant' if people == 1 else 'participants'}, {versions} model "
            f"{'version' if versions == 1 else 'versions'}."
        )

    def measure(self, name: str) -> FloatColumn:
        """A measure's column; all NaN for a known measure no run of this table has."""
        if name in self.measures:
            return self.measures[name]
        if name not in KNOWN_MEASURES:
            raise ValueError(f"{name!r} is not a measure of the service")
        return np.full(len(self), math.nan)

    def questionnaire(self, questionnaire_type: str) -> FloatColumn:
        if questionnaire_type not in self.questionnaires:
            known = ", ".join(self.questionnaires)
            raise ValueError(f"{questionnaire_type!r} is not a study questionnaire ({known})")
        return self.questionnaires[questionnaire_type]

    def attribute(self, name: str) -> TextColumn:
        """An attribute's column; all ``""`` for a name no session has."""
        if name in self.attributes:
            return self.attributes[name]
        return _text([""] * len(self))

    def attribute_column(self, name: str) -> str:
        """An attribute's column name: its own, unless a fixed column, measure or questionnaire
        has it (then ``attribute_<name>``)."""
        taken = {*FIXED_COLUMNS, *self.measures, *map(questionnaire_column, self.questionnaires)}
        return f"attribute_{name}" if name in taken else name

    @cached_property
    def _by_name(self) -> dict[str, npt.NDArray[Any]]:
        """Every column by its name, in :attr:`columns` order (built once: a view asks per cell)."""
        return {
            "session_id": self.session_ids,
            "run_id": self.run_ids,
            "user_label": self.user_labels,
            "created_at": self.created_at,
            "model_kind": self.model_kinds,
            "model_version": self.model_versions,
            "language": self.languages,
            **{self.attribute_column(name): text for name, text in self.attributes.items()},
            **self.measures,
            **{questionnaire_column(kind): totals for kind, totals in self.questionnaires.items()},
        }

    @property
    def columns(self) -> tuple[str, ...]:
        """Every column name, in the order a table view shows them."""
        return tuple(self._by_name)

    def column(self, name: str) -> npt.NDArray[Any]:
        """A column by its name (:attr:`columns`)."""
        return self._by_name[name]

    def is_text(self, name: str) -> bool:
        """True for a column of text (an attribute, a label, a version)."""
        return self._by_name[name].dtype == object and name != "created_at"

    def categories(self, column: str) -> tuple[TextColumn, npt.NDArray[np.intp]]:
        """A text column (by its name) as its sorted distinct values and each row's index into
        them, computed once per column: filters, groups and sorts then compare integers."""
        if column not in self._codes:
            values = self.column(column).astype(str)
            levels, inverse = np.unique(values, return_inverse=True)
            self._codes[column] = (_text(levels.tolist()), inverse.reshape(-1).astype(np.intp))
        return self._codes[column]

    def attribute_categories(self, name: str) -> tuple[TextColumn, npt.NDArray[np.intp]]:
        """:meth:`categories` of an attribute; one value, ``""``, for a name no session has."""
        if name in self.attributes:
            return self.categories(self.attribute_column(name))
        return _text([""]), np.zeros(len(self), dtype=np.intp)

    @staticmethod
    def matching(
        categories: tuple[TextColumn, npt.NDArray[np.intp]], allowed: Iterable[str]
    ) -> npt.NDArray[np.bool_]:
        """The rows whose value (of a column's :meth:`categories`) is one of ``allowed``."""
        levels, codes = categories
        wanted = set(allowed)
        keep = np.array([level in wanted for level in levels.tolist()], dtype=bool)
        return keep[codes]


def open_study(
    path: Path,
    *,
    key: bytes | None = None,
    questionnaires: Iterable[QuestionnaireRecord] = (),
) -> StudyTable:
    """The study table of the history or study file at ``path`` (``key``: its data key when it
    is encrypted, as for :class:`HistoryStore`), beside its own questionnaires and
    ``questionnaires`` (the app history's: where a study's participants answer them)."""
    with HistoryStore(path, key=key) as store:
        return StudyTable.from_store(store, questionnaires)


# -- questionnaires ---------------------------------------------------------------------------


def _store_loader(store: HistoryStore) -> SessionLoader:
    """Reads sessions from ``store``, or from its file opened again once it is closed (a study
    file is closed as soon as its table is built)."""

    def load(session_ids: Sequence[int]) -> list[SessionRecord]:
        if not store.closed:
            return store.sessions_of(session_ids)
        with store.reopen() as again:
            return again.sessions_of(session_ids)

    return load


def _nearest_totals(
    user_labels: TextColumn,
    timestamps: FloatColumn,
    questionnaires: Iterable[QuestionnaireRecord],
    window: timedelta,
) -> dict[str, FloatColumn]:
    kinds = study_questionnaires()
    answered = list(questionnaires)
    owner = {record.id: record.user_label for record in answered}
    # (user label, type) -> answer times (POSIX seconds) and totals, oldest first
    found: dict[tuple[str, str], tuple[list[float], list[int]]] = {}
    for total in questionnaire_totals(answered):
        if total.questionnaire_type in kinds:
            times, scores = found.setdefault(
                (owner[total.questionnaire_id], total.questionnaire_type), ([], [])
            )
            times.append(total.at.timestamp())
            scores.append(total.score)
    reach = window.total_seconds()
    columns = {}
    for kind in kinds:
        column = np.full(len(user_labels), math.nan)
        for row, label in enumerate(user_labels.tolist()):
            times, scores = found.get((label, kind), ([], []))
            at = float(timestamps[row])
            after = bisect.bisect_left(times, at)
            # The earlier one first: of two equally close, it wins.
            nearest = min(
                (i for i in (after - 1, after) if 0 <= i < len(times)),
                key=lambda i: abs(times[i] - at),
                default=None,
            )
            if nearest is not None and abs(times[nearest] - at) <= reach:
                column[row] = scores[nearest]
        columns[kind] = column
    return columns

"""The Study screen's model: a study table, the view's state, and what the views draw of it.

:class:`StudyModel` holds a :class:`~voxwell.study.table.StudyTable` and a
:class:`~voxwell.study.view_state.StudyViewState`. A change of state (``set_state`` or one of
the setters) recomputes the visible rows once, then tells each observer once; a change that
changes nothing tells no one. What the views draw is computed for the visible rows only, when
asked, and kept until the next change:

- :meth:`StudyModel.group_plot`: per model version, per group of the grouping attribute, the
  values and their box-plot figures;
- :meth:`StudyModel.scatter`: per model version, the measure against a questionnaire's total,
  with Spearman's rho and its interval (``voxwell.study.stats``);
- :meth:`StudyModel.participant_lines`: per participant and model version, the values in time
  order;
- :meth:`StudyModel.rows`: the visible rows in the table's sort order.

Values of two model versions are never put on one axis, nor in one correlation: a new model may
use another scale (as the History trend, ``voxwell.history.trend``). Everything a view draws
carries the session ids of its points, so a click names its session. No Qt: observers are plain
callables (the Qt views' adapters).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

import numpy as np
import numpy.typing as npt

from voxwell.study.stats import BoxStats, Correlation, box_stats, spearman
from voxwell.study.table import KNOWN_MEASURES, FloatColumn, StudyTable, TextColumn
from voxwell.study.view_state import StudyFilters, StudyViewState

__all__ = [
    "Cell",
    "GroupValues",
    "ParticipantLine",
    "Scatter",
    "StudyModel",
    "VersionGroups",
    "VisibleRows",
]

Cell = str | int | float | datetime | None
IdColumn = npt.NDArray[np.int64]
Indices = npt.NDArray[np.intp]


@dataclass(frozen=True, eq=False)
class GroupValues:
    """One group's values of a measure, under one model version."""

    group: str | None
    """The grouping attribute's value (``""``: sessions without it); None when not grouped."""
    values: FloatColumn
    session_ids: IdColumn
    box: BoxStats


@dataclass(frozen=True, eq=False)
class VersionGroups:
    """The box plots of one model version: one per group, groups in sorted order."""

    model_version: str
    measure: str
    groups: tuple[GroupValues, ...]


@dataclass(frozen=True, eq=False)
class Scatter:
    """A measure against a questionnaire's total, under one model version."""

    model_version: str
    measure: str
    questionnaire: str
    totals: FloatColumn
    """x: the questionnaire total nearest each session."""
    values: FloatColumn
    """y: the session's value of the measure."""
    session_ids: IdColumn
    correlation: Correlation | None
    """Spearman's rho of these points; None below four points or when one side is constant."""


@dataclass(frozen=True, eq=False)
class ParticipantLine:
    """One participant's values of a measure under one model version, oldest first."""

    user_label: str
    model_version: str
    created_at: TextColumn
    """The sessions' times (aware datetimes)."""
    timestamps: FloatColumn
    """The same as POSIX seconds (a date axis's x)."""
    values: FloatColumn
    session_ids: IdColumn


@dataclass(frozen=True, eq=False)
class VisibleRows:
    """The visible rows in the table's sort order, read cell by cell (a table view's model)."""

    table: StudyTable
    order: Indices
    """The table's row index of each visible row, in display order."""

    @property
    def columns(self) -> tuple[str, ...]:
        return self.table.columns

    def __len__(self) -> int:
        return len(self.order)

    def session_id(self, row: int) -> int:
        return int(self.table.session_ids[self.order[row]])

    def cell(self, row: int, column: str) -> Cell:
        """A cell's value: text, a number, an aware datetime, or None where there is none."""
        value: Any = self.table.column(column)[self.order[row]]
        if isinstance(value, np.floating):
            return None if np.isnan(value) else float(value)
        if isinstance(value, np.integer):
            return int(value)
        assert isinstance(value, str | datetime)
        return value


def _utc_day(day: date) -> float:
    return datetime.combine(day, time(), tzinfo=UTC).timestamp()


class StudyModel:
    """A study table seen through one view state; observers hear of each change once."""

    def __init__(self, table: StudyTable, state: StudyViewState | None = None) -> None:
        self._table = table
        self._state = StudyViewState()
        self._observers: list[Callable[[], None]] = []
        self._cache: dict[tuple[Any, ...], Any] = {}
        if state is not None:
            self._check(state)
            self._state = state
        self._visible: Indices = self._compute_visible(self._state.filters)

    # -- what it holds ---------------------------------------------------------------------

    @property
    def table(self) -> StudyTable:
        return self._table

    @property
    def state(self) -> StudyViewState:
        return self._state

    @property
    def visible(self) -> Indices:
        """The table's row indices the filters let through, in table order (read-only)."""
        return self._visible

    @property
    def measure(self) -> str | None:
        """The measure shown: the state's, else the table's first; None for an empty table."""
        if self._state.measure is not None:
            return self._state.measure
        return next(iter(self._table.measures), None)

    @property
    def questionnaire(self) -> str | None:
        """The scatter's questionnaire: the state's, else the first with a total in the table."""
        if self._state.questionnaire is not None:
            return self._state.questionnaire
        kinds = self._table.questionnaires
        answered = [kind for kind, totals in kinds.items() if np.isfinite(totals).any()]
        return next(iter(answered or kinds), None)

    # -- observers -------------------------------------------------------------------------

    def observe(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback()`` after every change, until the returned call stops it."""
        self._observers.append(callback)

        def stop() -> None:
            with contextlib.suppress(ValueError):  # already stopped
                self._observers.remove(callback)

        return stop

    # -- changes ---------------------------------------------------------------------------

    def set_state(self, state: StudyViewState) -> None:
        """Show ``state``: the visible rows are recomputed once, observers told once."""
        if state == self._state:
            return
        self._check(state)
        if state.filters != self._state.filters:
            self._visible = self._compute_visible(state.filters)
        self._state = state
        self._cache.clear()
        for observer in list(self._observers):
            observer()

    def set_filters(self, filters: StudyFilters) -> None:
        self.set_state(replace(self._state, filters=filters))

    def set_date_range(self, start: date | None, end: date | None) -> None:
        self.set_filters(replace(self._state.filters, start=start, end=end))

    def set_model_versions(self, versions: frozenset[str] | set[str] | None) -> None:
        chosen = None if versions is None else frozenset(versions)
        self.set_filters(replace(self._state.filters, model_versions=chosen))

    def set_languages(self, languages: frozenset[str] | set[str] | None) -> None:
        chosen = None if languages is None else frozenset(languages)
        self.set_filters(replace(self._state.filters, languages=chosen))

    def set_attribute_filter(self, name: str, values: frozenset[str] | set[str] | None) -> None:
        """Show only sessions whose attribute ``name`` is one of ``values`` (None: any)."""
        self.set_filters(self._state.filters.with_attribute(name, values))

    def set_group_by(self, attribute: str | None) -> None:
        self.set_state(replace(self._state, group_by=attribute))

    def set_measure(self, measure: str | None) -> None:
        self.set_state(replace(self._state, measure=measure))

    def set_questionnaire(self, questionnaire: str | None) -> None:
        self.set_state(replace(self._state, questionnaire=questionnaire))

    def set_sort(self, column: str | None, *, descending: bool = False) -> None:
        self.set_state(replace(self._state, sort_column=column, sort_descending=descending))

    def _check(self, state: StudyViewState) -> None:
        if state.measure is not None and state.measure not in KNOWN_MEASURES:
            raise ValueError(f"{state.measure!r} is not a measure of the service")
        if state.questionnaire is not None:
            self._table.questionnaire(state.questionnaire)  # ValueError when not one

    def _compute_visible(self, filters: StudyFilters) -> Indices:
        table = self._table
        keep = np.ones(len(table), dtype=bool)
        if filters.start is not None:
            keep &= table.timestamps >= _utc_day(filters.start)
        if filters.end is not None:
            keep &= table.timestamps < _utc_day(filters.end + timedelta(days=1))
        if filters.model_versions is not None:
            keep &= table.matching(table.categories("model_version"), filters.model_versions)
        if filters.languages is not None:
            keep &= table.matching(table.categories("language"), filters.languages)
        for name, values in filters.attributes.items():
            keep &= table.matching(table.attribute_categories(name), values)
        visible = np.flatnonzero(keep).astype(np.intp)
        visible.flags.writeable = False
        return visible

    # -- what the views draw ---------------------------------------------------------------

    def _cached(self, key: tuple[Any, ...], compute: Callable[[], Any]) -> Any:
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    def _versions(self, rows: Indices) -> list[tuple[str, Indices]]:
        """``rows`` split by model version, older versions (by first session) first."""
        levels, codes = self._table.categories("model_version")
        found = codes[rows]
        order = np.argsort(found, kind="stable")  # rows stay in time order within a version
        split = np.flatnonzero(np.diff(found[order])) + 1
        parts = [rows[part] for part in np.split(order, split) if part.size]
        parts.sort(key=lambda part: (self._table.timestamps[part[0]], part[0]))
        return [(str(levels[codes[part[0]]]), part) for part in parts]

    def _with_value(self, measure: str) -> Indices:
        values = self._table.measure(measure)
        return self._visible[np.isfinite(values[self._visible])]

    def group_plot(self, measure: str | None = None) -> tuple[VersionGroups, ...]:
        """Per model version, per group: the visible values of ``measure`` (default: the one
        shown) and their box-plot figures; groups without a value are left out."""
        shown = measure or self.measure
        if shown is None:
            return ()
        result: tuple[VersionGroups, ...] = self._cached(
            ("group_plot", shown), lambda: self._group_plot(shown)
        )
        return result

    def _group_plot(self, measure: str) -> tuple[VersionGroups, ...]:
        table = self._table
        values = table.measure(measure)
        group_by = self._state.group_by
        levels, codes = (
            table.attribute_categories(group_by) if group_by is not None else (None, None)
        )
        plots = []
        for version, rows in self._versions(self._with_value(measure)):
            groups = []
            if levels is None or codes is None:
                parts: list[tuple[str | None, Indices]] = [(None, rows)]
            else:
                found = codes[rows]
                parts = [(str(levels[c]), rows[found == c]) for c in np.unique(found).tolist()]
            for group, members in parts:
                box = box_stats(values[members])
                assert box is not None  # every member has a value
                groups.append(
                    GroupValues(
                        group=group,
                        values=values[members],
                        session_ids=table.session_ids[members],
                        box=box,
                    )
                )
            plots.append(
                VersionGroups(model_version=version, measure=measure, groups=tuple(groups))
            )
        return tuple(plots)

    def scatter(
        self, measure: str | None = None, questionnaire: str | None = None
    ) -> tuple[Scatter, ...]:
        """Per model version: the visible sessions with both a value of ``measure`` and a total
        of ``questionnaire`` (defaults: those shown), with Spearman's rho."""
        shown = measure or self.measure
        kind = questionnaire or self.questionnaire
        if shown is None or kind is None:
            return ()
        result: tuple[Scatter, ...] = self._cached(
            ("scatter", shown, kind), lambda: self._scatter(shown, kind)
        )
        return result

    def _scatter(self, measure: str, questionnaire: str) -> tuple[Scatter, ...]:
        table = self._table
        values = table.measure(measure)
        totals = table.questionnaire(questionnaire)
        rows = self._with_value(measure)
        rows = rows[np.isfinite(totals[rows])]
        return tuple(
            Scatter(
                model_version=version,
                measure=measure,
                questionnaire=questionnaire,
                totals=totals[part],
                values=values[part],
                session_ids=table.session_ids[part],
                correlation=spearman(totals[part], values[part]),
            )
            for version, part in self._versions(rows)
        )

    def participant_lines(self, measure: str | None = None) -> tuple[ParticipantLine, ...]:
        """Per participant (user label) and model version, the visible sessions with a value
        of ``measure`` (default: the one shown), oldest first; ordered by label."""
        shown = measure or self.measure
        if shown is None:
            return ()
        result: tuple[ParticipantLine, ...] = self._cached(
            ("lines", shown), lambda: self._participant_lines(shown)
        )
        return result

    def _participant_lines(self, measure: str) -> tuple[ParticipantLine, ...]:
        table = self._table
        rows = self._with_value(measure)  # in table order: oldest first
        labels, label_codes = table.categories("user_label")
        _, version_codes = table.categories("model_version")
        order = np.lexsort((rows, version_codes[rows], label_codes[rows]))
        rows = rows[order]
        keys = label_codes[rows] * (int(version_codes.max(initial=0)) + 1) + version_codes[rows]
        split = np.flatnonzero(np.diff(keys)) + 1
        values = table.measure(measure)
        return tuple(
            ParticipantLine(
                user_label=str(labels[label_codes[part[0]]]),
                model_version=str(table.model_versions[part[0]]),
                created_at=table.created_at[part],
                timestamps=table.timestamps[part],
                values=values[part],
                session_ids=table.session_ids[part],
            )
            for part in np.split(rows, split)
            if part.size
        )

    def rows(self) -> VisibleRows:
        """The visible rows sorted by the state's column (ties and the unsorted table: oldest
        first); empty cells last either way."""
        result: VisibleRows = self._cached(("rows",), self._sorted_rows)
        return result

    def _sorted_rows(self) -> VisibleRows:
        table, visible = self._table, self._visible
        column = self._state.sort_column
        if column is None or column not in table.columns:
            return VisibleRows(table=table, order=visible)
        if column == "created_at":
            keys: npt.NDArray[Any] = table.timestamps[visible]
            missing = np.zeros(len(visible), dtype=bool)
        elif table.is_text(column):
            levels, codes = table.categories(column)
            # Case-blind, as a person reads a list of labels.
            folded = np.array([str(level).casefold() for level in levels.tolist()], dtype=str)
            rank = np.argsort(np.argsort(folded, kind="stable"), kind="stable")
            keys = rank[codes[visible]].astype(np.float64)
            missing = levels[codes[visible]] == ""
        else:
            keys = table.column(column)[visible].astype(np.float64)
            missing = np.isnan(keys)
        if self._state.sort_descending:
            keys = -keys
        # lexsort sorts by its last key first, every sort stable: visible (table) order breaks ties
        order = np.lexsort((np.where(missing, 0.0, keys), missing))
        return VisibleRows(table=table, order=visible[order])

"""The results as text: each chart's table alternative, for a screen reader and a keyboard.

A chart shows its values as drawn lines and bars, with hover tips a screen reader never gets.
Each chart therefore has a table beside it (its own tab on the results page) holding the same
values as words and numbers: :class:`SectionMeasureTable`, one row per section and measure of a
mental wellness run (section, measure, value, band), and a :class:`ResultsTable` of the
two-recording run's totals and symptoms (measure, score, band). The tables are read-only, named
and described for assistive technology, one row selected at a time, and Tab leaves them (it does
not step through their cells), so the keyboard reaches what comes after.

The table of sections follows the chart: stepping through the chart's sections with the arrow
keys moves the table's current row to that section, and moving through the table's rows selects
the section in the chart; Enter on a row plays its section, as a click on the chart does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from voxwell.api import SECTION_MEASURES, STEPPED_MEASURES, MentalWellnessPartResult
from voxwell.desk.results_style import measure_label, severity_label
from voxwell.exports.report import band_severity
from voxwell.i18n import translate
from voxwell.wording import format_clock

__all__ = ["ResultsTable", "SectionMeasureTable", "SectionRow", "band_word", "section_span"]

_KEY = Qt.ItemDataRole.UserRole
"""Where each row's first cell keeps the row's key (a section's index, a score's name)."""


def band_word(name: str, value: float) -> str:
    """The band of measure ``name`` at ``value`` in words (``Mild``), as the PDF report writes
    it; "" for a continuous measure, which has none."""
    if name not in STEPPED_MEASURES:
        return ""
    return severity_label(band_severity(value))


def section_span(section: MentalWellnessPartResult) -> str:
    """A section's span on the recording's clock, ``0:12–0:24``."""
    return f"{format_clock(section.startSecs)}–{format_clock(section.finishSecs)}"


@dataclass(frozen=True)
class SectionRow:
    """One row of :class:`SectionMeasureTable`: a section's value of one measure."""

    section: int
    """The section's index (0 for the first)."""
    measure: str
    """The measure's wire name (``distress``)."""
    value: float
    band: str
    """The band in words ("" for a continuous measure)."""


class ResultsTable(QTableWidget):
    """A read-only table of texts, one row selected at a time, named for assistive technology.

    ``rowChosen`` reports the key of the row made current by the keyboard or the mouse,
    ``rowActivated`` the key of a row activated (Enter, double click).
    """

    rowChosen = Signal(object)
    rowActivated = Signal(object)

    def __init__(
        self,
        headers: Sequence[str],
        name: str,
        description: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(0, len(headers), parent)
        self._following = False
        self.setHorizontalHeaderLabels(list(headers))
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move in it
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWordWrap(False)
        self.setAlternatingRowColors(True)
        self.verticalHeader().hide()  # each row names its section or measure itself
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.currentCellChanged.connect(self._current_changed)
        self.cellActivated.connect(lambda row, _column: self._activated(row))

    def set_rows(self, rows: Sequence[Sequence[str]], keys: Sequence[object]) -> None:
        """Show ``rows`` (one text per column), each with its key (``keys``, as many)."""
        if len(rows) != len(keys):
            raise ValueError("one key per row")
        self._following = True
        try:
            self.clearContents()
            self.setRowCount(len(rows))
            for row, (texts, key) in enumerate(zip(rows, keys, strict=True)):
                for column, text in enumerate(texts):
                    item = QTableWidgetItem(text)
                    if column == 0:
                        item.setData(_KEY, key)
                    self.setItem(row, column, item)
            self.setCurrentCell(-1, -1)
        finally:
            self._following = False
        self.resizeColumnsToContents()

    def key(self, row: int) -> object:
        """The key of row ``row``."""
        item = self.item(row, 0)
        if item is None:
            raise IndexError(f"no row {row}")
        return item.data(_KEY)

    def texts(self) -> list[tuple[str, ...]]:
        """Each row's texts as shown."""
        return [
            tuple(self._text(row, column) for column in range(self.columnCount()))
            for row in range(self.rowCount())
        ]

    def headers(self) -> list[str]:
        items = [self.horizontalHeaderItem(c) for c in range(self.columnCount())]
        return [item.text() if item is not None else "" for item in items]

    def show_row(self, row: int | None) -> None:
        """Make ``row`` current (None: no row) without reporting it as chosen."""
        self._following = True
        try:
            if row is None:
                self.setCurrentCell(-1, -1)
                self.clearSelection()
            else:
                self.setCurrentCell(row, 0)
                self.scrollToItem(self.currentItem())
        finally:
            self._following = False

    def _text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return "" if item is None else item.text()

    def _current_changed(self, row: int, _column: int, previous: int, _previous: int) -> None:
        if not self._following and row >= 0 and row != previous:
            self.rowChosen.emit(self.key(row))

    def _activated(self, row: int) -> None:
        if row >= 0:
            self.rowActivated.emit(self.key(row))


class SectionMeasureTable(ResultsTable):
    """Section, measure, value and band of a mental wellness run: one row per section and
    measure, sections in order, each section's measures as the measure list orders them."""

    sectionChosen = Signal(int)
    """The keyboard or the mouse moved to a row of another section."""
    sectionActivated = Signal(int)
    """A row was activated (Enter, double click): play its section."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            [
                translate("ResultsTable", "Section"),
                translate("ResultsTable", "Measure"),
                translate("ResultsTable", "Value"),
                translate("ResultsTable", "Band"),
            ],
            translate("ResultsTable", "Measures by section as a table"),
            translate(
                "ResultsTable",
                "One row per section and measure: the section's time span, the measure, its "
                "value from 0 to 1 and its band. Enter plays the section.",
            ),
            parent,
        )
        self._rows: list[SectionRow] = []
        self.rowChosen.connect(self._row_chosen)
        self.rowActivated.connect(self._row_activated)

    def set_sections(self, sections: Sequence[MentalWellnessPartResult]) -> None:
        """Show each section's measures (a measure a section lacks has no row)."""
        self._rows = [
            SectionRow(index, name, value, band_word(name, value))
            for index, section in enumerate(sections)
            for name in SECTION_MEASURES
            if (value := section.measure(name)) is not None
        ]
        locale = QLocale()
        continuous = translate("ResultsTable", "no band (continuous)")
        spans = [f"{index + 1}  {section_span(section)}" for index, section in enumerate(sections)]
        self.set_rows(
            [
                (
                    spans[row.section],
                    measure_label(row.measure),
                    locale.toString(row.value, "f", 2),
                    row.band or continuous,
                )
                for row in self._rows
            ],
            list(range(len(self._rows))),
        )

    def rows(self) -> list[SectionRow]:
        """The rows' data: section, measure, value and band."""
        return list(self._rows)

    def current_section(self) -> int | None:
        """The section of the current row (None when no row is current)."""
        row = self.currentRow()
        return self._rows[row].section if 0 <= row < len(self._rows) else None

    def show_section(self, index: int | None) -> None:
        """Move to the first row of section ``index`` (None: no row), unless the current row
        is already one of that section's."""
        if index is None:
            self.show_row(None)
            return
        if self.current_section() == index:
            return
        first = next((r for r, row in enumerate(self._rows) if row.section == index), None)
        self.show_row(first)

    def _row_chosen(self, key: object) -> None:
        assert isinstance(key, int)
        self.sectionChosen.emit(self._rows[key].section)

    def _row_activated(self, key: object) -> None:
        assert isinstance(key, int)
        self.sectionActivated.emit(self._rows[key].section)

"""The acoustic features of each section (or take) as a table beside the scores: one row per
section (its number and times) or take, one column per feature (its name and unit). The table
scrolls inside itself, both ways, so every row is reachable however small the window, and uses
the width it is given: the results page gives it a share of a wide window
(``results_view.FEATURES_SHARE``) or a tab of its own, each column is as wide as its heading and
values (a person may drag it wider) and the last one stretches to the edge when they are fewer
than the room.

The features are the Voxwell engine's extension of the results (``voxwell.api.SECTION_FEATURES``,
from the local engine or a team server); a hosted run has none, and the table then says so in
one line instead of showing empty rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import SECTION_FEATURES, MentalWellnessPartResult
from voxwell.desk.results_style import feature_definition, feature_label
from voxwell.gui.widgets import wrapped_label
from voxwell.i18n import translate
from voxwell.wording import format_clock

__all__ = ["FeatureTable"]


class FeatureTable(QWidget):
    """Features × sections of one mental wellness run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._rows: list[dict[str, float]] = []
        self.caption = wrapped_label()
        self.table = QTableWidget(0, 0)
        self.table.setAccessibleName(translate("FeatureTable", "Acoustic features by section"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)  # no empty band right of the last column
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(80)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        title = translate(
            "FeatureTable", "Acoustic features"
        )  # lupdate misses calls inside f-strings
        layout.addWidget(QLabel(f"<b>{title}</b>"))
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)

    def set_sections(self, sections: Sequence[MentalWellnessPartResult]) -> None:
        """One row per section, headed by its number and times."""
        self.set_rows(
            [
                f"{i + 1}  {format_clock(s.startSecs)}–{format_clock(s.finishSecs)}"
                for i, s in enumerate(sections)
            ],
            [s.features for s in sections],
        )

    def set_rows(
        self, headers: Sequence[str], features: Sequence[Mapping[str, float] | None]
    ) -> None:
        """One row per entry of ``features`` (a section's or a take's), headed by ``headers``."""
        self._rows = [dict(f or {}) for f in features]
        present = {name for row in self._rows for name in row}
        self._names = [name for name in SECTION_FEATURES if name in present]
        self.table.clear()
        self.table.setRowCount(len(self._rows) if self._names else 0)
        self.table.setColumnCount(len(self._names))
        self.caption.setText(
            translate(
                "FeatureTable",
                "Measured by Voxwell's engine with Praat's algorithms: point at a heading to "
                "see what it measures.",
            )
            if self._names
            else translate(
                "FeatureTable",
                "These results carry no acoustic features (only Voxwell's engine sends them: "
                "the local one or a team server).",
            )
        )
        if not self._names:
            return
        for column, name in enumerate(self._names):
            heading = QTableWidgetItem(feature_label(name))
            heading.setToolTip(feature_definition(name))
            self.table.setHorizontalHeaderItem(column, heading)
        self.table.setVerticalHeaderLabels(list(headers))
        locale = QLocale()
        for column, name in enumerate(self._names):
            for row, values in enumerate(self._rows):
                value = values.get(name)
                item = QTableWidgetItem("" if value is None else locale.toString(value, "g", 4))
                item.setData(Qt.ItemDataRole.UserRole, value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()

    # -- data out (tests) --------------------------------------------------------------------

    def feature_names(self) -> list[str]:
        return list(self._names)

    def values(self) -> dict[str, list[float | None]]:
        """Feature -> its value in each section, as the table holds them."""
        out: dict[str, list[float | None]] = {}
        for column, name in enumerate(self._names):
            cells = [self.table.item(r, column) for r in range(self.table.rowCount())]
            out[name] = [None if c is None else c.data(Qt.ItemDataRole.UserRole) for c in cells]
        return out

"""A user's trend of one measure across sessions: one line per model version, never joined.

The measure is chosen from those the user's sessions have. Each model version is its own series
(its own colour, symbol and legend entry), because values of different model versions are not on
one scale; a line only ever connects sessions analysed by the same version. Clicking a point
opens its session.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from voxwell.gui.results_style import measure_label
from voxwell.history import HistoryStore, TrendSeries

__all__ = ["TrendView"]

_SERIES_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000")
_SYMBOLS = ("o", "s", "t", "d", "+", "star", "x")


class TrendView(QWidget):
    """Trend chart of one user label; ``set_user_label`` fills it from the store."""

    sessionActivated = Signal(int)

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._user_label: str | None = None
        self._series: list[TrendSeries] = []
        self._items: list[pg.PlotDataItem] = []

        self.measure_box = QComboBox()
        self.measure_box.setAccessibleName("Measure to show")
        self.measure_box.currentIndexChanged.connect(lambda _i: self._redraw())
        self.caption = QLabel("")
        self.caption.setWordWrap(True)
        self.plot = pg.PlotWidget(background="w", axisItems={"bottom": pg.DateAxisItem()})
        self.plot.setMenuEnabled(False)
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        for axis in ("left", "bottom"):
            self.plot.getAxis(axis).setTextPen("#222")
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        # Every measure, probability and symptom score lies in 0..1: a fixed scale keeps
        # small changes from looking dramatic.
        self.plot.setYRange(-0.05, 1.05, padding=0)
        self.plot.setMouseEnabled(x=True, y=False)
        self.legend = self.plot.addLegend(offset=(10, 10), labelTextColor="#222")

        row = QHBoxLayout()
        row.addWidget(QLabel("Measure:"))
        row.addWidget(self.measure_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.caption)
        self.set_user_label(None)

    def set_user_label(self, user_label: str | None) -> None:
        """Show the trends of ``user_label`` (None clears the chart)."""
        self._user_label = user_label
        current = self.measure_box.currentData()
        measures = self._store.trend_measures(user_label) if user_label else []
        self.measure_box.blockSignals(True)
        self.measure_box.clear()
        for name in measures:
            self.measure_box.addItem(measure_label(name), name)
        if current in measures:
            self.measure_box.setCurrentIndex(measures.index(current))
        self.measure_box.blockSignals(False)
        self._redraw()

    def set_measure(self, name: str) -> None:
        index = self.measure_box.findData(name)
        if index < 0:
            raise KeyError(f"{name!r} has no values for {self._user_label!r}")
        self.measure_box.setCurrentIndex(index)
        self._redraw()

    def refresh(self) -> None:
        self.set_user_label(self._user_label)

    def _redraw(self) -> None:
        for item in self._items:
            self.plot.removeItem(item)
        self._items = []
        self.legend.clear()
        measure = self.measure_box.currentData()
        if not self._user_label or not measure:
            self._series = []
            self.caption.setText(
                "Choose a user label to see a trend."
                if not self._user_label
                else f"No finished sessions with results for {self._user_label} yet."
            )
            return
        self._series = self._store.trend(self._user_label, measure)
        for index, series in enumerate(self._series):
            colour = _SERIES_COLOURS[index % len(_SERIES_COLOURS)]
            item = pg.PlotDataItem(
                [p.at.timestamp() for p in series.points],
                series.values,
                data=[p.session_id for p in series.points],
                pen=pg.mkPen(colour, width=2),
                symbol=_SYMBOLS[index % len(_SYMBOLS)],
                symbolBrush=colour,
                symbolPen=colour,
                symbolSize=9,
                name=f"Model {series.model_version}",
            )
            item.sigPointsClicked.connect(self._on_points_clicked)
            self.plot.addItem(item)
            self._items.append(item)
        self.plot.setLabel("left", measure_label(measure))
        self.plot.enableAutoRange(axis="x")
        count = sum(len(s.points) for s in self._series)
        note = (
            " Lines never join sessions of different model versions: their values are not "
            "on one scale."
            if len(self._series) > 1
            else ""
        )
        self.caption.setText(
            f"{measure_label(measure)} for {self._user_label}: {count} sessions, "
            f"{len(self._series)} model version{'s' if len(self._series) != 1 else ''}.{note}"
        )

    def _on_points_clicked(self, _item: object, points: Sequence[pg.SpotItem], *_: object) -> None:
        if points:
            self.sessionActivated.emit(int(points[0].data()))

    # -- accessors (tests) -------------------------------------------------------------------

    def user_label(self) -> str | None:
        return self._user_label

    def measures(self) -> list[str]:
        return [str(self.measure_box.itemData(i)) for i in range(self.measure_box.count())]

    def current_measure(self) -> str | None:
        data = self.measure_box.currentData()
        return data if isinstance(data, str) else None

    def series(self) -> list[TrendSeries]:
        return list(self._series)

    def plotted(self) -> dict[str, tuple[list[float], list[float]]]:
        """Model version -> the x (POSIX seconds) and y each drawn line holds."""
        out: dict[str, tuple[list[float], list[float]]] = {}
        for series, item in zip(self._series, self._items, strict=True):
            x, y = item.getData()
            out[series.model_version] = ([float(v) for v in x], [float(v) for v in y])
        return out

    def legend_labels(self) -> list[str]:
        return [label.text for _, label in self.legend.items]

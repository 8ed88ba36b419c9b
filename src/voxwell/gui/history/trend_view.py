"""A user's timeline: one measure across sessions, one line per model version, never joined,
with the PHQ-9 and GAD-7 totals the user answered on the same date axis.

The measure is chosen from those the user's sessions have. Each model version is its own series
(its own colour, symbol and legend entry), because values of different model versions are not on
one scale; a line only ever connects sessions analysed by the same version. Questionnaire totals
are drawn dashed against their own axis on the right (0 to the highest total possible, 27).
The x axis shows calendar dates and always spans at least a few days, so one session or several
on one day still read as dates; a day tick names its month (``20 Nov``), and an empty chart shows
the last few days rather than the start of 1970. Clicking a point opens its session.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from voxwell.desk.results_style import measure_label
from voxwell.errors import HistoryError
from voxwell.gui.calendar_axis import CalendarAxis
from voxwell.gui.widgets import (
    PLOT_INK,
    SERIES_COLOURS,
    SERIES_SYMBOLS,
    style_plot,
    wrapped_label,
)
from voxwell.history import HistoryStore, QuestionnaireTotal, TrendSeries, questionnaire_totals
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["TrendView"]

_QUESTIONNAIRES = {
    "phq-9": (QT_TRANSLATE_NOOP("TrendView", "PHQ-9 total"), "#555555", "t1"),
    "gad-7": (QT_TRANSLATE_NOOP("TrendView", "GAD-7 total"), "#999999", "t"),
}
"""Questionnaire type -> legend label (English; shown through ``translate("TrendView", ...)``),
colour and symbol."""
_TOTAL_MAX = 27.0  # PHQ-9's highest total; GAD-7's is 21
_MIN_SPAN = 3 * 86_400.0  # seconds: the date axis shows at least three days
_DAY = 86_400.0


class _NumberAxis(pg.AxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """pyqtgraph's value axis, its numbers written as the app's locale writes them
    (``0,2`` in Spanish)."""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing * scale > 0 else 0
        locale = QLocale()
        return [locale.toString(float(v) * scale, "f", places) for v in values]


def _xy(item: pg.PlotDataItem) -> tuple[list[float], list[float]]:
    x, y = item.getData()
    return [float(v) for v in x], [float(v) for v in y]


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
        self.measure_box.setAccessibleName(translate("TrendView", "Measure to show"))
        self.measure_box.currentIndexChanged.connect(lambda _i: self._redraw())
        self.caption = wrapped_label()
        axes = {
            "bottom": CalendarAxis(),
            "left": _NumberAxis("left"),
            "right": _NumberAxis("right"),
        }
        self.plot = pg.PlotWidget(background="w", axisItems=axes)
        style_plot(self.plot, zoom_x=True, buttons=True)
        self.plot.showGrid(x=True, y=True, alpha=0.2)
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        # Every measure, probability and symptom score lies in 0..1: a fixed scale keeps
        # small changes from looking dramatic.
        self.plot.setYRange(-0.05, 1.05, padding=0)
        self.legend = self.plot.addLegend(offset=(10, 10), labelTextColor=PLOT_INK)
        self.plot.setLabel("bottom", translate("TrendView", "Date"))
        # Questionnaire totals: their own view box and axis on the right, sharing the dates.
        self.totals_box = pg.ViewBox()
        self.totals_box.setMouseEnabled(x=False, y=False)
        self.plot.showAxis("right")
        self.plot.scene().addItem(self.totals_box)
        right = self.plot.getAxis("right")
        right.linkToView(self.totals_box)
        right.setLabel(translate("TrendView", "Questionnaire total"))
        right.setTextPen(PLOT_INK)
        self.totals_box.setXLink(self.plot.getViewBox())
        self.totals_box.setYRange(-0.05 * _TOTAL_MAX, 1.05 * _TOTAL_MAX, padding=0)
        self.plot.getViewBox().sigResized.connect(self._sync_totals_box)
        self._totals: list[QuestionnaireTotal] = []
        self._total_items: dict[str, pg.PlotDataItem] = {}

        row = QHBoxLayout()
        row.addWidget(QLabel(translate("TrendView", "Measure:")))
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

    def _sync_totals_box(self) -> None:
        self.totals_box.setGeometry(self.plot.getViewBox().sceneBoundingRect())
        self.totals_box.linkedViewChanged(self.plot.getViewBox(), self.totals_box.XAxis)

    def _draw_totals(self) -> None:
        for item in self._total_items.values():
            self.totals_box.removeItem(item)
        self._total_items = {}
        try:
            records = self._store.questionnaires(self._user_label) if self._user_label else []
        except HistoryError:
            records = []
        self._totals = questionnaire_totals(records)
        for kind, (english, colour, symbol) in _QUESTIONNAIRES.items():
            label = translate("TrendView", english)
            points = [t for t in self._totals if t.questionnaire_type == kind]
            if not points:
                continue
            item = pg.PlotDataItem(
                [t.at.timestamp() for t in points],
                [float(t.score) for t in points],
                pen=pg.mkPen(colour, width=2, style=Qt.PenStyle.DashLine),
                symbol=symbol,
                symbolBrush=colour,
                symbolPen=colour,
                symbolSize=10,
                name=label,
            )
            self.totals_box.addItem(item)
            self.legend.addItem(item, label)
            self._total_items[kind] = item

    def _fit_dates(self) -> None:
        """Span every session and questionnaire, at least ``_MIN_SPAN``, with a day's margin."""
        stamps = [p.at.timestamp() for s in self._series for p in s.points]
        stamps += [t.at.timestamp() for t in self._totals]
        if not stamps:
            now = time.time()
            stamps = [now - _MIN_SPAN, now]  # nothing yet: the last few days
        low, high = min(stamps), max(stamps)
        missing = max(_MIN_SPAN - (high - low), 0.0) / 2
        self.plot.setXRange(low - missing - _DAY, high + missing + _DAY, padding=0)

    def _redraw(self) -> None:
        for item in self._items:
            self.plot.removeItem(item)
        self._items = []
        self.legend.clear()
        self._draw_totals()
        measure = self.measure_box.currentData()
        answers = len(self._totals)  # lupdate finds the text only with a plain name as the count
        totals = (
            " "
            + translate(
                "TrendView", "Questionnaire totals (right axis): %n answer(s).", None, answers
            )
            if answers
            else ""
        )
        if not self._user_label or not measure:
            self._series = []
            self._fit_dates()
            self.caption.setText(
                translate("TrendView", "Choose a user label to see a trend.")
                if not self._user_label
                else translate(
                    "TrendView", "No finished sessions with results for {label} yet."
                ).format(label=self._user_label)
                + totals
            )
            return
        self._series = self._store.trend(self._user_label, measure)
        for index, series in enumerate(self._series):
            colour = SERIES_COLOURS[index % len(SERIES_COLOURS)]
            item = pg.PlotDataItem(
                [p.at.timestamp() for p in series.points],
                series.values,
                data=[p.session_id for p in series.points],
                pen=pg.mkPen(colour, width=2),
                symbol=SERIES_SYMBOLS[index % len(SERIES_SYMBOLS)],
                symbolBrush=colour,
                symbolPen=colour,
                symbolSize=9,
                # The recogniser in brackets goes on a line of its own: a narrow chart keeps
                # the whole name in view.
                name=translate("TrendView", "Model {version}")
                .format(version=series.model_version)
                .replace(" (", "<br>(", 1),
            )
            item.sigPointsClicked.connect(self._on_points_clicked)
            self.plot.addItem(item)
            self._items.append(item)
        self.plot.setLabel("left", measure_label(measure))
        self._fit_dates()
        count = sum(len(s.points) for s in self._series)
        versions = len(self._series)
        note = (
            " "
            + translate(
                "TrendView",
                "Lines never join sessions of different model versions: their values are not "
                "on one scale.",
            )
            if versions > 1
            else ""
        )
        caption = translate(
            "TrendView", "{measure_name} for {label}: {session_count}, {version_count}."
        ).format(
            measure_name=measure_label(measure),
            label=self._user_label,
            session_count=translate("TrendView", "%n session(s)", None, count),
            version_count=translate("TrendView", "%n model version(s)", None, versions),
        )
        self.caption.setText(caption + note + totals)

    def _on_points_clicked(self, _item: object, points: Sequence[pg.SpotItem], *_: object) -> None:
        if points:
            self.sessionActivated.emit(int(points[0].data()))

    # -- accessors (tests) -------------------------------------------------------------------

    def user_label(self) -> str | None:
        return self._user_label

    def measures(self) -> list[str]:
        return [str(self.measure_box.itemData(i)) for i in range(self.measure_box.count())]

    def series(self) -> list[TrendSeries]:
        return list(self._series)

    def plotted(self) -> dict[str, tuple[list[float], list[float]]]:
        """Model version -> the x (POSIX seconds) and y each drawn line holds."""
        return {
            series.model_version: _xy(item)
            for series, item in zip(self._series, self._items, strict=True)
        }

    def plotted_totals(self) -> dict[str, tuple[list[float], list[float]]]:
        """Questionnaire type -> the x (POSIX seconds) and totals its line holds."""
        return {kind: _xy(item) for kind, item in self._total_items.items()}

    def date_ticks(self) -> list[str]:
        """The labels the date axis shows now ([] until it has been drawn once: the axis picks
        its date format by the size of its type, which it learns when painting)."""
        axis = self.plot.getAxis("bottom")
        if not hasattr(axis, "fontMetrics"):
            return []
        low, high = self.plot.getViewBox().viewRange()[0]
        size = max(axis.width(), 400.0)
        labels = []
        for spacing, values in axis.tickValues(low, high, size):
            labels += [str(t) for t in axis.tickStrings(values, 1.0, spacing)]
        return [label for label in labels if label]

    def legend_labels(self) -> list[str]:
        return [label.text.replace("<br>", " ") for _, label in self.legend.items]

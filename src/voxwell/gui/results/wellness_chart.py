"""The mental wellness chart: waveform, per-section measures and transcript on one time axis.

Three plot rows share the x axis (seconds on the recording's clock): the take's waveform (a
min/max envelope), the selected measures drawn as flat segments over each section's span on
shaded section bands, and a transcript lane with each section's words under its span. The full
transcript sits in a list below, one row per section. Hovering shows every selected value of the
section under the pointer; clicking a section (or its transcript row) selects it and emits
``sectionActivated`` so the owner can play that stretch.

Legibility: banded measures take only four values, so each is drawn a small fixed step above or
below its value (``band_offset``) and equal values lie side by side instead of on top of each
other; each drawn measure also carries a marker of its own shape at its own place along every
section (``marker_points``), so lines at the same value stay visible even where the plot is
short. Continuous series are dashed. The chart fits the height it is given (no scroll area): the
row titles are horizontal, in a column of their own, so a short row never cuts them. The measure
list (the legend) is as wide as its longest entry, and each transcript label is elided to the
pixels its section spans, so labels never overlap.

Keyboard and screen reader: the chart takes focus (Tab, or a click) and its sections are stepped
through with the arrow keys (Left, Right; Home and End for the first and last), Enter plays the
section chosen. The section is highlighted as a click highlights it, its values are written
under the chart, and its measures and bands become the chart's accessible description and are
announced politely (``section_description``). The same values, every section at once, are in
the table alternative (``results_table.SectionMeasureTable``), whose current row follows
``sectionSelected``.

Data accessors (``section_spans``, ``series``, ``plotted_series``, ``transcript_items``, ...)
read what the chart holds, so tests check data rather than pixels.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg
from pyqtgraph.GraphicsScene.mouseEvents import MouseClickEvent
from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from voxwell.analysis.waveform import Envelope
from voxwell.api import (
    SECTION_MEASURES,
    STEPPED_MEASURES,
    MentalWellnessPartResult,
)
from voxwell.desk.results_style import (
    BAND_TICKS,
    DEFAULT_MEASURES,
    measure_colour,
    measure_dashed,
    measure_label,
)
from voxwell.gui.results.results_table import band_word, section_span
from voxwell.gui.widgets import PLOT_INK, announce, style_plot, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import format_clock

__all__ = ["MIN_MEASURE_PLOT", "WellnessChart", "band_offset"]

_BAND_BRUSHES = (QColor(120, 120, 140, 28), QColor(120, 120, 140, 60))
MIN_MEASURE_PLOT = 110
"""The measure plot's least height (px): four bands with room between the offset lines."""
_MARKERS = ("o", "s", "t", "d", "+", "x", "star", "p", "h", "t1", "t2", "t3")
_AXIS_WIDTH = 58
_LANE_GAP_PX = 6.0
_FOCUS_FRAME = 2
"""Width (px) of the frame drawn round the chart while it has the keyboard's focus."""
_STEP = 0.022
"""Offset between banded measures (axis units): 5 lines span ±0.044 around each band value."""


_ROW_TITLES = (
    QT_TRANSLATE_NOOP("WellnessChart", "Waveform"),
    QT_TRANSLATE_NOOP("WellnessChart", "Measure"),
    QT_TRANSLATE_NOOP("WellnessChart", "Transcript"),
)
"""The plot rows' titles (shown through ``translate("WellnessChart", title)``)."""

_MEASURE_NAMES = (
    QT_TRANSLATE_NOOP("WellnessChart", "Distress"),
    QT_TRANSLATE_NOOP("WellnessChart", "Stress"),
    QT_TRANSLATE_NOOP("WellnessChart", "Exhaustion"),
    QT_TRANSLATE_NOOP("WellnessChart", "Sleep propensity"),
    QT_TRANSLATE_NOOP("WellnessChart", "Low self-esteem"),
    QT_TRANSLATE_NOOP("WellnessChart", "Mental strain"),
    QT_TRANSLATE_NOOP("WellnessChart", "Distress (continuous)"),
    QT_TRANSLATE_NOOP("WellnessChart", "Stress (continuous)"),
    QT_TRANSLATE_NOOP("WellnessChart", "Exhaustion (continuous)"),
    QT_TRANSLATE_NOOP("WellnessChart", "Sleep propensity (continuous)"),
    QT_TRANSLATE_NOOP("WellnessChart", "Low self-esteem (continuous)"),
)
"""The engine's measures as ``measure_label`` names them in English; ``_shown_measure`` puts
them in the app's language (any other name, such as a service's own, is shown as it is)."""


def _shown_measure(name: str) -> str:
    """The on-screen name of measure ``name`` (its wire name)."""
    return translate("WellnessChart", measure_label(name))


def _decimal(value: float, digits: int) -> str:
    """``value`` with ``digits`` decimals, as the app's locale writes numbers."""
    return QLocale().toString(value, "f", digits)


def band_offset(name: str) -> float:
    """How far above (or below) its value a measure is drawn; 0 for continuous measures."""
    if name not in STEPPED_MEASURES:
        return 0.0
    return (STEPPED_MEASURES.index(name) - (len(STEPPED_MEASURES) - 1) / 2) * _STEP


class WellnessChart(QWidget):
    """Waveform + measures + transcript of one mental wellness run."""

    sectionActivated = Signal(int)
    """A section was clicked (in the chart or the transcript list), or Enter pressed on it."""
    sectionSelected = Signal(int)
    """The section selected now, however it was chosen (-1: none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sections: list[MentalWellnessPartResult] = []
        self._selected: list[str] = list(DEFAULT_MEASURES)
        self._selected_section: int | None = None
        self._hover_text = ""
        self._curves: dict[str, pg.PlotDataItem] = {}
        self._markers: dict[str, pg.ScatterPlotItem] = {}
        self._lane_pool: list[pg.TextItem] = []
        self._lane_items: list[pg.TextItem] = []

        self.graphics = pg.GraphicsLayoutWidget()
        self.graphics.setBackground("w")
        # The chart itself takes the focus (a click on the plots gives it to the chart): one
        # stop in the Tab chain, whose arrow keys step through the sections.
        self.graphics.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(translate("WellnessChart", "Measures by section chart"))
        self.setAccessibleDescription(self._keys_hint())
        self.graphics.ci.layout.setHorizontalSpacing(2)
        self.wave_plot = self.graphics.addPlot(row=0, col=1)
        self.measure_plot = self.graphics.addPlot(row=1, col=1)
        self.lane_plot = self.graphics.addPlot(row=2, col=1)
        self.titles = {
            name: self.graphics.addLabel(
                translate("WellnessChart", name), row=row, col=0, color=PLOT_INK, justify="right"
            )
            for row, name in enumerate(_ROW_TITLES)
        }
        self._setup_plots()

        self.measure_list = QListWidget()
        self.measure_list.setAccessibleName(translate("WellnessChart", "Measures to draw"))
        self.measure_list.itemChanged.connect(self._on_measure_toggled)
        self.transcript_list = QListWidget()
        self.transcript_list.setAccessibleName(translate("WellnessChart", "Transcript by section"))
        self.transcript_list.setWordWrap(True)
        self.transcript_list.itemActivated.connect(self._on_transcript_activated)
        self.transcript_list.itemClicked.connect(self._on_transcript_activated)
        self.hover_label = wrapped_label(" ")
        self.hover_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.transcript_list.setMinimumHeight(48)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.graphics, 1)
        top.addWidget(self.measure_list, 0)
        upper = QWidget()
        upper.setLayout(top)
        # The transcript's home; a short page folds it into a tab (see ResultsView).
        splitter = self.splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(upper)
        splitter.addWidget(self.transcript_list)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*[_FOCUS_FRAME] * 4)  # room for the focus frame
        layout.addWidget(splitter)
        layout.addWidget(self.hover_label)
        self._fill_measure_list()

    # -- construction ------------------------------------------------------------------------

    def _setup_plots(self) -> None:
        for plot in (self.wave_plot, self.measure_plot, self.lane_plot):
            style_plot(plot, zoom_x=True, buttons=True)
            plot.showGrid(x=True, y=False, alpha=0.2)
            plot.getAxis("left").setWidth(_AXIS_WIDTH)  # aligned plots
        for plot in (self.wave_plot, self.lane_plot):
            plot.setXLink(self.measure_plot)
        self.wave_plot.setYRange(-1.0, 1.0, padding=0.02)
        self.wave_plot.getAxis("bottom").setStyle(showValues=False)
        self.wave_plot.getAxis("left").setStyle(showValues=False)
        self.wave_plot.setMinimumHeight(40)
        self.wave_plot.setMaximumHeight(120)
        self.measure_plot.setYRange(-0.08, 1.08, padding=0)
        self.measure_plot.setMinimumHeight(MIN_MEASURE_PLOT)
        self.measure_plot.getAxis("left").setTicks(
            [[(value, QLocale().toString(value, "g", 6)) for value, _ in BAND_TICKS]]
        )
        self.measure_plot.getAxis("bottom").setStyle(showValues=False)
        self.lane_plot.setLabel("bottom", translate("WellnessChart", "Time"), units="s")
        self.lane_plot.setYRange(0.0, 1.0, padding=0)
        self.lane_plot.getAxis("left").setStyle(showValues=False)
        self.lane_plot.setMinimumHeight(60)
        self.lane_plot.setMaximumHeight(80)
        for row, stretch in enumerate((1, 4, 0)):  # spare height: the measures, not gaps
            self.graphics.ci.layout.setRowStretchFactor(row, stretch)

        self._wave_curve = pg.PlotDataItem(pen=pg.mkPen("#4a5568", width=1))
        self.wave_plot.addItem(self._wave_curve)
        self._wave_note = pg.TextItem("", color="#7a4a00", anchor=(0.5, 0.5))
        self.wave_plot.addItem(self._wave_note)
        self._bands = pg.BarGraphItem(x0=[], width=[], y0=[], height=[], brushes=[])
        self.measure_plot.addItem(self._bands)
        self._highlight = pg.LinearRegionItem(
            movable=False, brush=QColor(255, 200, 0, 70), pen=pg.mkPen("#c88a00", width=2)
        )
        self._highlight.setZValue(-5)
        self._highlight.hide()
        self.measure_plot.addItem(self._highlight)
        self._cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self._cursor.hide()
        self.measure_plot.addItem(self._cursor, ignoreBounds=True)
        for index, name in enumerate(SECTION_MEASURES):
            style = Qt.PenStyle.DashLine if measure_dashed(name) else Qt.PenStyle.SolidLine
            pen = pg.mkPen(measure_colour(name), width=3, style=style)
            curve = pg.PlotDataItem(connect="pairs", pen=pen, name=name)
            self._curves[name] = curve
            self.measure_plot.addItem(curve)
            marker = pg.ScatterPlotItem(
                size=9,
                symbol=_MARKERS[index % len(_MARKERS)],
                pen=pg.mkPen("#222", width=1),
                brush=pg.mkBrush(measure_colour(name)),
            )
            self._markers[name] = marker
            self.measure_plot.addItem(marker)
        scene = self.graphics.scene()
        scene.sigMouseMoved.connect(self._on_mouse_moved)
        scene.sigMouseClicked.connect(self._on_mouse_clicked)
        self.lane_plot.getViewBox().sigXRangeChanged.connect(self._relabel_lane)
        self.lane_plot.getViewBox().sigResized.connect(self._relabel_lane)

    def _fill_measure_list(self) -> None:
        self.measure_list.blockSignals(True)
        self.measure_list.clear()
        for name in SECTION_MEASURES:
            item = QListWidgetItem(_shown_measure(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setForeground(QColor(measure_colour(name)))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            available = self._has_measure(name)
            if not available:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(translate("WellnessChart", "Not in these results"))
            checked = name in self._selected and available
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.measure_list.addItem(item)
        self.measure_list.blockSignals(False)
        # The list is the legend: wide enough for its longest entry, never clipped.
        metrics = self.measure_list.fontMetrics()
        longest = max(metrics.horizontalAdvance(_shown_measure(n)) for n in SECTION_MEASURES)
        self.measure_list.setFixedWidth(longest + 56)

    # -- data in -----------------------------------------------------------------------------

    def set_results(
        self,
        sections: Sequence[MentalWellnessPartResult],
        envelope: Envelope | None,
        waveform_note: str = "",
    ) -> None:
        """Show a run's sections and its take's waveform (``None`` shows ``waveform_note``)."""
        self._sections = list(sections)
        self._selected_section = None
        self._highlight.hide()
        self.setAccessibleDescription(self._keys_hint())
        self._set_waveform(envelope, waveform_note)
        spans = self.section_spans()
        x0 = [start for start, _ in spans]
        widths = [max(finish - start, 1e-3) for start, finish in spans]
        # pyqtgraph's BarGraphItem cannot draw zero bars (0.14 raises): hide it instead.
        self._bands.setVisible(bool(spans))
        if not spans:
            x0, widths, spans = [0.0], [1e-3], [(0.0, 1e-3)]
        self._bands.setOpts(
            x0=x0,
            width=widths,
            y0=[-0.08] * len(spans),
            height=[1.16] * len(spans),
            brushes=[_BAND_BRUSHES[i % 2] for i in range(len(spans))],
            pens=[pg.mkPen(None)] * len(spans),
        )
        self._fill_measure_list()
        self._redraw_curves()
        self._fill_transcript()
        end = max([finish for _, finish in spans] + [envelope.duration if envelope else 0.0])
        self.measure_plot.setXRange(0.0, max(end, 1.0), padding=0.01)
        self._relabel_lane()
        self._set_hover(None)

    def _set_waveform(self, envelope: Envelope | None, note: str) -> None:
        if envelope is None or len(envelope.times) == 0:
            self._wave_curve.setData([], [])
            self._wave_note.setText(note or translate("WellnessChart", "No waveform"))
            end = self._sections[-1].finishSecs if self._sections else 1.0
            self._wave_note.setPos(end / 2.0, 0.0)
            self._wave_note.show()
            return
        x, y = envelope.zigzag()
        self._wave_curve.setData(x, y)
        self._wave_note.hide()

    def _redraw_curves(self) -> None:
        drawn = self.selected_measures()
        for name, curve in self._curves.items():
            marker = self._markers[name]
            if name not in drawn:
                curve.setData([], [])
                curve.hide()
                marker.setData([], [])
                continue
            xs: list[float] = []
            ys: list[float] = []
            marks: list[tuple[float, float]] = []
            # Each measure's marker at its own fraction of every section: never on another's.
            place = (drawn.index(name) + 1) / (len(drawn) + 1)
            for section in self._sections:
                value = section.measure(name)
                if value is None:
                    continue
                y = value + band_offset(name)
                xs += [section.startSecs, section.finishSecs]
                ys += [y, y]
                span = section.finishSecs - section.startSecs
                marks.append((section.startSecs + place * span, y))
            curve.setData(xs, ys)
            curve.show()
            marker.setData([x for x, _ in marks], [y for _, y in marks])

    def _fill_transcript(self) -> None:
        self.transcript_list.clear()
        # Lane labels are reused between sessions: making and adding a TextItem costs more than
        # everything else the chart does for a 20-section run.
        while len(self._lane_pool) < len(self._sections):
            lane_item = pg.TextItem("", color=PLOT_INK, anchor=(0.0, 0.5))
            self.lane_plot.addItem(lane_item)
            self._lane_pool.append(lane_item)
        for spare in self._lane_pool[len(self._sections) :]:
            spare.setText("")
            spare.hide()
        self._lane_items = self._lane_pool[: len(self._sections)]
        for index, (section, lane_item) in enumerate(
            zip(self._sections, self._lane_items, strict=True)
        ):
            span = f"{format_clock(section.startSecs)}–{format_clock(section.finishSecs)}"
            words = section.transcript or translate("WellnessChart", "(no words)")
            item = QListWidgetItem(f"{span}   {words}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.transcript_list.addItem(item)
            lane_item.setPos(section.startSecs, 0.5)
            lane_item.show()

    def _relabel_lane(self, *_: object) -> None:
        """Elide each section's words to the pixels its span has now, so labels never overlap.

        A label starts at its section's start (or the left edge when that is scrolled away)
        and may use the span up to the next section's start, less a small gap.
        """
        box = self.lane_plot.getViewBox()
        (left, right), _y = box.viewRange()
        width_px = box.width()
        if width_px <= 1 or right <= left:
            return
        per_second = width_px / (right - left)
        for section, lane_item in zip(self._sections, self._lane_items, strict=True):
            start = max(section.startSecs, left)
            room = (min(section.finishSecs, right) - start) * per_second - _LANE_GAP_PX
            margin = 2 * lane_item.textItem.document().documentMargin()
            metrics = QFontMetricsF(lane_item.textItem.font())
            text = section.transcript
            if room - margin < metrics.horizontalAdvance("a…"):
                text = ""
            elif metrics.horizontalAdvance(text) > room - margin:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room - margin)
            lane_item.setText(text)
            lane_item.setPos(start, 0.5)
            lane_item.setVisible(bool(text))

    # -- selection and hover -----------------------------------------------------------------

    def section_at(self, seconds: float) -> int | None:
        for index, (start, finish) in enumerate(self.section_spans()):
            if start <= seconds <= finish:
                return index
        return None

    def select_section(self, index: int | None, *, activate: bool = False) -> None:
        """Highlight a section and its transcript row; ``activate`` also emits the signal."""
        if index is not None and not 0 <= index < len(self._sections):
            raise IndexError(f"no section {index}")
        self._selected_section = index
        if index is None:
            self._highlight.hide()
            self.transcript_list.clearSelection()
            self.setAccessibleDescription(self._keys_hint())
            self.sectionSelected.emit(-1)
            return
        section = self._sections[index]
        self._highlight.setRegion((section.startSecs, section.finishSecs))
        self._highlight.show()
        self.transcript_list.blockSignals(True)
        self.transcript_list.setCurrentRow(index)
        self.transcript_list.scrollToItem(self.transcript_list.item(index))
        self.transcript_list.blockSignals(False)
        self.setAccessibleDescription(self.section_description(index))
        self.sectionSelected.emit(index)
        if activate:
            self.sectionActivated.emit(index)

    def section_description(self, index: int) -> str:
        """Section ``index`` in words: its place, its span and each drawn measure's value and
        band (``Section 2 of 4, 0:12–0:24: Distress 0.33 mild; ...``)."""
        section = self._sections[index]
        values = []
        for name in self.selected_measures():
            value = section.measure(name)
            if value is None:
                continue
            band = band_word(name, value)
            if band:
                text = translate("WellnessChart", "{measure} {value} {band}").format(
                    measure=_shown_measure(name), value=_decimal(value, 2), band=band.lower()
                )
            else:
                text = translate("WellnessChart", "{measure} {value}").format(
                    measure=_shown_measure(name), value=_decimal(value, 2)
                )
            values.append(text)
        return translate("WellnessChart", "Section {number} of {count}, {span}: {values}").format(
            number=index + 1,
            count=len(self._sections),
            span=section_span(section),
            values="; ".join(values) or translate("WellnessChart", "no measure selected"),
        )

    @staticmethod
    def _keys_hint() -> str:
        return translate(
            "WellnessChart",
            "Left and Right arrow keys step through the sections, Home and End go to the first "
            "and the last; Enter plays the section.",
        )

    # -- keyboard ----------------------------------------------------------------------------

    def step_section(self, key: Qt.Key) -> int | None:
        """Move the selection as ``key`` does (Left, Right, Home, End) and announce the
        section; returns the section selected (None when there are no sections)."""
        count = len(self._sections)
        if count == 0:
            return None
        now = self._selected_section
        if key == Qt.Key.Key_Home:
            index = 0
        elif key == Qt.Key.Key_End:
            index = count - 1
        elif now is None:
            index = 0
        elif key == Qt.Key.Key_Right:
            index = min(now + 1, count - 1)
        else:
            index = max(now - 1, 0)
        self.select_section(index)
        self._set_hover(index)  # the values written under the chart too
        announce(self, self.section_description(index))
        return index

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        steps = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)
        if plain and key in steps and self._sections:
            self.step_section(Qt.Key(key))
            event.accept()
            return
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if plain and enter and self._selected_section is not None:
            self.select_section(self._selected_section, activate=True)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.hasFocus():
            return
        painter = QPainter(self)
        pen = QPen(self.palette().highlight().color(), _FOCUS_FRAME)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        half = _FOCUS_FRAME / 2
        painter.drawRect(QRectF(self.rect()).adjusted(half, half, -half, -half))
        painter.end()

    def hover_at(self, seconds: float | None) -> str:
        """Show what hovering at ``seconds`` shows (also used by the mouse); returns the text."""
        self._set_hover(None if seconds is None else self.section_at(seconds), seconds)
        return self._hover_text

    def _set_hover(self, index: int | None, seconds: float | None = None) -> None:
        if seconds is None:
            self._cursor.hide()
        else:
            self._cursor.setPos(seconds)
            self._cursor.show()
        if index is None:
            self._hover_text = ""
            self.hover_label.setText(
                translate(
                    "WellnessChart", "Point at a section to see its values; click it to listen."
                )
            )
            return
        section = self._sections[index]
        values = []
        for name in self.selected_measures():
            value = section.measure(name)
            if value is not None:
                values.append(f"{_shown_measure(name)} {_decimal(value, 2)}")
        self._hover_text = translate(
            "WellnessChart", "Section {number} ({start}–{end} s): {values}"
        ).format(
            number=index + 1,
            start=_decimal(section.startSecs, 1),
            end=_decimal(section.finishSecs, 1),
            values=" · ".join(values) or translate("WellnessChart", "no measure selected"),
        )
        self.hover_label.setText(self._hover_text)

    def _scene_to_seconds(self, scene_pos: QPointF) -> float | None:
        for plot in (self.measure_plot, self.wave_plot, self.lane_plot):
            if plot.sceneBoundingRect().contains(scene_pos):
                return float(plot.getViewBox().mapSceneToView(scene_pos).x())
        return None

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        self.hover_at(self._scene_to_seconds(scene_pos))

    def _on_mouse_clicked(self, event: MouseClickEvent) -> None:
        seconds = self._scene_to_seconds(event.scenePos())
        index = None if seconds is None else self.section_at(seconds)
        if index is not None:
            self.select_section(index, activate=True)

    def _on_transcript_activated(self, item: QListWidgetItem) -> None:
        self.select_section(int(item.data(Qt.ItemDataRole.UserRole)), activate=True)

    def _on_measure_toggled(self, item: QListWidgetItem) -> None:
        name = item.data(Qt.ItemDataRole.UserRole)
        checked = item.checkState() == Qt.CheckState.Checked
        chosen = [m for m in self._selected if m != name] + ([name] if checked else [])
        self.set_selected_measures(chosen)

    def set_selected_measures(self, names: Sequence[str]) -> None:
        unknown = [name for name in names if name not in SECTION_MEASURES]
        if unknown:
            raise KeyError(f"unknown measure {unknown[0]!r}")
        self._selected = [name for name in SECTION_MEASURES if name in names]
        self.measure_list.blockSignals(True)
        for row in range(self.measure_list.count()):
            item = self.measure_list.item(row)
            on = item.data(Qt.ItemDataRole.UserRole) in self._selected
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.measure_list.blockSignals(False)
        self._redraw_curves()

    # -- data out (tests, export) ------------------------------------------------------------

    def _has_measure(self, name: str) -> bool:
        return any(section.measure(name) is not None for section in self._sections)

    def sections(self) -> list[MentalWellnessPartResult]:
        return list(self._sections)

    def section_spans(self) -> list[tuple[float, float]]:
        return [(s.startSecs, s.finishSecs) for s in self._sections]

    def available_measures(self) -> list[str]:
        return [name for name in SECTION_MEASURES if self._has_measure(name)]

    def selected_measures(self) -> list[str]:
        """Measures drawn now (selected and present in these results)."""
        return [name for name in self._selected if self._has_measure(name)]

    def series(self, name: str) -> list[float]:
        """One value per section (NaN where a section lacks it)."""
        if name not in SECTION_MEASURES:
            raise KeyError(name)
        values = [section.measure(name) for section in self._sections]
        return [math.nan if value is None else value for value in values]

    def plotted_series(self, name: str) -> tuple[list[float], list[float]]:
        """The x and y the curve of ``name`` holds (empty when it is not drawn)."""
        x, y = self._curves[name].getData()
        if x is None or y is None:
            return [], []
        return [float(v) for v in x], [float(v) for v in y]

    def marker_points(self, name: str) -> list[tuple[float, float]]:
        """Where the markers of ``name`` are drawn (axis units; empty when it is not drawn)."""
        x, y = self._markers[name].getData()
        return [] if x is None else [(float(a), float(b)) for a, b in zip(x, y, strict=True)]

    def title_rects(self) -> dict[str, QRectF]:
        """Each row title's rectangle in the graphics view's pixels."""
        view = self.graphics
        return {
            name: view.mapFromScene(label.sceneBoundingRect()).boundingRect().toRectF()
            for name, label in self.titles.items()
        }

    def transcript_items(self) -> list[str]:
        return [section.transcript for section in self._sections]

    def lane_texts(self) -> list[str]:
        return [item.textItem.toPlainText() for item in self._lane_items]

    def lane_rects(self) -> list[QRectF]:
        """Scene rectangles of the transcript labels shown now (to check none overlap)."""
        self.lane_plot.getViewBox().updateMatrix()  # as the next paint does: a zoom is deferred
        return [
            item.mapRectToScene(item.boundingRect())
            for item in self._lane_items
            if item.isVisible() and item.textItem.toPlainText()
        ]

    def selected_section(self) -> int | None:
        return self._selected_section

    def highlighted_span(self) -> tuple[float, float] | None:
        if not self._highlight.isVisible():
            return None
        start, finish = self._highlight.getRegion()
        return float(start), float(finish)

    def hover_text(self) -> str:
        return self._hover_text

    def waveform_points(self) -> int:
        x, _ = self._wave_curve.getData()
        return 0 if x is None else len(x)

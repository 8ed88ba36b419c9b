"""The inspection view's drawing: six rows on one time axis (waveform, spectrogram with F1-F3,
pitch, intensity, section and word tiers), each with its title in a column of its own so titles
never overlap; the selection (edges, and a light fill only where it cannot wash a view) and the
playback cursor in every row. It draws what it is given; the view decides what and when.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from pyqtgraph.GraphicsScene.mouseEvents import MouseClickEvent, MouseDragEvent
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from voxwell.analysis.selection import FormantTracks
from voxwell.analysis.take_acoustics import RATE, Spectrogram, TakeAcoustics
from voxwell.analysis.waveform import envelope_of_samples
from voxwell.gui.results.inspection_controls import SpectrogramSettings
from voxwell.gui.results.inspection_tiers import IntervalTier
from voxwell.gui.widgets import PLOT_INK, style_plot
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["PRE_EMPHASIS_DB", "InspectionPlots", "Selector"]

_AXIS_WIDTH = 48
_ROWS = (
    ("wave", QT_TRANSLATE_NOOP("InspectionPlots", "Wave")),
    ("spectrogram", QT_TRANSLATE_NOOP("InspectionPlots", "Freq (Hz)")),
    ("pitch", QT_TRANSLATE_NOOP("InspectionPlots", "F0 (Hz)")),
    ("intensity", QT_TRANSLATE_NOOP("InspectionPlots", "Int. (dB)")),
    ("sections", QT_TRANSLATE_NOOP("InspectionPlots", "Sections")),
    ("words", QT_TRANSLATE_NOOP("InspectionPlots", "Words")),
)
"""Each row's name and title (shown through ``translate("InspectionPlots", title)``)."""
_FILL = pg.mkBrush(255, 200, 0, 50)
_NO_FILL = pg.mkBrush(0, 0, 0, 0)
PRE_EMPHASIS_DB = 6.0
"""Praat's spectrogram display default (dB per octave)."""
_FILLS_VIEW = 0.8
"""A selection this much of the view wide is drawn by its edges only."""

Selector = Callable[[float, float, bool], None]
"""Called with (start, end, finished) seconds while a stretch is dragged."""


class _SelectBox(pg.ViewBox):  # type: ignore[misc]  # pyqtgraph is untyped
    """A view box where a left drag selects a stretch of time and a click reports its time."""

    def __init__(self, on_select: Selector, on_click: Callable[[float], None] | None) -> None:
        super().__init__()
        self._on_select = on_select
        self._on_click = on_click

    def mouseDragEvent(self, ev: MouseDragEvent, axis: int | None = None) -> None:
        shift = bool(ev.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if ev.button() != Qt.MouseButton.LeftButton or shift:
            super().mouseDragEvent(ev, axis)
            return
        ev.accept()
        start = float(self.mapSceneToView(ev.buttonDownScenePos()).x())
        now = float(self.mapSceneToView(ev.scenePos()).x())
        self._on_select(min(start, now), max(start, now), ev.isFinish())

    def mouseClickEvent(self, ev: MouseClickEvent) -> None:
        if self._on_click is None or ev.button() != Qt.MouseButton.LeftButton:
            super().mouseClickEvent(ev)
            return
        ev.accept()
        self._on_click(float(self.mapSceneToView(ev.scenePos()).x()))


_NICE_MANTISSAS = (1.0, 2.0, 2.5, 4.0, 5.0)  # tick spacings: these times a power of ten


class RoomyAxis(pg.AxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """A value axis whose labels never overlap in a short row.

    Pyqtgraph always puts at least three labels on an axis, which a 30-pixel row (pitch or
    intensity in a small window) cannot hold; here the spacing grows to the next round step
    (1, 2, 2.5, 4 or 5 times a power of ten) until the labels fit, one text line each, and the
    smaller tick levels are left out.
    """

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> Any:
        levels = super().tickSpacing(minVal, maxVal, size)
        if not levels or self.orientation not in ("left", "right"):
            return levels
        room = max(1, int(size // self.label_height()))
        low, high = sorted((minVal, maxVal))

        def count(step: float) -> int:
            return math.floor(high / step) - math.ceil(low / step) + 1

        if count(float(levels[0][0])) <= room:
            return levels
        decade = 10.0 ** math.floor(math.log10(float(levels[0][0])))
        while True:
            for mantissa in _NICE_MANTISSAS:
                spacing = mantissa * decade
                if spacing >= levels[0][0] and count(spacing) <= room:
                    return [(spacing, 0.0)]
            decade *= 10.0

    def label_height(self) -> float:
        """Pixels one tick label takes along a vertical axis."""
        font = self.style["tickFont"] or self.font()
        return float(QFontMetricsF(font).height())


class InspectionPlots:
    """The graphics of the inspection view (``graphics`` is the widget to lay out)."""

    def __init__(
        self, on_select: Selector, on_tier_click: Callable[[str, float], None], top: float
    ) -> None:
        self.graphics = pg.GraphicsLayoutWidget()
        self.graphics.setBackground("w")
        self.graphics.ci.layout.setHorizontalSpacing(2)
        self.plots: dict[str, pg.PlotItem] = {}
        self.titles: dict[str, pg.LabelItem] = {}
        for row, (name, title) in enumerate(_ROWS):
            clicks = (
                (lambda t, n=name: on_tier_click(n, t)) if name in ("sections", "words") else None
            )
            plot = self.graphics.addPlot(
                row=row,
                col=1,
                viewBox=_SelectBox(on_select, clicks),
                axisItems={"left": RoomyAxis("left")},
            )
            style_plot(plot, zoom_x=True)
            plot.getAxis("left").setWidth(_AXIS_WIDTH)
            label = self.graphics.addLabel(
                translate("InspectionPlots", title), row=row, col=0, color=PLOT_INK, justify="right"
            )
            self.titles[name] = label
            if name != "words":
                plot.getAxis("bottom").setStyle(showValues=False)
            if name != "wave":
                plot.setXLink(self.plots["wave"])
            self.plots[name] = plot
        self.plots["words"].setLabel("bottom", translate("InspectionPlots", "Time"), units="s")
        for name in ("sections", "words"):
            self.plots[name].setYRange(0.0, 1.0, padding=0)
            self.plots[name].getAxis("left").setStyle(showValues=False)
            self.plots[name].setMinimumHeight(36)
            self.plots[name].setMaximumHeight(44)
        self.plots["words"].setMaximumHeight(70)  # it carries the time axis too
        self.plots["wave"].setMaximumHeight(90)
        self.plots["spectrogram"].setMinimumHeight(140)
        self.plots["spectrogram"].setYRange(0.0, top, padding=0)
        # Spare height goes to the spectrogram and the tracks, never to gaps between tiers.
        for row, (name, _) in enumerate(_ROWS):
            stretch = {"spectrogram": 3, "pitch": 1, "intensity": 1}.get(name, 0)
            self.graphics.ci.layout.setRowStretchFactor(row, stretch)
        self.sections = IntervalTier(self.plots["sections"], centred=True)
        self.words = IntervalTier(self.plots["words"], centred=False)
        self._wave = pg.PlotDataItem(pen=pg.mkPen("#4a5568", width=1))
        self.plots["wave"].addItem(self._wave)
        self._image = pg.ImageItem(axisOrder="row-major")
        # Black to white, turned round as in Praat (dark is loud): a map of its own from the
        # stops of pyqtgraph's, whose one cached object per name must not be turned round.
        stops, colours = pg.colormap.get("CET-L1").getStops()
        greys = pg.ColorMap(1.0 - stops[::-1], colours[::-1])
        self._image.setColorMap(greys)
        self.plots["spectrogram"].addItem(self._image)
        self._formants = pg.ScatterPlotItem(size=3, pen=None, brush=pg.mkBrush("#d01c1c"))
        self.plots["spectrogram"].addItem(self._formants)
        self._pitch = pg.PlotDataItem(pen=pg.mkPen("#0072b2", width=2), connect="finite")
        self.plots["pitch"].addItem(self._pitch)
        self._intensity = pg.PlotDataItem(pen=pg.mkPen("#009e73", width=2), connect="finite")
        self.plots["intensity"].addItem(self._intensity)
        self._regions: dict[str, pg.LinearRegionItem] = {}
        self._cursors: list[pg.InfiniteLine] = []
        for name, plot in self.plots.items():
            region = pg.LinearRegionItem(movable=False, brush=_FILL, pen=pg.mkPen("#c88a00"))
            region.hide()
            plot.addItem(region, ignoreBounds=True)
            self._regions[name] = region
            cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#d55e00", width=2))
            cursor.hide()
            plot.addItem(cursor, ignoreBounds=True)
            self._cursors.append(cursor)
        self._note = pg.TextItem("", color="#7a4a00", anchor=(0.5, 0.5))
        self.plots["spectrogram"].addItem(self._note, ignoreBounds=True)
        self._selection: tuple[float, float] | None = None
        self.plots["wave"].getViewBox().sigXRangeChanged.connect(self._view_moved)
        self.plots["words"].getViewBox().sigResized.connect(self._view_moved)

    def show_sections(self, on: bool) -> None:
        """Show the sections tier, or fold its row away (a two-recording take has none)."""
        plot, title = self.plots["sections"], self.titles["sections"]
        plot.setMinimumHeight(36 if on else 0)
        plot.setMaximumHeight(44 if on else 0)
        title.setMaximumHeight(10_000 if on else 0)
        plot.setVisible(on)
        title.setVisible(on)
        # Laid out now, not on the next event: a take whose tracks are cached is shown (and
        # says it is ready) before the event loop runs again.
        self.graphics.ci.layout.invalidate()
        self.graphics.ci.layout.activate()

    # -- drawing -----------------------------------------------------------------------------

    def set_note(self, text: str) -> None:
        """A note in the middle of the spectrogram ("" hides it)."""
        self._note.setText(text)
        (left, right), (bottom, top) = self.plots["spectrogram"].getViewBox().viewRange()
        self._note.setPos((left + right) / 2, (bottom + top) / 2)
        self._note.setVisible(bool(text))

    def clear_tracks(self) -> None:
        self._wave.setData([], [])
        self._image.clear()
        self._formants.setData([], [])
        self._pitch.setData([], [])
        self._intensity.setData([], [])

    def draw_tracks(self, acoustics: TakeAcoustics) -> None:
        """Waveform, pitch and intensity (the spectrogram: ``draw_spectrogram``)."""
        envelope = envelope_of_samples(acoustics.samples, RATE, 4000)
        self._wave.setData(*envelope.zigzag())
        self._pitch.setData(acoustics.pitch_times, acoustics.pitch_hz)
        voiced = acoustics.pitch_hz[np.isfinite(acoustics.pitch_hz)]
        high = float(np.max(voiced)) if voiced.size else 500.0
        self.plots["pitch"].setYRange(50.0, max(high * 1.1, 150.0), padding=0)
        self._intensity.setData(acoustics.intensity_times, acoustics.intensity_db)
        for plot in self.plots.values():
            plot.setLimits(xMin=0.0, xMax=max(acoustics.duration, 1.0))
        self.set_x_range(0.0, acoustics.duration)

    def draw_spectrogram(self, shown: Spectrogram, settings: SpectrogramSettings) -> None:
        """Drawn as Praat's editor draws it: pre-emphasis of ``PRE_EMPHASIS_DB`` per octave
        above 1 kHz (so the weak high formants show), the top level the loudest point, and
        ``dynamic_range`` below it white. The cursor readout gives the levels without it."""
        db, times, frequencies = shown
        if db.size:
            octaves = np.log2(np.maximum(frequencies, 1.0) / 1000.0)
            db = db + (PRE_EMPHASIS_DB * octaves).astype(np.float32)[np.newaxis, :]
        top = float(np.max(db)) if db.size else 0.0
        # Fixed levels and no downsampling: nothing re-levels the image when the view zooms.
        self._image.setImage(
            db.T, autoLevels=False, autoDownsample=False, levels=(top - settings.dynamic_range, top)
        )
        step = float(times[1] - times[0]) if len(times) > 1 else 0.01
        first = float(times[0]) - step / 2 if db.size else 0.0
        self._image.setRect(first, 0.0, step * db.shape[0], float(frequencies[-1]))
        self.plots["spectrogram"].setYRange(0.0, settings.max_frequency, padding=0)

    def draw_formants(self, tracks: FormantTracks | None, audible: npt.NDArray[np.bool_]) -> None:
        """F1-F3 as dots, only at the frames ``audible`` marks (as Praat draws them: not in
        pauses, where the tracker follows noise)."""
        if tracks is None:
            self._formants.setData([], [])
            return
        x = np.concatenate([tracks.times] * 3)
        y = np.concatenate([tracks.f1, tracks.f2, tracks.f3])
        finite = np.isfinite(y) & np.concatenate([audible] * 3)
        self._formants.setData(x[finite], y[finite])

    def show_formants(self, on: bool) -> None:
        self._formants.setVisible(on)

    def draw_selection(self, selection: tuple[float, float] | None) -> None:
        self._selection = selection
        for region in self._regions.values():
            if selection:
                region.setRegion(selection)
            region.setVisible(selection is not None)
        self._paint_selection()

    def _paint_selection(self) -> None:
        """A light fill only where it cannot wash a view: never over the spectrogram's greys,
        and not once the selection fills most of the view (after "zoom to selection")."""
        left, right = self.x_range()
        fills_view = self._selection is not None and (
            self._selection[1] - self._selection[0] >= _FILLS_VIEW * (right - left)
        )
        for name, region in self._regions.items():
            region.setBrush(_NO_FILL if fills_view or name == "spectrogram" else _FILL)
            region.update()

    def _view_moved(self, *_: object) -> None:
        self.sections.fit()
        self.words.fit()
        self._paint_selection()

    def set_cursor(self, seconds: float | None) -> None:
        for cursor in self._cursors:
            if seconds is not None:
                cursor.setPos(seconds)
            cursor.setVisible(seconds is not None)

    def set_x_range(self, left: float, right: float, padding: float = 0.0) -> None:
        self.plots["wave"].setXRange(left, right, padding=padding)

    # -- reading back ------------------------------------------------------------------------

    def x_range(self) -> tuple[float, float]:
        (left, right), _ = self.plots["wave"].getViewBox().viewRange()
        return float(left), float(right)

    def cursor_position(self) -> float | None:
        cursor = self._cursors[0]
        return float(cursor.value()) if cursor.isVisible() else None

    def pitch_points(self) -> tuple[list[float], list[float]]:
        x, y = self._pitch.getData()
        return ([], []) if x is None else ([float(v) for v in x], [float(v) for v in y])

    def spectrogram_shape(self) -> tuple[int, int]:
        image = self._image.image
        return (0, 0) if image is None else (int(image.shape[0]), int(image.shape[1]))

    def spectrogram_levels(self) -> tuple[float, float]:
        low, high = self._image.getLevels()
        return float(low), float(high)

    def selection_fills(self) -> dict[str, int]:
        """The alpha of the selection's fill in each row (0: edges only)."""
        return {name: r.brush.color().alpha() for name, r in self._regions.items()}

    def formant_points(self) -> int:
        return len(self._formants.data) if self._formants.isVisible() else 0

    def title_rects(self) -> dict[str, QRectF]:
        """Each row title's rectangle in the scene."""
        return {name: label.sceneBoundingRect() for name, label in self.titles.items()}

"""A Praat-like view of one take: waveform, spectrogram, pitch, intensity, section and word tiers.

Every row shares one time axis (seconds on the recording's clock). The tracks come from
``take_acoustics`` in a background thread (cached, so reopening a take is immediate); until
they arrive the rows say so and the view stays usable. Mouse: drag to select a stretch,
wheel to zoom, shift-drag (or right-drag) to pan or scale. "Play" plays the selection (or the
stretch in view) with a cursor that moves with the sound; "Stop" ends it. Word labels are
shown where their span has room for them, so they never overlap.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from pyqtgraph.GraphicsScene.mouseEvents import MouseDragEvent
from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from voxwell.analysis.take_acoustics import RATE, TakeAcoustics, cached_acoustics, is_cached
from voxwell.analysis.waveform import envelope_of_samples
from voxwell.api import BirthSex, MentalWellnessPartResult
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.widgets import PLOT_INK, push_button, style_plot, wrapped_label
from voxwell.wording import format_clock

__all__ = ["InspectionView", "Playback"]

_AXIS_WIDTH = 64
_GAP_PX = 4.0


@dataclass(frozen=True)
class Playback:
    """How the view plays sound: ``play(path, start, end)`` returns the seconds it will play."""

    play: Callable[[Path, float, float], float]
    stop: Callable[[], None]
    is_playing: Callable[[], bool]


def _audio_playback() -> Playback:
    from voxwell.audio import is_playing, play_segment, stop_playback

    return Playback(play_segment, stop_playback, is_playing)


class _SelectBox(pg.ViewBox):  # type: ignore[misc]  # pyqtgraph is untyped
    """A view box where a plain left drag selects a stretch of time instead of panning."""

    def __init__(self, on_select: Callable[[float, float, bool], None]) -> None:
        super().__init__()
        self._on_select = on_select

    def mouseDragEvent(self, ev: MouseDragEvent, axis: int | None = None) -> None:
        shift = bool(ev.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if ev.button() != Qt.MouseButton.LeftButton or shift:
            super().mouseDragEvent(ev, axis)
            return
        ev.accept()
        start = float(self.mapSceneToView(ev.buttonDownScenePos()).x())
        now = float(self.mapSceneToView(ev.scenePos()).x())
        self._on_select(min(start, now), max(start, now), ev.isFinish())


class InspectionView(QWidget):
    """Inspect one take; ``set_take`` shows it (tracks arrive in the background)."""

    ready = Signal()
    """The tracks of the current take are drawn."""

    def __init__(self, parent: QWidget | None = None, *, playback: Playback | None = None) -> None:
        super().__init__(parent)
        self._playback = playback
        self._take: Path | None = None
        self._acoustics: TakeAcoustics | None = None
        self._sections: list[MentalWellnessPartResult] = []
        self._selection: tuple[float, float] | None = None
        self._play_span: tuple[float, float] = (0.0, 0.0)
        self._word_items: list[tuple[pg.TextItem, float, float, str]] = []
        self._section_items: list[pg.TextItem] = []
        self._clock = QElapsedTimer()
        self._cursor_timer = QTimer(self)
        self._cursor_timer.setInterval(30)
        self._cursor_timer.timeout.connect(self._advance_cursor)
        # The tracks are computed in a worker thread that never touches Qt; an async slot owned
        # by this view awaits them, so a view already deleted (closed window) gets no callback.
        self._computing: asyncio.Task[None] | None = None

        self.graphics = pg.GraphicsLayoutWidget()
        self.graphics.setBackground("w")
        self.plots: dict[str, pg.PlotItem] = {}
        rows = ("wave", "spectrogram", "pitch", "intensity", "sections", "words")
        titles = ("Wave", "Freq (Hz)", "F0 (Hz)", "Int (dB)", "Sect.", "Words")
        for row, (name, title) in enumerate(zip(rows, titles, strict=True)):
            plot = self.graphics.addPlot(row=row, col=0, viewBox=_SelectBox(self._select))
            style_plot(plot, zoom_x=True)
            plot.getAxis("left").setWidth(_AXIS_WIDTH)
            plot.setLabel("left", title)
            if name != "words":
                plot.getAxis("bottom").setStyle(showValues=False)
            if rows[0] != name:
                plot.setXLink(self.plots["wave"])
            self.plots[name] = plot
        self.plots["words"].setLabel("bottom", "Time", units="s")
        for name in ("sections", "words"):
            self.plots[name].setYRange(0.0, 1.0, padding=0)
            self.plots[name].getAxis("left").setStyle(showValues=False)
            self.plots[name].setMinimumHeight(46)
            self.plots[name].setMaximumHeight(52)
        self.plots["wave"].setMaximumHeight(90)
        self.plots["spectrogram"].setMinimumHeight(140)
        self.plots["spectrogram"].setYRange(0.0, 5000.0, padding=0)
        self._wave = pg.PlotDataItem(pen=pg.mkPen("#4a5568", width=1))
        self.plots["wave"].addItem(self._wave)
        self._image = pg.ImageItem(axisOrder="row-major")
        greys = pg.colormap.get("CET-L1")  # black to white ...
        greys.reverse()  # ... turned round, as in Praat: dark is loud
        self._image.setColorMap(greys)
        self.plots["spectrogram"].addItem(self._image)
        self._pitch = pg.PlotDataItem(pen=pg.mkPen("#0072b2", width=2), connect="finite")
        self.plots["pitch"].addItem(self._pitch)
        self._intensity = pg.PlotDataItem(pen=pg.mkPen("#009e73", width=2), connect="finite")
        self.plots["intensity"].addItem(self._intensity)
        self._regions: list[pg.LinearRegionItem] = []
        self._cursors: list[pg.InfiniteLine] = []
        for plot in self.plots.values():
            region = pg.LinearRegionItem(
                movable=False, brush=pg.mkBrush(255, 200, 0, 60), pen=pg.mkPen("#c88a00")
            )
            region.hide()
            plot.addItem(region, ignoreBounds=True)
            self._regions.append(region)
            cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#d55e00", width=2))
            cursor.hide()
            plot.addItem(cursor, ignoreBounds=True)
            self._cursors.append(cursor)
        self._note = pg.TextItem("", color="#7a4a00", anchor=(0.5, 0.5))
        self.plots["spectrogram"].addItem(self._note, ignoreBounds=True)
        self.plots["wave"].getViewBox().sigXRangeChanged.connect(self._fit_tiers)
        self.plots["words"].getViewBox().sigResized.connect(self._fit_tiers)

        self.play_button = push_button("▶ &Play", self.play)
        self.stop_button = push_button("■ &Stop", self.stop)
        self.zoom_button = push_button("&Zoom to selection", self.zoom_to_selection)
        self.all_button = push_button("Show &all", self.show_all)
        self.status_label = wrapped_label()
        controls = QHBoxLayout()
        for button in (self.play_button, self.stop_button, self.zoom_button, self.all_button):
            controls.addWidget(button)
        controls.addWidget(self.status_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(self.graphics, 1)
        self._update_buttons()

    # -- data in -----------------------------------------------------------------------------

    def set_take(
        self,
        take: str | Path | None,
        sections: Sequence[MentalWellnessPartResult],
        sex: BirthSex = BirthSex.UNKNOWN,
    ) -> None:
        """Show ``take`` with its sections and words; tracks come from the cache or a thread."""
        self.stop()
        self._take = Path(take) if take else None
        self._sections = list(sections)
        self._acoustics = None
        self._select(0.0, 0.0, True)
        self._draw_tiers()
        self._clear_tracks()
        end = max([s.finishSecs for s in self._sections] + [1.0])
        self.plots["wave"].setXRange(0.0, end, padding=0.0)
        if self._take is None or not self._take.is_file():
            self._set_note("No take file stored for this session: only the tiers can be shown.")
            return
        if is_cached(self._take, sex):
            self._show(cached_acoustics(self._take, sex))
            return
        self._set_note("Computing the spectrogram, pitch and intensity…")
        if self._computing is not None:
            self._computing.cancel()  # another take replaces it: its tracks are not wanted
        self._computing = run_task(
            self._compute(self._take, sex), owner=self, name="inspection-tracks"
        )

    async def _compute(self, take: Path, sex: BirthSex) -> None:
        try:
            acoustics = await asyncio.to_thread(cached_acoustics, take, sex)
        except OSError as exc:
            self._set_note(f"The tracks cannot be computed: {exc}")
            return
        self._show(acoustics)

    def _set_note(self, text: str) -> None:
        self._note.setText(text)
        (left, right), _ = self.plots["wave"].getViewBox().viewRange()
        self._note.setPos((left + right) / 2, 2500.0)
        self._note.setVisible(bool(text))
        self.status_label.setText(text)

    def _clear_tracks(self) -> None:
        self._wave.setData([], [])
        self._image.clear()
        self._pitch.setData([], [])
        self._intensity.setData([], [])

    def _show(self, acoustics: TakeAcoustics) -> None:
        self._acoustics = acoustics
        envelope = envelope_of_samples(acoustics.samples, RATE, 4000)
        self._wave.setData(*envelope.zigzag())
        db = acoustics.spectrogram_db
        top = float(np.max(db)) if db.size else 0.0
        self._image.setImage(db.T, autoLevels=False, levels=(top - 70.0, top))
        step = (
            float(acoustics.spectrogram_times[1] - acoustics.spectrogram_times[0])
            if len(acoustics.spectrogram_times) > 1
            else 0.01
        )
        first = float(acoustics.spectrogram_times[0]) - step / 2 if db.size else 0.0
        self._image.setRect(first, 0.0, step * db.shape[0], float(acoustics.frequencies[-1]))
        self._pitch.setData(acoustics.pitch_times, acoustics.pitch_hz)
        voiced = acoustics.pitch_hz[np.isfinite(acoustics.pitch_hz)]
        high = float(np.max(voiced)) if voiced.size else 500.0
        self.plots["pitch"].setYRange(50.0, max(high * 1.1, 150.0), padding=0)
        self._intensity.setData(acoustics.intensity_times, acoustics.intensity_db)
        for plot in self.plots.values():
            plot.setLimits(xMin=0.0, xMax=max(acoustics.duration, 1.0))
        self.plots["wave"].setXRange(0.0, acoustics.duration, padding=0.0)
        self._set_note("")
        self.status_label.setText(
            f"{format_clock(acoustics.duration)} take. Drag to select, wheel to zoom, "
            "shift-drag to pan."
        )
        self._update_buttons()
        self.ready.emit()

    def _draw_tiers(self) -> None:
        for plot_name, items in (("sections", self._section_items), ("words", self._word_items)):
            for entry in items:
                item = entry[0] if isinstance(entry, tuple) else entry
                self.plots[plot_name].removeItem(item)
        self._section_items = []
        self._word_items = []
        for index, section in enumerate(self._sections):
            label = pg.TextItem(str(index + 1), color=PLOT_INK, anchor=(0.5, 0.5))
            label.setPos((section.startSecs + section.finishSecs) / 2, 0.5)
            self.plots["sections"].addItem(label)
            self._section_items.append(label)
            for edge in (section.startSecs, section.finishSecs):
                line = pg.InfiniteLine(edge, angle=90, pen=pg.mkPen("#888"))
                self.plots["sections"].addItem(line)
                self._section_items.append(line)
            for word in section.words or []:
                text = pg.TextItem(word.text, color=PLOT_INK, anchor=(0.0, 0.5))
                text.setPos(word.start, 0.5)
                self.plots["words"].addItem(text)
                self._word_items.append((text, word.start, word.end, word.text))
        self._fit_tiers()

    def _fit_tiers(self, *_: object) -> None:
        """Show a word only where its span has room for it (labels never overlap)."""
        box = self.plots["words"].getViewBox()
        (left, right), _ = box.viewRange()
        if box.width() <= 1 or right <= left:
            return
        per_second = box.width() / (right - left)
        last_right = -np.inf
        for item, start, end, text in self._word_items:
            metrics = QFontMetricsF(item.textItem.font())
            needed = metrics.horizontalAdvance(text) + 2 * item.textItem.document().documentMargin()
            x = (start - left) * per_second
            item.setVisible(bool(x >= last_right and start >= left and end <= right))
            if item.isVisible():
                last_right = x + needed + _GAP_PX

    # -- selection, zoom, playback -----------------------------------------------------------

    def _select(self, start: float, end: float, finished: bool) -> None:
        duration = self._acoustics.duration if self._acoustics else None
        if duration is not None:
            start, end = max(0.0, start), min(duration, end)
        self._selection = (start, end) if end - start > 0.01 else None
        for region in self._regions:
            if self._selection:
                region.setRegion(self._selection)
            region.setVisible(self._selection is not None)
        if finished:
            self._update_buttons()

    def select(self, start: float, end: float) -> None:
        """Select ``start``..``end`` seconds, as a drag does."""
        self._select(start, end, True)

    def zoom_to_selection(self) -> None:
        if self._selection:
            self.plots["wave"].setXRange(*self._selection, padding=0.02)

    def show_all(self) -> None:
        end = self._acoustics.duration if self._acoustics else self.x_range()[1]
        self.plots["wave"].setXRange(0.0, end, padding=0.0)

    def play(self) -> bool:
        """Play the selection (or the stretch in view); False with a message when it cannot."""
        if self._take is None or not self._take.is_file():
            self.status_label.setText("The take file is missing; nothing to play.")
            return False
        start, end = self._selection or self.x_range()
        start = max(0.0, start)
        if self._acoustics:
            end = min(end, self._acoustics.duration)
        playback = self._playback = self._playback or _audio_playback()
        try:
            length = playback.play(self._take, start, end)
        except (VoxwellError, ImportError, AttributeError) as exc:
            self.status_label.setText(f"Cannot play: {exc}")
            return False
        self._play_span = (start, start + length)
        self._clock.start()
        self._set_cursor(start)
        self._cursor_timer.start()
        self.status_label.setText(f"Playing {start:.2f}–{start + length:.2f} s.")
        self._update_buttons()
        return True

    def stop(self) -> None:
        if self._cursor_timer.isActive():
            if self._playback is not None:
                self._playback.stop()
            start, end = self._play_span
            self.status_label.setText(f"Stopped ({start:.2f}–{end:.2f} s was playing).")
        self._cursor_timer.stop()
        for cursor in self._cursors:
            cursor.hide()
        self._update_buttons()

    def _advance_cursor(self) -> None:
        start, end = self._play_span
        now = start + self._clock.elapsed() / 1000.0
        playing = self._playback is not None and self._playback.is_playing()
        if now >= end or not playing:
            self.stop()
            return
        self._set_cursor(now)

    def _set_cursor(self, seconds: float) -> None:
        for cursor in self._cursors:
            cursor.setPos(seconds)
            cursor.show()

    def _update_buttons(self) -> None:
        playing = self._cursor_timer.isActive()
        self.stop_button.setEnabled(playing)
        self.play_button.setEnabled(self._take is not None and not playing)
        self.zoom_button.setEnabled(self._selection is not None)

    # -- data out (tests, benchmark) ---------------------------------------------------------

    def is_ready(self) -> bool:
        return self._acoustics is not None

    def acoustics(self) -> TakeAcoustics | None:
        return self._acoustics

    def selection(self) -> tuple[float, float] | None:
        return self._selection

    def x_range(self) -> tuple[float, float]:
        (left, right), _ = self.plots["wave"].getViewBox().viewRange()
        return float(left), float(right)

    def cursor_position(self) -> float | None:
        cursor = self._cursors[0]
        return float(cursor.value()) if cursor.isVisible() else None

    def is_playing(self) -> bool:
        return self._cursor_timer.isActive()

    def pitch_points(self) -> tuple[list[float], list[float]]:
        x, y = self._pitch.getData()
        return ([], []) if x is None else ([float(v) for v in x], [float(v) for v in y])

    def spectrogram_shape(self) -> tuple[int, int]:
        image = self._image.image
        return (0, 0) if image is None else (int(image.shape[0]), int(image.shape[1]))

    def section_labels(self) -> list[str]:
        return [i.textItem.toPlainText() for i in self._section_items if isinstance(i, pg.TextItem)]

    def word_labels(self) -> list[str]:
        """The words shown now (those with room at this zoom)."""
        return [text for item, _, _, text in self._word_items if item.isVisible()]

    def word_rects(self) -> list[object]:
        self.plots["words"].getViewBox().updateMatrix()
        return [
            item.mapRectToScene(item.boundingRect())
            for item, _, _, _ in self._word_items
            if item.isVisible()
        ]

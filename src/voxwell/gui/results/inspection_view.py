"""A Praat-like view of one take: waveform, spectrogram (with F1-F3 on demand), pitch,
intensity, section and word tiers.

Every row shares one time axis (seconds on the recording's clock) and has its title in a column
of its own, so titles never overlap. The tracks come from ``voxwell.desk.inspection``, computed
in a process of their own (a file that crashes the decoder only ends that process, and the view
says why) and cached, so reopening a take is immediate; until they arrive the rows say so and
the view stays usable. Mouse: point for the cursor readout (time, frequency, F0, dB), drag to select
a stretch (its start, end, duration and Praat's figures from ``analysis.selection``, measured
in a thread), wheel to zoom, shift-drag (or right-drag) to pan, click a word or section to play
it. The selection is drawn as edges with a light fill that is dropped over the spectrogram and
once the selection fills the view (a coloured wash over the grey spectrogram after "zoom to
selection" was the old view's sepia).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from voxwell.analysis.features import FIRST_PASS_RANGE
from voxwell.analysis.selection import (
    MIN_SELECTION_SECONDS,
    FormantTracks,
    SelectionMeasures,
    formant_tracks,
)
from voxwell.analysis.take_acoustics import (
    MAX_FREQUENCY,
    RATE,
    WINDOW_LENGTH,
    CursorReadout,
    Spectrogram,
    TakeAcoustics,
    audible_frames,
    measure_span,
    readout_at,
    spectrogram,
)
from voxwell.api import BirthSex, MentalWellnessPartResult
from voxwell.desk.inspection import is_cached, take_acoustics
from voxwell.gui.async_tasks import run_task
from voxwell.gui.results.inspection_controls import (
    CURSOR_HINT,
    SELECTION_HINT,
    InspectionControls,
    cursor_text,
    selection_text,
)
from voxwell.gui.results.inspection_playback import Playback, SpanPlayer
from voxwell.gui.results.inspection_plots import InspectionPlots
from voxwell.gui.results.inspection_tiers import Interval, section_intervals, word_intervals
from voxwell.i18n import translate
from voxwell.wording import format_clock

__all__ = ["InspectionView", "Playback"]


class InspectionView(QWidget):
    """Inspect one take; ``set_take`` shows it (tracks arrive in the background)."""

    ready = Signal()
    """The tracks of the current take are drawn."""
    measured = Signal()
    """The current selection's figures are shown."""
    formantsShown = Signal()
    """F1-F3 of the take are drawn on the spectrogram."""
    spectrogramShown = Signal()
    """The spectrogram was redrawn with new settings."""

    def __init__(self, parent: QWidget | None = None, *, playback: Playback | None = None) -> None:
        super().__init__(parent)
        self._take: Path | None = None
        self._gone = ""  # what to say when the take's file is not there (the retention rule's)
        self._sex = BirthSex.UNKNOWN
        self._acoustics: TakeAcoustics | None = None
        self._shown: Spectrogram | None = None
        self._shown_key: tuple[float, float] | None = None
        """(window length, top frequency) of the spectrogram shown."""
        self._formants: FormantTracks | None = None
        self._measures: SelectionMeasures | None = None
        self._selection: tuple[float, float] | None = None
        # Work in worker threads that never touch Qt; async slots owned by this view await it.
        self._tasks: dict[str, asyncio.Task[None]] = {}

        self.controls = InspectionControls()
        c = self.controls
        self.play_button = c.play_selection_button
        self.stop_button = c.stop_button
        self.zoom_button = c.zoom_button
        self.status_label = c.status_label
        c.play_selection_button.clicked.connect(self.play)
        c.play_visible_button.clicked.connect(self.play_visible)
        c.stop_button.clicked.connect(self.stop)
        c.zoom_button.clicked.connect(self.zoom_to_selection)
        c.all_button.clicked.connect(self.show_all)
        c.formants_box.toggled.connect(self.show_formants)
        c.settingsChanged.connect(self._settings_changed)

        self.canvas = InspectionPlots(self._select, self._clicked_tier, c.settings().max_frequency)
        self.graphics = self.canvas.graphics
        self.plots = self.canvas.plots
        self._player = SpanPlayer(
            self,
            playback,
            set_cursor=self.canvas.set_cursor,
            say=self.status_label.setText,
            changed=self._update_buttons,
        )
        self.graphics.scene().sigMouseMoved.connect(self._mouse_moved)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.controls)
        layout.addWidget(self.graphics, 1)
        self._update_buttons()

    # -- data in -----------------------------------------------------------------------------

    def set_take(
        self,
        take: str | Path | None,
        sections: Sequence[MentalWellnessPartResult],
        sex: BirthSex = BirthSex.UNKNOWN,
        *,
        gone: str = "",
    ) -> None:
        """Show ``take`` with its sections and words; tracks come from the cache or a thread."""
        self.show_take(take, section_intervals(sections), word_intervals(sections), sex, gone=gone)

    def show_take(
        self,
        take: str | Path | None,
        sections: Sequence[Interval],
        words: Sequence[Interval],
        sex: BirthSex = BirthSex.UNKNOWN,
        *,
        gone: str = "",
    ) -> None:
        """Show ``take`` with these tiers (a two-recording take has words and no sections);
        ``gone``: what to say instead when its file is not there (``retention_note``)."""
        self.stop()
        for task in self._tasks.values():
            task.cancel()  # another take replaces it: its results are not wanted
        self._tasks = {}
        self._take = Path(take) if take else None
        self._gone = gone
        self._sex = sex
        self._acoustics = self._shown = self._formants = None
        self._shown_key = None
        # Nothing of the take shown before stays: not its readout, not its playback cursor.
        self.controls.cursor_label.setText(translate("InspectionControls", CURSOR_HINT))
        self.canvas.set_cursor(None)
        self._select(0.0, 0.0, True)
        self.canvas.sections.set_intervals(sections)
        self.canvas.show_sections(bool(sections))
        self.canvas.words.set_intervals(words)
        self.canvas.clear_tracks()
        self.canvas.set_x_range(0.0, max([i.end for i in (*sections, *words)] + [1.0]))
        if self._take is None or not self._take.is_file():
            self._set_note(
                gone
                or translate(
                    "InspectionView",
                    "No take file stored for this session: only the tiers can be shown.",
                )
            )
            return
        if is_cached(self._take):
            self._show(take_acoustics(self._take))
            return
        self._set_note(
            translate("InspectionView", "Computing the spectrogram, pitch and intensity…")
        )
        self._start("tracks", self._compute(self._take))

    def _start(self, name: str, coro: Coroutine[Any, Any, None]) -> None:
        """Run ``coro`` as this view's task ``name`` (replacing one still running)."""
        if (old := self._tasks.get(name)) is not None:
            old.cancel()
        self._tasks[name] = run_task(coro, owner=self, name=f"inspection-{name}")

    async def _compute(self, take: Path) -> None:
        try:
            acoustics = await asyncio.to_thread(take_acoustics, take)
        except OSError as exc:
            self._set_note(
                translate("InspectionView", "The tracks cannot be computed: {reason}").format(
                    reason=exc
                )
            )
            return
        self._show(acoustics)

    def _set_note(self, text: str) -> None:
        self.canvas.set_note(text)
        self.status_label.setText(text)

    def _show(self, acoustics: TakeAcoustics) -> None:
        self._acoustics = acoustics
        self.canvas.draw_tracks(acoustics)
        self._settings_changed()
        self._set_note("")
        self.status_label.setText(
            translate(
                "InspectionView",
                "{duration} take. Drag to select, wheel to zoom, "
                "shift-drag to pan, click a word to play it.",
            ).format(duration=format_clock(acoustics.duration))
        )
        if self.controls.formants_box.isChecked():
            self.show_formants(True)
        self._update_buttons()
        self.ready.emit()

    # -- spectrogram settings and formants ---------------------------------------------------

    def _settings_changed(self) -> None:
        settings = self.controls.settings()
        acoustics = self._acoustics
        if acoustics is None:
            self.plots["spectrogram"].setYRange(0.0, settings.max_frequency, padding=0)
            return
        # Computed at least up to the default top (so narrowing the view needs no new pass).
        wanted = (settings.window_length, max(settings.max_frequency, MAX_FREQUENCY))
        if wanted == (WINDOW_LENGTH, MAX_FREQUENCY):
            self._shown_key = wanted
            self._shown = (
                acoustics.spectrogram_db,
                acoustics.spectrogram_times,
                acoustics.frequencies,
            )
        if self._shown is not None:
            self.canvas.draw_spectrogram(self._shown, settings)  # new levels at once
        if self._shown_key != wanted:
            self._start("spectrogram", self._respectrogram(acoustics, *wanted))

    async def _respectrogram(
        self, acoustics: TakeAcoustics, window_length: float, max_frequency: float
    ) -> None:
        self.status_label.setText(
            translate("InspectionView", "Computing the spectrogram with the new settings…")
        )
        shown = await asyncio.to_thread(
            spectrogram, acoustics.samples, window_length=window_length, max_frequency=max_frequency
        )
        if acoustics is not self._acoustics:
            return
        self._shown, self._shown_key = shown, (window_length, max_frequency)
        self.canvas.draw_spectrogram(shown, self.controls.settings())
        self.status_label.setText("")
        self.spectrogramShown.emit()

    def show_formants(self, on: bool) -> None:
        """Draw (or hide) F1-F3 over the spectrogram; computed once per take in a thread."""
        self.controls.formants_box.setChecked(on)
        self.canvas.show_formants(on)
        acoustics = self._acoustics
        if not on or acoustics is None:
            return
        if self._formants is not None:
            self.formantsShown.emit()
            return
        self.status_label.setText(translate("InspectionView", "Computing the formants…"))
        self._start("formants", self._compute_formants(acoustics))

    async def _compute_formants(self, acoustics: TakeAcoustics) -> None:
        ceiling = 5000.0 if self._sex is BirthSex.MALE else 5500.0  # Praat's advice
        tracks = await asyncio.to_thread(
            formant_tracks, acoustics.samples, RATE, 0.0, acoustics.duration, max_formant=ceiling
        )
        if acoustics is not self._acoustics:
            return
        self._formants = tracks
        self.canvas.draw_formants(tracks, audible_frames(acoustics, tracks.times))
        self.status_label.setText("")
        self.formantsShown.emit()

    # -- cursor readout ----------------------------------------------------------------------

    def _mouse_moved(self, scene_pos: QPointF) -> None:
        for name, plot in self.plots.items():
            box = plot.getViewBox()
            if box.sceneBoundingRect().contains(scene_pos):
                point = box.mapSceneToView(scene_pos)
                frequency = float(point.y()) if name == "spectrogram" else None
                self.readout(float(point.x()), frequency)
                return

    def readout(self, seconds: float, frequency: float | None = None) -> CursorReadout | None:
        """Show (and return) the readout at ``seconds`` (and ``frequency`` on the spectrogram)."""
        if self._acoustics is None:
            return None
        readout = readout_at(self._acoustics, seconds, frequency, self._shown)
        self.controls.cursor_label.setText(cursor_text(readout))
        return readout

    # -- selection and zoom ------------------------------------------------------------------

    def _select(self, start: float, end: float, finished: bool) -> None:
        duration = self._acoustics.duration if self._acoustics else None
        if duration is not None:
            start, end = max(0.0, start), min(duration, end)
        self._selection = (start, end) if end - start > 0.01 else None
        self._measures = None
        self.canvas.draw_selection(self._selection)
        self.controls.selection_label.setText(
            selection_text(*self._selection, None)
            if self._selection
            else translate("InspectionControls", SELECTION_HINT)
        )
        if finished:
            self._update_buttons()
            self._measure_selection()

    def _measure_selection(self) -> None:
        if (task := self._tasks.pop("measure", None)) is not None:
            task.cancel()
        if self._acoustics is None or self._selection is None:
            return
        start, end = self._selection
        if end - start >= MIN_SELECTION_SECONDS:
            self._start("measure", self._measure(self._acoustics, start, end))

    async def _measure(self, acoustics: TakeAcoustics, start: float, end: float) -> None:
        # On the original file, in the take's own pitch range (the pitch track's).
        measures = await asyncio.to_thread(measure_span, acoustics, start, end)
        if self._selection != (start, end):
            return
        self._measures = measures
        self.controls.selection_label.setText(selection_text(start, end, measures))
        self.measured.emit()

    def select(self, start: float, end: float) -> None:
        """Select ``start``..``end`` seconds, as a drag does (then it is measured)."""
        self._select(start, end, True)

    def zoom_to_selection(self) -> None:
        if self._selection:
            self.canvas.set_x_range(*self._selection, padding=0.02)

    def show_all(self) -> None:
        end = self._acoustics.duration if self._acoustics else self.x_range()[1]
        self.canvas.set_x_range(0.0, end)

    # -- playback ----------------------------------------------------------------------------

    def _clicked_tier(self, name: str, seconds: float) -> None:
        tier = self.canvas.words if name == "words" else self.canvas.sections
        interval = tier.at(seconds)
        if interval is not None:
            self.play_span(interval.start, interval.end)

    def play(self) -> bool:
        """Play the selection (or the stretch in view); False with a message when it cannot."""
        return self.play_span(*(self._selection or self.x_range()))

    def play_visible(self) -> bool:
        return self.play_span(*self.x_range())

    def play_word(self, index: int) -> bool:
        """Play word ``index`` of the word tier (what clicking it does)."""
        word = self.canvas.words.intervals()[index]
        return self.play_span(word.start, word.end)

    def play_span(self, start: float, end: float) -> bool:
        if self._gone and (self._take is None or not self._take.is_file()):
            self.status_label.setText(self._gone)
            return False
        if self._acoustics:
            end = min(end, self._acoustics.duration)
        return self._player.play(self._take, start, end)

    def stop(self) -> None:
        self._player.stop()

    def _update_buttons(self) -> None:
        playing = self._player.is_playing()
        self.stop_button.setEnabled(playing)
        self.play_button.setEnabled(self._take is not None and not playing)
        self.controls.play_visible_button.setEnabled(self._take is not None and not playing)
        self.zoom_button.setEnabled(self._selection is not None)

    # -- data out (tests, benchmark) ---------------------------------------------------------

    def is_ready(self) -> bool:
        return self._acoustics is not None

    def acoustics(self) -> TakeAcoustics | None:
        return self._acoustics

    def selection(self) -> tuple[float, float] | None:
        return self._selection

    def selection_measures(self) -> SelectionMeasures | None:
        return self._measures

    def pitch_floor_ceiling(self) -> tuple[float, float]:
        """The take's own pitch range (the first pass's search range until it is known)."""
        acoustics = self._acoustics
        if acoustics is None:
            return FIRST_PASS_RANGE
        return acoustics.pitch_floor, acoustics.pitch_ceiling

    def formants(self) -> FormantTracks | None:
        return self._formants

    def is_playing(self) -> bool:
        return self._player.is_playing()

    def x_range(self) -> tuple[float, float]:
        return self.canvas.x_range()

    def cursor_position(self) -> float | None:
        return self.canvas.cursor_position()

    def pitch_points(self) -> tuple[list[float], list[float]]:
        return self.canvas.pitch_points()

    def spectrogram_shape(self) -> tuple[int, int]:
        return self.canvas.spectrogram_shape()

    def spectrogram_levels(self) -> tuple[float, float]:
        return self.canvas.spectrogram_levels()

    def selection_fills(self) -> dict[str, int]:
        return self.canvas.selection_fills()

    def formant_points(self) -> int:
        return self.canvas.formant_points()

    def title_rects(self) -> dict[str, QRectF]:
        return self.canvas.title_rects()

    def section_labels(self) -> list[str]:
        return [i.text for i in self.canvas.sections.intervals()]

    def word_labels(self) -> list[str]:
        """The words whose labels are shown now (those with room at this zoom)."""
        return self.canvas.words.shown_labels()

    def word_rects(self) -> list[QRectF]:
        return self.canvas.words.shown_rects()

    def word_boundaries(self) -> list[float]:
        """Every word boundary drawn (start and end of each word), at any zoom."""
        return self.canvas.words.boundaries()

    def section_boundaries(self) -> list[float]:
        return self.canvas.sections.boundaries()

"""The live meter of a take: level bar with clip lamp, speech against target, elapsed time.

``MeterWidget.show_snapshot(snapshot)`` takes a ``voxwell.audio.MeterSnapshot`` (any object with
its fields) and updates everything; it never reads the audio stream. The level bar is drawn by
hand (cheap enough to redraw 40 times a second, with meter ballistics); it counts its paints for
the frame-rate benchmark. Text accessors (``speech_text()``, ``elapsed_text()``, ``warnings()``)
let tests read what is shown.

For a screen reader the level is a state, not a stream (``voxwell.audio.LevelState``: too
quiet, good, clipping, no signal): the level bar's accessible description names the state and
its level, changed only when the state changes; a new state is announced politely once it has
held for ``SETTLE_S`` and at most every ``POLITE_EVERY_S``, clipping at once and assertively,
"Enough speech" once per take. Values are never streamed (screen readers beep at meters that
report as progress bars). ``announcements`` keeps what was announced, for tests.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from voxwell.audio.meter import LevelState, level_state
from voxwell.gui.widgets import ERROR_STYLE, announce, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import format_clock

if TYPE_CHECKING:
    from voxwell.audio import MeterSnapshot

__all__ = ["MeterWidget"]

_FLOOR_DBFS = -60.0
_GOOD = "#2e7d32"
_WAIT = "#1565c0"
_CLIP_ON = "#d32f2f"
_CLIP_OFF = "#bdbdbd"


NOT_RECORDING = QT_TRANSLATE_NOOP("MeterWidget", "Not recording")
"""What the clock line says between takes (in English; on screen in the app's language)."""

_LEVEL_STATES = {
    LevelState.WAITING: QT_TRANSLATE_NOOP("MeterWidget", "waiting for speech"),
    LevelState.TOO_QUIET: QT_TRANSLATE_NOOP("MeterWidget", "too quiet"),
    LevelState.GOOD: QT_TRANSLATE_NOOP("MeterWidget", "good"),
    LevelState.CLIPPING: QT_TRANSLATE_NOOP("MeterWidget", "clipping"),
    LevelState.NO_SIGNAL: QT_TRANSLATE_NOOP("MeterWidget", "no signal"),
}
"""How a screen reader is told each level state."""

SETTLE_S = 1.5
"""How long a new level state holds before it is announced (a pause between words is none)."""
POLITE_EVERY_S = 5.0
"""At most one polite announcement of the level this often: a reader must not talk over the
person being recorded."""
CLIP_EVERY_S = 3.0
"""Clipping is announced at once, but not again within this time."""
SPEECH_LEVEL_S = 0.5
"""How long the speech level the state judges is averaged over (in power): one reading swings
20 dB within a word, which would keep the state from ever holding."""


def _elapsed(seconds: float, max_seconds: float) -> str:
    """The clock line of a take: ``Elapsed 0:06 of 3:00``."""
    return translate("MeterWidget", "Elapsed {elapsed} of {total}").format(
        elapsed=format_clock(seconds), total=format_clock(max_seconds)
    )


class _LevelBar(QWidget):
    """RMS as a filled bar, peak as a held tick, on a -60…0 dBFS scale.

    Meter ballistics: the bar rises at once and falls back at 24 dB/s; the peak tick holds for a
    second, then falls at 12 dB/s. A reading every poll therefore moves the bar smoothly even
    between the 30 ms frames the level meter measures.
    """

    RELEASE_DB_PER_S = 24.0
    PEAK_HOLD_S = 1.0
    PEAK_FALL_DB_PER_S = 12.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rms_dbfs = _FLOOR_DBFS
        self.peak_dbfs = _FLOOR_DBFS
        self._last = time.monotonic()
        self._peak_at = self._last
        self.paint_count = 0
        self.setMinimumHeight(22)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("MeterWidget", "Input level"))

    def sizeHint(self) -> QSize:
        return QSize(300, 22)

    def reset(self) -> None:
        self.rms_dbfs = self.peak_dbfs = _FLOOR_DBFS
        self.update()

    @staticmethod
    def _fraction(dbfs: float) -> float:
        return min(1.0, max(0.0, (dbfs - _FLOOR_DBFS) / -_FLOOR_DBFS))

    def set_levels(self, rms_dbfs: float, peak_dbfs: float) -> None:
        now = time.monotonic()
        elapsed, self._last = now - self._last, now
        rms = max(rms_dbfs, self.rms_dbfs - self.RELEASE_DB_PER_S * elapsed)
        if peak_dbfs >= self.peak_dbfs:
            peak, self._peak_at = peak_dbfs, now
        elif now - self._peak_at > self.PEAK_HOLD_S:
            peak = max(peak_dbfs, self.peak_dbfs - self.PEAK_FALL_DB_PER_S * elapsed)
        else:
            peak = self.peak_dbfs
        rms, peak = max(rms, _FLOOR_DBFS), max(peak, _FLOOR_DBFS)
        if (rms, peak) != (self.rms_dbfs, self.peak_dbfs):
            self.rms_dbfs, self.peak_dbfs = rms, peak
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_count += 1
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.fillRect(rect, QColor("#eceff1"))
        rms = self._fraction(self.rms_dbfs)
        colour = QColor(_GOOD if self.peak_dbfs < -3.0 else "#f9a825")
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width() * rms, rect.height()), colour)
        peak_x = rect.left() + rect.width() * self._fraction(self.peak_dbfs)
        painter.setPen(QColor("#37474f"))
        painter.drawLine(int(peak_x), int(rect.top()), int(peak_x), int(rect.bottom()))
        painter.drawRect(rect)
        painter.end()


class MeterWidget(QWidget):
    """Level, clip lamp, speech seconds against the target, elapsed against the maximum."""

    def __init__(
        self, parent: QWidget | None = None, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self._now = clock
        self.announcements: list[tuple[str, bool]] = []  # (text, assertive), oldest first
        self.level_state = LevelState.WAITING
        self._candidate = LevelState.WAITING
        self._candidate_since = 0.0
        self._speech_power: float | None = None  # the averaged level of speech (linear power)
        self._speech_at = 0.0
        self._polite_at = -POLITE_EVERY_S
        self._clip_at = -CLIP_EVERY_S
        self._clip_count = 0
        self._enough_said = False
        self.level_bar = _LevelBar(self)
        self.level_bar.setAccessibleName(translate("MeterWidget", "Input level"))
        self.clip_lamp = QLabel(translate("MeterWidget", "Clip"), self)
        self.clip_lamp.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # As wide as its word in the app's language and font size (48 px in English at 100 %).
        lamp = self.clip_lamp.fontMetrics().horizontalAdvance(self.clip_lamp.text()) + 16
        self.clip_lamp.setFixedWidth(max(48, lamp))
        self.clip_lamp.setAccessibleName(translate("MeterWidget", "Clipping lamp"))
        self.speech_bar = QProgressBar(self)
        self.speech_bar.setRange(0, 1000)
        self.speech_bar.setTextVisible(False)
        self.speech_bar.setAccessibleName(translate("MeterWidget", "Speech against target"))
        self.speech_label = QLabel(self)
        self.elapsed_label = QLabel(self)
        self.warnings_label = wrapped_label(parent=self, style=ERROR_STYLE)
        self._clipped = False
        self._enough = False
        self._warnings: tuple[str, ...] | None = None  # None: nothing shown yet
        self._idle = False  # between takes (set_idle), until a take's clock shows

        grid = QGridLayout()
        grid.addWidget(QLabel(translate("MeterWidget", "Level"), self), 0, 0)
        grid.addWidget(self.level_bar, 0, 1)
        grid.addWidget(self.clip_lamp, 0, 2)
        grid.addWidget(QLabel(translate("MeterWidget", "Speech"), self), 1, 0)
        grid.addWidget(self.speech_bar, 1, 1)
        grid.addWidget(self.speech_label, 1, 2)
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addWidget(self.elapsed_label)
        layout.addWidget(self.warnings_label)
        self.reset(target_seconds=10.0, max_seconds=180.0)

    # -- state shown -------------------------------------------------------------------------

    @property
    def clipped(self) -> bool:
        return self._clipped

    @property
    def enough_speech(self) -> bool:
        return self._enough

    def speech_text(self) -> str:
        return self.speech_label.text()

    def elapsed_text(self) -> str:
        return self.elapsed_label.text()

    def warnings(self) -> tuple[str, ...]:
        return self._warnings or ()

    @property
    def frames_drawn(self) -> int:
        """Paints of the level bar so far (the benchmark's frame count)."""
        return self.level_bar.paint_count

    # -- updates -----------------------------------------------------------------------------

    def reset(
        self, *, target_seconds: float, max_seconds: float, speech_seconds: float = 0.0
    ) -> None:
        """Before a take (``speech_seconds`` 0), or showing a finished take's own count."""
        self._set_clip(False)
        self.level_bar.reset()
        self._clip_count = 0
        self._enough_said = speech_seconds >= target_seconds  # a finished take: nothing to say
        self._speech_power = None
        self._set_level_state(LevelState.WAITING, announce=False)
        self._show_speech(speech_seconds, target_seconds)
        self._idle = False
        self.elapsed_label.setText(_elapsed(0, max_seconds))
        self._set_warnings(())

    @property
    def idle(self) -> bool:
        """True between takes: the clock and the speech count are not running."""
        return self._idle

    def set_idle(self, level_check: bool = False) -> None:
        """Between takes: the clock stops and says so (the level may still move: level check)."""
        self._idle = True
        if level_check:
            text = translate("MeterWidget", "Not recording (level check: speak to see the level)")
        else:
            text = translate("MeterWidget", NOT_RECORDING)
        if self.elapsed_label.text() != text:
            self.elapsed_label.setText(text)
        if not level_check:
            self.level_bar.reset()

    def show_level(self, snapshot: MeterSnapshot) -> None:
        """The input's level and clipping only (a level check, between takes)."""
        self.level_bar.set_levels(snapshot.rms_dbfs, snapshot.peak_dbfs)
        self._set_clip(snapshot.clip_count > 0)
        clipped_now = snapshot.clip_count > self._clip_count
        self._clip_count = snapshot.clip_count
        level = self._speech_level(snapshot)
        state = level_state(
            level,
            no_signal=snapshot.no_signal,
            clipped_now=clipped_now,
            is_speech=snapshot.is_speech,
            previous=self._candidate,  # a pause between words keeps the state it follows
        )
        self._consider(state, level)

    # -- the level as a state, for assistive technology --------------------------------------

    def _speech_level(self, snapshot: MeterSnapshot) -> float:
        """The level of the speech heard lately (dBFS), averaged in power over about
        ``SPEECH_LEVEL_S``; a reading outside speech leaves it as it is."""
        if not snapshot.is_speech:
            return snapshot.rms_dbfs
        now = self._now()
        power = 10.0 ** (snapshot.rms_dbfs / 10.0)
        if self._speech_power is None:
            self._speech_power = power
        else:
            weight = 1.0 - math.exp(-max(0.0, now - self._speech_at) / SPEECH_LEVEL_S)
            self._speech_power += weight * (power - self._speech_power)
        self._speech_at = now
        return 10.0 * math.log10(max(self._speech_power, 1e-12))

    def _consider(self, state: LevelState, rms_dbfs: float) -> None:
        now = self._now()
        if state is LevelState.CLIPPING:
            if now - self._clip_at >= CLIP_EVERY_S:
                self._clip_at = now
                self._set_level_state(state, rms_dbfs, assertive=True)
            return
        if state is self.level_state:
            self._candidate = state
            return
        if state is not self._candidate:
            self._candidate, self._candidate_since = state, now
            return
        if now - self._candidate_since >= SETTLE_S and now - self._polite_at >= POLITE_EVERY_S:
            self._polite_at = now
            self._set_level_state(state, rms_dbfs, announce=state is not LevelState.WAITING)

    def _set_level_state(
        self,
        state: LevelState,
        rms_dbfs: float | None = None,
        *,
        announce: bool = True,
        assertive: bool = False,
    ) -> None:
        self.level_state = self._candidate = state
        said = translate("MeterWidget", _LEVEL_STATES[state])
        if rms_dbfs is None:
            self.level_bar.setAccessibleDescription(said)
        else:
            self.level_bar.setAccessibleDescription(
                translate("MeterWidget", "{state}; level {level} dBFS").format(
                    state=said, level=f"{rms_dbfs:.0f}"
                )
            )
        if announce:
            self.announce(
                translate("MeterWidget", "Input level: {state}").format(state=said),
                assertive=assertive,
            )

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Say ``text`` through assistive technology (and keep it in ``announcements``)."""
        self.announcements.append((text, assertive))
        announce(self.level_bar, text, assertive=assertive)

    def show_snapshot(self, snapshot: MeterSnapshot) -> None:
        """Show a ``MeterSnapshot``."""
        self.show_level(snapshot)
        self._show_speech(snapshot.speech_seconds, snapshot.target_seconds)
        remaining = max(0.0, snapshot.max_seconds - snapshot.elapsed_seconds)
        elapsed = int(snapshot.elapsed_seconds)  # a stopwatch: whole seconds gone by
        if remaining <= 15 and snapshot.elapsed_seconds > 0:
            text = translate("MeterWidget", "Elapsed {elapsed} of {total} — stops in {left} s")
            text = text.format(
                elapsed=format_clock(elapsed),
                total=format_clock(snapshot.max_seconds),
                left=int(remaining),
            )
        else:
            text = _elapsed(elapsed, snapshot.max_seconds)
        self._idle = False
        if self.elapsed_label.text() != text:
            self.elapsed_label.setText(text)
        self._set_warnings(tuple(snapshot.warnings))

    def _set_clip(self, clipped: bool) -> None:
        if clipped == self._clipped and self.clip_lamp.styleSheet():
            return
        self._clipped = clipped
        colour = _CLIP_ON if clipped else _CLIP_OFF
        self.clip_lamp.setStyleSheet(
            f"background: {colour}; color: white; border-radius: 4px; padding: 2px;"
        )
        self.clip_lamp.setToolTip(
            translate("MeterWidget", "The input has clipped")
            if clipped
            else translate("MeterWidget", "No clipping")
        )

    def _show_speech(self, speech: float, target: float) -> None:
        fraction = 1.0 if target <= 0 else min(1.0, speech / target)
        self.speech_bar.setValue(int(fraction * 1000))
        enough = speech >= target
        if enough:
            text = translate("MeterWidget", "Enough speech ✓ ({seconds} s)").format(
                seconds=f"{speech:.0f}"
            )
        else:
            text = translate("MeterWidget", "{spoken} s of {target} s").format(
                spoken=QLocale().toString(speech, "f", 1), target=f"{target:.0f}"
            )
        if text != self.speech_label.text():
            self.speech_label.setText(text)
        if enough and not self._enough_said:
            self._enough_said = True
            seconds = round(speech)
            self.announce(translate("MeterWidget", "Enough speech: %n second(s)", None, seconds))
        if enough != self._enough or not self.speech_bar.styleSheet():
            self._enough = enough
            colour = _GOOD if enough else _WAIT
            self.speech_bar.setStyleSheet(f"QProgressBar::chunk {{ background: {colour}; }}")
            self.speech_label.setStyleSheet(
                f"color: {colour}; font-weight: {'bold' if enough else 'normal'};"
            )

    def _set_warnings(self, warnings: tuple[str, ...]) -> None:
        if warnings == self._warnings:
            return
        self._warnings = warnings
        self.warnings_label.setText("\n".join(f"⚠ {w}" for w in warnings))
        self.warnings_label.setVisible(bool(warnings))

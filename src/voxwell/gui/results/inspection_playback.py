"""Playing a stretch of a take from the inspection view, with a cursor that follows the sound.

``SpanPlayer`` starts the sound through a ``Playback`` (by default ``voxwell.audio``, imported only
when first used: it loads PortAudio), moves the cursor from a clock while the device plays, and
says in plain words what plays, what stopped, or why nothing can.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QLocale, QObject, QTimer

from voxwell.errors import VoxwellError
from voxwell.i18n import translate

__all__ = ["Playback", "SpanPlayer"]


@dataclass(frozen=True)
class Playback:
    """How the view plays sound: ``play(path, start, end)`` returns the seconds it will play."""

    play: Callable[[Path, float, float], float]
    stop: Callable[[], None]
    is_playing: Callable[[], bool]


def _seconds(value: float) -> str:
    """Seconds with two decimals, as the app's locale writes numbers."""
    return QLocale().toString(value, "f", 2)


def _audio_playback() -> Playback:
    from voxwell.audio import is_playing, play_segment, stop_playback

    return Playback(play_segment, stop_playback, is_playing)


class SpanPlayer(QObject):
    """Plays spans of one take; ``set_cursor`` gets the playing time (None when it ends),
    ``say`` a sentence for the status line, ``changed`` is called when playing starts or ends."""

    def __init__(
        self,
        parent: QObject,
        playback: Playback | None,
        *,
        set_cursor: Callable[[float | None], None],
        say: Callable[[str], None],
        changed: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self._playback = playback
        self._set_cursor = set_cursor
        self._say = say
        self._changed = changed
        self._span = (0.0, 0.0)
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(30)
        self._timer.timeout.connect(self._advance)

    def play(self, take: Path | None, start: float, end: float) -> bool:
        """Play ``start``..``end`` of ``take``; False (said why) when it cannot."""
        if take is None or not take.is_file():
            self._say(translate("SpanPlayer", "The take file is missing; nothing to play."))
            return False
        self.stop()
        start = max(0.0, start)
        playback = self._playback = self._playback or _audio_playback()
        try:
            length = playback.play(take, start, end)
        except (VoxwellError, ImportError, AttributeError) as exc:
            self._say(translate("SpanPlayer", "Cannot play: {reason}").format(reason=exc))
            return False
        self._span = (start, start + length)
        self._clock.start()
        self._set_cursor(start)
        self._timer.start()
        self._say(
            translate("SpanPlayer", "Playing {start}–{end} s.").format(
                start=_seconds(start), end=_seconds(start + length)
            )
        )
        self._changed()
        return True

    def stop(self) -> None:
        if self._timer.isActive():
            if self._playback is not None:
                self._playback.stop()
            start, end = self._span
            self._say(
                translate("SpanPlayer", "Stopped ({start}–{end} s was playing).").format(
                    start=_seconds(start), end=_seconds(end)
                )
            )
        self._timer.stop()
        self._set_cursor(None)
        self._changed()

    def is_playing(self) -> bool:
        return self._timer.isActive()

    def _advance(self) -> None:
        start, end = self._span
        now = start + self._clock.elapsed() / 1000.0
        playing = self._playback is not None and self._playback.is_playing()
        if now >= end or not playing:
            self.stop()
            return
        self._set_cursor(now)

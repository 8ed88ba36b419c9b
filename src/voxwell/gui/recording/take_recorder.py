"""Driving one take at a time through ``voxwell.audio.TakeSession`` from a Qt timer.

``TakeRecorder`` opens the capture source for a slot, starts the take, drains it 40 times
a second (``snapshot`` carries each meter reading; the take's disk work is in its own writer
thread, so a poll never waits for the disk), and when the take ends (stopped, 3-minute
limit, file ended, device lost) keeps it as WAV, closes the input and emits ``takeEnded``. The
input is open only while a take records or a level check shows the level: a level check ends by
itself after ``LEVEL_CHECK_SECONDS`` without a take (``levelCheckEnded``), or when the view asks
(its page is left), so the system's microphone-in-use light is off in front of the patient between
takes. Closing mid-take leaves the ``.partial.wav`` on disk for the recovery prompt. No widget
touches the audio stream.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from voxwell.desk.take_inputs import SourceFactory
from voxwell.errors import VoxwellError
from voxwell.i18n import translate

if TYPE_CHECKING:  # voxwell.audio loads PortAudio: imported when the first take starts
    from voxwell.audio import (
        BackgroundTakeWriter,
        MeterTargets,
        SessionStatus,
        TakeOwner,
        TakeSession,
    )
    from voxwell.audio.session import Tap

__all__ = ["LEVEL_CHECK_SECONDS", "POLL_INTERVAL_MS", "TakeRecorder"]

_log = logging.getLogger(__name__)

POLL_INTERVAL_MS = 25
"""How often the take is drained and the meter redrawn: 40 a second, so that a busy machine
still draws well over 25 frames a second."""

LEVEL_CHECK_SECONDS = 30
"""How long a level check keeps the input open without a take starting."""


class TakeRecorder(QObject):
    """Records takes for slots; ``takeEnded(slot, status, path, error)`` when one ends."""

    snapshot = Signal(object)  # voxwell.audio.MeterSnapshot
    takeEnded = Signal(str, object, object, object)  # slot, SessionStatus, Path | None, error
    levelCheckEnded = Signal()  # the input of a level check was closed (its time was up)

    def __init__(
        self,
        source_factory: SourceFactory,
        takes_folder: Path,
        parent: QObject | None = None,
        *,
        fsync: Callable[[int], None] = os.fsync,
    ) -> None:
        super().__init__(parent)
        self._fsync = fsync  # passed to each take's writer thread
        self._source_factory = source_factory
        self._takes_folder = takes_folder
        self._session: TakeSession | None = None
        self._session_is_file = False
        self._slot = ""
        self._tap: Tap | None = None
        self.overflows = 0  # input overflows over all takes (benchmark, tests)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_INTERVAL_MS)
        self._timer.timeout.connect(self.poll)
        self.level_check_timer = QTimer(self)
        self.level_check_timer.setSingleShot(True)
        self.level_check_timer.setInterval(LEVEL_CHECK_SECONDS * 1000)
        self.level_check_timer.timeout.connect(self.end_level_check)

    @property
    def folder(self) -> Path:
        return self._takes_folder

    @property
    def recording_slot(self) -> str:
        """The slot being recorded ("" when none)."""
        return self._slot

    @property
    def writer(self) -> BackgroundTakeWriter | None:
        """The take writer of the take in progress (None between takes)."""
        return self._session.writer if self._session is not None else None

    def set_tap(self, tap: Tap | None) -> None:
        """Who hears each block of every take (live monitoring); it never holds a take up."""
        self._tap = tap
        if self._session is not None:
            self._session.tap = tap

    def set_source_factory(self, factory: SourceFactory) -> None:
        self.close()
        self._source_factory = factory

    def _open(self, slot: str, targets: MeterTargets) -> TakeSession:
        from voxwell.audio import FileInput, TakeSession

        session = self._session
        if (
            session is not None
            and not self._session_is_file
            and session.source.state.value == "running"
        ):
            return session
        self.close()
        source = self._source_factory(slot)
        session = self._session = TakeSession(
            source, targets, self.folder, label=slot, fsync=self._fsync
        )
        session.tap = self._tap
        self._session_is_file = isinstance(source, FileInput)
        return session

    @property
    def input_open(self) -> bool:
        """The input (a microphone, or a file standing in for one) is open."""
        return self._session is not None

    @property
    def previewing(self) -> bool:
        """The input is open for a level check (no take is being recorded)."""
        session = self._session
        return not self._slot and session is not None and session.state.value == "preview"

    def preview(self, slot: str, targets: MeterTargets) -> None:
        """Open the input for a level check: the meter shows the level, nothing is recorded."""
        if self._slot:
            return
        session = self._open(slot, targets)
        if session.state.value == "idle":
            session.open()
        self._timer.start()
        self.level_check_timer.start()

    def end_level_check(self) -> None:
        """Close the input of a level check (nothing is recorded); a take goes on."""
        if self.previewing:
            self.close()
            self.levelCheckEnded.emit()

    def start(self, slot: str, targets: MeterTargets, owner: TakeOwner | None = None) -> None:
        """Begin a take of ``slot``; ``VoxwellError`` (plain message) when the input fails.

        ``owner``: whose take it is (session id, user label), kept beside the take.
        """
        if self._slot:
            raise VoxwellError(
                translate("TakeRecorder", "A take is already being recorded; stop it first.")
            )
        try:
            self._open(slot, targets).record(label=slot, owner=owner)
        except VoxwellError:
            self.close()
            raise
        self.level_check_timer.stop()
        self._slot = slot
        self._timer.start()

    def stop(self) -> None:
        """End the take in progress (it is kept, and ``takeEnded`` follows at once)."""
        if self._slot and self._session is not None:
            self._session.stop()
            self.poll(wait=True)

    def poll(self, wait: bool = False) -> None:
        """Drain the take and emit the meter; never waits for the disk unless ``wait``."""
        session = self._session
        if session is None:
            self._timer.stop()
            return
        status = session.poll()
        self.snapshot.emit(status.meter)
        if self._slot and status.state.value == "ended":
            writer = session.writer
            if not wait and writer is not None and writer.saving:
                return  # the writer thread is still writing the take's end: keep it next tick
            self.overflows += status.overflows
            self._finish(session, status)

    def _finish(self, session: TakeSession, status: SessionStatus) -> None:
        slot, self._slot = self._slot, ""
        path: Path | None = None
        error: VoxwellError | None = None
        try:
            path = session.keep("wav")
        except VoxwellError as exc:
            error = exc
        self.close()  # the microphone is not left open between takes
        self.takeEnded.emit(slot, status, path, error)

    def close(self) -> None:
        """Stop the input; a take in progress stays on disk for the recovery scan."""
        self._timer.stop()
        self.level_check_timer.stop()
        session, self._session = self._session, None
        self._slot = ""
        if session is not None:
            try:
                session.close()
            except VoxwellError as exc:
                _log.warning("Closing the input failed: %s", exc)

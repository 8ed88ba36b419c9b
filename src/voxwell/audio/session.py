"""A take session: capture source → take writer → speech meter, driven by ``poll()``.

The GUI creates one :class:`TakeSession` per recording screen and calls :meth:`~TakeSession.poll`
from a timer (every 30–50 ms). Nothing here blocks for long or raises from ``poll()``: a lost
device, a full disk or the 3-minute limit end the take, keep what was recorded, and say why in
:attr:`SessionStatus.stop_reason`. The user then keeps the take (WAV or FLAC) or discards it.

States: ``IDLE`` → :meth:`open` → ``PREVIEW`` (level meter only) → :meth:`record` →
``RECORDING`` → :meth:`stop` or auto-stop → ``ENDED`` → :meth:`keep` / :meth:`discard` →
``PREVIEW`` again (or ``IDLE`` if the source has stopped).
"""

from __future__ import annotations

import enum
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from voxwell.audio.capture import DeviceInput
from voxwell.audio.devices import InputDevice
from voxwell.audio.meter import MeterSnapshot, MeterTargets, SpeechDetector, SpeechMeter
from voxwell.audio.source import CaptureSource, Samples, SourceState
from voxwell.audio.take_thread import BackgroundTakeWriter
from voxwell.audio.takes import TakeFormat, TakeOwner
from voxwell.errors import AudioError, TakeError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import format_clock

__all__ = ["MAX_LENGTH_REASON", "SessionState", "SessionStatus", "TakeSession", "Tap"]

_log = logging.getLogger(__name__)

Tap = Callable[[Samples, int], None]
"""Hears each block of a take as it is written (samples, sample rate): live monitoring."""

# In English here; a status says them in the app's language (``translate("TakeSession", ...)``).
MAX_LENGTH_REASON = QT_TRANSLATE_NOOP(
    "TakeSession", "The take reached the {limit} maximum and was stopped there."
)
FILE_ENDED_REASON = QT_TRANSLATE_NOOP("TakeSession", "The input file has ended.")


class SessionState(enum.Enum):
    IDLE = "idle"
    PREVIEW = "preview"
    RECORDING = "recording"
    ENDED = "ended"


@dataclass(frozen=True)
class SessionStatus:
    """What :meth:`TakeSession.poll` reports: the meter plus the session's own state."""

    state: SessionState
    meter: MeterSnapshot
    source_state: SourceState
    take_path: Path | None
    take_seconds: float
    overflows: int
    stop_reason: str | None

    @property
    def warnings(self) -> tuple[str, ...]:
        """The meter's warnings, plus one if audio was lost during the take."""
        if self.overflows == 0:
            return self.meter.warnings
        overflows = self.overflows  # a plain name: lupdate reads no attribute as the count
        gaps = translate(
            "TakeSession",
            "%n short gap(s) in the recording: the computer was too busy to keep up. Close other "
            "programs and record again if the take matters.",
            None,
            overflows,
        )
        return (*self.meter.warnings, gaps)


class TakeSession:
    """Ties one :class:`CaptureSource` to a take writer and a :class:`SpeechMeter`.

    Takes are written by a :class:`BackgroundTakeWriter` (its own thread), so :meth:`poll` only
    hands the audio over; ``fsync`` is passed to it (``os.fsync``; a test may slow it down).
    """

    def __init__(
        self,
        source: CaptureSource,
        targets: MeterTargets,
        folder: Path,
        *,
        label: str = "take",
        detector_factory: Callable[[int], SpeechDetector] | None = None,
        fsync: Callable[[int], None] = os.fsync,
    ) -> None:
        self._source = source
        self._fsync = fsync
        self._targets = targets
        self._folder = folder
        self._label = label
        self._detector_factory = detector_factory
        self._meter = self._new_meter()
        self._state = SessionState.IDLE
        self._writer: BackgroundTakeWriter | None = None
        self._stop_reason: str | None = None
        self._overflows_at_start = 0
        self._last = self._meter.snapshot()
        self.tap: Tap | None = None
        """Called with every block written to a take; a tap that fails is dropped, the take
        goes on (nothing of a take depends on who listens)."""

    def _new_meter(self) -> SpeechMeter:
        rate = self._source.samplerate
        detector = self._detector_factory(rate) if self._detector_factory else None
        return SpeechMeter(rate, self._targets, detector)

    @property
    def source(self) -> CaptureSource:
        return self._source

    @property
    def state(self) -> SessionState:
        return self._state

    @property
    def writer(self) -> BackgroundTakeWriter | None:
        return self._writer

    def switch_device(self, device: InputDevice) -> None:
        """Record from ``device`` from now on; the old input runs until the new one has started.

        During a take the take's sample rate is kept (the new device must support it, or
        ``AudioDeviceError`` is raised and the take goes on from the old one); otherwise the new
        device's native rate is used.
        """
        source = self._source
        if not isinstance(source, DeviceInput):
            raise AudioError(
                translate(
                    "TakeSession",
                    "This take is being read from a file; there is no device to switch.",
                )
            )
        recording = self._state is SessionState.RECORDING
        source.switch_device(device, source.samplerate if recording else None)
        if source.samplerate != self._meter.samplerate:
            self._meter = self._new_meter()

    def open(self) -> None:
        """Start the source for the level preview; raises ``AudioDeviceError`` if it cannot."""
        if self._source.state is not SourceState.RUNNING:
            self._source.start()
        if self._source.samplerate != self._meter.samplerate:
            self._meter = self._new_meter()
        if self._state is SessionState.IDLE:
            self._state = SessionState.PREVIEW

    def record(self, label: str | None = None, *, owner: TakeOwner | None = None) -> None:
        """Begin a take now (audio from before this call is not part of it).

        ``owner``: whose take it is (session id, user label), kept in the take's sidecar.
        """
        if self._state is SessionState.IDLE:
            self.open()
        elif self._state is SessionState.PREVIEW:
            self._meter.update(self._source.drain())  # the preview's tail, not part of the take
        else:
            raise AudioError(
                translate(
                    "TakeSession", "Keep or discard the last take before recording a new one."
                )
            )
        if self._source.state is not SourceState.RUNNING:
            raise self._source.error or AudioError(
                translate("TakeSession", "The input is not running; choose an input.")
            )
        self._meter.reset()
        self._writer = BackgroundTakeWriter(
            self._source.samplerate,
            self._folder,
            label=label or self._label,
            extra=owner.notes() if owner is not None else {},
            fsync=self._fsync,
        )
        self._overflows_at_start = self._source.overflows
        self._stop_reason = None
        self._state = SessionState.RECORDING

    def poll(self) -> SessionStatus:
        """Drain the source into the take and the meter; never raises. Call it from a timer."""
        # Read the state before draining: a file source may deliver its last block and finish
        # between the two, and those samples must still be drained.
        source_state = self._source.state
        blocks = self._source.drain() if self._state is not SessionState.IDLE else []
        if self._state is SessionState.RECORDING and self._writer is not None:
            self._record_blocks(blocks, source_state)
        elif self._state is SessionState.PREVIEW:
            self._last = self._meter.update(blocks)
        # ENDED: the snapshot stays the take's last one until it is kept or discarded.
        return self.status()

    def _record_blocks(self, blocks: list[Samples], source_state: SourceState) -> None:
        writer = self._writer
        assert writer is not None
        limit = int(self._targets.max_seconds * self._source.samplerate)
        try:
            for block in blocks:
                room = limit - writer.frames_written
                part = block[:room]
                writer.write(part)
                self._meter.feed(part)
                self._tell_tap(part)
                if room <= block.shape[0]:
                    limit_text = format_clock(self._targets.max_seconds)
                    reason = translate("TakeSession", MAX_LENGTH_REASON)
                    self._end(reason.format(limit=limit_text))
                    break
        except TakeError as exc:
            self._end(str(exc))
        self._last = self._meter.snapshot()
        if self._state is SessionState.RECORDING:
            if source_state is SourceState.FAILED:
                error = self._source.error
                self._end(str(error) if error else translate("TakeSession", "The input stopped."))
            elif source_state is SourceState.FINISHED and not blocks:
                self._end(translate("TakeSession", FILE_ENDED_REASON))

    def _tell_tap(self, block: Samples) -> None:
        tap = self.tap
        if tap is None or block.shape[0] == 0:
            return
        try:
            tap(block, self._source.samplerate)
        except Exception:  # a listener's fault never reaches the take
            _log.exception("The take's listener failed; the take goes on without it")
            self.tap = None

    def stop(self) -> None:
        """End the take (by the user); it waits for :meth:`keep` or :meth:`discard`."""
        if self._state is SessionState.RECORDING:
            if self._writer is not None:
                state = self._source.state
                self._record_blocks(self._source.drain(), state)
            if self._state is SessionState.RECORDING:
                self._end(None, wait=True)

    def _end(self, reason: str | None, *, wait: bool = False) -> None:
        """End the take. From :meth:`poll` the writer thread finishes the file on its own
        (``writer.saving`` until then; :meth:`keep` waits for it); ``wait`` waits here."""
        self._stop_reason = reason
        self._state = SessionState.ENDED
        if self._writer is not None:
            try:
                if wait:
                    self._writer.close()
                else:
                    self._writer.request_close()
            except TakeError as exc:
                self._stop_reason = str(exc)

    def keep(self, fmt: TakeFormat = "wav") -> Path:
        """Keep the ended take as WAV or FLAC; returns its path."""
        if self._state is SessionState.RECORDING:
            self.stop()
        if self._writer is None or self._state is not SessionState.ENDED:
            raise TakeError(
                translate("TakeSession", "There is no finished take to keep; record one first.")
            )
        path = self._writer.finish(fmt)
        self._after_take()
        return path

    def discard(self) -> None:
        """Throw the current or ended take away."""
        if self._writer is not None:
            self._writer.discard()
        self._after_take()

    def _after_take(self) -> None:
        self._writer = None
        self._meter.reset()  # the preview starts afresh
        running = self._source.state is SourceState.RUNNING
        self._state = SessionState.PREVIEW if running else SessionState.IDLE

    def close(self) -> None:
        """Stop the source. An unfinished take stays on disk for the recovery scan."""
        if self._state is SessionState.RECORDING:
            self.stop()
        self._source.stop()
        if self._state is SessionState.PREVIEW:
            self._state = SessionState.IDLE

    def status(self) -> SessionStatus:
        writer = self._writer
        return SessionStatus(
            state=self._state,
            meter=self._last,
            source_state=self._source.state,
            take_path=writer.path if writer is not None else None,
            take_seconds=writer.duration_seconds if writer is not None else 0.0,
            overflows=self._source.overflows - self._overflows_at_start,
            stop_reason=self._stop_reason,
        )

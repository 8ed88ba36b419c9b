"""What every capture source shares: the state, the callback path into the ring, ``drain()``.

:class:`CaptureSource` is the interface the GUI and :class:`~voxwell.audio.session.TakeSession`
use. :class:`RingSource` implements the part common to the microphone
(:class:`~voxwell.audio.capture.DeviceInput`) and the file player
(:class:`~voxwell.audio.file_source.FileInput`): both feed :meth:`RingSource._deliver`, the one
function that runs on the audio thread, and both are drained the same way.
"""

from __future__ import annotations

import enum
import threading
import time
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from voxwell.audio.ring import SampleRing
from voxwell.errors import AudioDeviceError

__all__ = ["CaptureSource", "RingSource", "Samples", "SourceState"]

Samples = npt.NDArray[np.float32]


class SourceState(enum.Enum):
    IDLE = "idle"  # created, not started
    RUNNING = "running"
    STOPPED = "stopped"  # stopped by the caller
    FINISHED = "finished"  # a file source reached the end of its file
    FAILED = "failed"  # the device was lost or refused; see ``error``


@runtime_checkable
class CaptureSource(Protocol):
    """A source of mono float32 audio at ``samplerate``, drained by the consumer thread."""

    @property
    def samplerate(self) -> int: ...

    @property
    def state(self) -> SourceState: ...

    @property
    def error(self) -> AudioDeviceError | None: ...

    @property
    def overflows(self) -> int: ...

    @property
    def description(self) -> str: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def drain(self) -> list[Samples]: ...


class RingSource:
    """Base of the sources: ring buffer, counters, state and ``drain()``.

    Subclasses call :meth:`_deliver` from their producer thread (the PortAudio callback or the
    file player) and nothing else from it.
    """

    def __init__(self, samplerate: int, ring_seconds: float = 30.0) -> None:
        if samplerate <= 0:
            raise ValueError("samplerate must be positive")
        self._samplerate = int(samplerate)
        self._ring = SampleRing(max(1, int(ring_seconds * samplerate)))
        self._state = SourceState.IDLE
        self._error: AudioDeviceError | None = None
        # Written by the producer thread only.
        self._input_overflows = 0
        self._last_delivery = 0.0
        # Set by the consumer after each read so a faster-than-real-time producer can wait.
        self._space = threading.Event()
        self._pending: list[Samples] = []
        self._retired_drops = (0, 0)  # (blocks, samples) dropped by rings replaced since

    # -- the audio thread ------------------------------------------------------------------
    def _deliver(
        self, ring: SampleRing, indata: npt.NDArray[np.float32], overflowed: bool = False
    ) -> None:
        """Copy the first channel of ``indata`` (frames x channels) into ``ring``.

        The ring is passed in (not read from ``self``) so that while a device switch overlaps two
        streams, each writes only to its own ring.
        """
        if overflowed:
            self._input_overflows += 1
        ring.write(indata[:, 0])
        self._last_delivery = time.monotonic()

    # -- the consumer thread ---------------------------------------------------------------
    @property
    def samplerate(self) -> int:
        return self._samplerate

    @property
    def state(self) -> SourceState:
        return self._state

    @property
    def error(self) -> AudioDeviceError | None:
        return self._error

    @property
    def overflows(self) -> int:
        """Blocks lost: PortAudio input overflows plus blocks the full ring had to drop."""
        return self._input_overflows + self._retired_drops[0] + self._ring.dropped_blocks

    @property
    def dropped_samples(self) -> int:
        """Samples dropped because the consumer did not drain in time."""
        return self._retired_drops[1] + self._ring.dropped_samples

    @property
    def last_delivery(self) -> float:
        """``time.monotonic()`` of the last block the producer delivered (0.0 if none)."""
        return self._last_delivery

    def drain(self) -> list[Samples]:
        """The samples captured since the last call, oldest first (empty list if none)."""
        blocks = self._pending
        self._pending = []
        fresh = self._ring.read()
        self._space.set()
        if fresh.size:
            blocks.append(fresh)
        return blocks

    def _fail(self, message: str) -> None:
        self._error = AudioDeviceError(message)
        self._state = SourceState.FAILED

    def _replace_ring(self, ring: SampleRing, samplerate: int) -> None:
        """Switch to ``ring`` once the old ring's producer has stopped; keep its unread samples."""
        old = self._ring
        leftover = old.read()
        if leftover.size:
            self._pending.append(leftover)
        blocks, samples = self._retired_drops
        self._retired_drops = (blocks + old.dropped_blocks, samples + old.dropped_samples)
        self._ring = ring
        self._samplerate = int(samplerate)

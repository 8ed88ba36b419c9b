"""A capture source that plays a file into the same callback path as a microphone.

For tests, demos and machines without a microphone: a thread reads the file in small blocks and
hands each to :meth:`~voxwell.audio.source.RingSource._deliver`, exactly as the PortAudio callback
does, at real-time pace (``speed=1``), faster (``speed=20``) or as fast as the consumer drains
(``speed=math.inf``, which waits for room in the ring instead of dropping).
"""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path

import numpy as np
import soundfile

from voxwell.audio.source import RingSource, SourceState
from voxwell.errors import AudioDeviceError
from voxwell.i18n import translate

__all__ = ["FileInput"]


class FileInput(RingSource):
    """Plays ``path`` (any format libsndfile reads: WAV, FLAC, Ogg) as if it were a microphone."""

    def __init__(
        self,
        path: str | Path,
        *,
        speed: float = 1.0,
        block_seconds: float = 0.01,
        ring_seconds: float = 30.0,
    ) -> None:
        if not speed > 0:
            raise ValueError("speed must be positive")
        self._path = Path(path)
        try:
            info = soundfile.info(str(self._path))
        except (soundfile.LibsndfileError, RuntimeError, OSError) as exc:
            raise AudioDeviceError(
                translate(
                    "FileInput",
                    "Cannot play '{file}' as an input: it is not a readable audio file "
                    "({error}). Use a WAV, FLAC or Ogg file.",
                ).format(file=self._path.name, error=exc)
            ) from exc
        super().__init__(int(info.samplerate), ring_seconds)
        self._frames_total = int(info.frames)
        self._speed = speed
        self._block = max(1, int(block_seconds * self._samplerate))
        self._stop_event = threading.Event()
        self._thread: threading.Thread | None = None
        self._delivered = 0
        self.started_at = 0.0  # time.monotonic() when playing began (for latency measurements)

    @property
    def description(self) -> str:
        return translate("FileInput", "File: {file}").format(file=self._path.name)

    @property
    def duration_seconds(self) -> float:
        return self._frames_total / self._samplerate

    @property
    def delivered_samples(self) -> int:
        return self._delivered

    def start(self) -> None:
        if self._state is SourceState.RUNNING:
            return
        self._stop_event.clear()
        self._delivered = 0  # (re)start from the beginning of the file
        self._state = SourceState.RUNNING
        self.started_at = time.monotonic()
        self._thread = threading.Thread(target=self._play, name="voxwell-file-input", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop_event.set()
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join()
        if self._state is SourceState.RUNNING:
            self._state = SourceState.STOPPED

    def _play(self) -> None:
        try:
            with soundfile.SoundFile(str(self._path)) as f:
                self._pace(f)
        except (soundfile.LibsndfileError, RuntimeError, OSError) as exc:
            self._fail(
                translate("FileInput", "Reading '{file}' failed part way: {error}.").format(
                    file=self._path.name, error=exc
                )
            )
            return
        if self._state is SourceState.RUNNING and not self._stop_event.is_set():
            self._state = SourceState.FINISHED

    def _pace(self, f: soundfile.SoundFile) -> None:
        start = self.started_at
        while not self._stop_event.is_set():
            block = f.read(self._block, dtype="float32", always_2d=True)
            if block.shape[0] == 0:
                return
            if block.shape[1] > 1:
                block = block.mean(axis=1, keepdims=True, dtype=np.float32)
            if math.isinf(self._speed):
                self._wait_for_room(block.shape[0])
            else:
                # A block is "captured" once its last sample has been played.
                due = start + (self._delivered + block.shape[0]) / (self._samplerate * self._speed)
                delay = due - time.monotonic()
                if delay > 0 and self._stop_event.wait(delay):
                    return
            self._deliver(self._ring, block)
            self._delivered += block.shape[0]

    def _wait_for_room(self, n: int) -> None:
        while self._ring.capacity - self._ring.available < n and not self._stop_event.is_set():
            self._space.wait(0.05)
            self._space.clear()

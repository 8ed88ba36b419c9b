"""A take writer with its own thread: the caller hands over blocks, the thread writes and fsyncs.

The timer that drains the input runs on the GUI thread 40 times a second. A
:class:`~voxwell.audio.takes.TakeWriter` flushes and fsyncs about every second, and an fsync can
take hundreds of milliseconds on a busy or slow disk; done in the timer, it would freeze the
meter. :class:`BackgroundTakeWriter` converts each block to 16-bit samples, puts it on a queue
and returns; one writer thread per take does the writing, the header updates and the fsyncs, in
order. A failure of the thread (a full disk) is raised as ``TakeError`` by the next
:meth:`~BackgroundTakeWriter.write`, and by :meth:`~BackgroundTakeWriter.close`.
Ending a take waits for the thread to write what is still queued (at most about a second).
"""

from __future__ import annotations

import contextlib
import queue
import threading
from pathlib import Path
from typing import Unpack

import numpy as np
import numpy.typing as npt

from voxwell.audio.takes import TakeFormat, TakeOptions, TakeWriter, keep_partial, to_pcm16
from voxwell.errors import TakeError
from voxwell.i18n import translate

__all__ = ["BackgroundTakeWriter"]

_SYNC = "sync"  # make the header of the new take durable
_CLOSE = "close"  # write what is queued, flush, close the file, end the thread


class BackgroundTakeWriter:
    """Writes one take like :class:`TakeWriter`, with the disk work in a writer thread.

    Same arguments as :class:`TakeWriter`; construction raises ``TakeError`` at once when the
    take cannot be started (an unusable folder).
    """

    def __init__(self, samplerate: int, folder: Path, **options: Unpack[TakeOptions]) -> None:
        self._writer = TakeWriter(samplerate, folder, sync_on_open=False, **options)
        self._queue: queue.SimpleQueue[npt.NDArray[np.int16] | str] = queue.SimpleQueue()
        self._frames_handed = 0
        self._error: TakeError | None = None
        self._closing = False
        self._kept = False
        self._thread = threading.Thread(
            target=self._run, name=f"take-writer {self._writer.path.name}", daemon=True
        )
        self._queue.put(_SYNC)
        self._thread.start()

    # -- the writer thread ---------------------------------------------------------------------

    def _run(self) -> None:
        writer = self._writer
        while True:
            item = self._queue.get()
            if self._error is not None and item is not _CLOSE:
                continue  # the take has failed: what is still queued cannot be written
            try:
                if item is _CLOSE:
                    writer.close()
                    return
                if item is _SYNC:
                    writer.sync()
                else:
                    assert not isinstance(item, str)
                    writer.write_pcm(item)
            except TakeError as exc:
                self._error = exc
                if item is _CLOSE:
                    return

    # -- the caller's side ---------------------------------------------------------------------

    @property
    def path(self) -> Path:
        """Where the take is being written (``*.partial.wav`` until finished)."""
        return self._writer.path

    @property
    def samplerate(self) -> int:
        return self._writer.samplerate

    @property
    def frames_written(self) -> int:
        """Frames handed to :meth:`write` so far (on disk, or queued for the thread)."""
        return self._frames_handed

    @property
    def frames_flushed(self) -> int:
        """Frames safely on disk, inside the header's sizes."""
        return self._writer.frames_flushed

    @property
    def duration_seconds(self) -> float:
        return self._frames_handed / self._writer.samplerate

    def write(self, block: npt.NDArray[np.float32]) -> None:
        """Hand mono float samples to the writer thread; never waits for the disk."""
        if self._closing:
            raise TakeError(
                translate(
                    "Takes", "This take is already finished; start a new take to record more."
                )
            )
        if self._error is not None:
            raise self._error
        if block.size == 0:
            return
        pcm = to_pcm16(block)  # a copy: the caller may reuse its block
        self._frames_handed += pcm.shape[0]
        self._queue.put(pcm)

    @property
    def saving(self) -> bool:
        """Closing was asked for and the thread is still writing the take's end."""
        return self._closing and self._thread.is_alive()

    def request_close(self) -> None:
        """Ask the thread to write what is queued and close the file; returns at once."""
        if not self._closing:
            self._closing = True
            self._queue.put(_CLOSE)

    def close(self) -> None:
        """Write what is queued, flush and close the file (left as ``.partial.wav``); waits."""
        self.request_close()
        self._thread.join()
        if self._error is not None:
            raise self._error

    def finish(self, fmt: TakeFormat = "wav") -> Path:
        """Close the take and keep it as ``<stem>.wav`` or ``<stem>.flac``; returns the path."""
        if self._kept or not self._writer.path.exists():
            raise TakeError(translate("Takes", "This take has already been kept or discarded."))
        self.close()
        self._kept = True
        return keep_partial(self._writer.path, fmt)

    def discard(self) -> None:
        """Close and delete the take."""
        with contextlib.suppress(TakeError):  # thrown away: a failed write no longer matters
            self.close()
        self._writer.discard()

    def __repr__(self) -> str:
        return f"BackgroundTakeWriter({self.path.name!r}, {self.duration_seconds:.1f} s)"

"""The engine's end of one analysis worker process: starting it, its pipe, ending it with its
helpers, and what its end means for the run it held (a crash of its own on that recording, or
an end from outside)."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

from voxwell.api import MentalWellnessErrorCode
from voxwell.engine.worker import READY, Job, worker_main
from voxwell.lifeline import own_child

__all__ = ["WorkerProcess", "lost_analysis"]

_INTERNAL = MentalWellnessErrorCode.ERR_INTERNAL.value
_INVALID_FORMAT = MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT.value

_CRASH_SIGNALS = frozenset(
    getattr(signal, name)
    for name in ("SIGSEGV", "SIGBUS", "SIGILL", "SIGFPE", "SIGABRT", "SIGSYS")
    if hasattr(signal, name)
)
"""Signals of a process that crashed by itself (not one killed from outside, by SIGKILL)."""


class WorkerProcess:
    """One worker process and the engine's end of its pipe."""

    def __init__(self, log_path: Path) -> None:
        context = multiprocessing.get_context("spawn")
        parent_end, child_end = context.Pipe()
        self.connection: Connection = parent_end
        # Not daemonic: a worker may start processes of its own (a daemonic process may not
        # have children). The worker leads its own process group, so killing the group ends
        # those helpers too.
        self.process: BaseProcess = context.Process(
            target=worker_main, args=(child_end, str(log_path)), daemon=False, name="vx-analysis"
        )
        self.process.start()
        # Windows: a Job object kills the worker and its helpers if the engine dies (POSIX
        # workers watch the engine themselves, see voxwell.lifeline).
        self._ownership = own_child(self.process.pid or 0)
        child_end.close()
        self.ready = False
        self.busy = False  # a job has been sent and its outcome not yet received
        self._send_lock = threading.Lock()  # the slot thread and stop() both send

    def send(self, message: Job | None) -> None:
        with self._send_lock:
            self.connection.send(message)

    def crashed(self) -> bool:
        """Whether the (ended) process died of a crash signal of its own."""
        code = self.process.exitcode
        return code is not None and code < 0 and -code in _CRASH_SIGNALS

    def wait_ready(self, timeout: float) -> bool:
        """Wait until the worker has loaded the analysis; False if it died or took too long."""
        if self.ready:
            return True
        try:
            if self.connection.poll(timeout):
                self.ready = self.connection.recv() == READY
        except (EOFError, OSError):
            return False
        return self.ready

    def ask_to_stop(self) -> None:
        """Tell the worker to end after its current job (an idle worker ends at once)."""
        with contextlib.suppress(OSError):
            self.send(None)

    def kill(self) -> None:
        pid = self.process.pid
        if pid is not None and hasattr(os, "killpg"):
            with contextlib.suppress(OSError):
                os.killpg(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.join(5.0)
        self.connection.close()
        self._ownership.close()


def lost_analysis(worker: WorkerProcess, paths: dict[str, Path]) -> tuple[str, str]:
    """The error code and reason of a run whose worker ended while it analysed the run."""
    if any(not _is_supported_audio(path) for path in paths.values()):
        return _INVALID_FORMAT, (
            "The recording could not be decoded; upload FLAC, MP3, MP4, Ogg, WebM or WAV."
        )
    if worker.crashed():
        # The decoder or the analysis crashed on this recording: it would crash again.
        return _INVALID_FORMAT, (
            "The recording could not be analysed: decoding it crashed the analysis. Export"
            " it again as mono or stereo FLAC or WAV and create a new run."
        )
    return _INTERNAL, "The analysis worker was ended from outside while it analysed this run."


def _is_supported_audio(path: Path) -> bool:
    """Whether the analysis' sniffer takes ``path`` for one of the six containers.

    Used after a worker crashed, to tell a file that is not audio at all (the decoder choked on
    it: ``ERR_RECORDING_INVALID_FORMAT``) from a crash on a genuine recording (then how the
    worker died decides).
    Sniffing reads bytes only; nothing is decoded in the server process.
    """
    from voxwell.analysis.decoding import sniff_format  # lazy: only after a crash
    from voxwell.engine.recordings import RecordingStoreError, readable_recording
    from voxwell.errors import AnalysisError
    from voxwell.privacy.sealing import SealedDataError

    try:
        sniff_format(readable_recording(path))
    except (AnalysisError, OSError, RecordingStoreError, SealedDataError):
        return False
    return True

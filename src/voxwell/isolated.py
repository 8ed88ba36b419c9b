"""Work that may crash its process, done in a process of its own.

A decoder fault on a hostile file kills the process it happens in (an 8-channel WAV once made
PyAV segfault). The engine analyses in worker processes for that reason; the app decodes a take
for Inspect through an :class:`IsolatedWorker`: a spawned process under the same cap on address
space as an analysis worker (:func:`limit_address_space`), tied to this process
(``voxwell.lifeline``), that does one call at a time. It is started by the first call and kept
for the next (starting one costs about 0.6 CPU-s, more than the tracks of a take), and ended when
it has been idle for its idle time, so it holds no memory while nobody inspects. A call's result,
or the exception it raised, comes back; a process that died instead raises
:class:`voxwell.errors.ProcessCrashed`, and the next call starts a fresh one.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from voxwell.errors import ProcessCrashed
from voxwell.lifeline import ChildOwnership, end_with_parent, own_child

__all__ = ["ADDRESS_SPACE_LIMIT", "IsolatedWorker", "limit_address_space"]

T = TypeVar("T")

ADDRESS_SPACE_LIMIT = 3 * 1024**3
"""Address space an analysis worker, or an isolated call, may map (and each helper it starts):
about four times what an analysis of a 3-minute recording peaks at, so a hostile file that makes
the decoder balloon fails that one piece of work instead of exhausting the machine."""


def limit_address_space() -> None:
    """Cap this process's address space at ``ADDRESS_SPACE_LIMIT`` where the OS enforces it."""
    # Only where the OS enforces an address-space cap: macOS rejects RLIMIT_AS with ValueError
    # ("current limit exceeds maximum limit") and Windows has no resource module. Either way the
    # process runs on without the cap rather than failing.
    try:
        import resource
    except ImportError:
        return
    if not hasattr(resource, "RLIMIT_AS"):
        return
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        limit = ADDRESS_SPACE_LIMIT
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError) as exc:
        sys.stderr.write(f"voxwell: no address-space limit ({exc})\n")
        sys.stderr.flush()


def _serve(requests: Connection) -> None:
    limit_address_space()
    end_with_parent(lambda: os._exit(1))  # nobody is left to read the answers
    while True:
        try:
            request = requests.recv()
        except EOFError:  # the owner closed its end: the work is over
            return
        function, args = request
        try:
            outcome: tuple[bool, Any] = (True, function(*args))
        except Exception as exc:  # the caller gets it back and decides
            outcome = (False, exc)
        try:
            requests.send(outcome)
        except Exception as exc:  # an exception that does not pickle: its words still do
            requests.send((False, RuntimeError(f"{type(exc).__name__}: {exc}")))


class IsolatedWorker:
    """A process of its own for calls that may crash (functions and arguments must pickle: a
    module-level function). Calls are done one at a time, from any thread; the process starts
    with the first call and ends after ``idle_seconds`` without one (None: kept), or at
    :meth:`close`."""

    def __init__(self, idle_seconds: float | None) -> None:
        self._idle_seconds = idle_seconds
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._requests: Connection | None = None
        self._ownership: ChildOwnership | None = None
        self._idle_timer: threading.Timer | None = None
        self._calls = 0  # an idle timer ends the process only if no call came after it was set

    @property
    def pid(self) -> int | None:
        """The process's id while it runs (for tests and logs)."""
        with self._lock:
            return self._process.pid if self._process is not None else None

    def call(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` in the worker's process; its exception is raised here as it was
        raised there. ``ProcessCrashed`` when the process ended without answering (a crash, or
        the address-space cap)."""
        with self._lock:
            self._cancel_idle_timer()
            requests = self._started()
            try:
                requests.send((function, args))
                ok, value = requests.recv()
            except (EOFError, OSError):
                code = self._exit_status()
                self._stop()
                raise ProcessCrashed(f"the process doing it stopped (exit status {code})") from None
            self._calls += 1
            if self._idle_seconds is not None:
                self._idle_timer = threading.Timer(
                    self._idle_seconds, self._end_if_idle, args=(self._calls,)
                )
                self._idle_timer.daemon = True
                self._idle_timer.start()
        if not ok:
            raise value
        result: T = value
        return result

    def close(self) -> None:
        """End the process (if any); a later call starts a new one."""
        with self._lock:
            self._cancel_idle_timer()
            self._stop()

    def _started(self) -> Connection:
        if self._process is not None and not self._process.is_alive():
            self._stop()  # it died between calls (killed, out of memory): this call gets a new one
        if self._process is not None and self._requests is not None:
            return self._requests
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe(duplex=True)
        process = context.Process(target=_serve, args=(theirs,), daemon=True, name="vx-isolated")
        process.start()
        theirs.close()
        self._process, self._requests = process, ours
        self._ownership = own_child(process.pid or 0)  # Windows: it ends with us
        return ours

    def _stop(self) -> None:
        process, requests, ownership = self._process, self._requests, self._ownership
        self._process = self._requests = self._ownership = None
        if requests is not None:
            requests.close()  # the process reads the end of its work and returns
        if process is not None:
            process.join(timeout=10)
            if process.is_alive():
                process.kill()
                process.join(timeout=10)
            process.close()
        if ownership is not None:
            ownership.close()

    def _exit_status(self) -> int | None:
        process = self._process
        if process is None:
            return None
        process.join(timeout=10)
        return process.exitcode

    def _end_if_idle(self, calls: int) -> None:
        with self._lock:
            if calls != self._calls:  # a call came after this timer was set
                return
            self._idle_timer = None
            self._stop()

    def _cancel_idle_timer(self) -> None:
        if self._idle_timer is not None:
            self._idle_timer.cancel()
            self._idle_timer = None

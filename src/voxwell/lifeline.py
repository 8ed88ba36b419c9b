"""Process ownership: a child process never outlives the process that started it.

One mechanism, used for both links (the desktop app -> its engine, the engine -> its analysis
workers and their helpers), on every OS:

- **Parent side** (``own_child``): on Windows the child is put in a Job object with
  ``JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE``. Only the parent holds the job's handle, so when the
  parent ends in any way (crash, Task Manager) Windows closes the handle and kills every process
  in the job: the child and whatever it started after (job membership is inherited). Elsewhere
  it does nothing; the child side below covers POSIX.
- **Child side** (``end_with_parent``): the child calls back once its parent is gone, noticed by
  whichever comes first of
  - end of file on standard input, when the parent gave it a pipe it keeps open and never
    writes to (every OS; the parent's end closes when the parent ends, however it ends, and
    a parent that wants a clean stop just closes it: on Windows ``terminate()`` is
    TerminateProcess, which skips the child's orderly shutdown);
  - on Linux, a parent-death signal (``PR_SET_PDEATHSIG``). Linux sends it when the *thread*
    that started the child ends, not only the process (the app starts its engine from a
    short-lived thread), so the signal is a private one whose handler checks that the parent
    process really changed;
  - on POSIX, a watch thread that sees the parent id change (re-parenting), the fallback for
    macOS and for a child whose main thread is busy in C code when the signal comes.

The "one engine per data folder" work is meant to reuse this module rather than add another way.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from types import FrameType

__all__ = ["ChildOwnership", "end_with_parent", "kill_own_group_and_exit", "own_child"]

_log = logging.getLogger(__name__)

_PR_SET_PDEATHSIG = 1
_DEATH_SIGNAL = getattr(signal, "SIGUSR2", None)
"""The parent-death signal: one nothing else sends, so its handler can tell what it means."""


class ChildOwnership:
    """The parent's hold on one child (a Job object handle on Windows; nothing elsewhere).

    Keep it for as long as the child may run; ``close()`` after the child has ended. Closing it
    while the child runs kills the child and everything it started (Windows).
    """

    def __init__(self, handle: int | None = None) -> None:
        self._handle = handle

    @property
    def active(self) -> bool:
        """True when the OS kills the child with this parent (a job holds it)."""
        return self._handle is not None

    def close(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None and sys.platform == "win32":
            _close_handle(handle)

    def __del__(self) -> None:
        # Dropped without close(): the same as the parent ending (the OS closes it then anyway).
        self.close()


def own_child(pid: int) -> ChildOwnership:
    """Tie process ``pid`` (just started by this process) and its future children to us.

    Best effort: a failure is logged and the child still runs (ended then by its own watch).
    """
    if sys.platform != "win32":
        return ChildOwnership(None)
    try:
        return ChildOwnership(_job_with_kill_on_close(pid))
    except OSError as exc:
        _log.warning("Could not tie process %d to this one (Job object): %s", pid, exc)
        return ChildOwnership(None)


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x00002000
    _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS = 9
    _PROCESS_SET_QUOTA = 0x0100
    _PROCESS_TERMINATE = 0x0001

    class _BasicLimits(ctypes.Structure):
        _fields_ = [
            ("PerProcessUserTimeLimit", ctypes.c_int64),
            ("PerJobUserTimeLimit", ctypes.c_int64),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class _IoCounters(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_uint64)
            for name in (
                "ReadOperationCount",
                "WriteOperationCount",
                "OtherOperationCount",
                "ReadTransferCount",
                "WriteTransferCount",
                "OtherTransferCount",
            )
        ]

    class _ExtendedLimits(ctypes.Structure):
        _fields_ = [
            ("BasicLimitInformation", _BasicLimits),
            ("IoInfo", _IoCounters),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _HANDLE, _BOOL, _DWORD = wintypes.HANDLE, wintypes.BOOL, wintypes.DWORD
    for _name, _restype, _argtypes in (
        ("CreateJobObjectW", _HANDLE, [wintypes.LPVOID, wintypes.LPCWSTR]),
        ("SetInformationJobObject", _BOOL, [_HANDLE, ctypes.c_int, wintypes.LPVOID, _DWORD]),
        ("OpenProcess", _HANDLE, [_DWORD, _BOOL, _DWORD]),
        ("AssignProcessToJobObject", _BOOL, [_HANDLE, _HANDLE]),
        ("CloseHandle", _BOOL, [_HANDLE]),
    ):
        getattr(_kernel32, _name).argtypes = _argtypes
        getattr(_kernel32, _name).restype = _restype

    def _fail(what: str) -> OSError:
        code = ctypes.get_last_error()
        return OSError(code, f"{what} failed: {ctypes.FormatError(code)}")

    def _close_handle(handle: int) -> None:
        _kernel32.CloseHandle(handle)

    def _job_with_kill_on_close(pid: int) -> int:
        job = _kernel32.CreateJobObjectW(None, None)
        if not job:
            raise _fail("CreateJobObject")
        try:
            limits = _ExtendedLimits()
            limits.BasicLimitInformation.LimitFlags = _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            if not _kernel32.SetInformationJobObject(
                job,
                _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION_CLASS,
                ctypes.byref(limits),
                ctypes.sizeof(limits),
            ):
                raise _fail("SetInformationJobObject")
            process = _kernel32.OpenProcess(_PROCESS_SET_QUOTA | _PROCESS_TERMINATE, False, pid)
            if not process:
                raise _fail("OpenProcess")
            try:
                # Nested jobs (Windows 8+) let this work when we are in a job ourselves.
                if not _kernel32.AssignProcessToJobObject(job, process):
                    raise _fail("AssignProcessToJobObject")
            finally:
                _kernel32.CloseHandle(process)
        except BaseException:
            _kernel32.CloseHandle(job)
            raise
        return int(job)

else:

    def _close_handle(handle: int) -> None:
        del handle

    def _job_with_kill_on_close(pid: int) -> int:
        raise OSError(f"Job objects exist only on Windows (process {pid})")


class _Once:
    """Runs the callback the first time any watch fires; later calls do nothing."""

    def __init__(self, callback: Callable[[], None]) -> None:
        self._callback = callback
        self._lock = threading.Lock()
        self._fired = False

    def __call__(self) -> None:
        with self._lock:
            if self._fired:
                return
            self._fired = True
        self._callback()


def _watch_stdin(fire: _Once) -> None:
    # The parent never writes; any data is read and dropped. EOF or an error: the pipe is gone.
    with contextlib.suppress(OSError, ValueError):
        while os.read(0, 4096):
            pass
    fire()


def _watch_parent_id(parent: int, fire: _Once, interval: float) -> None:
    while os.getppid() == parent:
        time.sleep(interval)
    fire()


def _set_parent_death_signal(parent: int, fire: _Once) -> None:
    if not sys.platform.startswith("linux") or _DEATH_SIGNAL is None:
        return
    if threading.current_thread() is not threading.main_thread():
        return  # Python installs signal handlers only from the main thread
    import ctypes

    def on_signal(signum: int, frame: FrameType | None) -> None:
        del signum, frame
        if os.getppid() != parent:  # not just the parent's starting thread ending
            fire()

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        signal.signal(_DEATH_SIGNAL, on_signal)
        if libc.prctl(_PR_SET_PDEATHSIG, int(_DEATH_SIGNAL), 0, 0, 0) != 0:
            _log.debug("prctl(PR_SET_PDEATHSIG) failed: errno %d", ctypes.get_errno())
    except (OSError, AttributeError, ValueError) as exc:
        _log.debug("No parent-death signal: %s", exc)


def end_with_parent(
    on_parent_gone: Callable[[], None],
    *,
    watch_stdin: bool = False,
    exit_after: float | None = None,
    poll_interval: float = 0.2,
) -> None:
    """Call ``on_parent_gone`` once (from any thread) when this process's parent is gone.

    ``watch_stdin``: standard input is a pipe from the parent that it never writes to; its end
    of file means the parent has ended or wants this process to stop. ``exit_after``: seconds
    after the callback by which this process must have ended; past them it exits at once
    (status 3), so a stop that hangs cannot keep it alive without a parent. Call it from the
    main thread so that the Linux parent-death signal can be used too.
    """
    parent = os.getppid()

    def watch(name: str, target: Callable[..., None], *args: object) -> None:
        threading.Thread(target=target, args=args, name=f"lifeline-{name}", daemon=True).start()

    def gone() -> None:
        if exit_after is not None:
            watch("exit", _exit_later, exit_after)
        on_parent_gone()

    fire = _Once(gone)
    if watch_stdin:
        watch("stdin", _watch_stdin, fire)
    if os.name == "posix":
        _set_parent_death_signal(parent, fire)
        watch("parent", _watch_parent_id, parent, fire, poll_interval)


def _exit_later(seconds: float) -> None:
    time.sleep(seconds)
    _log.error("Still running %.0f s after the parent ended; exiting now.", seconds)
    logging.shutdown()
    os._exit(3)


def kill_own_group_and_exit() -> None:
    """End this process and every helper in its process group at once (POSIX), else just exit.

    For a process that leads its own group (an analysis worker): its helpers go with it.
    """
    if hasattr(os, "killpg"):
        with contextlib.suppress(OSError):
            os.killpg(0, signal.SIGKILL)
    os._exit(0)

"""One engine per data folder: an exclusive lock on ``engine.lock`` in the folder.

The engine takes the lock before it listens and holds it for its whole life. The lock is
``filelock``'s native one (``flock`` on POSIX, ``msvcrt.locking`` on Windows), which the
operating system drops when the process ends, however it ends, so a crash never leaves a stale
lock. The soft fallback (a marker file, for file systems without ``flock``) is turned off: a
marker outlives a crash. A second engine started on the same folder finds the lock taken and
exits with ``FOLDER_BUSY_STATUS``; the app then uses the engine already running there
(``voxwell.launcher.engine_discovery``). Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import filelock

__all__ = ["FOLDER_BUSY_STATUS", "LOCK_FILE", "FolderBusyError", "FolderLock", "lock_folder"]

LOCK_FILE = "engine.lock"

FOLDER_BUSY_STATUS = 75
"""The engine's exit status when another engine holds its data folder (EX_TEMPFAIL)."""


class FolderBusyError(OSError):
    """Another process holds the folder's lock."""


class FolderLock:
    """A held lock; ``release()`` (or the process ending) lets it go."""

    def __init__(self, lock: filelock.BaseFileLock, path: Path) -> None:
        self._lock = lock
        self.path = path

    def __repr__(self) -> str:
        return f"FolderLock({str(self.path)!r}, held={self._lock.is_locked})"

    def release(self) -> None:
        if self._lock.is_locked:
            self._lock.release(force=True)


def _write_pid(fd: int) -> None:
    """The holder's process id in the file, for people; the lock is what counts (so a file
    system that refuses the write does not undo the lock)."""
    with contextlib.suppress(OSError):
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))


def lock_folder(folder: Path) -> FolderLock:
    """Take the folder's lock now, or raise ``FolderBusyError`` (never waits)."""
    path = Path(folder) / LOCK_FILE
    lock = filelock.FileLock(
        path,
        blocking=False,
        thread_local=False,  # taken and released by whichever thread runs the engine's life
        fallback_to_soft=False,
        preserve_lock_file=True,  # the file stays; only the lock on it comes and goes
        on_acquired=_write_pid,
    )
    try:
        lock.acquire()
    except filelock.Timeout as exc:
        raise FolderBusyError(f"Another Voxwell engine is using the data folder {folder}.") from exc
    return FolderLock(lock, path)

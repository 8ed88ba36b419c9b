"""One engine per data folder: an exclusive lock on ``engine.lock`` in the folder.

The engine takes the lock before it listens and holds it for its whole life; the operating
system drops it when the process ends, however it ends (``flock`` on POSIX, ``msvcrt.locking``
on Windows), so a crash never leaves a stale lock. A second engine started on the same folder
finds it taken and exits with ``FOLDER_BUSY_STATUS``; the app then uses the engine already
running there (``voxwell.launcher.engine_discovery``). Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

__all__ = ["FOLDER_BUSY_STATUS", "LOCK_FILE", "FolderBusyError", "FolderLock", "lock_folder"]

LOCK_FILE = "engine.lock"

FOLDER_BUSY_STATUS = 75
"""The engine's exit status when another engine holds its data folder (EX_TEMPFAIL)."""


class FolderBusyError(OSError):
    """Another process holds the folder's lock."""


class FolderLock:
    """A held lock; ``release()`` (or the process ending) lets it go."""

    def __init__(self, handle: IO[bytes], path: Path) -> None:
        self._handle: IO[bytes] | None = handle
        self.path = path

    def release(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None:
            with contextlib.suppress(OSError):
                _unlock(handle)
            handle.close()


def lock_folder(folder: Path) -> FolderLock:
    """Take the folder's lock now, or raise ``FolderBusyError`` (never waits)."""
    path = Path(folder) / LOCK_FILE
    handle = path.open("a+b")  # not inherited by children (Python's files are non-inheritable)
    try:
        _lock(handle)
    except OSError as exc:
        handle.close()
        raise FolderBusyError(f"Another Voxwell engine is using the data folder {folder}.") from exc
    with contextlib.suppress(OSError):
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n".encode("ascii"))  # for people; the lock is what counts
        handle.flush()
    return FolderLock(handle, path)


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)

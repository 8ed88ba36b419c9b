"""Files another program holds for a moment: retry briefly, then say so plainly (Windows).

Windows refuses to replace or open a file that another process has open without sharing it: an
export the user still has open in Excel, a take that antivirus or a backup tool is scanning just
after it was written. Those are *sharing violations* (``PermissionError`` with ``winerror`` 32 or
33, or 5 for a replace onto an open file), and most last a fraction of a second. The operations
here retry them for up to ``SHARING_RETRY_SECONDS``; one that still fails raises a
``PermissionError`` whose message says which file is held and what to do. Any other error, and
every error on other systems (where no such locks exist), is raised at once, unchanged.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

__all__ = [
    "SHARING_RETRY_SECONDS",
    "is_sharing_violation",
    "open_for_reading",
    "replace_file",
    "retry_sharing",
]

SHARING_RETRY_SECONDS = 2.0
_PAUSE = 0.1
_SHARING_ERRORS = {5, 32, 33}  # ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION

T = TypeVar("T")


def is_sharing_violation(exc: OSError) -> bool:
    """True for Windows' "the file is in use by another process" errors."""
    return isinstance(exc, PermissionError) and getattr(exc, "winerror", None) in _SHARING_ERRORS


def _give_up_unless_held(exc: OSError, path: str | os.PathLike[str], deadline: float) -> None:
    """Re-raise ``exc`` unless it is a sharing violation with time left to wait it out."""
    if not is_sharing_violation(exc):
        raise exc
    if time.monotonic() >= deadline:
        raise PermissionError(
            f"The file {Path(path).name} is in use by another program (for example open in "
            f"Excel, or being scanned). Close it there and try again. ({exc.strerror or exc})"
        ) from exc


def retry_sharing(
    operation: Callable[[], T],
    path: str | os.PathLike[str],
    *,
    within: float = SHARING_RETRY_SECONDS,
) -> T:
    """Run ``operation`` (on ``path``), retrying sharing violations for up to ``within`` s."""
    deadline = time.monotonic() + within
    while True:
        try:
            return operation()
        except OSError as exc:
            _give_up_unless_held(exc, path, deadline)
        time.sleep(_PAUSE)


def replace_file(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """``os.replace`` (also onto an existing file, unlike ``Path.rename`` on Windows)."""
    retry_sharing(lambda: os.replace(source, target), target)


async def open_for_reading(path: Path, *, within: float = SHARING_RETRY_SECONDS) -> BinaryIO:
    """Open ``path`` for binary reading, waiting out a brief sharing violation without
    blocking the event loop."""
    deadline = time.monotonic() + within
    while True:
        try:
            return path.open("rb")
        except OSError as exc:
            _give_up_unless_held(exc, path, deadline)
        await asyncio.sleep(_PAUSE)

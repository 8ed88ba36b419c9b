"""Writing an export file so that a failure never leaves half a file behind.

The text goes to a temporary file beside the target, which is then renamed over it: a reader
sees the old file or the whole new one, and a failed write leaves nothing. Nothing here imports
Qt.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

__all__ = ["copy_file_atomically", "write_text_atomically"]


def write_text_atomically(path: str | Path, text: str, *, newline: str = "") -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and a rename.

    ``newline`` is passed to ``open``: ``""`` writes the text's own line endings.
    """
    target = Path(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}-", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline=newline) as out:
            out.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def copy_file_atomically(source: str | Path, path: str | Path) -> Path:
    """Copy ``source`` to ``path`` through a temporary file and a rename (contents and times)."""
    target = Path(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}-", dir=target.parent)
    os.close(handle)
    try:
        shutil.copy2(source, temporary)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target

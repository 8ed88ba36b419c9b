"""Writing an export file so that a failure never leaves half a file behind.

The text goes to a temporary file beside the target, which is then renamed over it: a reader
sees the old file or the whole new one, and a failed write leaves nothing. Nothing here imports
Qt.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from voxwell.sharing import replace_file

__all__ = ["write_text_atomically"]


def write_text_atomically(path: str | Path, text: str, *, newline: str = "") -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and a rename.

    ``newline`` is passed to ``open``: ``""`` writes the text's own line endings.
    """
    target = Path(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}-", dir=target.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline=newline) as out:
            out.write(text)
        # A target open in another program (Excel) is waited for briefly, then named plainly.
        replace_file(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target

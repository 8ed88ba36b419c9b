"""Writing a file so that a failure never leaves half a file behind: the one atomic-write helper.

The content goes to a temporary file beside the target, which is then renamed over it: a reader
sees the old file or the whole new one, and a failed write leaves nothing. Exports, settings,
the services file, the engine discovery file, FLAC takes and batch results use it; the engine's
uploads use :func:`commit_durably`. What is written here is readable by its owner only (on
POSIX: mode 0600, as ``mkstemp`` makes it): exports and takes hold a person's health data, so a
copy never takes a wider mode. A file the system will not let be saved (a full disk, a folder
gone) is one plain :func:`save_error` that says what to do. Nothing here imports Qt.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from voxwell.sharing import replace_file

__all__ = [
    "atomic_target",
    "commit_durably",
    "copy_file_atomically",
    "fsync_folder",
    "save_error",
    "write_text_atomically",
]

# What to do about the operating system's reason a file could not be saved.
_ADVICE = {
    errno.ENOSPC: "Free some space on that disk, or choose another folder.",
    errno.EDQUOT: "Free some space on that disk, or choose another folder.",
    errno.EACCES: "Choose a folder you can write to.",
    errno.EPERM: "Choose a folder you can write to.",
    errno.EROFS: "That disk is read-only: choose another folder.",
    errno.ENOENT: "Choose a folder that exists.",
    errno.EEXIST: "A file has that folder's name: move or rename the file.",
    errno.ENOTDIR: "A file has that folder's name: move or rename the file.",
}


@contextmanager
def atomic_target(path: str | Path, *, make_folder: bool = False) -> Iterator[Path]:
    """A temporary path beside ``path`` to write; renamed over ``path`` when the block succeeds.

    When the block raises, the temporary file is removed and ``path`` is left as it was. An
    error of the operating system's (a full disk, a folder gone) becomes :func:`save_error`.
    ``make_folder`` creates a missing folder first (the app's own files; never an export's).
    """
    target = Path(path)
    try:
        if make_folder:
            target.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f".{target.name}-", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise save_error(target, exc) from exc
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
        # A target open in another program (Excel) is waited for briefly, then named plainly.
        replace_file(temporary, target)
    except BaseException as exc:
        temporary.unlink(missing_ok=True)
        if isinstance(exc, OSError) and exc.strerror is not None:
            raise save_error(target, exc) from exc
        raise  # not the system's, or already said plainly (a file held open elsewhere)


def write_text_atomically(
    path: str | Path, text: str, *, newline: str = "", make_folder: bool = False
) -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file and a rename.

    ``newline`` is passed to ``open``: ``""`` writes the text's own line endings.
    ``make_folder``: as for :func:`atomic_target`.
    """
    target = Path(path)
    with (
        atomic_target(target, make_folder=make_folder) as temporary,
        temporary.open("w", encoding="utf-8", newline=newline) as out,
    ):
        out.write(text)
    return target


def copy_file_atomically(source: str | Path, path: str | Path) -> Path:
    """Copy ``source`` to ``path`` (contents and times) through a temporary file and a rename.

    The copy keeps the temporary file's owner-only mode, not the source's.
    """
    target = Path(path)
    with atomic_target(target) as temporary:
        shutil.copyfile(source, temporary)
        times = os.stat(source)
        os.utime(temporary, ns=(times.st_atime_ns, times.st_mtime_ns))
    return target


def commit_durably(part: Path, final: Path) -> None:
    """Move a fully written ``part`` file to ``final`` so that it survives a crash once done.

    The data is fsynced, the file renamed into place, then the folder fsynced (on POSIX).
    """
    with part.open("rb+") as handle:
        os.fsync(handle.fileno())
    replace_file(part, final)  # not Path.rename: on Windows it fails onto an existing file
    fsync_folder(final.parent)


def fsync_folder(folder: Path) -> None:
    """Make a new or renamed entry of ``folder`` survive a crash (POSIX; a no-op on Windows,
    which cannot open a folder to fsync it and whose NTFS journals the rename itself)."""
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def save_error(target: str | Path, exc: OSError) -> OSError:
    """A plain error for ``target`` not saved because of ``exc``: where, why and what to do.

    The temporary file's name and the errno stay out of the message; the error keeps the kind
    (``PermissionError``…) and ``errno`` of ``exc`` for code that tells a full disk from the rest.
    """
    path = Path(target)
    reason = exc.strerror or str(exc)
    advice = _ADVICE.get(exc.errno or 0, "Choose another folder, or try again.")
    error = type(exc)(f"Could not save {path.name} in {path.parent}: {reason}. {advice}")
    error.errno = exc.errno
    return error

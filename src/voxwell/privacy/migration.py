"""Sealing in place the files an earlier Voxwell (or a computer without a keyring) left plain.

At the first start with a data key, every plain file of a patient under a folder (the takes
folder and what was set aside in it; the engine's recordings) is sealed where it lies: the sealed
copy is written beside it (``.<name>.sealing``), synced, then renamed over it. A kill at any
moment leaves each file readable, in its old form or its new one, never half of either; the
next start finishes the rest. A half-made copy from a kill is removed and made again. The
SQLite files are encrypted by their stores when opened (``voxwell.sqlite_db.encrypt_in_place``).

Audio is sealed as the take writer seals it (``voxwell.audio.take_audio``): a WAV take's 44-byte
header as the first record and its samples after, so a take cut short before the upgrade is
still recovered; any other file (FLAC, a WAV of another layout) as its bytes in records.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from voxwell.files import commit_durably
from voxwell.privacy.sealing import SealedStreamWriter, is_sealed, write_sealed

__all__ = ["SEALING_SUFFIX", "seal_file_in_place", "seal_folder_in_place", "write_sealed_copy"]

_log = logging.getLogger(__name__)

SEALING_SUFFIX = ".sealing"
_RECORD_BYTES = 1 << 20
_WAV_HEADER_BYTES = 44


def _sealing_path(path: Path) -> Path:
    return path.with_name(f".{path.name}{SEALING_SUFFIX}")


def _is_our_wav_header(head: bytes) -> bool:
    """A canonical 16-bit mono PCM header (as takes are written), whatever its sizes say."""
    return (
        len(head) == _WAV_HEADER_BYTES
        and head[:4] == b"RIFF"
        and head[8:16] == b"WAVEfmt "
        and head[20:24] == b"\x01\x00\x01\x00"  # PCM, mono
        and head[34:36] == b"\x10\x00"  # 16 bits
        and head[36:40] == b"data"
    )


def seal_file_in_place(path: Path, key: bytes, *, purpose: str, stream: bool) -> None:
    """Seal the plain file ``path`` where it lies (a sealed one is left as it is).

    ``stream``: as a record stream (audio), else as one sealed blob (notes).
    """
    path = Path(path)
    if is_sealed(path):
        return
    sealing = _sealing_path(path)
    sealing.unlink(missing_ok=True)  # a copy a kill left half made
    if not stream:
        write_sealed(path, key, path.read_bytes(), purpose=purpose)  # atomic by itself
        return
    try:
        write_sealed_copy(path, sealing, key, purpose=purpose)
        commit_durably(sealing, path)
    except BaseException:
        sealing.unlink(missing_ok=True)
        raise


def write_sealed_copy(source: Path, target: Path, key: bytes, *, purpose: str) -> None:
    """Seal the plain audio file ``source`` into the new file ``target`` as a record stream, a
    megabyte at a time (an imported take is never copied plain into the takes folder)."""
    with Path(source).open("rb") as plain, SealedStreamWriter(target, key, purpose=purpose) as out:
        head = plain.read(_WAV_HEADER_BYTES)
        if _is_our_wav_header(head):
            out.append(head)  # the take writer's layout: header, then samples
        else:
            plain.seek(0)
        while chunk := plain.read(_RECORD_BYTES):
            out.append(chunk)


def seal_folder_in_place(
    folder: Path, key: bytes, purposes: Callable[[Path], tuple[str, bool] | None]
) -> int:
    """Seal every plain file under ``folder`` that ``purposes`` names (``(purpose, stream)``;
    None: not a patient file, left alone); returns how many were sealed. A file that cannot be
    sealed now (held by another program, a full disk) stays plain and readable, is logged, and
    is tried again at the next start."""
    folder = Path(folder)
    if not folder.is_dir():
        return 0
    for leftover in folder.rglob(f".*{SEALING_SUFFIX}"):
        leftover.unlink(missing_ok=True)
    sealed = 0
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.name.startswith(".") or is_sealed(path):
            continue
        kind = purposes(path)
        if kind is None:
            continue
        try:
            seal_file_in_place(path, key, purpose=kind[0], stream=kind[1])
        except OSError as exc:
            _log.warning("A file could not be encrypted yet (%s); it is kept as it was", exc)
            continue
        sealed += 1
    if sealed:
        _log.info("Encrypted %d files left unencrypted by an earlier version", sealed)
    return sealed

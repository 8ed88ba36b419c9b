"""Recognising the supported audio containers from their first bytes.

Used after a worker crashed, to tell a file that is not audio at all (the decoder choked on
it: ``ERR_RECORDING_INVALID_FORMAT``) from a crash on a genuine recording (``ERR_INTERNAL``).
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["container_of"]


def container_of(path: Path) -> str | None:
    """``flac``, ``mp3``, ``mp4``, ``ogg``, ``webm`` or ``wav``; None for anything else."""
    try:
        with path.open("rb") as handle:
            head = handle.read(16)
    except OSError:
        return None
    if head.startswith(b"fLaC"):
        return "flac"
    if head.startswith(b"OggS"):
        return "ogg"
    if head.startswith(b"\x1a\x45\xdf\xa3"):
        return "webm"
    if head.startswith((b"RIFF", b"RF64")) and head[8:12] == b"WAVE":
        return "wav"
    if head[4:8] == b"ftyp":
        return "mp4"
    if head.startswith(b"ID3") or (len(head) > 1 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0):
        return "mp3"
    return None

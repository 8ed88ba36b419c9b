"""The 44-byte header of the 16-bit PCM mono WAV files takes are written as, and its repair.

Takes are written by hand (not through libsndfile) so that the RIFF and data sizes can be
rewritten after every flush: a WAV whose sizes say 0 opens in libsndfile (it repairs on read) but
not in Python's ``wave`` module or many players.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import BinaryIO

__all__ = [
    "BYTES_PER_FRAME",
    "HEADER_BYTES",
    "header_rate",
    "read_header_rate",
    "repair_wav",
    "update_sizes",
    "wav_header",
]

HEADER_BYTES = 44
BYTES_PER_FRAME = 2  # 16-bit mono
_MAX_DATA = 0xFFFFFFFF - 36


def wav_header(samplerate: int, data_bytes: int) -> bytes:
    """A canonical PCM header for ``data_bytes`` of 16-bit mono audio."""
    data_bytes = min(data_bytes, _MAX_DATA)
    return (
        b"RIFF"
        + struct.pack("<I", 36 + data_bytes)
        + b"WAVEfmt "
        + struct.pack(
            "<IHHIIHH",
            16,  # fmt chunk size
            1,  # PCM
            1,  # channels
            samplerate,
            samplerate * BYTES_PER_FRAME,
            BYTES_PER_FRAME,
            16,
        )
        + b"data"
        + struct.pack("<I", data_bytes)
    )


def update_sizes(f: BinaryIO, data_bytes: int) -> None:
    """Rewrite the RIFF and data sizes of an open take in place; leaves ``f`` at its end."""
    data_bytes = min(data_bytes, _MAX_DATA)
    f.seek(4)
    f.write(struct.pack("<I", 36 + data_bytes))
    f.seek(40)
    f.write(struct.pack("<I", data_bytes))
    f.seek(0, os.SEEK_END)


def read_header_rate(path: Path) -> int | None:
    """The sample rate in a take's header, or None if the header is not one of ours."""
    with path.open("rb") as f:
        return header_rate(f.read(HEADER_BYTES))


def header_rate(head: bytes) -> int | None:
    """The sample rate in the 44-byte header ``head``, or None if it is not one of ours."""
    if len(head) < HEADER_BYTES or head[:4] != b"RIFF" or head[8:16] != b"WAVEfmt ":
        return None
    fmt, channels, rate = struct.unpack("<HHI", head[20:28])
    bits = struct.unpack("<H", head[34:36])[0]
    if fmt != 1 or channels != 1 or bits != 16 or not 1000 <= rate <= 768000:
        return None
    return int(rate)


def repair_wav(path: Path, samplerate: int) -> int:
    """Make ``path`` a valid WAV holding every whole frame written; returns the frame count.

    Rewrites the whole header (a crash can leave it with stale sizes) and cuts a half-written
    last frame.
    """
    size = path.stat().st_size
    data_bytes = max(0, size - HEADER_BYTES)
    data_bytes -= data_bytes % BYTES_PER_FRAME
    with path.open("r+b") as f:
        f.seek(0)
        f.write(wav_header(samplerate, data_bytes))
        f.truncate(HEADER_BYTES + data_bytes)
        f.flush()
        os.fsync(f.fileno())
    return data_bytes // BYTES_PER_FRAME

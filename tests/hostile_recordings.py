"""Recordings built to trip a decoder, shared by the engine's hostile tests and Inspect's: each
is a file a person could be sent or pick by mistake."""

from __future__ import annotations

__all__ = ["DAMAGED_FLAC", "HOSTILE_RECORDINGS", "zero_bit_wav"]

DAMAGED_FLAC = b"fLaC" + bytes(range(256)) * 8  # a FLAC signature, then no valid stream


def zero_bit_wav() -> bytes:
    """A WAV whose header says 0 bits per sample (and 0 byte rate and block align)."""
    fmt = (1).to_bytes(2, "little") + (1).to_bytes(2, "little") + (16000).to_bytes(4, "little")
    fmt += bytes(8)  # byte rate, block align and bits per sample all 0
    data = bytes(1000)
    chunks = b"WAVEfmt " + len(fmt).to_bytes(4, "little") + fmt
    chunks += b"data" + len(data).to_bytes(4, "little") + data
    return b"RIFF" + len(chunks).to_bytes(4, "little") + chunks


HOSTILE_RECORDINGS: dict[str, bytes] = {
    "damaged.flac": DAMAGED_FLAC,
    "zero-bit.wav": zero_bit_wav(),
    "notes.wav": b"Patient notes, not a recording.\n",
    "empty.wav": b"",
}
"""Name -> bytes of every hostile recording."""

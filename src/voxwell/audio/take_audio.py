"""A take's audio as it lies on disk, plain or sealed, and how it is read back as a sound file.

Without a data key a take is the WAV (or FLAC) file its name says. With one
(``voxwell.privacy.at_rest``) the same name holds a sealed stream
(``voxwell.privacy.sealing``): its first record is the 44-byte WAV header of the take's rate,
each later record a second or so of 16-bit samples as it was recorded, so a crash loses at most
the record being written; a FLAC take is its FLAC file's bytes in records. Every reader of a take
(upload, Listen, Inspect, exports, recovery) goes through :func:`take_source` or
:func:`take_bytes`, which give the plain sound file in memory for a sealed take and the path
itself for a plain one.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import NamedTuple

from voxwell.audio.wavfile import BYTES_PER_FRAME, HEADER_BYTES, header_rate, wav_header
from voxwell.privacy.at_rest import TAKE_AUDIO, require_data_key
from voxwell.privacy.sealing import (
    SealedDataError,
    SealedStreamWriter,
    is_sealed,
    read_sealed_stream,
)

__all__ = [
    "SealedTake",
    "is_sealed_take",
    "read_sealed_take",
    "sealed_take_bytes",
    "take_bytes",
    "take_source",
    "write_sealed_take",
]

_RECORD_BYTES = 1 << 20  # a FLAC take is sealed in records of this size


class SealedTake(NamedTuple):
    """What a sealed take holds: its rate (0 for a FLAC take), the plain sound file, whether
    it was closed (a take cut short by a crash is not), and its whole frames (WAV only)."""

    samplerate: int
    sound_file: bytes
    complete: bool

    @property
    def frames(self) -> int:
        if not self.samplerate:
            return 0
        return (len(self.sound_file) - HEADER_BYTES) // BYTES_PER_FRAME


def is_sealed_take(path: Path) -> bool:
    return is_sealed(Path(path))


def read_sealed_take(path: Path) -> SealedTake:
    """The sealed take at ``path`` as a plain sound file (a WAV's sizes made to fit its whole
    frames). Raises :class:`SealedDataError` for a file this key cannot open."""
    path = Path(path)
    stream = read_sealed_stream(path, require_data_key(path), purpose=TAKE_AUDIO)
    if not stream.records:
        return SealedTake(0, b"", stream.complete)
    first = stream.records[0]
    rate = header_rate(first) if len(first) == HEADER_BYTES else None
    if rate is None:  # a FLAC take: its file's bytes
        return SealedTake(0, b"".join(stream.records), stream.complete)
    samples = b"".join(stream.records[1:])
    samples = samples[: len(samples) - len(samples) % BYTES_PER_FRAME]
    return SealedTake(rate, wav_header(rate, len(samples)) + samples, stream.complete)


def take_bytes(path: Path) -> bytes:
    """The take's sound file (WAV or FLAC) as bytes, sealed or not."""
    path = Path(path)
    if is_sealed(path):
        return read_sealed_take(path).sound_file
    return path.read_bytes()


def sealed_take_bytes(path: Path) -> bytes | None:
    """A sealed take's sound file, None for a plain one (read from disk as it is); ``OSError``
    in plain words when this computer's key cannot open it (``analysis.waveform``'s reader)."""
    path = Path(path)
    if not is_sealed(path):
        return None
    try:
        return read_sealed_take(path).sound_file
    except SealedDataError as exc:
        raise OSError(str(exc)) from exc


def take_source(path: Path) -> Path | io.BytesIO:
    """What soundfile or PyAV can open for the take: the path of a plain take (read from disk
    as it is needed), or the sealed take's sound file in memory."""
    path = Path(path)
    if is_sealed(path):
        return io.BytesIO(read_sealed_take(path).sound_file)
    return path


def write_sealed_take(path: Path, sound_file: bytes) -> None:
    """Seal a whole sound file (a FLAC take) into a new file ``path``, in records."""
    key = require_data_key(Path(path))
    with SealedStreamWriter(Path(path), key, purpose=TAKE_AUDIO) as writer:
        for start in range(0, len(sound_file), _RECORD_BYTES):
            writer.append(sound_file[start : start + _RECORD_BYTES])

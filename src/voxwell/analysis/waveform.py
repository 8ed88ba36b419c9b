"""A take's waveform as a min/max envelope small enough to draw at once.

A 3-minute take at 48 kHz is 8.6 million samples; drawing them all is slow and shows nothing more
than the envelope does. The file is read in blocks and reduced to ``buckets`` pairs of (min, max),
which drawn as one zig-zag line look like the full waveform at any zoom the view allows.
Files libsndfile cannot read (MP4, WebM, ...) go through the analysis' decoder
(``voxwell.analysis.decode``, 16 kHz mono), the one that checks and decodes uploads. A take
sealed at rest is read through the ``read`` its caller gives (``voxwell.audio.take_audio``), in
memory. Qt-free.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import numpy.typing as npt
import soundfile

from voxwell.errors import AnalysisError

__all__ = [
    "Envelope",
    "SealedReader",
    "cached_envelope",
    "envelope_of_samples",
    "load_envelope",
    "take_envelope",
    "take_stamp",
]

_BLOCK = 1 << 16


@dataclass(frozen=True)
class Envelope:
    """``times[i]`` is the centre of bucket ``i``; ``lows``/``highs`` its min and max sample."""

    times: npt.NDArray[np.float64]
    lows: npt.NDArray[np.float32]
    highs: npt.NDArray[np.float32]
    duration: float

    def zigzag(self) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float32]]:
        """x and y of one line that visits each bucket's min and max in turn."""
        x = np.repeat(self.times, 2)
        y = np.empty(2 * len(self.lows), dtype=np.float32)
        y[0::2] = self.lows
        y[1::2] = self.highs
        return x, y


def envelope_of_samples(
    samples: npt.NDArray[np.float32], samplerate: int, buckets: int = 4000
) -> Envelope:
    """The envelope of mono samples already in memory."""
    count = len(samples)
    duration = count / samplerate if samplerate else 0.0
    if count == 0:
        empty = np.zeros(0, dtype=np.float32)
        return Envelope(np.zeros(0), empty, empty, duration)
    buckets = max(1, min(buckets, count))
    edges = np.linspace(0, count, buckets + 1).astype(np.int64)
    lows = np.minimum.reduceat(samples, edges[:-1]).astype(np.float32)
    highs = np.maximum.reduceat(samples, edges[:-1]).astype(np.float32)
    times = (edges[:-1] + edges[1:]) / 2.0 / samplerate
    return Envelope(times.astype(np.float64), lows, highs, duration)


SealedReader = Callable[[Path], bytes | None]
"""Gives a sealed take's plain sound file, None for a plain file (read from disk as it is);
raises ``OSError`` in plain words when it cannot."""


def _read_soundfile(path: Path | bytes) -> tuple[npt.NDArray[np.float32], int]:
    parts: list[npt.NDArray[np.float32]] = []
    with soundfile.SoundFile(io.BytesIO(path) if isinstance(path, bytes) else str(path)) as handle:
        rate = int(handle.samplerate)
        for block in handle.blocks(blocksize=_BLOCK, dtype="float32", always_2d=True):
            parts.append(block.mean(axis=1).astype(np.float32))
    samples = np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)
    return samples, rate


def load_envelope(
    path: str | Path, buckets: int = 4000, *, read: SealedReader | None = None
) -> Envelope:
    """Read ``path`` (through ``read`` when given) and reduce it; raises ``OSError`` with a
    plain message when it cannot."""
    file = Path(path)
    if not file.is_file():
        raise OSError(f"The take file {file} is missing (moved or deleted).")
    content = read(file) if read is not None else None
    source: Path | bytes = file if content is None else content
    try:
        samples, rate = _read_soundfile(source)
    except (soundfile.LibsndfileError, RuntimeError):
        from voxwell.analysis import decode  # lazy: FFmpeg is loaded only for these files

        try:
            audio = decode(source)
            samples, rate = audio.samples, audio.sample_rate
        except AnalysisError as exc:
            raise OSError(f"The take file {file.name} cannot be decoded ({exc.reason})") from exc
    return envelope_of_samples(samples, rate, buckets)


@lru_cache(maxsize=8)
def _cached(
    path: str, _mtime_ns: int, _size: int, buckets: int, read: SealedReader | None
) -> Envelope:
    return load_envelope(path, buckets, read=read)


def take_stamp(path: str | Path) -> tuple[str, int, int]:
    """``(resolved path, mtime_ns, size)``: a cache key that changes with a re-take; raises
    ``OSError`` in plain words when the file is gone."""
    file = Path(path)
    try:
        stat = file.stat()
    except OSError as exc:
        raise OSError(f"The take file {file} is missing (moved or deleted).") from exc
    return str(file.resolve()), stat.st_mtime_ns, stat.st_size


def cached_envelope(
    path: str | Path, buckets: int = 4000, *, read: SealedReader | None = None
) -> Envelope:
    """``load_envelope`` remembered for the last few takes (reopening a session is instant).

    Keyed on the file's modification time and size too, so a re-take is read afresh.
    """
    return _cached(*take_stamp(path), buckets, read)


def take_envelope(
    take: str | Path | None, *, read: SealedReader | None = None
) -> tuple[Envelope | None, str]:
    """The cached envelope of a session's take, or ``None`` and the reason to show instead;
    ``read``: how a sealed take is read (``voxwell.audio.take_audio.sealed_take_bytes``)."""
    if not take:
        return None, "No take file stored for this session"
    try:
        return cached_envelope(take, read=read), ""
    except OSError as exc:
        return None, str(exc)

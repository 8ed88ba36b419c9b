"""Tools to judge the analysis on recordings with known text (tests and benchmarks use them).

- ``normalise_words``: the tokens compared (``text.tokens``: words, or characters for Japanese);
- ``word_error_rate``: Levenshtein distance (substitutions, insertions, deletions) over the
  number of reference tokens (a character error rate for Japanese);
- ``join_clips``: clips of one speaker joined with silence between them, as one recording;
- ``join_speech``: clips cut to their detected speech (with a margin) and joined, at 16 kHz:
  sentences read one after another, without the silence a recording tool leaves around each;
- ``add_pink_noise``: 1/f noise at a given signal-to-noise ratio, from a fixed seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from voxwell.analysis.text import align, number_words, tokens

__all__ = [
    "add_pink_noise",
    "join_clips",
    "join_speech",
    "normalise_words",
    "number_words",
    "word_error_rate",
]


def normalise_words(text: str, language: str = "en") -> list[str]:
    """The words of ``text`` for scoring (characters for Japanese; see ``text.tokens``)."""
    return tokens(text, language)


def word_error_rate(reference: Sequence[str], hypothesis: Sequence[str]) -> float:
    """(substitutions + insertions + deletions) / reference tokens, by Levenshtein alignment:
    the word error rate of words, the character error rate of characters."""
    if not reference:
        return float(len(hypothesis) > 0)
    return align(reference, hypothesis).errors / len(reference)


def join_clips(
    paths: Sequence[Path], gap_seconds: float = 0.5
) -> tuple[npt.NDArray[np.float32], int]:
    """The clips (same sample rate; channels averaged) joined with ``gap_seconds`` of silence."""
    import soundfile as sf

    parts: list[npt.NDArray[np.float32]] = []
    rate = 0
    for path in paths:
        samples, clip_rate = sf.read(path, dtype="float32", always_2d=True)
        if rate and clip_rate != rate:
            raise ValueError(f"{path.name} is at {clip_rate} Hz, the others at {rate} Hz")
        rate = clip_rate
        if parts:
            parts.append(np.zeros(round(gap_seconds * rate), np.float32))
        parts.append(samples.mean(axis=1, dtype=np.float32))
    return np.concatenate(parts), rate


def join_speech(
    paths: Sequence[Path], margin_seconds: float = 0.03, gap_seconds: float = 0.5
) -> npt.NDArray[np.float32]:
    """The clips decoded (16 kHz mono), each cut to ``margin_seconds`` before its first detected
    speech and after its last, joined with ``gap_seconds`` of silence. Common Voice clips keep
    0.7-3.7 s of silence before or after the sentence (the recording tool's, not the reader's);
    joined as they are, a take reads as long pauses between sentences. The default margin is the
    LJ clips' own (median 0.03 s), so joined clips are built as the LJ reader's are."""
    from voxwell.analysis.decoding import decode
    from voxwell.analysis.speech import VAD_RATE, detect_speech

    parts: list[npt.NDArray[np.float32]] = []
    for path in paths:
        samples = decode(path).samples
        intervals = detect_speech(samples).intervals
        if intervals:
            start = max(0, round((intervals[0].start - margin_seconds) * VAD_RATE))
            end = min(samples.size, round((intervals[-1].end + margin_seconds) * VAD_RATE))
            samples = samples[start:end]
        if parts:
            parts.append(np.zeros(round(gap_seconds * VAD_RATE), np.float32))
        parts.append(samples)
    return np.concatenate(parts) if parts else np.zeros(0, np.float32)


def add_pink_noise(
    samples: npt.NDArray[np.float32], snr_db: float, seed: int
) -> npt.NDArray[np.float32]:
    """``samples`` plus pink (1/f power) noise whose power is ``snr_db`` below the signal's
    (mean power over the whole recording)."""
    rng = np.random.default_rng(seed)
    spectrum = np.fft.rfft(rng.standard_normal(samples.size))
    bins = np.arange(spectrum.size, dtype=np.float64)
    bins[0] = 1.0
    noise = np.fft.irfft(spectrum / np.sqrt(bins), samples.size)
    signal_power = float(np.mean(np.square(samples, dtype=np.float64)))
    noise *= np.sqrt(signal_power / 10 ** (snr_db / 10) / float(np.mean(noise**2)))
    return (samples + noise).astype(np.float32)

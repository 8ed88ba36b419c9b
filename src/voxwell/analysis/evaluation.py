"""Tools to judge the analysis on recordings with known text (tests and benchmarks use them).

- ``normalise_words``: lower case, hyphens split, numbers spelt out the way they are read
  ("1455" → "fourteen fifty five"), punctuation dropped, so a recogniser that writes words is not
  charged for the reference's digits;
- ``word_error_rate``: word-level Levenshtein distance (substitutions, insertions, deletions) over
  the number of reference words;
- ``join_clips``: clips of one speaker joined with silence between them, as one recording;
- ``add_pink_noise``: 1/f noise at a given signal-to-noise ratio, from a fixed seed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

__all__ = ["add_pink_noise", "join_clips", "normalise_words", "number_words", "word_error_rate"]

_ONES = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = (
    "",
    "",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)


def number_words(n: int) -> str:
    """A whole number as it is read; years 1100-1999 as pairs ("fourteen fifty five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))
    if 1100 <= n < 2000 and n % 100:
        return number_words(n // 100) + " " + number_words(n % 100)
    rest = n % 1000
    return number_words(n // 1000) + " thousand" + ("" if rest == 0 else " " + number_words(rest))


def normalise_words(text: str) -> list[str]:
    """The words of ``text`` for scoring (see the module docstring)."""
    text = text.lower().replace("-", " ")
    text = re.sub(r"\d+", lambda m: f" {number_words(int(m.group()))} ", text)
    return re.findall(r"[a-z]+(?:'[a-z]+)*", text)


def word_error_rate(reference: Sequence[str], hypothesis: Sequence[str]) -> float:
    """(substitutions + insertions + deletions) / reference words, by Levenshtein alignment."""
    if not reference:
        return float(len(hypothesis) > 0)
    row = list(range(len(hypothesis) + 1))
    for i, ref_word in enumerate(reference, 1):
        previous, row[0] = row[0], i
        for j, hyp_word in enumerate(hypothesis, 1):
            current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (ref_word != hyp_word))
            previous = current
    return row[-1] / len(reference)


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

"""Recording-quality checks that warn but do not fail a run: clipping and background noise."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from voxwell.analysis.decoding import DecodedAudio
from voxwell.analysis.speech import ON_THRESHOLD, SpeechReport

__all__ = ["CLIPPED_WARN_FRACTION", "NOISY_WARN_SNR_DB", "estimate_snr_db", "quality_warnings"]

CLIPPED_WARN_FRACTION = 0.001
"""Warn when more than 0.1 % of samples are at full scale."""

NOISY_WARN_SNR_DB = 10.0
"""Warn when speech is less than 10 dB louder than the background."""

_WINDOW = 512


def estimate_snr_db(samples: npt.NDArray[np.float32], report: SpeechReport) -> float | None:
    """Median level of speech windows over median level of non-speech windows, in dB."""
    count = min(len(report.probabilities), samples.size // _WINDOW)
    if count == 0:
        return None
    frames = samples[: count * _WINDOW].reshape(count, _WINDOW).astype(np.float64)
    power = np.mean(frames * frames, axis=1) + 1e-12
    speech = np.asarray(report.probabilities[:count]) >= ON_THRESHOLD
    if speech.sum() < 10 or (~speech).sum() < 10:
        return None
    return float(10 * np.log10(np.median(power[speech]) / np.median(power[~speech])))


def quality_warnings(audio: DecodedAudio, report: SpeechReport, label: str) -> list[str]:
    """Plain-language warnings about clipping and noise in one recording."""
    warnings = []
    if audio.clipped_fraction > CLIPPED_WARN_FRACTION:
        warnings.append(
            f"{label} is clipped ({audio.clipped_fraction:.1%} of samples at full scale): "
            "the voice measures may be distorted. Lower the input level and record again."
        )
    snr = estimate_snr_db(audio.samples, report)
    if snr is not None and snr < NOISY_WARN_SNR_DB:
        warnings.append(
            f"{label} is very noisy (speech only {snr:.0f} dB above the background): "
            "the voice measures may be unreliable. Record somewhere quieter."
        )
    return warnings

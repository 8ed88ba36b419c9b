"""Measurements of a stretch of a take, as Praat's editor gives them for a selection: mean F0,
mean intensity, jitter (local), shimmer (local) and harmonics-to-noise ratio, and the F1-F3
formant tracks. Praat's own algorithms through Parselmouth; no Qt (an inspection view calls it
off its thread).

The selection is cut out with a rectangular window keeping its times ("Extract part"), then measured
with the settings written here, the same a Praat script would use (the test runs ``praat --run`` on
the same span and compares): "To Pitch (ac)" with a 0.01 s step and the given floor and ceiling
(``features.speaker_pitch_range`` of the take when not given); "To PointProcess (cc)"; "Get jitter
(local)" and "Get shimmer (local)" with Praat's standard arguments (period 0.1-20 ms, maximum period
factor 1.3, amplitude factor 1.6); "To Harmonicity (cc)" with a 0.01 s step, 1 period per window and
silence threshold 0.1; "To Intensity" with the pitch floor as minimum pitch, a 0.01 s step and the
mean subtracted, averaged by energy; "To Formant (burg)" with a 0.01 s step, 5 formants up to
``max_formant`` (5500 Hz; 5000 Hz suits a man), 25 ms windows and pre-emphasis from 50 Hz. A figure
that cannot be measured (no voiced frame) is NaN.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import parselmouth
from parselmouth.praat import call

from voxwell.analysis.features import speaker_pitch_range

__all__ = [
    "FormantTracks",
    "SelectionMeasures",
    "formant_tracks",
    "measure_selection",
    "selection_sound",
]

PITCH_STEP = 0.01
HNR_STEP = 0.01
FORMANT_STEP = 0.01
INTENSITY_STEP = 0.01
MIN_SELECTION_SECONDS = 0.05
"""Shorter selections hold too few pitch periods to measure; they give a ``ValueError``."""


@dataclass(frozen=True)
class SelectionMeasures:
    """Praat's figures of one selection (NaN where it has no voiced frame)."""

    start: float
    end: float
    f0_mean_hz: float
    intensity_mean_db: float
    jitter_local_pct: float
    shimmer_local_pct: float
    hnr_db: float
    pitch_floor: float
    pitch_ceiling: float

    @property
    def duration(self) -> float:
        return self.end - self.start


@dataclass(frozen=True)
class FormantTracks:
    """F1-F3 (Hz) at each frame time of the selection; NaN where Praat found none."""

    times: npt.NDArray[np.float64]
    f1: npt.NDArray[np.float64]
    f2: npt.NDArray[np.float64]
    f3: npt.NDArray[np.float64]


def selection_sound(
    samples: npt.NDArray[np.floating], rate: float, start: float, end: float
) -> parselmouth.Sound:
    """The span ``start``-``end`` (seconds, clamped to the take) as a Praat Sound keeping its
    times; ``ValueError`` for a span shorter than ``MIN_SELECTION_SECONDS``."""
    whole = parselmouth.Sound(np.asarray(samples, dtype=np.float64), sampling_frequency=rate)
    start, end = max(0.0, min(start, end)), min(whole.xmax, max(start, end))
    if end - start < MIN_SELECTION_SECONDS:
        raise ValueError(
            f"Select at least {MIN_SELECTION_SECONDS * 1000:.0f} ms of the take to measure it."
        )
    return whole.extract_part(start, end, parselmouth.WindowShape.RECTANGULAR, 1.0, True)


def _finite(value: object) -> float:
    number = float(value)  # type: ignore[arg-type]
    return number if math.isfinite(number) else math.nan


def measure_selection(
    samples: npt.NDArray[np.floating],
    rate: float,
    start: float,
    end: float,
    *,
    pitch_floor: float | None = None,
    pitch_ceiling: float | None = None,
) -> SelectionMeasures:
    """Mean F0, intensity, jitter, shimmer and HNR of ``start``-``end`` of a mono take."""
    part = selection_sound(samples, rate, start, end)
    if pitch_floor is None or pitch_ceiling is None:
        take = parselmouth.Sound(np.asarray(samples, dtype=np.float64), sampling_frequency=rate)
        found_floor, found_ceiling = speaker_pitch_range(take)
        pitch_floor = found_floor if pitch_floor is None else pitch_floor
        pitch_ceiling = found_ceiling if pitch_ceiling is None else pitch_ceiling
    pitch = part.to_pitch_ac(
        time_step=PITCH_STEP, pitch_floor=pitch_floor, pitch_ceiling=pitch_ceiling
    )
    f0 = _finite(call(pitch, "Get mean", 0, 0, "Hertz"))
    jitter = shimmer = hnr = math.nan
    if pitch.count_voiced_frames() >= 3:
        points = call([part, pitch], "To PointProcess (cc)")
        jitter = 100 * _finite(call(points, "Get jitter (local)", 0, 0, 0.0001, 0.02, 1.3))
        shimmer = 100 * _finite(
            call([part, points], "Get shimmer (local)", 0, 0, 0.0001, 0.02, 1.3, 1.6)
        )
        harmonicity = part.to_harmonicity_cc(
            time_step=HNR_STEP,
            minimum_pitch=pitch_floor,
            silence_threshold=0.1,
            periods_per_window=1.0,
        )
        hnr = _finite(call(harmonicity, "Get mean", 0, 0))
    intensity = part.to_intensity(minimum_pitch=pitch_floor, time_step=INTENSITY_STEP)
    level = _finite(call(intensity, "Get mean", 0, 0, "energy"))
    return SelectionMeasures(
        start=part.xmin,
        end=part.xmax,
        f0_mean_hz=f0,
        intensity_mean_db=level,
        jitter_local_pct=jitter,
        shimmer_local_pct=shimmer,
        hnr_db=hnr,
        pitch_floor=pitch_floor,
        pitch_ceiling=pitch_ceiling,
    )


def formant_tracks(
    samples: npt.NDArray[np.floating],
    rate: float,
    start: float,
    end: float,
    *,
    max_formant: float = 5500.0,
) -> FormantTracks:
    """F1-F3 of ``start``-``end`` every ``FORMANT_STEP`` seconds (Burg, 5 formants)."""
    part = selection_sound(samples, rate, start, end)
    formant = part.to_formant_burg(
        time_step=FORMANT_STEP,
        max_number_of_formants=5.0,
        maximum_formant=max_formant,
        window_length=0.025,
        pre_emphasis_from=50.0,
    )
    times = np.asarray(formant.xs(), dtype=np.float64)

    def track(number: int) -> npt.NDArray[np.float64]:
        values = [formant.get_value_at_time(number, float(t)) for t in times]
        return np.asarray(values, dtype=np.float64)

    return FormantTracks(times, track(1), track(2), track(3))

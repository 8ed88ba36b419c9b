"""Acoustic and timing features of one stretch of speech, with Praat's algorithms (Parselmouth).

Voice features (docs/analysis.md §6 gives each Praat command and its arguments):

- F0 from Praat's "To Pitch (ac)" (Boersma 1993) in the speaker's own range, found in two passes
  (De Looze & Hirst 2008: a first pass over 60-700 Hz, then floor 0.75 × its first quartile and
  ceiling 1.5 × its third), so that the stated birth sex cannot cut a voice off (a woman's F0
  under a man's 300 Hz ceiling read 2 semitones low); mean in semitones re 100 Hz over voiced
  frames, and standard deviation within phrases (below);
- jitter (local, %) and shimmer (local, %) from "To PointProcess (periodic, cc)" with Praat's
  standard arguments (period 0.1–20 ms, maximum period factor 1.3, amplitude factor 1.6);
- harmonics-to-noise ratio (dB) from "To Harmonicity (cc)" (time step 0.02 s), mean over frames;
- intensity (dB, mean by energy, and standard deviation within phrases) from "To Intensity" over
  speech.

Pitch and loudness variation are measured within phrases (speech between pauses, ``phrases``):
the standard deviation of each frame from its own phrase's mean, pooled over the phrases. So they
hear intonation and loudness dynamics, not a step in level between phrases: a quieter clip, a
changed distance to the microphone or a second voice on the track (four Common Voice readers
joined measured 5.7 st and 18.0 dB over the whole take, 2.6 st and 9.1 dB within phrases; one
voice at a steady distance measures nearly the same either way: LJ 4.12 and 3.98 st, 11.38 and
11.33 dB). Since model 1.3 (docs/analysis.md §14).

Timing features: syllable nuclei after de Jong and Wempe (2009) (intensity peaks at least 2 dB above
the dip before them, no more than 25 dB below the loudest frame, and voiced; the intensity
smoothed alike for every voice, ``SYLLABLE_WINDOW_PITCH``), speech rate
(syllables per second of the section), articulation rate (syllables per second of speech), count
and mean length of pauses (silences of at least ``MIN_PAUSE`` between speech intervals).
A feature that cannot be measured (no voiced frame, say) is NaN.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass

import numpy as np
import numpy.typing as npt
import parselmouth
from parselmouth.praat import call

from voxwell.analysis.sections import MIN_PAUSE, phrases
from voxwell.analysis.speech import SpeechInterval

__all__ = [
    "FIRST_PASS_RANGE",
    "SYLLABLE_WINDOW_PITCH",
    "AcousticFeatures",
    "count_syllables",
    "measure_features",
    "speaker_pitch_range",
]

RATE = 16_000

NAN = float("nan")
HNR_TIME_STEP = 0.02
"""Praat's default is 0.01 s; 0.02 s halves the cost of the slowest feature (a mean over frames)."""

SYLLABLE_WINDOW_PITCH = 75.0
"""The intensity contour the syllable nuclei are found on is smoothed as for a 75 Hz voice
(a 43 ms window), whoever speaks. With the speaker's own pitch floor a high voice got a window
as short as 20 ms whose ripple read as extra peaks: the LJ reader 1.21 syllables for each one of
her transcripts, two women of the Common Voice clips 1.75. Against the transcripts of
``../shared/real-speech`` (``benchmarks/syllables.py``, docs/analysis.md §14) the count per clip
is off by 13 % on average (23 % with the speaker's floor; 12 % at de Jong and Wempe's 50 Hz,
which finds only 0.79 of the Spanish syllables against 0.93 here)."""


@dataclass(frozen=True)
class AcousticFeatures:
    """Features of one section or recording; NaN where a feature could not be measured."""

    duration_seconds: float
    speech_seconds: float
    f0_mean_st: float
    f0_sd_st: float
    jitter_local_pct: float
    shimmer_local_pct: float
    hnr_db: float
    intensity_mean_db: float
    intensity_sd_db: float
    syllables: int
    speech_rate_sps: float
    articulation_rate_sps: float
    pause_count: int
    pause_mean_seconds: float

    def as_dict(self) -> dict[str, float]:
        return {k: float(v) for k, v in asdict(self).items()}


FIRST_PASS_RANGE = (60.0, 700.0)
"""The first pass's pitch range (Hz): wide enough for any adult voice."""


def speaker_pitch_range(sound: parselmouth.Sound) -> tuple[float, float]:
    """Pitch floor and ceiling (Hz) of this speaker: 0.75 × the first quartile and 1.5 × the
    third quartile of a first pass over ``FIRST_PASS_RANGE`` (De Looze & Hirst 2008); the first
    pass's range when it finds fewer than 10 voiced frames."""
    low, high = FIRST_PASS_RANGE
    first = sound.to_pitch_ac(time_step=0.01, pitch_floor=low, pitch_ceiling=high)
    f0 = first.selected_array["frequency"]
    voiced = f0[f0 > 0]
    if voiced.size < 10:
        return low, high
    q1, q3 = np.quantile(voiced, (0.25, 0.75))
    return max(low, 0.75 * float(q1)), min(high, 1.5 * float(q3))


def _finite(value: object) -> float:
    number = float(value)  # type: ignore[arg-type]
    return number if math.isfinite(number) else NAN


def _syllable_nuclei(
    intensity: parselmouth.Intensity, pitch: parselmouth.Pitch, speech: Sequence[SpeechInterval]
) -> int:
    """Count syllable nuclei (de Jong and Wempe 2009) inside the speech intervals."""
    values = intensity.values[0]
    times = intensity.xs()
    if values.size < 3:
        return 0
    threshold = float(np.quantile(values, 0.99)) - 25.0
    peaks = np.flatnonzero((values[1:-1] > values[:-2]) & (values[1:-1] >= values[2:])) + 1
    count = 0
    last_peak: int | None = None
    for index in peaks:
        if values[index] < threshold:
            continue
        t = float(times[index])
        if not any(i.start <= t <= i.end for i in speech):
            continue
        if last_peak is not None:
            dip = float(values[last_peak : index + 1].min())
            if values[index] - dip < 2.0:
                continue
        frequency = pitch.get_value_at_time(t)
        if not math.isfinite(frequency) or frequency <= 0:
            continue
        count += 1
        last_peak = int(index)
    return count


def count_syllables(
    samples: npt.NDArray[np.float32],
    speech: Sequence[SpeechInterval],
    window_pitch: float | None = SYLLABLE_WINDOW_PITCH,
) -> int:
    """Syllable nuclei of 16 kHz ``samples`` as ``measure_features`` counts them; with
    ``window_pitch`` None the intensity is smoothed over the voice's own pitch floor, as before
    model 1.3 did it (``benchmarks/syllables.py`` compares the two)."""
    sound = parselmouth.Sound(samples.astype(np.float64), sampling_frequency=RATE)
    floor, ceiling = speaker_pitch_range(sound)
    pitch = sound.to_pitch_ac(time_step=0.01, pitch_floor=floor, pitch_ceiling=ceiling)
    envelope = sound.to_intensity(minimum_pitch=window_pitch or floor, time_step=0.01)
    return _syllable_nuclei(envelope, pitch, speech)


def _within_phrases(
    values: npt.NDArray[np.float64],
    times: npt.NDArray[np.float64],
    counted: npt.NDArray[np.bool_],
    speech: Sequence[SpeechInterval],
) -> float:
    """Pooled standard deviation of the ``counted`` frames about their own phrase's mean (each
    phrase loses one degree of freedom); NaN with no phrase of two frames or more."""
    squares = 0.0
    freedom = 0
    for phrase in phrases(speech):
        inside = values[counted & (times >= phrase.start) & (times <= phrase.end)]
        if inside.size < 2:
            continue
        squares += float(np.sum((inside - inside.mean()) ** 2))
        freedom += inside.size - 1
    return math.sqrt(squares / freedom) if freedom else NAN


def _pauses(speech: Sequence[SpeechInterval]) -> list[float]:
    return [b.start - a.end for a, b in itertools.pairwise(speech) if b.start - a.end >= MIN_PAUSE]


def measure_features(
    samples: npt.NDArray[np.float32],
    speech: Sequence[SpeechInterval],
) -> AcousticFeatures:
    """Features of ``samples`` (16 kHz mono); ``speech`` intervals are on the same clock.

    No feature depends on who the speaker is said to be: the pitch range is the voice's own.
    """
    duration = samples.size / RATE
    speech_seconds = float(sum(i.duration for i in speech))
    pauses = _pauses(speech)
    if duration < 0.1:
        nan7 = (NAN,) * 7
        return AcousticFeatures(duration, speech_seconds, *nan7, 0, NAN, NAN, 0, NAN)
    sound = parselmouth.Sound(samples.astype(np.float64), sampling_frequency=RATE)
    floor, ceiling = speaker_pitch_range(sound)
    pitch = sound.to_pitch_ac(time_step=0.01, pitch_floor=floor, pitch_ceiling=ceiling)
    f0 = pitch.selected_array["frequency"]
    is_voiced = f0 > 0
    voiced = f0[is_voiced]
    semitones = 12.0 * np.log2(voiced / 100.0) if voiced.size else np.zeros(0)
    f0_mean = float(semitones.mean()) if semitones.size else NAN
    frame_semitones = 12.0 * np.log2(np.where(is_voiced, f0, 100.0) / 100.0)
    f0_sd = _within_phrases(frame_semitones, pitch.xs(), is_voiced, speech)
    jitter = shimmer = NAN
    if voiced.size >= 3:
        points = call([sound, pitch], "To PointProcess (cc)")
        jitter = 100 * _finite(call(points, "Get jitter (local)", 0, 0, 0.0001, 0.02, 1.3))
        shimmer = 100 * _finite(
            call([sound, points], "Get shimmer (local)", 0, 0, 0.0001, 0.02, 1.3, 1.6)
        )
    harmonicity = sound.to_harmonicity_cc(
        time_step=HNR_TIME_STEP, minimum_pitch=floor, silence_threshold=0.1, periods_per_window=1.0
    )
    hnr = _finite(call(harmonicity, "Get mean", 0, 0)) if voiced.size else NAN
    intensity = sound.to_intensity(minimum_pitch=floor, time_step=0.01)
    level = intensity.values[0]
    at = intensity.xs()
    in_speech = np.zeros(level.size, bool)
    for interval in speech:
        in_speech |= (at >= interval.start) & (at <= interval.end)
    spoken = level[in_speech]
    intensity_mean = float(10 * np.log10(np.mean(10 ** (spoken / 10)))) if spoken.size else NAN
    intensity_sd = _within_phrases(level, at, in_speech, speech)
    envelope = sound.to_intensity(minimum_pitch=SYLLABLE_WINDOW_PITCH, time_step=0.01)
    syllables = _syllable_nuclei(envelope, pitch, speech)
    return AcousticFeatures(
        duration_seconds=duration,
        speech_seconds=speech_seconds,
        f0_mean_st=f0_mean,
        f0_sd_st=f0_sd,
        jitter_local_pct=jitter,
        shimmer_local_pct=shimmer,
        hnr_db=hnr,
        intensity_mean_db=intensity_mean,
        intensity_sd_db=intensity_sd,
        syllables=syllables,
        speech_rate_sps=syllables / duration,
        articulation_rate_sps=syllables / speech_seconds if speech_seconds > 0 else NAN,
        pause_count=len(pauses),
        pause_mean_seconds=float(np.mean(pauses)) if pauses else NAN,
    )

"""A take's spectrogram, pitch and intensity tracks for the inspection view, with Praat's
algorithms (Parselmouth), computed once per take and remembered.

The tracks are drawn from the take decoded as the analysis decodes it (``voxwell.analysis.decode``:
16 kHz mono), so they line up with the results' section and word times; a stretch is measured
(``measure_span``) on the original file at its own rate, as Praat measures it. The pitch range is
the take's own, found in two passes as the features find it (``features.speaker_pitch_range`` on
the original): the person's stated birth sex changes no track and no figure. Settings follow
Praat's editor defaults where they matter to the eye: a broadband spectrogram (5 ms window) up to
5 kHz, autocorrelation pitch (``To Pitch (ac)``) in that range, intensity with the same floor;
every track has a 10 ms step, which keeps a 3-minute take at 18 000 frames.
Computing takes about 1.5 s for 3 minutes of audio on one core (``benchmarks/inspection_view.py``);
the app runs it in a process of its own and keeps the last few takes' tracks
(``voxwell.desk.inspection``). Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
import parselmouth

from voxwell.analysis import decode
from voxwell.analysis.features import speaker_pitch_range
from voxwell.analysis.selection import SelectionMeasures, measure_selection

__all__ = [
    "CursorReadout",
    "TakeAcoustics",
    "analyse_take",
    "audible_frames",
    "measure_span",
    "readout_at",
    "spectrogram",
    "value_at",
]

RATE = 16_000
TIME_STEP = 0.01
MAX_FREQUENCY = 5000.0
WINDOW_LENGTH = 0.005
"""Praat's broadband default; 0.03 s gives a narrowband spectrogram (harmonics)."""

Floats = npt.NDArray[np.float64]


@dataclass(frozen=True)
class TakeAcoustics:
    """Tracks of one take on the recording's clock (seconds)."""

    duration: float
    samples: npt.NDArray[np.float32]
    """The decoded take (16 kHz mono), for the waveform and for playback checks."""
    original: npt.NDArray[np.float32]
    """The take at its own rate (mono), what a stretch is measured on."""
    original_rate: int
    pitch_floor: float
    pitch_ceiling: float
    """The take's own pitch range (Hz): the pitch track's, and any stretch's."""
    spectrogram_db: npt.NDArray[np.float32]
    """Power in dB, shape (frames, frequency bins), frames ``spectrogram_times`` apart."""
    spectrogram_times: Floats
    frequencies: Floats
    pitch_times: Floats
    pitch_hz: Floats
    """F0 in Hz; NaN where the frame is unvoiced."""
    intensity_times: Floats
    intensity_db: Floats


def analyse_take(path: str | Path | bytes, name: str = "") -> TakeAcoustics:
    """Decode ``path`` (or a take's sound file in memory, named ``name`` in messages) and
    compute its tracks; raises ``OSError`` in plain words when the file cannot be read
    (``voxwell.errors.AnalysisError`` is mapped to it)."""
    from voxwell.errors import AnalysisError

    source = path if isinstance(path, bytes) else Path(path)
    name = name or (source.name if isinstance(source, Path) else "take")
    try:
        audio = decode(source)
        original = decode(source, rate=None)
    except AnalysisError as exc:
        raise OSError(f"The take {name} cannot be read: {exc}") from exc
    samples = audio.samples.astype(np.float32)
    sound = parselmouth.Sound(samples.astype(np.float64), sampling_frequency=RATE)
    native = parselmouth.Sound(
        original.samples.astype(np.float64), sampling_frequency=original.sample_rate
    )
    floor, ceiling = speaker_pitch_range(native)
    db, times, frequencies = spectrogram(sound)
    pitch = sound.to_pitch_ac(time_step=TIME_STEP, pitch_floor=floor, pitch_ceiling=ceiling)
    f0 = np.asarray(pitch.selected_array["frequency"], dtype=np.float64)
    f0[f0 <= 0] = np.nan
    intensity = sound.to_intensity(minimum_pitch=floor, time_step=TIME_STEP)
    level = np.asarray(intensity.values[0], dtype=np.float64)
    level[level < 0.0] = np.nan  # digital silence (Praat says -300 dB): a gap, not a plunge
    return TakeAcoustics(
        duration=samples.size / RATE,
        samples=samples,
        original=original.samples,
        original_rate=original.sample_rate,
        pitch_floor=floor,
        pitch_ceiling=ceiling,
        spectrogram_db=db,
        spectrogram_times=times,
        frequencies=frequencies,
        pitch_times=np.asarray(pitch.xs(), dtype=np.float64),
        pitch_hz=f0,
        intensity_times=np.asarray(intensity.xs(), dtype=np.float64),
        intensity_db=level,
    )


def measure_span(acoustics: TakeAcoustics, start: float, end: float) -> SelectionMeasures:
    """Praat's figures of ``start``-``end`` of the take, on the original at its own rate and in
    the take's own pitch range (``ValueError`` for a span too short to measure)."""
    return measure_selection(
        acoustics.original,
        acoustics.original_rate,
        start,
        end,
        pitch_floor=acoustics.pitch_floor,
        pitch_ceiling=acoustics.pitch_ceiling,
    )


def spectrogram(
    sound: parselmouth.Sound | npt.NDArray[np.floating],
    *,
    window_length: float = WINDOW_LENGTH,
    max_frequency: float = MAX_FREQUENCY,
) -> tuple[npt.NDArray[np.float32], Floats, Floats]:
    """Praat's "To Spectrogram" (Gaussian window, ``TIME_STEP`` frames, 20 Hz bins) of a take
    at ``RATE``: power in dB re (20 µPa)² as (frames, bins), frame times, bin frequencies."""
    if not isinstance(sound, parselmouth.Sound):
        sound = parselmouth.Sound(np.asarray(sound, dtype=np.float64), sampling_frequency=RATE)
    result = sound.to_spectrogram(
        window_length=window_length,
        maximum_frequency=min(max_frequency, RATE / 2),
        time_step=TIME_STEP,
        frequency_step=20.0,
    )
    power = np.asarray(result.values, dtype=np.float64).T
    db = (10.0 * np.log10(np.maximum(power, 1e-14) / 4e-10)).astype(np.float32)
    times = np.asarray(result.xs(), dtype=np.float64)
    return db, times, np.asarray(result.ys(), dtype=np.float64)


def value_at(times: Floats, values: Floats, t: float) -> float:
    """The value of the frame nearest ``t`` (NaN outside the track or at an unvoiced frame)."""
    if times.size == 0:
        return float("nan")
    index = int(np.clip(np.searchsorted(times, t), 1, times.size - 1)) if times.size > 1 else 0
    if times.size > 1 and abs(times[index - 1] - t) <= abs(times[index] - t):
        index -= 1
    step = float(times[1] - times[0]) if times.size > 1 else TIME_STEP
    if abs(float(times[index]) - t) > step:
        return float("nan")
    return float(values[index])


FORMANT_DYNAMIC_RANGE_DB = 30.0
"""Praat draws formants only where the intensity is within this of the take's loudest."""


def audible_frames(acoustics: TakeAcoustics, times: Floats) -> npt.NDArray[np.bool_]:
    """Which of ``times`` lie where the intensity is within ``FORMANT_DYNAMIC_RANGE_DB`` of the
    take's loudest (False in pauses and digital silence)."""
    level = acoustics.intensity_db
    if level.size == 0 or not np.isfinite(level).any():
        return np.zeros(times.shape, dtype=bool)
    floor = float(np.nanmax(level)) - FORMANT_DYNAMIC_RANGE_DB
    at = np.interp(times, acoustics.intensity_times, np.nan_to_num(level, nan=-300.0))
    return np.asarray(at >= floor, dtype=bool)


Spectrogram = tuple[npt.NDArray[np.float32], Floats, Floats]
"""(dB as frames × bins, frame times, bin frequencies), as ``spectrogram`` gives it."""


@dataclass(frozen=True)
class CursorReadout:
    """What lies under the mouse: time, and where the pointer is over the spectrogram its
    frequency and the spectral level there; the F0 and intensity of the frame at that time
    (NaN where unvoiced or silent)."""

    time: float
    f0_hz: float
    intensity_db: float
    frequency: float | None = None
    spectral_db: float | None = None


def readout_at(
    acoustics: TakeAcoustics,
    time: float,
    frequency: float | None = None,
    shown: Spectrogram | None = None,
) -> CursorReadout:
    """The readout at ``time`` (and ``frequency``, over the spectrogram ``shown``: by default
    the take's own)."""
    f0 = value_at(acoustics.pitch_times, acoustics.pitch_hz, time)
    level = value_at(acoustics.intensity_times, acoustics.intensity_db, time)
    if frequency is None:
        return CursorReadout(time, f0, level)
    db, times, frequencies = shown or (
        acoustics.spectrogram_db,
        acoustics.spectrogram_times,
        acoustics.frequencies,
    )
    spectral: float | None = None
    if db.size and frequencies.size and 0.0 <= frequency <= float(frequencies[-1]) + 10.0:
        column = int(np.argmin(np.abs(frequencies - frequency)))
        spectral = value_at(times, db[:, column].astype(np.float64), time)
    return CursorReadout(time, f0, level, frequency, spectral)

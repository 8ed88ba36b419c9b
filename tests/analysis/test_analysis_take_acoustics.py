"""A take's inspection tracks: on the recording's clock, and remembered until the file changes."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import parselmouth
import soundfile

from voxwell.analysis.features import speaker_pitch_range
from voxwell.analysis.selection import measure_selection
from voxwell.analysis.take_acoustics import TIME_STEP, cached_acoustics, is_cached, measure_span


def test_tracks_cover_the_take_and_are_remembered_until_a_retake(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    take = tmp_path / "take.flac"
    shutil.copyfile(audio_fixtures / "short_8s.flac", take)
    assert not is_cached(take)
    first = cached_acoustics(take)
    assert is_cached(take)
    assert cached_acoustics(take) is first
    assert 7.0 < first.duration < 10.0
    assert abs(first.pitch_times[1] - first.pitch_times[0] - TIME_STEP) < 1e-9
    assert np.isfinite(first.pitch_hz).any(), "voiced frames have a pitch"
    assert first.spectrogram_db.shape == (len(first.spectrogram_times), len(first.frequencies))

    shutil.copyfile(audio_fixtures / "mood_answer_en.flac", take)  # a re-take: size changes
    assert not is_cached(take)
    second = cached_acoustics(take)
    assert second is not first
    assert second.duration > first.duration


def test_a_missing_take_is_not_cached(tmp_path: Path) -> None:
    assert not is_cached(tmp_path / "gone.flac")


def test_a_stretch_is_measured_on_the_original_in_the_take_s_own_range(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    """Inspect measured the 16 kHz copy in a range set by the stated sex; it measures the file at
    its own rate now, in the range the voice itself gives."""
    take = tmp_path / "take.wav"
    samples, rate = soundfile.read(str(audio_fixtures / "mood_answer_en.flac"), dtype="float32")
    up = np.interp(np.arange(samples.size * 3) / 3, np.arange(samples.size), samples)
    soundfile.write(str(take), up.astype(np.float32), rate * 3, subtype="PCM_16")  # as recorded
    acoustics = cached_acoustics(take)
    assert acoustics.original_rate == 48_000
    assert acoustics.original.size == acoustics.samples.size * 3
    native = parselmouth.Sound(acoustics.original.astype(np.float64), sampling_frequency=48_000)
    assert (acoustics.pitch_floor, acoustics.pitch_ceiling) == speaker_pitch_range(native)
    measured = measure_span(acoustics, 2.0, 4.0)
    assert measured == measure_selection(
        acoustics.original,
        48_000,
        2.0,
        4.0,
        pitch_floor=acoustics.pitch_floor,
        pitch_ceiling=acoustics.pitch_ceiling,
    )

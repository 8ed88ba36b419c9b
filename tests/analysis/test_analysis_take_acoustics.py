"""A take's inspection tracks on the recording's clock, and a stretch measured on the original."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import parselmouth
import pytest
import soundfile

from voxwell.analysis.features import speaker_pitch_range
from voxwell.analysis.selection import measure_selection
from voxwell.analysis.take_acoustics import TIME_STEP, analyse_take, measure_span
from voxwell.desk.inspection import is_cached, take_acoustics


def test_tracks_cover_the_take_and_are_remembered_until_a_retake(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    """The tracks are on the recording's clock; the app keeps them (``desk.inspection``, which
    computes them in a process of their own) until the file changes."""
    take = tmp_path / "take.flac"
    shutil.copyfile(audio_fixtures / "short_8s.flac", take)
    assert not is_cached(take)
    first = take_acoustics(take)
    assert is_cached(take)
    assert take_acoustics(take) is first
    assert 7.0 < first.duration < 10.0
    assert abs(first.pitch_times[1] - first.pitch_times[0] - TIME_STEP) < 1e-9
    assert np.isfinite(first.pitch_hz).any(), "voiced frames have a pitch"
    assert first.spectrogram_db.shape == (len(first.spectrogram_times), len(first.frequencies))
    here = analyse_take(take)  # the same computation in this process
    np.testing.assert_array_equal(first.pitch_hz, here.pitch_hz)

    shutil.copyfile(audio_fixtures / "mood_answer_en.flac", take)  # a re-take: size changes
    assert not is_cached(take)
    second = take_acoustics(take)
    assert second is not first
    assert second.duration > first.duration


def test_a_missing_take_is_not_cached(tmp_path: Path) -> None:
    assert not is_cached(tmp_path / "gone.flac")


def test_a_file_that_is_not_audio_is_a_plain_os_error(audio_fixtures: Path) -> None:
    with pytest.raises(OSError, match="cannot be read"):
        analyse_take(audio_fixtures / "format_sample.txt")


def test_a_stretch_is_measured_on_the_original_in_the_take_s_own_range(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    """Inspect measured the 16 kHz copy in a range set by the stated sex; it measures the file at
    its own rate now, in the range the voice itself gives."""
    take = tmp_path / "take.wav"
    samples, rate = soundfile.read(str(audio_fixtures / "mood_answer_en.flac"), dtype="float32")
    up = np.interp(np.arange(samples.size * 3) / 3, np.arange(samples.size), samples)
    soundfile.write(str(take), up.astype(np.float32), rate * 3, subtype="PCM_16")  # as recorded
    acoustics = analyse_take(take)
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

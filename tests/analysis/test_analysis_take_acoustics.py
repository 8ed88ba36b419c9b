"""A take's inspection tracks: on the recording's clock, and remembered until the file changes."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np

from voxwell.analysis.take_acoustics import TIME_STEP, cached_acoustics, is_cached
from voxwell.api import BirthSex


def test_tracks_cover_the_take_and_are_remembered_until_a_retake(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    take = tmp_path / "take.flac"
    shutil.copyfile(audio_fixtures / "short_8s.flac", take)
    assert not is_cached(take, BirthSex.FEMALE)
    first = cached_acoustics(take, BirthSex.FEMALE)
    assert is_cached(take, BirthSex.FEMALE)
    assert not is_cached(take, BirthSex.MALE), "the pitch range is part of the key"
    assert cached_acoustics(take, sex=BirthSex.FEMALE) is first
    assert 7.0 < first.duration < 10.0
    assert abs(first.pitch_times[1] - first.pitch_times[0] - TIME_STEP) < 1e-9
    assert np.isfinite(first.pitch_hz).any(), "voiced frames have a pitch"
    assert first.spectrogram_db.shape == (len(first.spectrogram_times), len(first.frequencies))

    shutil.copyfile(audio_fixtures / "mood_answer_en.flac", take)  # a re-take: size changes
    assert not is_cached(take, BirthSex.FEMALE)
    second = cached_acoustics(take, BirthSex.FEMALE)
    assert second is not first
    assert second.duration > first.duration


def test_a_missing_take_is_not_cached(tmp_path: Path) -> None:
    assert not is_cached(tmp_path / "gone.flac")

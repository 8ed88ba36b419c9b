"""A take's inspection tracks on the recording's clock, and a stretch measured on the original."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import parselmouth
import pytest
import soundfile

from voxwell.analysis.features import speaker_pitch_range
from voxwell.analysis.selection import measure_selection
from voxwell.analysis.take_acoustics import TIME_STEP, analyse_take, measure_span


def test_tracks_cover_the_take_on_the_recording_s_clock(audio_fixtures: Path) -> None:
    acoustics = analyse_take(audio_fixtures / "short_8s.flac")
    assert 7.0 < acoustics.duration < 10.0
    assert abs(acoustics.pitch_times[1] - acoustics.pitch_times[0] - TIME_STEP) < 1e-9
    assert np.isfinite(acoustics.pitch_hz).any(), "voiced frames have a pitch"
    shape = (len(acoustics.spectrogram_times), len(acoustics.frequencies))
    assert acoustics.spectrogram_db.shape == shape


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

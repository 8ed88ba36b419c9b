"""Pre-upload checks refuse what the engine would refuse, with the engine's own error codes."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.api import MentalWellnessErrorCode, ModelKind
from voxwell.audio.preflight import check_take
from voxwell.errors import AnalysisError


def test_a_text_file_named_wav_is_not_a_recording(tmp_path: Path) -> None:
    fake = tmp_path / "notes.wav"
    fake.write_text("not audio at all\n", encoding="utf-8")
    with pytest.raises(AnalysisError) as caught:
        check_take(fake, ModelKind.MENTAL_WELLNESS)
    assert caught.value.code is MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT


def test_too_little_speech_is_measured_for_an_imported_file(audio_fixtures: Path) -> None:
    with pytest.raises(AnalysisError) as caught:
        check_take(audio_fixtures / "short_8s.flac", ModelKind.MENTAL_WELLNESS)
    assert caught.value.code is MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT
    assert "at least 10 s" in caught.value.reason


def test_the_meter_count_is_used_for_a_recorded_take(audio_fixtures: Path) -> None:
    passage = audio_fixtures / "read_passage_en.flac"
    found = check_take(passage, ModelKind.APOLLO)
    assert found.speech_seconds >= ModelKind.APOLLO.min_speech_seconds
    with pytest.raises(AnalysisError, match=r"has 3\.0 s of speech"):
        check_take(passage, ModelKind.APOLLO, speech_seconds=3.0)

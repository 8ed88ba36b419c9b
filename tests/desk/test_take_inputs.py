"""Takes brought in from files and checked before upload, without Qt, on committed speech."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from voxwell.api import MentalWellnessErrorCode, ModelKind
from voxwell.audio.takes import TakeOwner
from voxwell.desk.custody import Take
from voxwell.desk.take_inputs import first_refused_take, import_checked
from voxwell.errors import AnalysisError, TakeError

OWNER = TakeOwner("session-1", "P-0101")


def test_an_imported_answer_becomes_a_take_with_its_speech(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    source = audio_fixtures / "mood_answer_en.flac"
    target, check = import_checked(
        source, "recording", tmp_path / "takes", ModelKind.MENTAL_WELLNESS
    )
    assert target.parent == tmp_path / "takes"
    assert target.read_bytes() == source.read_bytes()
    assert check.speech_seconds >= ModelKind.MENTAL_WELLNESS.min_speech_seconds


def test_a_file_the_service_would_refuse_leaves_no_copy(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    takes = tmp_path / "takes"
    with pytest.raises(AnalysisError) as refused:
        import_checked(
            audio_fixtures / "short_8s.flac", "recording", takes, ModelKind.MENTAL_WELLNESS
        )
    assert refused.value.code == MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT
    assert "short_8s.flac" in str(refused.value)
    assert list(takes.iterdir()) == []


def test_a_missing_source_file_is_a_take_error(tmp_path: Path) -> None:
    with pytest.raises(TakeError, match=r"gone\.flac"):
        import_checked(tmp_path / "gone.flac", "recording", tmp_path, ModelKind.MENTAL_WELLNESS)


def test_the_first_take_the_service_would_refuse_is_named(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    answer = shutil.copy(audio_fixtures / "mood_answer_en.flac", tmp_path / "answer.flac")
    short = shutil.copy(audio_fixtures / "short_8s.flac", tmp_path / "short.flac")
    slots = [slot.value for slot in ModelKind.APOLLO.slots]
    good = {slot: Take(Path(answer), slot, OWNER) for slot in slots}
    assert first_refused_take(good, slots, ModelKind.APOLLO) is None

    takes = {**good, slots[1]: Take(Path(short), slots[1], OWNER)}
    refused = first_refused_take(takes, slots, ModelKind.APOLLO)
    assert refused is not None
    slot, error = refused
    assert slot == slots[1]
    assert isinstance(error, AnalysisError)
    assert error.code == MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT

    # A recorded take's speech is the meter's count, not measured again.
    counted = {**good, slots[0]: Take(Path(answer), slots[0], OWNER, speech_seconds=2.0)}
    refused = first_refused_take(counted, slots, ModelKind.APOLLO)
    assert refused is not None
    assert refused[0] == slots[0]

    missing = first_refused_take({slots[0]: good[slots[0]]}, slots, ModelKind.APOLLO)
    assert missing is not None
    assert missing[0] == slots[1]
    assert isinstance(missing[1], TakeError)

"""The failed take of a two-recording run is found from the takes, not from the reason's words.

The app used to look for "mood" or "read" in the run's error reason: a reason that named
neither (another service's wording) sent both takes back to be recorded again, and one that
named the wrong take kept the take that had failed. The takes are real committed recordings.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from voxwell.api import MentalWellnessErrorCode as Code
from voxwell.desk.failed_takes import failed_slots
from voxwell.history import HistoryStore, SessionRecord


def _failed(
    store: HistoryStore, takes: dict[str, Path], code: Code, reason: str, kind: str = "apollo"
) -> SessionRecord:
    record = store.create_session(
        user_label="P-4009",
        model_kind=kind,
        service_name="EU region",
        base_url="https://eu.invalid",
        language="en-US",
        request_json={},
        takes=takes,
    )
    return store.update(
        record.id, status="failed", error_code=code.value, error_reason=reason, run_id="r-1"
    )


@pytest.mark.parametrize(
    "reason",
    [
        "Recording too short.",  # names no take
        "The read-aloud recording has too little speech.",  # names the wrong one
    ],
)
def test_the_take_with_too_little_speech_is_the_one_to_record_again(
    store: HistoryStore, audio_fixtures: Path, reason: str
) -> None:
    takes = {
        "moodQuestion": audio_fixtures / "short_8s.flac",  # under the 15 s of speech a take needs
        "readAloud": audio_fixtures / "read_passage_en.flac",
    }
    record = _failed(store, takes, Code.ERR_RECORDING_TOO_SHORT, reason)
    assert failed_slots(record) == {"moodQuestion"}


def test_a_take_too_long_or_not_audio_is_found_by_its_own_code(
    store: HistoryStore, audio_fixtures: Path, tmp_path: Path
) -> None:
    long_read = {
        "moodQuestion": audio_fixtures / "mood_answer_en.flac",
        "readAloud": audio_fixtures / "long_190s.opus",
    }
    record = _failed(store, long_read, Code.ERR_RECORDING_TOO_LONG, "Too long.")
    assert failed_slots(record) == {"readAloud"}
    not_audio = tmp_path / "mood.wav"
    shutil.copyfile(audio_fixtures / "format_sample.txt", not_audio)
    record = _failed(
        store,
        {"moodQuestion": not_audio, "readAloud": audio_fixtures / "read_passage_en.flac"},
        Code.ERR_RECORDING_INVALID_FORMAT,
        "Unsupported format.",
    )
    assert failed_slots(record) == {"moodQuestion"}


def test_a_failure_no_take_s_check_explains_sends_every_take_back(
    store: HistoryStore, audio_fixtures: Path
) -> None:
    takes = {
        "moodQuestion": audio_fixtures / "mood_answer_en.flac",
        "readAloud": audio_fixtures / "read_passage_en.flac",
    }
    record = _failed(store, takes, Code.ERR_TRANSCRIPTION_FAILED, "No words in the mood take.")
    assert failed_slots(record) == {"moodQuestion", "readAloud"}

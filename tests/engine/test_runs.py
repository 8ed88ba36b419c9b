"""Whole runs through the HTTP interface with the fixture recordings: a mental wellness run in
every supported container, a two-recording run, and every error code a recording can cause."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.engine.engine_helpers import Api
from tests.team_server import store_independent

pytestmark = pytest.mark.slow


FORMATS = ["flac", "m4a", "mp3", "ogg", "opus", "wav", "webm"]


@pytest.fixture(scope="module")
def format_runs(api: Api, audio_fixtures: Path) -> dict[str, str]:
    """One run per container, all uploaded before any is awaited (the workers share them)."""
    runs: dict[str, str] = {}
    for extension in FORMATS:
        run = api.create_run(tags=[{"name": "format", "value": extension}])
        recording = audio_fixtures / f"format_sample.{extension}"
        assert api.upload(run["recordingUploadUrl"], recording).status_code == 200
        runs[extension] = run["id"]
    return runs


def check_sections(run: dict[str, Any], duration: float) -> None:
    sections = run["results"]["sections"]
    assert sections
    previous_end = 0.0
    for section in sections:
        assert previous_end <= section["startSecs"] < section["finishSecs"] <= duration + 0.5
        previous_end = section["finishSecs"]
        for measure in ("distress", "stress", "exhaustion", "sleepPropensity", "lowSelfEsteem"):
            assert section[measure]["value"] in (0.0, 0.33, 0.66, 1.0)
        assert 0.0 <= section["mentalStrain"]["value"] <= 1.0
    assert any(section["transcript"].strip() for section in sections)


@pytest.mark.parametrize("extension", FORMATS)
@store_independent("decoding each container: a recording is stored as bytes, whatever they hold")
def test_mental_wellness_run_in_each_format(
    api: Api, format_runs: dict[str, str], extension: str
) -> None:
    run = api.wait_final(format_runs[extension])
    assert run["status"] == "COMPLETE_OK", run
    assert run["createdAt"] <= run["runAt"] <= run["completedAt"]
    assert run["model"].startswith("voxwell-acoustic")
    assert run["tags"] == [{"name": "format", "value": extension}]
    for absent in ("errorCode", "errorReason"):
        assert absent not in run
    check_sections(run, 26.908)


def test_two_recording_run_from_create_to_results(api: Api, audio_fixtures: Path) -> None:
    run = api.create_run("apollo", deleteData=False)
    urls = run["uploadUrls"]
    mood = api.upload(urls["moodQuestionUploadUrl"], audio_fixtures / "mood_answer_en.flac")
    assert mood.status_code == 200
    got = api.get_run(run["id"], "apollo").json()
    assert got["status"] == "CREATED"
    assert "runAt" not in got  # it waits for the read-aloud recording
    read = api.upload(urls["readAloudUploadUrl"], audio_fixtures / "read_passage_en.flac")
    assert read.status_code == 200
    done = api.wait_final(run["id"], "apollo")
    assert done["status"] == "COMPLETE_OK", done
    assert done["model"].startswith("voxwell-acoustic")
    results = done["results"]
    for disorder in ("depression", "anxiety"):
        score = results["disorders"][disorder]
        assert 0.0 <= score["probability"] <= 1.0
        assert score["severity"] in ("NONE", "MILD", "MODERATE", "SEVERE")
    assert len(results["symptoms"]["depression"]) == 8
    assert len(results["symptoms"]["anxiety"]) == 7


@pytest.mark.parametrize(
    ("recording", "code"),
    [
        ("short_8s.flac", "ERR_RECORDING_TOO_SHORT"),
        ("long_190s.opus", "ERR_RECORDING_TOO_LONG"),
        (b"RIFF\x00\x00\x00\x00not really a wave file" * 40, "ERR_RECORDING_INVALID_FORMAT"),
        ("noise_only.flac", "ERR_RECORDING_TOO_SHORT"),
    ],
    ids=["too-short", "too-long", "invalid-format", "noise-only"],
)
def test_error_codes_through_the_interface(
    api: Api, audio_fixtures: Path, recording: str | bytes, code: str
) -> None:
    source = recording if isinstance(recording, bytes) else audio_fixtures / recording
    run = api.analyse(source)
    assert run["status"] == "COMPLETE_ERROR"
    assert run["errorCode"] == code, run
    assert run["errorReason"]
    assert "results" not in run
    assert "completedAt" in run


def test_two_recording_run_with_a_short_recording_fails(api: Api, audio_fixtures: Path) -> None:
    run = api.create_run("apollo")
    urls = run["uploadUrls"]
    assert (
        api.upload(urls["moodQuestionUploadUrl"], audio_fixtures / "short_8s.flac").status_code
        == 200
    )
    assert (
        api.upload(urls["readAloudUploadUrl"], audio_fixtures / "read_passage_en.flac").status_code
        == 200
    )
    done = api.wait_final(run["id"], "apollo")
    assert done["status"] == "COMPLETE_ERROR"
    assert done["errorCode"] == "ERR_RECORDING_TOO_SHORT"


@store_independent("recognising which language is spoken: the analysis is the same for every store")
def test_speech_in_another_language_than_the_runs_is_named(api: Api, audio_fixtures: Path) -> None:
    """English speech in a run created for Japanese gives no credible Japanese words: the run
    fails with ERR_TRANSCRIPTION_FAILED and says which language it heard."""
    run = api.analyse(audio_fixtures / "mood_answer_en.flac", language="ja-JP")
    assert run["status"] == "COMPLETE_ERROR", run
    assert run["errorCode"] == "ERR_TRANSCRIPTION_FAILED"
    assert "sounds like English" in run["errorReason"]

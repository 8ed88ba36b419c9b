"""Signed upload URLs: genuine, tampered, expired, repeated and oversized uploads; the time
limit of an analysis; deletion after the (shortened) delay. Uses an engine with short times."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.engine.engine_helpers import Api, recordings_folder, wait_until
from tests.upload_clock import UploadClock

pytestmark = pytest.mark.slow


NOT_AUDIO = b"this is not a recording\n" * 64
URL_LIFETIME = 3600  # the engine's default upload-URL lifetime (s)


def audio_files(api: Api, run_id: str) -> list[Path]:
    folder = recordings_folder(api.engine) / run_id
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []


def tampered(url: str) -> Iterator[str]:
    base, token = url.rsplit("/", 1)
    run_id, slot, expiry, signature = token.split(".")
    flipped = ("A" if signature[0] != "A" else "B") + signature[1:]
    yield f"{base}/{run_id}.{slot}.{expiry}.{flipped}"
    yield f"{base}/{run_id}.{slot}.{int(expiry) + 3600}.{signature}"
    yield f"{base}/{run_id}.readAloud.{expiry}.{signature}"
    yield f"{base}/{run_id}.{slot}.{expiry}"
    yield f"{base}/not-a-token"


def test_tampered_upload_urls_are_refused(short_api: Api) -> None:
    run = short_api.create_run()
    for url in tampered(run["recordingUploadUrl"]):
        response = short_api.upload(url, NOT_AUDIO)
        assert response.status_code == 403, url
        assert isinstance(response.json()["detail"], str)
    assert audio_files(short_api, run["id"]) == []
    assert short_api.get_run(run["id"]).json()["status"] == "CREATED"


def test_expired_upload_url_is_refused_and_the_run_warns(
    short_api: Api, upload_clock: UploadClock
) -> None:
    run = short_api.create_run()
    assert not short_api.get_run(run["id"]).json().get("warnings")
    with upload_clock.passed(URL_LIFETIME + 1):
        got = short_api.get_run(run["id"]).json()
        assert got["status"] == "CREATED"
        assert any("expired" in w for w in got["warnings"])
        response = short_api.upload(run["recordingUploadUrl"], NOT_AUDIO)
    assert response.status_code == 403
    assert response.json() == {"detail": "Upload URL has expired"}
    assert audio_files(short_api, run["id"]) == []


def test_a_filled_slot_and_a_started_run_refuse_more_uploads(short_api: Api) -> None:
    run = short_api.create_run("apollo")
    mood, read = run["uploadUrls"]["moodQuestionUploadUrl"], run["uploadUrls"]["readAloudUploadUrl"]
    first = short_api.upload(mood, NOT_AUDIO)
    assert first.status_code == 200
    assert first.json()["status"] == "CREATED"  # the two-recording run waits for both
    assert short_api.get_run(run["id"], "apollo").json()["status"] == "CREATED"
    assert short_api.upload(mood, NOT_AUDIO).status_code == 409
    second = short_api.upload(read, NOT_AUDIO)
    assert second.status_code == 200
    assert second.json()["status"] == "RUNNING"
    assert short_api.upload(read, NOT_AUDIO).status_code == 409
    assert len(audio_files(short_api, run["id"])) == 2
    final = short_api.wait_final(run["id"], "apollo")
    assert final["status"] == "COMPLETE_ERROR"
    assert final["errorCode"] == "ERR_RECORDING_INVALID_FORMAT"
    assert "runAt" in final
    assert "completedAt" in final


@pytest.mark.parametrize("chunked", [False, True], ids=["with-length", "chunked"])
def test_an_oversized_upload_is_413_and_leaves_nothing(short_api: Api, chunked: bool) -> None:
    run = short_api.create_run()
    body = b"\0" * (1200 * 1024)  # the short engine's cap is 1 MiB
    content = (body[i : i + 16384] for i in range(0, len(body), 16384)) if chunked else body
    try:
        response = httpx.put(run["recordingUploadUrl"], content=content, timeout=30)
        assert response.status_code == 413
    except httpx.WriteError:
        pass  # the engine may close the connection before the client has sent everything
    assert audio_files(short_api, run["id"]) == []
    assert short_api.get_run(run["id"]).json()["status"] == "CREATED"
    # The URL is still good for a recording of an acceptable size.
    assert short_api.upload(run["recordingUploadUrl"], NOT_AUDIO).status_code == 200


def test_an_empty_upload_is_refused_with_422(short_api: Api) -> None:
    run = short_api.create_run()
    response = short_api.upload(run["recordingUploadUrl"], b"")
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body"]
    assert audio_files(short_api, run["id"]) == []


def test_an_analysis_over_the_time_limit_ends_in_error(
    short_api: Api, audio_fixtures: Path
) -> None:
    run = short_api.analyse(audio_fixtures / "read_passage_en.flac")
    assert run["status"] == "COMPLETE_ERROR"
    assert run["errorCode"] == "ERR_INTERNAL"
    assert "did not finish within" in run["errorReason"]
    assert "results" not in run
    # The worker was replaced: the engine still analyses (here: a quick refusal).
    again = short_api.analyse(NOT_AUDIO)
    assert again["errorCode"] == "ERR_RECORDING_INVALID_FORMAT"


def test_runs_are_deleted_after_the_delay(short_api: Api) -> None:
    whole = short_api.create_run(deleteData=True)
    audio_only = short_api.create_run(deleteData=True, dataToDelete=["RECORDINGS"])
    kept = short_api.create_run()
    for run in (whole, audio_only, kept):
        assert short_api.upload(run["recordingUploadUrl"], NOT_AUDIO).status_code == 200
        short_api.wait_final(run["id"])
        assert audio_files(short_api, run["id"])
    wait_until(lambda: short_api.get_run(whole["id"]).status_code == 404, what="deletion")
    assert audio_files(short_api, whole["id"]) == []
    wait_until(lambda: not audio_files(short_api, audio_only["id"]), what="audio deletion")
    still = short_api.get_run(audio_only["id"])
    assert still.status_code == 200
    assert still.json()["status"] == "COMPLETE_ERROR"
    assert short_api.get_run(kept["id"]).status_code == 200
    assert audio_files(short_api, kept["id"])

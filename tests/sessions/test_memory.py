"""Checkpoints kept in memory: the steps of a run, as the runner reads them back; no store."""

from __future__ import annotations

from voxwell.api import ModelKind, ModelRunStatus, SessionStatus
from voxwell.sessions import MemoryCheckpoints, session_status_of


def test_each_step_is_read_back_and_slots_fill_in_take_order() -> None:
    checkpoints = MemoryCheckpoints()
    session = checkpoints.add(
        model_kind=ModelKind.APOLLO.value,
        base_url="http://127.0.0.1:5001",
        request_json={"language": "en"},
        takes={"moodQuestion": "/takes/mood.wav", "readAloud": "/takes/read.wav"},
    )
    assert session.status == SessionStatus.RECORDED
    assert session.missing_slots == ["moodQuestion", "readAloud"]
    urls = {"moodQuestion": "http://127.0.0.1:5001/u/1", "readAloud": "http://127.0.0.1:5001/u/2"}
    created = checkpoints.record_created(session.id, "run-1", urls)
    assert (created.run_id, created.status, dict(created.upload_urls)) == (
        "run-1",
        "uploading",
        urls,
    )
    half = checkpoints.record_uploaded(session.id, ["readAloud"])
    assert half.missing_slots == ["moodQuestion"]
    assert half.status == SessionStatus.UPLOADING
    full = checkpoints.record_uploaded(session.id, ["moodQuestion"])
    assert full.missing_slots == []
    assert full.status == SessionStatus.RUNNING
    moved = checkpoints.record_moved(session.id, "http://127.0.0.1:5002", {})
    assert moved.base_url == "http://127.0.0.1:5002"
    status = session_status_of(ModelRunStatus.COMPLETE_OK)
    done = checkpoints.record_run(session.id, status, {"status": "COMPLETE_OK"})
    assert done.status == SessionStatus.COMPLETE
    assert checkpoints.get(session.id) == done
    assert session.status == SessionStatus.RECORDED, "records are never changed in place"


def test_sessions_have_their_own_ids() -> None:
    checkpoints = MemoryCheckpoints()
    fields = {"model_kind": "mental-wellness", "base_url": "", "request_json": {}, "takes": {}}
    first, second = checkpoints.add(**fields), checkpoints.add(**fields)
    assert first.id != second.id

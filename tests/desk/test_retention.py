"""The retention rule for recordings: a finished session's take audio is removed some days after
its results arrived; its results, notes and live notes stay. Real takes, a real history."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.api import LiveCaption, LiveNotes
from voxwell.audio.takes import (
    TakeFormat,
    TakeOwner,
    TakeWriter,
    live_notes_of,
    notes_of,
    read_live_notes,
    write_live_notes,
)
from voxwell.desk.retention import (
    apply_retention,
    results_arrived_at,
    retention_note,
)
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord

NOW = datetime(2026, 11, 28, 12, 0, tzinfo=UTC)


@pytest.fixture
def takes(tmp_path: Path) -> Path:
    return tmp_path / "takes"


def _take(folder: Path, slot: str = "recording", fmt: TakeFormat = "wav") -> Path:
    """A kept take of half a second of tone, with its notes and live captions beside it."""
    writer = TakeWriter(16000, folder, label=slot, extra=TakeOwner("s-1", "P-001").notes())
    writer.write((0.1 * np.sin(np.arange(8000) / 5.0)).astype(np.float32))
    take = writer.finish(fmt)
    write_live_notes(take, LiveNotes(captions=[LiveCaption(start=0.0, end=0.5, text="a walk")]))
    return take


def _finished(store: HistoryStore, take: Path, *, arrived: datetime | None = None) -> SessionRecord:
    record = stored_session(store, wellness_run(3), take=take)
    return record if arrived is None else store.update(record.id, results_at=arrived)


def test_with_zero_days_a_finished_sessions_audio_goes_and_the_rest_stays(
    store: HistoryStore, takes: Path, caplog: pytest.LogCaptureFixture
) -> None:
    take = _take(takes)
    size = take.stat().st_size
    heard = read_live_notes(take)
    record = _finished(store, take)
    assert record.results_at is not None, "set when the final results were stored"
    with caplog.at_level(logging.INFO, logger="voxwell.desk.retention"):
        report = apply_retention(store, takes, 0)
    assert not take.exists()
    assert notes_of(take).exists()
    assert live_notes_of(take).exists()
    assert heard is not None
    assert read_live_notes(take) == heard
    assert (report.sessions, report.files, report.bytes_freed) == (1, 1, size)
    assert report.session_ids == (record.id,)
    after = store.get(record.id)
    assert after.status == "complete"
    assert after.run_json == record.run_json
    assert after.takes == record.takes
    assert after.audio_removed_at is not None
    assert after.audio_retention_days == 0
    when = after.audio_removed_at.astimezone()
    assert retention_note(after) == (
        f"This recording was removed on {when:%Y-%m-%d} under the retention rule (kept 0 days "
        "after results). The results are kept."
    )
    # One line of counts: no label, no file name.
    (line,) = [r.getMessage() for r in caplog.records if r.name == "voxwell.desk.retention"]
    assert "1 sessions, 1 files" in line
    assert "P-001" not in line
    assert take.stem not in line


def test_with_thirty_days_results_of_31_days_ago_lose_their_audio_and_of_29_keep_it(
    store: HistoryStore, takes: Path
) -> None:
    old, recent = _take(takes), _take(takes)
    gone = _finished(store, old, arrived=NOW - timedelta(days=31))
    kept = _finished(store, recent, arrived=NOW - timedelta(days=29))
    report = apply_retention(store, takes, 30, now=NOW)
    assert report.session_ids == (gone.id,)
    assert not old.exists()
    assert recent.exists()
    assert store.get(gone.id).audio_removed_at == NOW
    assert store.get(gone.id).audio_retention_days == 30
    assert store.get(kept.id).audio_removed_at is None
    assert retention_note(store.get(kept.id)) == ""
    assert "removed on 2026-11-28" in retention_note(store.get(gone.id))
    assert "(kept 30 days after results)" in retention_note(store.get(gone.id))


def test_a_second_pass_does_nothing(store: HistoryStore, takes: Path) -> None:
    record = _finished(store, _take(takes), arrived=NOW - timedelta(days=40))
    assert apply_retention(store, takes, 30, now=NOW).sessions == 1
    again = apply_retention(store, takes, 30, now=NOW + timedelta(days=1))
    assert (again.sessions, again.files, again.bytes_freed, again.kept) == (0, 0, 0, 0)
    assert store.get(record.id).audio_removed_at == NOW, "the first removal's time stays"


def test_a_wav_take_since_encoded_to_flac_goes_and_a_file_already_missing_is_fine(
    store: HistoryStore, takes: Path
) -> None:
    flac = _take(takes, fmt="flac")
    read = _take(takes, "readAloud")
    read.unlink()  # already gone: the session is still marked
    record = stored_session(
        store,
        apollo_run(),
        take=None,
        kind="apollo",
        takes={"moodQuestion": flac.with_suffix(".wav"), "readAloud": read},
    )
    report = apply_retention(store, takes, 0)
    assert not flac.exists()
    assert notes_of(flac).exists()
    assert (report.sessions, report.files) == (1, 1)
    assert store.get(record.id).audio_removed_at is not None


def _session(store: HistoryStore, take: Path) -> SessionRecord:
    return store.create_session(
        user_label="P-002",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en-US",
        request_json={},
        takes={"recording": take},
        created_at=NOW - timedelta(days=90),
    )


def test_only_sessions_with_final_results_from_the_service_count(
    store: HistoryStore, takes: Path
) -> None:
    checkpoints = HistoryCheckpoints(store)
    untouched = []
    running = _session(store, _take(takes))
    checkpoints.record_created(running.id, "r-1", {"recording": "http://x/u"})
    checkpoints.record_uploaded(running.id, ["recording"])
    checkpoints.record_run(running.id, "running", {"id": "r-1", "status": "RUNNING"})
    untouched.append(running)
    untouched.append(_session(store, _take(takes)))  # recorded, not uploaded yet
    cancelled = _session(store, _take(takes))
    checkpoints.record_cancelled(cancelled.id)
    untouched.append(cancelled)
    failed_here = _session(store, _take(takes))  # the takes could not go up: another try
    checkpoints.record_failure(failed_here.id, "The service could not be reached.")
    untouched.append(failed_here)
    refused = _session(store, _take(takes))  # the service's own answer: final results
    run: dict[str, Any] = {"status": "COMPLETE_ERROR", "errorCode": "ERR_RECORDING_TOO_SHORT"}
    checkpoints.record_run(refused.id, "failed", run)

    report = apply_retention(store, takes, 0)
    assert report.session_ids == (refused.id,)
    assert not Path(refused.takes["recording"]).exists()
    for record in untouched:
        assert Path(record.takes["recording"]).exists(), store.get(record.id).status
        assert store.get(record.id).audio_removed_at is None
        assert results_arrived_at(store.get(record.id)) is None


def test_a_take_still_needed_held_in_the_window_or_outside_the_takes_folder_is_kept(
    store: HistoryStore, takes: Path, tmp_path: Path
) -> None:
    shared = _take(takes)
    due = _finished(store, shared, arrived=NOW - timedelta(days=40))
    # The same takes analysed again in another language: that session is still running.
    again = store.update(_session(store, shared).id, status="running")
    held = _take(takes)
    in_hand = _finished(store, held, arrived=NOW - timedelta(days=40))
    outside = _take(tmp_path / "elsewhere")
    foreign = _finished(store, outside, arrived=NOW - timedelta(days=40))
    report = apply_retention(store, takes, 30, now=NOW, spare=[held])
    assert (report.sessions, report.kept) == (0, 3)
    for take in (shared, held, outside):
        assert take.exists()
    for record in (due, again, in_hand, foreign):
        assert store.get(record.id).audio_removed_at is None
    # Once the other session has its results too, both lose the shared take.
    store.update(again.id, status="complete", run_json=wellness_run(1), results_at=NOW)
    later = apply_retention(store, takes, 30, now=NOW + timedelta(days=31), spare=[held])
    assert set(later.session_ids) == {due.id, again.id}
    assert not shared.exists()


def test_sessions_stored_before_the_arrival_was_kept_count_from_the_runs_completion(
    store: HistoryStore, takes: Path
) -> None:
    take = _take(takes)
    record = store.update(_finished(store, take).id, results_at=None)
    completed = datetime.fromisoformat(wellness_run(1)["completedAt"])
    assert results_arrived_at(record) == completed
    assert apply_retention(store, takes, 30, now=completed + timedelta(days=29)).sessions == 0
    assert take.exists()
    assert apply_retention(store, takes, 30, now=completed + timedelta(days=30)).sessions == 1
    assert not take.exists()
    # Without the service's completion time, the session's own creation.
    run = {k: v for k, v in wellness_run(1).items() if k != "completedAt"}
    bare = stored_session(store, run, take=None, created_at=NOW)
    assert results_arrived_at(store.update(bare.id, results_at=None)) == NOW


def test_a_negative_rule_is_refused(store: HistoryStore, takes: Path) -> None:
    with pytest.raises(ValueError, match="0 or more"):
        apply_retention(store, takes, -1)

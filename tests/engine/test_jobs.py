"""The job runner itself, in this process with a real store and real worker processes: what
happens to work in flight when it stops, and that nothing starts after it has stopped."""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.engine_helpers import USER, children_of, wait_until
from voxwell.api import ModelKind, ModelRunStatus
from voxwell.engine.db import SqliteDatabase
from voxwell.engine.jobs import JobRunner
from voxwell.engine.runs import RunStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[RunStore]:
    db = SqliteDatabase(tmp_path / "engine.sqlite3")
    (tmp_path / "logs").mkdir()
    try:
        yield RunStore(db, tmp_path / "audio")
    finally:
        db.close()


def _runner(store: RunStore) -> JobRunner:
    log = store.audio_dir.parent / "logs" / "worker.log"
    return JobRunner(store, workers=1, timeout=300, queue_size=4, log_path=log)


def _running_run(store: RunStore, recording: Path) -> str:
    record = store.create(
        ModelKind.MENTAL_WELLNESS, "k", USER, "en", delete_data=False, upload_ttl=60
    )
    path = store.new_audio_path(record.id, "recording")
    shutil.copyfile(recording, path)
    assert store.record_upload(record.id, "recording", path, path.stat().st_size) is (
        ModelRunStatus.RUNNING
    )
    return record.id


def _attempts(store: RunStore, run_id: str) -> int:
    record = store.get(run_id)
    assert record is not None
    return record.attempts


def test_an_outcome_that_arrives_in_the_grace_period_is_kept(
    store: RunStore, audio_fixtures: Path
) -> None:
    run_id = _running_run(store, audio_fixtures / "read_passage_en.flac")
    runner = _runner(store)
    runner.start()
    try:
        runner.notify()
        wait_until(lambda: _attempts(store, run_id) >= 1, within=180, what="the analysis")
    finally:
        # A grace period long enough for the analysis in flight to finish.
        runner.stop(grace=180)
    record = store.get(run_id)
    assert record is not None
    assert record.status is ModelRunStatus.COMPLETE_OK, (record.error_code, record.error_reason)
    assert record.results is not None


def test_no_worker_starts_after_stop(store: RunStore) -> None:
    before = set(children_of(os.getpid()))
    runner = _runner(store)
    runner.stop()
    runner.start()
    started = set(children_of(os.getpid())) - before
    for pid in started:  # only if the runner is broken: leave no process behind
        os.kill(pid, signal.SIGKILL)
    assert started == set()

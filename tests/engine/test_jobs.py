"""The job runner itself, in this process with a real store and real worker processes: what
happens to work in flight when it stops, and that nothing starts after it has stopped."""

from __future__ import annotations

import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.engine_helpers import FINAL, USER, analysis_workers, children_of, wait_until
from voxwell.api import ModelKind, ModelRunStatus
from voxwell.engine.db import SqliteDatabase
from voxwell.engine.jobs import JobRunner
from voxwell.engine.recordings import FolderRecordings
from voxwell.engine.run_analysis import RunAnalyser
from voxwell.engine.runs import RunStore
from voxwell.engine.worker_pool import WorkerPool

pytestmark = pytest.mark.slow


@pytest.fixture
def recordings(tmp_path: Path) -> FolderRecordings:
    return FolderRecordings(tmp_path / "audio")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[RunStore]:
    db = SqliteDatabase(tmp_path / "engine.sqlite3")
    (tmp_path / "logs").mkdir()
    try:
        yield RunStore(db)
    finally:
        db.close()


def _runner(store: RunStore, recordings: FolderRecordings, workers: int = 1) -> JobRunner:
    log = recordings.root.parent / "logs" / "worker.log"
    pool = WorkerPool(workers, log, timeout=300, idle_timeout=0.0)
    return JobRunner(store, RunAnalyser(store, recordings, pool, log_path=log), queue_size=4)


def _running_run(store: RunStore, recordings: FolderRecordings, recording: Path) -> str:
    record = store.create(
        ModelKind.MENTAL_WELLNESS, "k", USER, "en", delete_data=False, upload_ttl=60
    )
    key, part = recordings.spool(record.id, "recording")
    shutil.copyfile(recording, part)
    recordings.commit(key, part)
    size = recording.stat().st_size
    assert store.record_upload(record.id, "recording", key, size) is ModelRunStatus.RUNNING
    return record.id


def _attempts(store: RunStore, run_id: str) -> int:
    record = store.get(run_id)
    assert record is not None
    return record.attempts


def test_an_outcome_that_arrives_in_the_grace_period_is_kept(
    store: RunStore, recordings: FolderRecordings, audio_fixtures: Path
) -> None:
    run_id = _running_run(store, recordings, audio_fixtures / "read_passage_en.flac")
    runner = _runner(store, recordings)
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


def test_no_worker_starts_after_stop(store: RunStore, recordings: FolderRecordings) -> None:
    before = set(children_of(os.getpid()))
    runner = _runner(store, recordings)
    runner.stop()
    runner.start()
    runner.prepare()  # what a new run asks for
    started = set(children_of(os.getpid())) - before
    for pid in started:  # only if the runner is broken: leave no process behind
        os.kill(pid, signal.SIGKILL)
    assert started == set()


def test_a_second_worker_starts_for_a_second_run_waiting_while_the_first_is_analysed(
    store: RunStore, recordings: FolderRecordings, audio_fixtures: Path
) -> None:
    """Two runs waiting at once get a worker each (runs one after another share one: see
    test_keys_and_process)."""
    runs = [_running_run(store, recordings, audio_fixtures / "short_8s.flac") for _ in range(2)]
    runner = _runner(store, recordings, workers=2)
    # Spawned children of this process before the runner's (Inspect's kept process, when a
    # desk test ran here) are not its workers.
    before = set(analysis_workers(os.getpid()))
    runner.start()
    try:
        runner.notify()

        def ended() -> bool:
            return all(
                (record := store.get(run_id)) is not None and record.status.value in FINAL
                for run_id in runs
            )

        wait_until(ended, within=180, what="both runs to end")
        assert len(set(analysis_workers(os.getpid())) - before) == 2
    finally:
        runner.stop()
    for run_id in runs:
        record = store.get(run_id)
        assert record is not None
        assert record.error_code == "ERR_RECORDING_TOO_SHORT"  # each decoded and measured

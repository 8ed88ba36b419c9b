"""Crash safety: ``kill -9`` of the engine while analyses run loses no acknowledged upload, every
run reaches a final state after a restart and the database is intact; a worker that dies ends
only its own run, and the engine keeps serving."""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engine.engine_helpers import (
    FINAL,
    Api,
    alive,
    children_of,
    client_for,
    is_analysis_worker,
    wait_until,
)
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


Restarted = tuple[Api, dict[str, str]]


@pytest.fixture(scope="module")
def crash_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("crash-engine")


@pytest.fixture(scope="module")
def crash_key() -> str:
    return f"vxk-crash-{secrets.token_hex(8)}"


def start(data_dir: Path, key: str) -> LocalEngine:
    engine = LocalEngine(data_dir, api_key=key, workers=2)
    engine.start()
    return engine


@pytest.fixture(scope="module")
def restarted(crash_dir: Path, crash_key: str, audio_fixtures: Path) -> Iterator[Restarted]:
    """Twenty runs uploaded, the engine killed with SIGKILL mid-work, then started again."""
    first = start(crash_dir, crash_key)
    try:
        acknowledged: dict[str, str] = {}
        with client_for(first, crash_key) as http:
            api = Api(http, first)
            for index in range(20):
                fixture = "mood_answer_en.flac" if index < 2 else "short_8s.flac"
                run = api.create_run(tags=[{"name": "index", "value": str(index)}])
                if (
                    api.upload(run["recordingUploadUrl"], audio_fixtures / fixture).status_code
                    == 200
                ):
                    acknowledged[run["id"]] = fixture
            assert len(acknowledged) == 20
            workers = children_of(first.pid or 0)
            assert workers, "the engine runs its analyses in worker processes"
            statuses = {api.get_run(run_id).json()["status"] for run_id in acknowledged}
            assert statuses & {"RUNNING"}, "work was still in flight when the engine was killed"
    finally:
        first.kill()
    # Orphaned workers notice that their engine is gone and end at once (not after their job).
    wait_until(lambda: not any(alive(pid) for pid in workers), within=10, what="workers to end")
    second = start(crash_dir, crash_key)
    try:
        with client_for(second, crash_key) as http:
            yield Api(http, second), acknowledged
    finally:
        second.stop()


def test_every_acknowledged_run_reaches_a_final_state(restarted: Restarted) -> None:
    api, acknowledged = restarted
    for run_id in acknowledged:
        run = api.wait_final(run_id, within=180)
        assert run["status"] in FINAL
        assert run["runAt"] >= run["createdAt"]
        assert run["completedAt"] >= run["runAt"]
        files = list((api.engine.data_dir / "audio" / run_id).iterdir())
        assert len(files) == 1, "the acknowledged recording is still on disk"
        assert files[0].stat().st_size > 0


def test_the_database_is_intact_after_the_crash(restarted: Restarted) -> None:
    api, acknowledged = restarted
    for run_id in acknowledged:
        api.wait_final(run_id, within=180)
    database = api.engine.data_dir / "engine.sqlite3"
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        waiting = connection.execute(
            "SELECT count(*) FROM runs WHERE status NOT IN ('COMPLETE_OK', 'COMPLETE_ERROR')"
        ).fetchone()[0]
        assert waiting == 0
        uploads = connection.execute("SELECT count(*) FROM uploads").fetchone()[0]
        assert uploads == len(acknowledged)
    finally:
        connection.close()
    leftovers = [p for p in (api.engine.data_dir / "audio").rglob("*.part")]
    assert leftovers == []


def test_a_worker_killed_mid_analysis_ends_only_its_run(
    restarted: Restarted, audio_fixtures: Path
) -> None:
    api, acknowledged = restarted
    for run_id in acknowledged:
        api.wait_final(run_id, within=180)
    run = api.create_run()
    assert (
        api.upload(run["recordingUploadUrl"], audio_fixtures / "read_passage_en.flac").status_code
        == 200
    )

    def killed_until_final() -> bool:
        # Kill whatever worker holds the run (a fresh one is started for the next job).
        for pid in children_of(api.engine.pid or 0):
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        return api.get_run(run["id"]).json()["status"] in FINAL

    wait_until(killed_until_final, within=60, what="the run to end")
    ended = api.get_run(run["id"]).json()
    assert ended["status"] == "COMPLETE_ERROR"
    assert ended["errorCode"] == "ERR_INTERNAL"
    assert "results" not in ended
    # The engine keeps serving and analysing (a new worker decodes and measures speech).
    assert api.http.get("/v1/account").status_code == 200
    after = api.analyse(audio_fixtures / "short_8s.flac")
    assert after["errorCode"] == "ERR_RECORDING_TOO_SHORT", after


def _analysis_workers(engine: LocalEngine) -> list[int]:
    """The engine's live worker processes (its other child is multiprocessing's tracker)."""

    return [pid for pid in children_of(engine.pid or 0) if is_analysis_worker(pid) and alive(pid)]


def _attempts(engine: LocalEngine, run_id: str) -> int:
    database = engine.data_dir / "engine.sqlite3"
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    try:
        row = connection.execute("SELECT attempts FROM runs WHERE id = ?", (run_id,)).fetchone()
    finally:
        connection.close()
    return int(row[0])


def test_a_job_handed_to_a_worker_that_died_before_reading_it_goes_to_a_fresh_one(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """A worker can end between jobs (killed from outside, out of memory) before the engine sees
    it go. The job handed to it never began: a fresh worker analyses it, and the lost hand-over
    does not count as an attempt."""
    key = f"vxk-handover-{secrets.token_hex(8)}"
    with (
        LocalEngine(tmp_path / "engine", api_key=key, workers=1) as engine,
        client_for(engine, key) as http,
    ):
        api = Api(http, engine)
        first = api.analyse(audio_fixtures / "short_8s.flac")
        assert first["errorCode"] == "ERR_RECORDING_TOO_SHORT"  # the worker is up, idle
        (worker,) = _analysis_workers(engine)
        os.kill(worker, signal.SIGSTOP)  # it cannot read the next job...
        run = api.create_run()
        upload = api.upload(run["recordingUploadUrl"], audio_fixtures / "short_8s.flac")
        assert upload.status_code == 200
        wait_until(lambda: _attempts(engine, run["id"]) == 1, what="the job's hand-over")
        os.kill(worker, signal.SIGKILL)  # ...and ends with the job unread
        ended = api.wait_final(run["id"])
        assert ended["errorCode"] == "ERR_RECORDING_TOO_SHORT", ended
        assert _attempts(engine, run["id"]) == 1
        assert worker not in _analysis_workers(engine)


@pytest.mark.deadline("a run ends within 25 s of its upload when every worker hangs (15 s limit)")
def test_a_run_ends_within_its_limit_when_every_worker_hangs(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """Loaded workers that stop answering (SIGSTOP: stopped, swapped out, deadlocked) hold no
    run: one that does not acknowledge its job within a few seconds is replaced and the job goes
    to a fresh worker, while the engine answers /health all along."""
    key = f"vxk-hung-{secrets.token_hex(8)}"
    env = {"VOXWELL_JOB_TIMEOUT": "15"}
    with (
        LocalEngine(tmp_path / "engine", api_key=key, workers=2, env=env) as engine,
        client_for(engine, key) as http,
    ):
        api = Api(http, engine)
        runs = [api.create_run() for _ in range(2)]
        for run in runs:  # two at once: each slot loads a worker
            upload = api.upload(run["recordingUploadUrl"], audio_fixtures / "short_8s.flac")
            assert upload.status_code == 200
        for run in runs:
            api.wait_final(run["id"])
        hung = _analysis_workers(engine)
        assert hung, "the runs were analysed by workers"
        for pid in hung:
            os.kill(pid, signal.SIGSTOP)
        try:
            run = api.create_run()
            upload = api.upload(run["recordingUploadUrl"], audio_fixtures / "mood_answer_en.flac")
            assert upload.status_code == 200
            uploaded = time.monotonic()
            health: list[int] = []

            def ended() -> bool:
                health.append(http.get("/health", timeout=5).status_code)
                return api.get_run(run["id"]).json()["status"] in FINAL

            wait_until(ended, within=180, what="the run to end")
            took = time.monotonic() - uploaded
            final = api.get_run(run["id"]).json()
            assert final["status"] == "COMPLETE_OK", final
            assert took <= 25, f"the run ended {took:.1f} s after its upload"
            assert set(health) == {200}
            assert any(pid not in _analysis_workers(engine) for pid in hung), "none replaced"
        finally:
            for pid in hung:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)

"""SIGTERM ends an idle engine and every one of its worker processes, whatever the workers do.

An idle worker is ended at once (it holds no job); these tests check the state afterwards (exit
status, no worker left), never the time it took (see benchmarks/engine_stop.py for that).
"""

from __future__ import annotations

import secrets
import signal
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.engine.engine_helpers import (
    SHORT_TAKE,
    Api,
    alive,
    analysis_workers,
    children_of,
    client_for,
    start_workers,
    wait_until,
)
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


def _terminate(engine: LocalEngine) -> tuple[int, list[int]]:
    """SIGTERM the engine; its exit status and the worker processes it had."""
    process = engine._process
    assert process is not None
    workers = children_of(process.pid)
    assert workers, "the engine had no worker processes to end"
    process.send_signal(signal.SIGTERM)
    try:
        code = process.wait(30)
    except subprocess.TimeoutExpired:
        engine.kill()
        raise
    engine.stop()  # collects the output reader; the process is already gone
    return code, workers


def test_sigterm_ends_an_engine_whose_workers_are_still_loading(tmp_path: Path) -> None:
    engine = LocalEngine(tmp_path, api_key=f"vxk-stop-{secrets.token_hex(8)}", workers=2)
    engine.start(60)
    try:
        start_workers(engine.base_url, engine.api_key)  # a first run starts the workers
        wait_until(lambda: analysis_workers(engine.pid or 0) != [], what="the workers to start")
    except BaseException:
        engine.kill()
        raise
    # Stopped as soon as the run is created: the workers are still loading the analysis.
    code, workers = _terminate(engine)
    assert code == 0
    wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")


def test_sigterm_ends_an_idle_engine_after_an_analysis(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    engine = LocalEngine(tmp_path, api_key=f"vxk-stop-{secrets.token_hex(8)}", workers=1)
    engine.start(60)
    try:
        with client_for(engine, engine.api_key) as http:
            run = Api(http, engine).analyse(audio_fixtures / SHORT_TAKE)
        assert run["status"] == "COMPLETE_OK"  # a worker loaded, analysed, and is idle now
    except BaseException:
        engine.kill()
        raise
    code, workers = _terminate(engine)
    assert code == 0
    wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")


def _attempts(data_dir: Path, run_id: str) -> tuple[int, str]:
    connection = sqlite3.connect(f"file:{data_dir / 'engine.sqlite3'}?mode=ro", uri=True)
    try:
        row = connection.execute(
            "SELECT attempts, status FROM runs WHERE id = ?", (run_id,)
        ).fetchone()
    finally:
        connection.close()
    return int(row[0]), str(row[1])


def test_closing_the_engine_three_times_during_one_analysis_still_ends_complete_ok(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    key = f"vxk-stop-{secrets.token_hex(8)}"
    engine = LocalEngine(tmp_path, api_key=key, workers=1)
    engine.start(60)
    try:
        with client_for(engine, key) as http:
            run = Api(http, engine).create_run()
            path = audio_fixtures / "read_passage_en.flac"
            assert Api(http, engine).upload(run["recordingUploadUrl"], path).status_code == 200
    except BaseException:
        engine.kill()
        raise
    for _ in range(3):
        before, status = _attempts(tmp_path, run["id"])
        if status != "RUNNING":
            break  # finished within a grace period (and kept): nothing left to interrupt
        if not engine.is_running():
            engine.start(60)

        def analysing(before: int = before) -> bool:
            attempts, status = _attempts(tmp_path, run["id"])
            return attempts > before or status != "RUNNING"

        wait_until(analysing, within=180, what="the analysis to start")
        code, _ = _terminate(engine)  # SIGTERM, like closing the app, mid-analysis
        assert code == 0
    engine.start(60)
    try:
        with client_for(engine, key) as http:
            ended = Api(http, engine).wait_final(run["id"], within=300)
    finally:
        engine.stop()
    assert ended["status"] == "COMPLETE_OK", ended

"""``voxwell analyze`` stopped with Ctrl+C and run again: finished files get no new run.

The real CLI process is interrupted with SIGINT against the real engine; the engine's own store
and the batch's state file show which runs exist.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.service_fixtures import start_interruptible
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


LABEL = "resume-check-11"
USER = ["--user-label", LABEL, "--dob", "1979", "--sex", "male", "--language", "en"]


def _engine_runs(engine: LocalEngine) -> set[str]:
    """The ids of every run the engine holds for this test's user label."""
    uri = f"file:{engine.data_dir / 'engine.sqlite3'}?mode=ro"
    with sqlite3.connect(uri, uri=True) as db:
        rows = db.execute("SELECT id FROM runs WHERE user_label = ?", (LABEL,)).fetchall()
    return {str(row[0]) for row in rows}


def _command(engine: LocalEngine, files: list[Path], out: Path) -> list[str]:
    return [
        sys.executable, "-m", "voxwell", "analyze", *map(str, files), *USER,
        "--engine", engine.base_url, "--jobs", "1", "--out", str(out),
    ]  # fmt: skip


def test_interrupted_batch_resumes_without_new_runs_for_finished_files(
    engine: LocalEngine, audio_fixtures: Path, tmp_path: Path
) -> None:
    files = [
        audio_fixtures / "short_8s.flac",
        audio_fixtures / "mood_answer_en.flac",
        audio_fixtures / "noise_only.flac",
    ]
    out = tmp_path / "results.json"
    state = tmp_path / "results.state.sqlite3"
    env = {**os.environ, "VOXWELL_API_KEY": engine.api_key, "PYTHONUNBUFFERED": "1"}
    assert _engine_runs(engine) == set()

    with start_interruptible(_command(engine, files, out), env) as first:
        assert first.stderr is not None
        for line in first.stderr:
            if "[2/3] mood_answer_en.flac: run" in line:  # the second file's run exists
                first.send_signal(signal.SIGINT)
                break
        rest = first.stderr.read()
        assert first.wait(timeout=60) == 130, rest
    assert f"kept in {state}" in rest

    with HistoryStore(state) as saved:
        by_file = {Path(s.takes["recording"]).name: s for s in saved.sessions(LABEL)}
    assert set(by_file) == {"short_8s.flac", "mood_answer_en.flac", "noise_only.flac"}
    finished, stopped, untouched = (by_file[path.name] for path in files)
    assert finished.status == "failed"  # a final run: too little speech
    assert finished.run_json is not None
    assert finished.run_json["errorCode"] == "ERR_RECORDING_TOO_SHORT"
    assert stopped.run_id is not None
    assert stopped.is_active
    assert untouched.run_id is None
    assert _engine_runs(engine) == {finished.run_id, stopped.run_id}

    second = subprocess.run(
        _command(engine, files, out), env=env, capture_output=True, text=True, timeout=300
    )
    assert second.returncode == 1, second.stderr  # short_8s and noise_only fail their analysis
    assert "[1/3] short_8s.flac: FAILED ERR_RECORDING_TOO_SHORT" in second.stderr
    assert "(finished before; no new run)" in second.stderr
    assert f"[2/3] mood_answer_en.flac: resuming run {stopped.run_id[:8]}" in second.stderr
    items = json.loads(out.read_text(encoding="utf-8"))["items"]
    assert items[0]["runId"] == finished.run_id
    assert items[0]["run"]["errorCode"] == "ERR_RECORDING_TOO_SHORT"
    assert items[1]["runId"] == stopped.run_id  # resumed: its upload URL was still valid
    assert items[1]["ok"], items[1]
    assert items[1]["run"]["status"] == "COMPLETE_OK"
    third = items[2]["runId"]
    assert third not in (None, finished.run_id, stopped.run_id)
    # Exactly one run per file at the engine: nothing was created again.
    assert _engine_runs(engine) == {finished.run_id, stopped.run_id, third}
    assert not state.exists(), "every file has a final run: nothing is left to resume"

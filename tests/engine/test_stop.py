"""SIGTERM ends an idle engine and every one of its worker processes, whatever the workers do.

An idle worker is ended at once (it holds no job); these tests check the state afterwards (exit
status, no worker left), never the time it took (see benchmarks/engine_stop.py for that).
"""

from __future__ import annotations

import secrets
import signal
import subprocess
from pathlib import Path

from tests.engine.engine_helpers import Api, alive, children_of, client_for, wait_until
from voxwell.client.local_engine import LocalEngine


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
    # Stopped as soon as it answers: the workers are still loading the analysis.
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
            run = Api(http, engine).analyse(audio_fixtures / "read_passage_en.flac")
        assert run["status"] == "COMPLETE_OK"  # a worker loaded, analysed, and is idle now
    except BaseException:
        engine.kill()
        raise
    code, workers = _terminate(engine)
    assert code == 0
    wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")

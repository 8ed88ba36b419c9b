"""Process ownership: the engine ends with the app that started it, and its workers with it.

Real processes throughout: the engine is the real ``voxwell engine`` and, for the kill test, its
parent is a real app-like process that starts it with ``LocalEngine`` from a short-lived thread
(as the desktop app does). Exits are polled for with a deadline; nothing sleeps a fixed time.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.engine_helpers import (
    alive,
    analysis_workers,
    children_of,
    start_workers,
    wait_until,
)
from voxwell.launcher.local_engine import READY_PATTERN, engine_command

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux"), reason="reads processes from Linux's /proc"
    ),
]

# An app-like parent: starts its engine from a thread that then ends (as the window does),
# reports the engine's pid, and waits on its own stdin until the test kills it.
_APP = """
import sys, threading
from pathlib import Path
from voxwell.launcher.local_engine import LocalEngine

engine = LocalEngine(Path(sys.argv[1]), sys.argv[2], workers=2)
launcher = threading.Thread(target=engine.start, args=(120,))
launcher.start()
launcher.join()
print(engine.pid, engine.base_url, flush=True)
sys.stdin.read()
"""


def _workers_of(pid: int) -> list[int]:
    """Wait until the engine ``pid`` has its analysis worker (a first run starts one) and
    multiprocessing's resource tracker; their pids."""
    found: list[int] = []

    def enough() -> bool:
        found[:] = [child for child in children_of(pid) if alive(child)]
        return analysis_workers(pid) != [] and len(found) >= 2

    wait_until(enough, within=60, what="the worker of the engine")
    return found


def test_the_engine_stops_cleanly_when_its_stdin_closes(tmp_path: Path) -> None:
    key = f"vxk-life-{secrets.token_hex(8)}"
    env = {**os.environ, "VOXWELL_API_KEY": key}
    command = [*engine_command(), "--port", "0", "--data-dir", str(tmp_path), "--workers", "2"]
    command += ["--api-key", key]
    engine = subprocess.Popen(
        [*command, "--end-with-parent"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    try:
        assert engine.stdout is not None
        assert engine.stdin is not None
        ready = None
        for line in engine.stdout:
            ready = READY_PATTERN.search(line)
            if ready:
                break
        assert ready, "the engine ended before it was ready"
        start_workers(ready.group(1), key)
        workers = _workers_of(engine.pid)
        engine.stdin.close()
        assert engine.wait(30) == 0  # a clean stop, not a kill
        wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")
    finally:
        if engine.poll() is None:
            engine.kill()
            engine.wait()
        if engine.stdout is not None:
            engine.stdout.close()


@pytest.mark.deadline("the engine and its workers end within 2 s of a killed app")
def test_the_engine_and_its_workers_end_within_2_s_of_a_kill_9_of_the_app(
    tmp_path: Path,
) -> None:
    key = f"vxk-life-{secrets.token_hex(8)}"
    app = subprocess.Popen(
        [sys.executable, "-c", _APP, str(tmp_path), key],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    engine_pid = 0
    try:
        assert app.stdout is not None
        pid, base_url = app.stdout.readline().split()
        engine_pid = int(pid)
        start_workers(base_url, key)
        workers = _workers_of(engine_pid)
        # The thread that started the engine has ended, and the engine is still there: only
        # the end of the app itself stops it.
        assert alive(engine_pid)
        assert app.poll() is None

        os.kill(app.pid, signal.SIGKILL)
        app.wait(10)
        processes = [engine_pid, *workers]
        wait_until(
            lambda: not any(alive(pid) for pid in processes),
            within=2.0,
            what="the engine and its workers to end after the app was killed",
        )
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        if engine_pid and alive(engine_pid):
            os.kill(engine_pid, signal.SIGKILL)
        for stream in (app.stdin, app.stdout):
            if stream is not None:
                stream.close()

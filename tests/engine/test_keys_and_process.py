"""The engine as a command: its first key shown once and stored hashed, ``--api-key``,
``voxwell engine keys`` while it runs, a clean stop on SIGTERM with no worker left, a server
process that starts without loading the analysis (its workers load it), and workers that start
with the first run."""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.engine.engine_helpers import (
    FINAL,
    Api,
    alive,
    analysis_workers,
    children_of,
    engine_keys,
    start_workers,
    store_options,
    wait_until,
)
from voxwell.engine.settings import API_KEYS_ENV
from voxwell.launcher.local_engine import READY_PATTERN, LocalEngine

pytestmark = pytest.mark.slow


# A client's key in the environment: the engine must not take it as a key to accept.
CLIENT_KEY = "vxk-the-client-sends-this-0123456789abcdef"


def start_engine(data_dir: Path, *extra: str) -> tuple[subprocess.Popen[str], list[str], str]:
    """Start ``voxwell engine`` with no key to accept in its environment (only a client's key);
    its process, lines, URL."""
    env = {k: v for k, v in os.environ.items() if k != API_KEYS_ENV}
    env["VOXWELL_API_KEY"] = CLIENT_KEY
    env["PYTHONUNBUFFERED"] = "1"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "voxwell",
            "engine",
            "--port",
            "0",
            "--workers",
            "1",
            "--data-dir",
            str(data_dir),
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    lines: list[str] = []
    for line in process.stdout:
        lines.append(line.rstrip())
        match = READY_PATTERN.search(line)
        if match:
            return process, lines, match.group(1)
    raise AssertionError(f"the engine ended before it was ready: {lines}")


def stop(process: subprocess.Popen[str]) -> int:
    process.send_signal(signal.SIGTERM)
    code = process.wait(30)
    assert process.stdout is not None
    process.stdout.close()
    return code


def test_first_key_is_shown_once_and_stored_hashed(tmp_path: Path) -> None:
    process, lines, url = start_engine(tmp_path)
    keys = [line.strip() for line in lines if line.strip().startswith("vxk-")]
    assert len(keys) == 1
    key = keys[0]
    try:
        start_workers(url, key)  # the worker starts with the first run
        wait_until(lambda: analysis_workers(process.pid) != [], what="the analysis worker")
        workers = children_of(process.pid)
        assert httpx.get(f"{url}/v1/account", headers={"x-api-key": key}).status_code == 200
        client_key = {"x-api-key": CLIENT_KEY}
        assert httpx.get(f"{url}/v1/account", headers=client_key).status_code == 401
    finally:
        assert stop(process) == 0
    # SIGTERM ends the workers too.
    wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("engine.sqlite3*"))
    assert key.encode() not in stored

    given = "vxk-given-on-the-command-line-0123456789"
    process, lines, url = start_engine(tmp_path, "--api-key", given)
    try:
        assert not any(line.strip().startswith("vxk-") for line in lines)  # shown once only
        for accepted in (key, given):
            response = httpx.get(f"{url}/v1/account", headers={"x-api-key": accepted})
            assert response.status_code == 200
    finally:
        assert stop(process) == 0
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("engine.sqlite3*"))
    assert given.encode() not in stored


def test_keys_are_managed_while_the_engine_runs(api: Api) -> None:
    before = set(engine_keys(api.engine, "list").split("\n"))
    key = engine_keys(api.engine, "create").strip()
    assert key.startswith("vxk-")
    assert "\n" not in key
    listing = engine_keys(api.engine, "list")
    assert key not in listing
    added = [line for line in listing.split("\n") if line and line not in before]
    assert len(added) == 1
    assert "active" in added[0]
    key_id = added[0].split()[0]
    url = f"{api.engine.base_url}/v1/account"
    assert httpx.get(url, headers={"x-api-key": key}).status_code == 200
    engine_keys(api.engine, "revoke", key_id)
    assert httpx.get(url, headers={"x-api-key": key}).status_code == 401
    assert "revoked" in engine_keys(api.engine, "list")
    unknown = subprocess.run(
        [
            sys.executable,
            "-m",
            "voxwell",
            "engine",
            "keys",
            "revoke",
            "nosuchid",
            *store_options(api.engine),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert unknown.returncode == 1
    assert "nosuchid" in unknown.stderr
    # The engine's own key is untouched.
    assert api.http.get("/v1/account").status_code == 200


def test_the_server_process_starts_without_loading_the_analysis() -> None:
    """The API process answers uploads and polls; decoders, Praat and the recognisers load in
    the analysis workers (and for live monitoring at its first session), so starting an engine
    (the app's, each team node's) does not wait for them."""
    probe = (
        "import sys; import voxwell.engine.app; "
        "heavy = ('av', 'parselmouth', 'faster_whisper', 'ctranslate2', "
        "'voxwell.analysis.pipeline', 'voxwell.analysis.features'); "
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def _analyse_too_short(url: str, key: str, run: dict[str, Any], recording: bytes) -> None:
    """Upload a recording too short to analyse to ``run`` and wait until the engine has decoded
    and measured it (ERR_RECORDING_TOO_SHORT)."""
    assert httpx.put(run["recordingUploadUrl"], content=recording).status_code == 200
    run_url = f"{url}/v1/models/mental-wellness/{run['id']}"

    def ended() -> bool:
        return httpx.get(run_url, headers={"x-api-key": key}).json()["status"] in FINAL

    wait_until(ended, within=120, what="the run to end")
    ended_run = httpx.get(run_url, headers={"x-api-key": key}).json()
    assert ended_run["errorCode"] == "ERR_RECORDING_TOO_SHORT"


def test_the_workers_start_with_the_first_run_not_with_the_engine(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """An engine that serves no analysis (history, questionnaires) holds no worker, and so no
    recogniser, in memory; the first run created starts one, while its recordings are still to
    be uploaded. Runs one after another share that worker: the engine's second slot starts a
    worker only while the first holds a run (a recogniser is about 480 MB)."""
    key = "vxk-given-on-the-command-line-0123456789"
    process, _, url = start_engine(tmp_path, "--api-key", key, "--workers", "2")
    workers: list[int] = []
    try:
        # The runner starts before the engine says it listens: had it started workers, they
        # would be its children by now.
        assert children_of(process.pid) == []
        assert httpx.get(f"{url}/v1/account", headers={"x-api-key": key}).status_code == 200
        assert children_of(process.pid) == []
        start_workers(url, key)
        wait_until(lambda: len(analysis_workers(process.pid)) == 1, what="one worker")
        workers = analysis_workers(process.pid)
        recording = (audio_fixtures / "short_8s.flac").read_bytes()
        for _ in range(2):  # two runs, each created after the last has ended
            _analyse_too_short(url, key, start_workers(url, key), recording)
            assert analysis_workers(process.pid) == workers
    finally:
        assert stop(process) == 0
    wait_until(lambda: not any(alive(pid) for pid in workers), what="the workers to end")


def test_a_monitoring_session_starts_the_workers_for_the_take_to_come(tmp_path: Path) -> None:
    """A take being monitored live will be analysed when it ends: its session starts the
    workers, so they have loaded the analysis by the time its run is created."""
    from thymia_sentinel import SentinelClient

    from voxwell.client.monitor import monitor_url

    engine = LocalEngine(tmp_path, api_key=f"vxk-prep-{secrets.token_hex(8)}", workers=1)
    engine.start(60)
    try:
        assert analysis_workers(engine.pid or 0) == []

        async def open_and_close() -> None:
            client = SentinelClient(
                user_label="participant-017",
                language="en-US",
                policies=["voxwell_wellbeing_awareness"],
                biomarkers=["helios"],
                server_url=monitor_url(engine.base_url),
                api_key=engine.api_key,
            )
            await client.connect()
            await client.close()

        asyncio.run(open_and_close())
        wait_until(lambda: len(analysis_workers(engine.pid or 0)) == 1, what="the worker")
    finally:
        engine.stop()


def test_an_idle_worker_ends_and_the_next_run_starts_another(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """A worker that has held no run for the idle time (here 1 s) ends, giving its memory
    back; the next run starts a fresh one and is analysed."""
    env = {"VOXWELL_WORKER_IDLE_TIMEOUT": "1"}
    key = f"vxk-idle-{secrets.token_hex(8)}"
    with LocalEngine(tmp_path, api_key=key, workers=2, env=env) as engine:
        pid, recording = engine.pid or 0, (audio_fixtures / "short_8s.flac").read_bytes()
        ended_workers: list[int] = []
        for _ in range(2):
            run = start_workers(engine.base_url, key)
            wait_until(lambda: analysis_workers(pid) != [], what="a worker")
            assert not set(ended_workers) & set(analysis_workers(pid))
            ended_workers.extend(analysis_workers(pid))
            _analyse_too_short(engine.base_url, key, run, recording)
            wait_until(
                lambda: not any(alive(worker) for worker in ended_workers),
                what="the idle worker to end",
            )
        assert analysis_workers(pid) == []

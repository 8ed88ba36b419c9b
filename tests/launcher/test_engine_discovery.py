"""``voxwell analyze --engine local`` uses the app's running engine, found by its discovery file."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from keyring.backend import KeyringBackend

from tests.engine.engine_helpers import SHORT_TAKE
from voxwell.api import ModelRunStatus
from voxwell.client import AsyncVoiceClient, ModelKind, Run
from voxwell.client.credentials import set_api_key
from voxwell.launcher.engine_discovery import (
    DISCOVERY_FILE,
    engine_keyring_account,
    find_running_engine,
    read_discovery,
    write_discovery,
)
from voxwell.launcher.engine_key import ENGINE_KEY_FILE, engine_key
from voxwell.launcher.engine_launch import EngineLaunch, launch_engine
from voxwell.launcher.local_engine import LocalEngine
from voxwell.paths import app_paths
from voxwell.sessions.batch import main

pytestmark = pytest.mark.slow


USER = ["--user-label", "participant-07", "--dob", "1984-03", "--sex", "female", "--language", "en"]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of its own, and no key in the environment (the keyring must supply it)."""
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("VOXWELL_API_KEY", raising=False)
    return app_paths().ensure().engine


@pytest.fixture
def app_engine(home: Path, memory_keyring: KeyringBackend) -> Iterator[EngineLaunch]:
    """The engine as the desktop app launches it: key in the (stand-in) keyring, one worker."""
    launch = launch_engine(home, workers=1)
    try:
        launch.future.result(60)
        yield launch
    finally:
        launch.cancel()


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def _fetch(base_url: str, api_key: str, run_id: str) -> Run:
    async def get() -> Run:
        async with AsyncVoiceClient(base_url, api_key) as client:
            return await client.get_run(ModelKind.MENTAL_WELLNESS, run_id)

    return asyncio.run(get())


def test_the_discovery_file_names_the_engine_but_never_its_key(
    app_engine: EngineLaunch, home: Path
) -> None:
    engine = app_engine.wait_for_engine()
    text = (home / DISCOVERY_FILE).read_text(encoding="utf-8")
    assert engine.api_key not in text
    found = read_discovery(home)
    assert found is not None
    assert (found.base_url, found.pid) == (engine.base_url, engine.pid)
    running, reason = find_running_engine(home)
    assert reason is None
    assert running is not None
    assert running.api_key == engine.api_key
    assert engine.api_key not in repr(running)


def test_analyze_uses_the_running_app_engine_and_leaves_it_running(
    app_engine: EngineLaunch,
    home: Path,
    audio_fixtures: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    engine = app_engine.wait_for_engine()
    status = main([str(audio_fixtures / SHORT_TAKE), *USER])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    assert f"Using the local engine already running at {engine.base_url}" in captured.err
    assert "private" not in captured.err
    assert engine.api_key not in captured.err + captured.out
    run_id = json.loads(captured.out)["items"][0]["runId"]
    # The run lives in the app engine's store: that engine, with its key, answers for it.
    run = _fetch(engine.base_url, engine.api_key, run_id)
    assert run.status is ModelRunStatus.COMPLETE_OK
    assert engine.is_running()
    assert read_discovery(home) is not None


def test_a_stale_discovery_file_is_ignored_and_a_private_engine_used(
    home: Path,
    memory_keyring: KeyringBackend,
    audio_fixtures: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    stale_url = _closed_port_url()
    write_discovery(home, stale_url, _dead_pid())
    status = main([str(audio_fixtures / "short_8s.flac"), *USER])
    captured = capsys.readouterr()
    assert status in (0, 1), captured.err  # the 8 s file may be too short; the engine answered
    assert "Started a private local engine" in captured.err
    assert stale_url not in captured.err
    assert json.loads(captured.out)["items"][0]["runId"] is not None
    assert not (home / DISCOVERY_FILE).exists()  # its process is gone: removed


def test_a_live_process_that_does_not_answer_is_not_an_engine(home: Path) -> None:
    # This test process is alive but serves nothing on that port (a reused process id).
    write_discovery(home, _closed_port_url(), os.getpid())
    assert find_running_engine(home) == (None, None)


@pytest.mark.parametrize("keyring_fixture", ["no_keyring", "memory_keyring"])
def test_a_running_engine_with_no_key_kept_is_passed_over_with_a_reason(
    engine: LocalEngine, request: pytest.FixtureRequest, keyring_fixture: str
) -> None:
    request.getfixturevalue(keyring_fixture)
    running, reason = find_running_engine(engine.data_dir)
    assert running is None
    assert reason is not None
    assert "no key for it is kept here" in reason
    assert engine.api_key not in reason


def test_without_a_keyring_the_key_file_opens_the_running_engine(
    tmp_path: Path, no_keyring: None
) -> None:
    data = tmp_path / "store"
    key, home = engine_key(data)
    assert home == "file"
    key_file = data / ENGINE_KEY_FILE
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert engine_key(data) == (key, home)  # the same key at the next launch
    with LocalEngine(data, key, workers=1) as running:
        found, reason = find_running_engine(data)
        assert reason is None
        assert found is not None
        assert found.api_key == key
        assert found.base_url == running.base_url
        assert key not in (data / DISCOVERY_FILE).read_text(encoding="utf-8")


def test_a_refused_key_passes_the_running_engine_over_with_a_reason(
    engine: LocalEngine, memory_keyring: KeyringBackend
) -> None:
    set_api_key(engine_keyring_account(engine.data_dir), "vxk-not-this-engines-key")
    running, reason = find_running_engine(engine.data_dir)
    assert running is None
    assert reason is not None
    assert "refused the key" in reason


def test_stopping_the_engine_removes_its_discovery_file(tmp_path: Path) -> None:
    with LocalEngine(tmp_path / "store", api_key="vxk-test-discovery", workers=1) as running:
        assert read_discovery(running.data_dir) is not None
    assert not (tmp_path / "store" / DISCOVERY_FILE).exists()

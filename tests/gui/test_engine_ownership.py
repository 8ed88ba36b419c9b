"""The app's engine never outlives the app, and one data folder has one engine.

Each case runs the real desktop app (``python -m voxwell --offscreen``) as a child process with a
home of its own, finds its engine through the discovery file, and ends the app the hard way.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from voxwell.launcher.engine_discovery import Discovery, read_discovery

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="POSIX signals")]


def _alive(pid: int) -> bool:
    """Alive and not a zombie (a dead engine re-parented to a non-reaping init stays one)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def _wait(condition: object, within: float, what: str) -> None:
    ends = time.monotonic() + within
    while time.monotonic() < ends:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"{what} within {within} s")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Apps:
    def __init__(self, home: Path) -> None:
        self.home = home
        self.running: list[subprocess.Popen[bytes]] = []

    @property
    def engine_folder(self) -> Path:
        return self.home / "data" / "engine"

    def start(self) -> subprocess.Popen[bytes]:
        # A port of its own in the app's settings: the default one may be another test's.
        settings = self.home / "config" / "settings.json"
        if not settings.exists():
            settings.parent.mkdir(parents=True, exist_ok=True)
            settings.write_text(json.dumps({"engine_port": _free_port()}), encoding="utf-8")
        env = {**os.environ, "VOXWELL_HOME": str(self.home), "QT_QPA_PLATFORM": "offscreen"}
        env.pop("VOXWELL_API_KEY", None)
        env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"  # a desktop with none
        child = subprocess.Popen(
            [sys.executable, "-m", "voxwell", "--offscreen"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.running.append(child)
        return child

    def engine(self, within: float = 90.0) -> Discovery:
        _wait(lambda: read_discovery(self.engine_folder) is not None, within, "engine announced")
        found = read_discovery(self.engine_folder)
        assert found is not None
        return found


@pytest.fixture
def apps(tmp_path: Path) -> Iterator[Apps]:
    launched = Apps(tmp_path / "home")
    yield launched
    for child in launched.running:
        if child.poll() is None:
            child.kill()
            child.wait()
    found = read_discovery(launched.engine_folder)
    if found is not None and _alive(found.pid):
        os.kill(found.pid, signal.SIGKILL)


@pytest.mark.deadline("the engine ends within 2 s of its app")
def test_kill_9_of_the_app_ends_its_engine_within_2_s(apps: Apps) -> None:
    app = apps.start()
    engine = apps.engine()
    assert _alive(engine.pid)
    app.send_signal(signal.SIGKILL)
    app.wait()
    _wait(lambda: not _alive(engine.pid), 2.0, "the engine ended")


@pytest.mark.deadline("the engine ends within 2 s of its app")
def test_sigterm_quits_the_app_cleanly_with_its_engine(apps: Apps) -> None:
    app = apps.start()
    engine = apps.engine()
    app.send_signal(signal.SIGTERM)
    assert app.wait(30) == 0  # a clean exit, not death by the signal
    _wait(lambda: not _alive(engine.pid), 2.0, "the engine ended")
    assert read_discovery(apps.engine_folder) is None  # removed by the clean stop


@pytest.mark.deadline("the shared engine ends within 2 s of the last app")
def test_two_launches_on_one_data_folder_share_one_engine(apps: Apps) -> None:
    first = apps.start()
    engine = apps.engine()
    second = apps.start()
    # The second app uses the first one's engine: no second engine appears, and it stays
    # the one announced; closing the second app leaves the engine with the first.
    lock_holders = _wait_for_second_app_ready(apps, second)
    assert lock_holders == [engine.pid]
    second.send_signal(signal.SIGTERM)
    assert second.wait(30) == 0
    assert _alive(engine.pid)
    assert read_discovery(apps.engine_folder) == engine
    first.send_signal(signal.SIGTERM)
    assert first.wait(30) == 0
    _wait(lambda: not _alive(engine.pid), 2.0, "the engine ended")


def _engines_of(folder: Path) -> list[int]:
    """Processes running ``voxwell engine`` on ``folder`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"engine" in argv and str(folder).encode() in argv and _alive(int(entry.name)):
            found.append(int(entry.name))
    return found


def _wait_for_second_app_ready(apps: Apps, second: subprocess.Popen[bytes]) -> list[int]:
    """The engines on the folder once the second app has settled (its log says it attached)."""
    log = apps.home / "logs"
    _wait(
        lambda: any("using the engine" in p.read_text(errors="ignore") for p in log.rglob("*.log")),
        90.0,
        "the second app reported using the running engine",
    )
    assert second.poll() is None
    return _engines_of(apps.engine_folder)

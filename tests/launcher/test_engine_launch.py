"""The app's engine on its fixed loopback port, and a clear fallback when the port is taken."""

from __future__ import annotations

import socket
from pathlib import Path
from urllib.parse import urlsplit

from voxwell.launcher.engine_launch import launch_engine, saved_engine_port


def test_a_taken_port_falls_back_to_a_free_one_and_says_so(
    tmp_path: Path, memory_keyring: object
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = int(taken.getsockname()[1])
        launch = launch_engine(tmp_path / "engine", workers=1, port=port)
        try:
            url = launch.future.result(60)
            bound = urlsplit(url)
            assert bound.hostname == "127.0.0.1"  # never beyond loopback
            assert bound.port not in (None, port)
            assert f"Port {port} is in use" in launch.port_note
        finally:
            launch.cancel()


def test_a_free_port_is_used_as_set(tmp_path: Path, memory_keyring: object) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    launch = launch_engine(tmp_path / "engine", workers=1, port=port)
    try:
        assert launch.future.result(60) == f"http://127.0.0.1:{port}"
        assert launch.port_note == ""
    finally:
        launch.cancel()


def test_the_saved_port_is_read_without_the_settings_module(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    assert saved_engine_port(settings) == 28765  # the default when nothing is saved
    settings.write_text('{"engine_port": 31999}', encoding="utf-8")
    assert saved_engine_port(settings) == 31999
    settings.write_text('{"engine_port": 80}', encoding="utf-8")
    assert saved_engine_port(settings) == 28765

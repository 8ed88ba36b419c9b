"""The app's engine on its fixed loopback port, and a clear fallback when the port is taken; the
saved settings read raw before (or without) the settings module."""

from __future__ import annotations

import json
import logging
import socket
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from voxwell.launcher.engine_launch import (
    DESKTOP_ENGINE_WORKERS,
    launch_engine,
    saved_engine_env,
    saved_engine_port,
    saved_service_addresses,
)

pytestmark = pytest.mark.slow


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


def test_saved_service_addresses_come_from_settings_json_else_the_legacy_file(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """``voxwell analyze`` reads them here: settings.json's ``service_addresses``, or, while it
    has none, those an older Voxwell kept in services.json beside it."""
    settings = tmp_path / "settings.json"
    legacy = tmp_path / "services.json"
    assert saved_service_addresses(settings) == {}, "nothing saved anywhere"
    legacy.write_text(
        json.dumps({"team": "http://192.168.1.20:8000", "ca": "https://ca.clinic.example.org"}),
        encoding="utf-8",
    )
    expected = {"team": "http://192.168.1.20:8000", "ca": "https://ca.clinic.example.org"}
    assert saved_service_addresses(settings) == expected, "no settings.json yet"
    settings.write_text('{"engine_port": 31999}', encoding="utf-8")
    assert saved_service_addresses(settings) == expected, "a settings.json without addresses"
    saved = {"service_addresses": {"us": "https://us.clinic.example.org", "ca": 3}}
    settings.write_text(json.dumps(saved), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="voxwell.launcher.engine_launch"):
        assert saved_service_addresses(settings) == {"us": "https://us.clinic.example.org"}
    assert "Ignoring the saved address of ca" in caplog.text, "saved, the old file is ignored"
    settings.write_text('{"service_addresses": {}}', encoding="utf-8")
    assert saved_service_addresses(settings) == {}, "all forgotten: the old file stays ignored"
    settings.unlink()
    legacy.write_text('{"team": ', encoding="utf-8")
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="voxwell.launcher.engine_launch"):
        assert saved_service_addresses(settings) == {}
    assert f"Ignoring unreadable settings {legacy}" in caplog.text


def test_saved_sharing_and_crisis_text_reach_the_engine_as_its_settings(
    tmp_path: Path, memory_keyring: object
) -> None:
    """Off by default; when on, the engine started with them hands out links on the shared
    address and shows the saved crisis text (the same engine settings the tests of the engine
    check in depth)."""
    settings = tmp_path / "settings.json"
    settings.write_text("{}", encoding="utf-8")
    assert saved_engine_env(settings) == {}, "sharing is off unless chosen"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    saved = {
        "engine_port": 31000,
        "share_questionnaires": True,
        "share_address": "127.0.0.1",
        "crisis_text": "  Call 112.  ",
        "crisis_texts": {"es": " Llame al 112 o al 024. ", "ja": "  "},
    }
    settings.write_text(json.dumps(saved), encoding="utf-8")
    env = saved_engine_env(settings)
    assert env == {
        "VOXWELL_SHARE_HOST": "127.0.0.1",
        "VOXWELL_SHARE_PORT": "31001",
        "VOXWELL_CRISIS_TEXT": "Call 112.",
        "VOXWELL_CRISIS_TEXTS": '{"es": "Llame al 112 o al 024."}',
    }
    env["VOXWELL_SHARE_PORT"] = "0"  # any free port for the test
    launch = launch_engine(tmp_path / "engine", workers=1, port=port, env=env)
    try:
        url = launch.future.result(60)
        engine = launch.wait_for_engine()
        created = httpx.post(
            f"{url}/v1/questionnaires",
            json={"user": {"userLabel": "p-1"}, "questionnaireType": "phq-9"},
            headers={"x-api-key": engine.api_key},
        )
        link = created.json()["activityLink"]
        assert urlsplit(link).port != port, "the link is on the sharing listener"
        answers = {f"phq9_{n}": "0" for n in range(1, 11)} | {"phq9_9": "2"}
        assert "<p>Call 112.</p>" in httpx.post(link, data=answers).text
        # A Spanish page gets the Spanish text; the site's general text stands for the others.
        spanish = httpx.post(
            f"{url}/v1/questionnaires",
            json={"user": {"userLabel": "p-2"}, "questionnaireType": "phq-9"},
            headers={"x-api-key": engine.api_key},
        ).json()["activityLink"]
        page = httpx.post(spanish, params={"lang": "es"}, data=answers).text
        assert "<p>Llame al 112 o al 024.</p>" in page
    finally:
        launch.cancel()


def test_the_app_s_engine_runs_two_workers_at_most_whatever_the_cores(
    tmp_path: Path, memory_keyring: object
) -> None:
    """One worker per core held 2.4 GB on a 6-core laptop: the app's engine asks for two, not
    for the engine's default of one per core."""
    launch = launch_engine(tmp_path / "engine")
    try:
        launch.future.result(60)
        pid = launch.wait_for_engine().pid
        command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        assert command[command.index(b"--workers") + 1] == str(DESKTOP_ENGINE_WORKERS).encode()
        assert DESKTOP_ENGINE_WORKERS == 2
    finally:
        launch.cancel()

"""``voxwell analyze --engine team``: a real engine on loopback stands in as the team server.

To the client a team server is exactly an engine reached through its URL, so the session's engine
fixture is the server here; its address comes from the app's settings (``service_addresses`` in
settings.json, or an older Voxwell's services.json) or from ``--url``, its key from the keyring
(an in-memory stand-in) or ``VOXWELL_API_KEY``.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from tests.engine.engine_helpers import SHORT_TAKE
from voxwell.client import AsyncVoiceClient, ModelKind, Run
from voxwell.client.credentials import API_KEY_ENV, set_api_key
from voxwell.exports.tabular import run_document
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.batch import main

pytestmark = pytest.mark.slow


USER = ["--user-label", "participant-11", "--dob", "1979", "--sex", "male", "--language", "en"]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An app home of this test's own, with no key in the environment."""
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    return tmp_path / "home"


def _save_team_address(home: Path, url: str) -> None:
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    saved = {"service": "team", "service_addresses": {"team": url}}
    (config / "settings.json").write_text(json.dumps(saved), encoding="utf-8")


def _fetch(engine: LocalEngine, run_id: str) -> Run:
    async def get() -> Run:
        async with AsyncVoiceClient(engine.base_url, engine.api_key) as client:
            return await client.get_run(ModelKind.MENTAL_WELLNESS, run_id)

    return asyncio.run(get())


def test_the_saved_team_server_analyses_with_the_key_from_the_keyring(
    engine: LocalEngine,
    home: Path,
    memory_keyring: Any,
    audio_fixtures: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _save_team_address(home, engine.base_url + "/")
    set_api_key(engine.base_url, engine.api_key)
    take = audio_fixtures / SHORT_TAKE
    out = tmp_path / "results.json"
    assert main([str(take), "--engine", "team", *USER, "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert f"Using the team server at {engine.base_url}." in err
    assert "same engine as the local one" in err
    assert "acoustic reference model" in err
    assert "warning" not in err, "loopback: nothing travels unencrypted over a network"
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["service"] == f"team server at {engine.base_url}"
    (item,) = document["items"]
    assert item["ok"] is True, item
    # The run is the server's own: the same document when fetched from it directly.
    fetched = _fetch(engine, item["runId"])
    assert item["run"] == run_document(fetched)
    assert item["run"]["status"] == "COMPLETE_OK"
    assert item["run"]["userLabel"] == "participant-11"
    assert fetched.model is not None
    assert fetched.model.startswith("voxwell-"), "the team server runs the reference model"
    assert engine.api_key not in err
    assert engine.api_key not in out.read_text(encoding="utf-8")


def test_url_names_the_team_server_over_the_saved_one(
    engine: LocalEngine,
    home: Path,
    audio_fixtures: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _save_team_address(home, "https://team.voxwell.invalid")  # never reached: --url wins
    monkeypatch.setenv(API_KEY_ENV, engine.api_key)
    short = audio_fixtures / "short_8s.flac"
    out = tmp_path / "results.json"
    args = [str(short), "--engine", "team", "--url", engine.base_url, *USER, "--out", str(out)]
    assert main(args) == 1, "the 8 s file is too short: the server says so"
    err = capsys.readouterr().err
    assert f"Using the team server at {engine.base_url}." in err
    assert "ERR_RECORDING_TOO_SHORT" in err
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["service"] == f"team server at {engine.base_url}"
    (item,) = document["items"]
    assert item["errorCode"] == "ERR_RECORDING_TOO_SHORT"
    assert item["run"] == run_document(_fetch(engine, item["runId"]))


@pytest.mark.parametrize(
    ("extra", "complaint"),
    [
        (["--engine", "team"], "No team server address is set"),
        (["--engine", "team", "--url", "team.voxwell.example.org"], "not a service address"),
        (["--engine", "team", "--url", "http://8.8.8.8:8000"], "private network address"),
        (["--engine", "team", "--url", "http://voxwell.example.org"], "private network address"),
        (["--engine", "ca", "--url", "https://ca.voxwell.example.org"], "--url goes with"),
        (["--url", "https://voxwell.example.org"], "--url goes with --engine team"),
    ],
)
def test_team_server_usage_errors_exit_2_with_a_plain_message(
    extra: list[str],
    complaint: str,
    home: Path,
    audio_fixtures: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = [str(audio_fixtures / "short_8s.flac")]
    assert main([*files, *USER, *extra]) == 2
    err = capsys.readouterr().err
    assert complaint in err
    assert "Traceback" not in err


@pytest.mark.usefixtures("no_keyring")
def test_plain_http_to_a_private_address_is_warned_about(
    home: Path, audio_fixtures: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # No keyring and no VOXWELL_API_KEY: the batch stops at the key, after the warning, before
    # anything is sent to the (unreachable) private address.
    files = [str(audio_fixtures / "short_8s.flac")]
    url = "http://192.168.1.20:8000"
    assert main([*files, *USER, "--engine", "team", "--url", url]) == 1
    err = capsys.readouterr().err
    assert "warning: Plain http to 192.168.1.20" in err
    assert "unencrypted" in err
    assert API_KEY_ENV in err, "says how to pass the key instead"
    assert "Using the team server" not in err, "not used: there is no key"


@pytest.mark.usefixtures("memory_keyring")
def test_addresses_an_older_voxwell_kept_in_services_json_are_used(
    home: Path, audio_fixtures: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # No settings.json yet, no key saved: each batch stops at the key, having named the address
    # it read from the old file, before anything is sent.
    config = home / "config"
    config.mkdir(parents=True)
    legacy = {"team": "http://192.168.1.20:8000/", "ca": "https://ca.clinic.example.org"}
    (config / "services.json").write_text(json.dumps(legacy), encoding="utf-8")
    files = [str(audio_fixtures / "short_8s.flac")]
    assert main([*files, *USER, "--engine", "team"]) == 1
    err = capsys.readouterr().err
    assert "warning: Plain http to 192.168.1.20" in err
    assert "No API key is saved for http://192.168.1.20:8000" in err
    assert main([*files, *USER, "--engine", "ca"]) == 1
    assert "No API key is saved for https://ca.clinic.example.org" in capsys.readouterr().err

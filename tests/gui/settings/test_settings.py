"""Settings: JSON without secrets, damaged files, and the dialog storing addresses (in
settings.json, with the rest) and keys (in the keyring)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.audio.audio_helpers import PulseServer
from tests.gui.conftest import Settle
from voxwell.client import Region
from voxwell.desk.settings import DEFAULT_MOOD_PROMPT, AppSettings, load_settings
from voxwell.gui.settings.settings_dialog import SettingsDialog
from voxwell.passages import mood_prompt_for
from voxwell.paths import AppPaths


def _paths(home: Path) -> AppPaths:
    return AppPaths(data=home / "data", logs=home / "logs", config=home / "config")


def _saved_addresses(home: Path) -> dict[str, str]:
    """The service addresses as saved in settings.json."""
    saved: dict[str, str] = json.loads((home / "config" / "settings.json").read_text())[
        "service_addresses"
    ]
    return saved


@pytest.fixture(autouse=True)
def _running_loop(qasync_loop: object) -> None:
    """The dialog asks the keyring in async slots: it needs the app's loop running."""


@pytest.fixture
def dialog(qtbot: QtBot, home: Path) -> SettingsDialog:
    widget = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(widget)
    return widget


def test_dialog_saves_addresses_and_settings(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("us"))
    dialog.url_edits["us"].setText("https://us.voice.example.org/")
    dialog.prompt_edit.setText("How has your week been?")
    assert dialog.live_check.isChecked()  # live captions are on by default
    dialog.live_check.setChecked(False)
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    settle(dialog.save())
    assert saved
    assert saved[0].service == "us"
    assert saved[0].live_captions is False
    assert load_settings(home / "config" / "settings.json") == saved[0]
    services = _saved_addresses(home)
    assert services["us"] == "https://us.voice.example.org"
    assert saved[0].services()[Region.US].base_url == "https://us.voice.example.org"
    assert not (home / "config" / "services.json").exists(), "one file written"


def test_the_default_mood_question_is_each_language_s_own_not_english_text(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    """The default question is shown as an empty field (each session language asks its own),
    not as its English wording in a Spanish or Japanese window; left empty it stays the
    default, and a question typed in is kept."""
    assert dialog.prompt_edit.text() == ""
    assert dialog.prompt_edit.placeholderText()
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    settle(dialog.save())
    assert saved[-1].mood_prompt == DEFAULT_MOOD_PROMPT
    assert mood_prompt_for("es-US", saved[-1].mood_prompt) == "¿Cómo se siente hoy?"
    dialog.prompt_edit.setText("  How has your week been? ")
    settle(dialog.save())
    assert saved[-1].mood_prompt == "How has your week been?"
    assert mood_prompt_for("es-US", saved[-1].mood_prompt) == "How has your week been?"
    again = SettingsDialog(saved[-1], paths=_paths(home))
    assert again.prompt_edit.text() == "How has your week been?"
    again.deleteLater()


def test_dialog_refuses_plain_http_to_a_remote_host(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    dialog.url_edits["ca"].setText("http://ca.voice.example.org")
    settle(dialog.save())
    assert "Canada address" in dialog.error_label.text()
    assert "https" in dialog.error_label.text()
    assert not (home / "config" / "settings.json").exists()  # nothing saved


def test_settings_that_cannot_be_written_are_said_plainly(
    settle: Settle[None], qtbot: QtBot, home: Path
) -> None:
    home.mkdir(parents=True)
    (home / "config").write_text("not a folder")  # as a damaged install leaves it
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    settle(dialog.save())
    assert saved == []
    assert dialog.error_label.text() == (
        "The settings could not be saved. Could not save settings.json in "
        f"{home / 'config'}: File exists. A file has that folder's name: move or rename the file."
    )
    assert (home / "config").read_text() == "not a folder"


def test_no_keyring_is_said_plainly(
    settle: Settle[None], qtbot: QtBot, home: Path, no_keyring: None
) -> None:
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
    settle(dialog.save())
    assert dialog.error_label.isHidden(), "the rest of the settings still save"


def test_key_goes_to_the_keyring_only(
    settle: Settle[None], qtbot: QtBot, home: Path, memory_keyring: Any
) -> None:
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    secret = "vxk-secret-canada-0123456789"
    dialog.key_edits["ca"].setText(secret)
    settle(dialog.save())
    assert dialog.error_label.isHidden()
    assert secret in memory_keyring.store.values()
    for file in home.rglob("*"):
        if file.is_file():
            assert secret not in file.read_text(errors="ignore")
    reopened = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(reopened)
    settle(reopened.read_key_states())
    assert "A key is stored" in reopened.key_notes["ca"].text()


# -- the team server -----------------------------------------------------------------------------


def test_the_team_server_is_offered_beside_the_local_engine_and_the_regions(
    dialog: SettingsDialog,
) -> None:
    combo = dialog.service_combo
    entries = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert list(entries) == ["local", "team", "default", "ca", "us"]
    assert entries["team"].startswith("Team server")
    assert "region" not in entries["team"]
    assert "same engine" in combo.itemData(combo.findData("team"), Qt.ItemDataRole.ToolTipRole)
    # No address until one is typed (there is no factory address for a team server).
    assert dialog.url_edits["team"].text() == ""
    assert dialog.url_edits["team"].placeholderText().startswith("https://")
    assert dialog.team_warning.isHidden()


def test_only_the_chosen_services_address_and_key_are_shown(
    settle: Settle[None], qtbot: QtBot, home: Path, memory_keyring: Any
) -> None:
    dialog = SettingsDialog(AppSettings(service="ca"), paths=_paths(home))
    qtbot.addWidget(dialog)
    dialog.show()

    def shown() -> set[str]:
        rows = {v for v, edit in dialog.url_edits.items() if edit.isVisible()}
        assert rows == {v for v, edit in dialog.key_edits.items() if edit.isVisible()}
        assert rows == {v for v, note in dialog.key_notes.items() if note.isVisible()}
        return rows

    assert shown() == {"ca"}
    assert dialog.port_spin.isVisible(), "the local engine runs whatever the service in use"
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("team"))
    assert shown() == {"team"}
    dialog.url_edits["team"].setText("http://10.1.2.3:8000")
    assert dialog.team_warning.isVisible()
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("local"))
    assert shown() == set()
    assert not dialog.team_warning.isVisible()
    # A refused address of another service is shown with the message that names it.
    dialog.url_edits["us"].setText("http://us.voice.example.org")
    settle(dialog.save())
    assert "United States address" in dialog.error_label.text()
    assert shown() == {"us"}


def test_team_server_address_and_key_are_saved_the_key_only_in_the_keyring(
    settle: Settle[None], qtbot: QtBot, home: Path, memory_keyring: Any
) -> None:
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    secret = "vxk-team-secret-0123456789"
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("team"))
    dialog.url_edits["team"].setText("https://Voxwell.Clinic.example.org/")
    dialog.key_edits["team"].setText(secret)
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    settle(dialog.save())
    assert dialog.error_label.isHidden(), dialog.error_label.text()
    assert [s.service for s in saved] == ["team"]
    assert load_settings(home / "config" / "settings.json").service == "team"
    services = _saved_addresses(home)
    assert services["team"] == "https://voxwell.clinic.example.org"
    assert memory_keyring.store == {("voxwell", "https://voxwell.clinic.example.org"): secret}
    for file in home.rglob("*"):
        if file.is_file():
            assert secret not in file.read_text(errors="ignore")
    reopened = SettingsDialog(load_settings(home / "config" / "settings.json"), paths=_paths(home))
    qtbot.addWidget(reopened)
    assert reopened.service_combo.currentData() == "team"
    assert reopened.url_edits["team"].text() == "https://voxwell.clinic.example.org"
    assert reopened.key_edits["team"].text() == "", "a stored key is never shown again"
    settle(reopened.read_key_states())
    assert "A key is stored" in reopened.key_notes["team"].text()


def test_plain_http_to_a_private_address_is_saved_with_a_warning(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("team"))
    edit = dialog.url_edits["team"]
    edit.setText("http://192.168.1.20:8000")
    assert not dialog.team_warning.isHidden()
    assert "unencrypted" in dialog.team_warning.text()
    assert "192.168.1.20" in dialog.team_warning.text()
    edit.setText("https://voxwell.clinic.example.org")
    assert dialog.team_warning.isHidden()
    edit.setText("http://127.0.0.1:8765")
    assert dialog.team_warning.isHidden(), "this computer: nothing travels over a network"
    edit.setText("http://192.168.1.20:8000")
    settle(dialog.save())
    assert dialog.error_label.isHidden(), dialog.error_label.text()
    services = _saved_addresses(home)
    assert services["team"] == "http://192.168.1.20:8000"


@pytest.mark.parametrize(
    ("address", "complaint"),
    [
        ("voxwell.clinic.example.org", "is not a service address"),
        ("http://voxwell.clinic.example.org", "private network address"),
        ("http://8.8.8.8:8000", "private network address"),
    ],
)
def test_a_bad_team_server_address_is_named_and_nothing_is_saved(
    settle: Settle[None], dialog: SettingsDialog, home: Path, address: str, complaint: str
) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("team"))
    dialog.url_edits["team"].setText(address)
    assert dialog.team_warning.isHidden(), "no warning for an address that is refused anyway"
    settle(dialog.save())
    text = dialog.error_label.text()
    assert not dialog.error_label.isHidden()
    assert text.startswith("Team server address:")
    assert complaint in text
    assert "Traceback" not in text
    assert not (home / "config" / "settings.json").exists()
    assert not (home / "config" / "services.json").exists()
    assert dialog.url_edits["team"].text() == address, "what was typed is kept to correct"


def test_choosing_the_team_server_needs_its_address(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("team"))
    settle(dialog.save())
    assert "Team server address" in dialog.error_label.text()
    assert not (home / "config" / "settings.json").exists()
    # Choosing another service takes the refusal away with the rows it was about.
    assert not dialog.error_label.isHidden()
    dialog.service_combo.setCurrentIndex(dialog.service_combo.findData("local"))
    assert dialog.error_label.isHidden()
    assert dialog.url_edits["team"].isHidden()


def test_a_team_server_key_without_an_address_is_refused(
    settle: Settle[None], qtbot: QtBot, home: Path, memory_keyring: Any
) -> None:
    dialog = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(dialog)
    dialog.key_edits["team"].setText("vxk-team-orphan")
    settle(dialog.save())
    assert "Team server API key" in dialog.error_label.text()
    assert "address first" in dialog.error_label.text()
    assert memory_keyring.store == {}


def test_clearing_the_team_server_address_forgets_it(
    settle: Settle[None], qtbot: QtBot, home: Path
) -> None:
    # Saved by an older Voxwell, in the services.json it kept beside settings.json.
    config = home / "config"
    config.mkdir(parents=True)
    legacy = json.dumps({"team": "https://old.example.org"})
    legacy_file = _paths(home).services_file
    legacy_file.write_text(legacy)
    settings = load_settings(config / "settings.json")
    dialog = SettingsDialog(settings, paths=_paths(home))
    qtbot.addWidget(dialog)
    assert dialog.url_edits["team"].text() == "https://old.example.org"
    dialog.url_edits["team"].setText("  ")
    settle(dialog.save())
    assert dialog.error_label.isHidden(), dialog.error_label.text()
    assert "team" not in _saved_addresses(home)
    assert Region.TEAM not in load_settings(config / "settings.json").services()
    assert legacy_file.read_text() == legacy, "left on disk, and ignored"


def test_microphones_are_listed_without_an_empty_note_row(
    qtbot: QtBot, home: Path, pulse: PulseServer
) -> None:
    widget = SettingsDialog(AppSettings(), paths=_paths(home))
    qtbot.addWidget(widget)
    widget.show()
    names = [widget.device_combo.itemData(i) for i in range(widget.device_combo.count())]
    assert "pulse" in names  # the private PulseAudio server's input, through PortAudio
    assert widget.device_note.text() == ""
    assert not widget.device_note.isVisible()  # no blank row where a note would be


def test_questionnaire_sharing_is_off_by_default_said_plainly_and_saved_for_the_engine(
    settle: Settle[None], dialog: SettingsDialog, home: Path
) -> None:
    from voxwell.gui.settings.questionnaire_settings import SHARING_NOTE
    from voxwell.launcher.engine_launch import saved_engine_env
    from voxwell.questionnaires import DEFAULT_CRISIS_TEXT, DEFAULT_CRISIS_TEXTS

    box = dialog.questionnaire_box
    assert not box.share_check.isChecked()
    assert not box.address_edit.isEnabled()
    assert box.crisis_edit.placeholderText() == DEFAULT_CRISIS_TEXT
    assert "nothing else of the engine" in SHARING_NOTE
    box.share_check.setChecked(True)
    assert box.address_edit.isEnabled()
    box.address_edit.setText("192.168.1.20")
    box.crisis_edit.setPlainText("Call 999, or the Riverside crisis team on 0800 000 000.")
    # One crisis text per language of the patient's pages, each with its own default shown.
    box.crisis_language_box.setCurrentIndex(box.crisis_language_box.findData("es"))
    assert box.crisis_edit.toPlainText() == ""
    assert box.crisis_edit.placeholderText() == DEFAULT_CRISIS_TEXTS["es"]
    box.crisis_edit.setPlainText("Llame al 112 o al 024.")
    box.crisis_language_box.setCurrentIndex(box.crisis_language_box.findData("en"))
    assert box.crisis_edit.toPlainText().startswith("Call 999"), "kept while another is edited"
    settle(dialog.save())
    settings_file = home / "config" / "settings.json"
    saved = load_settings(settings_file)
    assert saved.share_questionnaires
    assert saved.share_address == "192.168.1.20"
    assert saved.crisis_texts == {
        "en": "Call 999, or the Riverside crisis team on 0800 000 000.",
        "es": "Llame al 112 o al 024.",
    }
    env = saved_engine_env(settings_file)
    assert env["VOXWELL_SHARE_HOST"] == "192.168.1.20"
    assert json.loads(env["VOXWELL_CRISIS_TEXTS"]) == saved.crisis_texts
    assert "VOXWELL_CRISIS_TEXT" not in env, "every language's text is in VOXWELL_CRISIS_TEXTS"


def test_how_long_recordings_are_kept_is_shown_with_its_rule_and_saved(
    settle: Settle[None], qtbot: QtBot, home: Path
) -> None:
    from voxwell.gui.settings.settings_dialog import RETENTION_NOTE

    dialog = SettingsDialog(AppSettings(recording_retention_days=45), paths=_paths(home))
    qtbot.addWidget(dialog)
    dialog.show()
    spin = dialog.retention_spin
    assert spin.value() == 45
    assert spin.minimum() == 0
    (label,) = [w for w in dialog.findChildren(QLabel) if w.buddy() is spin]
    assert label.text() == "&Keep recordings"
    assert label.isVisible()
    assert RETENTION_NOTE == (
        "Recordings are removed from this computer this many days after their results arrive; "
        "results are kept."
    )
    assert any(w.text() == RETENTION_NOTE and w.isVisible() for w in dialog.findChildren(QLabel))
    spin.setValue(0)  # removed at the next start
    settle(dialog.save())
    assert load_settings(home / "config" / "settings.json").recording_retention_days == 0


def test_the_dialog_fits_a_laptop_screen(qtbot: QtBot, dialog: SettingsDialog) -> None:
    """One box over another it was 837 px tall, more than a 1366x768 screen shows."""
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 700
    assert dialog.width() <= 1300
    for label in dialog.findChildren(QLabel):  # no wrapped note squeezed out of its lines
        if label.isVisible() and label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()) - 1, label.text()


def test_the_language_of_the_app_is_chosen_and_saved_for_the_next_start(
    settle: Settle[None], qtbot: QtBot, dialog: SettingsDialog, home: Path
) -> None:
    from voxwell.locales import UI_LANGUAGES

    combo = dialog.ui_language_combo
    (label,) = [w for w in dialog.findChildren(QLabel) if w.buddy() is combo]
    assert label.text() == "&Language of the app"
    entries = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
    assert entries == [("", "Follow the system"), *UI_LANGUAGES.items()]
    assert combo.currentData() == "", "the system's language unless one is chosen"
    assert combo.toolTip() == "Used the next time Voxwell starts."
    combo.setCurrentIndex(combo.findText("Español"))
    saved: list[AppSettings] = []
    dialog.settingsSaved.connect(saved.append)
    settle(dialog.save())
    assert dialog.error_label.isHidden(), dialog.error_label.text()
    assert [s.ui_language for s in saved] == ["es"]
    assert load_settings(home / "config" / "settings.json").ui_language == "es"
    reopened = SettingsDialog(saved[0], paths=_paths(home))
    qtbot.addWidget(reopened)
    assert reopened.ui_language_combo.currentData() == "es"

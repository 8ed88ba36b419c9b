"""Sessions own their takes: back to setup keeps them, consent on the recording page, and a new
session clears every personal field and leaves nothing of the last person to export.

The real main window with the file-backed input (``voxwell.audio.FileInput``) and the real
engine; data is checked, not pixels.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.gui.main_window_helpers import fixture_takes, shown_main_window, start_session
from voxwell.api import BirthSex, LanguageCode
from voxwell.audio.takes import owner_of
from voxwell.gui.main_window import MainWindow
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore

pytestmark = pytest.mark.slow


@pytest.fixture
def window(
    qtbot: QtBot, service_context: ServiceContext, store: HistoryStore, audio_fixtures: Path
) -> MainWindow:
    return shown_main_window(qtbot, service_context, store, fixture_takes(audio_fixtures), 25.0)


def _fill(window: MainWindow, label: str, *, consent: bool) -> None:
    start_session(
        window,
        user_label=label,
        birth_year=1971,
        birth_month=6,
        birth_day=2,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_GB,
        model_kind="apollo",
        consent=consent,
    )


def _record(qtbot: QtBot, window: MainWindow) -> None:
    view = window.recording_view
    slot = view.current_slot
    view.start_recording()
    assert view.is_recording
    qtbot.waitUntil(lambda: slot in view.takes and not view.is_recording, timeout=15_000)


def test_back_to_setup_keeps_the_takes_and_consent_can_be_given_on_the_recording_page(
    qtbot: QtBot, window: MainWindow
) -> None:
    _fill(window, "P-0301", consent=False)
    view = window.recording_view
    session_id = view.draft.session_id
    _record(qtbot, window)
    first = dict(view.takes)
    assert owner_of(Path(first["moodQuestion"])) == (session_id, "P-0301")
    assert view.footer.consent_note.isVisibleTo(window)
    view.footer.back_button.click()
    assert window.current_page() == "setup"
    window.setup_view.start_button.click()  # back again for the same person
    assert view.takes == first  # the take recorded before is still the session's
    assert view.draft.session_id == session_id
    _record(qtbot, window)
    assert set(view.takes) == {"moodQuestion", "readAloud"}
    assert not view.footer.upload_button.isEnabled()  # no consent yet
    view.footer.consent_check.setChecked(True)  # given here, without going back to the setup
    assert view.footer.upload_button.isEnabled()
    assert window.state.draft is not None
    assert window.state.draft.consent


def test_back_to_setup_then_another_person_does_not_get_the_takes(
    qtbot: QtBot, window: MainWindow
) -> None:
    _fill(window, "P-0302", consent=True)
    _record(qtbot, window)
    window.recording_view.footer.back_button.click()
    window.new_session()
    _fill(window, "P-0303", consent=True)
    assert window.recording_view.takes == {}
    assert "moodQuestion" in window.waiting_takes("P-0302")  # kept for its own person


def test_new_session_clears_every_personal_field_and_consent(
    qtbot: QtBot, window: MainWindow
) -> None:
    _fill(window, "P-0304", consent=True)
    window.new_session()
    setup = window.setup_view
    assert window.current_page() == "setup"
    assert setup.label_edit.text() == ""
    assert setup.year_spin.value() == setup.year_spin.minimum()
    assert setup.month_combo.currentData() is None
    assert setup.day_combo.currentData() is None
    assert setup.sex_combo.currentData() == BirthSex.UNKNOWN.value
    assert not setup.consent_check.isChecked()
    assert window.state.draft is None


def test_export_acts_only_on_the_results_on_screen(window: MainWindow, store: HistoryStore) -> None:
    results = window.results_view()  # built as when a session's results were shown
    window.show_page("results")
    assert results.export_actions.menu.isEnabled()
    window.new_session()
    assert not results.export_actions.menu.isEnabled()


def test_import_from_the_setup_page_starts_the_session_the_form_describes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File > Import recording on a filled form starts that session, then asks for the file;
    on a form that cannot start, the form says why and no file is asked for."""
    asked_on: list[str] = []

    def person_cancels(*_args: object, **_kwargs: object) -> tuple[str, str]:
        asked_on.append(window.current_page())
        return "", ""  # the file dialog (the person's choice) closed without a file

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(person_cancels))
    window.setup_view.clear_person()
    window.setup_view.label_edit.setText("P-0300")  # no year of birth yet
    window.import_action.trigger()
    assert window.current_page() == "setup"
    assert window.setup_view.error_label.text() == "Enter at least the year of birth."
    assert asked_on == []
    window.setup_view.fill(user_label="P-0300", birth_year=1990, model_kind="mental-wellness")
    window.import_action.trigger()
    assert window.current_page() == "recording"
    assert window.state.draft is not None
    assert window.state.draft.user_label == "P-0300"
    assert asked_on == ["recording"]
    assert window.message() == ""

"""The recording flow from the keyboard: Space from every state, the meter idle between takes,
and a level check before the first take. The real main window, the file-backed input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.gui.main_window_helpers import fixture_takes, shown_main_window, start_session
from voxwell.api import BirthSex, LanguageCode
from voxwell.gui.main_window import MainWindow
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.draft import create_session_record

pytestmark = pytest.mark.slow


@pytest.fixture(params=["active", "keys follow the pointer"])
def window(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    service_context: ServiceContext,
    store: HistoryStore,
    audio_fixtures: Path,
) -> MainWindow:
    """The main window on the recording page, with the keyboard's keys going to it.

    "active": a window manager gave it the focus, Qt counts it as the active window.
    "keys follow the pointer": X without a window manager (or focus following the mouse) sends
    the keys to the window under the pointer, which Qt never counts as active; here another
    window is Qt's active one while the keys go to this one.
    """
    shown = shown_main_window(qtbot, service_context, store, fixture_takes(audio_fixtures), 10.0)
    start_session(
        shown,
        user_label="P-0401",
        birth_year=1966,
        birth_sex=BirthSex.MALE,
        language=LanguageCode.EN_US,
        model_kind="apollo",
    )
    if request.param != "active":
        other = QWidget()
        qtbot.addWidget(other)
        other.show()
        other.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is other, timeout=5000)
    return shown


def _space(qtbot: QtBot, window: MainWindow) -> None:
    """Space from the keyboard, as the platform delivers it: to the window (its shortcuts when
    it is the active one, else its focused widget), not to a widget the test picks."""
    handle = window.windowHandle()
    assert handle is not None
    # A focused Import button would take Space as a click and open the file dialog, whose
    # event loop would wait for a person: any dialog it opens is closed by this timer.
    closer = QTimer()
    closer.setInterval(20)
    closer.timeout.connect(_close_any_dialog)
    closer.start()
    try:
        qtbot.keyClick(handle, Qt.Key.Key_Space)
    finally:
        closer.stop()


def _close_any_dialog() -> None:
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        dialog.close()


def test_space_works_after_an_import(
    settle: Any, qtbot: QtBot, window: MainWindow, audio_fixtures: Path
) -> None:
    view = window.recording_view
    view.controls.import_button.setFocus()  # the user clicked Import: the focus is on it
    assert settle(view.import_file(audio_fixtures / "mood_answer_en.flac")) is not None
    assert view.current_slot == "readAloud"
    _space(qtbot, window)
    assert view.is_recording


def test_space_works_when_the_import_button_keeps_the_focus(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.recording_view
    view.controls.import_button.setFocus()
    _space(qtbot, window)
    assert view.is_recording


def _stored(window: MainWindow, store: HistoryStore, mood: Path, read: Path) -> SessionRecord:
    """The session on the recording page, stored with these takes."""
    draft = window.recording_view.draft
    assert draft is not None
    takes = {"moodQuestion": str(mood), "readAloud": str(read)}
    return create_session_record(
        store, draft, takes, service_name="Local engine", base_url="http://127.0.0.1:1"
    )


def test_space_works_after_record_again(
    qtbot: QtBot, window: MainWindow, store: HistoryStore, audio_fixtures: Path
) -> None:
    view = window.recording_view
    record = _stored(
        window,
        store,
        audio_fixtures / "mood_answer_en.flac",
        audio_fixtures / "read_passage_en.flac",
    )
    window.show_page("upload")
    window.upload_view.action_button.setFocus()
    window.upload_view.actionRequested.emit("retake", record)  # "Record again" on the error page
    assert window.current_page() == "recording"
    _space(qtbot, window)
    assert view.is_recording


def test_record_again_after_a_failed_run_keeps_the_take_that_passed(
    qtbot: QtBot, window: MainWindow, store: HistoryStore, audio_fixtures: Path
) -> None:
    view = window.recording_view
    read = audio_fixtures / "read_passage_en.flac"
    record = _stored(window, store, audio_fixtures / "short_8s.flac", read)
    record = store.update(
        record.id, status="failed", error_code="ERR_RECORDING_TOO_SHORT", error_reason="Too short."
    )
    window.show_page("upload")
    window.upload_view.actionRequested.emit("retake", record)
    qtbot.waitUntil(lambda: window.current_page() == "recording", timeout=15_000)
    assert view.takes == {"readAloud": str(read)}  # the mood answer, too short, is to record again
    assert view.current_slot == "moodQuestion"


def test_the_meter_is_idle_between_takes(qtbot: QtBot, window: MainWindow) -> None:
    view = window.recording_view
    assert view.meter.elapsed_text().startswith("Not recording")  # before the first take too
    assert view.meter.idle
    _space(qtbot, window)
    assert view.is_recording
    assert not view.meter.idle
    qtbot.waitUntil(lambda: "moodQuestion" in view.takes and not view.is_recording, timeout=20_000)
    assert view.meter.elapsed_text().startswith("Not recording")
    assert view.meter.idle
    assert not view.recorder.input_open  # no microphone open between takes


def test_leaving_the_page_ends_a_level_check(qtbot: QtBot, window: MainWindow) -> None:
    view = window.recording_view
    view.controls.level_button.click()
    assert view.recorder.previewing
    window.new_session()
    assert not view.recorder.input_open
    assert not view.isVisible()


def test_a_level_check_before_the_first_take(qtbot: QtBot, window: MainWindow) -> None:
    view = window.recording_view
    floor = view.meter.level_bar.rms_dbfs
    view.controls.level_button.click()
    assert view.recorder.previewing
    assert "level check" in view.meter.elapsed_text()
    qtbot.waitUntil(lambda: view.meter.level_bar.rms_dbfs > floor, timeout=10_000)
    assert view.takes == {}  # nothing was recorded
    assert view.meter.idle
    _space(qtbot, window)
    assert view.is_recording

"""The real main window for the GUI tests: built on the file-backed input, shown, and a session
started from the setup page. Shared by the tests that drive the whole window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from voxwell.audio import FileInput
from voxwell.client import AsyncVoiceClient
from voxwell.desk import Desk
from voxwell.desk.settings import AppSettings
from voxwell.desk.upload_queue import ClientFor
from voxwell.gui.app_state import AppState
from voxwell.gui.main_window import MainWindow
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore, SessionRecord


def fixture_takes(audio_fixtures: Path) -> dict[str, Path]:
    """The two-recording model's takes from the speech fixtures."""
    return {
        "moodQuestion": audio_fixtures / "mood_answer_en.flac",
        "readAloud": audio_fixtures / "read_passage_en.flac",
    }


def shown_main_window(
    qtbot: QtBot,
    context: ServiceContext,
    store: HistoryStore,
    files: dict[str, Path],
    speed: float,
    *,
    live_captions: bool = False,
) -> MainWindow:
    """The main window, each take played from ``files`` at ``speed``, shown and made active.

    Live captions are off unless ``live_captions``: only the tests of captions stream their takes
    to the engine's monitoring (``tests/gui/recording/test_live_captions.py``), so the others do
    not spend the shared engine's recogniser on takes whose captions nobody checks."""
    window = MainWindow(
        AppState(context, desk=Desk(store=store)),
        AppSettings(live_captions=live_captions),
        lambda slot: FileInput(files[slot], speed=speed),
        clients_of(context),
        takes_folder=store.path.parent / "takes",
    )
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()  # Space is a window shortcut: the window must be the active one
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    return window


def start_session(window: MainWindow, **details: Any) -> None:
    """Fill the setup page with ``details`` (``SessionSetupView.fill``) and start recording."""
    window.setup_view.fill(**details)
    window.setup_view.start_button.click()
    assert window.current_page() == "recording"


def clients_of(context: ServiceContext) -> ClientFor:
    """Every session's client is the one service's (whatever the session names)."""

    async def clients(record: SessionRecord) -> Callable[[], AsyncVoiceClient]:
        return context.client

    return clients


def unconnected_window(
    qtbot: QtBot, store: HistoryStore, audio_fixtures: Path, size: tuple[int, int]
) -> MainWindow:
    """The real main window with no service connected, shown at ``size``: for the tests of the
    screens themselves (their words, sizes and keys), not of a run."""
    takes = fixture_takes(audio_fixtures)
    window = MainWindow(
        AppState(ServiceContext(), desk=Desk(store=store)),
        AppSettings(live_captions=False),
        lambda slot: FileInput(takes[slot], speed=25.0),
        clients_of(ServiceContext()),
        takes_folder=store.path.parent / "takes",
    )
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window

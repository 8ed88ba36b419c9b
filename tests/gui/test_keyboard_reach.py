"""By keyboard alone: every control a person can use on the setup and recording pages, in
Settings and on the results page is reached by Tab (pressed for real, offscreen), in order,
and comes round again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QRadioButton,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.gui.main_window_helpers import unconnected_window
from tests.gui.results_samples import stored_session, wellness_run
from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.settings import AppSettings
from voxwell.gui.main_window import MainWindow
from voxwell.gui.results.results_view import ResultsView
from voxwell.gui.settings.settings_dialog import SettingsDialog
from voxwell.history import HistoryStore
from voxwell.paths import AppPaths

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractItemView,
    QTextEdit,
    QTabBar,
)


def _usable(root: QWidget) -> set[QWidget]:
    """The controls a person can use under ``root``: interactive, shown and enabled (a spin
    box's own line edit and a scroll area's viewport are parts of their control)."""
    found = set()
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or not widget.isVisible() or not widget.isEnabled():
            continue
        if isinstance(widget.parent(), QAbstractSpinBox | QComboBox):
            continue
        if isinstance(widget, QTextEdit | QAbstractItemView) and widget.focusPolicy() == (
            Qt.FocusPolicy.NoFocus
        ):
            continue  # shown for reading only and said so by its accessible name
        found.add(widget)
    return found


def _tabbed(qtbot: QtBot, window: QWidget, presses: int) -> list[QWidget]:
    """The widgets that hold the focus as Tab is pressed ``presses`` times."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    visited: list[QWidget] = []
    for _ in range(presses):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is not None:
            visited.append(now)
    return visited


def _owner(widget: QWidget, usable: set[QWidget]) -> QWidget:
    """The control a focused part belongs to (a spin box for its line edit)."""
    current: QWidget | None = widget
    while current is not None and current not in usable:
        current = current.parentWidget()
    return current or widget


def _reached(qtbot: QtBot, window: QWidget) -> tuple[set[QWidget], set[QWidget]]:
    """The usable controls, and those reached by Tab. Radio buttons of one exclusive group are
    one Tab stop (arrow keys move within it, checked below), so one reached counts for all."""
    usable = _usable(window)
    visited = {_owner(w, usable) for w in _tabbed(qtbot, window, 2 * len(usable) + 4)}
    for radio in [w for w in visited if isinstance(w, QRadioButton)]:
        group = [w for w in usable if isinstance(w, QRadioButton) and w.group() is radio.group()]
        if radio.group() is not None and len(group) > 1:
            before = next(w for w in group if w.isChecked())
            before.setFocus()
            for key in (Qt.Key.Key_Down, Qt.Key.Key_Up):  # the first or the last of the group
                qtbot.keyClick(QApplication.focusWidget(), key)
                if next(w for w in group if w.isChecked()) is not before:
                    break
            assert next(w for w in group if w.isChecked()) is not before, "arrows move"
            visited |= set(group)
    return usable, visited


def _names(widgets: set[QWidget]) -> list[str]:
    return sorted(
        f"{type(w).__name__}({w.accessibleName() or getattr(w, 'text', lambda: '')()!r})"
        for w in widgets
    )


@pytest.fixture
def window(qtbot: QtBot, store: HistoryStore, audio_fixtures: Path) -> MainWindow:
    return unconnected_window(qtbot, store, audio_fixtures, (1100, 760))


def _fill_setup(window: MainWindow) -> None:
    window.setup_view.fill(
        user_label="P-0042",
        birth_year=1968,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_GB,
        model_kind="apollo",
    )


def test_every_setup_control_is_reached_by_tab(qtbot: QtBot, window: MainWindow) -> None:
    usable, visited = _reached(qtbot, window)
    missing = _names(usable - visited)
    assert missing == [], missing


def test_every_recording_control_is_reached_by_tab(qtbot: QtBot, window: MainWindow) -> None:
    _fill_setup(window)
    window.setup_view.start_button.click()
    assert window.current_page() == "recording"
    usable, visited = _reached(qtbot, window)
    assert window.recording_view.footer.back_button in visited
    missing = _names(usable - visited)
    assert missing == [], missing


@pytest.mark.usefixtures("qasync_loop")
def test_every_settings_control_is_reached_by_tab(qtbot: QtBot, tmp_path: Path) -> None:
    paths = AppPaths(data=tmp_path / "data", logs=tmp_path / "logs", config=tmp_path / "config")
    dialog = SettingsDialog(AppSettings(), paths=paths)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    usable, visited = _reached(qtbot, dialog)
    missing = _names(usable - visited)
    assert missing == [], missing


def test_every_results_control_is_reached_by_tab(
    qtbot: QtBot, store: HistoryStore, audio_fixtures: Path
) -> None:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    take = audio_fixtures / "read_passage_en.flac"
    view.show_session(stored_session(store, wellness_run(3), take=take))
    usable, visited = _reached(qtbot, view)
    missing = _names(usable - visited)
    assert missing == [], missing


def test_the_focus_lands_on_the_new_page(qtbot: QtBot, window: MainWindow) -> None:
    """After each page change the keyboard is on the page just shown, and a screen reader can
    say where it is: the recording page names itself and says what to do."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    assert QApplication.focusWidget() is window.setup_view.label_edit, "typing starts at once"
    _fill_setup(window)
    window.setup_view.start_button.setFocus()
    qtbot.keyClick(window.setup_view.start_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page() == "recording", timeout=2000)
    view = window.recording_view
    assert QApplication.focusWidget() is view
    assert view.accessibleName() == "Recording"
    assert view.accessibleDescription() == (
        "Ask the mood question, and let the person answer freely. Space starts and stops the take."
    )
    view.footer.back_button.setFocus()
    qtbot.keyClick(view.footer.back_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_page() == "setup", timeout=2000)
    focused = QApplication.focusWidget()
    assert focused is not None
    assert window.setup_view.isAncestorOf(focused), type(focused).__name__

"""Space starts and stops the take wherever the focus is on the recording page.

A window-wide shortcut serves while Qt counts the window active. Under X without a window
manager (or with focus following the pointer) the keys reach the window while Qt never counts it
active: Space then comes to the focused widget, so the page and its focusable children are
watched too (give buttons focus by Tab only, or a focused one takes Space as its click).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

__all__ = ["SpaceKey"]


class SpaceKey(QObject):
    """Calls ``toggle`` on each plain Space press on ``page`` or a watched child."""

    def __init__(self, page: QWidget, toggle: Callable[[], None]) -> None:
        super().__init__(page)
        self._toggle = toggle
        # The page takes focus itself so that Space works as soon as it is shown.
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), page)
        # Window-wide while the page is shown, whatever has focus (a button just clicked, the
        # page reached from "Record again").
        self.shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.shortcut.activated.connect(toggle)
        self.watch(page)

    def watch(self, widget: QWidget) -> None:
        """Space that reaches ``widget`` toggles too (and is not passed on to it)."""
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and _is_space(event)
        ):
            self._toggle()
            return True
        return super().eventFilter(watched, event)


def _is_space(event: QKeyEvent) -> bool:
    """A plain Space press (not held down: one press, one start or stop)."""
    return (
        event.key() == Qt.Key.Key_Space
        and event.modifiers() == Qt.KeyboardModifier.NoModifier
        and not event.isAutoRepeat()
    )

"""Space starts and stops the take on the recording page, unless the focus is on another button.

A window-wide shortcut serves while Qt counts the window active. Under X without a window
manager (or with focus following the pointer) the keys reach the window while Qt never counts it
active: Space then comes to the focused widget, so the page and its focusable children are
watched too. Buttons take focus by Tab only (a mouse click leaves the focus where it was), so
Space records after a click, and after a dialog that gave the focus back to a button. A button
the keyboard tabbed to is pressed by Space or Enter, as a keyboard user expects: Space on a
tabbed-to "Upload and analyse" uploads, never re-takes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

__all__ = ["SpaceKey"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_BY_KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


class SpaceKey(QObject):
    """Calls ``toggle`` on each plain Space press on ``page`` or a watched child, except that a
    focused button other than ``own`` (the record button) is pressed instead."""

    def __init__(
        self, page: QWidget, toggle: Callable[[], None], own: QAbstractButton | None = None
    ) -> None:
        super().__init__(page)
        self._toggle = toggle
        self._own = own
        self._tabbed: QAbstractButton | None = None  # the button the keyboard moved to
        # The page takes focus itself so that Space works as soon as it is shown.
        page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), page)
        # Window-wide while the page is shown, whatever has focus (the page reached from
        # "Record again").
        self.shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.shortcut.activated.connect(self._space)
        self.watch(page)

    def set_own(self, own: QAbstractButton) -> None:
        """The button that Space presses as a toggle (the record button)."""
        self._own = own

    def watch(self, widget: QWidget) -> None:
        """Space that reaches ``widget`` toggles too (and is not passed on to it)."""
        widget.installEventFilter(self)

    def _focused_button(self) -> QAbstractButton | None:
        """The button the keyboard tabbed to, if it still has the focus (not the record one)."""
        button = self._tabbed
        if button is None or button is self._own or QApplication.focusWidget() is not button:
            return None
        return button if button.isEnabled() and button.isVisible() else None

    def _space(self) -> None:
        button = self._focused_button()
        if button is not None:
            button.animateClick()  # the shortcut took the key the button would have taken
        else:
            self._toggle()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFocusEvent) and isinstance(watched, QAbstractButton):
            if event.type() == QEvent.Type.FocusIn:
                self._tabbed = watched if event.reason() in _BY_KEYBOARD else None
            elif self._tabbed is watched:
                self._tabbed = None
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if plain and event.key() in _ENTER and isinstance(watched, QAbstractButton):
            if watched.isEnabled():
                watched.animateClick()  # Enter presses the focused button too
            return True
        if _is_space(event):
            if watched is self._tabbed and watched is not self._own:
                return False  # the tabbed-to button's own Space: a click
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

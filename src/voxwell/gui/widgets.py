"""The widget set-ups the views share: word-wrapped labels, the colours of error, warning and
note text, and buttons wired to a slot.

Each view builds its own widgets from these, so a label or a button looks and behaves the same
on every page.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

__all__ = [
    "ERROR_STYLE",
    "NOTE_STYLE",
    "WARNING_STYLE",
    "push_button",
    "wrapped_label",
]

ERROR_STYLE = "color: #b71c1c;"
"""Text that says something failed or must be fixed."""

WARNING_STYLE = "color: #b26a00;"
"""Text that asks for attention without anything having failed (consent, a label's form)."""

NOTE_STYLE = "background:#fff4d6;border:1px solid #d9a400;padding:4px;"
"""A boxed note to read before going on (the reference model, the key store, a team server)."""


def wrapped_label(
    text: str = "",
    parent: QWidget | None = None,
    *,
    style: str | None = None,
    hidden: bool = False,
) -> QLabel:
    """A label whose text wraps to its width (``style``: its style sheet, e.g. ERROR_STYLE)."""
    label = QLabel(text, parent)
    label.setWordWrap(True)
    if style is not None:
        label.setStyleSheet(style)
    if hidden:  # only hide: showing a label without a parent would open it as a window
        label.hide()
    return label


def push_button(
    text: str, clicked: Callable[[], object], parent: QWidget | None = None
) -> QPushButton:
    """A push button that calls ``clicked`` when clicked."""
    push = QPushButton(text, parent)
    push.clicked.connect(clicked)
    return push

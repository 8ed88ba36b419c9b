"""What the person is asked to say: the slot's title and its prompt or passage in large type.

The words come from the recording view (``voxwell.passages``' passage and mood question, in the
session's language, under a title in the app's); a long passage scrolls inside the panel while
the meter and the buttons below stay in place.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from voxwell.gui.widgets import wrapped_label

__all__ = ["PromptPanel"]


class PromptPanel(QWidget):
    """The selected slot's title over its prompt text (selectable, large, scrolling)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.title.setWordWrap(True)  # a long instruction (Spanish) at a narrow window
        self.text = wrapped_label(parent=self)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.font())
        big.setPointSizeF(max(16.0, big.pointSizeF() * 1.6))
        self.text.setFont(big)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(scroll, 1)

    def show_prompt(self, title: str, text: str) -> None:
        self.title.setText(title)
        self.text.setText(text)

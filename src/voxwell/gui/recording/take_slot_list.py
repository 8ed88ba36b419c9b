"""The slot list of the recording screen: one row per take the session's model needs.

Each row names its slot and the state of its take (``voxwell.desk.take_messages.slot_line``);
the tooltip is the take's file. Selecting a row asks the recording view for that slot; the view
decides (a take being recorded keeps its row).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QListWidget, QWidget

from voxwell.i18n import translate

__all__ = ["TakeSlotList"]


class TakeSlotList(QListWidget):
    """The session's slots, one row each; ``currentRowChanged`` when the user picks one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(230)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSpacing(3)
        self.setAccessibleName(translate("TakeSlotList", "Takes of this session"))
        self.setAccessibleDescription(
            translate("TakeSlotList", "Up and Down choose the take to record or listen to.")
        )

    def show_slots(self, count: int) -> None:
        """``count`` empty rows for a new session (their texts come with ``show_rows``)."""
        with QSignalBlocker(self):
            self.clear()
            self.addItems([""] * count)

    def show_rows(self, rows: Sequence[tuple[str, str]]) -> None:
        """Each row's text and tooltip, in slot order."""
        for row, (text, tooltip) in enumerate(rows):
            item = self.item(row)
            if item is not None:
                item.setText(text)
                item.setToolTip(tooltip)

    def select_quietly(self, row: int) -> None:
        """Select ``row`` without reporting it as the user's choice."""
        with QSignalBlocker(self):
            self.setCurrentRow(row)

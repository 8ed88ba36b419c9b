"""The prompt at start for takes left behind: keep them for their person, or not.

A take is left behind when a crash cut it short (already repaired) or when Voxwell was closed
before it was uploaded. Each (``voxwell.audio.RecoveredTake``) is listed with the person it
belongs to (its user label), its slot, when it was started, how long it is and which of the two
happened to it; all are ticked.
"Keep ticked" keeps the ticked ones as WAV and discards the others; "Decide later" leaves every
file as it is, so the prompt comes back at the next start. ``takesKept`` carries the kept takes
as user label -> slot -> path: a take is offered only to a session of its own person.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import TakeSlot
from voxwell.desk.results_style import local_time_text
from voxwell.errors import VoxwellError
from voxwell.gui.widgets import ERROR_STYLE, wrapped_label
from voxwell.wording import format_clock, slot_label

if TYPE_CHECKING:
    from voxwell.audio import RecoveredTake

__all__ = ["RecoveryDialog"]

_log = logging.getLogger(__name__)


class RecoveryDialog(QDialog):
    """Lists unfinished takes; keeps the ticked ones."""

    takesKept = Signal(object)  # dict[str, dict[str, str]]: user label -> slot -> kept file

    def __init__(self, takes: list[RecoveredTake], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Recordings not uploaded")
        self.setModal(True)
        self._takes = list(takes)
        self.kept: dict[str, dict[str, str]] = {}
        intro = wrapped_label(
            "Voxwell was closed before these takes were uploaded; any cut short while they were "
            "being recorded have been repaired. They can be kept: a kept take fills the matching "
            "slot of the next session of the same person, never anyone else's.",
            self,
        )
        self.take_list = QListWidget(self)
        for take in self._takes:
            item = QListWidgetItem(self._describe(take))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.take_list.addItem(item)
        self.error_label = wrapped_label(parent=self, style=ERROR_STYLE, hidden=True)
        buttons = QDialogButtonBox(self)
        self.keep_button = QPushButton("Keep ticked", self)
        self.keep_button.setDefault(True)
        self.later_button = QPushButton("Decide later", self)
        buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.keep_button.clicked.connect(self.keep_ticked)
        self.later_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.take_list)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self.resize(560, 320)

    @staticmethod
    def _describe(take: RecoveredTake) -> str:
        slot = slot_label(take.label) if take.label in tuple(TakeSlot) else take.label
        person = take.user_label or "person unknown"
        started = take.started_at
        when = f"recorded {local_time_text(started)}" if started else "date unknown"
        state = "not uploaded" if take.finished else "cut short, repaired"
        return f"{person}, {when}: {slot}, {format_clock(take.duration_seconds)} long ({state})"

    def takes(self) -> list[RecoveredTake]:
        return list(self._takes)

    def keep_ticked(self) -> None:
        """Keep the ticked takes as WAV, discard the others, and close."""
        kept: dict[str, dict[str, str]] = {}
        errors: list[str] = []
        for index, take in enumerate(self._takes):
            ticked = self.take_list.item(index).checkState() == Qt.CheckState.Checked
            try:
                if ticked:
                    kept.setdefault(take.user_label, {})[take.label] = str(take.keep("wav"))
                else:
                    take.discard()
            except VoxwellError as exc:
                errors.append(str(exc))
        self.kept = kept
        if errors:
            self.error_label.setText("\n".join(errors))
            self.error_label.show()
        if kept:
            self.takesKept.emit(kept)
        if not errors:
            self.accept()

"""The buttons under the meter: record (or stop, or re-take), listen, import, check the level,
and restore the take a re-take replaced.

They lay themselves out and show what the recording view says is possible (``show_state``);
the view connects their clicks. Each takes focus by Tab only (a click leaves the focus where it
was, so Space still records); each has a key of its own (``KEYS``: Space, or Alt and the
underlined letter), named in its tooltip and in Help > Keyboard shortcuts.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from voxwell.desk.custody import Take
from voxwell.desk.take_messages import restore_label
from voxwell.gui.widgets import tab_focus_button

__all__ = ["KEYS", "TakeControls"]

KEYS: tuple[tuple[str, str], ...] = (
    ("Space", "Record, stop, or re-take (unless another button has the keyboard's focus)"),
    ("Alt+R", "Record or re-take; Alt+O stops"),
    ("Alt+L", "Listen to the take"),
    ("Alt+E", "Check the microphone's level"),
    ("Alt+I", "Import a file as the take"),
    ("Alt+S", "Restore the earlier take"),
    ("Alt+U", "Upload and analyse"),
    ("Alt+B", "Back to the setup"),
    ("Alt+A", "The person has agreed (consent)"),
    ("Tab, Shift+Tab", "Move between the controls; Space or Enter presses the one in focus"),
)
"""The recording page's keys, for Help > Keyboard shortcuts."""


class TakeControls(QWidget):
    """Record/Stop, Listen, Import file…, Check level and Restore earlier take, in a row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record_button = tab_focus_button("&Record (Space)", self)
        self.record_button.setToolTip("Start or stop the take: Space (or Alt+R)")
        self.listen_button = tab_focus_button("&Listen", self)
        self.listen_button.setToolTip("Play the take back: Alt+L")
        self.import_button = tab_focus_button("&Import file…", self)
        self.import_button.setToolTip("Use a recording from a file as this take: Alt+I")
        self.level_button = tab_focus_button("Check l&evel", self)
        self.level_button.setToolTip("Open the microphone to see its level before recording: Alt+E")
        self.restore_button = tab_focus_button("Re&store earlier take", self)
        self.restore_button.setToolTip(
            "Bring back the take this slot had before the last one: Alt+S"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for button in self.buttons():
            layout.addWidget(button)
        layout.addStretch(1)

    def buttons(self) -> list[QPushButton]:
        return [
            self.record_button,
            self.listen_button,
            self.import_button,
            self.level_button,
            self.restore_button,
        ]

    def show_state(
        self,
        *,
        has_session: bool,
        has_take: bool,
        recording: bool,
        busy: bool,
        earlier: Take | None,
    ) -> None:
        """What can be done now: ``has_take``, the selected slot has one; ``busy``, a file is
        being imported or the takes checked; ``earlier``, the take Restore would bring back."""
        if recording:
            self.record_button.setText("St&op (Space)")
        else:
            self.record_button.setText("&Re-take (Space)" if has_take else "&Record (Space)")
        self.record_button.setEnabled(has_session and not busy)
        self.listen_button.setEnabled(has_take and not recording)
        self.import_button.setEnabled(has_session and not recording and not busy)
        self.level_button.setEnabled(has_session and not recording)
        self.restore_button.setVisible(earlier is not None)
        self.restore_button.setEnabled(earlier is not None and not recording)
        if earlier is not None:
            self.restore_button.setText(restore_label(earlier).replace("Restore", "Re&store", 1))

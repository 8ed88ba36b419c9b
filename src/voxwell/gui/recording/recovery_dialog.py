"""The prompt at start for takes left behind: keep them for their person, or not.

What is offered is the desk's decision (``voxwell.desk.recovery``): one take per person and slot,
the newest, each with its seconds of speech; takes recorded again were set aside before the
prompt and are only counted here. Each offer is listed with the person it belongs to, its slot,
when it was started, how long it is, its speech and whether it was cut short (and repaired) or
only not uploaded; all are ticked, and Listen plays the selected one.
"Keep ticked" keeps the ticked ones as WAV and discards the others; "Decide later" leaves every
file as it is, so the prompt comes back at the next start. ``takesKept`` carries the
``KeptTakes``: a take is offered only to a session of its own person.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLocale, Qt, Signal
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
from voxwell.desk.recovery import KeptTakes, Recovery, RecoveryOffer
from voxwell.errors import VoxwellError
from voxwell.gui.widgets import ERROR_STYLE, shown_time, wrapped_label
from voxwell.i18n import translate
from voxwell.wording import format_clock, slot_label

__all__ = ["RecoveryDialog"]

_log = logging.getLogger(__name__)


class RecoveryDialog(QDialog):
    """Lists the takes offered back; keeps the ticked ones."""

    takesKept = Signal(object)  # KeptTakes

    def __init__(self, recovery: Recovery, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RecoveryDialog", "Recordings not uploaded"))
        self.setModal(True)
        self._recovery = recovery
        self.kept = KeptTakes()
        text = translate(
            "RecoveryDialog",
            "Voxwell was closed before these takes were uploaded; any cut short while they were "
            "being recorded have been repaired. They can be kept: a kept take fills the matching "
            "slot of the next session of the same person, never anyone else's.",
        )
        if recovery.set_aside:
            folder = recovery.set_aside[0].parent
            set_aside = len(recovery.set_aside)
            moved = translate(
                "RecoveryDialog",
                "%n earlier take(s) of the same slots, recorded again since, were moved to "
                "{folder} and will not be offered again.",
                None,
                set_aside,
            )
            text += " " + moved.format(folder=folder)
        self.intro_label = wrapped_label(text, self)
        self.take_list = QListWidget(self)
        for offer in recovery.offers:
            item = QListWidgetItem(self._describe(offer))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.take_list.addItem(item)
        self.take_list.setCurrentRow(0)
        self.error_label = wrapped_label(parent=self, style=ERROR_STYLE, hidden=True)
        buttons = QDialogButtonBox(self)
        self.listen_button = QPushButton(translate("RecoveryDialog", "Listen"), self)
        self.keep_button = QPushButton(translate("RecoveryDialog", "Keep ticked"), self)
        self.keep_button.setDefault(True)
        self.later_button = QPushButton(translate("RecoveryDialog", "Decide later"), self)
        buttons.addButton(self.listen_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.later_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.listen_button.clicked.connect(self.listen)
        self.keep_button.clicked.connect(self.keep_ticked)
        self.later_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro_label)
        layout.addWidget(self.take_list)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self.resize(780, 340)  # a line per take, whole

    @staticmethod
    def _describe(offer: RecoveryOffer) -> str:
        take = offer.take
        slot = slot_label(take.label) if take.label in tuple(TakeSlot) else take.label
        person = take.user_label or translate("RecoveryDialog", "person unknown")
        started = take.started_at
        when = (
            translate("RecoveryDialog", "recorded {time}").format(time=shown_time(started))
            if started
            else translate("RecoveryDialog", "date unknown")
        )
        speech = (
            translate("RecoveryDialog", "speech not measured")
            if offer.speech_seconds is None
            else translate("RecoveryDialog", "{seconds} s of speech").format(
                seconds=QLocale().toString(offer.speech_seconds, "f", 1)
            )
        )
        state = (
            translate("RecoveryDialog", "not uploaded")
            if take.finished
            else translate("RecoveryDialog", "cut short, repaired")
        )
        length = format_clock(take.duration_seconds)
        return translate(
            "RecoveryDialog", "{person}, {when}: {slot}, {length} long, {measured} ({state})"
        ).format(person=person, when=when, slot=slot, length=length, measured=speech, state=state)

    def offers(self) -> list[RecoveryOffer]:
        return list(self._recovery.offers)

    def ticked(self) -> list[RecoveryOffer]:
        return [
            offer
            for index, offer in enumerate(self._recovery.offers)
            if self.take_list.item(index).checkState() == Qt.CheckState.Checked
        ]

    def listen(self) -> bool:
        """Play the selected take; False (and why, on the dialog) when it cannot be played."""
        row = self.take_list.currentRow()
        if not 0 <= row < len(self._recovery.offers):
            return False
        try:
            from voxwell.audio import play_file  # loads PortAudio

            play_file(self._recovery.offers[row].take.path)
        except VoxwellError as exc:
            self.error_label.setText(
                translate("RecoveryDialog", "The take cannot be played here. {error}").format(
                    error=exc
                )
            )
            self.error_label.show()
            return False
        return True

    def keep_ticked(self) -> None:
        """Keep the ticked takes as WAV, discard the others, and close."""
        kept = self.kept = self._recovery.keep(self.ticked())
        if kept.errors:
            self.error_label.setText("\n".join(kept.errors))
            self.error_label.show()
        if kept.takes or kept.unowned:
            self.takesKept.emit(kept)
        if not kept.errors:
            self.accept()

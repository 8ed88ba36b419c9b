"""The recording page's footer: back to the setup, consent, and upload.

Consent can be given here too, so nobody goes back to the setup (where takes could be left
behind) for a forgotten tick. The footer shows what the recording view says is possible
(``show_state``); the view connects the clicks and the consent box.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QWidget

from voxwell.gui.widgets import WARNING_STYLE, keyed_button, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["AGREED", "BACK", "UPLOAD", "SessionFooter"]

BACK = QT_TRANSLATE_NOOP("SessionFooter", "&Back to setup")
UPLOAD = QT_TRANSLATE_NOOP("SessionFooter", "&Upload and analyse")
AGREED = QT_TRANSLATE_NOOP(
    "SessionFooter", "The person has &agreed to the recording and its analysis"
)
"""The footer's texts in English (shown in the app's language; Help names their keys)."""


class SessionFooter(QWidget):
    """Back to setup · consent (note and box) · Upload and analyse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.back_button = keyed_button(
            translate("SessionFooter", BACK),
            translate("SessionFooter", "Back to the session's details: {key}"),
            self,
        )
        self.upload_button = keyed_button(
            translate("SessionFooter", UPLOAD),
            translate("SessionFooter", "Send the takes to the service and analyse them: {key}"),
            self,
        )
        self.consent_note = wrapped_label(
            translate("SessionFooter", "Consent has not been given yet."), self, style=WARNING_STYLE
        )
        self.consent_check = QCheckBox(translate("SessionFooter", AGREED), self)
        self.consent_check.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # as the buttons
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.back_button)
        layout.addWidget(self.consent_note, 1)
        layout.addWidget(self.consent_check)
        layout.addStretch(1)
        layout.addWidget(self.upload_button)

    def show_consent(self, given: bool) -> None:
        """The session's consent, as set elsewhere (not reported back as a change)."""
        with QSignalBlocker(self.consent_check):
            self.consent_check.setChecked(given)

    def show_state(self, *, has_session: bool, consent: bool, recording: bool, ready: bool) -> None:
        """``ready``: every take is in and would be accepted, so Upload is on."""
        self.back_button.setEnabled(not recording)
        self.upload_button.setEnabled(ready)
        self.consent_note.setVisible(has_session and not consent)
        self.consent_check.setVisible(has_session)
        self.consent_check.setEnabled(not recording)

"""The Settings dialog's questionnaire group, and a questionnaire link's QR code window.

Sharing questionnaire links on the local network is off by default and said plainly: what it
does, what it does not expose, and that a link works once and for a day. The site's crisis text
(shown to a patient after PHQ-9 item 9 above 0) is edited here, one per language of the
patient's pages: empty keeps that language's default, which names the emergency and crisis
numbers of its countries (shown greyed in the box). Both reach the local engine at its next
start (``voxwell.launcher.engine_launch.saved_engine_env``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QByteArray, QLocale, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from voxwell.desk.activity_qr import qr_png
from voxwell.desk.settings import AppSettings
from voxwell.gui.widgets import NOTE_STYLE, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.locales import DEFAULT_LANGUAGE, UI_LANGUAGES, best_language
from voxwell.questionnaires import DEFAULT_CRISIS_TEXTS

__all__ = ["QuestionnaireSettingsBox", "show_link_qr"]

SHARING_NOTE = QT_TRANSLATE_NOOP(
    "QuestionnaireSettingsBox",
    "Off: a questionnaire link opens on this computer only. On: the questionnaire pages, and "
    "nothing else of the engine, are also served on this computer's address on the local "
    "network, so a patient's phone on the same network can open the link or scan its QR code. "
    "Anyone on that network who has a link can answer it; each link works once and for a day. "
    "Used from the next start.",
)
"""What sharing on the local network does (translated where shown)."""


class QuestionnaireSettingsBox(QGroupBox):
    """Sharing on the local network (with its address) and the crisis text."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(translate("QuestionnaireSettingsBox", "Questionnaires"), parent)
        self.share_check = QCheckBox(
            translate(
                "QuestionnaireSettingsBox",
                "Let patients open questionnaire links on their own phone",
            )
        )
        self.share_check.setChecked(settings.share_questionnaires)
        self.address_edit = QLineEdit(settings.share_address)
        self.address_edit.setPlaceholderText(
            translate(
                "QuestionnaireSettingsBox", "Found at start (this computer's network address)"
            )
        )
        # One text per language; a saved text for every language (an earlier version's) is
        # the starting text of each language without its own.
        self._crisis_texts = {
            tag: settings.crisis_texts.get(tag, settings.crisis_text) for tag in UI_LANGUAGES
        }
        self.crisis_language_box = QComboBox(self)
        self.crisis_language_box.setAccessibleName(
            translate("QuestionnaireSettingsBox", "Crisis text language")
        )
        for tag, name in UI_LANGUAGES.items():
            self.crisis_language_box.addItem(name, tag)
        self.crisis_edit = QPlainTextEdit(self)
        # Tab moves on (a keyboard user would be kept in the box); the text needs no tab characters.
        self.crisis_edit.setTabChangesFocus(True)
        self.crisis_edit.setAccessibleName(translate("QuestionnaireSettingsBox", "Crisis text"))
        self.crisis_edit.setFixedHeight(90)
        self._crisis_shown = ""
        # The app's own language first: the text its patients most likely read.
        shown = QLocale().name().replace("_", "-")
        self.show_crisis_text(best_language([shown], list(UI_LANGUAGES)) or DEFAULT_LANGUAGE)
        self.crisis_language_box.currentIndexChanged.connect(
            lambda _index: self.show_crisis_text(str(self.crisis_language_box.currentData()))
        )
        form = QFormLayout(self)
        form.addRow(self.share_check)
        sharing_note = translate("QuestionnaireSettingsBox", SHARING_NOTE)
        form.addRow("", wrapped_label(sharing_note, self, style=NOTE_STYLE))
        form.addRow(translate("QuestionnaireSettingsBox", "Network address"), self.address_edit)
        crisis = QHBoxLayout()  # the language beside its text: one row, for a laptop's height
        crisis.addWidget(self.crisis_language_box, 0, Qt.AlignmentFlag.AlignTop)
        crisis.addWidget(self.crisis_edit, 1)
        form.addRow(translate("QuestionnaireSettingsBox", "Crisis text"), crisis)
        self.share_check.toggled.connect(self.address_edit.setEnabled)
        self.address_edit.setEnabled(settings.share_questionnaires)

    def show_crisis_text(self, language: str) -> None:
        """Edit ``language``'s crisis text (the one shown before is kept)."""
        if self._crisis_shown:
            self._crisis_texts[self._crisis_shown] = self.crisis_edit.toPlainText()
        self._crisis_shown = language
        self.crisis_language_box.setCurrentIndex(self.crisis_language_box.findData(language))
        self.crisis_edit.setPlainText(self._crisis_texts[language])
        self.crisis_edit.setPlaceholderText(DEFAULT_CRISIS_TEXTS[language])

    def values(self) -> dict[str, Any]:
        """The fields as ``AppSettings`` changes."""
        self._crisis_texts[self._crisis_shown] = self.crisis_edit.toPlainText()
        return {
            "share_questionnaires": self.share_check.isChecked(),
            "share_address": self.address_edit.text().strip(),
            "crisis_texts": {
                tag: text.strip() for tag, text in self._crisis_texts.items() if text.strip()
            },
            "crisis_text": "",  # every language's text is in crisis_texts now
        }


_THIS_COMPUTER_ONLY = frozenset({"127.0.0.1", "localhost", "::1"})
"""The local engine's API addresses: a link there opens on this computer only."""


def show_link_qr(link: str, parent: QWidget | None = None) -> QDialog:
    """A window with ``link`` as a QR code and as text (the caller shows it)."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("QuestionnaireLink", "Questionnaire link"))
    image = QPixmap()
    image.loadFromData(QByteArray(qr_png(link, scale=6)), "PNG")
    picture = QLabel(dialog)
    picture.setPixmap(image)
    picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
    text = wrapped_label(link, dialog)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    layout = QVBoxLayout(dialog)
    layout.addWidget(picture)
    layout.addWidget(text)
    if urlsplit(link).hostname in _THIS_COMPUTER_ONLY:
        layout.addWidget(
            wrapped_label(
                translate(
                    "QuestionnaireLink",
                    "This link opens on this computer only. To let a phone open it, turn on "
                    "sharing in Settings > Questionnaires and restart Voxwell.",
                ),
                dialog,
                style=NOTE_STYLE,
            )
        )
    return dialog

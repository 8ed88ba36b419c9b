"""The questionnaires tab: create one for the user label, hand over its link, watch for answers.

Creating a questionnaire gives an activity link, which can be copied or opened in the browser
(the user answers there, on this computer or their own), or answered in the app itself: "Patient
fills in here" opens the full-screen patient form (``patient_form``, local engine only). The
tab then polls the service every few seconds (and on "Check now") until the answers are in, and
shows them (``reading_panel``): the score with its severity band, every answer, and any safety
flag (PHQ-9 item 9) in a red banner above everything else.
Creating, keeping and polling are ``voxwell.desk.questionnaire_watch``'s: every questionnaire
created here is kept in the local history the moment it exists (its id and link live nowhere
else), so after a restart the list is back and waiting ones are polled again, and answers are
kept before they are shown. The tab draws what the watch tells it and says when to ask again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from pydantic import ValidationError as PydanticValidationError
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QCloseEvent, QDesktopServices, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import QuestionnaireCreate, UserDetailsShort
from voxwell.desk import Desk
from voxwell.desk.questionnaire_results import (
    QuestionnaireEntry,
    Reading,
    questionnaire_types,
)
from voxwell.desk.questionnaire_watch import QuestionnaireWatch, WatchChange
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.questionnaires.patient_form import PatientForm
from voxwell.gui.questionnaires.reading_panel import ReadingPanel
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.settings.questionnaire_settings import show_link_qr
from voxwell.gui.widgets import ERROR_STYLE, push_button, shown_time, wrapped_label
from voxwell.i18n import translate
from voxwell.locales import DEFAULT_LANGUAGE, UI_LANGUAGES, best_language

__all__ = ["QuestionnairesView"]

_log = logging.getLogger(__name__)


class QuestionnairesView(QWidget):
    """Create and follow questionnaires through ``context``'s service."""

    def __init__(
        self,
        context: ServiceContext,
        user_label_provider: Callable[[], str],
        parent: QWidget | None = None,
        *,
        desk: Desk | None,
        poll_interval_ms: int = 3000,
    ) -> None:
        super().__init__(parent)
        self._context = context
        self._user_label = user_label_provider
        self._desk = desk
        store = desk.store if desk is not None and desk.keeps_history else None
        self.watch = QuestionnaireWatch(store, context.connection)
        self._busy = False
        self._closed = False  # closed (the app quitting): nothing restarts the polling

        self.user_label_edit = QLineEdit()
        self.user_label_edit.setAccessibleName(translate("QuestionnairesView", "User label"))
        self.user_label_edit.setPlaceholderText(
            translate("QuestionnairesView", "User label (the session's by default)")
        )
        self._typed_label = False
        self.user_label_edit.textEdited.connect(self._label_typed)
        self.user_label_edit.textChanged.connect(self._name_create_button)
        self.type_box = QComboBox()
        self.type_box.setAccessibleName(translate("QuestionnairesView", "Questionnaire type"))
        for type_id, name in questionnaire_types():
            self.type_box.addItem(f"{name} ({type_id})", type_id)
        self.create_button = push_button(
            translate("QuestionnairesView", "&Create questionnaire"), self.create_questionnaire
        )
        self.entries_list = QListWidget()
        self.entries_list.setAccessibleName(
            translate("QuestionnairesView", "Questionnaires created")
        )
        self.entries_list.currentRowChanged.connect(lambda _row: self._show_current())
        self.link_edit = QLineEdit()
        self.link_edit.setReadOnly(True)
        self.link_edit.setAccessibleName(translate("QuestionnairesView", "Activity link"))
        self.copy_button = push_button(
            translate("QuestionnairesView", "Co&py link"), self.copy_link
        )
        self.open_button = push_button(
            translate("QuestionnairesView", "&Open in browser"), self.open_link
        )
        self.qr_button = push_button(translate("QuestionnairesView", "&QR code"), self.show_qr)
        # The patient answers in the app, full screen, on this computer (local engine only).
        self.patient_button = push_button(
            translate("QuestionnairesView", "&Patient fills in here…"),
            lambda: self.open_patient_form(),
        )
        # The patient's language, not the clinician's: the session's unless chosen here.
        self.patient_language_label = QLabel(translate("QuestionnairesView", "Patient's language:"))
        self.patient_language_box = QComboBox()
        self.patient_language_label.setBuddy(self.patient_language_box)
        self.patient_language_box.setAccessibleName(
            translate("QuestionnairesView", "Patient's language")
        )
        self.patient_language_box.setToolTip(
            translate(
                "QuestionnairesView",
                "The language of the form the patient fills in here: its words and the "
                "questionnaire's published wording in that language",
            )
        )
        for tag, name in UI_LANGUAGES.items():
            self.patient_language_box.addItem(name, tag)
        self._patient_language_chosen = False
        self.patient_language_box.activated.connect(self._patient_language_picked)
        self.patient_form: PatientForm | None = None
        self.check_button = push_button(
            translate("QuestionnairesView", "C&heck now"), self.check_now
        )
        self.status_label = wrapped_label(
            translate(
                "QuestionnairesView", "Choose a type and create a questionnaire for the user label."
            )
        )
        self.reading = ReadingPanel()
        self.error_label = wrapped_label(style=ERROR_STYLE)

        top = QHBoxLayout()
        top.addWidget(QLabel(translate("QuestionnairesView", "User label:")))
        top.addWidget(self.user_label_edit, 1)
        top.addWidget(QLabel(translate("QuestionnairesView", "Type:")))
        top.addWidget(self.type_box, 1)
        top.addWidget(self.create_button)
        link_row = QHBoxLayout()
        link_row.addWidget(QLabel(translate("QuestionnairesView", "Activity link:")))
        link_row.addWidget(self.link_edit, 1)
        for widget in (
            self.copy_button,
            self.open_button,
            self.qr_button,
            self.patient_language_label,
            self.patient_language_box,
            self.patient_button,
            self.check_button,
        ):
            link_row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.entries_list)
        layout.addLayout(link_row)
        layout.addWidget(self.status_label)
        layout.addWidget(self.reading, 1)
        layout.addWidget(self.error_label)
        self.entries_list.setMaximumHeight(110)

        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(poll_interval_ms)
        self.poll_timer.timeout.connect(self.check_now)
        context.changed.connect(self._service_changed)
        self.watch.changes.subscribe(self._watched)
        self.person_changed()  # whose questionnaire it would be, shown from the start
        self.watch.load()  # those kept by earlier runs of the app; the open ones are polled
        self._update_buttons()

    @property
    def _entries(self) -> list[QuestionnaireEntry]:
        return self.watch.entries

    def _watched(self, change: WatchChange) -> None:
        """The watch changed: redraw what it names."""
        if change.kind == "listed":
            while self.entries_list.count() < len(self._entries):
                self.entries_list.addItem(QListWidgetItem())
                self._label_entry(self.entries_list.count() - 1)
            self.entries_list.setCurrentRow(len(self._entries) - 1)
            self._start_polling()
        elif change.kind == "updated" and change.index is not None:
            self._label_entry(change.index)
        elif change.kind == "polled":
            self._show_current()
            if not self.watch.waiting():
                self.poll_timer.stop()
        elif change.kind == "error":
            self.show_error(change.text)
        elif change.kind == "cleared":
            self.error_label.setText("")

    def _start_polling(self) -> None:
        """Ask about waiting questionnaires every interval, unless the view was closed: a closed
        view's timer must not fire into an app (or a test) whose event loop has gone."""
        if not self._closed and self.watch.waiting():
            self.poll_timer.start()

    def _service_changed(self) -> None:
        self._show_current()
        self._start_polling()

    # -- actions -----------------------------------------------------------------------------

    def user_label(self) -> str:
        """Whose questionnaire is created: the label shown on this tab, and nothing else (it
        starts as, and follows, the person the window is about until one is typed here)."""
        return self.user_label_edit.text().strip()

    def person_changed(self) -> None:
        if not self._typed_label or not self.user_label():
            self._typed_label = False
            self.user_label_edit.setText(self._user_label().strip())

    def showEvent(self, event: QShowEvent) -> None:
        if not self.user_label_edit.text().strip():
            self.user_label_edit.setText(self._user_label().strip())
        self._closed = False  # closed earlier: waiting questionnaires are asked about again
        self.patient_language()  # the session's language, shown before the form is opened
        if not self.poll_timer.isActive():
            self._start_polling()
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # A closed view (the app quitting) asks the service nothing more; answers that arrive
        # meanwhile are fetched when it is shown again, as after a restart.
        self._closed = True
        self.poll_timer.stop()
        super().closeEvent(event)

    def _label_typed(self, text: str) -> None:
        self._typed_label = bool(text.strip())  # kept when the person in view changes

    def _name_create_button(self, text: str) -> None:
        label = text.strip()
        self.create_button.setText(
            translate("QuestionnairesView", "&Create for {label}").format(label=label)
            if label
            else translate("QuestionnairesView", "&Create questionnaire")
        )

    def create_questionnaire(self) -> None:
        label = self.user_label()
        if not label:
            self.show_error(
                translate("QuestionnairesView", "Enter a user label for the questionnaire.")
            )
            self.user_label_edit.setFocus()
            return
        questionnaire_type = self.type_box.currentData()
        if not questionnaire_type:
            self.show_error(
                translate(
                    "QuestionnairesView",
                    "No questionnaire types are configured in this installation.",
                )
            )
            return
        try:
            body = QuestionnaireCreate(
                user=UserDetailsShort(userLabel=label), questionnaireType=questionnaire_type
            )
        except PydanticValidationError:
            self.show_error(
                translate("QuestionnairesView", "The user label must be 1 to 256 characters long.")
            )
            return
        self._set_busy(True)
        run_task(self._create(body), on_error=self.show_error, owner=self, name="questionnaire")

    async def _create(self, body: QuestionnaireCreate) -> None:
        try:
            await self.watch.create(body)
        finally:
            self._set_busy(False)

    def check_now(self) -> None:
        """Ask the service about every questionnaire still waiting for answers."""
        if not self.watch.waiting():
            self.poll_timer.stop()
            return
        if not self.watch.polling:
            run_task(self.watch.poll(), on_error=self._poll_failed, owner=self, name="poll")

    def _poll_failed(self, error: VoxwellError) -> None:
        # Keep polling: a hiccup of the network should not end the wait.
        self.show_error(
            translate(
                "QuestionnairesView", "Could not check for answers: {error} (trying again)."
            ).format(error=error)
        )

    def copy_link(self) -> None:
        if self.link_edit.text():
            QGuiApplication.clipboard().setText(self.link_edit.text())
            self.status_label.setText(
                translate(
                    "QuestionnairesView",
                    "Link copied. Send it to the user or paste it in a browser.",
                )
            )

    def show_qr(self) -> None:
        """The link as a QR code a patient's phone can scan."""
        if self.link_edit.text():
            show_link_qr(self.link_edit.text(), self).open()

    def open_link(self) -> None:
        if not self.link_edit.text():
            return
        if not QDesktopServices.openUrl(QUrl(self.link_edit.text())):
            # Said once, where the eye is (beside the link).
            self.status_label.setText(
                translate(
                    "QuestionnairesView",
                    "No web browser could be opened. Copy the link and open it by hand.",
                )
            )
            return
        # The system only says it passed the link on: say what to do if no browser appears.
        self.status_label.setText(
            translate(
                "QuestionnairesView",
                "The link was passed to your web browser. If no browser window appears, use "
                "Copy link and paste it into one.",
            )
        )

    def _patient_language_picked(self, _index: int) -> None:
        self._patient_language_chosen = True

    def patient_language(self) -> str:
        """The patient's language: as chosen here, else the session's (or the settings')."""
        if not self._patient_language_chosen and self._desk is not None:
            draft = self._desk.draft
            spoken = draft.language if draft is not None else self._desk.settings.language
            tag = best_language([str(spoken)], UI_LANGUAGES) or DEFAULT_LANGUAGE
            self.patient_language_box.setCurrentIndex(self.patient_language_box.findData(tag))
        return str(self.patient_language_box.currentData())

    def open_patient_form(self, language: str | None = None) -> None:
        """Hand the computer to the patient: the questionnaire full screen, nothing else, in
        the patient's language (``language``: one the patient chose on the form)."""
        from voxwell.questionnaires import shipped_instruments

        row = self.entries_list.currentRow()
        if not (0 <= row < len(self._entries)) or not self._context.is_local:
            return
        entry = self._entries[row]
        versions = shipped_instruments().get(entry.questionnaire_type)
        if not versions:
            self.show_error(
                translate(
                    "QuestionnairesView",
                    "This questionnaire type is not known to this version of Voxwell.",
                )
            )
            return
        if self.patient_form is not None:
            self.patient_form.close()
        form = self.patient_form = PatientForm(
            versions,
            self.watch.link(entry),
            self.window(),
            language=language or self.patient_language(),
        )
        form.submitted.connect(self.check_now)
        form.language_chosen.connect(lambda tag: self.open_patient_form(tag))
        form.start()

    # -- showing -----------------------------------------------------------------------------

    def show_error(self, error: VoxwellError | str) -> None:
        self.error_label.setText(str(error))

    def _set_busy(self, busy: bool) -> None:
        self._busy = busy
        self._update_buttons()

    def _update_buttons(self) -> None:
        has_link = bool(self.link_edit.text())
        self.create_button.setEnabled(not self._busy and self.type_box.count() > 0)
        for button in (self.copy_button, self.open_button, self.qr_button, self.check_button):
            button.setEnabled(has_link)
        row = self.entries_list.currentRow()
        waiting = 0 <= row < len(self._entries) and self._entries[row].reading is None
        self.patient_button.setEnabled(has_link and waiting and self._context.is_local)

    def _label_entry(self, index: int) -> None:
        self.entries_list.item(index).setText(self._entries[index].line())

    def _show_current(self) -> None:
        row = self.entries_list.currentRow()
        entry = self._entries[row] if 0 <= row < len(self._entries) else None
        self.link_edit.setText(self.watch.link(entry) if entry else "")
        self._update_buttons()
        if entry is None:
            return
        reading = entry.reading
        if reading is None:
            self.status_label.setText(entry.unanswered_text(self._context.service_name))
        else:
            self.status_label.setText(
                translate("QuestionnairesView", "{name}: answered {time}.").format(
                    name=reading.name, time=shown_time(reading.completed_at)
                )
            )
        self.reading.show_reading(reading)

    # -- accessors (tests) -------------------------------------------------------------------

    def activity_link(self) -> str:
        return self.link_edit.text()

    def current_reading(self) -> Reading | None:
        row = self.entries_list.currentRow()
        return self._entries[row].reading if 0 <= row < len(self._entries) else None

    def questionnaire_ids(self) -> list[str]:
        return [entry.questionnaire_id for entry in self._entries]

    def is_busy(self) -> bool:
        return self._busy

    def safety_flag_shown(self) -> bool:
        return self.reading.flag_shown()

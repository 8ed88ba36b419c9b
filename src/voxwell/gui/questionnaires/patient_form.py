"""The patient-facing questionnaire form: the clinician hands the laptop over, the patient answers.

Full screen and modal, so nothing else of the app (no other person's sessions, history or
results) is visible while the patient answers. The form is built from the questionnaire's
definition (``voxwell.questionnaires``: questions, option labels, which are required) and
submits through the same activity endpoint as the browser page, so the engine checks and scores
the answers exactly as it does for a link opened elsewhere. A question left without an answer is
marked at the question, and one line says how many are left; both clear as they are answered.
After an answer that raises a safety flag (PHQ-9 item 9 above 0) the patient sees the site's
crisis text, as the engine's page gives it.

The form speaks the patient's language, not the clinician's: its own words come from the
patient's catalogue (``voxwell.locales.patient_words``, the same as the web page's), the
questionnaire is the published instrument of that language, and the answers are sent in it (so
the engine keeps their language and gives the crisis text of that language). Where the
questionnaire has no published wording in the language, the form says so in that language and
offers the languages that have one (``language_chosen``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

import httpx
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from voxwell.desk.questionnaire_results import crisis_text_of
from voxwell.errors import ApiConnectionError, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.widgets import ERROR_STYLE, push_button, wrapped_label
from voxwell.locales import UI_LANGUAGES, best_language, patient_words
from voxwell.questionnaires import Definition

__all__ = ["PatientForm"]

_log = logging.getLogger(__name__)


class PatientForm(QDialog):
    """One questionnaire for the patient to answer; ``submitted`` once the service kept it.

    ``versions`` are the questionnaire's instruments by language; ``language`` is the patient's
    (a ``voxwell.locales.UI_LANGUAGES`` tag)."""

    submitted = Signal()
    language_chosen = Signal(str)
    """The patient chose another language (the questionnaire has none in theirs)."""

    def __init__(
        self,
        versions: Mapping[str, Definition],
        link: str,
        parent: QWidget | None = None,
        *,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.language = language
        self._ = patient_words(language).gettext
        self.ngettext = patient_words(language).ngettext
        chosen = best_language([language], versions)
        self._link = f"{link}?lang={language}"
        self.state = "answering"  # "answering" | "sending" | "done" | "unavailable"
        self._counting = False  # the message counts the questions left
        self.groups: dict[str, QButtonGroup] = {}
        self.notes: dict[str, QLabel] = {}
        if chosen is None:
            self._definition = next(iter(versions.values()))
            self._unavailable(versions)
        else:
            self._definition = versions[chosen]
            self._build(self._definition)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)  # read at arm's length
        self.setFont(font)

    def _unavailable(self, versions: Mapping[str, Definition]) -> None:
        """Said in the patient's language: no published wording, and the languages that have
        one, each a button."""
        self.state = "unavailable"
        _ = self._
        self.setWindowTitle(_("Questionnaire"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(f"<h1>{_('This questionnaire is not available in this language')}</h1>", self)
        )
        layout.addWidget(
            wrapped_label(
                _(
                    "It is given only in the wording its authors published, and there is none "
                    "in this language yet. Choose a language you can answer in:"
                ),
                self,
            )
        )
        self.language_buttons: dict[str, QPushButton] = {}
        for tag, name in UI_LANGUAGES.items():
            if best_language([tag], versions) is None:
                continue
            button = QPushButton(name, self)
            button.clicked.connect(lambda _checked=False, t=tag: self.language_chosen.emit(t))
            self.language_buttons[tag] = button
            layout.addWidget(button)
        self._make_controls()  # after the languages: Tab reaches them first
        layout.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.message.hide()
        self.submit_button.hide()

    def _make_controls(self) -> None:
        self.message = wrapped_label(parent=self)
        self.submit_button = QPushButton(self._("Send my answers"), self)
        self.back_button = push_button(self._("Give the computer back"), self.reject, self)

    def _build(self, definition: Definition) -> None:
        self.setWindowTitle(definition.name)
        title = QLabel(f"<h1>{definition.name}</h1>", self)
        instructions = wrapped_label(definition.instructions, self)
        body = QWidget(self)
        questions = QVBoxLayout(body)
        for number, question in enumerate(definition.questions, start=1):
            box = QGroupBox(f"{number}. {question.text}", body)
            inside = QVBoxLayout(box)
            missing = self._("This question has no answer yet: choose one option.")
            self.notes[question.id] = wrapped_label(missing, box, style=ERROR_STYLE, hidden=True)
            inside.addWidget(self.notes[question.id])
            row = QHBoxLayout()
            inside.addLayout(row)
            group = QButtonGroup(box)
            group.buttonClicked.connect(lambda _button, q=question.id: self._answered(q))
            for option in question.options:
                radio = QRadioButton(str(option["label"]), box)
                radio.setProperty("optionId", str(option["id"]))
                group.addButton(radio)
                row.addWidget(radio)
            row.addStretch(1)
            self.groups[question.id] = group
            questions.addWidget(box)
        questions.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self._make_controls()  # after the questions: Tab reaches them first
        self.submit_button.setDefault(True)
        self.submit_button.clicked.connect(self.submit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.submit_button)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(instructions)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        if definition.credit:
            self.setToolTip(definition.credit)

    def start(self) -> None:
        """Show the form over the whole screen."""
        parent = self.parentWidget()
        whole = (parent.screen() if parent is not None else self.screen()).geometry()
        # The full-screen state is only a request to the window manager: without one (or with
        # one that ignores it) the form opened at its own size, the app visible around it. At
        # least the screen's size, from its corner, the form covers everything either way.
        self.setMinimumSize(whole.size())
        self.move(whole.topLeft())
        self.setWindowState(self.windowState() | Qt.WindowState.WindowFullScreen)
        self.show()

    def choose(self, question_id: str, option_id: str) -> None:
        """Tick one answer (the patient's click; tests use it too)."""
        for button in self.groups[question_id].buttons():
            if button.property("optionId") == option_id:
                button.setChecked(True)

    def missing(self) -> list[str]:
        """The questions marked as still needing an answer."""
        return [q for q, note in self.notes.items() if not note.isHidden()]

    def _answered(self, question_id: str) -> None:
        self.notes[question_id].hide()
        if self.state == "answering" and self._counting:
            self._say_missing()

    def _say_missing(self) -> None:
        left = len(self.missing())
        self._counting = left > 0
        said = self.ngettext(
            "%(count)s question still without an answer (marked above).",
            "%(count)s questions still without an answer (marked above).",
            left,
        )
        self.message.setText(said % {"count": left} if left else "")

    def answers(self) -> dict[str, str]:
        return {
            question_id: str(button.property("optionId"))
            for question_id, group in self.groups.items()
            if (button := group.checkedButton()) is not None
        }

    def submit(self) -> None:
        kept, problems = self._definition.answer_problems(self.answers())
        if problems:
            for question, _ in problems:
                self.notes[question.id].show()
            self._say_missing()
            return
        self.state = "sending"
        self._counting = False
        self.submit_button.setEnabled(False)
        self.message.setText(self._("Sending…"))
        run_task(self._send(kept), on_error=self._failed, owner=self, name="patient-form")

    async def _send(self, answers: dict[str, str]) -> None:
        # The activity endpoint the browser page posts to: the same checks and scoring.
        async with httpx.AsyncClient(timeout=15, trust_env=False) as http:
            try:
                reply = await http.post(self._link, data=answers)
            except httpx.HTTPError as exc:
                raise ApiConnectionError(f"The answers could not be sent ({exc}).") from exc
        if reply.status_code != 200:
            self.state = "answering"
            self.submit_button.setEnabled(True)
            self.message.setText(
                self._(
                    "The answers were not accepted. Check every question has one answer, then "
                    "send again; or give the computer back to the clinician."
                )
            )
            return
        self.state = "done"
        crisis = crisis_text_of(reply.text) if self._definition.raised_flags(answers) else ""
        done = self._("Thank you. Your answers were sent. Please give the computer back.")
        self.message.setText(f"{done}\n\n{crisis}" if crisis else done)
        self.submit_button.hide()
        self.back_button.setText(self._("Done"))
        for group in self.groups.values():
            for button in group.buttons():
                button.setEnabled(False)
        self.submitted.emit()

    def _failed(self, error: VoxwellError) -> None:
        _log.warning("The patient's answers could not be sent: %s", error)
        self.state = "answering"
        self.submit_button.setEnabled(True)
        self.message.setText(
            self._(
                "The answers could not be sent. Try again, or give the computer back to the "
                "clinician."
            )
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        _log.info("Patient form closed (%s)", self.state)
        super().closeEvent(event)

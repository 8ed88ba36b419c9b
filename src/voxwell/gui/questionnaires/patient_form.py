"""The patient-facing questionnaire form: the clinician hands the laptop over, the patient answers.

Full screen and modal, so nothing else of the app (no other person's sessions, history or
results) is visible while the patient answers. The form is built from the questionnaire's
definition (``voxwell.questionnaires``: questions, option labels, which are required) and
submits through the same activity endpoint as the browser page, so the engine checks and scores
the answers exactly as it does for a link opened elsewhere. A question left without an answer is
marked at the question, and one line says how many are left; both clear as they are answered.
After an answer that raises a safety flag (PHQ-9 item 9 above 0) the patient sees the site's
crisis text, as the engine's page gives it.
"""

from __future__ import annotations

import logging

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
from voxwell.questionnaires import Definition

__all__ = ["PatientForm"]

_log = logging.getLogger(__name__)

_MISSING = "This question has no answer yet: choose one option."
_STILL_MISSING = " still without an answer (marked above)."


class PatientForm(QDialog):
    """One questionnaire for the patient to answer; ``submitted`` once the service kept it."""

    submitted = Signal()

    def __init__(self, definition: Definition, link: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(definition.name)
        self.setModal(True)
        self._definition = definition
        self._link = link
        self.state = "answering"  # "answering" | "sending" | "done"
        title = QLabel(f"<h1>{definition.name}</h1>", self)
        instructions = wrapped_label(definition.instructions, self)
        self.groups: dict[str, QButtonGroup] = {}
        self.notes: dict[str, QLabel] = {}
        body = QWidget(self)
        questions = QVBoxLayout(body)
        for number, question in enumerate(definition.questions, start=1):
            box = QGroupBox(f"{number}. {question.text}", body)
            inside = QVBoxLayout(box)
            self.notes[question.id] = wrapped_label(_MISSING, box, style=ERROR_STYLE, hidden=True)
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
        self.message = wrapped_label(parent=self)
        self.submit_button = QPushButton("Send my answers", self)
        self.submit_button.setDefault(True)
        self.submit_button.clicked.connect(self.submit)
        self.back_button = push_button("Give the computer back", self.reject, self)
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
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)  # read at arm's length
        self.setFont(font)
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
        if self.state == "answering" and self.message.text().endswith(_STILL_MISSING):
            self._say_missing()

    def _say_missing(self) -> None:
        left = len(self.missing())
        self.message.setText(
            ""
            if left == 0
            else f"{left} {'question' if left == 1 else 'questions'}{_STILL_MISSING}"
        )

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
        self.submit_button.setEnabled(False)
        self.message.setText("Sending…")
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
                "The answers were not accepted. Check every question has one answer, then send "
                "again; or give the computer back to the clinician."
            )
            return
        self.state = "done"
        crisis = crisis_text_of(reply.text) if self._definition.raised_flags(answers) else ""
        done = "Thank you. Your answers were sent. Please give the computer back."
        self.message.setText(f"{done}\n\n{crisis}" if crisis else done)
        self.submit_button.hide()
        self.back_button.setText("Done")
        for group in self.groups.values():
            for button in group.buttons():
                button.setEnabled(False)
        self.submitted.emit()

    def _failed(self, error: VoxwellError) -> None:
        self.state = "answering"
        self.submit_button.setEnabled(True)
        self.message.setText(f"{error} Try again, or give the computer back to the clinician.")

    def closeEvent(self, event: QCloseEvent) -> None:
        _log.info("Patient form closed (%s)", self.state)
        super().closeEvent(event)

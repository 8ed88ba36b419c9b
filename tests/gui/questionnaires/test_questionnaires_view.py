"""The questionnaires tab against the real engine: create, hand over the link, answers arrive.

The user's side is played by posting the activity page's form over HTTP, as a browser would.
"""

from __future__ import annotations

import asyncio
import re
from datetime import datetime
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import QObject, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QGroupBox, QLabel
from pytestqt.qtbot import QtBot

from voxwell.desk import Desk
from voxwell.desk.questionnaire_results import questionnaire_types
from voxwell.desk.settings import AppSettings
from voxwell.gui.questionnaires.patient_form import PatientForm
from voxwell.gui.questionnaires.questionnaires_view import QuestionnairesView
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore
from voxwell.questionnaires import (
    DEFAULT_CRISIS_TEXT,
    DEFAULT_CRISIS_TEXTS,
    shipped_definitions,
    shipped_instruments,
)

pytestmark = pytest.mark.slow


def _answer(link: str, answers: dict[str, str]) -> httpx.Response:
    page = httpx.get(link, timeout=10)
    assert page.status_code == 200
    # Every radio group on the page is one of the questions we answer (plus optional ones).
    names = set(re.findall(r'type="radio" id="[^"]+" name="([^"]+)"', page.text))
    assert set(answers) <= names
    return httpx.post(link, data=answers, timeout=10)


def _view(
    qtbot: QtBot, context: ServiceContext, store: HistoryStore, label: str = "P-Q1"
) -> QuestionnairesView:
    view = QuestionnairesView(context, lambda: label, desk=Desk(store=store), poll_interval_ms=150)
    qtbot.addWidget(view)
    view.show()
    return view


def _create(qtbot: QtBot, view: QuestionnairesView, kind: str) -> None:
    """Create a questionnaire of ``kind`` on ``view`` and wait for its link."""
    view.type_box.setCurrentIndex(view.type_box.findData(kind))
    view.create_button.click()
    qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)


def test_types_come_from_the_shipped_definitions() -> None:
    assert dict(questionnaire_types()).keys() == {"phq-9", "gad-7"}


def test_phq9_answered_in_the_browser_shows_score_band_and_item9_flag(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view = _view(qtbot, service_context, store)
    _create(qtbot, view, "phq-9")
    link = view.activity_link()
    assert link.startswith(service_context.base_url + "/activities/")
    assert view.current_reading() is None
    assert "Waiting for the user" in view.status_label.text()

    view.copy_button.click()
    assert QGuiApplication.clipboard().text() == link

    # 2+2+2+2+1+1+1+1 = 12 on items 1-8, item 9 "Several days" (1): 13, moderate; flag raised.
    answers = {f"phq9_{i}": "2" if i <= 4 else "1" for i in range(1, 10)}
    assert _answer(link, answers).status_code == 200

    qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
    reading = view.current_reading()
    assert reading.score == 13
    assert view.reading.score_label.text() == "Score 13 of 27 — Moderate depression"
    assert view.safety_flag_shown()
    assert "Item 9" in view.reading.flag_label.text()
    assert view.reading.answers_table.rowCount() == 10
    assert view.reading.answers_table.item(8, 2).text() == "Several days"
    assert view.reading.answers_table.item(9, 2).text() == "(no answer)"
    # The question takes the width the answer leaves and wraps in it; the answer fits whole.
    table = view.reading.answers_table
    view.resize(700, 600)
    view.show()
    qtbot.waitExposed(view)
    header = table.horizontalHeader()
    widest_answer = table.fontMetrics().horizontalAdvance(table.item(0, 2).text())
    qtbot.waitUntil(lambda: header.sectionSize(2) >= widest_answer, timeout=2000)
    assert header.sectionSize(1) > header.sectionSize(2) > header.sectionSize(0)
    qtbot.waitUntil(lambda: table.rowHeight(9) > table.rowHeight(0), timeout=2000)
    assert "SAFETY FLAG" in view.entries_list.item(0).text()
    qtbot.waitUntil(lambda: not view.poll_timer.isActive(), timeout=2000)
    (kept,) = store.questionnaires("P-Q1")
    assert kept.answered
    assert kept.details_json["scoreDetails"]["score"] == 13


def test_gad7_without_flag_and_the_browser_opens_the_link(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    class Browser(QObject):
        """Stands in for the user's web browser (outside world) through Qt's URL handler hook."""

        def __init__(self) -> None:
            super().__init__()
            self.opened: list[str] = []

        @Slot(QUrl)
        def open(self, url: QUrl) -> None:
            self.opened.append(url.toString())

    browser = Browser()
    QDesktopServices.setUrlHandler("http", browser, "open")
    try:
        view = _view(qtbot, service_context, store, label="P-Q2")
        _create(qtbot, view, "gad-7")
        view.open_button.click()
        assert browser.opened == [view.activity_link()]
        assert "passed to your web browser" in view.status_label.text()
    finally:
        QDesktopServices.unsetUrlHandler("http")
    answers = {f"gad7_{i}": "0" for i in range(1, 8)}
    answers["gad7_1"] = "1"
    response = _answer(view.activity_link(), answers)
    assert response.status_code == 200, response.text[:300]
    qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
    assert view.current_reading().score == 1
    assert "Score 1 of 21" in view.reading.score_label.text()
    assert not view.safety_flag_shown()
    # Answered at a local time, as people read it (not raw ISO UTC).
    completed = datetime.fromisoformat(view.current_reading().completed_at)
    assert completed.astimezone().strftime("%d %b %Y %H:%M") in view.status_label.text()
    assert view.current_reading().completed_at not in view.status_label.text()


# Qt's own warning that no browser could be opened is the condition under test.
@pytest.mark.qt_log_ignore("does not support QPlatformServices::openUrl")
def test_a_browser_that_cannot_be_opened_is_said_in_the_app(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    if QGuiApplication.platformName() != "offscreen":
        pytest.skip("needs the offscreen platform, which has no web browser to open")
    view = _view(qtbot, service_context, store, label="P-Q4")
    view.create_button.click()
    qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)
    view.open_button.click()
    assert "No web browser could be opened" in view.status_label.text()
    assert "Copy the link" in view.status_label.text()
    assert "browser" not in view.error_label.text(), "said once, beside the link"


def test_the_link_is_shown_as_a_qr_code_and_a_loopback_link_says_so(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    from PySide6.QtWidgets import QDialog, QLabel

    from voxwell.desk.activity_qr import qr_code

    view = _view(qtbot, service_context, store, label="P-QR")
    assert not view.qr_button.isEnabled()
    view.create_button.click()
    qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)
    assert view.qr_button.isEnabled()
    view.qr_button.click()
    dialog = view.findChild(QDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert view.activity_link() in texts
    assert any("opens on this computer only" in text for text in texts)
    pictures = [label.pixmap() for label in dialog.findChildren(QLabel) if not label.text()]
    modules = len(qr_code(view.activity_link()).matrix) + 8
    assert [p.width() for p in pictures] == [modules * 6]
    dialog.close()


def test_the_tab_has_its_own_user_label(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view = _view(qtbot, service_context, store, label="P-SETUP")
    assert view.user_label_edit.text() == "P-SETUP", "the session's label to start with"
    view.user_label_edit.setText("P-OTHER")
    view.create_button.click()
    qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)
    assert "for P-OTHER" in view.entries_list.item(0).text()
    assert [q.user_label for q in store.questionnaires()] == ["P-OTHER"]


def test_no_user_label_and_no_service_are_plain_messages(
    qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop, store: HistoryStore
) -> None:
    view = _view(qtbot, ServiceContext.for_engine("http://127.0.0.1:1", "k"), store, label="  ")
    view.user_label_edit.clear()
    view.create_button.click()
    assert "Enter a user label" in view.error_label.text()
    unconnected = _view(qtbot, ServiceContext(), store, label="P-Q3")
    unconnected.create_button.click()
    qtbot.waitUntil(
        lambda: "local engine is not ready" in unconnected.error_label.text(), timeout=5000
    )
    qtbot.waitUntil(lambda: unconnected.create_button.isEnabled(), timeout=2000)
    assert unconnected.questionnaire_ids() == []


@pytest.mark.parametrize("label", ["x" * 257])
def test_overlong_label_is_refused_before_sending(qtbot, qasync_loop, store, label) -> None:
    view = _view(qtbot, ServiceContext.for_engine("http://127.0.0.1:1", "k"), store, label=label)
    view.create_button.click()
    assert "1 to 256 characters" in view.error_label.text()


def test_questionnaires_survive_closing_the_app(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    tmp_path: Path,
) -> None:
    """Created, app closed, answered while closed, app opened: the answers arrive."""
    path = tmp_path / "history.sqlite3"
    with HistoryStore(path) as first_run:
        view = _view(qtbot, service_context, first_run, label="P-Q4")
        _create(qtbot, view, "phq-9")
        link = view.activity_link()
        view.poll_timer.stop()
        view.close()
    answers = {f"phq9_{i}": "0" for i in range(1, 10)}
    assert _answer(link, answers).status_code == 200

    with HistoryStore(path) as second_run:
        again = _view(qtbot, service_context, second_run, label="someone else")
        assert again.activity_link() == link
        assert again.poll_timer.isActive()
        qtbot.waitUntil(lambda: again.current_reading() is not None, timeout=10_000)
        assert again.current_reading().score == 0
        assert not again.safety_flag_shown()
        assert second_run.questionnaire(again.questionnaire_ids()[0]).answered


def test_answers_restored_at_start_get_rows_sized_for_the_shown_table(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    tmp_path: Path,
) -> None:
    """The reading is laid out before the tab is first shown (still narrow): once shown, a
    question that fits on one line gets a one-line row, not the height it had when wrapped."""
    path = tmp_path / "history.sqlite3"
    with HistoryStore(path) as first_run:
        view = _view(qtbot, service_context, first_run, label="P-Q5")
        _create(qtbot, view, "phq-9")
        assert _answer(view.activity_link(), {f"phq9_{i}": "1" for i in range(1, 10)}).is_success
        qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
        view.close()

    with HistoryStore(path) as second_run:
        again = QuestionnairesView(service_context, lambda: "", desk=Desk(store=second_run))
        qtbot.addWidget(again)
        assert again.current_reading() is not None  # shown before the tab ever was
        again.resize(1100, 700)
        again.show()
        qtbot.waitExposed(again)
        table = again.reading.answers_table
        width = table.horizontalHeader().sectionSize(1)
        metrics = table.fontMetrics()
        one_line = [
            row
            for row in range(table.rowCount())
            if metrics.horizontalAdvance(table.item(row, 1).text()) < width - 20
        ]
        assert len(one_line) >= 8  # at 1100 px every PHQ-9 question but the last fits
        heights = {table.rowHeight(row) for row in one_line}
        assert heights == {table.rowHeight(0)}
        again.poll_timer.stop()


def test_a_closed_view_stops_asking_and_asks_again_when_shown(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view = _view(qtbot, service_context, store, label="P-Q5")
    _create(qtbot, view, "gad-7")
    assert view.poll_timer.isActive()  # waiting for the answers
    view.close()  # the app quitting: nothing more is asked of the service
    assert not view.poll_timer.isActive()
    # Nor once the service changes while the app shuts down: the timer would fire into a loop
    # that is gone.
    address = service_context.base_url
    with qtbot.waitSignal(service_context.changed, timeout=1000):
        service_context.set_address("http://127.0.0.1:9")
    assert not view.poll_timer.isActive()
    with qtbot.waitSignal(service_context.changed, timeout=1000):
        service_context.set_address(address)
    assert not view.poll_timer.isActive()
    view.show()
    assert view.poll_timer.isActive()


def _patient_form(
    qtbot: QtBot, view: QuestionnairesView, kind: str
) -> tuple[QuestionnairesView, PatientForm]:
    """A questionnaire of ``kind`` created, and its form handed to the patient."""
    _create(qtbot, view, kind)
    assert view.patient_button.isEnabled()
    view.patient_button.click()
    form = view.patient_form
    assert form is not None
    qtbot.addWidget(form)
    return view, form


def test_the_patient_fills_in_the_form_in_the_app(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view, form = _patient_form(qtbot, _view(qtbot, service_context, store, label="P-Q7"), "gad-7")
    assert form.isFullScreen()
    assert form.isModal()
    # Built from the definition: its questions, in order, with their published options.
    definition = shipped_definitions()["gad-7"]
    assert list(form.groups) == [question.id for question in definition.questions]
    assert sum(question.scored for question in definition.questions) == 7
    assert all(len(form.groups[f"gad7_{n}"].buttons()) == 4 for n in range(1, 8))
    form.choose("gad7_1", "3")
    form.submit_button.click()
    assert form.state == "answering"  # refused before sending: questions 2-7 have no answer
    # Marked at each question, one short line at the foot; both clear as they are answered.
    assert form.missing() == [f"gad7_{n}" for n in range(2, 8)]
    assert form.message.text() == "6 questions still without an answer (marked above)."
    for number in range(2, 8):
        form.groups[f"gad7_{number}"].buttons()[1].click()  # the patient's click
        assert f"gad7_{number}" not in form.missing()
    assert form.missing() == []
    assert form.message.text() == ""
    form.submit_button.click()
    qtbot.waitUntil(lambda: form.state == "done", timeout=10_000)
    # Through the same activity endpoint: the clinician's tab reads the scored answers.
    qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
    assert view.current_reading().score == 9
    assert not view.patient_button.isEnabled()
    assert "emergency" not in form.message.text(), "no flag, no crisis text"


def test_a_patient_who_answers_item_9_above_0_sees_the_crisis_text(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view, form = _patient_form(qtbot, _view(qtbot, service_context, store, label="P-Q9"), "phq-9")
    for number in range(1, 11):
        form.choose(f"phq9_{number}", "1" if number == 9 else "0")
    form.submit_button.click()
    qtbot.waitUntil(lambda: form.state == "done", timeout=10_000)
    assert "Thank you" in form.message.text()
    assert DEFAULT_CRISIS_TEXT in form.message.text(), "the engine's crisis text, in full"
    qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
    assert view.current_reading().flags, "and the clinician's banner stays"


def test_the_form_speaks_the_patients_language_and_keeps_it_with_the_answers(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    """A Spanish-speaking patient: the session's language chooses the form's, whatever the
    clinician's; the published US-Spanish PHQ-9, the form's words in Spanish, the crisis text of
    the Spanish page, and the answers kept as given in es-US."""
    settings = AppSettings(language="es-ES")
    view = QuestionnairesView(
        service_context, lambda: "P-Q10", desk=Desk(settings, store=store), poll_interval_ms=150
    )
    qtbot.addWidget(view)
    view.show()
    view, form = _patient_form(qtbot, view, "phq-9")
    assert view.patient_language() == "es"
    spanish = shipped_instruments()["phq-9"]["es-US"]
    assert form.windowTitle() == spanish.name
    boxes = form.findChildren(QGroupBox)
    assert boxes[0].title() == "1. Poco interés o placer en hacer cosas"
    labels = [button.text() for button in form.groups["phq9_1"].buttons()]
    assert labels == [
        "Ningún día",
        "Varios días",
        "Más de la mitad de los días",
        "Casi todos los días",
    ]
    assert form.submit_button.text() == "Enviar mis respuestas"
    form.choose("phq9_1", "0")
    form.submit_button.click()
    assert form.message.text() == "Quedan 8 preguntas sin respuesta (marcadas arriba)."
    for number in range(2, 10):
        form.groups[f"phq9_{number}"].buttons()[1 if number == 9 else 0].click()  # the patient
    assert form.message.text() == ""
    form.submit_button.click()
    qtbot.waitUntil(lambda: form.state == "done", timeout=10_000)
    assert form.message.text().startswith("Gracias.")
    assert DEFAULT_CRISIS_TEXTS["es"].split("\n\n")[0] in form.message.text()
    qtbot.waitUntil(lambda: view.current_reading() is not None, timeout=10_000)
    assert view.current_reading().score == 1
    kept = [q for q in store.questionnaires() if q.user_label == "P-Q10"]
    assert kept[0].details_json is not None
    assert kept[0].details_json["questions"]["language"] == "es-US"


def test_a_language_without_the_questionnaire_says_so_and_offers_the_others(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    store: HistoryStore,
) -> None:
    view = _view(qtbot, service_context, store, label="P-Q11")
    _create(qtbot, view, "phq-9")
    view.patient_language_box.setCurrentIndex(view.patient_language_box.findData("ja"))
    view.patient_language_box.activated.emit(view.patient_language_box.currentIndex())
    view.patient_button.click()
    form = view.patient_form
    assert form is not None
    qtbot.addWidget(form)
    assert form.state == "unavailable"
    texts = [label.text() for label in form.findChildren(QLabel)]
    assert any("この質問票はこの言語では利用できません" in text for text in texts)
    assert list(form.language_buttons) == ["en", "es"]
    assert form.language_buttons["es"].text() == "Español"
    assert form.back_button.text() == "コンピューターを返す"
    form.language_buttons["es"].click()
    spanish = view.patient_form
    assert spanish is not None
    assert spanish is not form
    qtbot.addWidget(spanish)
    assert spanish.state == "answering"
    assert spanish.language == "es"
    assert spanish.submit_button.text() == "Enviar mis respuestas"

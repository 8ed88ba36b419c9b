"""User data and account tabs against the real engine: local JSON checks, 422s shown plainly."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.closing import wait_closed
from voxwell.gui.account.account_view import AccountView, feature_text
from voxwell.gui.account.user_data_view import UserDataView
from voxwell.gui.service_context import ServiceContext

pytestmark = pytest.mark.slow


def _view(qtbot: QtBot, context: ServiceContext, label: str = "P-U1") -> UserDataView:
    view = UserDataView(context, lambda: label)
    qtbot.addWidget(view)
    view.show()
    return view


def test_upload_sleep_data_and_types_from_the_account(
    qtbot: QtBot,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
    tmp_path: Path,
) -> None:
    view = _view(qtbot, service_context)  # the first show asks the account for the types
    qtbot.waitUntil(lambda: view.upload_types() != [], timeout=10_000)
    assert view.upload_types() == ["sleep", "activity", "mood-diary"]
    view.type_box.setCurrentText("sleep")
    data = tmp_path / "sleep.json"
    data.write_text(json.dumps({"date": "2026-03-01", "hoursSlept": 6.5, "awakenings": 2}))
    assert view.load_file(data)
    view.upload_button.click()
    qtbot.waitUntil(lambda: view.upload_ids() != [] and not view.is_busy(), timeout=10_000)
    assert view.upload_ids()[0] in view.result_label.text()
    assert view.error_label.text() == ""


def test_invalid_json_is_never_sent_and_text_is_kept(
    qtbot: QtBot, service_context: ServiceContext, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    view = _view(qtbot, service_context)
    view.type_box.setCurrentText("sleep")
    broken = '{"hoursSlept": 6.5'
    view.editor.setPlainText(broken)
    view.upload_button.click()
    assert "not valid JSON" in view.error_label.text()
    assert not view.is_busy()
    assert view.editor.toPlainText() == broken


def test_personal_identifiers_are_never_sent(
    qtbot: QtBot, service_context: ServiceContext, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    """Refused here, before any request (a hosted region may not screen them): the tab is not
    busy after the click, and says so, with each place and what it looks like."""
    view = _view(qtbot, service_context)
    text = json.dumps({"notes": {"contact": "someone@example.org"}, "hoursSlept": 7})
    view.editor.setPlainText(text)
    view.type_box.setCurrentText("sleep")
    view.upload_button.click()
    assert not view.is_busy()
    error = view.error_label.text()
    assert error.startswith("Nothing was sent: personal identifiers stay on this computer.")
    assert "• data → notes → contact: This looks like an e-mail address;" in error
    assert view.editor.toPlainText() == text
    assert view.upload_ids() == []
    view.check_button.click()  # "Check JSON" says the same
    assert view.error_label.text() == error


def test_service_422s_are_listed_plainly(
    qtbot: QtBot, service_context: ServiceContext, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    view = _view(qtbot, service_context)
    # An upload type the service does not know.
    view.editor.setPlainText('{"steps": 1000}')
    view.type_box.setCurrentText("not-a-type")
    view.upload_button.click()
    qtbot.waitUntil(lambda: "did not accept" in view.error_label.text(), timeout=10_000)
    assert "• path → upload_type: Unknown upload type 'not-a-type'" in view.error_label.text()
    assert view.upload_ids() == []
    qtbot.waitUntil(lambda: view.upload_button.isEnabled(), timeout=2000)


def test_account_shows_id_and_features(
    qtbot: QtBot, service_context: ServiceContext, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    view = AccountView(service_context)
    qtbot.addWidget(view)
    view.show()  # the first show fetches the account
    qtbot.waitUntil(lambda: view.account() is not None, timeout=10_000)
    account = view.account()
    assert account.id
    assert view.id_label.text() == account.id
    assert view.service_label.text() == "Local engine"
    lines = view.feature_lines()
    assert "mental-wellness — Mental wellness model (one recording)" in lines
    assert "questionnaire:phq-9 — questionnaire PHQ-9" in lines
    assert feature_text("user-data:sleep") in lines
    assert view.refresh_button.isEnabled()


def test_account_with_a_wrong_key_says_so(
    qtbot: QtBot, engine, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    context = ServiceContext.for_engine(engine.base_url, "vxk-wrong-key-000000000000")
    view = AccountView(context)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(lambda: view.error_label.text() != "", timeout=10_000)
    assert "key" in view.error_label.text().lower()
    assert view.account() is None
    qtbot.waitUntil(lambda: view.refresh_button.isEnabled(), timeout=2000)
    wait_closed(qtbot, context)

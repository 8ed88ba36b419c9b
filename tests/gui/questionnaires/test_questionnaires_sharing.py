"""Questionnaire links shared on the network, as the app shows them.

The app's local engine runs with sharing on (the ``VOXWELL_SHARE_HOST`` the launcher sets from
Settings > Questionnaires); 127.0.0.2, a second address of this machine, stands in for its
address on the local network. The link and the QR code the tab shows must be the shared
address, which opens the form, while nothing but activity pages answers there.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from tests.service_fixtures import SECOND_ADDRESS, needs_second_address
from voxwell.desk import Desk
from voxwell.gui.questionnaires.questionnaires_view import QuestionnairesView
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine

SHARED = SECOND_ADDRESS


pytestmark = [pytest.mark.slow, needs_second_address()]


@pytest.fixture(scope="module")
def sharing_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    data_dir = tmp_path_factory.mktemp("sharing-engine")
    env = {"VOXWELL_SHARE_HOST": SHARED, "VOXWELL_SHARE_PORT": "0"}
    key = f"vxk-share-{secrets.token_hex(8)}"
    with LocalEngine(data_dir, api_key=key, workers=1, env=env) as running:
        yield running


def test_the_link_and_qr_code_are_the_shared_address_and_only_the_form_answers_there(
    qtbot: QtBot,
    sharing_engine: LocalEngine,
    qasync_loop: asyncio.AbstractEventLoop,
    tmp_path: Path,
) -> None:
    context = ServiceContext.for_engine(sharing_engine.base_url, sharing_engine.api_key)
    with HistoryStore(tmp_path / "history.sqlite3") as store:
        view = QuestionnairesView(context, lambda: "P-SH1", desk=Desk(store=store))
        qtbot.addWidget(view)
        view.show()
        view.create_button.click()
        qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)
        link = view.activity_link()
        where = urlsplit(link)
        assert where.hostname == SHARED, link
        assert where.port != urlsplit(sharing_engine.base_url).port, "the sharing listener's port"

        view.qr_button.click()
        dialog = view.findChild(QDialog)
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        texts = [label.text() for label in dialog.findChildren(QLabel)]
        assert link in texts
        assert not any("turn on sharing" in text for text in texts), texts
        dialog.close()
        view.close()
    closing = asyncio.ensure_future(context.aclose())  # its HTTP client's connections
    qtbot.waitUntil(closing.done, timeout=5_000)

    page = httpx.get(link, timeout=10)
    assert page.status_code == 200
    assert "<fieldset" in page.text
    shared_root = f"http://{SHARED}:{where.port}"
    for path in ("/health/live", "/v1/questionnaires", "/openapi.json", "/activities/x"):
        answer = httpx.get(shared_root + path, headers={"x-api-key": sharing_engine.api_key})
        assert answer.status_code == 404, path

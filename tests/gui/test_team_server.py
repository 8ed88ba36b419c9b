"""The Team server in the app: chosen in the settings, its key from the keyring, and a whole
session through the main window whose results name it.

The session's real engine on loopback stands in as the team server: to the app a team server is
exactly an engine reached through its URL and a key.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.engine.engine_helpers import SHORT_TAKE
from tests.gui.closing import wait_closed
from tests.gui.main_window_helpers import shown_main_window, start_session
from voxwell.api import BirthSex, LanguageCode
from voxwell.client.credentials import set_api_key
from voxwell.desk.results_style import TEAM_REFERENCE_MODEL_NOTE
from voxwell.desk.settings import AppSettings, save_settings
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


@pytest.fixture
def team_context(
    engine: LocalEngine, qasync_loop: asyncio.AbstractEventLoop, qtbot: QtBot
) -> Iterator[ServiceContext]:
    """The service in use is the team server (the real engine), as the application sets it."""
    context = ServiceContext(
        service_id="team",
        service_name="Team server",
        base_url=engine.base_url,
        api_key=engine.api_key,
        is_local=False,
    )
    yield context
    wait_closed(qtbot, context)


def test_the_app_uses_the_saved_team_server_with_its_key_from_the_keyring(
    app_launcher: Any, home: Path, engine: LocalEngine, memory_keyring: Any
) -> None:
    saved = AppSettings(service="team", service_addresses={"team": engine.base_url})
    save_settings(saved, home / "config" / "settings.json")
    set_api_key(engine.base_url, engine.api_key)
    application = app_launcher.start(start_engine=False)  # the settings saved in its home
    service = application.state.service
    assert service.service_name == "Team server"
    assert not service.is_local
    assert service.base_url == engine.base_url
    # The keyring is asked off the event loop: the key arrives once it answers.
    app_launcher.qtbot.waitUntil(lambda: service.has_key, timeout=10_000)
    assert engine.api_key not in repr(service)
    assert application.window.status_text().startswith(f"Service: Team server · {engine.base_url}")
    assert "no API key" not in application.window.status_text()
    # The client of the service in use reaches the server with the key from the keyring.
    account = asyncio.ensure_future(service.client().get_account())
    app_launcher.qtbot.waitUntil(account.done, timeout=10_000)
    assert "mental-wellness" in account.result().features
    # Closed here: a client retired by a switch closes in a task that shutdown would cancel.
    wait_closed(app_launcher.qtbot, service)
    # Back to the local engine, then to a team server whose address was never saved.
    application.apply_settings(AppSettings(service="local"))
    assert application.state.service.service_name == "Local engine"
    application.apply_settings(AppSettings(service="team"))
    assert "no address (open Settings)" in application.window.status_text()
    app_launcher.close(application)


def test_a_session_sent_to_the_team_server_names_it_on_its_results(
    qtbot: QtBot, team_context: ServiceContext, store: HistoryStore, audio_fixtures: Path
) -> None:
    window = shown_main_window(
        qtbot, team_context, store, {"recording": audio_fixtures / SHORT_TAKE}, 25.0
    )
    assert window.status_text().startswith("Service: Team server")
    start_session(
        window,
        user_label="P-0202",
        birth_year=1975,
        birth_month=None,
        birth_day=None,
        birth_sex=BirthSex.MALE,
        language=LanguageCode.EN_GB,
        model_kind="mental-wellness",
        consent=True,
    )
    view = window.recording_view
    qtbot.keyClick(view, " ")
    qtbot.waitUntil(lambda: "recording" in view.takes and not view.is_recording, timeout=15_000)
    view.footer.upload_button.click()
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=120_000)

    (record,) = store.sessions()
    assert record.service_name == "Team server"
    assert record.base_url == team_context.base_url
    assert record.status == "complete"
    results = window.results_view()
    assert "Team server" in results.title_label.text()
    assert results.is_reference_model_shown()
    assert results.reference_label.text() == TEAM_REFERENCE_MODEL_NOTE
    assert record.run_json is not None
    assert str(record.run_json["model"]).startswith("voxwell-"), "the same engine's model"
    history = window.review_tab("History")
    assert history is not None
    assert history.session_ids() == [record.id]

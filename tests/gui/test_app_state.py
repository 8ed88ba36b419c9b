"""AppState: the engine's state and the service in use held once, and what its observers see."""

from __future__ import annotations

import asyncio

import pytest
from pytestqt.qtbot import QtBot

from voxwell.api import BirthSex, LanguageCode
from voxwell.audio import CaptureSource
from voxwell.desk import Desk, EngineStatus
from voxwell.errors import ApiConnectionError, CredentialsError
from voxwell.gui.app_state import AppState
from voxwell.history import HistoryStore
from voxwell.sessions.draft import SessionDraft


def test_engine_state_reaches_the_engine_and_the_local_service(qtbot: QtBot) -> None:
    state = AppState()
    assert state.engine_state is EngineStatus.NOT_STARTED
    seen: list[tuple[str, str]] = []
    state.engineStateChanged.connect(lambda s, detail: seen.append((s, detail)))
    state.set_engine_key("vxk-test-key")
    state.set_engine_state(EngineStatus.STARTING)
    with pytest.raises(ApiConnectionError, match=r"not ready \(starting\)"):
        state.service.client()
    state.set_engine_state(EngineStatus.READY, base_url="http://127.0.0.1:5001/")
    assert state.engine.base_url == state.service.base_url == "http://127.0.0.1:5001"
    state.set_engine_state(EngineStatus.FAILED, detail="It stopped repeatedly.")
    assert state.engine_detail == "It stopped repeatedly."
    assert state.engine.base_url == state.service.base_url == ""
    with pytest.raises(ApiConnectionError, match=r"not ready \(failed: It stopped repeatedly.\)"):
        state.engine.client()
    assert seen == [
        ("starting", ""),
        ("ready", ""),
        ("failed", "It stopped repeatedly."),
    ]


def test_a_hosted_service_keeps_its_address_while_the_engine_changes(qtbot: QtBot) -> None:
    state = AppState()
    state.set_engine_key("vxk-test-key")
    state.use_hosted("ca", "Canada region", "https://ca.example.invalid", None)
    state.set_engine_state(EngineStatus.READY, base_url="http://127.0.0.1:5002")
    assert state.service.base_url == "https://ca.example.invalid"
    assert state.engine.base_url == "http://127.0.0.1:5002"
    with pytest.raises(CredentialsError, match="No API key is stored for Canada region"):
        state.service.client()
    state.use_local()  # back to the engine: its address and key come along
    assert state.service.is_local
    assert state.service.base_url == "http://127.0.0.1:5002"
    assert state.service.has_key


def test_stored_sessions_get_the_client_of_their_own_service(qtbot: QtBot, tmp_path) -> None:
    state = AppState()
    state.set_engine_key("vxk-test-key")
    state.set_engine_state(EngineStatus.READY, base_url="http://127.0.0.1:5003")
    state.use_hosted("ca", "Canada region", "https://ca.example.invalid", "k")
    with HistoryStore(tmp_path / "h.sqlite3") as store:
        local = store.create_session(
            user_label="P-1",
            model_kind="mental-wellness",
            service_name="Local engine",
            base_url="http://127.0.0.1:4000",
            language="en",
            request_json={},
            takes={},
        )
        hosted = store.create_session(
            user_label="P-2",
            model_kind="mental-wellness",
            service_name="Canada region",
            base_url="https://ca.example.invalid",
            language="en",
            request_json={},
            takes={},
        )
        try:
            local_client = asyncio.run(state.clients_for(local))
            hosted_client = asyncio.run(state.clients_for(hosted))
            assert local_client() is state.engine.client()
            assert hosted_client() is state.service.client()
            assert hosted_client() is not local_client()
        finally:
            for service in state.services():
                asyncio.run(service.aclose())


def test_the_draft_is_observed(qtbot: QtBot) -> None:
    state = AppState()
    draft = SessionDraft(
        user_label="P-9",
        birth_year=1970,
        birth_month=None,
        birth_day=None,
        birth_sex=BirthSex.UNKNOWN,
        language=LanguageCode.EN,
        model_kind="mental-wellness",
    )
    with qtbot.waitSignal(state.draftChanged, timeout=1000) as signal:
        started = state.desk.start_session(draft)
    assert signal.args == [started]
    assert state.draft is started
    with qtbot.waitSignal(state.draftChanged, timeout=1000) as signal:
        state.desk.new_session()
    assert signal.args == [None]
    assert state.draft is None


def test_the_status_bar_follows_the_state(qtbot: QtBot, tmp_path) -> None:
    from voxwell.desk.settings import AppSettings
    from voxwell.gui.main_window import MainWindow

    with HistoryStore(tmp_path / "h.sqlite3") as store:
        state = AppState(desk=Desk(store=store))
        window = MainWindow(
            state, AppSettings(), _no_source, state.clients_for, takes_folder=tmp_path
        )
        qtbot.addWidget(window)
        assert window.status_text() == "Service: Local engine · Local engine: not started"
        state.set_engine_key("vxk-test-key")
        state.set_engine_state(EngineStatus.READY, base_url="http://127.0.0.1:5004")
        assert window.status_text() == (
            "Service: Local engine · http://127.0.0.1:5004 · Local engine: ready"
        )
        state.set_engine_state(EngineStatus.FAILED, detail="It stopped repeatedly.")
        assert window.status_text() == (
            "Service: Local engine · Local engine: failed (It stopped repeatedly.)"
        )
        state.use_hosted("ca", "Canada region", "https://ca.example.invalid", None)
        assert window.status_text() == (
            "Service: Canada region · https://ca.example.invalid · no API key (open Settings) · "
            "Local engine: failed (It stopped repeatedly.)"
        )
        window.close()


def _no_source(slot: str) -> CaptureSource:
    raise AssertionError(f"nothing is recorded in this test (asked for {slot})")


def test_team_server_sessions_get_a_team_client_even_on_plain_http(
    qtbot: QtBot, tmp_path, memory_keyring
) -> None:
    from voxwell.client.credentials import set_api_key

    # A team server on a private network may be plain http; an older session sent to another
    # team server address still gets a client of its own (its key from the keyring).
    set_api_key("http://192.168.1.20:8000", "vxk-old-team")
    state = AppState()
    state.use_hosted("team", "Team server", "http://10.1.2.3:8000", "vxk-team")
    with HistoryStore(tmp_path / "h.sqlite3") as store:
        older = store.create_session(
            user_label="P-3",
            model_kind="mental-wellness",
            service_name="Team server",
            base_url="http://192.168.1.20:8000",
            language="en",
            request_json={},
            takes={},
        )
        try:
            assert state.service.client().base_url == "http://10.1.2.3:8000"
            client = asyncio.run(state.clients_for(older))()
            assert client.base_url == "http://192.168.1.20:8000"
            assert client is not state.service.client()
            assert "vxk-old-team" not in repr(vars(client))
        finally:
            for service in state.services():
                asyncio.run(service.aclose())


def test_the_status_bar_names_the_team_server_and_plain_http(qtbot: QtBot, tmp_path) -> None:
    from voxwell.desk.settings import AppSettings
    from voxwell.gui.main_window import MainWindow

    with HistoryStore(tmp_path / "h.sqlite3") as store:
        state = AppState(desk=Desk(store=store))
        window = MainWindow(
            state, AppSettings(), _no_source, state.clients_for, takes_folder=tmp_path
        )
        qtbot.addWidget(window)
        state.use_hosted("team", "Team server", "", None)
        assert window.status_text() == (
            "Service: Team server · no address (open Settings) · no API key (open Settings) · "
            "Local engine: not started"
        )
        with pytest.raises(ApiConnectionError, match="No address is set for Team server"):
            state.service.client()
        state.use_hosted("team", "Team server", "http://192.168.1.20:8000", "vxk-team")
        assert window.status_text() == (
            "Service: Team server · http://192.168.1.20:8000 · unencrypted (plain http) · "
            "Local engine: not started"
        )
        state.use_hosted("team", "Team server", "https://voxwell.clinic.example.org", "vxk-team")
        assert window.status_text() == (
            "Service: Team server · https://voxwell.clinic.example.org · Local engine: not started"
        )
        window.close()

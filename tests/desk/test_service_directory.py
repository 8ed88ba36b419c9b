"""Which service serves a stored session, without Qt: the engine for a local session, the
service in use when the session went there, else one connection of its own per address."""

from __future__ import annotations

import asyncio

import pytest

from voxwell.desk.connection import ServiceConnection
from voxwell.desk.service_directory import ServiceDirectory
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.draft import LOCAL_SERVICE_NAME


def _sent(store: HistoryStore, name: str, base_url: str) -> SessionRecord:
    return store.create_session(
        user_label="P-1",
        model_kind="mental-wellness",
        service_name=name,
        base_url=base_url,
        language="en",
        request_json={},
        takes={},
    )


@pytest.mark.asyncio
async def test_each_stored_session_goes_to_its_own_service(
    store: HistoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOXWELL_API_KEY", "vxk-old-team")  # the key for the older address
    engine = ServiceConnection(
        service_name=LOCAL_SERVICE_NAME,
        base_url="http://127.0.0.1:9",
        api_key="vxk-e",
        is_local=True,
    )
    in_use = ServiceConnection(
        service_name="Team server", base_url="https://team.example.invalid", api_key="vxk-t"
    )
    looked_up = asyncio.Event()

    async def ready() -> None:
        looked_up.set()

    directory = ServiceDirectory(in_use, engine, ready)
    local = await directory.clients_for(_sent(store, LOCAL_SERVICE_NAME, "http://127.0.0.1:1"))
    assert looked_up.is_set(), "the key of the service in use is awaited first"
    here = await directory.clients_for(_sent(store, "Team server", "https://team.example.invalid"))
    older = _sent(store, "Team server", "https://old-team.example.invalid")
    elsewhere = await directory.clients_for(older)
    again = await directory.clients_for(older)
    try:
        assert local() is engine.client()
        assert here() is in_use.client()
        assert elsewhere().base_url == "https://old-team.example.invalid"
        assert again() is elsewhere()  # one connection per address, made once
        assert "vxk-old-team" not in repr(vars(elsewhere()))
        assert len(directory.connections()) == 3
    finally:
        for connection in directory.connections():
            await connection.aclose()

"""The service connection outlives its clients: work in flight follows an engine restart.

The defect: an engine restart mid-run showed "Something went wrong: Cannot send a request, as the
client has been closed" although the engine came back at once and finished the run, because the
poll kept the client the restart had replaced. Here the client is replaced at every step of a
real run against the real engine (creating, uploading, polling), as an engine restart replaces
it, and the run still ends.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.sessions.test_runner import one_take_session
from voxwell.desk import ServiceConnection
from voxwell.history import HistoryCheckpoints, HistoryStore
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions import SessionRunner

pytestmark = pytest.mark.slow


@pytest.mark.asyncio
async def test_a_run_in_flight_carries_on_across_engine_restarts(
    engine: LocalEngine, store: HistoryStore, audio_fixtures: Path
) -> None:
    connection = ServiceConnection(
        service_name="Local engine", base_url=engine.base_url, api_key=engine.api_key
    )
    clients = []

    def restart(_phase: object, _session: object) -> None:
        # What the app does while its engine restarts: no address, then the address again;
        # the client of the moment is closed and replaced.
        clients.append(connection.client())
        connection.set_address("", unready="restarting")
        connection.set_address(engine.base_url)

    record = one_take_session(store, audio_fixtures / "short_8s.flac", engine.base_url)
    runner = SessionRunner(
        HistoryCheckpoints(store), connection.client, on_phase=restart, poll_deadline=120
    )
    try:
        final = await runner.run(record)
    finally:
        await connection.aclose()
    assert final.status in ("complete", "failed")  # the run reached its end
    assert final.run_json is not None
    assert final.run_json["errorCode"] == "ERR_RECORDING_TOO_SHORT"  # 8 s: analysed, and said so
    assert len(clients) >= 3  # replaced while creating, uploading and polling
    assert len({id(client) for client in clients}) == len(clients)  # a new client each time

"""The engine supervisor awaits the engine's end instead of asking every 2 s: an engine killed
from outside is started again on its address, a few times, and then the status says what to do;
closing the app stops it. A real engine process, killed with SIGKILL."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest

from voxwell.launcher.engine_launch import launch_engine
from voxwell.launcher.engine_supervisor import MAX_RESTARTS, EngineStatus, EngineSupervisor

pytestmark = pytest.mark.slow


class _States:
    """Every state the supervisor told, and a way to wait for the n-th of one."""

    def __init__(self) -> None:
        self.told: list[tuple[EngineStatus, str]] = []
        self._changed = asyncio.Event()

    def __call__(self, state: EngineStatus, detail: str) -> None:
        self.told.append((state, detail))
        self._changed.set()

    async def until(self, state: EngineStatus, count: int) -> str:
        async with asyncio.timeout(120):
            while sum(s is state for s, _ in self.told) < count:
                self._changed.clear()
                await self._changed.wait()
        return [detail for s, detail in self.told if s is state][count - 1]


@pytest.fixture
def supervised(
    tmp_path: Path, memory_keyring: object
) -> Iterator[tuple[EngineSupervisor, _States]]:
    """An engine being launched, its supervisor and what it tells; stopped at the end."""
    states = _States()
    supervisor = EngineSupervisor(launch_engine(tmp_path / "engine", workers=1), states)
    yield supervisor, states
    supervisor.stop()


@pytest.mark.asyncio
async def test_an_engine_that_dies_is_started_again_then_given_up_on(
    supervised: tuple[EngineSupervisor, _States],
) -> None:
    supervisor, states = supervised
    url = await supervisor.start()
    assert states.told == [(EngineStatus.STARTING, ""), (EngineStatus.READY, url)]
    for restart in range(1, MAX_RESTARTS + 1):
        pid = supervisor.engine.pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        again = await states.until(EngineStatus.READY, restart + 1)
        assert again == url, "on the same address: links handed out still work"
        assert supervisor.restarts == restart
        assert supervisor.engine.pid != pid
        assert supervisor.engine.is_running()
    os.kill(supervisor.engine.pid or 0, signal.SIGKILL)
    reason = await states.until(EngineStatus.FAILED, 1)
    assert "stopped repeatedly" in reason
    assert "choose a region in Settings" in reason


@pytest.mark.asyncio
async def test_closing_the_app_stops_the_engine_and_starts_nothing_again(
    supervised: tuple[EngineSupervisor, _States],
) -> None:
    supervisor, states = supervised
    await supervisor.start()
    engine = supervisor.engine
    supervisor.stop()
    assert not engine.is_running()
    assert states.told[-1] == (EngineStatus.STOPPED, "")
    await asyncio.wait_for(engine.ended(), 10)  # ended at once: nothing runs
    assert supervisor.restarts == 0
    assert [s for s, _ in states.told].count(EngineStatus.STARTING) == 1

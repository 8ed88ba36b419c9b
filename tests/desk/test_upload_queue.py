"""The upload queue without Qt, against the real engine: one session at a time with its states in
order and the others waiting, cancel, and "Try again" from the plain action.

It lived in the upload page's widget, with its phases as strings; the page now only draws what
the queue tells it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

from tests.sessions.test_runner import one_take_session
from voxwell.desk import ServiceConnection
from voxwell.desk.upload_queue import UploadChange, UploadQueue, UploadState
from voxwell.errors import VoxwellError
from voxwell.history import HistoryStore, SessionRecord
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.runner import Phase, Step

pytestmark = pytest.mark.slow


def _spawn(
    coro: Coroutine[Any, Any, None], on_error: Callable[[VoxwellError], None]
) -> asyncio.Task[None]:
    """What the app's ``run_task`` does with a failure on the way: hand it to ``on_error``."""
    task = asyncio.ensure_future(coro)

    def done(ended: asyncio.Task[None]) -> None:
        if not ended.cancelled() and isinstance(ended.exception(), VoxwellError):
            on_error(ended.exception())  # type: ignore[arg-type]

    task.add_done_callback(done)
    return task


class _Heard:
    """Every change the queue told, and a way to wait for one."""

    def __init__(self, queue: UploadQueue) -> None:
        self.changes: list[UploadChange] = []
        self._event = asyncio.Event()
        queue.changes.subscribe(self._hear)

    def _hear(self, change: UploadChange) -> None:
        self.changes.append(change)
        self._event.set()

    async def until(self, kind: str, count: int = 1) -> list[UploadChange]:
        async with asyncio.timeout(120):
            while sum(c.kind == kind for c in self.changes) < count:
                self._event.clear()
                await self._event.wait()
        return [c for c in self.changes if c.kind == kind]


@pytest_asyncio.fixture
async def queue(engine: LocalEngine, store: HistoryStore) -> Any:
    connection = ServiceConnection(
        service_name="Local engine", base_url=engine.base_url, api_key=engine.api_key
    )

    async def client_for(_record: SessionRecord) -> Any:
        return connection.client

    yield UploadQueue(store, client_for, _spawn, poll_deadline=120)
    await connection.aclose()


@pytest.mark.asyncio
async def test_one_session_at_a_time_with_its_states_in_order(
    queue: UploadQueue, store: HistoryStore, engine: LocalEngine, audio_fixtures: Path
) -> None:
    first = one_take_session(store, audio_fixtures / "format_sample.flac", engine.base_url)
    second = one_take_session(store, audio_fixtures / "short_8s.flac", engine.base_url)
    heard = _Heard(queue)
    queue.start(first)
    queue.start(second)  # waits for the first
    queue.start(second)  # asked twice: queued once
    assert [r.id for r in queue.waiting] == [second.id]
    finished = await heard.until("finished")
    assert finished[0].record is not None
    assert finished[0].record.id == first.id
    assert finished[0].record.status == "complete"
    failed = await heard.until("failed")  # the second: 8 s of speech is too little
    assert failed[0].record is not None
    assert failed[0].record.id == second.id
    assert queue.state is UploadState.FAILED
    assert queue.action is not None
    assert queue.action.button == "retake"
    assert queue.waiting == []
    states = [c.state for c in heard.changes if c.kind == "state"]
    first_run = states[: states.index(UploadState.COMPLETE) + 1]
    assert [s for i, s in enumerate(first_run) if i == 0 or s != first_run[i - 1]] == [
        UploadState.CREATING,
        UploadState.UPLOADING,
        UploadState.RUNNING,
        UploadState.COMPLETE,
    ]
    phases = [c.phase for c in heard.changes if c.kind == "phase"]
    assert Phase(Step.UPLOADING, "recording") in phases
    assert queue.steps() == [
        "✓ Run created",
        "✓ Recording uploaded",
        "✗ Analysis ended with an error",
    ]
    # "Record again" is the window's to do: the queue tells it, with the session in hand.
    queue.act()
    (requested,) = await heard.until("requested")
    assert requested.button == "retake"


@pytest.mark.asyncio
async def test_cancel_keeps_the_takes_and_try_again_finishes_the_session(
    queue: UploadQueue, store: HistoryStore, engine: LocalEngine, audio_fixtures: Path
) -> None:
    record = one_take_session(store, audio_fixtures / "format_sample.flac", engine.base_url)
    heard = _Heard(queue)
    queue.start(record)
    marking = queue.cancel()
    assert queue.state is UploadState.CANCELLED
    assert queue.action is not None
    assert queue.action.button == "retry"
    assert marking is not None
    await marking  # saved in a worker thread
    saved = store.get(record.id)
    assert saved.status == "cancelled"
    assert await asyncio.to_thread(Path(saved.takes["recording"]).is_file)
    queue.act()  # "Try again"
    (finished,) = await heard.until("finished")
    assert finished.record is not None
    assert (finished.record.id, finished.record.status) == (record.id, "complete")

"""run_task on the real qasync loop: results, plain errors, unexpected errors, cancellation."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from voxwell.errors import ApiConnectionError, VoxwellError
from voxwell.gui.async_tasks import await_idle, pending_tasks, run_task, set_error_sink


def test_task_runs_and_is_released(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> None:
    async def work() -> int:
        await asyncio.sleep(0.01)
        return 42

    task = run_task(work())
    assert task in pending_tasks()
    qtbot.waitUntil(task.done, timeout=2000)
    assert task.result() == 42
    assert task not in pending_tasks()


def test_voxwell_error_goes_to_on_error(
    qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    seen: list[VoxwellError] = []

    async def fail() -> None:
        await asyncio.sleep(0)
        raise ApiConnectionError("The service cannot be reached. Check the address.")

    run_task(fail(), on_error=seen.append)
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    assert isinstance(seen[0], ApiConnectionError)
    assert "Check the address" in str(seen[0])


def test_error_sink_is_the_default(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> None:
    seen: list[str] = []
    set_error_sink(lambda error: seen.append(str(error)))

    async def fail() -> None:
        raise VoxwellError("plain message")

    run_task(fail())
    qtbot.waitUntil(lambda: seen == ["plain message"], timeout=2000)


def test_unexpected_error_is_shown_and_not_swallowed(
    qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    seen: list[str] = []

    async def bug() -> None:
        raise ZeroDivisionError("division by zero")

    with qtbot.captureExceptions() as exceptions:
        task = run_task(bug(), on_error=lambda error: seen.append(str(error)))
        qtbot.waitUntil(task.done, timeout=2000)
        qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    assert "Something went wrong" in seen[0]
    assert [info[0] for info in exceptions] == [ZeroDivisionError]


def test_owner_destroyed_cancels(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> None:
    owner = QObject()
    started = asyncio.Event()

    async def forever() -> None:
        started.set()
        await asyncio.sleep(3600)

    task = run_task(forever(), owner=owner)
    qtbot.waitUntil(started.is_set, timeout=2000)
    owner.deleteLater()
    qtbot.waitUntil(task.done, timeout=2000)
    assert task.cancelled()


def test_await_idle_waits_for_all(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> None:
    finished: list[int] = []

    async def step(n: int) -> None:
        await asyncio.sleep(0.01 * n)
        finished.append(n)

    for n in (3, 1, 2):
        run_task(step(n))
    waiter = asyncio.ensure_future(await_idle(within=5))
    qtbot.waitUntil(waiter.done, timeout=3000)
    waiter.result()
    assert sorted(finished) == [1, 2, 3]


def test_await_idle_times_out(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> None:
    run_task(asyncio.sleep(3600))
    waiter = asyncio.ensure_future(await_idle(within=0.05))
    qtbot.waitUntil(waiter.done, timeout=3000)
    with pytest.raises(TimeoutError):
        waiter.result()

"""The engine's monitoring work (``MonitorService``): recognition and the measures in processes
of their own, never the server's; recognition takes calls in order of arrival; the measures run
at the lowest priority; a crashed process fails its call only; idle processes end."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import threading
import time

import pytest

from tests.engine.engine_helpers import alive, wait_until
from voxwell.engine.monitor import MEASURE_NICENESS, MonitorService
from voxwell.errors import ProcessCrashed


def _niceness() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


def _arrival(index: int) -> tuple[int, int, int]:
    """(index, process, when) of a call, on the machine-wide monotonic clock."""
    return index, os.getpid(), time.monotonic_ns()


def _ended(pid: int) -> bool:
    """``pid`` has ended with all its threads (a zombie waiting to be reaped, or gone): only
    then can its parent see it end (a killed leader waits for its other threads first)."""
    try:
        threads = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return True
    return not alive(pid) and len(threads) <= 1


def _crash() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def test_recognition_and_measures_run_in_processes_of_their_own_in_order_of_arrival() -> None:
    service = MonitorService(2)

    async def calls() -> tuple[list[tuple[int, int, int]], int]:
        recognised = await asyncio.gather(*(service.recognise(_arrival, i) for i in range(8)))
        measured = await service.measure(os.getpid)
        return recognised, measured

    try:
        recognised, measured = asyncio.run(calls())
        assert service.process_ids == (recognised[0][1], measured)
    finally:
        service.close()
    assert [index for index, _, _ in recognised] == list(range(8))
    processes = {process for _, process, _ in recognised}
    assert len(processes) == 1
    assert os.getpid() not in processes | {measured}
    assert measured not in processes
    times = [when for _, _, when in recognised]
    assert times == sorted(times)  # taken one after another, in the order they came


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="niceness per thread: Linux")
def test_measures_run_at_the_lowest_priority_and_recognition_does_not() -> None:
    service = MonitorService(2)

    async def both() -> tuple[int, int]:
        return await service.measure(_niceness), await service.recognise(_niceness)

    try:
        measured, recognised = asyncio.run(both())
    finally:
        service.close()
    assert measured == max(MEASURE_NICENESS, _niceness())
    assert recognised == _niceness()


def test_a_crashed_recognition_process_fails_its_call_and_the_next_gets_a_fresh_one() -> None:
    service = MonitorService(1)

    async def crash_then_call() -> tuple[int, int]:
        first = await service.recognise(os.getpid)
        with pytest.raises(ProcessCrashed):
            await service.recognise(_crash)
        return first, await service.recognise(os.getpid)

    try:
        first, second = asyncio.run(crash_then_call())
    finally:
        service.close()
    assert first != second
    assert os.getpid() not in (first, second)


def test_idle_processes_end_and_give_their_memory_back() -> None:
    service = MonitorService(1, idle_seconds=0.2)
    try:
        pid = asyncio.run(service.recognise(os.getpid))
        assert service.process_ids[0] == pid
        deadline = time.monotonic() + 30
        while service.process_ids[0] is not None and time.monotonic() < deadline:
            time.sleep(0.05)  # polling for the idle end, bounded by the deadline
        assert service.process_ids == (None, None)
        assert asyncio.run(service.recognise(os.getpid)) != pid  # a new one for the next call
    finally:
        service.close()


def test_a_process_killed_between_calls_is_replaced_for_the_next_call() -> None:
    """Killed while idle (from outside, or out of memory): the next call never reached it, so
    it goes to a fresh process instead of failing."""
    service = MonitorService(1)
    try:
        first = asyncio.run(service.recognise(os.getpid))
        os.kill(first, signal.SIGKILL)
        wait_until(lambda: _ended(first), what="the killed process to end")
        second = asyncio.run(service.recognise(os.getpid))
    finally:
        service.close()
    assert second != first

"""The engine's monitoring threads (``MonitorService``): one recogniser thread taking calls in
order of arrival, and the measures on a thread of their own at the lowest priority."""

from __future__ import annotations

import asyncio
import os
import sys
import threading

import pytest

from voxwell.engine.monitor import MEASURE_NICENESS, MonitorService


def _niceness() -> int:
    return os.getpriority(os.PRIO_PROCESS, threading.get_native_id())


def test_recognition_runs_on_one_thread_in_order_of_arrival() -> None:
    service = MonitorService(2)
    taken: list[tuple[int, int]] = []

    def call(index: int) -> int:
        taken.append((index, threading.get_ident()))
        return index

    async def calls() -> list[int]:
        return await asyncio.gather(*(service.recognise(lambda i=i: call(i)) for i in range(8)))

    try:
        assert asyncio.run(calls()) == list(range(8))
    finally:
        service.close()
    assert [index for index, _ in taken] == list(range(8))
    assert len({thread for _, thread in taken}) == 1


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

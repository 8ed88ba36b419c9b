"""Analysis workers run untrusted decoders under an address-space limit (POSIX)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.engine.engine_helpers import children_of, wait_until
from voxwell.client.local_engine import LocalEngine
from voxwell.engine.worker import WORKER_ADDRESS_SPACE_LIMIT


def _address_space_limit(pid: int) -> int | None:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max address space"):
            soft = line.split()[3]
            return None if soft == "unlimited" else int(soft)
    raise AssertionError("no address-space line in /proc/PID/limits")


def _limited_workers(engine_pid: int) -> list[int]:
    # A worker is a child of the engine that has applied its limit (spawned children start
    # without it for a moment, while the interpreter loads).
    return [
        pid
        for pid in children_of(engine_pid)
        if _address_space_limit(pid) == WORKER_ADDRESS_SPACE_LIMIT
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux /proc")
def test_every_worker_runs_under_the_address_space_limit(engine: LocalEngine) -> None:
    assert engine.pid is not None
    wait_until(lambda: len(_limited_workers(engine.pid or 0)) >= 2, what="two limited workers")

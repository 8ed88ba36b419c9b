"""Analysis workers run untrusted decoders under an address-space limit (POSIX)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.engine.engine_helpers import (
    Api,
    analysis_parents,
    analysis_workers,
    wait_until,
)
from voxwell.isolated import ADDRESS_SPACE_LIMIT, limit_address_space
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


def _address_space_limit(pid: int) -> int | None:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max address space"):
            soft = line.split()[3]
            return None if soft == "unlimited" else int(soft)
    raise AssertionError("no address-space line in /proc/PID/limits")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads Linux /proc")
def test_every_worker_runs_under_the_address_space_limit(engine: LocalEngine, api: Api) -> None:
    assert engine.pid is not None
    api.create_run()  # a worker starts with the first run, if none is there yet

    def all_limited() -> bool:
        # Spawned workers start without the limit for a moment, while the interpreter loads.
        workers = [pid for parent in analysis_parents(engine) for pid in analysis_workers(parent)]
        limits = [_address_space_limit(pid) for pid in workers]
        return workers != [] and limits == [ADDRESS_SPACE_LIMIT] * len(workers)

    wait_until(all_limited, what="every worker under the limit")


def test_a_refused_address_space_limit_leaves_the_worker_able_to_run(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    resource = pytest.importorskip("resource")

    def refuse(which: int, limits: tuple[int, int]) -> None:
        # What macOS answers for RLIMIT_AS (the OS, not our code, is replaced here).
        raise ValueError("current limit exceeds maximum limit")

    monkeypatch.setattr(resource, "setrlimit", refuse)
    limit_address_space()  # must not raise: the worker goes on without the cap
    assert "no address-space limit (current limit exceeds maximum limit)" in capfd.readouterr().err

    def refuse_os(which: int, limits: tuple[int, int]) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(resource, "setrlimit", refuse_os)
    limit_address_space()
    assert "Operation not permitted" in capfd.readouterr().err

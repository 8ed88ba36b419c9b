"""The engine under a 1,024 open-file limit (soft and hard, as ``ulimit -n 1024`` leaves a shell):
1,100 idle or half-sent connections held open on loopback, and new clients are still served.

The engine cannot raise that limit, so it keeps its connections under a cap below it and closes
the connections that have waited longest for a request head to make room for new ones; reaching
the cap is logged once. Every loop here is bounded (1,100 connections, a fixed number of fresh
clients) and the engine listens on 127.0.0.1 only.
"""

from __future__ import annotations

import resource
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.engine.engine_process import EngineProcess, engine_process

pytestmark = pytest.mark.slow


_LIMIT = 1024
_HELD = 1100
_FRESH_CLIENTS = 20


def _limited() -> None:  # in the engine's child process, before it runs
    resource.setrlimit(resource.RLIMIT_NOFILE, (_LIMIT, _LIMIT))


@pytest.fixture
def limited_engine(tmp_path: Path) -> Iterator[EngineProcess]:
    """An engine started under a 1,024 open-file limit, soft and hard."""
    with engine_process(tmp_path, {"VOXWELL_HEADER_TIMEOUT": "60"}, _limited) as engine:
        yield engine


@pytest.fixture
def many_files() -> Iterator[None]:
    """This test process may hold the 1,100 client sockets (and what pytest holds)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = _HELD + 512
    if hard != resource.RLIM_INFINITY and hard < wanted:
        pytest.skip(f"the hard open-file limit ({hard}) is too low to hold {_HELD} connections")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, wanted), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_new_clients_are_served_while_1100_idle_connections_are_held(
    limited_engine: EngineProcess, many_files: None
) -> None:
    base, lines = limited_engine.base_url, limited_engine.lines
    host, port = base.removeprefix("http://").rsplit(":", 1)
    held: list[socket.socket] = []
    try:
        for index in range(_HELD):
            sock = socket.create_connection((host, int(port)), timeout=10)
            if index % 2:  # half a request head, never finished
                sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nx-slow: ")
            held.append(sock)
        for _ in range(_FRESH_CLIENTS):
            with httpx.Client(base_url=base, timeout=10) as fresh:
                assert fresh.get("/health").status_code == 200
    finally:
        for sock in held:
            sock.close()
    cap_lines = [line for line in lines if "the most this engine serves at once" in line]
    assert len(cap_lines) == 1, lines[-20:]
    assert not any("Traceback" in line for line in lines), lines[-40:]

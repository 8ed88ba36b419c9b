"""How fast the engine answers others while a hostile client works on it.

    .venv/bin/python benchmarks/engine_hostile.py [--repeat 5] [--slow 1100]

Starts a real engine (``LocalEngine``) on a fresh data folder and measures two things:

* ``/health`` while a 1 MiB user-data value is screened for personal identifiers: the value is
  the worst case of the old e-mail and phone patterns, sent ``--repeat`` times; a second client
  asks ``/health`` back to back until the upload is answered. Prints p50, p95 and max over all
  those answers, and how long each screening upload took.
* ``/health`` for a new client while ``--slow`` connections are open, half of them idle and half
  stopped in the middle of a request head. Prints the time of that first answer.
"""

from __future__ import annotations

import argparse
import json
import secrets
import selectors
import socket
import statistics
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import httpx

from latency import describe_latencies  # benchmarks/latency.py, beside this script
from voxwell.launcher.local_engine import LocalEngine


def _address(engine: LocalEngine) -> tuple[str, int]:
    parts = urlsplit(engine.base_url)
    assert parts.hostname is not None
    assert parts.port is not None
    return parts.hostname, parts.port


def _screening_upload(engine: LocalEngine) -> bytes:
    value = "a" * (512 * 1024) + "x1 " * (500 * 1024 // 3)
    body = json.dumps({"user": {"userLabel": "p-1"}, "data": {"notes": value}}).encode()
    host, port = _address(engine)
    head = (
        f"POST /v1/user-data/sleep HTTP/1.1\r\nHost: {host}:{port}\r\n"
        f"x-api-key: {engine.api_key}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\n\r\n"
    ).encode()
    return head + body


def _health_while_screening(engine: LocalEngine, repeat: int) -> tuple[list[float], list[float]]:
    health: list[float] = []
    uploads: list[float] = []
    request = _screening_upload(engine)
    with httpx.Client(base_url=engine.base_url, timeout=30) as other:
        for _ in range(repeat):
            with socket.create_connection(_address(engine), timeout=60) as sock:
                waiting = selectors.DefaultSelector()
                waiting.register(sock, selectors.EVENT_READ)
                sent = time.perf_counter()
                sock.sendall(request)
                while not waiting.select(0):
                    started = time.perf_counter()
                    if other.get("/health").status_code != 200:
                        raise SystemExit("/health did not answer 200")
                    health.append(time.perf_counter() - started)
                answer = sock.recv(200)
                uploads.append(time.perf_counter() - sent)
                if not answer.startswith(b"HTTP/1.1 200"):
                    raise SystemExit(f"the screening upload was refused: {answer!r}")
    return health, uploads


def _health_with_slow_connections(engine: LocalEngine, count: int) -> float:
    slow: list[socket.socket] = []
    try:
        for index in range(count):
            sock = socket.create_connection(_address(engine), timeout=10)
            if index % 2:
                sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nx-slow: ")
            slow.append(sock)
        started = time.perf_counter()
        with httpx.Client(base_url=engine.base_url, timeout=10) as fresh:
            if fresh.get("/health").status_code != 200:
                raise SystemExit("/health did not answer 200 beside the slow connections")
        return time.perf_counter() - started
    finally:
        for sock in slow:
            sock.close()


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="1 MiB screening uploads")
    parser.add_argument("--slow", type=int, default=1100, help="slow connections held open")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="voxwell-hostile-") as folder:
        key = f"vxk-bench-{secrets.token_hex(16)}"
        with LocalEngine(Path(folder), api_key=key, workers=1) as engine:
            health, uploads = _health_while_screening(engine, args.repeat)
            first_answer = _health_with_slow_connections(engine, args.slow)
    print(describe_latencies("/health while a 1 MiB value is screened", health))
    print(f"screening uploads: median {_ms(statistics.median(uploads))} over {len(uploads)}")
    print(f"/health for a new client beside {args.slow} slow connections: {_ms(first_answer)}")


if __name__ == "__main__":
    main()

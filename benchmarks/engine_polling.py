"""GET latency of a run with many concurrent pollers, and the engine's idle memory.

    .venv/bin/python benchmarks/engine_polling.py [--pollers 50] [--seconds 10] [--interval 0.5]
                                                  [--repeat 3]

Starts a real engine (``voxwell engine`` as a child process, 2 workers), measures its resident
memory once idle (server and workers, summed from /proc), creates a run, then runs N pollers, each
with its own keep-alive connection, that GET the run every ``--interval`` seconds (0: back to
back) for
``--seconds``, each starting at a random point of its interval (independent clients are not in
step). Prints p50/p95/p99 of the request latency as the pollers see it and the server's
CPU time per GET (a figure that does not depend on how busy the machine is); with several
repeats the medians come last. The pollers run in this process on the same machine, so their own
cost is part of the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from voxwell.launcher.local_engine import LocalEngine

USER = {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"}


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def poll(url: str, key: str, until: float, interval: float, out: list[float]) -> None:
    """One poller on its own keep-alive connection, speaking HTTP/1.1 directly: a client this
    thin keeps its own cost out of the figures (httpx costs about a millisecond a request)."""
    target = httpx.URL(url)
    reader, writer = await asyncio.open_connection(target.host, target.port)
    request = (
        f"GET {target.raw_path.decode()} HTTP/1.1\r\nHost: {target.host}:{target.port}\r\n"
        f"x-api-key: {key}\r\n\r\n"
    ).encode()
    # Independent clients are not in step: each starts at a random point of its interval.
    await asyncio.sleep(random.uniform(0, interval))
    try:
        while time.monotonic() < until:
            started = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            await reader.readexactly(length)
            out.append((time.perf_counter() - started) * 1000)
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(head.decode(errors="replace"))
            if interval:
                await asyncio.sleep(interval)
    finally:
        writer.close()


async def one_round(base: str, key: str, run_id: str, args: argparse.Namespace) -> list[float]:
    latencies: list[float] = []
    until = time.monotonic() + args.seconds
    url = f"{base}/v1/models/mental-wellness/{run_id}"
    await asyncio.gather(
        *(poll(url, key, until, args.interval, latencies) for _ in range(args.pollers))
    )
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pollers", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--interval", type=float, default=0.5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    key = f"vxk-bench-{secrets.token_hex(8)}"
    with tempfile.TemporaryDirectory() as folder, LocalEngine(Path(folder), key, workers=2) as eng:
        assert eng.pid is not None
        time.sleep(3.0)  # let the workers finish importing the analysis before measuring memory
        server = rss_mib(eng.pid)
        workers = [rss_mib(pid) for pid in children(eng.pid)]
        print(
            f"idle memory: server {server:.1f} MiB, {len(workers)} workers "
            f"{' + '.join(f'{w:.1f}' for w in workers)} MiB, total {server + sum(workers):.1f} MiB"
        )
        created = httpx.post(
            f"{eng.base_url}/v1/models/mental-wellness",
            json={"user": USER, "language": "en"},
            headers={"x-api-key": key},
        ).json()
        p95s = []
        for index in range(args.repeat):
            cpu_before = cpu_seconds(eng.pid)
            latencies = asyncio.run(one_round(eng.base_url, key, created["id"], args))
            cpu_per_get = (cpu_seconds(eng.pid) - cpu_before) / len(latencies) * 1000
            p50, p95, p99 = (percentile(latencies, q) for q in (0.5, 0.95, 0.99))
            p95s.append(p95)
            print(
                f"round {index + 1}: {len(latencies)} GETs by {args.pollers} pollers "
                f"(interval {args.interval:g} s): p50 {p50:.2f} ms, p95 {p95:.2f} ms, "
                f"p99 {p99:.2f} ms; server CPU {cpu_per_get:.2f} ms per GET"
            )
        print(f"median p95 over {args.repeat} rounds: {statistics.median(p95s):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

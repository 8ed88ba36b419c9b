"""The team server against the embedded engine: job pickup, throughput, polling, and worker kills.

    .venv/bin/python benchmarks/scale_out.py [--part pickup|throughput|polling|kills|all]
        [--runs 12] [--team-first] [--pickups 20] [--pollers 50] [--poll-seconds 60]
        [--interval 0.25] [--kills 20]

Starts a private PostgreSQL cluster (``tests/postgres_cluster.py``, with fsync on) and real
processes: a team server's API node and ``voxwell engine worker`` (``tests/team_server.py``), or
the embedded engine (``voxwell engine`` on a SQLite data folder) for comparison. Prints:

- **pickup**: from the upload's acknowledgement (the client has the 200) to a worker starting the
  job (procrastinate's ``started`` event), one run at a time on an idle worker: p50, p95, max.
- **throughput**: ``--runs`` runs uploaded at once, from the first upload to the last final state,
  in runs per minute, for 1 and 2 analysis processes, SQLite engine and team server, on the same
  recording (a real 25 s answer).
- **polling**: ``GET`` of a finished run by ``--pollers`` concurrent pollers for
  ``--poll-seconds`` against the SQLite engine and the team server, each every ``--interval``
  seconds (0.25 s, the desktop client's first polling interval; 0: back to back, which measures
  the node's saturation rather than a poll's wait): p50, p95, max, errors.
- **kills**: ``--kills`` trials of SIGKILL to the worker holding a run, with a second worker
  standing by: how many runs ended ``COMPLETE_OK``, ended otherwise, or were stuck (not final
  within 180 s).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import secrets
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from latency import describe_latencies  # noqa: E402  (benchmarks/latency.py, beside this script)
from tests.postgres_cluster import PostgresCluster  # noqa: E402
from tests.team_server import TeamServer, job_started_at  # noqa: E402
from voxwell.launcher.local_engine import LocalEngine  # noqa: E402

_USER = {"userLabel": "scale-out", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
_FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")
_RECORDING = ROOT / "tests" / "fixtures" / "audio" / "mood_answer_en.flac"
_STALLED = {"VOXWELL_STALLED_WORKER_TIMEOUT": "2"}
"""For the kill trials: a killed worker's job is handed on after 2 s (the default is 30 s)."""


def create_run(http: httpx.Client) -> dict[str, str]:
    answer = http.post("/v1/models/mental-wellness", json={"user": _USER, "language": "en"})
    answer.raise_for_status()
    created: dict[str, str] = answer.json()
    return created


def wait_final(http: httpx.Client, run_id: str, within: float) -> str | None:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            answer = http.get(f"/v1/models/mental-wellness/{run_id}")
        except httpx.TransportError:
            answer = None
        if answer is not None and answer.status_code == 200:
            status: str = answer.json()["status"]
            if status in _FINAL:
                return status
        time.sleep(0.05)
    return None


def _client(engine: LocalEngine, key: str) -> httpx.Client:
    return httpx.Client(base_url=engine.base_url, headers={"x-api-key": key}, timeout=60)


@contextmanager
def _team(
    cluster: PostgresCluster, workers: int, concurrency: int, env: dict[str, str] | None = None
) -> Iterator[TeamServer]:
    """A team server with the default settings (``env``: other ones)."""
    with (
        tempfile.TemporaryDirectory() as root,
        TeamServer(cluster, Path(root), workers=workers, concurrency=concurrency, env=env) as team,
    ):
        yield team


def pickup(cluster: PostgresCluster, count: int) -> None:
    recording = _RECORDING.read_bytes()
    delays: list[float] = []
    with (
        _team(cluster, 1, 1) as team,
        _client(team.nodes[0], team.api_key) as http,
    ):
        for _ in range(count):
            run = create_run(http)
            httpx.put(run["recordingUploadUrl"], content=recording, timeout=60)
            acknowledged = time.time()
            started = job_started_at(team.database, run["id"])
            if started is not None:
                delays.append(started - acknowledged)
            wait_final(http, run["id"], 300)
    print(describe_latencies("upload acknowledged -> job started", delays))


def _batch(engine: LocalEngine, key: str, runs: int) -> tuple[float, int]:
    recording = _RECORDING.read_bytes()
    with _client(engine, key) as http:
        created = [create_run(http) for _ in range(runs)]
        started = time.monotonic()
        for run in created:
            httpx.put(run["recordingUploadUrl"], content=recording, timeout=60).raise_for_status()
        outcomes = [wait_final(http, run["id"], 900) for run in created]
        elapsed = time.monotonic() - started
    return runs / elapsed * 60, sum(outcome == "COMPLETE_OK" for outcome in outcomes)


def throughput(cluster: PostgresCluster, runs: int, team_first: bool) -> None:
    def embedded(processes: int) -> None:
        with tempfile.TemporaryDirectory() as folder:
            key = f"vxk-bench-{secrets.token_hex(8)}"
            with LocalEngine(Path(folder), api_key=key, workers=processes) as engine:
                _batch(engine, key, 1)  # the workers have loaded the analysis
                rate, ok = _batch(engine, key, runs)
        print(f"sqlite, {processes} analysis process(es): {rate:.1f} runs/min ({ok}/{runs} OK)")

    def team(processes: int) -> None:
        with _team(cluster, 1, processes) as server:  # ready: its workers have loaded it
            rate, ok = _batch(server.nodes[0], server.api_key, runs)
        print(f"postgresql, {processes} analysis process(es): {rate:.1f} runs/min ({ok}/{runs} OK)")

    for processes in (1, 2):
        for measure in (team, embedded) if team_first else (embedded, team):
            measure(processes)


async def _poll(
    base: str, key: str, path: str, until: float, interval: float, times: list[float]
) -> int:
    errors = 0
    async with httpx.AsyncClient(base_url=base, headers={"x-api-key": key}, timeout=30) as http:
        await asyncio.sleep(random.uniform(0, interval))  # pollers out of step, as apps are
        while time.monotonic() < until:
            if interval:
                await asyncio.sleep(interval)
            began = time.perf_counter()
            try:
                answer = await http.get(path)
                ok = answer.status_code == 200
            except httpx.TransportError:
                ok = False
            times.append(time.perf_counter() - began)
            errors += not ok
    return errors


def _poll_engine(
    engine: LocalEngine, key: str, pollers: int, seconds: float, interval: float
) -> tuple[list[float], int]:
    with _client(engine, key) as http:
        run = create_run(http)
        httpx.put(run["recordingUploadUrl"], content=_RECORDING.read_bytes(), timeout=60)
        wait_final(http, run["id"], 300)
    path = f"/v1/models/mental-wellness/{run['id']}"
    times: list[float] = []

    async def all_pollers() -> list[int]:
        until = time.monotonic() + seconds
        tasks = [_poll(engine.base_url, key, path, until, interval, times) for _ in range(pollers)]
        return list(await asyncio.gather(*tasks))

    return times, sum(asyncio.run(all_pollers()))


def polling(cluster: PostgresCluster, pollers: int, seconds: float, interval: float) -> None:
    every = f"every {interval:g} s" if interval else "back to back"
    with tempfile.TemporaryDirectory() as folder:
        key = f"vxk-bench-{secrets.token_hex(8)}"
        with LocalEngine(Path(folder), api_key=key, workers=1) as engine:
            times, errors = _poll_engine(engine, key, pollers, seconds, interval)
    name = f"GET run, {pollers} pollers {every}, SQLite"
    print(describe_latencies(name, times) + f" errors={errors}")
    with _team(cluster, 1, 1) as team:
        times, errors = _poll_engine(team.nodes[0], team.api_key, pollers, seconds, interval)
    name = f"GET run, {pollers} pollers {every}, PostgreSQL"
    print(describe_latencies(name, times) + f" errors={errors}")


def kills(cluster: PostgresCluster, trials: int) -> None:
    recording = (ROOT / "tests" / "fixtures" / "audio" / "read_passage_en.flac").read_bytes()
    outcomes: list[str] = []
    recovered: list[float] = []
    with _team(cluster, 2, 1, _STALLED) as team, _client(team.nodes[0], team.api_key) as http:
        for _ in range(trials):
            run = create_run(http)
            httpx.put(run["recordingUploadUrl"], content=recording, timeout=60).raise_for_status()
            mark = f"run_id='{run['id']}'"
            holder = None
            deadline = time.monotonic() + 120
            while holder is None and time.monotonic() < deadline:
                for worker in team.workers:
                    if any(mark in line for line in list(worker.output)):
                        holder = worker
                time.sleep(0.02)
            if holder is None:
                outcomes.append("never started")
                continue
            holder.kill()
            killed = time.monotonic()
            outcome = wait_final(http, run["id"], 180)
            recovered.append(time.monotonic() - killed)
            outcomes.append(outcome or "stuck")
            holder.start()
    ok = outcomes.count("COMPLETE_OK")
    stuck = outcomes.count("stuck") + outcomes.count("never started")
    print(
        f"worker kill -9 trials: {trials}; COMPLETE_OK {ok}, other final "
        f"{trials - ok - stuck}, lost or stuck {stuck}; kill to final state median "
        f"{statistics.median(recovered):.1f} s, max {max(recovered):.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", default="all")
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--pickups", type=int, default=20)
    parser.add_argument("--pollers", type=int, default=50)
    parser.add_argument("--poll-seconds", type=float, default=60.0)
    parser.add_argument(
        "--interval", type=float, default=0.25, help="between one poller's requests (0: none)"
    )
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument(
        "--team-first", action="store_true", help="throughput: the team server before SQLite"
    )
    args = parser.parse_args()
    parts = ("pickup", "throughput", "polling", "kills") if args.part == "all" else (args.part,)
    with PostgresCluster(durable=True) as cluster:
        for part in parts:
            if part == "pickup":
                pickup(cluster, args.pickups)
            elif part == "throughput":
                throughput(cluster, args.runs, args.team_first)
            elif part == "polling":
                polling(cluster, args.pollers, args.poll_seconds, args.interval)
            elif part == "kills":
                kills(cluster, args.kills)
            else:
                parser.error(f"unknown part {part!r}")


if __name__ == "__main__":
    threading.current_thread().name = "scale-out"
    main()

"""A team server before and after a database restart: job pickup, and runs per minute.

    .venv/bin/python benchmarks/team_restart.py [--pickups 20] [--runs 12] [--rounds 3]
        [--outage 15]

Starts a private PostgreSQL cluster (``tests/postgres_cluster.py``, fsync on) and a team server of
one API node and two workers, one analysis process each (``tests/team_server.py``). Each round
prints, then the medians over the rounds:

- **pickup before** and **pickup after**: from an upload's acknowledgement (the client has the
  200) to a worker starting the job (procrastinate's ``started`` event), one run at a time so
  the workers are idle: p50, p95, max. These runs upload an 8 s recording (too short to
  analyse: it ends soon; a job starts alike whatever it holds). "After" is measured once the
  database, stopped for ``--outage`` seconds and started again, answers and every worker
  listens again: notifications must be back (p95 of milliseconds), not polling (seconds).
- **throughput**: ``--runs`` runs uploaded at once, from the first upload to the last final
  state, in runs per minute with the two workers, on a real 25 s answer.

The load average (1 min) is printed at the start and the end: on the project's shared 2-core
machine the figures move with what else runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from latency import describe_latencies  # noqa: E402  (benchmarks/latency.py, beside this script)
from scale_out import create_run, wait_final  # noqa: E402  (benchmarks/scale_out.py)
from tests.postgres_cluster import PostgresCluster  # noqa: E402
from tests.team_server import TeamServer, job_started_at  # noqa: E402

_AUDIO = ROOT / "tests" / "fixtures" / "audio"
_RECORDING = (_AUDIO / "mood_answer_en.flac").read_bytes()  # a real 25 s answer
_SHORT = (_AUDIO / "short_8s.flac").read_bytes()  # too short: ends soon, for the pickups


def _pickups(team: TeamServer, http: httpx.Client, count: int) -> list[float]:
    delays = []
    for _ in range(count):
        run = create_run(http)
        httpx.put(run["recordingUploadUrl"], content=_SHORT, timeout=60).raise_for_status()
        acknowledged = time.time()
        started = job_started_at(team.database, run["id"])
        if started is not None:
            delays.append(started - acknowledged)
        wait_final(http, run["id"], 600)
    return delays


def _throughput(http: httpx.Client, runs: int) -> float:
    created = [create_run(http) for _ in range(runs)]
    started = time.monotonic()
    for run in created:
        httpx.put(run["recordingUploadUrl"], content=_RECORDING, timeout=60).raise_for_status()
    for run in created:
        wait_final(http, run["id"], 600)
    return runs / (time.monotonic() - started) * 60


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _round(cluster: PostgresCluster, args: argparse.Namespace) -> tuple[float, float, float]:
    with (
        tempfile.TemporaryDirectory() as root,
        TeamServer(cluster, Path(root), workers=2, concurrency=1) as team,
        httpx.Client(
            base_url=team.nodes[0].base_url, headers={"x-api-key": team.api_key}, timeout=60
        ) as http,
    ):
        before = _pickups(team, http, args.pickups)
        print(describe_latencies("  pickup before the restart", before))
        listening = [worker.listens() for worker in team.workers]
        cluster.stop()
        time.sleep(args.outage)  # the outage itself: a duration, not a wait for a condition
        cluster.start_again()
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and any(
            worker.listens() <= seen for worker, seen in zip(team.workers, listening, strict=True)
        ):
            time.sleep(0.05)
        after = _pickups(team, http, args.pickups)
        print(describe_latencies("  pickup after the restart", after))
        rate = _throughput(http, args.runs)
        print(f"  throughput, 2 workers: {rate:.1f} runs/min")
    return _p95(before), _p95(after), rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pickups", type=int, default=20)
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--outage", type=float, default=15.0)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    results = []
    with PostgresCluster(durable=True) as cluster:
        for index in range(args.rounds):
            print(f"round {index + 1}:")
            results.append(_round(cluster, args))
    before, after, rates = (statistics.median(column) for column in zip(*results, strict=True))
    print(
        f"median of {args.rounds} rounds: pickup p95 before {before * 1000:.1f} ms, "
        f"after {after * 1000:.1f} ms; {rates:.1f} runs/min with 2 workers"
    )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

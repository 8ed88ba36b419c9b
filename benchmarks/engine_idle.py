"""What an engine that never analyses costs: CPU and memory from its start to its stop.

    .venv/bin/python benchmarks/engine_idle.py [--trials 5] [--workers 2] [--idle 10] [--run]

Each trial starts a real engine (``LocalEngine``: ``voxwell engine`` as a child process) on a
fresh data folder, leaves it idle for ``--idle`` seconds (longer than its workers take to load
the recognisers), and stops it. With ``--run`` a run (never uploaded) is created first, which
starts the analysis workers, as for an app that records; without it the engine only answers,
as for an app opened to review history. Prints, per trial, the CPU seconds of the engine and
every process it started (reaped children, Linux and macOS) and the peak resident memory of the
largest of them, then the medians.
"""

from __future__ import annotations

import argparse
import resource
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from voxwell.launcher.local_engine import LocalEngine

USER = {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"}


def _children() -> tuple[float, float]:
    """CPU seconds of the reaped children so far, and the peak resident MB of the largest."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    per_kb = 1 if sys.platform != "darwin" else 1024  # macOS reports bytes
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / per_kb / 1024


def create_run(engine: LocalEngine, key: str) -> None:
    """Create a run (never uploaded): the engine starts its analysis workers with its first."""
    created = httpx.post(
        f"{engine.base_url}/v1/models/mental-wellness",
        json={"user": USER, "language": "en"},
        headers={"x-api-key": key},
        timeout=30,
    )
    created.raise_for_status()


def one_trial(workers: int, idle: float, run: bool) -> float:
    with tempfile.TemporaryDirectory(prefix="voxwell-idle-") as folder:
        key = f"vxk-{secrets.token_hex(16)}"
        with LocalEngine(Path(folder), api_key=key, workers=workers) as engine:
            if run:
                create_run(engine, key)
            time.sleep(idle)  # a benchmark's idle period, not a wait for a condition
    return _children()[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--run", action="store_true", help="create a run: the workers start")
    args = parser.parse_args()
    spent = []
    before = 0.0
    for trial in range(args.trials):
        total = one_trial(args.workers, args.idle, args.run)
        spent.append(total - before)
        before = total
        print(f"trial {trial + 1}: {spent[-1]:.2f} CPU-s", flush=True)
    peak = _children()[1]
    what = "one run created" if args.run else "no run"
    print(
        f"median of {len(spent)} (workers={args.workers}, idle={args.idle:g} s, {what}): "
        f"{statistics.median(spent):.2f} CPU-s; largest process peaked at {peak:.0f} MB"
    )


if __name__ == "__main__":
    main()

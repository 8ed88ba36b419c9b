"""How long an idle engine takes to stop: the wait the desktop app adds to its exit.

    .venv/bin/python benchmarks/engine_stop.py [--trials 5] [--workers 2] [--settle 8]

Each trial starts a real engine (``LocalEngine``: ``voxwell engine`` as a child process) on a
fresh data folder, waits ``--settle`` seconds so its analysis workers have loaded (as in an app
that has been open a while), then times ``LocalEngine.stop()`` (SIGTERM, wait for the exit).
With ``--settle 0`` the engine is stopped as soon as it answers, while its workers still load.
Prints each trial, then the median.
"""

from __future__ import annotations

import argparse
import secrets
import statistics
import tempfile
import time
from pathlib import Path

from voxwell.launcher.local_engine import LocalEngine


def one_trial(workers: int, settle: float) -> float:
    with tempfile.TemporaryDirectory(prefix="voxwell-stop-") as folder:
        engine = LocalEngine(Path(folder), api_key=secrets.token_urlsafe(32), workers=workers)
        engine.start(120.0)
        time.sleep(settle)  # a benchmark's idle period, not a wait for a condition
        started = time.perf_counter()
        engine.stop()
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--settle", type=float, default=8.0)
    args = parser.parse_args()
    times = []
    for trial in range(args.trials):
        seconds = one_trial(args.workers, args.settle)
        times.append(seconds)
        print(f"trial {trial + 1}: stop took {seconds * 1000:.0f} ms", flush=True)
    print(
        f"median of {len(times)} (workers={args.workers}, settle={args.settle:g} s): "
        f"{statistics.median(times) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()

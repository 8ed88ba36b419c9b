"""How long an idle engine takes to stop: the wait the desktop app adds to its exit.

    .venv/bin/python benchmarks/engine_stop.py [--trials 5] [--workers 2] [--settle 8]

Each trial starts a real engine (``LocalEngine``: ``voxwell engine`` as a child process) on a
fresh data folder and creates a run (never uploaded), which starts its analysis workers; it
waits ``--settle`` seconds so they have loaded (as in an app that has recorded a while ago), then
times ``LocalEngine.stop()`` (SIGTERM, wait for the exit). With ``--settle 0`` the engine is
stopped as soon as the run is created, while its workers still load; with ``--no-run`` no run is
created and the engine has no worker to stop (an app opened only to review). Prints each trial,
then the median.
"""

from __future__ import annotations

import argparse
import secrets
import statistics
import tempfile
import time
from pathlib import Path

from engine_idle import create_run  # the same folder
from voxwell.launcher.local_engine import LocalEngine


def one_trial(workers: int, settle: float, run: bool) -> float:
    with tempfile.TemporaryDirectory(prefix="voxwell-stop-") as folder:
        key = f"vxk-{secrets.token_hex(16)}"
        engine = LocalEngine(Path(folder), api_key=key, workers=workers)
        engine.start(120.0)
        if run:  # the engine's workers start with its first run
            create_run(engine, key)
        time.sleep(settle)  # a benchmark's idle period, not a wait for a condition
        started = time.perf_counter()
        engine.stop()
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--settle", type=float, default=8.0)
    parser.add_argument("--no-run", action="store_true", help="create no run: no worker starts")
    args = parser.parse_args()
    times = []
    for trial in range(args.trials):
        seconds = one_trial(args.workers, args.settle, not args.no_run)
        times.append(seconds)
        print(f"trial {trial + 1}: stop took {seconds * 1000:.0f} ms", flush=True)
    print(
        f"median of {len(times)} (workers={args.workers}, settle={args.settle:g} s, "
        f"{'no run' if args.no_run else 'one run created'}): "
        f"{statistics.median(times) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()

"""Start-up of the desktop app: launch to an interactive window, and to the local engine ready.

Each run is a new process: ``python -m voxwell --offscreen --startup-report FILE`` opens the main
window offscreen, starts the bundled engine as its child, writes the wall-clock times at which
the window was shown, the event loop first ran with it on screen ("interactive") and the engine
answered ready, then closes. Times are measured from just before the process is launched. The
first run (cold engine store) is reported apart; the figures are medians of the other runs.

Usage:

    python benchmarks/gui_startup.py [--runs N]

Targets (issue): interactive window <= 2 s, engine ready <= 3 s on the 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def one_start(home: Path) -> dict[str, float]:
    report = home / "startup.json"
    report.unlink(missing_ok=True)
    env = {**os.environ, "VOXWELL_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    launched = time.time()
    done = subprocess.run(
        [sys.executable, "-m", "voxwell", "--offscreen", "--startup-report", str(report)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    ended = time.time()
    if done.returncode != 0 or not report.exists():
        raise SystemExit(f"the app failed (exit {done.returncode}):\n{done.stderr[-2000:]}")
    times = json.loads(report.read_text())
    return {
        "imported": times["module_imported"] - launched,
        "shown": times["window_shown"] - launched,
        "interactive": times["interactive"] - launched,
        "engine_ready": times["engine_ready"] - launched,
        "whole_run": ended - launched,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="voxwell-startup-") as folder:
        home = Path(folder)
        first = one_start(home)
        runs = [one_start(home) for _ in range(args.runs)]
    names = ("imported", "shown", "interactive", "engine_ready", "whole_run")
    print(f"GUI start-up, {args.runs} runs after one cold run (seconds from launch)")
    print(f"{'phase':<14}{'cold':>8}{'median':>8}{'min':>8}{'max':>8}")
    for name in names:
        values = [run[name] for run in runs]
        print(
            f"{name:<14}{first[name]:>8.2f}{statistics.median(values):>8.2f}"
            f"{min(values):>8.2f}{max(values):>8.2f}"
        )
    print("targets: interactive <= 2.00 s, engine_ready <= 3.00 s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

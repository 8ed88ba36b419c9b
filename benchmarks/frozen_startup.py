"""Cold start of the frozen app to its main window, and the size of the one-folder build.

Each run is a new process of the frozen executable: ``Voxwell --offscreen --startup-report
FILE`` opens the main window offscreen, starts the bundled engine as its child (the frozen
``Voxwell engine``), writes the wall-clock times at which the window was shown, the event loop
first ran with it on screen ("interactive") and the engine answered ready, then closes. Times
are measured from just before the process is launched, in a throwaway VOXWELL_HOME. The first
run (files not yet in the page cache, empty engine store) is reported apart; the other figures
are medians of the remaining runs.

Usage (after packaging/build.sh):

    python3 benchmarks/frozen_startup.py [APP_EXECUTABLE] [--runs N]

APP_EXECUTABLE defaults to dist/Voxwell/Voxwell. Target (issue): window <= 2 s.
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

ROOT = Path(__file__).resolve().parent.parent
MARKS = ("window_shown", "interactive", "engine_ready")


def one_start(executable: Path, home: Path) -> dict[str, float]:
    report = home / "startup.json"
    report.unlink(missing_ok=True)
    env = {**os.environ, "VOXWELL_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    launched = time.time()
    done = subprocess.run(
        [str(executable), "--offscreen", "--startup-report", str(report)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    if done.returncode != 0 or not report.exists():
        raise SystemExit(f"the app did not start:\n{done.stdout}\n{done.stderr[-3000:]}")
    times = json.loads(report.read_text(encoding="utf-8"))
    return {mark: times[mark] - launched for mark in MARKS if mark in times}


def folder_size_mb(folder: Path) -> float:
    total = sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_symlink())
    return total / 1_000_000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", nargs="?", type=Path, default=ROOT / "dist/Voxwell/Voxwell")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    executable: Path = args.executable
    if not executable.exists():
        print(f"{executable} does not exist: run packaging/build.sh first", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="voxwell-startup-") as folder:
        runs = [one_start(executable, Path(folder)) for _ in range(args.runs)]
    print(f"executable: {executable}")
    first, later = runs[0], runs[1:] or runs
    for mark in MARKS:
        values = [run[mark] for run in later if mark in run]
        if not values:
            continue
        print(
            f"{mark:>12}: median {statistics.median(values):.2f} s over {len(values)} runs "
            f"(min {min(values):.2f}, max {max(values):.2f}); first run {first.get(mark, 0):.2f} s"
        )
    app_folder = executable.resolve().parent
    if (app_folder / "_internal").is_dir():
        print(f"one-folder build: {folder_size_mb(app_folder):.0f} MB ({app_folder})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

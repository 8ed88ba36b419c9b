"""Cold start of the frozen app to its main window, and the size of the one-folder build.

Runs ``<app> self-test --window-only`` several times: each run is a new process that loads the
bundled Python, imports the desktop app, opens the main window offscreen and closes it. The
self-test logs the wall-clock time at which the window was shown; the time from launching the
process to that moment is the figure (median of the runs; the first run is reported apart, as
it may read the files from disk rather than the page cache).

Usage (after packaging/build.sh):

    python benchmarks/frozen_startup.py [APP_EXECUTABLE] [--runs N]

APP_EXECUTABLE defaults to dist/Voxwell/Voxwell. Pass ``.venv/bin/voxwell`` to compare with the
app run from source.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOWN = re.compile(r"window .* shown and closed in [\d.]+ s \(at ([\d.]+)\)")


def one_start(executable: Path) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    launched = time.time()
    result = subprocess.run(
        [str(executable), "self-test", "--window-only"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    match = SHOWN.search(result.stderr)
    if result.returncode != 0 or match is None:
        raise SystemExit(f"the window did not open:\n{result.stdout}\n{result.stderr[-2000:]}")
    return float(match.group(1)) - launched


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
    times = [one_start(executable) for _ in range(args.runs)]
    print(f"executable: {executable}")
    print(f"start to window shown, first run: {times[0]:.2f} s")
    later = times[1:] or times
    print(
        f"start to window shown, median of {len(later)} later runs: "
        f"{statistics.median(later):.2f} s (min {min(later):.2f}, max {max(later):.2f})"
    )
    internal = executable.resolve().parent
    if (internal / "_internal").is_dir():
        print(f"one-folder build: {folder_size_mb(internal):.0f} MB ({internal})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Batch throughput: N recordings of 60 s through ``voxwell analyze --jobs J`` on the local engine.

    .venv/bin/python benchmarks/batch.py [--files 20] [--seconds 60] [--jobs 4] [--repeat 3]

Each repeat runs the real command line in a child process (which starts its own engine and stops
it after) and prints the total wall time and every file's turnaround (from creating its run to
its final status, as ``voxwell analyze`` reports it). With several repeats the medians are
printed last. The recordings are made from the committed speech fixtures: the read-aloud passage
and the mood answer joined, each file starting at a different point so no two are identical.
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

import numpy as np
import soundfile

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "audio"
SOURCES = ("read_passage_en.flac", "mood_answer_en.flac")


def make_recordings(folder: Path, count: int, seconds: float) -> list[Path]:
    """``count`` FLAC files of ``seconds`` each, cut from the fixtures joined in a loop."""
    parts = []
    rate = 0
    for name in SOURCES:
        data, rate = soundfile.read(FIXTURES / name, dtype="float32", always_2d=True)
        parts.append(data[:, 0])
    speech = np.concatenate(parts)
    length = int(seconds * rate)
    looped = np.tile(speech, int(np.ceil((length + len(speech)) / len(speech))))
    paths = []
    for index in range(count):
        start = (index * len(speech)) // count
        path = folder / f"speech_{index + 1:02d}.flac"
        soundfile.write(path, looped[start : start + length], rate, subtype="PCM_16")
        paths.append(path)
    return paths


def run_once(files: list[Path], jobs: int, out: Path) -> tuple[float, list[float], int]:
    command = [
        sys.executable, "-m", "voxwell", "analyze", *map(str, files),
        "--user-label", "benchmark", "--dob", "1980-01-01", "--sex", "UNKNOWN",
        "--language", "en", "--jobs", str(jobs), "--out", str(out),
    ]  # fmt: skip
    env = {key: value for key, value in os.environ.items() if key != "VOXWELL_API_KEY"}
    started = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    if done.returncode not in (0, 1):
        sys.exit(f"voxwell analyze failed ({done.returncode}):\n{done.stderr}")
    items = json.loads(out.read_text(encoding="utf-8"))["items"]
    failed = sum(1 for item in items if not item["ok"])
    return wall, [float(item["turnaroundSecs"]) for item in items], failed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="voxwell-bench-") as scratch:
        folder = Path(scratch)
        files = make_recordings(folder, args.files, args.seconds)
        print(
            f"{args.files} files of {args.seconds:.0f} s, --jobs {args.jobs}, "
            f"{os.cpu_count()} CPUs, {args.repeat} repeat(s)"
        )
        walls: list[float] = []
        medians: list[float] = []
        for repeat in range(1, args.repeat + 1):
            wall, turnarounds, failed = run_once(files, args.jobs, folder / "results.json")
            walls.append(wall)
            medians.append(statistics.median(turnarounds))
            load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            print(
                f"\nrun {repeat}: total wall time {wall:.1f} s ({failed} failed; "
                f"load average {load:.1f} at the end: other work on the machine slows this)"
            )
            for path, seconds in zip(files, turnarounds, strict=True):
                print(f"  {path.name}  turnaround {seconds:6.1f} s")
            print(
                f"  turnaround median {statistics.median(turnarounds):.1f} s, "
                f"min {min(turnarounds):.1f} s, max {max(turnarounds):.1f} s; "
                f"{args.files * args.seconds / wall:.1f} s of audio per second of wall time"
            )
        if args.repeat > 1:
            wall = statistics.median(walls)
            print(
                f"\nmedian of {args.repeat} runs: total wall time {wall:.1f} s, "
                f"per-file turnaround median {statistics.median(medians):.1f} s"
            )


if __name__ == "__main__":
    main()

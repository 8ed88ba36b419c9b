"""Resident memory of the engine's whole process tree: idle, during analyses, and after them.

    .venv/bin/python benchmarks/engine_memory.py [--workers 2] [--runs 3] [--seconds 60]
                                                 [--idle-timeout 180] [--no-wait]

Starts a real engine as the app does (``LocalEngine``, ``--workers`` analysis workers at most:
the app's engine gets 2 whatever the core count, see ``launcher.engine_launch``), and samples
the summed resident memory (VmRSS, Linux /proc) of the engine and every process below it every
50 ms. It prints the tree's memory idle after start (median over 5 s), its peak during
``--runs`` two-recording analyses one after another (mood answer fixture, then a read-aloud
recording of ``--seconds`` of the committed fixtures), and then, unless ``--no-wait``, how long
after the last run the tree is back under 250 MB with the workers' idle setting at
``--idle-timeout`` (the engine's default, 180 s). The targets (the memory issue): idle
<= 150 MB, peak <= 900 MB, <= 250 MB again within 5 minutes.
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from batch import FIXTURES, make_recordings  # the recordings of the batch benchmark (same folder)
from voxwell.launcher.local_engine import LocalEngine

USER = {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"}
SAMPLE_SECONDS = 0.05
BACK_UNDER_MB = 250.0


def _children_of(pid: int) -> list[int]:
    found: list[int] = []
    for children in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(child) for child in children.read_text().split()]
        except OSError:
            continue
    return found


def tree_pids(root: int) -> list[int]:
    """``root`` and every process below it (Linux /proc)."""
    found, pending = [], [root]
    while pending:
        pid = pending.pop()
        found.append(pid)
        pending += _children_of(pid)
    return found


def tree_rss_mb(root: int) -> float:
    """Summed VmRSS of ``root`` and every process below it, in MB."""
    total_kb = 0
    for pid in tree_pids(root):
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except OSError:
            continue  # it ended between the listing and the read
    return total_kb / 1024


class Sampler:
    """Samples the tree's memory on a thread; ``peak_since(mark)`` reads the largest since."""

    def __init__(self, root: int) -> None:
        self._root = root
        self.samples: list[tuple[float, float]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(SAMPLE_SECONDS):
            self.samples.append((time.monotonic(), tree_rss_mb(self._root)))

    def between(self, start: float, end: float) -> list[float]:
        return [mb for at, mb in list(self.samples) if start <= at <= end]

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def two_recording_run(http: httpx.Client, read_aloud: Path) -> str:
    created = http.post("/v1/models/apollo", json={"user": USER, "language": "en"}).json()
    urls = created["uploadUrls"]
    mood = (FIXTURES / "mood_answer_en.flac").read_bytes()
    httpx.put(urls["moodQuestionUploadUrl"], content=mood, timeout=60).raise_for_status()
    httpx.put(urls["readAloudUploadUrl"], content=read_aloud.read_bytes(), timeout=60)
    while True:
        run = http.get(f"/v1/models/apollo/{created['id']}").json()
        if run["status"] in ("COMPLETE_OK", "COMPLETE_ERROR"):
            return str(run.get("errorCode") or run["status"])
        time.sleep(0.1)  # polling a real run, as the app does


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--idle-timeout", type=float, default=180.0)
    parser.add_argument("--no-wait", action="store_true", help="stop after the runs")
    args = parser.parse_args()
    key = f"vxk-bench-{secrets.token_hex(8)}"
    env = {"VOXWELL_WORKER_IDLE_TIMEOUT": f"{args.idle_timeout:g}"}
    with tempfile.TemporaryDirectory(prefix="voxwell-memory-") as scratch:
        folder = Path(scratch)
        recordings = make_recordings(folder, args.runs, args.seconds)
        engine = LocalEngine(folder / "engine", key, workers=args.workers, env=env)
        with engine, httpx.Client(headers={"x-api-key": key}, timeout=30) as http:
            http.base_url = httpx.URL(engine.base_url)
            assert engine.pid is not None
            sampler = Sampler(engine.pid)
            start = time.monotonic()
            time.sleep(5.0)  # the idle period measured, not a wait for a condition
            idle = sampler.between(start, time.monotonic())
            print(
                f"{os.cpu_count()} CPUs, workers={args.workers}, load {os.getloadavg()[0]:.2f}; "
                f"idle after start: median {statistics.median(idle):.0f} MB, "
                f"max {max(idle):.0f} MB"
            )
            begun = time.monotonic()
            for index, recording in enumerate(recordings):
                outcome = two_recording_run(http, recording)
                peak = max(sampler.between(begun, time.monotonic()))
                print(f"two-recording run {index + 1}: {outcome}; tree peak so far {peak:.0f} MB")
            last = time.monotonic()
            print(f"peak during {args.runs} runs: {max(sampler.between(begun, last)):.0f} MB")
            if not args.no_wait:
                limit = last + args.idle_timeout + 120.0
                while time.monotonic() < limit:
                    time.sleep(1.0)  # sampling continues; the check below reads it
                    recent = sampler.between(time.monotonic() - 1.0, time.monotonic())
                    if recent and max(recent) <= BACK_UNDER_MB:
                        print(
                            f"under {BACK_UNDER_MB:.0f} MB again {time.monotonic() - last:.0f} s "
                            f"after the last run ({max(recent):.0f} MB)"
                        )
                        break
                else:
                    print(f"still over {BACK_UNDER_MB:.0f} MB {limit - last:.0f} s after")
            sampler.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Upload of the last recording to ``COMPLETE_OK``: the latency a user waits for a result.

    .venv/bin/python benchmarks/engine_latency.py [--seconds 60] [--trials 10] [--kind both]

Starts a real engine (``voxwell engine`` as a child process, one worker per core), then for each
trial creates a run, uploads the recording(s) and polls every 20 ms until the run is final. The
clock starts when the PUT of the last recording begins and stops at the first GET that answers
``COMPLETE_OK``. Runs go one at a time (latency, not throughput). The mental wellness run uploads
one recording of ``--seconds``; the two-recording run uploads the mood answer fixture first
(untimed) and then a read-aloud recording of ``--seconds``. The recording is cut from the
committed speech fixtures joined (read-aloud passage, then mood answer), each trial starting at a
different point. Prints each trial, then p50 and p95 per kind. The first run, sent as soon as the
engine answers, is timed on its own ("first job after start": its worker may still be loading the
recognisers), and at the end the peak memory of each analysis worker (VmHWM, Linux).
"""

from __future__ import annotations

import argparse
import os
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from batch import FIXTURES, make_recordings  # the recordings of the batch benchmark (same folder)
from voxwell.launcher.local_engine import LocalEngine

USER = {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def one_trial(http: httpx.Client, kind: str, recording: Path) -> tuple[float, str]:
    body = {"user": USER, "language": "en"}
    created = http.post(f"/v1/models/{kind}", json=body).json()
    if kind == "apollo":
        urls = created["uploadUrls"]
        mood = (FIXTURES / "mood_answer_en.flac").read_bytes()
        httpx.put(urls["moodQuestionUploadUrl"], content=mood, timeout=60).raise_for_status()
        last_url = urls["readAloudUploadUrl"]
    else:
        last_url = created["recordingUploadUrl"]
    content = recording.read_bytes()
    started = time.perf_counter()
    httpx.put(last_url, content=content, timeout=60).raise_for_status()
    while True:
        run = http.get(f"/v1/models/{kind}/{created['id']}").json()
        if run["status"] in ("COMPLETE_OK", "COMPLETE_ERROR"):
            return time.perf_counter() - started, run.get("errorCode") or run["status"]
        time.sleep(0.02)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--kind", choices=("mental-wellness", "apollo", "both"), default="both")
    args = parser.parse_args()
    kinds = ["mental-wellness", "apollo"] if args.kind == "both" else [args.kind]
    key = f"vxk-bench-{secrets.token_hex(8)}"
    with tempfile.TemporaryDirectory(prefix="voxwell-bench-") as scratch:
        folder = Path(scratch)
        recordings = make_recordings(folder, args.trials, args.seconds)
        print(f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
        engine = LocalEngine(folder / "engine", key)
        with engine, httpx.Client(headers={"x-api-key": key}) as http:
            http.base_url = httpx.URL(engine.base_url)
            # The first job after the engine started (its worker loads the recognisers first).
            first, outcome = one_trial(http, "mental-wellness", recordings[0])
            print(f"first job after start: {first:.2f} s ({outcome})")
            for kind in kinds:
                times = []
                for index, recording in enumerate(recordings):
                    elapsed, outcome = one_trial(http, kind, recording)
                    print(f"{kind} trial {index + 1}: {elapsed:.2f} s ({outcome})")
                    if outcome == "COMPLETE_OK":
                        times.append(elapsed)
                if times:
                    print(
                        f"{kind}: {len(times)} of {len(recordings)} OK, "
                        f"p50 {statistics.median(times):.2f} s, "
                        f"p95 {percentile(times, 0.95):.2f} s, max {max(times):.2f} s "
                        f"(load average {os.getloadavg()[0]:.2f} at end)"
                    )
            for pid, peak in worker_peaks(engine.pid):
                print(f"analysis worker {pid}: peak memory {peak:.0f} MB")
    return 0


def worker_peaks(engine_pid: int | None) -> list[tuple[int, float]]:
    """(pid, peak resident MB) of the engine's child processes (Linux /proc; else none)."""
    peaks = []
    for children in Path(f"/proc/{engine_pid}/task").glob("*/children"):
        for pid in children.read_text().split():
            status = Path(f"/proc/{pid}/status")
            for line in status.read_text().splitlines() if status.exists() else []:
                if line.startswith("VmHWM:"):
                    peaks.append((int(pid), int(line.split()[1]) / 1024))
    return peaks


if __name__ == "__main__":
    sys.exit(main())

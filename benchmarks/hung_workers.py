"""How long a run takes to end when every analysis worker hangs (Linux: SIGSTOP).

    .venv/bin/python benchmarks/hung_workers.py [--trials 3] [--job-timeout 15]

Each trial starts a real engine (``LocalEngine``, 2 workers, the job limit ``--job-timeout``),
has both workers load by analysing two runs at once, stops both workers with SIGSTOP, then
creates and uploads a new run (the 39 s mood answer fixture) and polls it until it is final,
asking ``/health`` between polls. Prints, per trial, the seconds from the upload to the final
state, the outcome and the slowest ``/health`` answer, then the medians. The target (the memory
issue): the run ends within 25 s (job limit plus a few seconds) and ``/health`` answers all along.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.engine.engine_helpers import analysis_workers  # noqa: E402 (the tests' own test)
from voxwell.launcher.local_engine import LocalEngine  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "audio"
USER = {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"}
FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")


def _run(http: httpx.Client, recording: str) -> str:
    created = http.post("/v1/models/mental-wellness", json={"user": USER, "language": "en"})
    created.raise_for_status()
    run = created.json()
    content = (FIXTURES / recording).read_bytes()
    httpx.put(run["recordingUploadUrl"], content=content, timeout=60).raise_for_status()
    return str(run["id"])


def _final(http: httpx.Client, run_id: str) -> dict[str, object]:
    while True:
        run: dict[str, object] = http.get(f"/v1/models/mental-wellness/{run_id}").json()
        if run["status"] in FINAL:
            return run
        time.sleep(0.1)  # polling a real run, as the app does


def one_trial(job_timeout: float) -> tuple[float, str, float]:
    key = f"vxk-bench-{secrets.token_hex(8)}"
    env = {"VOXWELL_JOB_TIMEOUT": f"{job_timeout:g}"}
    with tempfile.TemporaryDirectory(prefix="voxwell-hung-") as folder:
        engine = LocalEngine(Path(folder), api_key=key, workers=2, env=env)
        with engine, httpx.Client(headers={"x-api-key": key}, timeout=30) as http:
            http.base_url = httpx.URL(engine.base_url)
            loading = [_run(http, "short_8s.flac") for _ in range(2)]  # both slots get a worker
            for run_id in loading:
                _final(http, run_id)
            hung = analysis_workers(engine.pid or 0)
            for pid in hung:
                os.kill(pid, signal.SIGSTOP)
            try:
                run_id = _run(http, "mood_answer_en.flac")
                uploaded = time.monotonic()
                slowest = 0.0
                while True:
                    asked = time.perf_counter()
                    http.get("/health", timeout=5).raise_for_status()
                    slowest = max(slowest, time.perf_counter() - asked)
                    run = http.get(f"/v1/models/mental-wellness/{run_id}").json()
                    if run["status"] in FINAL:
                        break
                    time.sleep(0.1)  # polling a real run, as the app does
                took = time.monotonic() - uploaded
            finally:
                for pid in hung:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
    return took, str(run.get("errorCode") or run["status"]), slowest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=3)
    parser.add_argument("--job-timeout", type=float, default=15.0)
    args = parser.parse_args()
    took, slowest = [], []
    for trial in range(args.trials):
        seconds, outcome, health = one_trial(args.job_timeout)
        took.append(seconds)
        slowest.append(health)
        print(
            f"trial {trial + 1}: final {seconds:.1f} s after the upload ({outcome}); "
            f"slowest /health {1000 * health:.0f} ms; load {os.getloadavg()[0]:.2f}",
            flush=True,
        )
    print(
        f"median of {args.trials}: final after {statistics.median(took):.1f} s "
        f"(job limit {args.job_timeout:g} s); slowest /health {1000 * max(slowest):.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

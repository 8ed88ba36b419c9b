"""Real-time monitoring (``/v1/monitor``) on this machine: figures printed, nothing asserted.

On one local engine (started here, recognisers warmed by a first session), per run:

- **speech-to-caption latency**: one session of real English speech (LJ001-0001 … 0004, about
  28 s) paced in real time; for each final transcript, the time from the moment the audio of its
  last word had been sent to the moment the caption arrived; then the same for one Spanish
  session (the Common Voice clips twice: short utterances, each closed by a pause of 1 s);
- **CPU per audio second**: the engine process's CPU time (user + system, from /proc) over one
  session sent as fast as the engine takes it, divided by its audio seconds: the English speech
  (Whisper tiny.en) and the Spanish (Whisper base);
- **4 concurrent sessions**: two English (LJ) and two Spanish (Common Voice clips twice) sessions
  paced in real time at once; the lag of each ``PROGRESS`` behind the audio it reports (arrival
  minus the moment that second of audio was sent) and the caption latency under that load. The
  sessions keep real time when the lag stays bounded (under 2 s at its maximum);
- **polls of another client** meanwhile: a client that polls a run every 100 ms, as the app
  does, with and without the 4 sessions streaming; p50 and p95 of its response times (target
  p95 <= 50 ms: recognition runs in processes of its own, not the server's).

CPU is counted over the engine's whole process tree (the server and its monitoring processes).

Medians of ``--repeat`` runs (default 3), with the load average (other work on the machine adds
to every figure). Needs ``../shared/real-speech``; Linux (reads /proc).

    .venv/bin/python benchmarks/monitor.py [--repeat N] [--team]

With ``--team`` the engine is a team server's API node (a private PostgreSQL cluster, one worker:
``tests.team_server``), as the memory issue's poll figure asks.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import secrets
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine_memory import tree_pids  # noqa: E402  (benchmarks/engine_memory.py, beside this)
from tests.postgres_cluster import PostgresCluster  # noqa: E402
from tests.real_speech import LJ_WER_CLIPS, build, language_clips  # noqa: E402
from tests.team_server import TeamServer  # noqa: E402
from voxwell.analysis import decode  # noqa: E402
from voxwell.api import FINAL_SILENCE_SECONDS, MonitorConfig  # noqa: E402
from voxwell.client.monitor import CHUNK_SECONDS, MonitorClient, monitor_url  # noqa: E402
from voxwell.launcher.local_engine import LocalEngine  # noqa: E402

RATE = 16_000
CHUNK = round(RATE * CHUNK_SECONDS) * 2


@dataclass
class Session:
    latencies: list[float] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)
    audio_seconds: float = 0.0


def _pcm(samples: np.ndarray) -> bytes:
    # The silence after the words that has every caption come before the last PROGRESS.
    samples = np.concatenate([samples, np.zeros(round(FINAL_SILENCE_SECONDS * RATE), np.float32)])
    samples = np.concatenate([samples, np.zeros((-samples.size) % RATE, np.float32)])
    return np.round(np.clip(samples, -1, 32767 / 32768) * 32768).astype("<i2").tobytes()


async def _session(engine: LocalEngine, pcm: bytes, language: str, paced: bool) -> Session:
    config = MonitorConfig.model_validate(
        {"language": language, "progress_updates": {"enabled": True}}
    )
    seconds = len(pcm) // 2 // RATE
    result = Session(audio_seconds=seconds)
    async with MonitorClient(monitor_url(engine.base_url), engine.api_key, config) as client:
        started = time.monotonic()

        async def send() -> None:
            for index, offset in enumerate(range(0, len(pcm), CHUNK)):
                if paced:
                    wait = started + (index + 1) * CHUNK_SECONDS - time.monotonic()
                    if wait > 0:
                        await asyncio.sleep(wait)
                await client.send_audio(pcm[offset : offset + CHUNK])

        sending = asyncio.ensure_future(send())
        progress = 0
        async for event in client.events():
            now = time.monotonic() - started
            if event["type"] == "TRANSCRIPT" and paced:
                # The chunk holding the last word was sent at the end of its 100 ms.
                sent = -(-event["end"] // CHUNK_SECONDS) * CHUNK_SECONDS
                result.latencies.append(now - sent)
            elif event["type"] == "PROGRESS":
                progress += 1
                if paced:
                    result.lags.append(now - progress)
                if progress == seconds:
                    break
        await sending
    return result


def _cpu_seconds(root: int) -> float:
    """CPU seconds of ``root`` and the processes below it (live ones: the monitoring processes
    are kept between sessions)."""
    total = 0
    for pid in tree_pids(root):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


async def _polls(engine: LocalEngine, run_id: str, stop: asyncio.Event) -> list[float]:
    """Response times of a client polling ``run_id`` every 100 ms until ``stop``."""
    times: list[float] = []
    headers = {"x-api-key": engine.api_key}
    async with httpx.AsyncClient(base_url=engine.base_url, headers=headers, timeout=30) as http:
        while not stop.is_set():
            started = time.perf_counter()
            answer = await http.get(f"/v1/models/mental-wellness/{run_id}")
            times.append(time.perf_counter() - started)
            answer.raise_for_status()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.1)
    return times


def _run_to_poll(engine: LocalEngine) -> str:
    body = {
        "user": {"userLabel": "bench", "dateOfBirth": "1980-01-01", "birthSex": "UNKNOWN"},
        "language": "en",
    }
    headers = {"x-api-key": engine.api_key}
    created = httpx.post(f"{engine.base_url}/v1/models/mental-wellness", json=body, headers=headers)
    created.raise_for_status()
    return str(created.json()["id"])


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


async def _run(engine: LocalEngine, english: bytes, spanish: bytes) -> dict[str, Any]:
    single = await _session(engine, english, "en-US", paced=True)
    single_es = await _session(engine, spanish, "es-ES", paced=True)
    assert engine.pid is not None
    cpu = {}
    for language, pcm in (("en-US", english), ("es-ES", spanish)):
        before = _cpu_seconds(engine.pid)
        fast = await _session(engine, pcm, language, paced=False)
        cpu[language] = (_cpu_seconds(engine.pid) - before) / fast.audio_seconds
    run_id = _run_to_poll(engine)
    quiet_stop = asyncio.Event()
    quiet = asyncio.ensure_future(_polls(engine, run_id, quiet_stop))
    await asyncio.sleep(10.0)  # ten seconds of polls with nothing streaming
    quiet_stop.set()
    alone = await quiet
    stop = asyncio.Event()
    polling = asyncio.ensure_future(_polls(engine, run_id, stop))
    four = await asyncio.gather(
        _session(engine, english, "en-US", paced=True),
        _session(engine, english, "en-GB", paced=True),
        _session(engine, spanish, "es-ES", paced=True),
        _session(engine, spanish, "es-US", paced=True),
    )
    stop.set()
    polled = await polling
    lags = [lag for s in four for lag in s.lags]
    return {
        "latency_median": _median(single.latencies),
        "latency_max": max(single.latencies, default=float("nan")),
        "latency_es_median": _median(single_es.latencies),
        "latency_es_max": max(single_es.latencies, default=float("nan")),
        "cpu_per_audio_second_en": cpu["en-US"],
        "cpu_per_audio_second_es": cpu["es-ES"],
        "four_lag_median": _median(lags),
        "four_lag_max": max(lags),
        "four_latency_median": _median([x for s in four for x in s.latencies]),
        "four_latency_max": max(x for s in four for x in s.latencies),
        "poll_ms_p50_quiet": 1000 * _median(alone),
        "poll_ms_p95_quiet": 1000 * _p95(alone),
        "poll_ms_p50_four": 1000 * _median(polled),
        "poll_ms_p95_four": 1000 * _p95(polled),
        "load": os.getloadavg()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--team", action="store_true", help="on a team server's API node")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="voxwell-monitor-bench-"))
    english = _pcm(decode(build(LJ_WER_CLIPS[:4], folder, "en").path).samples)
    spanish = _pcm(decode(build(language_clips("es") * 2, folder, "es").path).samples)
    print(
        f"cores {os.cpu_count()}; English {len(english) // 2 / RATE:.0f} s, "
        f"Spanish {len(spanish) // 2 / RATE:.0f} s per session"
    )
    with contextlib.ExitStack() as stack:
        if args.team:
            # A team server's API node (PostgreSQL in a private cluster, one worker beside it):
            # the monitoring sessions and the polls go to the node, as in a deployment.
            cluster = stack.enter_context(PostgresCluster())
            team = stack.enter_context(TeamServer(cluster, folder / "team", workers=1))
            engine: LocalEngine = team.nodes[0]
        else:
            key = f"vxk-{secrets.token_hex(16)}"
            engine = stack.enter_context(LocalEngine(folder / "data", api_key=key, workers=1))
        asyncio.run(_session(engine, spanish, "es-ES", paced=False))  # warm both recognisers
        asyncio.run(_session(engine, english, "en-US", paced=False))
        runs = []
        for index in range(args.repeat):
            figures = asyncio.run(_run(engine, english, spanish))
            runs.append(figures)
            print(
                f"run {index + 1}: "
                + ", ".join(f"{name} {value:.3f}" for name, value in figures.items())
            )
    print(f"medians of {len(runs)} runs:")
    for name in runs[0]:
        print(f"  {name:<26} {statistics.median(r[name] for r in runs):.3f}")
    lag = statistics.median(r["four_lag_max"] for r in runs)
    kept = "yes" if lag < 2.0 else "no"
    print(f"4 concurrent sessions keep real time: {kept} (max lag {lag:.2f} s)")


if __name__ == "__main__":
    main()

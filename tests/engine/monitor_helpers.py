"""Helpers of the monitoring tests: recordings as PCM16, the public client driven to the end of a
recording, risk phrases spoken by espeak-ng.

A session's end is known without a clock: the engine sends ``PROGRESS`` once per second of audio
(counted on the audio's own clock), so a recording padded to whole seconds is fully processed,
its utterances recognised and checked, when its last ``PROGRESS`` has come.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from voxwell.analysis import decode
from voxwell.api import FINAL_SILENCE_SECONDS
from voxwell.client.monitor import monitor_url
from voxwell.launcher.local_engine import LocalEngine

RATE = 16_000
CHUNK = 3200  # 100 ms of PCM16 at 16 kHz
LIMIT = 240.0  # seconds a session may take before the test fails (never reached when it works)
QUICK_CLOSE_ENV = {"VOXWELL_MONITOR_CLOSE_TIMEOUT": "5"}
"""The suite's shared engines give a client that stopped reading 5 s to take its close, not 30 s:
``test_monitor_input`` checks that the connection ends, not how long the engine waits first."""


def whole_seconds(samples: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """The samples with ``FINAL_SILENCE_SECONDS`` of silence (every caption then comes before
    the last ``PROGRESS``), padded up to whole seconds, quantised as PCM16 is (so the batch side
    hears exactly what was sent)."""
    padded = np.concatenate([samples, np.zeros(round(FINAL_SILENCE_SECONDS * RATE), np.float32)])
    padded = np.concatenate([padded, np.zeros((-padded.size) % RATE, np.float32)])
    return np.round(np.clip(padded, -1.0, 32767 / 32768) * 32768).astype(np.float32) / 32768


def pcm16(samples: npt.NDArray[np.float32]) -> bytes:
    return np.round(samples * 32768).astype("<i2").tobytes()


def url(engine: LocalEngine) -> str:
    return monitor_url(engine.base_url)


@dataclass
class SentinelRun:
    """What the public client's callbacks received."""

    progress: list[dict[str, Any]] = field(default_factory=list)
    policies: list[dict[str, Any]] = field(default_factory=list)


async def run_sentinel(
    engine: LocalEngine,
    samples: npt.NDArray[np.float32],
    language: str,
    *,
    biomarkers: list[str],
    policy_results: int,
) -> SentinelRun:
    """Stream ``samples`` (whole seconds) through the unmodified ``SentinelClient`` in 100 ms
    chunks, as fast as the engine takes them, and wait for every ``PROGRESS`` and for at least
    ``policy_results`` results (the measures' results, which may come after the last
    ``PROGRESS``; a result for words always comes before the ``PROGRESS`` of its second)."""
    from thymia_sentinel import SentinelClient

    seconds = samples.size // RATE
    run = SentinelRun()
    finished = asyncio.Event()

    def check() -> None:
        if len(run.progress) >= seconds and len(run.policies) >= policy_results:
            finished.set()

    def on_progress(message: Any) -> None:
        run.progress.append(message)
        check()

    def on_policy(message: Any) -> None:
        run.policies.append(message)
        check()

    client = SentinelClient(
        user_label="participant-017",
        language=language,
        policies=["voxwell_wellbeing_awareness"],
        biomarkers=biomarkers,
        on_policy_result=on_policy,
        on_progress_result=on_progress,
        server_url=url(engine),
        api_key=engine.api_key,
    )
    await client.connect()
    try:
        data = pcm16(samples)
        for offset in range(0, len(data), CHUNK):
            await client.send_user_audio(data[offset : offset + CHUNK])
        await asyncio.wait_for(finished.wait(), LIMIT)
    finally:
        await client.close()
    return run


def spoken(text: str, voice: str, folder: Path, name: str) -> npt.NDArray[np.float32]:
    """``text`` spoken by espeak-ng, at 16 kHz (skips without espeak-ng)."""
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    path = folder / f"{name}.wav"
    subprocess.run(
        ["espeak-ng", "-v", voice, "-s", "140", "-w", str(path), text], check=True, timeout=60
    )
    return decode(path).samples

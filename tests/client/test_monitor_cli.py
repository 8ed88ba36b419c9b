"""``voxwell monitor --file F --json`` against a real engine: one JSON line per server event, the
whole file processed (every second's PROGRESS), its words recognised, the reference model's
measures once the trigger is reached; a refused key and a missing file end with their status.

``--speed`` paces the file on a virtual clock here (``Pacer``): what is checked is that the
sending keeps to the speed asked for, not that the test waits for it.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
import soundfile as sf

from voxwell.analysis.evaluation import normalise_words, word_error_rate
from voxwell.api import FINAL_SILENCE_SECONDS
from voxwell.client.monitor import CHUNK_SECONDS, Pacer
from voxwell.launcher.local_engine import LocalEngine
from voxwell.monitor_cli import main

pytestmark = pytest.mark.slow


class VirtualClock:
    """A clock that a wait moves forward at once: the pacing is kept, the time is not spent."""

    def __init__(self) -> None:
        self.time = 0.0
        self.waits = 0

    def now(self) -> float:
        return self.time

    async def sleep(self, seconds: float) -> None:
        self.time += seconds
        self.waits += 1
        await asyncio.sleep(0)  # other tasks (the events) still run between chunks


@pytest.mark.parametrize("speed", [0.0, 8.0])
def test_a_file_is_streamed_and_every_event_printed_as_json(
    engine: LocalEngine,
    audio_fixtures: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    speed: float,
) -> None:
    path = audio_fixtures / "mood_answer_en.flac"
    monkeypatch.setenv("VOXWELL_API_KEY", engine.api_key)
    args = ["--file", str(path), "--language", "en-US", "--json", "--speed", str(speed)]
    clock = VirtualClock()
    pacer = Pacer(clock.now, clock.sleep)
    status = main([*args, "--engine", engine.base_url, "--biomarkers", "helios"], pacer)
    out = capsys.readouterr().out
    assert status == 0
    events = [json.loads(line) for line in out.splitlines()]
    info = sf.info(path)
    # The file, the final silence after it, up to whole seconds: one PROGRESS each.
    seconds = int(-(-(info.frames / info.samplerate + FINAL_SILENCE_SECONDS) // 1))
    # That much audio went out, each chunk when it was due at the speed asked for (the last one
    # 100 ms before the end); unpaced, nothing waited.
    last_chunk_due = (seconds - CHUNK_SECONDS) / speed if speed else 0.0
    assert clock.time == pytest.approx(last_chunk_due, abs=CHUNK_SECONDS / max(speed, 1.0))
    assert (clock.waits > 0) == (speed > 0)
    assert sum(e["type"] == "PROGRESS" for e in events) == seconds
    assert all(set(e["biomarkers"]) == {"helios"} for e in events if e["type"] == "PROGRESS")
    said = " ".join(e["text"] for e in events if e["type"] == "TRANSCRIPT")
    reference = normalise_words((audio_fixtures / "mood_answer_en.txt").read_text("utf-8"))
    assert word_error_rate(reference, normalise_words(said)) < 0.15, said
    results = [e for e in events if e["type"] == "POLICY_RESULT"]
    assert results
    assert results[0]["result"]["biomarker_summary"]["distress"] is not None
    assert not [e for e in events if e["type"] == "ERROR"]


def test_a_refused_key_and_a_missing_file_end_with_their_status(
    engine: LocalEngine,
    audio_fixtures: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("VOXWELL_API_KEY", "vxk-not-this-engines")
    path = audio_fixtures / "short_8s.flac"
    assert main(["--file", str(path), "--json", "--engine", engine.base_url]) == 1
    assert "refused the API key" in capsys.readouterr().err
    assert main(["--file", str(path.with_name("absent.flac")), "--engine", engine.base_url]) == 2
    assert "does not exist" in capsys.readouterr().err

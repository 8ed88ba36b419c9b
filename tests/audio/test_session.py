"""The take session the GUI drives: auto-stop at 3:00, keep, discard, record again."""

from __future__ import annotations

import math
import time
import wave
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.audio import FileInput, MeterTargets, SessionState, TakeSession
from voxwell.audio.session import FILE_ENDED_REASON
from voxwell.errors import AudioError, TakeError


def _run_to_end(session: TakeSession, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while session.state is SessionState.RECORDING and time.monotonic() < deadline:
        session.poll()
    assert session.state is SessionState.ENDED


def test_take_stops_itself_at_three_minutes(audio_fixtures: Path, tmp_path: Path) -> None:
    source = FileInput(audio_fixtures / "long_190s.opus", speed=math.inf)
    session = TakeSession(source, MeterTargets.for_model("mental-wellness"), tmp_path)
    session.record()
    _run_to_end(session)
    status = session.status()
    assert status.stop_reason is not None
    assert "3:00 maximum" in status.stop_reason
    assert status.meter.should_stop
    assert status.meter.elapsed_seconds == 180.0
    assert status.meter.enough_speech
    path = session.keep("wav")
    with wave.open(str(path), "rb") as w:
        assert w.getnframes() == 180 * w.getframerate()
    session.close()


def test_keep_as_flac_then_record_again(audio_fixtures: Path, tmp_path: Path) -> None:
    source = FileInput(audio_fixtures / "read_passage_en.flac", speed=math.inf)
    session = TakeSession(source, MeterTargets.for_model("apollo"), tmp_path, label="read")
    session.open()
    assert session.state is SessionState.PREVIEW
    session.record()
    while session.status().take_seconds < 5:
        session.poll()
    with pytest.raises(AudioError, match="Keep or discard"):
        session.record()
    session.stop()
    assert session.state is SessionState.ENDED
    ended = session.status()
    assert ended.stop_reason is None  # stopped by the user: nothing to explain
    # Polling on while the take waits to be kept does not change its figures.
    for _ in range(20):
        assert session.poll().meter == ended.meter
    first = session.keep("flac")
    assert first.suffix == ".flac"
    assert "read" in first.name
    assert soundfile.info(str(first)).duration >= 5
    assert session.state is SessionState.PREVIEW  # the file is still playing
    session.record(label="second")
    _run_to_end(session)
    assert session.status().stop_reason == FILE_ENDED_REASON
    session.discard()
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".flac", ".json"]
    assert session.state is SessionState.IDLE  # the file has ended: nothing to preview
    with pytest.raises(TakeError, match="no finished take"):
        session.keep()
    session.close()


def test_closing_mid_take_leaves_it_for_recovery(audio_fixtures: Path, tmp_path: Path) -> None:
    from voxwell.audio import recover_takes

    source = FileInput(audio_fixtures / "mood_answer_en.flac", speed=math.inf)
    session = TakeSession(source, MeterTargets.for_model("apollo"), tmp_path)
    session.record()
    while session.status().take_seconds < 3:
        session.poll()
    session.close()  # the app quits while recording
    (take,) = recover_takes(tmp_path, min_age_seconds=0)
    assert take.duration_seconds >= 3


def test_the_tap_hears_every_sample_and_one_that_fails_never_stops_the_take(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    source = FileInput(audio_fixtures / "short_8s.flac", speed=math.inf)
    session = TakeSession(source, MeterTargets.for_model("mental-wellness"), tmp_path)
    heard: list[int] = []
    rates: set[int] = set()

    def tap(block: np.ndarray, rate: int) -> None:
        heard.append(block.shape[0])
        rates.add(rate)
        if sum(heard) > 2 * rate:  # a listener that breaks two seconds in
            raise RuntimeError("listener broke")

    session.tap = tap
    session.record()
    _run_to_end(session)
    assert session.tap is None  # dropped, and the take went on to the file's end
    status = session.status()
    assert status.stop_reason == FILE_ENDED_REASON
    (rate,) = rates
    assert 2 * rate < sum(heard) <= 2 * rate + max(heard)
    path = session.keep("wav")
    with wave.open(str(path), "rb") as w:
        assert w.getnframes() > 7.5 * w.getframerate()
    session.close()

"""The file-backed input: the same callback path and drain() as a microphone."""

from __future__ import annotations

import math
import time
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.audio import CaptureSource, FileInput, SourceState
from voxwell.errors import AudioDeviceError


def _drain_until_finished(source: FileInput, deadline_s: float = 30.0) -> np.ndarray:
    blocks: list[np.ndarray] = []
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        finished = source.state is SourceState.FINISHED
        blocks += source.drain()
        if finished:
            blocks += source.drain()
            break
        time.sleep(0.005)  # the consumer's timer period
    return np.concatenate(blocks) if blocks else np.zeros(0, np.float32)


def test_plays_the_whole_file_in_order(audio_fixtures: Path) -> None:
    path = audio_fixtures / "short_8s.flac"
    source = FileInput(path, speed=math.inf)
    assert isinstance(source, CaptureSource)
    assert source.state is SourceState.IDLE
    source.start()
    got = _drain_until_finished(source)
    expected, rate = soundfile.read(str(path), dtype="float32")
    assert source.state is SourceState.FINISHED
    assert source.samplerate == rate
    np.testing.assert_array_equal(got, expected)
    assert source.overflows == 0
    assert source.description == "File: short_8s.flac"


def test_a_ring_smaller_than_the_file_loses_nothing_at_full_speed(audio_fixtures: Path) -> None:
    path = audio_fixtures / "short_8s.flac"
    source = FileInput(path, speed=math.inf, ring_seconds=0.5)
    source.start()
    got = _drain_until_finished(source)
    assert got.size == soundfile.info(str(path)).frames
    assert source.overflows == 0


def test_stop_part_way(audio_fixtures: Path) -> None:
    source = FileInput(audio_fixtures / "read_passage_en.flac", speed=1.0)
    source.start()
    source.stop()
    assert source.state is SourceState.STOPPED
    assert (
        source.delivered_samples
        < soundfile.info(str(audio_fixtures / "read_passage_en.flac")).frames
    )


def test_not_an_audio_file_is_a_plain_error(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.wav"
    bogus.write_text("this is text, not sound")
    with pytest.raises(AudioDeviceError, match="not a readable audio file"):
        FileInput(bogus)


def test_speed_must_be_positive(audio_fixtures: Path) -> None:
    with pytest.raises(ValueError, match="speed"):
        FileInput(audio_fixtures / "short_8s.flac", speed=0)


def test_starting_again_plays_the_file_again(audio_fixtures: Path) -> None:
    path = audio_fixtures / "short_8s.flac"
    source = FileInput(path, speed=math.inf)
    source.start()
    first = _drain_until_finished(source)
    source.start()
    assert source.state is SourceState.RUNNING
    second = _drain_until_finished(source)
    np.testing.assert_array_equal(first, second)

"""Listening back through PortAudio, and ``voxwell devices``, with a private PulseAudio server."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
import soundfile

from tests.audio.audio_helpers import RATE, PulseServer
from voxwell.audio import find_input_device, is_playing, play_file, play_segment, stop_playback
from voxwell.cli import main as voxwell_main
from voxwell.errors import AudioDeviceError, TakeError


def test_devices_lists_the_inputs_default_first(
    pulse: PulseServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert voxwell_main(["devices"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [line for line in out[1:] if line[:3].strip().isdigit()]
    assert any(row.endswith("pulse (ALSA)") for row in rows)
    # The default input (marked *) comes first when PortAudio names one.
    starred = [i for i, row in enumerate(rows) if row[3] == "*"]
    assert starred in ([], [0])


def test_plays_a_stretch_and_stops(pulse: PulseServer, tmp_path: Path) -> None:
    path = tmp_path / "take.wav"
    soundfile.write(str(path), np.zeros(3 * RATE, dtype=np.int16), RATE)
    output = find_input_device("pulse").index  # ALSA's pulse device plays as well as records
    assert play_segment(path, 0.5, 0.8) == pytest.approx(0.3)
    deadline = time.monotonic() + 10
    while is_playing() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not is_playing()
    assert play_file(path, device=output) == pytest.approx(3.0)
    assert is_playing()
    stop_playback()
    assert not is_playing()


def test_a_damaged_file_is_a_take_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.wav"
    path.write_bytes(b"RIFF\x00\x00")
    with pytest.raises(TakeError, match="may be damaged"):
        play_file(path)


def test_a_playback_failure_suggests_another_output(pulse: PulseServer, tmp_path: Path) -> None:
    path = tmp_path / "take.wav"
    soundfile.write(str(path), np.zeros(RATE // 10, dtype=np.int16), RATE)
    with pytest.raises(AudioDeviceError, match="Could not play the recording") as info:
        play_file(path, device=9999)  # no such device
    assert "choose another output" in str(info.value)
    assert "input" not in str(info.value)


def test_a_sealed_take_is_listened_to_from_memory(pulse: PulseServer, tmp_path: Path) -> None:
    from voxwell.audio import TakeWriter
    from voxwell.audio.take_audio import is_sealed_take
    from voxwell.privacy.at_rest import use_data_key

    use_data_key(bytes(range(32)))
    writer = TakeWriter(RATE, tmp_path)
    writer.write(np.zeros(2 * RATE, dtype=np.float32))
    take = writer.finish()
    assert is_sealed_take(take)
    output = find_input_device("pulse").index
    assert play_file(take, device=output) == pytest.approx(2.0)
    stop_playback()
    use_data_key(None)
    with pytest.raises(TakeError, match="keyring does not hold its key"):
        play_file(take, device=output)

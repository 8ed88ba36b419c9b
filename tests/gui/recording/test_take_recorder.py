"""The recorder's meter timer hands audio to the writer thread and never waits for the disk, and
the microphone is open only while a take records or a level check shows the level."""

from __future__ import annotations

import os
import threading
import wave
from pathlib import Path

import numpy as np
import soundfile
from pytestqt.qtbot import QtBot

from tests.audio.audio_helpers import RATE, PulseServer, pipe_writer
from voxwell.audio import DeviceInput, FileInput, MeterTargets, find_input_device
from voxwell.gui.recording.take_recorder import LEVEL_CHECK_SECONDS, TakeRecorder

UPDATES_WHILE_HELD = 20  # half a second of meter ticks (POLL_INTERVAL_MS apart)


def test_a_disk_that_stalls_never_holds_up_the_meter_and_loses_no_sample(
    qtbot: QtBot, audio_fixtures: Path, tmp_path: Path
) -> None:
    """The first fsync of the take is held until the meter has ticked on: a timer that waited
    for the disk would never tick, and the wait below would fail. No clock is read."""
    fixture = audio_fixtures / "short_8s.flac"
    held = threading.Event()
    release = threading.Event()
    synced: list[int] = []

    def stalled_fsync(fd: int) -> None:
        if not release.is_set():
            held.set()
            release.wait(timeout=120)  # a stalled disk: the condition under test
        os.fsync(fd)
        synced.append(fd)

    recorder = TakeRecorder(
        lambda _slot: FileInput(fixture, speed=2.0), tmp_path, fsync=stalled_fsync
    )
    updates: list[object] = []
    recorder.snapshot.connect(updates.append)
    with qtbot.waitSignal(recorder.takeEnded, timeout=120_000) as ended:
        recorder.start("recording", MeterTargets.for_model("mental-wellness"))
        qtbot.waitUntil(held.is_set, timeout=30_000)
        at_stall = len(updates)
        try:
            # The meter goes on while the writer thread waits for the disk.
            qtbot.waitUntil(lambda: len(updates) >= at_stall + UPDATES_WHILE_HELD, timeout=30_000)
        finally:
            release.set()
    _slot, status, path, error = ended.args
    assert error is None
    assert status.stop_reason == "The input file has ended."
    assert synced  # the held fsync did complete, after the meter had moved on

    # No take is lost: every sample of the input is in the file.
    expected, rate = soundfile.read(str(fixture), dtype="int16")
    with wave.open(str(path), "rb") as take:
        assert take.getframerate() == rate
        written = np.frombuffer(take.readframes(take.getnframes()), dtype="<i2")
    np.testing.assert_array_equal(written, expected)
    recorder.close()


def test_the_microphone_is_open_only_while_recording_or_checking_the_level(
    qtbot: QtBot, pulse: PulseServer, tmp_path: Path
) -> None:
    """It stayed open from the first take until the upload (the system's microphone light on in
    front of the patient); PulseAudio itself now says when it is open."""
    device = find_input_device("pulse")
    recorder = TakeRecorder(lambda _slot: DeviceInput(device, RATE), tmp_path)
    targets = MeterTargets.for_model("apollo")

    def streams() -> int:  # what the sound server is recording for someone
        listed = pulse.pactl("list", "short", "source-outputs").stdout
        return len([line for line in listed.splitlines() if line.strip()])

    assert streams() == 0
    with pipe_writer(pulse.fifo("mic"), np.zeros(RATE * 60, "<i2")):
        recorder.preview("moodQuestion", targets)
        qtbot.waitUntil(lambda: streams() == 1, timeout=10_000)
        assert recorder.previewing
        assert recorder.level_check_timer.isActive()
        assert recorder.level_check_timer.interval() == LEVEL_CHECK_SECONDS * 1000
        with qtbot.waitSignal(recorder.levelCheckEnded, timeout=1000):
            recorder.level_check_timer.timeout.emit()  # its time is up
        assert not recorder.input_open
        qtbot.waitUntil(lambda: streams() == 0, timeout=10_000)

        recorder.start("moodQuestion", targets)  # a take opens it again
        qtbot.waitUntil(lambda: streams() == 1, timeout=10_000)
        assert not recorder.level_check_timer.isActive()
        with qtbot.waitSignal(recorder.takeEnded, timeout=10_000) as ended:
            recorder.stop()
        assert ended.args[2] is not None
        assert not recorder.input_open
        qtbot.waitUntil(lambda: streams() == 0, timeout=10_000)
    recorder.close()

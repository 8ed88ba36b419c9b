"""The recorder's meter timer hands audio to the writer thread and never waits for the disk."""

from __future__ import annotations

import os
import threading
import wave
from pathlib import Path

import numpy as np
import soundfile
from pytestqt.qtbot import QtBot

from voxwell.audio import FileInput, MeterTargets
from voxwell.gui.recording.take_recorder import TakeRecorder

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

"""The recorder's meter timer hands audio to the writer thread and never waits for the disk."""

from __future__ import annotations

import os
import time
import wave
from pathlib import Path

import numpy as np
import soundfile
from pytestqt.qtbot import QtBot

from voxwell.audio import FileInput, MeterTargets
from voxwell.gui.take_recorder import POLL_INTERVAL_MS, TakeRecorder

SLOW_FSYNC = 0.2


def test_a_slow_fsync_never_holds_up_the_meter_and_loses_no_sample(
    qtbot: QtBot, audio_fixtures: Path, tmp_path: Path
) -> None:
    fixture = audio_fixtures / "short_8s.flac"
    synced: list[tuple[float, float]] = []

    def slow_fsync(fd: int) -> None:
        began = time.monotonic()
        time.sleep(SLOW_FSYNC)  # a slow disk: the condition under test
        os.fsync(fd)
        synced.append((began, time.monotonic()))

    recorder = TakeRecorder(lambda _slot: FileInput(fixture, speed=2.0), tmp_path, fsync=slow_fsync)
    updates: list[float] = []
    recorder.snapshot.connect(lambda _meter: updates.append(time.monotonic()))
    with qtbot.waitSignal(recorder.takeEnded, timeout=60_000) as ended:
        recorder.start("recording", MeterTargets.for_model("mental-wellness"))
    _slot, status, path, error = ended.args
    assert error is None
    assert status.stop_reason == "The input file has ended."

    # The slow fsync really was in the path, several times while the take was recorded.
    during = [sync for sync in synced if sync[1] < updates[-1]]
    assert len(during) >= 4, synced
    gaps = np.diff(np.array(updates))
    assert len(updates) > 100
    assert gaps.max() < 0.050, (
        f"longest gap between meter updates {1000 * gaps.max():.0f} ms "
        f"(timer every {POLL_INTERVAL_MS} ms, fsync {1000 * SLOW_FSYNC:.0f} ms)"
    )
    # Meter updates went on while each fsync was sleeping.
    for began, done in during:
        assert any(began < moment < done for moment in updates)

    # No take is lost: every sample of the input is in the file.
    expected, rate = soundfile.read(str(fixture), dtype="int16")
    with wave.open(str(path), "rb") as take:
        assert take.getframerate() == rate
        written = np.frombuffer(take.readframes(take.getnframes()), dtype="<i2")
    np.testing.assert_array_equal(written, expected)
    recorder.close()

"""The recorder's meter timer hands audio to the writer thread and never waits for the disk."""

from __future__ import annotations

import itertools
import os
import threading
import time
import wave
from pathlib import Path

import numpy as np
import soundfile
from pytestqt.qtbot import QtBot

from voxwell.audio import FileInput, MeterTargets
from voxwell.gui.take_recorder import POLL_INTERVAL_MS, TakeRecorder

SLOW_FSYNC = 0.2
STALL = 0.020


class Watchdog:
    """A thread that notes the time every 2 ms: where it has a long gap, the process (or the
    machine) was not running at all, which no code of ours can cause or prevent. A GUI thread
    blocked on the disk waits with the GIL released, so the watchdog runs on through that."""

    def __init__(self) -> None:
        self.stamps: list[float] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.002):
            self.stamps.append(time.monotonic())

    def __enter__(self) -> Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()

    def stalled(self, start: float, end: float) -> bool:
        """The watchdog itself missed 20 ms or more somewhere within ``start``..``end``."""
        stamps = np.array(self.stamps)
        inside = stamps[(stamps > start) & (stamps < end)]
        edges = np.concatenate(([start], inside, [end]))
        return bool(np.diff(edges).max() >= STALL)


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
    with Watchdog() as watchdog, qtbot.waitSignal(recorder.takeEnded, timeout=60_000) as ended:
        recorder.start("recording", MeterTargets.for_model("mental-wellness"))
    _slot, status, path, error = ended.args
    assert error is None
    assert status.stop_reason == "The input file has ended."

    # The slow fsync really was in the path, several times while the take was recorded.
    during = [sync for sync in synced if sync[1] < updates[-1]]
    assert len(during) >= 4, synced
    assert len(updates) > 100
    # Every gap between meter updates is under 50 ms, but where the whole process stood still.
    moments = np.array(updates)
    gaps = [(a, b) for a, b in itertools.pairwise(moments) if b - a >= 0.050]
    held_up = [(a, b) for a, b in gaps if not watchdog.stalled(a, b)]
    assert not held_up, (
        f"meter updates {[round(1000 * (b - a)) for a, b in held_up]} ms apart while the process "
        f"ran (timer every {POLL_INTERVAL_MS} ms, fsync {1000 * SLOW_FSYNC:.0f} ms)"
    )
    # The meter went on while each fsync was sleeping.
    for began, done in during:
        assert any(began < moment < done for moment in updates) or watchdog.stalled(began, done)

    # No take is lost: every sample of the input is in the file.
    expected, rate = soundfile.read(str(fixture), dtype="int16")
    with wave.open(str(path), "rb") as take:
        assert take.getframerate() == rate
        written = np.frombuffer(take.readframes(take.getnframes()), dtype="<i2")
    np.testing.assert_array_equal(written, expected)
    recorder.close()

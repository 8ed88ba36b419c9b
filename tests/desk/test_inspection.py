"""Inspect's tracks are computed in a process of their own, kept for the next take and ended when
idle: every hostile recording of the engine's tests, and a decoder that crashes, end that process
only, with a plain reason. (That the tracks are remembered until the file changes is in
``test_analysis_take_acoustics.py``.)"""

from __future__ import annotations

import os
import shutil
import signal
import threading
import time
from pathlib import Path

import pytest

from tests.engine.engine_helpers import alive, children_of, wait_until
from tests.hostile_recordings import HOSTILE_RECORDINGS
from voxwell.analysis.take_acoustics import analyse_take
from voxwell.desk.inspection import end_process, is_cached, process_id, take_acoustics
from voxwell.errors import ProcessCrashed
from voxwell.isolated import IsolatedWorker


@pytest.mark.parametrize("name", sorted(HOSTILE_RECORDINGS))
def test_a_hostile_recording_is_refused_in_plain_words(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(HOSTILE_RECORDINGS[name])
    with pytest.raises(OSError, match=f"The take {name} cannot be read") as refused:
        take_acoustics(path)
    assert str(tmp_path) not in str(refused.value), "no folder of the user's in the message"
    assert not is_cached(path)


def test_a_process_that_dies_is_a_plain_error_not_our_end(audio_fixtures: Path) -> None:
    worker = IsolatedWorker(idle_seconds=60)
    try:
        with pytest.raises(ProcessCrashed, match="exit status -6"):
            worker.call(os.abort)
        assert worker.pid is None
        # The next call gets a process of its own.
        assert worker.call(analyse_take, str(audio_fixtures / "short_8s.flac")).duration > 7.0
    finally:
        worker.close()


def test_one_process_serves_take_after_take_and_ends_when_idle(audio_fixtures: Path) -> None:
    worker = IsolatedWorker(idle_seconds=0.5)
    try:
        first = worker.call(analyse_take, str(audio_fixtures / "short_8s.flac"))
        pid = worker.pid
        assert pid is not None
        assert pid in children_of(os.getpid())
        second = worker.call(analyse_take, str(audio_fixtures / "mood_answer_en.flac"))
        assert worker.pid == pid, "the second take is computed by the same process"
        assert second.duration > first.duration
        wait_until(lambda: worker.pid is None, within=30, what="the idle process to end")
        wait_until(lambda: not alive(pid), within=30, what="its exit")
    finally:
        worker.close()


def test_a_decoder_that_crashes_leaves_the_app_running_and_says_why(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    # A decoder fault kills its process with SIGSEGV; here the signal is sent to the process
    # computing the tracks of a 3-minute take, as soon as it exists (it cannot have answered:
    # it has the analysis still to import, then 190 s of audio to decode).
    take = tmp_path / "long.opus"
    shutil.copyfile(audio_fixtures / "long_190s.opus", take)
    end_process()  # the take gets a process started for it (one kept from an earlier take ends)
    before = set(children_of(os.getpid()))
    outcome: list[BaseException | object] = []
    worker = threading.Thread(target=lambda: outcome.append(_outcome(take)))
    worker.start()
    started: list[int] = []
    for _ in range(6000):  # up to a minute for the process to appear
        started = [pid for pid in children_of(os.getpid()) if pid not in before]
        if started:
            break
        time.sleep(0.01)
    assert started, "the tracks are computed in a process of their own"
    os.kill(started[0], signal.SIGSEGV)
    worker.join(timeout=60)
    (error,) = outcome
    assert isinstance(error, OSError)
    assert "could not be read: decoding it stopped" in str(error)
    assert "rest of Voxwell is unaffected" in str(error)
    # The next take is inspected as usual, in a process of its own.
    assert take_acoustics(audio_fixtures / "short_8s.flac").duration > 7.0
    assert process_id() not in (None, started[0])


def _outcome(path: Path) -> BaseException | object:
    try:
        return take_acoustics(path)
    except OSError as exc:
        return exc

"""Releasing our PortAudio streams when the sound system stops answering (audio.backend).

PulseAudio killed mid-take once deadlocked its client library, and PortAudio's abort of the
lost stream never returned (tests/audio/test_capture_pulse.py met it). That cannot be made to
happen on demand, so here the stream is a stand-in for what PortAudio hands back in that state:
an object whose ``abort`` does not return until the test lets it. Everything else is the real
module.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading

import pytest

from voxwell.audio.backend import (
    open_stream_count,
    release_stream,
    releases_finish,
    releasing_stream_count,
    stream_opened,
)
from voxwell.audio.devices import rescan_devices
from voxwell.errors import AudioDeviceError


class WedgedStream:
    """A stream whose sound system does not answer: ``abort`` waits for ``answer``."""

    def __init__(self) -> None:
        self.answer = threading.Event()
        self.closed = threading.Event()

    def abort(self, ignore_errors: bool = True) -> None:
        self.answer.wait()

    def close(self, ignore_errors: bool = True) -> None:
        self.closed.set()


def test_a_lost_stream_is_released_without_holding_the_caller() -> None:
    stream = WedgedStream()
    stream_opened()
    open_before = open_stream_count()
    assert release_stream(stream, wait=0) is False  # returns while abort is still waiting
    assert releasing_stream_count() == 1
    assert releases_finish(within=0.1) is False
    assert open_stream_count() == open_before  # still counted until the sound system lets go
    with pytest.raises(AudioDeviceError, match="Restart Voxwell to look for devices again"):
        rescan_devices()  # after waiting its bound: re-initialising would wait on the stream
    stream.answer.set()
    assert stream.closed.wait(30)
    assert releases_finish(within=30)
    assert open_stream_count() == open_before - 1


def test_a_stop_waits_for_the_release_only_its_bounded_time() -> None:
    stream = WedgedStream()
    stream_opened()
    assert release_stream(stream, wait=0.2) is False  # abort cannot return before answer
    stream.answer.set()
    assert stream.closed.wait(30)


def test_a_working_stream_is_released_before_the_call_returns() -> None:
    stream = WedgedStream()
    stream.answer.set()
    stream_opened()
    before = open_stream_count()
    assert release_stream(stream) is True
    assert stream.closed.is_set()
    assert open_stream_count() == before - 1


def test_at_exit_portaudio_is_not_terminated_under_a_stream_still_being_released() -> None:
    """sounddevice's exit handler terminates PortAudio, which closes every open stream and so
    would wait for the wedged one for ever: with a release still waiting, it is skipped."""
    pytest.importorskip("sounddevice", exc_type=OSError, reason="PortAudio is needed")
    script = textwrap.dedent(
        """
        import atexit, threading
        import sounddevice
        from voxwell.audio.backend import release_stream, stream_opened

        # Runs after voxwell's exit hook (registered later) and before sounddevice's.
        atexit.register(lambda: print("initialized", sounddevice._initialized, flush=True))

        class Wedged:
            def abort(self, ignore_errors=True):
                threading.Event().wait()
            def close(self, ignore_errors=True):
                pass

        stream_opened()
        release_stream(Wedged(), wait=0)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["initialized", "0"]

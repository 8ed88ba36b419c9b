"""The device-lost test's child process: a take from the private PulseAudio server's ``mic``
(its address in this process's environment), which the test kills mid-take.

A process of its own because a sound server that dies can deadlock PulseAudio's client library
(about one take in 30 here): PortAudio is then unusable in that process for good (the app says
to restart), and the test process must go on.

Argument: the take's folder. Prints ``recording`` once 2 s are recorded, then waits for a line
on stdin (the server has been killed); prints one JSON line of what the take ended with.
"""

from __future__ import annotations

import json
import sys
import wave
from pathlib import Path

from tests.audio.audio_helpers import RATE, poll_until
from voxwell.audio import DeviceInput, MeterTargets, SessionState, TakeSession, find_input_device


def main(folder: Path) -> None:
    device = DeviceInput(find_input_device("pulse"), RATE)
    session = TakeSession(device, MeterTargets.for_model("apollo"), folder)
    session.record()
    poll_until(session, lambda: session.status().take_seconds >= 2.0, 10)
    sys.stdout.write("recording\n")
    sys.stdout.flush()
    sys.stdin.readline()
    poll_until(session, lambda: session.state is SessionState.ENDED, 10)
    status = session.status()
    path = session.keep("wav")
    with wave.open(str(path), "rb") as kept:
        kept_seconds = kept.getnframes() / kept.getframerate()
    ended = {
        "stop_reason": status.stop_reason,
        "source_state": status.source_state.name,
        "take_seconds": status.take_seconds,
        "kept_seconds": kept_seconds,
        "state_after_keep": session.state.name,
    }
    session.close()
    sys.stdout.write(json.dumps(ended) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))

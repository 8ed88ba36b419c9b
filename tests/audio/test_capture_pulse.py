"""Real capture through PortAudio from a private PulseAudio server's pipe source.

The speech fixture is written into the pipe at real-time pace; the take is recorded through
sounddevice/PortAudio (ALSA host API, ALSA's pulse plugin), exactly as from a microphone.
Skips, saying why, where PulseAudio cannot start.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile

from tests.audio.audio_helpers import HEARD_SECONDS, RATE, PulseServer, pipe_writer, poll_until
from voxwell.analysis import detect_speech
from voxwell.audio import (
    DeviceInput,
    InputDevice,
    MeterTargets,
    SessionState,
    SourceState,
    TakeSession,
    find_input_device,
    list_input_devices,
    rescan_devices,
)
from voxwell.errors import AudioDeviceError

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def test_records_speech_through_portaudio(
    pulse: PulseServer, fixture_48k: Callable[[str], Path], audio_fixtures: Path, tmp_path: Path
) -> None:
    name = "mood_answer_en.flac"
    pcm, _ = soundfile.read(str(fixture_48k(name)), dtype="int16")
    device = find_input_device("pulse")
    session = TakeSession(DeviceInput(device, RATE), MeterTargets.for_model("apollo"), tmp_path)
    session.record(label="capture test")
    assert session.source.samplerate == RATE
    with pipe_writer(pulse.fifo("mic"), pcm, pad_seconds=0.6) as written:
        poll_until(session, written.is_set, 60)
    status = session.poll()
    assert status.state is SessionState.RECORDING, status.stop_reason
    session.stop()
    meter = session.status().meter
    kept = session.keep("flac")
    session.close()

    reference = detect_speech(soundfile.read(str(audio_fixtures / name), dtype="float32")[0])
    assert meter.speech_seconds == pytest.approx(reference.speech_seconds, rel=0.10)
    assert meter.enough_speech
    recorded, rate = soundfile.read(str(kept), dtype="float32")
    assert rate == RATE
    # Everything written to the "microphone" arrived (the pipe starts when recording does).
    assert len(recorded) / RATE == pytest.approx(len(pcm) / RATE + 0.6, abs=1.0)
    # The recording itself, analysed afterwards, has the fixture's speech too.
    resampled = recorded[::3]  # 48 kHz -> 16 kHz is enough for a speech count here
    assert detect_speech(resampled).speech_seconds == pytest.approx(
        reference.speech_seconds, rel=0.10
    )


def test_rescan_picks_up_a_sound_server_started_later(
    pulse: PulseServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("PULSE_SERVER")
    before = rescan_devices()
    if any(d.name == "pulse" for d in before):
        pytest.skip("a desktop sound server is running here; 'pulse' is always listed")
    monkeypatch.setenv("PULSE_SERVER", pulse.server)
    after = rescan_devices()
    assert "pulse" in [d.name for d in after]
    pulse_device = next(d for d in after if d.name == "pulse")
    assert pulse_device.hostapi == "ALSA"
    assert pulse_device.channels >= 1
    assert list_input_devices() == after


def test_rescan_is_refused_while_recording(pulse: PulseServer) -> None:
    tone = (np.sin(np.arange(RATE) * 2 * np.pi * 440 / RATE) * 8000).astype(np.int16)
    source = DeviceInput(find_input_device("pulse"), RATE)
    with pipe_writer(pulse.fifo("mic"), tone):
        source.start()
        try:
            with pytest.raises(AudioDeviceError, match="while the microphone is in use"):
                rescan_devices()
        finally:
            source.stop()
    assert rescan_devices()


def _tone(freq: float, seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (np.sin(2 * np.pi * freq * t) * 8000).astype(np.int16)


def _strongest_hz(samples: np.ndarray) -> float:
    spectrum = np.abs(np.fft.rfft(samples * np.hanning(samples.size)))
    return float(np.fft.rfftfreq(samples.size, 1 / RATE)[int(np.argmax(spectrum))])


def test_switching_device_mid_take_keeps_the_old_until_the_new_has_started(
    pulse: PulseServer, tmp_path: Path
) -> None:
    device = find_input_device("pulse")  # follows the server's default source
    source = DeviceInput(device, RATE)
    session = TakeSession(source, MeterTargets.for_model("apollo"), tmp_path)
    with (
        pipe_writer(pulse.fifo("mic"), _tone(440, 8)),
        pipe_writer(pulse.fifo("mic2"), _tone(1000, 8)),
    ):
        session.record()
        poll_until(session, lambda: session.status().take_seconds > 1.5, 10)
        # A device that cannot be opened: refused, and the take goes on from the old one.
        with pytest.raises(AudioDeviceError, match="Could not open the microphone"):
            source.switch_device(InputDevice(9999, "gone", "ALSA", 1, RATE), RATE)
        assert source.state is SourceState.RUNNING
        before = session.status().take_seconds
        poll_until(session, lambda: session.status().take_seconds > before + 0.5, 10)
        pulse.pactl("set-default-source", "mic2")  # the "new headset"
        session.switch_device(device)
        switched_at = session.status().take_seconds
        poll_until(session, lambda: session.status().take_seconds > switched_at + 1.5, 10)
        session.stop()
    path = session.keep("wav")
    session.close()
    recorded, _ = soundfile.read(str(path), dtype="float32")
    first = recorded[int(0.2 * RATE) : int(1.2 * RATE)]
    last = recorded[-int(1.0 * RATE) :]
    assert _strongest_hz(first) == pytest.approx(440, abs=5)
    assert _strongest_hz(last) == pytest.approx(1000, abs=5)
    assert source.overflows == 0
    assert source.samplerate == RATE


def test_device_lost_mid_take_keeps_the_recording_and_says_why(
    pulse: PulseServer, tmp_path: Path
) -> None:
    """The take runs in a process of its own (``device_lost_child.py``): the server's death can
    leave PortAudio unusable in the recording process, and this one must go on."""
    command = [sys.executable, "-m", "tests.audio.device_lost_child", str(tmp_path)]
    with subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
    ) as child:
        assert child.stdin is not None
        assert child.stdout is not None
        try:
            with pipe_writer(pulse.fifo("mic"), _tone(300, 20)):
                assert child.stdout.readline().strip() == "recording"
                pulse.kill()  # the sound system, and with it the microphone, disappears
                child.stdin.write("killed\n")
                child.stdin.flush()
                ended = json.loads(child.stdout.readline())
            assert child.wait(timeout=60) == 0  # and it exits, whatever PortAudio was left in
        finally:
            if child.poll() is None:
                child.kill()
    assert "stopped sending sound" in ended["stop_reason"]
    assert ended["source_state"] == SourceState.FAILED.name
    assert ended["take_seconds"] >= 2.0
    assert ended["kept_seconds"] >= 2.0
    assert ended["state_after_keep"] == SessionState.IDLE.name


def test_sound_server_sources_are_listed_by_name_and_record_from_that_source(
    pulse: PulseServer, fixture_48k: Callable[[str], Path], tmp_path: Path
) -> None:
    devices = list_input_devices()
    by_source = {device.pulse_source: device for device in devices if device.pulse_source}
    assert set(by_source) >= {"mic", "mic2"}  # the server's real sources, not only "pulse"
    second = by_source["mic2"]
    assert second.name not in ("pulse", "default")
    assert second.hostapi == "PulseAudio"
    assert find_input_device(second.name) == second
    pcm, _ = soundfile.read(str(fixture_48k("mood_answer_en.flac")), dtype="int16")
    pcm = pcm[: HEARD_SECONDS * RATE]
    session = TakeSession(DeviceInput(second, RATE), MeterTargets.for_model("apollo"), tmp_path)
    session.record(label="second source")
    # Speech goes into the second source only: it is what the take must hear.
    with pipe_writer(pulse.fifo("mic2"), pcm, pad_seconds=0.6) as written:
        poll_until(session, written.is_set, 60)
    session.stop()
    meter = session.status().meter
    session.keep("wav")
    session.close()
    assert meter.speech_seconds > 5.0

"""Devices on machines without a microphone or without PortAudio at all."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import soundfile

from voxwell.audio import DeviceInput, list_input_devices, play_file
from voxwell.audio.backend import NO_PORTAUDIO_MESSAGE
from voxwell.audio.devices import NO_INPUT_MESSAGE
from voxwell.cli import main as voxwell_main
from voxwell.errors import AudioDeviceError

# PortAudio hidden the way a Linux machine without libportaudio2 hides it: the library lookup
# finds nothing, so importing sounddevice raises OSError('PortAudio library not found').
NO_PORTAUDIO = textwrap.dedent(
    """
    import ctypes.util, sys
    real = ctypes.util.find_library
    ctypes.util.find_library = lambda name: None if "portaudio" in name else real(name)
    """
)


def _run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_PORTAUDIO + textwrap.dedent(code), *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_portaudio_the_app_imports_and_reports_plainly(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    result = _run(
        """
        import math
        from pathlib import Path
        import voxwell.audio as audio
        from voxwell.errors import AudioDeviceError
        for call in (audio.list_input_devices, audio.DeviceInput,
                     lambda: audio.play_file(sys.argv[1])):
            try:
                call()
            except AudioDeviceError as exc:
                print("refused:", exc)
        # A machine without PortAudio can still take a recording in from a file.
        session = audio.TakeSession(audio.FileInput(sys.argv[1], speed=math.inf),
                                    audio.MeterTargets.for_model("apollo"), Path(sys.argv[2]))
        session.record()
        while session.state is audio.SessionState.RECORDING:
            session.poll()
        print("kept:", session.keep("wav").name)
        from voxwell.cli import main
        sys.exit(main(["devices"]))
        """,
        str(audio_fixtures / "short_8s.flac"),
        str(tmp_path),
    )
    refused = [line for line in result.stdout.splitlines() if line.startswith("refused:")]
    assert refused == [f"refused: {NO_PORTAUDIO_MESSAGE}"] * 3
    assert "kept:" in result.stdout
    assert len(list(tmp_path.glob("*.wav"))) == 1
    assert result.returncode == 1
    assert "libportaudio2" in result.stderr
    assert "Traceback" not in result.stderr


def test_monkeypatched_import_failure_is_an_audio_device_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", None)  # "import sounddevice" now fails
    with pytest.raises(AudioDeviceError, match="PortAudio"):
        list_input_devices()
    with pytest.raises(AudioDeviceError, match="PortAudio"):
        DeviceInput()
    wav = tmp_path / "t.wav"
    soundfile.write(str(wav), [0.0] * 160, 16000)
    with pytest.raises(AudioDeviceError, match="PortAudio") as info:
        play_file(wav)
    assert isinstance(info.value.__cause__, ImportError)


def test_no_microphone_is_a_plain_error_and_devices_exits_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if list_input_devices():
        pytest.skip("this machine has audio inputs; the no-device path runs where it has none")
    with pytest.raises(AudioDeviceError) as info:
        DeviceInput()
    assert str(info.value) == NO_INPUT_MESSAGE
    assert voxwell_main(["devices"]) == 1
    assert "No microphone was found" in capsys.readouterr().err

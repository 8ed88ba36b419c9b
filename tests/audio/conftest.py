"""Fixtures of the audio tests: fixture files at 48 kHz, and a private PulseAudio server."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import soundfile

from tests.audio.audio_helpers import RATE, PulseServer, private_pulse_server, resample


@pytest.fixture(scope="session")
def fixture_48k(
    audio_fixtures: Path, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], Path]:
    """``fixture_48k("short_8s.flac")``: the fixture as 48 kHz 16-bit mono WAV (cached)."""
    folder = tmp_path_factory.mktemp("fixtures48k")

    def make(name: str) -> Path:
        out = folder / (Path(name).stem + ".wav")
        if not out.exists():
            data, rate = soundfile.read(str(audio_fixtures / name), dtype="float32")
            if data.ndim > 1:
                data = data.mean(axis=1)
            soundfile.write(str(out), resample(data, rate, RATE), RATE, subtype="PCM_16")
        return out

    return make


@pytest.fixture
def pulse() -> Iterator[PulseServer]:
    """A running private PulseAudio server, reachable from this process through PortAudio.

    Skips (with the reason) where PulseAudio cannot start. PortAudio is re-initialised so that
    it sees the server's devices, and again afterwards so it forgets them.
    """
    from voxwell.audio import rescan_devices

    try:
        with (
            private_pulse_server("vxpa-", ("mic", "mic2")) as server,
            pytest.MonkeyPatch.context() as mp,
        ):
            for key, value in server.env().items():
                mp.setenv(key, value)
            # Recording from a named source sets PULSE_SOURCE in this process
            # (voxwell.audio.devices.use_pulse_source): undone after the test like the rest.
            mp.setenv("PULSE_SOURCE", "")
            mp.delenv("PULSE_SOURCE")
            names = [device.name for device in rescan_devices()]
            if "pulse" not in names:
                pytest.skip(
                    "PortAudio does not see the PulseAudio server: ALSA's pulse plugin "
                    f"(Debian package libasound2-plugins) is missing; inputs seen: {names}"
                )
            yield server
    finally:
        rescan_devices()  # the server is gone and PULSE_SERVER unset: PortAudio forgets it

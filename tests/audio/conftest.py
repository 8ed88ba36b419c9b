"""Fixtures of the audio tests: fixture files at 48 kHz (the PulseAudio server is suite-wide)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import soundfile

from tests.audio.audio_helpers import RATE, resample


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

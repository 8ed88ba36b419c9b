"""Takes sealed at rest: written record by record, read back whole, recovered after kill -9."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile

from tests.audio.test_recovery import CHILD, _record_then_kill
from voxwell.api import LiveCaption, LiveNotes
from voxwell.audio import TakeWriter, recover_takes
from voxwell.audio.preflight import measure_take
from voxwell.audio.take_audio import is_sealed_take, take_bytes, take_source
from voxwell.audio.takes import (
    encode_flac,
    notes_of,
    owner_of,
    read_live_notes,
    write_live_notes,
)
from voxwell.privacy.at_rest import use_data_key
from voxwell.privacy.sealing import SealedDataError

KEY = bytes(range(32))
LABEL = "P-SEALED-6072"


@pytest.fixture
def sealing() -> bytes:
    use_data_key(KEY)
    return KEY


def _tone(seconds: float, rate: int = 16_000) -> np.ndarray:
    t = np.arange(int(seconds * rate)) / rate
    return (0.3 * np.sin(2 * np.pi * 220 * t)).astype(np.float32)


def _every_byte(folder: Path) -> bytes:
    return b"".join(path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file())


def _record(folder: Path, seconds: float = 2.5) -> tuple[Path, np.ndarray]:
    samples = _tone(seconds)
    writer = TakeWriter(
        16_000, folder, label="readAloud", extra={"session": "s-1", "user_label": LABEL}
    )
    for start in range(0, len(samples), 1600):
        writer.write(samples[start : start + 1600])
    return writer.finish(), samples


def test_a_sealed_take_holds_no_plain_audio_or_label_and_reads_back_whole(
    tmp_path: Path, sealing: bytes
) -> None:
    take, samples = _record(tmp_path)
    assert take.name.endswith(".wav")
    assert is_sealed_take(take)
    write_live_notes(take, LiveNotes(captions=[LiveCaption(start=0.0, end=1.0, text="moonlit")]))
    stored = _every_byte(tmp_path)
    for plain in (b"RIFF", b"WAVE", LABEL.encode(), b"moonlit", b"readAloud"):
        assert plain not in stored
    assert owner_of(take).user_label == LABEL
    notes = read_live_notes(take)
    assert notes is not None
    assert notes.captions[0].text == "moonlit"
    read, rate = soundfile.read(io.BytesIO(take_bytes(take)), dtype="int16")
    assert rate == 16_000
    expected = np.clip(np.rint(samples * 32768.0), -32768, 32767).astype(np.int16)
    np.testing.assert_array_equal(read, expected)
    assert measure_take(take).duration_seconds == pytest.approx(len(samples) / 16_000, abs=0.01)


def test_a_sealed_take_kept_as_flac_stays_sealed(tmp_path: Path, sealing: bytes) -> None:
    take, samples = _record(tmp_path)
    flac = encode_flac(take, take.with_suffix(".flac"))
    assert is_sealed_take(flac)
    assert b"fLaC" not in flac.read_bytes()
    with soundfile.SoundFile(take_source(flac)) as sound:
        assert sound.format == "FLAC"
        assert sound.frames == len(samples)


def test_without_the_key_a_sealed_take_is_a_plain_error_not_garbage(
    tmp_path: Path, sealing: bytes
) -> None:
    take, _ = _record(tmp_path)
    use_data_key(None)
    with pytest.raises(SealedDataError, match="keyring"):
        take_bytes(take)
    assert owner_of(take).user_label == ""  # unknown, not a crash
    use_data_key(bytes(32))
    with pytest.raises(SealedDataError):
        take_bytes(take)


def test_kill_9_mid_sealed_take_loses_at_most_the_last_second(
    tmp_path: Path, fixture_48k: Callable[[str], Path], sealing: bytes
) -> None:
    source_file = fixture_48k("mood_answer_en.flac")
    rate = soundfile.info(str(source_file)).samplerate
    folder = tmp_path / "takes"
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(source_file), str(folder), KEY.hex()],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        last = _record_then_kill(child, 3.3 * rate)

    (partial,) = folder.glob("*.partial.wav")
    assert b"RIFF" not in partial.read_bytes()
    assert b"P-SEALED-6072" not in _every_byte(folder)
    (take,) = recover_takes(folder, min_age_seconds=0)
    assert take.label == "killed take"
    assert take.user_label == LABEL
    assert take.samplerate == rate
    assert last - rate <= take.frames <= last  # at most the last second is missing
    recovered, _ = soundfile.read(io.BytesIO(take_bytes(take.path)), dtype="int16")
    original, _ = soundfile.read(str(source_file), dtype="int16", frames=take.frames)
    np.testing.assert_array_equal(recovered, original)
    kept = take.keep("wav")
    assert is_sealed_take(kept)
    assert notes_of(kept).exists()
    assert recover_takes(folder, min_age_seconds=0) == []

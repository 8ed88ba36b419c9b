"""A data folder left plain (an earlier version, or no keyring then) sealed in place at start."""

from __future__ import annotations

import io
import os
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.api import LiveCaption, LiveNotes
from voxwell.audio import TakeWriter, recover_takes
from voxwell.audio.take_audio import is_sealed_take, take_bytes
from voxwell.audio.take_notes import owner_of, read_live_notes, take_file_purpose, write_live_notes
from voxwell.engine.recordings import FolderRecordings, readable_recording
from voxwell.privacy.at_rest import use_data_key
from voxwell.privacy.data_key import DATA_KEY_ENV
from voxwell.privacy.migration import seal_folder_in_place

KEY = bytes(range(32))
LABEL = "P-MIGRATE-3390"


def _every_byte(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


def _plain_takes(folder: Path) -> tuple[Path, Path, Path, np.ndarray]:
    """A finished WAV take with notes and live notes, a FLAC take, and one cut short."""
    use_data_key(None)
    samples = (0.2 * np.sin(np.arange(40_000) / 9.0)).astype(np.float32)
    owner = {"session": "s-1", "user_label": LABEL}

    def record(label: str) -> TakeWriter:
        writer = TakeWriter(16_000, folder, label=label, extra=owner)
        for start in range(0, len(samples), 4000):
            writer.write(samples[start : start + 4000])
        return writer

    wav = record("recording").finish()
    write_live_notes(wav, LiveNotes(captions=[LiveCaption(start=0, end=1, text="lanternfish")]))
    flac = record("moodQuestion").finish("flac")
    partial = record("readAloud")
    partial.close()  # as a crash leaves it: never finished
    return wav, flac, partial.path, samples


def test_a_plain_takes_folder_is_sealed_in_place_and_reads_the_same(tmp_path: Path) -> None:
    folder = tmp_path / "takes"
    wav, flac, partial, _ = _plain_takes(folder)
    wav_before, flac_before = take_bytes(wav), take_bytes(flac)
    assert LABEL.encode() in _every_byte(folder)
    use_data_key(KEY)
    assert seal_folder_in_place(folder, KEY, take_file_purpose) == 7  # 3 takes, 4 notes
    stored = _every_byte(folder)
    for plain in (LABEL.encode(), b"lanternfish", b"RIFF", b"fLaC"):
        assert plain not in stored
    assert all(is_sealed_take(path) for path in (wav, flac, partial))
    assert take_bytes(wav) == wav_before
    assert take_bytes(flac) == flac_before
    assert owner_of(wav).user_label == LABEL
    notes = read_live_notes(wav)
    assert notes is not None
    assert notes.captions[0].text == "lanternfish"
    (recovered,) = recover_takes(folder, min_age_seconds=0)
    assert recovered.path == partial
    assert recovered.frames == 40_000
    assert recovered.user_label == LABEL
    assert seal_folder_in_place(folder, KEY, take_file_purpose) == 0  # nothing left to do


def test_a_sealing_cut_short_leaves_the_file_readable_and_is_done_again(tmp_path: Path) -> None:
    folder = tmp_path / "takes"
    wav, _, _, samples = _plain_takes(folder)
    # What a kill before the rename leaves: a half-made copy beside the untouched plain take.
    half = wav.with_name(f".{wav.name}.sealing")
    half.write_bytes(os.urandom(5000))
    read, _ = soundfile.read(str(wav), dtype="float32")
    assert len(read) == len(samples)
    use_data_key(KEY)
    seal_folder_in_place(folder, KEY, take_file_purpose)
    assert not half.exists()
    assert is_sealed_take(wav)
    again, rate = soundfile.read(io.BytesIO(take_bytes(wav)), dtype="float32")
    assert rate == 16_000
    np.testing.assert_array_equal(again, read)


def test_the_engine_seals_the_recordings_an_earlier_engine_kept_plain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = FolderRecordings(tmp_path / "audio")
    key, part = plain.spool("8d0f6c1e-2b6a-4c1f-9e55-0c3b1f7b2a10", "recording")
    body = b"RIFF" + os.urandom(3_000_000)
    part.write_bytes(body)
    plain.commit(key, part)
    sealed = FolderRecordings(tmp_path / "audio", key=KEY)
    assert sealed.seal_plain() == 1
    assert b"RIFF" not in _every_byte(tmp_path / "audio")
    monkeypatch.setenv(DATA_KEY_ENV, KEY.hex())
    with sealed.local_copies({"recording": key}) as paths:
        assert readable_recording(paths["recording"]) == body

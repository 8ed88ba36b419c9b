"""The take writer: valid WAV after every flush, kept as WAV or FLAC, discarded cleanly."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.api import LiveCaption, LiveNotes
from voxwell.audio import TakeWriter
from voxwell.audio.takes import (
    delete_take,
    live_notes_of,
    read_live_notes,
    to_pcm16,
    write_live_notes,
)
from voxwell.errors import TakeError

RATE = 48000


def _tone(seconds: float, freq: float = 440.0) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (0.5 * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def test_header_is_valid_after_every_flush_while_still_open(tmp_path: Path) -> None:
    writer = TakeWriter(RATE, tmp_path, label="Mood answer")
    audio = _tone(3.5)
    block = RATE // 100
    flushed_sizes = []
    for i in range(0, len(audio), block):
        writer.write(audio[i : i + block])
        if writer.frames_flushed and writer.frames_flushed not in flushed_sizes:
            flushed_sizes.append(writer.frames_flushed)
            # Another reader opens the file mid-take, as a player would after a crash.
            with wave.open(str(writer.path), "rb") as w:
                assert w.getnframes() == writer.frames_flushed
                assert w.getframerate() == RATE
    assert len(flushed_sizes) == 3  # about once a second
    assert all(size <= RATE * 1.01 * (n + 1) for n, size in enumerate(flushed_sizes))
    assert writer.path.name.endswith(".partial.wav")
    assert "mood-answer" in writer.path.name
    kept = writer.finish("wav")
    assert kept.suffix == ".wav"
    assert not writer.path.exists()
    with wave.open(str(kept), "rb") as w:
        frames = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    np.testing.assert_array_equal(frames, to_pcm16(audio))
    assert not list(tmp_path.glob("*.partial.*"))


def test_kept_as_flac_has_the_same_samples(tmp_path: Path) -> None:
    writer = TakeWriter(RATE, tmp_path)
    audio = _tone(2.2, 220.0)
    writer.write(audio)
    flac = writer.finish("flac")
    assert flac.suffix == ".flac"
    # The notes (whose take it is) stay beside the kept take.
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".flac", ".json"]
    data, rate = soundfile.read(str(flac), dtype="int16")
    assert rate == RATE
    np.testing.assert_array_equal(data, to_pcm16(audio))


def test_discard_leaves_nothing(tmp_path: Path) -> None:
    writer = TakeWriter(RATE, tmp_path)
    writer.write(_tone(1.5))
    writer.discard()
    assert list(tmp_path.iterdir()) == []


def test_full_scale_samples_are_clipped_not_wrapped() -> None:
    pcm = to_pcm16(np.array([1.0, 1.5, -1.0, -2.0, 0.5], dtype=np.float32))
    assert pcm.tolist() == [32767, 32767, -32768, -32768, 16384]


def test_unusable_folder_is_a_plain_take_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the takes folder should be")
    with pytest.raises(TakeError, match="choose another folder"):
        TakeWriter(RATE, blocker)


def test_writing_after_finish_is_refused(tmp_path: Path) -> None:
    writer = TakeWriter(RATE, tmp_path)
    writer.write(_tone(0.1))
    writer.finish()
    with pytest.raises(TakeError, match="already finished"):
        writer.write(_tone(0.1))


def test_live_notes_follow_the_take_when_kept_and_go_with_it(tmp_path: Path) -> None:
    notes = LiveNotes(captions=[LiveCaption(start=0.4, end=1.9, text="the north wind")])
    writer = TakeWriter(RATE, tmp_path)
    writer.write(_tone(1.0))
    write_live_notes(writer.path, notes)  # written while the take records
    assert live_notes_of(writer.path).name.endswith(".partial.live.json")
    kept = writer.finish("flac")
    assert read_live_notes(kept) == notes  # beside the kept take (a recovered one too)
    assert not list(tmp_path.glob("*.partial.*"))
    delete_take(kept)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_unreadable_live_notes_are_none_and_the_take_stays(tmp_path: Path) -> None:
    writer = TakeWriter(RATE, tmp_path)
    writer.write(_tone(0.5))
    kept = writer.finish("wav")
    assert read_live_notes(kept) is None
    live_notes_of(kept).write_text("{not json", encoding="utf-8")
    assert read_live_notes(kept) is None
    assert kept.is_file()

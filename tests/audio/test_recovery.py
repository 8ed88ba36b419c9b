"""Crash safety: a take killed mid-recording comes back playable, missing at most a second."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.audio import TakeWriter, recover_takes, unsent_takes

# The recording process: the file source feeding the take writer, as the app does, printing
# after every write how many frames it has handed to the writer.
CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from voxwell.audio import FileInput, TakeWriter
    from voxwell.privacy.at_rest import use_data_key

    if len(sys.argv) > 3:  # the data key in hex: the take is sealed as it records
        use_data_key(bytes.fromhex(sys.argv[3]))
    source = FileInput(sys.argv[1], speed=4.0)
    writer = TakeWriter(
        source.samplerate, Path(sys.argv[2]), label="killed take",
        extra={"session": "s-9", "user_label": "P-SEALED-6072"},
    )
    source.start()
    while True:
        for block in source.drain():
            writer.write(block)
            print(writer.frames_written, flush=True)
        time.sleep(0.02)  # the GUI timer's period
    """
)


def _record_then_kill(child: subprocess.Popen[str], frames: float) -> int:
    """Read the child's progress until ``frames`` are written, kill -9 it; the last count."""
    assert child.stdout is not None
    last = 0
    deadline = time.monotonic() + 30
    while last < frames and time.monotonic() < deadline:
        line = child.stdout.readline()
        assert line, "the recording process ended early"
        last = int(line)
    os.kill(child.pid, signal.SIGKILL)
    # Lines printed between our last read and the kill count too: they were written before it.
    for line in child.stdout.read().splitlines():
        last = int(line)
    assert child.wait(timeout=10) == -signal.SIGKILL
    return last


def test_kill_9_mid_take_leaves_a_recoverable_wav(
    tmp_path: Path, fixture_48k: Callable[[str], Path]
) -> None:
    source_file = fixture_48k("mood_answer_en.flac")
    rate = soundfile.info(str(source_file)).samplerate
    folder = tmp_path / "takes"
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(source_file), str(folder)],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        last = _record_then_kill(child, 3.3 * rate)

    takes = recover_takes(folder, min_age_seconds=0)
    assert len(takes) == 1
    take = takes[0]
    assert take.label == "killed take"
    assert take.samplerate == rate
    assert last - rate <= take.frames <= last  # at most the last second is missing
    with wave.open(str(take.path), "rb") as w:
        assert w.getnframes() == take.frames
        recovered = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    info = soundfile.info(str(take.path))
    assert info.frames == take.frames
    original, _ = soundfile.read(str(source_file), dtype="int16", frames=take.frames)
    np.testing.assert_array_equal(recovered, original)

    flac = take.keep("flac")
    assert soundfile.info(str(flac)).frames == take.frames
    assert recover_takes(folder, min_age_seconds=0) == []


def test_header_sizes_lost_in_a_crash_are_rebuilt(tmp_path: Path) -> None:
    writer = TakeWriter(16000, tmp_path)
    writer.write(np.full(40000, 0.25, dtype=np.float32))
    writer.close()  # on disk as a crash after a flush leaves it
    path = writer.path
    # A crash between the data write and the header update, plus half a frame of debris.
    with path.open("r+b") as f:
        f.seek(4)
        f.write(b"\x00\x00\x00\x00")
        f.seek(40)
        f.write(b"\x00\x00\x00\x00")
        f.seek(0, os.SEEK_END)
        f.write(b"\x01")
    (take,) = recover_takes(tmp_path, min_age_seconds=0)
    assert take.frames == 40000
    with wave.open(str(take.path), "rb") as w:
        assert w.getnframes() == 40000
    take.discard()
    assert list(tmp_path.iterdir()) == []


def test_empty_partial_take_is_removed_not_offered(tmp_path: Path) -> None:
    writer = TakeWriter(16000, tmp_path)
    path = writer.path
    writer.close()  # never written to: a crash right after Record
    assert path.exists()
    assert recover_takes(tmp_path, min_age_seconds=0) == []
    assert not path.exists()


def test_a_take_still_being_written_is_left_alone(tmp_path: Path) -> None:
    writer = TakeWriter(16000, tmp_path)
    writer.write(np.zeros(20000, dtype=np.float32))
    assert recover_takes(tmp_path, min_age_seconds=60) == []
    writer.write(np.zeros(100, dtype=np.float32))
    writer.discard()


def test_take_without_sidecar_uses_its_header(tmp_path: Path) -> None:
    writer = TakeWriter(22050, tmp_path, label="x")
    writer.write(np.zeros(30000, dtype=np.float32))
    writer.close()
    writer.path.with_name(writer.path.name.replace(".wav", ".json")).unlink()
    (take,) = recover_takes(tmp_path, min_age_seconds=0)
    assert take.samplerate == 22050
    assert take.label == "take"
    assert take.keep("wav").suffix == ".wav"


@pytest.mark.parametrize("folder_exists", [False])
def test_missing_folder_has_nothing_to_recover(tmp_path: Path, folder_exists: bool) -> None:
    assert recover_takes(tmp_path / "never-made", min_age_seconds=0) == []


def _finished_take(folder: Path, slot: str, owner: dict[str, str], seconds: float) -> Path:
    writer = TakeWriter(16000, folder, label=slot, extra=owner)
    writer.write(np.full(int(16000 * seconds), 0.1, dtype=np.float32))
    return writer.finish("wav")


def test_finished_takes_no_session_refers_to_are_found(tmp_path: Path) -> None:
    # A take is kept when it ends, but its session is stored only at upload: a take recorded
    # just before the app was closed must still be found at the next start.
    owner = {"session": "s-1", "user_label": "P-0777"}
    unsent = _finished_take(tmp_path, "moodQuestion", owner, 2.0)
    uploaded = _finished_take(tmp_path, "readAloud", owner, 1.0)
    imported = tmp_path / "20261123T050000Z-recording-imported.wav"
    soundfile.write(str(imported), np.zeros(1600, dtype=np.int16), 16000)  # no notes: a copy
    cut_short = TakeWriter(16000, tmp_path, label="recording", extra=owner)
    cut_short.write(np.ones(1600, np.float32))
    cut_short.close()  # a .partial.wav: recover_takes' business, not this one's

    (found,) = unsent_takes(tmp_path, stored=[str(uploaded)])
    assert found.path == unsent
    assert found.finished
    assert (found.label, found.session_id, found.user_label) == ("moodQuestion", "s-1", "P-0777")
    assert found.frames == 32000
    assert found.duration_seconds == 2.0
    assert found.started_at is not None
    assert found.keep("wav") == unsent  # already kept: nothing moves
    assert unsent.is_file()
    found.discard()
    assert not unsent.exists()
    assert not unsent.with_suffix(".json").exists()  # its notes name the person: gone too
    assert unsent_takes(tmp_path, stored=[uploaded]) == []
    assert unsent_takes(tmp_path / "no-such-folder", stored=[]) == []

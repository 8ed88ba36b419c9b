"""Atomic writes: a failed write leaves the old file as it was and no temporary behind."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from voxwell.files import atomic_target, commit_durably, save_error, write_text_atomically


def test_new_text_replaces_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    target.write_text("old\n")
    assert write_text_atomically(target, "a,b\r\n1,2\r\n") == target
    assert target.read_bytes() == b"a,b\r\n1,2\r\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]


def test_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "out.json"
    target.write_text('{"kept": true}\n')
    with pytest.raises(UnicodeEncodeError):
        write_text_atomically(target, "fine until here \ud800")  # a lone surrogate: no UTF-8
    assert target.read_text() == '{"kept": true}\n'
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]


def test_a_block_that_fails_leaves_the_target_alone(tmp_path: Path) -> None:
    target = tmp_path / "take.flac"
    target.write_bytes(b"old take")

    def encode() -> None:
        with atomic_target(target) as temporary:
            temporary.write_bytes(b"half a n")
            raise RuntimeError("encoder failed")

    with pytest.raises(RuntimeError, match="encoder failed"):
        encode()
    assert target.read_bytes() == b"old take"
    assert [p.name for p in tmp_path.iterdir()] == ["take.flac"]


def test_a_block_that_succeeds_replaces_the_target(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    with atomic_target(target) as temporary:
        assert temporary.parent == tmp_path
        assert temporary != target
        temporary.write_text("{}\n")
        assert not target.exists()
    assert target.read_text() == "{}\n"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_commit_durably_moves_the_part_file_into_place(tmp_path: Path) -> None:
    part = tmp_path / "upload.part"
    part.write_bytes(b"audio bytes")
    final = tmp_path / "recording-1.audio"
    commit_durably(part, final)
    assert final.read_bytes() == b"audio bytes"
    assert not part.exists()


@pytest.mark.parametrize(
    ("code", "advice"),
    [
        (errno.ENOSPC, "Free some space on that disk, or choose another folder."),
        (errno.EACCES, "Choose a folder you can write to."),
        (errno.ENOENT, "Choose a folder that exists."),
        (errno.EIO, "Choose another folder, or try again."),
    ],
)
def test_a_file_not_saved_is_said_plainly_with_what_to_do(code: int, advice: str) -> None:
    # As the operating system reports it: errno, reason and the temporary file's name.
    cause = OSError(code, os.strerror(code), "/media/usb/.report.pdf-x1y2.tmp")
    error = save_error(Path("/media/usb/report.pdf"), cause)
    assert str(error) == (
        f"Could not save report.pdf in {Path('/media/usb')}: {os.strerror(code)}. {advice}"
    )
    assert error.errno == code  # a full disk can still be told from the rest
    assert type(error) is type(cause)  # FileNotFoundError stays one


def test_an_atomic_write_into_a_folder_that_is_gone_is_said_plainly(tmp_path: Path) -> None:
    gone = tmp_path / "unplugged"
    with pytest.raises(FileNotFoundError) as caught:
        write_text_atomically(gone / "out.csv", "a,b\n")
    assert str(caught.value) == (
        f"Could not save out.csv in {gone}: No such file or directory. Choose a folder that exists."
    )
    assert caught.value.errno == errno.ENOENT

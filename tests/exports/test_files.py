"""Atomic export writes: a failed write leaves the old file as it was and no temporary behind."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.exports.files import write_text_atomically


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

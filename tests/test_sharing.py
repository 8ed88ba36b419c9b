"""Files held by another program for a moment: retried briefly, then named plainly.

Linux has no sharing violations, so the operation that hits one is a stand-in for the OS (a
Windows error code on a real PermissionError); everything else is the real file system.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from voxwell.files import write_text_atomically
from voxwell.sharing import is_sharing_violation, open_for_reading, replace_file, retry_sharing


def _sharing_violation() -> PermissionError:
    error = PermissionError(13, "The process cannot access the file")
    error.winerror = 32  # type: ignore[attr-defined]  # ERROR_SHARING_VIOLATION, as on Windows
    return error


class _HeldFor:
    """The OS's answer while another program holds a file for ``times`` attempts."""

    def __init__(self, times: int, then: str = "done") -> None:
        self.left = times
        self.calls = 0
        self.then = then

    def __call__(self) -> str:
        self.calls += 1
        if self.left > 0:
            self.left -= 1
            raise _sharing_violation()
        return self.then


def test_replace_file_replaces_an_existing_file(tmp_path: Path) -> None:
    source, target = tmp_path / "new.csv", tmp_path / "export.csv"
    source.write_text("new\n", encoding="utf-8")
    target.write_text("old\n", encoding="utf-8")
    replace_file(source, target)
    assert target.read_text(encoding="utf-8") == "new\n"
    assert not source.exists()


def test_a_brief_sharing_violation_is_waited_out() -> None:
    held = _HeldFor(3)
    assert retry_sharing(held, "take.wav") == "done"
    assert held.calls == 4


def test_a_file_held_for_good_gets_a_plain_error(tmp_path: Path) -> None:
    held = _HeldFor(10**6)
    with pytest.raises(PermissionError, match=r"export\.csv is in use by another program"):
        retry_sharing(held, tmp_path / "export.csv", within=0.3)
    assert held.calls >= 2


def test_other_errors_are_raised_at_once_and_unchanged(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        replace_file(tmp_path / "missing.part", tmp_path / "take.wav")
    plain = PermissionError(13, "Permission denied")  # no winerror: not a sharing violation
    assert not is_sharing_violation(plain)
    assert is_sharing_violation(_sharing_violation())


def test_open_for_reading_opens_a_take(tmp_path: Path) -> None:
    take = tmp_path / "take.flac"
    take.write_bytes(b"fLaC")

    async def read() -> bytes:
        with await open_for_reading(take) as handle:
            return handle.read()

    assert asyncio.run(read()) == b"fLaC"


def test_an_export_over_an_existing_file_replaces_it_whole(tmp_path: Path) -> None:
    target = tmp_path / "Résultats de José.csv"
    target.write_text("old\n", encoding="utf-8")
    write_text_atomically(target, "a,b\n1,2\n")
    assert target.read_text(encoding="utf-8") == "a,b\n1,2\n"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary file left

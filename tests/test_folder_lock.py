"""One engine per data folder: the folder lock, and a second engine refused on a held folder."""

from __future__ import annotations

import secrets
from pathlib import Path

import pytest

from voxwell.errors import EngineFolderBusyError
from voxwell.folder_lock import FolderBusyError, lock_folder
from voxwell.launcher.local_engine import LocalEngine


def test_a_held_folder_cannot_be_locked_twice_until_released(tmp_path: Path) -> None:
    held = lock_folder(tmp_path)
    with pytest.raises(FolderBusyError, match="Another Voxwell engine"):
        lock_folder(tmp_path)
    held.release()
    lock_folder(tmp_path).release()


def test_a_second_engine_on_a_held_folder_ends_at_once_and_says_why(tmp_path: Path) -> None:
    key = f"vxk-test-{secrets.token_hex(16)}"
    with LocalEngine(tmp_path / "store", key, workers=1) as first:
        second = LocalEngine(tmp_path / "store", key, workers=1)
        with pytest.raises(EngineFolderBusyError, match="already running"):
            second.start(30)
        assert not second.is_running()
        assert first.is_running()

"""One engine per data folder: the folder lock, and a second engine refused on a held folder."""

from __future__ import annotations

import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from voxwell.errors import EngineFolderBusyError
from voxwell.folder_lock import LOCK_FILE, FolderBusyError, lock_folder
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


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


_HOLD = """
import sys
from pathlib import Path
from voxwell.folder_lock import lock_folder
held = lock_folder(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.read()  # holds the lock until killed
"""


def test_another_process_is_refused_and_a_killed_holder_leaves_no_stale_lock(
    tmp_path: Path,
) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLD, str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        assert (tmp_path / LOCK_FILE).read_text().strip() == str(holder.pid)
        with pytest.raises(FolderBusyError):
            lock_folder(tmp_path)
        assert (tmp_path / LOCK_FILE).read_text().strip() == str(holder.pid), "refusal kept it"
    finally:
        holder.kill()
        holder.wait(timeout=30)
        if holder.stdin is not None:
            holder.stdin.close()
        if holder.stdout is not None:
            holder.stdout.close()
    lock_folder(tmp_path).release()  # the killed holder's lock went with its process

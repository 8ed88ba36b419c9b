"""The app's folders: where they are, and that only their owner can read them."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from voxwell.paths import AppPaths, app_paths


def test_voxwell_home_holds_every_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path))
    paths = app_paths()
    assert paths == AppPaths(
        data=tmp_path / "data", logs=tmp_path / "logs", config=tmp_path / "config"
    )
    assert paths.takes == tmp_path / "data" / "takes"
    assert paths.history_db == tmp_path / "data" / "history.sqlite3"


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX; Windows uses ACLs")
def test_the_folders_are_the_owners_alone_even_when_made_wider_before(tmp_path: Path) -> None:
    paths = AppPaths(data=tmp_path / "data", logs=tmp_path / "logs", config=tmp_path / "config")
    paths.data.mkdir(mode=0o755)  # as an older Voxwell made it
    paths.data.chmod(0o755)
    paths.ensure()
    folders = (paths.data, paths.logs, paths.config, paths.takes, paths.engine)
    assert {folder.name: stat.S_IMODE(folder.stat().st_mode) for folder in folders} == {
        folder.name: 0o700 for folder in folders
    }

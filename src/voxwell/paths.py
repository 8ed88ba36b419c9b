"""Where Voxwell keeps things on disk: the platform's data, log and config folders.

``VOXWELL_HOME`` moves everything under one folder (tests, portable installs); otherwise the
platform's own locations are used (platformdirs). ``app_paths()`` is called by the entry points
only (the commands, the app's start-up); library code is given the folders and files it uses.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

__all__ = ["LEGACY_SERVICES_FILE", "AppPaths", "app_paths", "model_cache_dir", "resource_path"]

_APP = "Voxwell"

LEGACY_SERVICES_FILE = "services.json"
"""The file beside ``settings.json`` where an older Voxwell kept the service addresses."""


@dataclass(frozen=True)
class AppPaths:
    """The folders of one installation; ``ensure()`` creates them."""

    data: Path
    logs: Path
    config: Path

    @property
    def takes(self) -> Path:
        """Takes as they are recorded (and recovered after a crash)."""
        return self.data / "takes"

    @property
    def engine(self) -> Path:
        """The bundled engine's store (SQLite database and uploaded audio)."""
        return self.data / "engine"

    @property
    def history_db(self) -> Path:
        """The local history of sessions and their results."""
        return self.data / "history.sqlite3"

    @property
    def batch_state(self) -> Path:
        """Where ``voxwell analyze`` keeps its progress when its results go to standard output
        (``voxwell.sessions.batch``): sessions in the history's format, of the people analysed."""
        return self.data / "analyze-state.sqlite3"

    @property
    def studies(self) -> Path:
        """The studies run from a manifest (``voxwell analyze --manifest``): one file in the
        history's format per study, ``<manifest stem>.sqlite3``, kept for the Study screen."""
        return self.data / "studies"

    @property
    def settings_file(self) -> Path:
        """The app's settings (``voxwell.desk.settings``)."""
        return self.config / "settings.json"

    @property
    def services_file(self) -> Path:
        """The service addresses as an older Voxwell kept them, now in ``settings.json``: read
        only while the settings have none (``voxwell.launcher.engine_launch``), never written."""
        return self.config / LEGACY_SERVICES_FILE

    def ensure(self) -> AppPaths:
        """Create the folders, readable by their owner only (on POSIX: mode 0700).

        They hold people's voices, labels, dates of birth and results: another account on the
        same computer must not read them. A folder an older Voxwell made wider is narrowed.
        """
        for folder in (self.data, self.logs, self.config, self.takes, self.engine):
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            if os.name == "posix":
                folder.chmod(0o700)
        return self


def app_paths() -> AppPaths:
    """The folders in force now (``VOXWELL_HOME`` wins over the platform's)."""
    home = os.environ.get("VOXWELL_HOME")
    if home:
        root = Path(home)
        return AppPaths(data=root / "data", logs=root / "logs", config=root / "config")
    return AppPaths(
        data=Path(platformdirs.user_data_dir(_APP, appauthor=False)),
        logs=Path(platformdirs.user_log_dir(_APP, appauthor=False)),
        config=Path(platformdirs.user_config_dir(_APP, appauthor=False)),
    )


def model_cache_dir() -> Path:
    """Model files derived from installed packages (the Whisper weights joined from their two
    halves): ``VOXWELL_HOME/cache/models``, else the platform's cache folder. Safe to delete:
    they are made again from the packages, and checked against pinned hashes when used."""
    home = os.environ.get("VOXWELL_HOME")
    if home:
        return Path(home) / "cache" / "models"
    return Path(platformdirs.user_cache_dir(_APP, appauthor=False)) / "models"


def resource_path(*parts: str) -> Path:
    """A file shipped inside the package under ``voxwell/resources``."""
    return Path(__file__).resolve().parent.joinpath("resources", *parts)

"""The local engine's API key: one per data folder, kept across launches.

The engine's runs, questionnaires and upload URLs belong to the key that made them (another key
gets 404), so the key must outlive the app. It is kept in the OS keyring when there is a usable
one (under ``engine_keyring_account``), and otherwise in ``engine.key`` in the data folder, a
file only the user can read (mode 0600, created that way, never world-readable in between).
The key is never logged and never put in the discovery file or on a command line.

``engine_key`` finds or makes the key for the app; ``stored_engine_key`` only reads it (for
``voxwell analyze``, to use the app's running engine).
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import secrets
from pathlib import Path

from voxwell.client import credentials
from voxwell.errors import CredentialsError
from voxwell.i18n import translate

__all__ = [
    "ENGINE_KEY_FILE",
    "KeyHome",
    "engine_key",
    "engine_key_file",
    "engine_keyring_account",
    "stored_engine_key",
]

_log = logging.getLogger(__name__)

ENGINE_KEY_FILE = "engine.key"
"""The key file's name inside the engine's data folder (only where there is no keyring)."""


class KeyHome(enum.StrEnum):
    """Where the engine key is kept."""

    KEYRING = "keyring"
    FILE = "file"


def engine_keyring_account(data_dir: Path) -> str:
    """The keyring entry of the engine key of ``data_dir`` (``credentials.folder_account``)."""
    return credentials.folder_account("local-engine", data_dir)


def engine_key_file(data_dir: Path) -> Path:
    return Path(data_dir) / ENGINE_KEY_FILE


def _read_file(data_dir: Path) -> str | None:
    path = engine_key_file(data_dir)
    try:
        key = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise CredentialsError(
            translate(
                "EngineKey", "The local engine's key file {path} cannot be read ({error})."
            ).format(path=path, error=type(exc).__name__)
        ) from exc
    return key or None


def _write_file(data_dir: Path, key: str) -> None:
    """Create the key file readable by its owner only; an existing file is never replaced."""
    path = engine_key_file(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags, 0o600)  # the mode is set at creation: never readable by others
    try:
        os.write(handle, (key + "\n").encode("ascii"))
        os.fsync(handle)
    finally:
        os.close(handle)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)  # a umask cannot widen it, but be explicit


def stored_engine_key(data_dir: Path) -> tuple[str, KeyHome] | None:
    """The key kept for ``data_dir`` and where, or None when none is kept yet."""
    try:
        return credentials.get_api_key(engine_keyring_account(data_dir)), KeyHome.KEYRING
    except CredentialsError:
        pass  # none in the keyring, or no keyring at all
    key = _read_file(data_dir)
    return (key, KeyHome.FILE) if key else None


def engine_key(data_dir: Path) -> tuple[str, KeyHome]:
    """The engine key of ``data_dir`` and where it is kept; a new one is made the first time.

    A new key goes to the keyring when it can be stored there, else to the 0600 key file.
    """
    found = stored_engine_key(data_dir)
    if found is not None:
        return found
    key = "vxk-" + secrets.token_urlsafe(32)
    try:
        credentials.set_api_key(engine_keyring_account(data_dir), key)
    except CredentialsError as exc:
        _log.info("No usable keyring (%s); the engine key is kept in its key file.", exc)
    else:
        return key, KeyHome.KEYRING
    try:
        _write_file(data_dir, key)
    except FileExistsError:
        # Another launch wrote it first (two launches at once): use that one.
        existing = _read_file(data_dir)
        if existing:
            return existing, KeyHome.FILE
        raise CredentialsError(
            translate(
                "EngineKey", "The local engine's key file {path} is empty; remove it."
            ).format(path=engine_key_file(data_dir))
        ) from None
    except OSError as exc:
        raise CredentialsError(
            translate(
                "EngineKey", "The local engine's key could not be kept in {path} ({error})."
            ).format(path=engine_key_file(data_dir), error=type(exc).__name__)
        ) from exc
    return key, KeyHome.FILE

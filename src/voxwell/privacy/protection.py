"""Where a data folder's key is kept (the OS keyring only), and what happens without one.

The data key (``voxwell.privacy.data_key``) is kept only in the operating system's keyring,
under an entry derived from the data folder, with the same policy as API keys
(``voxwell.client.credentials``: no keyring, or one that keeps secrets in a plain file, is not
used). Never beside the data: where there is no usable keyring the data is kept
unencrypted and the app says so (:attr:`Protection.notice`), pointing to the system's disk
encryption.

``protection.json`` in the data folder records that the folder is encrypted and holds a value
sealed with the key (never the key), so that a keyring that lost its entry, or holds another
folder's key, is told apart from a first start: Voxwell then refuses to open the data rather
than making a new key that would leave it unreadable.
"""

from __future__ import annotations

import enum
import json
import logging
import secrets
from dataclasses import dataclass
from pathlib import Path

from voxwell.client import credentials
from voxwell.errors import CredentialsError
from voxwell.files import write_text_atomically
from voxwell.i18n import translate
from voxwell.privacy.data_key import DataKey, DataKeyError
from voxwell.privacy.sealing import KEY_BYTES, SealedDataError, seal, unseal

__all__ = ["PROTECTION_FILE", "Protection", "ProtectionState", "protect_data_folder"]

_log = logging.getLogger(__name__)

PROTECTION_FILE = "protection.json"

_CHECK = b"voxwell data key check"
_CHECK_PURPOSE = "data-key-check"


class ProtectionState(enum.StrEnum):
    ENCRYPTED = "encrypted"
    UNENCRYPTED = "unencrypted"  # no usable keyring on this computer


@dataclass(frozen=True)
class Protection:
    """How one data folder is protected: the key in force, or None when kept unencrypted."""

    key: DataKey | None

    @property
    def state(self) -> ProtectionState:
        return ProtectionState.UNENCRYPTED if self.key is None else ProtectionState.ENCRYPTED

    @property
    def secret(self) -> bytes | None:
        return None if self.key is None else self.key.secret

    @property
    def notice(self) -> str | None:
        """The plain sentence the app shows when the data is not encrypted, else None."""
        if self.key is not None:
            return None
        return translate(
            "DataProtection",
            "This computer has no usable keyring, so Voxwell keeps recordings and results on this "
            "computer unencrypted. Turn on the system's disk encryption (BitLocker, FileVault or "
            "LUKS) to protect them if the laptop is lost.",
        )


def _read_marker(data_dir: Path) -> bytes | None:
    """The sealed check value of an encrypted folder, or None for a folder never encrypted."""
    path = Path(data_dir) / PROTECTION_FILE
    try:
        marker = json.loads(path.read_text(encoding="utf-8"))
        return bytes.fromhex(marker["check"])
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise DataKeyError(
            translate(
                "DataProtection",
                "{path} is damaged ({error}); Voxwell cannot tell which key encrypts "
                "this data folder. Restore the file from a backup.",
            ).format(path=path, error=type(exc).__name__)
        ) from exc


def protect_data_folder(data_dir: Path) -> Protection:
    """The protection of ``data_dir``: its key (made and stored the first time), or none.

    Raises :class:`DataKeyError` when the folder is encrypted and the keyring has no key for it,
    or a key that does not open it: a new key would make the data unreadable for good.
    """
    data_dir = Path(data_dir)
    marker = _read_marker(data_dir)
    account = credentials.folder_account("data-key", data_dir)
    try:
        stored = credentials.get_api_key(account)
    except CredentialsError:
        stored = None
    if marker is not None:
        return Protection(_checked(stored, marker, data_dir))
    if stored is None and credentials.keyring_problem() is not None:
        _log.warning("No usable keyring: the data folder is kept unencrypted.")
        return Protection(None)
    key = DataKey(bytes.fromhex(stored)) if stored else DataKey(secrets.token_bytes(KEY_BYTES))
    if not stored:
        try:
            credentials.set_api_key(account, key.hex())
        except CredentialsError as exc:
            _log.warning("The keyring refused the data key (%s): data kept unencrypted.", exc)
            return Protection(None)
    data_dir.mkdir(parents=True, exist_ok=True)
    check = seal(key.secret, _CHECK, purpose=_CHECK_PURPOSE).hex()
    write_text_atomically(data_dir / PROTECTION_FILE, json.dumps({"check": check}) + "\n")
    return Protection(key)


def _checked(stored: str | None, marker: bytes, data_dir: Path) -> DataKey:
    if stored is None:
        raise DataKeyError(
            translate(
                "DataProtection",
                "The data in {folder} is encrypted, and this computer's keyring no longer holds "
                "its key. Restore the keyring (or sign in to the account that holds it) and start "
                "Voxwell again; nothing was changed.",
            ).format(folder=data_dir)
        )
    try:
        key = DataKey(bytes.fromhex(stored))
        if unseal(key.secret, marker, purpose=_CHECK_PURPOSE) == _CHECK:
            return key
    except (ValueError, SealedDataError):
        pass
    raise DataKeyError(
        translate(
            "DataProtection",
            "The key in this computer's keyring does not open the data in {folder}. Restore the "
            "keyring entry that was made with this folder; nothing was changed.",
        ).format(folder=data_dir)
    )

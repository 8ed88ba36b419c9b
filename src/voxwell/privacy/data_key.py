"""The data key: 32 random bytes that encrypt one data folder at rest, and how it travels.

The history, the takes, their notes and the local engine's store are sealed with it
(``voxwell.privacy.sealing``; SQLCipher through ``voxwell.sqlite_db``). Where it is kept, and
what happens without a keyring, is ``voxwell.privacy.protection``'s business. The app hands the
key to its engine process in the environment (:data:`DATA_KEY_ENV`, hex), as it hands over the
engine's API key; never on a command line, in a file or in a log.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from voxwell.errors import VoxwellError
from voxwell.privacy.sealing import KEY_BYTES

__all__ = ["DATA_KEY_ENV", "DataKey", "DataKeyError", "data_key_from_env"]

DATA_KEY_ENV = "VOXWELL_ENGINE_DATA_KEY"
"""How the app passes the data key (hex) to the engine process it starts."""


class DataKeyError(VoxwellError):
    """The data folder is encrypted but its key is missing from the keyring or is not its key."""


class DataKey:
    """The 32 key bytes; its repr and str never show them."""

    __slots__ = ("_secret",)

    def __init__(self, secret: bytes) -> None:
        if len(secret) != KEY_BYTES:
            raise ValueError("a data key is 32 bytes")
        self._secret = bytes(secret)

    @property
    def secret(self) -> bytes:
        return self._secret

    def hex(self) -> str:
        """For :data:`DATA_KEY_ENV` only."""
        return self._secret.hex()

    def __repr__(self) -> str:
        return "DataKey(<hidden>)"

    __str__ = __repr__


def data_key_from_env(environ: Mapping[str, str] | None = None) -> DataKey | None:
    """The key the app passed in :data:`DATA_KEY_ENV`, or None (an unencrypted store)."""
    value = (os.environ if environ is None else environ).get(DATA_KEY_ENV, "").strip()
    if not value:
        return None
    try:
        return DataKey(bytes.fromhex(value))
    except ValueError:
        raise DataKeyError(f"{DATA_KEY_ENV} is not a 64-digit hex key.") from None

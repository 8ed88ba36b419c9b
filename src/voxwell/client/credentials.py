"""API keys: one per service base URL, kept in the operating system's keyring.

Keys are never written to Voxwell's own files. On a machine without a keyring backend (a headless
Linux box has none) storing or reading a key raises ``CredentialsError`` saying how to pass the
key instead: as an argument, or in the ``VOXWELL_API_KEY`` environment variable. A backend that
keeps keys in a plain-text file is refused for the same reason.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Iterator, Mapping
from pathlib import Path

import keyring
import keyring.backend
import keyring.backends.fail
import keyring.errors

from voxwell.client.config import normalise_base_url
from voxwell.errors import CredentialsError
from voxwell.i18n import translate

__all__ = [
    "API_KEY_ENV",
    "KEYRING_SERVICE",
    "delete_api_key",
    "folder_account",
    "get_api_key",
    "keyring_problem",
    "resolve_api_key",
    "set_api_key",
]

KEYRING_SERVICE = "voxwell"
"""The keyring's service name; the entry's user name is the service base URL."""

API_KEY_ENV = "VOXWELL_API_KEY"


_KEY_ARGUMENT = "AsyncVoiceClient(..., api_key=KEY)"


def _how_to_pass() -> str:
    """The sentence that says how to give a key without a keyring."""
    return translate(
        "Credentials",
        "Pass the key instead as an argument ({argument}) or in the {variable} environment "
        "variable.",
    ).format(argument=_KEY_ARGUMENT, variable=API_KEY_ENV)


def folder_account(kind: str, folder: Path) -> str:
    """The keyring entry of a secret that belongs to a local folder (a loopback pseudo-address):
    one entry per folder under the same keyring policy as API keys. ``kind`` names the secret
    (``local-engine``: the engine's API key; ``data-key``: the data folder's key)."""
    digest = hashlib.sha256(str(Path(folder).resolve()).encode("utf-8")).hexdigest()[:24]
    return f"http://127.0.0.1/{kind}/{digest}"


def keyring_problem() -> str | None:
    """Why keys cannot be kept on this computer (a short sentence), or None when they can."""
    try:
        _backend()
    except CredentialsError:
        return translate(
            "Credentials", "This computer has no usable keyring, so API keys cannot be saved here."
        )
    return None


def _backend() -> keyring.backend.KeyringBackend:
    backend = keyring.get_keyring()
    name = type(backend).__name__
    if isinstance(backend, keyring.backends.fail.Keyring) or backend.priority <= 0:
        said = translate("Credentials", "This computer has no keyring to keep API keys safely.")
        raise CredentialsError(f"{said} {_how_to_pass()}")
    if "plaintext" in name.lower():
        said = translate(
            "Credentials",
            "The configured keyring ({name}) keeps keys in a plain-text file, which Voxwell "
            "does not use.",
        ).format(name=name)
        raise CredentialsError(f"{said} {_how_to_pass()}")
    return backend


def _account(base_url: str) -> str:
    """The keyring entry's user name: the canonical base URL.

    Plain http to a private address is a valid team server address, so it names an entry too;
    whether a key may be *sent* there is decided where the client is built (``ServiceConfig``).
    """
    return normalise_base_url(base_url, private_http=True)


@contextlib.contextmanager
def _keyring(failure: str, *, advise: bool = True) -> Iterator[keyring.backend.KeyringBackend]:
    """The usable backend; a ``KeyringError`` in the block becomes one ``CredentialsError``
    saying ``failure`` (a sentence with an ``{error}`` field), and with ``advise`` how to pass
    the key instead."""
    backend = _backend()
    try:
        yield backend
    except keyring.errors.KeyringError as exc:
        said = failure.format(error=type(exc).__name__)
        raise CredentialsError(f"{said} {_how_to_pass()}" if advise else said) from exc


def get_api_key(base_url: str) -> str:
    """The key stored for ``base_url``; ``CredentialsError`` when none is stored or no keyring."""
    with _keyring(translate("Credentials", "The keyring could not be read ({error}).")) as backend:
        account = _account(base_url)
        key = backend.get_password(KEYRING_SERVICE, account)
    if not key:
        raise CredentialsError(
            translate(
                "Credentials",
                "No API key is saved for {account}. Save one in the app's settings, or pass the "
                "key instead as an argument ({argument}) or in the {variable} environment "
                "variable.",
            ).format(account=account, argument=_KEY_ARGUMENT, variable=API_KEY_ENV)
        )
    return key


def set_api_key(base_url: str, api_key: str) -> None:
    """Store ``api_key`` for ``base_url`` in the keyring (replacing any earlier key)."""
    if not api_key.strip():
        raise CredentialsError(
            translate("Credentials", "The API key is empty; paste the key the provider issued.")
        )
    with _keyring(
        translate("Credentials", "The keyring refused to store the key ({error}).")
    ) as backend:
        backend.set_password(KEYRING_SERVICE, _account(base_url), api_key.strip())


def delete_api_key(base_url: str) -> None:
    """Forget the key of ``base_url``; nothing happens when none is stored."""
    with (
        _keyring(
            translate("Credentials", "The keyring could not delete the key ({error})."),
            advise=False,
        ) as backend,
        contextlib.suppress(keyring.errors.PasswordDeleteError),
    ):
        backend.delete_password(KEYRING_SERVICE, _account(base_url))


def resolve_api_key(
    base_url: str, explicit: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The key to use: the explicit one, else ``VOXWELL_API_KEY``, else the keyring's."""
    if explicit and explicit.strip():
        return explicit.strip()
    from_env = (os.environ if environ is None else environ).get(API_KEY_ENV, "").strip()
    if from_env:
        return from_env
    return get_api_key(base_url)

"""Patient files at rest: sealed with this process's data key when it has one, plain otherwise.

One process serves one data folder, so its key is held here once (:func:`use_data_key`, set by
the app at start and by commands that open the data folder) rather than handed through every
reader of a take or its notes. Every small file that names a person or holds what they said (a
take's notes, its live captions) is written with :func:`write_private_text` and read with
:func:`read_private_text`; a take's audio is sealed record by record by the take writer
(``voxwell.audio.takes``). A file written before encryption was turned on is still read as it
is (plain files are sealed in place by ``voxwell.privacy.migration``).

Each kind of file has its own purpose, bound into the seal: notes never open as captions.
"""

from __future__ import annotations

from pathlib import Path

from voxwell.files import atomic_target, write_text_atomically
from voxwell.i18n import translate
from voxwell.privacy.sealing import KEY_BYTES, SealedDataError, is_sealed, read_sealed, write_sealed

__all__ = [
    "LIVE_NOTES",
    "TAKE_AUDIO",
    "TAKE_NOTES",
    "data_key",
    "read_private_bytes",
    "read_private_text",
    "require_data_key",
    "use_data_key",
    "write_private_bytes",
    "write_private_text",
]

TAKE_AUDIO = "take-audio"
TAKE_NOTES = "take-notes"
LIVE_NOTES = "live-notes"

_key: bytes | None = None


def use_data_key(key: bytes | None) -> None:
    """Seal what this process writes from now on with ``key`` (None: write plain files)."""
    global _key
    if key is not None and len(key) != KEY_BYTES:
        raise ValueError("a data key is 32 bytes")
    _key = key


def data_key() -> bytes | None:
    """The key this process seals with, or None."""
    return _key


def require_data_key(path: Path) -> bytes:
    """The key to open the sealed file ``path``; :class:`SealedDataError` saying so plainly
    when this process has none (no keyring, or it lost the entry)."""
    if _key is None:
        raise SealedDataError(
            translate(
                "SealedData",
                "{file} is encrypted, and this computer's keyring does not hold its key.",
            ).format(file=path.name)
        )
    return _key


def write_private_bytes(path: Path, data: bytes, *, purpose: str) -> Path:
    """Write ``data`` atomically: sealed for ``purpose`` when a key is in use."""
    path = Path(path)
    if _key is None:
        with atomic_target(path) as tmp:
            tmp.write_bytes(data)
    else:
        write_sealed(path, _key, data, purpose=purpose)
    return path


def write_private_text(path: Path, text: str, *, purpose: str) -> Path:
    """Write ``text`` (UTF-8) atomically: sealed for ``purpose`` when a key is in use."""
    if _key is None:
        return write_text_atomically(Path(path), text)
    return write_private_bytes(path, text.encode("utf-8"), purpose=purpose)


def read_private_bytes(path: Path, *, purpose: str) -> bytes:
    """The plain bytes of ``path``, sealed or not. Raises ``OSError`` as reading does, and
    :class:`~voxwell.privacy.sealing.SealedDataError` for a sealed file this key cannot open."""
    path = Path(path)
    if is_sealed(path):
        return read_sealed(path, require_data_key(path), purpose=purpose)
    return path.read_bytes()


def read_private_text(path: Path, *, purpose: str) -> str:
    """The text of ``path`` (UTF-8), sealed or not; errors as :func:`read_private_bytes`."""
    return read_private_bytes(path, purpose=purpose).decode("utf-8")

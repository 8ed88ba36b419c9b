"""The data key's home: the OS keyring only (a stand-in keyring here), never beside the data."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import MemoryKeyring
from voxwell.engine.settings import EngineSettings, SettingsError
from voxwell.history import HistoryStore
from voxwell.privacy.data_key import DATA_KEY_ENV, DataKey, DataKeyError, data_key_from_env
from voxwell.privacy.protection import PROTECTION_FILE, ProtectionState, protect_data_folder


def _every_byte(folder: Path) -> bytes:
    return b"".join(path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file())


def test_without_a_keyring_data_is_plain_and_the_app_says_so(
    tmp_path: Path, no_keyring: None
) -> None:
    protection = protect_data_folder(tmp_path / "data")
    assert protection.state is ProtectionState.UNENCRYPTED
    assert protection.key is None
    assert protection.notice is not None
    assert "unencrypted" in protection.notice
    assert "disk encryption" in protection.notice
    # No key is ever kept beside the data instead.
    assert not (tmp_path / "data").exists() or list((tmp_path / "data").iterdir()) == []


def test_a_key_is_made_once_kept_in_the_keyring_and_never_in_the_folder(
    tmp_path: Path, memory_keyring: MemoryKeyring
) -> None:
    data = tmp_path / "data"
    first = protect_data_folder(data)
    assert first.state is ProtectionState.ENCRYPTED
    assert first.key is not None
    assert first.notice is None
    assert [secret for secret in memory_keyring.store.values()] == [first.key.hex()]
    assert (data / PROTECTION_FILE).exists()
    folder_bytes = _every_byte(data)
    assert first.key.secret not in folder_bytes
    assert first.key.hex().encode() not in folder_bytes
    again = protect_data_folder(data)
    assert again.key is not None
    assert again.key.secret == first.key.secret
    other = protect_data_folder(tmp_path / "other")
    assert other.key is not None
    assert other.key.secret != first.key.secret


def test_a_keyring_that_lost_the_key_refuses_rather_than_making_a_new_one(
    tmp_path: Path, memory_keyring: MemoryKeyring
) -> None:
    data = tmp_path / "data"
    key = protect_data_folder(data).key
    assert key is not None
    with HistoryStore(data / "history.sqlite3", key=key.secret) as store:
        store.user_labels()
    memory_keyring.store.clear()
    before = _every_byte(data)
    with pytest.raises(DataKeyError, match="no longer holds its key"):
        protect_data_folder(data)
    assert memory_keyring.store == {}
    assert _every_byte(data) == before


def test_another_folders_key_is_refused(tmp_path: Path, memory_keyring: MemoryKeyring) -> None:
    data = tmp_path / "data"
    protect_data_folder(data)
    protect_data_folder(tmp_path / "other")
    (account_a, _), (_, secret_b) = memory_keyring.store.items()
    memory_keyring.store[account_a] = secret_b  # the entries swapped by hand
    with pytest.raises(DataKeyError, match="does not open"):
        protect_data_folder(data)


def test_the_key_never_shows_in_a_repr_or_an_error(tmp_path: Path) -> None:
    key = DataKey(bytes(range(32)))
    assert key.hex() not in repr(key)
    assert key.hex() not in str(key)
    with pytest.raises(ValueError, match="32 bytes"):
        DataKey(b"short")
    with pytest.raises(DataKeyError) as caught:
        data_key_from_env({DATA_KEY_ENV: "zz" * 32})
    assert "zz" * 32 not in str(caught.value)
    settings = EngineSettings.load(data_dir=tmp_path, **{DATA_KEY_ENV: key.hex()})
    assert settings.data_key == key.secret
    assert key.hex() not in repr(settings)
    with pytest.raises(SettingsError) as refused:
        EngineSettings.load(data_dir=tmp_path, **{DATA_KEY_ENV: "ab" * 31})
    assert "ab" * 31 not in str(refused.value)
    assert data_key_from_env({}) is None

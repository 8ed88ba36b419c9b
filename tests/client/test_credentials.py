"""API keys in the keyring (an in-memory stand-in for the OS keyring) and without one."""

from __future__ import annotations

import pytest

from voxwell.client import AsyncVoiceClient
from voxwell.client.credentials import (
    API_KEY_ENV,
    KEYRING_SERVICE,
    delete_api_key,
    get_api_key,
    resolve_api_key,
    set_api_key,
)
from voxwell.errors import CredentialsError
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


URL = "https://ca.api.voxwell.example/"


def test_keys_are_kept_per_base_url(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    set_api_key(URL, "key-ca-1")
    set_api_key("https://us.api.voxwell.example", "key-us-1")
    assert get_api_key("https://CA.api.voxwell.example") == "key-ca-1"
    assert get_api_key("https://us.api.voxwell.example/") == "key-us-1"
    assert (KEYRING_SERVICE, "https://ca.api.voxwell.example") in memory_keyring.store
    delete_api_key(URL)
    delete_api_key(URL)  # forgetting twice is fine
    with pytest.raises(CredentialsError, match="No API key is saved"):
        get_api_key(URL)


def test_explicit_key_wins_then_the_environment_then_the_keyring(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    set_api_key(URL, "from-keyring")
    assert resolve_api_key(URL, "explicit", environ={API_KEY_ENV: "from-env"}) == "explicit"
    assert resolve_api_key(URL, None, environ={API_KEY_ENV: "from-env"}) == "from-env"
    assert resolve_api_key(URL, None, environ={}) == "from-keyring"


@pytest.mark.asyncio
@pytest.mark.usefixtures("memory_keyring")
async def test_client_takes_its_key_from_the_keyring(
    engine: LocalEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    set_api_key(engine.base_url, engine.api_key)
    async with AsyncVoiceClient(engine.base_url) as client:
        assert (await client.get_account()).features
        assert engine.api_key not in repr(client)
        assert engine.api_key not in repr(vars(client))


@pytest.mark.usefixtures("no_keyring")
def test_no_keyring_says_how_to_pass_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(API_KEY_ENV, raising=False)
    with pytest.raises(CredentialsError) as caught:
        set_api_key(URL, "secret-key-value")
    message = str(caught.value)
    assert API_KEY_ENV in message
    assert "argument" in message
    assert "secret-key-value" not in message
    with pytest.raises(CredentialsError, match=API_KEY_ENV):
        get_api_key(URL)
    with pytest.raises(CredentialsError, match=API_KEY_ENV):
        AsyncVoiceClient(URL)
    assert resolve_api_key(URL, environ={API_KEY_ENV: "env-key"}) == "env-key"


def test_empty_key_is_refused(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(CredentialsError, match="empty"):
        set_api_key(URL, "   ")


def test_a_team_servers_key_is_kept_under_its_address(memory_keyring) -> None:  # type: ignore[no-untyped-def]
    # A team server on a private network may be plain http; its key still has its own entry.
    set_api_key("http://192.168.1.20:8000/", "vxk-team-1")
    set_api_key("https://voxwell.clinic.example.org", "vxk-team-2")
    assert (KEYRING_SERVICE, "http://192.168.1.20:8000") in memory_keyring.store
    assert get_api_key("http://192.168.1.20:8000") == "vxk-team-1"
    assert get_api_key("https://VOXWELL.clinic.example.org/") == "vxk-team-2"
    delete_api_key("http://192.168.1.20:8000")
    with pytest.raises(CredentialsError, match="No API key is saved"):
        get_api_key("http://192.168.1.20:8000")
    assert get_api_key("https://voxwell.clinic.example.org") == "vxk-team-2"


@pytest.mark.asyncio
@pytest.mark.usefixtures("memory_keyring")
async def test_a_team_servers_key_goes_only_where_https_or_a_private_address_allows() -> None:
    from voxwell.client import Region, ServiceConfig

    set_api_key("http://192.168.1.20:8000", "vxk-team-secret")
    # As a team server, the private address is accepted (the client is built, key from keyring).
    team = AsyncVoiceClient(ServiceConfig.for_region(Region.TEAM, "http://192.168.1.20:8000"))
    assert team.base_url == "http://192.168.1.20:8000"
    assert "vxk-team-secret" not in repr(team)
    assert "vxk-team-secret" not in repr(vars(team))
    assert "vxk-team-secret" not in repr(team.service)
    await team.aclose()
    # A bare address is not a team server: plain http beyond this computer stays refused.
    with pytest.raises(ValueError, match="unencrypted"):
        AsyncVoiceClient("http://192.168.1.20:8000")

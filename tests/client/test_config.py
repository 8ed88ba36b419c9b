"""Service settings: base URLs (editable, validated) and the client's policies.

The addresses are saved with the app's settings (``voxwell.desk.settings``, in settings.json); the
client turns a saved mapping into services (``services_from``) and keeps no file of its own.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

import voxwell.client
from voxwell.client import (
    DEFAULT_BASE_URLS,
    PollPolicy,
    Region,
    RetryPolicy,
    ServiceConfig,
    normalise_base_url,
    plain_http_warning,
    services_from,
)
from voxwell.desk.settings import AppSettings, load_settings, save_settings


def test_regions_default_to_placeholders_that_never_resolve() -> None:
    services = services_from({})
    assert set(services) == {Region.DEFAULT, Region.CA, Region.US}
    for region, config in services.items():
        assert config.base_url == DEFAULT_BASE_URLS[region]
        assert config.base_url.startswith("https://")
        assert ".example" in config.base_url
    assert services[Region.CA].name == "Canada"


def test_edited_base_urls_are_saved_and_loaded(tmp_path: Path) -> None:
    file = tmp_path / "config" / "settings.json"
    settings = load_settings(file)
    settings = settings.replace(service_addresses={"ca": "https://voice.example.ca/api/"})
    save_settings(settings, file)
    loaded = load_settings(file).services()
    assert loaded[Region.CA].base_url == "https://voice.example.ca/api"
    assert loaded[Region.US].base_url == DEFAULT_BASE_URLS[Region.US]


def test_a_damaged_settings_file_falls_back_to_defaults(tmp_path: Path) -> None:
    file = tmp_path / "settings.json"
    file.write_text('{"service_addresses": {"ca": "ftp://nope", "us": 3', encoding="utf-8")
    assert load_settings(file).services()[Region.CA].base_url == DEFAULT_BASE_URLS[Region.CA]
    file.write_text('{"service_addresses": {"ca": "ftp://nope", "us": 3}}', encoding="utf-8")
    services = load_settings(file).services()
    assert services[Region.CA].base_url == DEFAULT_BASE_URLS[Region.CA]
    assert services[Region.US].base_url == DEFAULT_BASE_URLS[Region.US]
    assert services_from({"ca": "ftp://nope"})[Region.CA].base_url == DEFAULT_BASE_URLS[Region.CA]


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("https://API.example.org/", "https://api.example.org"),
        ("http://127.0.0.1:8765", "http://127.0.0.1:8765"),
        ("http://localhost:1/v1-proxy/", "http://localhost:1/v1-proxy"),
        ("http://[::1]:9", "http://[::1]:9"),
    ],
)
def test_base_urls_are_normalised(given: str, expected: str) -> None:
    assert normalise_base_url(given) == expected


@pytest.mark.parametrize(
    ("given", "complaint"),
    [
        ("http://api.example.org", "unencrypted"),
        ("api.example.org", "not a service address"),
        ("https://user:pw@api.example.org", "no user name"),
        ("https://api.example.org/?key=1", "no user name"),
    ],
)
def test_unsafe_or_broken_base_urls_are_refused(given: str, complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint):
        normalise_base_url(given)


def test_the_local_engine_has_no_fixed_address() -> None:
    with pytest.raises(ValueError, match="LocalEngine"):
        ServiceConfig.for_region(Region.LOCAL)


def test_poll_intervals_start_short_and_grow_to_a_ceiling() -> None:
    intervals = PollPolicy(first_interval=0.2, factor=2.0, max_interval=1.0).intervals()
    assert [next(intervals) for _ in range(5)] == [0.2, 0.4, 0.8, 1.0, 1.0]


def test_retry_delays_back_off_and_need_an_attempt() -> None:
    policy = RetryPolicy(attempts=3, first_delay=0.5, factor=2.0, max_delay=1.5)
    assert [policy.delay(n) for n in (1, 2, 3)] == [0.5, 1.0, 1.5]
    with pytest.raises(ValueError, match="at least one attempt"):
        RetryPolicy(attempts=0)


def test_a_region_alone_means_its_factory_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Addresses edited in the app live in its settings, which the caller hands over; a bare
    # region never reads the app's file behind the caller's back (the client reads no settings).
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path))
    edited = tmp_path / "config" / "settings.json"
    edited.parent.mkdir()
    edited.write_text(json.dumps({"service_addresses": {"ca": "https://voice.example.ca/edited"}}))
    assert ServiceConfig.for_region(Region.CA).base_url == DEFAULT_BASE_URLS[Region.CA]
    saved = load_settings(edited).services()
    assert saved[Region.CA].base_url == "https://voice.example.ca/edited"


# -- the team server -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("https://Voxwell.Clinic.example.org/", "https://voxwell.clinic.example.org"),
        ("http://10.1.2.3:8000/", "http://10.1.2.3:8000"),
        ("http://172.20.0.5:8000", "http://172.20.0.5:8000"),
        ("http://192.168.1.20:8000/voxwell", "http://192.168.1.20:8000/voxwell"),
        ("http://[fd12:3456::7]:8000", "http://[fd12:3456::7]:8000"),
        ("http://127.0.0.1:8765", "http://127.0.0.1:8765"),
    ],
)
def test_a_team_server_may_use_plain_http_on_a_private_network(given: str, expected: str) -> None:
    assert ServiceConfig.for_region(Region.TEAM, given).base_url == expected
    assert ServiceConfig.for_region(Region.TEAM, given).name == "Team server"


@pytest.mark.parametrize(
    "url", ["http://10.1.2.3:8000", "http://192.168.1.20", "http://[fd12:3456::7]:8000"]
)
def test_hosted_regions_still_refuse_plain_http_to_a_private_address(url: str) -> None:
    with pytest.raises(ValueError, match="unencrypted"):
        ServiceConfig.for_region(Region.CA, url)
    with pytest.raises(ValueError, match="unencrypted"):
        normalise_base_url(url)


@pytest.mark.parametrize(
    ("given", "complaint"),
    [
        ("http://voice.example.org", "private network address"),  # a name: not looked up
        ("http://8.8.8.8:8000", "private network address"),
        ("http://172.32.0.1", "private network address"),  # just outside 172.16.0.0/12
        ("voxwell.clinic.example.org", "not a service address"),
        ("https://voxwell.clinic.example.org:80443", "not a service address"),
        ("https://voxwell.clinic.example.org:port", "not a service address"),
        ("ftp://10.1.2.3", "not a service address"),
        ("https://admin:pw@voxwell.clinic.example.org", "no user name"),
        ("", "no address yet"),
    ],
)
def test_a_bad_team_server_address_gets_a_plain_message(given: str, complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint):
        ServiceConfig.for_region(Region.TEAM, given)


def test_plain_http_beyond_this_computer_is_warned_about() -> None:
    warning = plain_http_warning("http://192.168.1.20:8000")
    assert warning is not None
    assert "192.168.1.20" in warning
    assert "unencrypted" in warning
    assert "https" in warning
    assert plain_http_warning("https://voxwell.clinic.example.org") is None
    assert plain_http_warning("http://127.0.0.1:8765") is None
    assert plain_http_warning("http://localhost:8765") is None


def test_the_team_server_is_saved_only_once_it_has_an_address(tmp_path: Path) -> None:
    file = tmp_path / "config" / "settings.json"
    settings = load_settings(file)
    assert Region.TEAM not in settings.services(), (
        "no factory address: nothing to offer until typed"
    )
    settings = settings.replace(service_addresses={"team": "http://10.1.2.3:8000/"})
    save_settings(settings, file)
    saved = json.loads(file.read_text(encoding="utf-8"))["service_addresses"]
    assert saved["team"] == "http://10.1.2.3:8000"
    loaded = load_settings(file)
    assert loaded.services()[Region.TEAM].base_url == "http://10.1.2.3:8000"
    assert loaded.services()[Region.TEAM].region is Region.TEAM
    save_settings(loaded.replace(service_addresses={}), file)
    assert Region.TEAM not in load_settings(file).services()
    assert "team" not in json.loads(file.read_text(encoding="utf-8"))["service_addresses"]


def test_a_damaged_team_server_address_is_left_out(tmp_path: Path) -> None:
    file = tmp_path / "settings.json"
    addresses = {"team": "http://8.8.8.8", "ca": "https://ca.example.org"}
    file.write_text(json.dumps({"service_addresses": addresses}))
    for services in (load_settings(file).services(), services_from(addresses)):
        assert Region.TEAM not in services
        assert services[Region.CA].base_url == "https://ca.example.org", "the rest still loads"


def test_an_invalid_address_gets_the_default_or_is_left_out_and_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    addresses = {"us": "http://us.voice.example.org", "team": "http://8.8.8.8:8000", "mars": "x"}
    with caplog.at_level(logging.WARNING, logger="voxwell.client.config"):
        services = services_from(addresses)
    assert services[Region.US].base_url == DEFAULT_BASE_URLS[Region.US], "a hosted region's default"
    assert Region.TEAM not in services, "a team server has no default: left out"
    assert set(services) == {Region.DEFAULT, Region.CA, Region.US}, "an unknown key is passed over"
    said = [record.getMessage() for record in caplog.records]
    assert any(m.startswith("Ignoring the saved address of United States:") for m in said), said
    assert any(m.startswith("Ignoring the saved address of the Team server:") for m in said), said


def test_the_client_keeps_no_settings_file() -> None:
    """The addresses are the app's settings: the client only turns them into services."""
    for gone in ("load_services", "save_services"):
        assert gone not in voxwell.client.__all__
        assert not hasattr(voxwell.client, gone)
        assert not hasattr(voxwell.client.config, gone)
    assert "services_from" in voxwell.client.__all__
    assert AppSettings(service_addresses={"ca": "https://ca.example.org"}).services() == (
        services_from({"ca": "https://ca.example.org"})
    )

"""Where the service is: the regions, the team server, their base URLs, and the client's timeouts.

The hosted regions' base URLs are *settings*: the defaults below are placeholders under the
reserved ``.example`` domain (they never resolve) until an administrator configures the real
addresses. The addresses saved by the app (its settings, ``voxwell.desk.settings``) reach the
client as a mapping of region to URL, turned into services by ``services_from``; the client keeps
no file of its own. The team server (the engine run by an organisation for its own laptops,
docs/deploy.md) has no factory address: it is there only once the user typed one. API keys are
never stored here (see ``voxwell.client.credentials``).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from ipaddress import ip_address, ip_network
from urllib.parse import urlsplit, urlunsplit

import httpx

from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "DEFAULT_BASE_URLS",
    "ClientTimeouts",
    "PollPolicy",
    "Region",
    "RetryPolicy",
    "ServiceConfig",
    "normalise_base_url",
    "plain_http_warning",
    "services_from",
]

_log = logging.getLogger(__name__)


class Region(StrEnum):
    """Where runs are sent: a hosted region, the bundled engine on this machine, or a team server.

    A team server runs the same engine as the local one (its measures are the acoustic reference
    model), on an organisation's own machines; its address is whatever the user typed.
    """

    DEFAULT = "default"
    CA = "ca"
    US = "us"
    LOCAL = "local"
    TEAM = "team"

    @property
    def label(self) -> str:
        """The region's name in English: it is kept as a session's service name (history), so
        it is translated only where it is shown (``translate("Region", region.label)``)."""
        return _LABELS[self]


_LABELS = {
    Region.DEFAULT: QT_TRANSLATE_NOOP("Region", "Default"),
    Region.CA: QT_TRANSLATE_NOOP("Region", "Canada"),
    Region.US: QT_TRANSLATE_NOOP("Region", "United States"),
    Region.LOCAL: QT_TRANSLATE_NOOP("Region", "Local engine"),
    Region.TEAM: QT_TRANSLATE_NOOP("Region", "Team server"),
}

DEFAULT_BASE_URLS: dict[Region, str] = {
    # Placeholders, to be configured: the real hosted addresses are agreed with the provider.
    Region.DEFAULT: "https://api.voxwell.example",
    Region.CA: "https://ca.api.voxwell.example",
    Region.US: "https://us.api.voxwell.example",
}
"""Factory settings of the hosted regions' base URLs (placeholders until configured)."""


def normalise_base_url(url: str, *, private_http: bool = False) -> str:
    """A base URL without trailing slash; refuses what would leak the key or cannot work.

    Plain ``http`` is accepted only for loopback addresses: anything else would send the API key
    in clear text over the network. With ``private_http`` (a team server on an organisation's own
    network) it is accepted for private IP addresses too; ``plain_http_warning`` then says what
    that exposes. Host names are not looked up, so a name other than ``localhost`` needs https.
    """
    text = url.strip()
    parts = urlsplit(text)
    try:
        port = parts.port
    except ValueError:  # a port that is not a number, or out of range
        port = -1
    if parts.scheme not in ("http", "https") or not parts.hostname or port == -1:
        raise ValueError(
            translate(
                "ServiceConfig",
                "{address} is not a service address; give one like https://api.example.org "
                "(or http://127.0.0.1:PORT for an engine on this machine).",
            ).format(address=repr(text))
        )
    if parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(
            translate(
                "ServiceConfig",
                "A service address has no user name, password, query or fragment; "
                "give only scheme, host, port and path.",
            )
        )
    if parts.scheme == "http" and not _is_loopback(parts.hostname):
        if not private_http:
            raise ValueError(
                translate(
                    "ServiceConfig",
                    "Refusing plain http to {host}: the API key would travel unencrypted. "
                    "Use an https address.",
                ).format(host=parts.hostname)
            )
        if not _is_private(parts.hostname):
            raise ValueError(
                translate(
                    "ServiceConfig",
                    "Refusing plain http to {host}: plain http is allowed only for this "
                    "computer or a private network address ({networks}). Use an https address.",
                ).format(
                    host=parts.hostname, networks="10.x.x.x, 172.16-31.x.x, 192.168.x.x, fc00::/7"
                )
            )
    return urlunsplit((parts.scheme, parts.netloc.lower(), parts.path.rstrip("/"), "", ""))


def plain_http_warning(base_url: str) -> str | None:
    """What a plain-http address exposes (None for https or this computer), in plain words."""
    parts = urlsplit(base_url.strip())
    if parts.scheme != "http" or not parts.hostname or _is_loopback(parts.hostname):
        return None
    return translate(
        "ServiceConfig",
        "Plain http to {host}: the API key, the recordings and the results travel "
        "unencrypted over this network. Use https unless every machine on it is trusted.",
    ).format(host=parts.hostname)


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ip_address(host).is_loopback
    except ValueError:
        return False


_PRIVATE_NETWORKS = tuple(
    ip_network(net) for net in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")
)
"""RFC 1918 and IPv6 unique local addresses: a network an organisation runs itself."""


def _is_private(host: str) -> bool:
    try:
        address = ip_address(host)
    except ValueError:
        return False
    return any(address in network for network in _PRIVATE_NETWORKS)


@dataclass(frozen=True)
class ServiceConfig:
    """One service the client can talk to: a display name and a base URL.

    A team server's address may be plain http to a private network address (see
    ``normalise_base_url``); every other service needs https, or this computer.
    """

    name: str
    base_url: str
    region: Region | None = None

    def __post_init__(self) -> None:
        url = normalise_base_url(self.base_url, private_http=self.region is Region.TEAM)
        object.__setattr__(self, "base_url", url)

    @classmethod
    def for_region(cls, region: Region, base_url: str | None = None) -> ServiceConfig:
        """A hosted region with the given base URL, else its factory default; the team server
        with the given base URL (it has no default).

        The addresses edited in the app are the settings' (``services_from``), never read here.
        """
        if region is Region.LOCAL:
            raise ValueError(
                "The local engine has no fixed address: start it with LocalEngine and use "
                "its base_url."
            )
        if region is Region.TEAM and not base_url:
            raise ValueError(
                translate(
                    "ServiceConfig",
                    "The team server has no address yet: give the one your administrator set up "
                    "(for example https://voxwell.your-organisation.org).",
                )
            )
        return cls(name=region.label, base_url=base_url or DEFAULT_BASE_URLS[region], region=region)


def services_from(addresses: Mapping[str, str]) -> dict[Region, ServiceConfig]:
    """The hosted regions with their base URLs (``addresses`` over the factory defaults), and the
    team server when ``addresses`` has one; ``addresses`` maps a region's value to a base URL.

    An invalid address is logged and replaced by its default (a team server's is left out), so
    a damaged settings file never stops the app; a key that names no region is passed over.
    """
    services: dict[Region, ServiceConfig] = {}
    for region, default in DEFAULT_BASE_URLS.items():
        config = ServiceConfig(name=region.label, base_url=default, region=region)
        value = addresses.get(region.value)
        if value is not None:
            try:
                config = replace(config, base_url=value)
            except ValueError as exc:
                _log.warning("Ignoring the saved address of %s: %s", region.label, exc)
        services[region] = config
    team = addresses.get(Region.TEAM.value)
    if team is not None and team.strip():
        try:
            services[Region.TEAM] = ServiceConfig.for_region(Region.TEAM, team)
        except ValueError as exc:
            _log.warning("Ignoring the saved address of the %s: %s", Region.TEAM.label, exc)
    return services


@dataclass(frozen=True)
class ClientTimeouts:
    """Seconds allowed for each phase of a request; uploads get long write and read times."""

    connect: float = 5.0
    read: float = 30.0
    write: float = 30.0
    pool: float = 10.0
    upload_write: float = 600.0
    upload_read: float = 120.0

    def for_api(self) -> httpx.Timeout:
        return httpx.Timeout(connect=self.connect, read=self.read, write=self.write, pool=self.pool)

    def for_upload(self) -> httpx.Timeout:
        return httpx.Timeout(
            connect=self.connect, read=self.upload_read, write=self.upload_write, pool=self.pool
        )


@dataclass(frozen=True)
class RetryPolicy:
    """How often an upload is tried again after a connection error, and how long to wait."""

    attempts: int = 4
    first_delay: float = 0.5
    factor: float = 2.0
    max_delay: float = 8.0

    def __post_init__(self) -> None:
        if self.attempts < 1:
            raise ValueError("An upload needs at least one attempt.")

    def delay(self, failed_attempts: int) -> float:
        return min(self.max_delay, self.first_delay * self.factor ** max(0, failed_attempts - 1))


@dataclass(frozen=True)
class PollPolicy:
    """Polling intervals: a short first wait, growing by ``factor`` up to ``max_interval``."""

    first_interval: float = 0.25
    factor: float = 1.5
    max_interval: float = 5.0

    def intervals(self) -> Iterator[float]:
        interval = self.first_interval
        while True:
            yield interval
            interval = min(self.max_interval, interval * self.factor)

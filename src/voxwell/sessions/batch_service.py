"""Which service ``voxwell analyze`` talks to: the local engine, a team server, a region or a URL.

``batch_service`` gives the base URL and key of the batch's service: the desktop app's running
engine, or a private engine started for the batch (and stopped after); the team server at
``--url`` or at the address saved in the app's settings; a hosted region at its saved address; or
a base URL given as ``--engine``. The saved addresses are read from the app's ``settings.json``
raw (``saved_service_addresses``: this layer sits below the settings module). Hosted services
and team servers take the key from ``VOXWELL_API_KEY`` or the keyring. ``UsageError`` says which
argument to change.
"""

from __future__ import annotations

import secrets
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

from voxwell.client.config import Region, ServiceConfig, plain_http_warning, services_from
from voxwell.client.credentials import resolve_api_key
from voxwell.launcher.engine_discovery import find_running_engine
from voxwell.launcher.engine_launch import saved_service_addresses
from voxwell.launcher.local_engine import LocalEngine
from voxwell.paths import AppPaths

__all__ = ["ServiceChoice", "UsageError", "batch_service", "service_label"]


class UsageError(Exception):
    """Arguments that cannot work; the message says what to change."""


class ServiceChoice(Protocol):
    """The options that choose a service (``voxwell analyze``'s and ``voxwell monitor``'s)."""

    @property
    def engine(self) -> str: ...

    @property
    def url(self) -> str | None: ...

    @property
    def engine_workers(self) -> int | None: ...


@contextmanager
def batch_service(
    options: ServiceChoice, paths: AppPaths, command: str = "voxwell analyze"
) -> Iterator[tuple[ServiceConfig, str]]:
    """The service and key to use; a private local engine lives as long as the batch (or the
    command that asked)."""
    if options.engine == Region.TEAM.value:
        service = _team_server(options, paths)
        if warning := plain_http_warning(service.base_url):
            sys.stderr.write(f"{command}: warning: {warning}\n")
        api_key = resolve_api_key(service.base_url)
        sys.stderr.write(
            f"Using the team server at {service.base_url}. It runs the same engine as the local "
            "one: its measures come from the acoustic reference model, not the hosted clinical "
            "model.\n"
        )
        yield service, api_key
        return
    if options.engine != "local":
        if options.engine in {region.value for region in Region}:
            service = _saved_services(paths)[Region(options.engine)]
            if (urlsplit(service.base_url).hostname or "").endswith(".example"):
                raise UsageError(
                    f"The address of the {service.name} region is not configured yet (it is the "
                    f"placeholder {service.base_url}). Set it in the app's settings (kept in "
                    f"{paths.settings_file}), or pass the address itself with --engine URL."
                )
        else:
            try:
                service = ServiceConfig(name=options.engine, base_url=options.engine)
            except ValueError as exc:
                raise UsageError(str(exc)) from exc
        yield service, resolve_api_key(service.base_url)
        return
    running, reason = find_running_engine(paths.engine)
    if running is not None:
        sys.stderr.write(f"Using the local engine already running at {running.base_url}\n")
        yield ServiceConfig(Region.LOCAL.label, running.base_url), running.api_key
        return
    if reason:
        sys.stderr.write(f"{command}: {reason}; starting a private engine instead.\n")
    with tempfile.TemporaryDirectory(prefix="voxwell-analyze-") as data_dir:
        engine = LocalEngine(
            Path(data_dir), api_key=secrets.token_urlsafe(32), workers=options.engine_workers
        )
        with engine:
            sys.stderr.write(f"Started a private local engine at {engine.base_url}\n")
            yield ServiceConfig(Region.LOCAL.label, engine.base_url), engine.api_key


def _team_server(options: ServiceChoice, paths: AppPaths) -> ServiceConfig:
    """The team server at ``--url``, else at the address saved in the app's settings."""
    if options.url is not None:
        try:
            return ServiceConfig.for_region(Region.TEAM, options.url)
        except ValueError as exc:
            raise UsageError(f"--url: {exc}") from exc
    saved = _saved_services(paths).get(Region.TEAM)
    if saved is None:
        raise UsageError(
            "No team server address is set. Give it with --url (for example --url "
            "https://voxwell.your-organisation.org), or save it in the app's settings "
            f"(Team server address, kept in {paths.settings_file})."
        )
    return saved


def _saved_services(paths: AppPaths) -> dict[Region, ServiceConfig]:
    """The hosted regions and the team server at the addresses saved in the app's settings."""
    return services_from(saved_service_addresses(paths.settings_file))


def service_label(options: ServiceChoice, base_url: str) -> str:
    """How the results document names the service."""
    if options.engine == "local":
        return "local engine"
    if options.engine == Region.TEAM.value:
        return f"team server at {base_url}"
    return options.engine

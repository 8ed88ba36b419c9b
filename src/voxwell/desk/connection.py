"""The connection to one voice-analysis service, which outlives the clients it makes.

A :class:`ServiceConnection` holds one service (the bundled local engine, a team server or a
hosted region): its name, base URL and API key, and the one ``AsyncVoiceClient`` for it, built on
first use. When the service or its address changes (the engine restarted, Settings changed) the
old client is closed and the next call gets a new one. Work that lasts (a poll, an upload) holds
the connection's :meth:`~ServiceConnection.client` method, never a client: each call asks for the
client of the moment, so a poll in flight across an engine restart carries on with the new client
instead of failing on a closed one. Listeners hear of every change (the Qt adapter,
``voxwell.gui.service_context``, turns that into a signal). The API key is never shown.
:class:`EngineStatus` is the bundled engine as the app sees it.

Qt-free.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, TypedDict

from voxwell.desk.observed import Observed
from voxwell.errors import ApiConnectionError, CredentialsError
from voxwell.i18n import translate
from voxwell.launcher.engine_supervisor import EngineStatus
from voxwell.wording import service_label

if TYPE_CHECKING:
    from voxwell.api import MonitorConfig
    from voxwell.client import AsyncVoiceClient
    from voxwell.client.monitor import MonitorClient

__all__ = ["EngineStatus", "ServiceConnection", "ServiceFields"]

_log = logging.getLogger(__name__)


class ServiceFields(TypedDict, total=False):
    """What names a service (the keyword arguments of :class:`ServiceConnection`)."""

    service_id: str
    service_name: str
    base_url: str
    api_key: str | None
    is_local: bool


class ServiceConnection(Observed):
    """One service and its current client; ``subscribe`` to hear of changes."""

    def __init__(
        self,
        *,
        service_id: str = "local",
        service_name: str = "Local engine",
        base_url: str = "",
        api_key: str | None = None,
        is_local: bool = True,
    ) -> None:
        super().__init__()
        self._service_id = service_id
        self._service_name = service_name
        self._base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._is_local = is_local
        self._unready = "starting"  # what a local engine without an address is doing
        self._client: AsyncVoiceClient | None = None
        self._closing: set[asyncio.Task[None]] = set()

    def __repr__(self) -> str:
        return (
            f"ServiceConnection({self._service_name!r}, base_url={self._base_url!r}, "
            f"key={'set' if self._api_key else 'missing'})"
        )

    # -- what views and workers read ---------------------------------------------------------

    @property
    def service_id(self) -> str:
        return self._service_id

    @property
    def service_name(self) -> str:
        return self._service_name

    @property
    def base_url(self) -> str:
        return self._base_url

    @property
    def is_local(self) -> bool:
        return self._is_local

    @property
    def has_key(self) -> bool:
        return bool(self._api_key)

    def client(self) -> AsyncVoiceClient:
        """The client for the service as it is now, built on first use.

        Raises ``VoxwellError`` with a plain message when there is no service to talk to yet
        (``ApiConnectionError`` while a local engine restarts: a poll takes it as transient).
        """
        key = self._ready_key()
        if self._client is None:
            from voxwell.client import AsyncVoiceClient, Region, ServiceConfig

            # A team server's address may be plain http to a private address; the others not.
            region = Region.TEAM if self._service_id == Region.TEAM.value else None
            service = ServiceConfig(self._service_name, self._base_url, region)
            self._client = AsyncVoiceClient(service, key)
        return self._client

    def monitor_client(self, config: MonitorConfig) -> MonitorClient:
        """A new (unconnected) session of the service's real-time monitoring endpoint
        (``/v1/monitor``) with ``config``; the same errors as :meth:`client` when there is no
        service to talk to yet."""
        from voxwell.client.monitor import MonitorClient, monitor_url

        key = self._ready_key()
        return MonitorClient(monitor_url(self._base_url), key, config)

    def _ready_key(self) -> str:
        """The API key, once there is an address to use it with; else the plain reason why not."""
        if not self._base_url:
            if self._is_local:
                unready = self._unready
                if unready == "starting":
                    unready = translate("ServiceConnection", "starting")
                raise ApiConnectionError(
                    translate(
                        "ServiceConnection",
                        "The local engine is not ready ({state}). "
                        "Wait a moment, or choose a region in Settings.",
                    ).format(state=unready)
                )
            raise ApiConnectionError(
                translate(
                    "ServiceConnection", "No address is set for {service}. Enter it in Settings."
                ).format(service=service_label(self._service_name))
            )
        if not self._api_key:
            raise CredentialsError(
                translate(
                    "ServiceConnection", "No API key is stored for {service}. Enter it in Settings."
                ).format(service=service_label(self._service_name))
            )
        return self._api_key

    # -- what the application changes --------------------------------------------------------

    def set_service(
        self,
        *,
        service_id: str,
        service_name: str,
        base_url: str,
        api_key: str | None,
        is_local: bool,
    ) -> None:
        """Switch to another service; the old client is closed in the background."""
        self._retire_client()
        self._service_id = service_id
        self._service_name = service_name
        self._base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._is_local = is_local
        self._changed()

    def set_address(self, base_url: str, *, unready: str = "") -> None:
        """The local engine listens at ``base_url`` now ("" while it does not, with ``unready``
        saying why, as in "failed: <reason>"); a hosted service ignores this."""
        if not self._is_local:
            return
        self._unready = unready or "starting"
        if base_url.rstrip("/") != self._base_url:
            self._retire_client()
            self._base_url = base_url.rstrip("/")
        self._changed()

    def _retire_client(self) -> None:
        client, self._client = self._client, None
        if client is None:
            return
        try:
            task = asyncio.get_running_loop().create_task(client.aclose(), name="close-client")
        except RuntimeError:  # no running loop (shutdown): nothing left to close politely
            _log.debug("Client dropped without a running loop")
            return
        self._closing.add(task)  # the loop keeps only a weak reference
        task.add_done_callback(self._closing.discard)

    async def aclose(self) -> None:
        """Close the client, and wait for retired ones to close (application shutdown)."""
        client, self._client = self._client, None
        if client is not None:
            await client.aclose()
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)

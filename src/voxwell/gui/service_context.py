"""Which voice-analysis service the views talk to, and the one client for it.

A ``ServiceContext`` holds one service (the bundled local engine, a team server or a hosted
region), its base URL and API key, and builds the ``voxwell.client.AsyncVoiceClient`` for it on
first use (the client package is imported only then, so start-up stays quick). Views read
``service_name``, ``base_url`` and ``is_local``, call ``client()``, and listen to ``changed``;
``AppState`` owns the contexts and the engine's state. The API key is never shown in a repr or a
message.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from voxwell.errors import ApiConnectionError, CredentialsError

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = ["ServiceContext"]

_log = logging.getLogger(__name__)


class ServiceContext(QObject):
    """One service; ``changed`` is emitted when the service or its address changes."""

    changed = Signal()

    def __init__(
        self,
        *,
        service_id: str = "local",
        service_name: str = "Local engine",
        base_url: str = "",
        api_key: str | None = None,
        is_local: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._service_id = service_id
        self._service_name = service_name
        self._base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._is_local = is_local
        self._unready = "starting"  # what a local engine without an address is doing
        self._client: AsyncVoiceClient | None = None

    @classmethod
    def for_engine(
        cls,
        base_url: str,
        api_key: str,
        *,
        name: str = "Local engine",
        is_local: bool = True,
        parent: QObject | None = None,
    ) -> ServiceContext:
        """A context already connected to a running service (tests, the CLI, the app)."""
        return cls(
            service_id="local" if is_local else "custom",
            service_name=name,
            base_url=base_url,
            api_key=api_key,
            is_local=is_local,
            parent=parent,
        )

    def __repr__(self) -> str:
        return (
            f"ServiceContext({self._service_name!r}, base_url={self._base_url!r}, "
            f"key={'set' if self._api_key else 'missing'})"
        )

    # -- what views read ---------------------------------------------------------------------

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
        """The ``AsyncVoiceClient`` for the service in use, built on first use.

        Raises ``VoxwellError`` with a plain message when there is no service to talk to yet.
        """
        if not self._base_url:
            if self._is_local:
                raise ApiConnectionError(
                    f"The local engine is not ready ({self._unready}). "
                    "Wait a moment, or choose a region in Settings."
                )
            raise ApiConnectionError(
                f"No address is set for {self._service_name}. Enter it in Settings."
            )
        if not self._api_key:
            raise CredentialsError(
                f"No API key is stored for {self._service_name}. Enter it in Settings."
            )
        if self._client is None:
            from voxwell.client import AsyncVoiceClient, Region, ServiceConfig

            # A team server's address may be plain http to a private address; the others not.
            region = Region.TEAM if self._service_id == Region.TEAM.value else None
            service = ServiceConfig(self._service_name, self._base_url, region)
            self._client = AsyncVoiceClient(service, self._api_key)
        return self._client

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
        self.changed.emit()

    def set_address(self, base_url: str, *, unready: str = "") -> None:
        """The local engine listens at ``base_url`` now ("" while it does not, with ``unready``
        saying why, as in "failed: <reason>"); a hosted service ignores this."""
        if not self._is_local:
            return
        self._unready = unready or "starting"
        if base_url.rstrip("/") != self._base_url:
            self._retire_client()
            self._base_url = base_url.rstrip("/")
        self.changed.emit()

    def _retire_client(self) -> None:
        client, self._client = self._client, None
        if client is None:
            return
        from voxwell.gui.async_tasks import run_task

        try:
            run_task(client.aclose(), name="close-client")
        except RuntimeError:  # no running loop (shutdown): nothing left to close politely
            _log.debug("Client dropped without a running loop")

    async def aclose(self) -> None:
        """Close the client (application shutdown)."""
        client, self._client = self._client, None
        if client is not None:
            await client.aclose()

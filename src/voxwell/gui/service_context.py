"""Which voice-analysis service the views talk to, as a Qt object they can observe.

A ``ServiceContext`` is the Qt face of one ``voxwell.desk.ServiceConnection`` (the service, its
address and key, its current client): it reads the same, and emits ``changed`` whenever the
connection changes. Views read ``service_name``, ``base_url`` and ``is_local``, call ``client()``
(or hand ``client`` itself to lasting work, so it follows an engine restart), and listen to
``changed``; ``AppState`` owns the contexts and the engine's state, and switches a context's
service through its ``connection``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Unpack

from PySide6.QtCore import QObject, Signal

from voxwell.desk.connection import ServiceConnection, ServiceFields

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = ["ServiceContext"]


class ServiceContext(QObject):
    """One service; ``changed`` is emitted when the service or its address changes."""

    changed = Signal()

    def __init__(self, *, parent: QObject | None = None, **service: Unpack[ServiceFields]) -> None:
        super().__init__(parent)
        self.connection = ServiceConnection(**service)
        self.connection.subscribe(self.changed.emit)

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
        return repr(self.connection).replace("ServiceConnection", "ServiceContext", 1)

    @property
    def service_id(self) -> str:
        return self.connection.service_id

    @property
    def service_name(self) -> str:
        return self.connection.service_name

    @property
    def base_url(self) -> str:
        return self.connection.base_url

    @property
    def is_local(self) -> bool:
        return self.connection.is_local

    @property
    def has_key(self) -> bool:
        return self.connection.has_key

    def client(self) -> AsyncVoiceClient:
        """The client for the service as it is now (``ServiceConnection.client``)."""
        return self.connection.client()

    def set_address(self, base_url: str, *, unready: str = "") -> None:
        """The local engine's address now ("" while it does not listen; ``unready``: why)."""
        self.connection.set_address(base_url, unready=unready)

    async def aclose(self) -> None:
        """Close the client (application shutdown)."""
        await self.connection.aclose()

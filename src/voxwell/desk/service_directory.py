"""Which service serves a stored session, without Qt.

A session is resumed, polled or sent again through the service it was sent to, whatever service
is in use now: the bundled engine for a local session, the service in use when the session went
there, else a connection of its own to the session's address, made once, with the key the
environment or the keyring holds for that address (looked up off the event loop: a keyring may
wait for an unlock prompt). :class:`ServiceDirectory` answers that for the upload queue and
lists every connection it made, to close at shutdown.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from voxwell.client.config import Region
from voxwell.desk.connection import ServiceConnection
from voxwell.errors import CredentialsError
from voxwell.history import SessionRecord
from voxwell.sessions.draft import LOCAL_SERVICE_NAME

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = ["ServiceDirectory", "stored_api_key"]


async def stored_api_key(base_url: str) -> str | None:
    """The key to send to ``base_url`` (the environment's, else the keyring's, looked up off the
    event loop); None when there is none."""
    from voxwell.client.credentials import resolve_api_key

    try:
        return await asyncio.to_thread(resolve_api_key, base_url)
    except CredentialsError:
        return None


class ServiceDirectory:
    """The connection of each stored session's service; ``ready`` is awaited first (the key of
    the service in use may still be being looked up)."""

    def __init__(
        self,
        service: ServiceConnection,
        engine: ServiceConnection,
        ready: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        self._service = service
        self._engine = engine
        self._ready = ready
        self._others: dict[str, ServiceConnection] = {}

    async def clients_for(self, record: SessionRecord) -> Callable[[], AsyncVoiceClient]:
        """What gives the client of the service ``record`` was sent to, at each step (an engine
        restart replaces the engine's client)."""
        if self._ready is not None:
            await self._ready()
        if (
            record.service_name != LOCAL_SERVICE_NAME
            and record.base_url != self._service.base_url
            and record.base_url not in self._others
        ):
            team = record.service_name == Region.TEAM.label  # may be an earlier team address
            key = await stored_api_key(record.base_url)
            self._others.setdefault(
                record.base_url,
                ServiceConnection(
                    service_id=Region.TEAM.value if team else "other",
                    service_name=record.service_name,
                    base_url=record.base_url,
                    api_key=key,
                    is_local=False,
                ),
            )
        return lambda: self._client_for(record)

    def _client_for(self, record: SessionRecord) -> AsyncVoiceClient:
        if record.service_name == LOCAL_SERVICE_NAME:
            return self._engine.client()
        if record.base_url == self._service.base_url:
            return self._service.client()
        return self._others[record.base_url].client()

    def connections(self) -> list[ServiceConnection]:
        """Every connection with a client to close at shutdown."""
        return [self._service, self._engine, *self._others.values()]

"""The client side of real-time monitoring (``/v1/monitor``): a WebSocket session, Qt-free.

:class:`MonitorClient` speaks the protocol of docs/monitor.md (the public ``thymia-sentinel``
client's): it sends the configuration, audio as ``AUDIO_HEADER`` + PCM16 pairs and transcripts,
and yields the server's events as dicts. :func:`stream_pcm` sends a whole recording in chunks,
paced at ``speed`` times real time on a :class:`Pacer` (the real clock unless the caller brings
another: a test checks the pacing on a virtual one without waiting for it). Used by ``voxwell
monitor`` and meant for the desktop app; it knows the wire vocabulary only (``voxwell.api``).

Connection faults are mapped once to the error tree: a refused key to ``AuthError``, an engine
that cannot be reached to ``ApiConnectionError``. The key goes in the ``X-Api-Key`` header and
nowhere else.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncGenerator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import websockets
from websockets.asyncio.client import ClientConnection
from websockets.exceptions import ConnectionClosed, InvalidStatus, WebSocketException

from voxwell.api import MONITOR_PATH, MonitorConfig, MonitorEvent, Track
from voxwell.errors import ApiConnectionError, ApiStatusError, AuthError
from voxwell.i18n import translate

__all__ = ["CHUNK_SECONDS", "REAL_TIME", "MonitorClient", "Pacer", "monitor_url", "stream_pcm"]

CHUNK_SECONDS = 0.1
"""Audio sent per message: 100 ms, as voice platforms deliver it."""


@dataclass(frozen=True)
class Pacer:
    """The clock a recording is paced by: what time it is, and how to wait."""

    now: Callable[[], float] = time.monotonic
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep


REAL_TIME = Pacer()
"""Pacing on the wall clock, as a live session is."""


def monitor_url(base_url: str) -> str:
    """The WebSocket address of a service's monitoring endpoint (``http`` → ``ws``)."""
    parts = urlsplit(base_url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, parts.netloc, parts.path.rstrip("/") + MONITOR_PATH, "", ""))


class MonitorClient:
    """One monitoring session: ``async with MonitorClient(url, key, config) as session``."""

    def __init__(self, url: str, api_key: str, config: MonitorConfig) -> None:
        self.url = url
        self._api_key = api_key
        self.config = config
        self._connection: ClientConnection | None = None

    def __repr__(self) -> str:
        return f"MonitorClient({self.url!r})"  # never the key

    async def __aenter__(self) -> MonitorClient:
        await self.connect()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def connect(self) -> None:
        """Open the socket and send the configuration."""
        try:
            # No pings of our own (the server's are answered all the same): audio flows all
            # the time, and no keep-alive task outlives a session closed on cancellation.
            self._connection = await websockets.connect(
                self.url,
                additional_headers={"X-Api-Key": self._api_key},
                max_size=None,
                ping_interval=None,
            )
        except InvalidStatus as exc:
            status = exc.response.status_code
            if status == 401:
                raise AuthError(
                    401, translate("MonitorClient", "The service refused the API key.")
                ) from exc
            if status in (403, 404):  # Starlette refuses a socket to an unknown route with 403
                raise ApiStatusError(
                    status,
                    translate(
                        "MonitorClient",
                        "The service has no monitoring endpoint ({path}) open to this key "
                        "({status}).",
                    ).format(path=MONITOR_PATH, status=status),
                ) from exc
            raise ApiStatusError(
                status,
                translate("MonitorClient", "The service refused the session ({status}).").format(
                    status=status
                ),
            ) from exc
        except (OSError, WebSocketException, TimeoutError) as exc:
            raise ApiConnectionError(
                translate(
                    "MonitorClient", "The monitoring endpoint at {url} cannot be reached ({error})."
                ).format(url=self.url, error=type(exc).__name__)
            ) from exc
        await self._connection.send(self.config.model_dump_json(exclude_none=True))

    @property
    def connection(self) -> ClientConnection:
        if self._connection is None:
            raise ApiConnectionError(
                translate("MonitorClient", "The monitoring session is not connected.")
            )
        return self._connection

    async def send_audio(self, pcm: bytes, track: Track = Track.USER) -> None:
        """One chunk of PCM16 mono audio at the configured rate."""
        audio = self.config.audio_config
        header = {
            "type": MonitorEvent.AUDIO_HEADER.value,
            "track": track.value,
            "format": audio.format,
            "sample_rate": audio.sample_rate,
            "channels": audio.channels,
            "bytes": len(pcm),
        }
        await self._send(json.dumps(header))
        await self._send(pcm)

    async def send_transcript(
        self, text: str, speaker: Track = Track.USER, *, is_final: bool = True
    ) -> None:
        """A transcript the caller has of its own."""
        message = {
            "type": MonitorEvent.TRANSCRIPT.value,
            "speaker": speaker.value,
            "text": text,
            "is_final": is_final,
            "language": self.config.language.value,
            "timestamp": time.time(),
        }
        await self._send(json.dumps(message))

    async def _send(self, message: str | bytes) -> None:
        try:
            await self.connection.send(message)
        except ConnectionClosed as exc:
            if exc.rcvd is not None and exc.rcvd.reason:
                said = translate(
                    "MonitorClient", "The service closed the monitoring session ({reason})."
                ).format(reason=exc.rcvd.reason)
            else:
                said = translate(
                    "MonitorClient", "The service closed the monitoring session (no reason)."
                )
            raise ApiConnectionError(said) from exc

    async def events(self) -> AsyncGenerator[dict[str, Any], None]:
        """The server's events until the session closes."""
        try:
            async for message in self.connection:
                value = json.loads(message)
                if isinstance(value, dict):
                    yield value
        except ConnectionClosed:
            return

    async def close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is None:
            return
        try:
            await connection.close()
        finally:  # cancelled while closing: the socket goes all the same
            connection.transport.abort()


async def stream_pcm(
    client: MonitorClient,
    pcm: bytes,
    *,
    speed: float = 1.0,
    pacer: Pacer = REAL_TIME,
) -> None:
    """Send a whole recording in 100 ms chunks at ``speed`` times real time (0: no pacing)."""
    rate = client.config.audio_config.sample_rate
    step = round(rate * CHUNK_SECONDS) * 2
    started = pacer.now()
    for offset in range(0, len(pcm), step):
        if speed > 0:
            due = started + (offset / 2 / rate) / speed
            wait = due - pacer.now()
            if wait > 0:
                await pacer.sleep(wait)
        await client.send_audio(pcm[offset : offset + step])

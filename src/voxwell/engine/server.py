"""How the engine's HTTP server treats connections: time limits, a connection cap, open files.

uvicorn closes a connection that stays idle after a response (``timeout_keep_alive``) but never
one that has not finished sending its request head: a client that connects and sends nothing, or
half a header line, held its socket for ever, and a thousand of them used up the process's open
files. Here a connection must complete each request head within ``header_timeout`` seconds of
connecting or of its previous response, or it is closed. The number of connections is capped
below the open-file limit (raised to the hard limit at start): when a new connection would pass
the cap, the connections that have been waiting longest for a request head (idle, or half-sent)
are closed first, so a new client is served while the idle ones lose their place; only when
every connection is busy with a request does a request get 503. Reaching the cap is logged once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from voxwell.engine.settings import EngineSettings

__all__ = ["raise_open_file_limit", "server_options"]

_log = logging.getLogger(__name__)

_FILES_IN_RESERVE = 384
"""Open files kept for the store, the logs, uploads in progress and the workers' pipes, and for
the connections accepted in one go before the idle ones they displace are closed (at 256,
asyncio's accept still ran out of files now and then under load at a 1,024 limit)."""

_ACCEPT_BATCH = 128
"""Connections asyncio accepts in one go (the listen backlog): accepted before any of them is
seen, so the batch must fit in the files kept in reserve, which it does with room to spare."""

_MAX_HEAD_BYTES = 16 * 1024
"""Largest request head (request line and headers) accepted; the engine needs a few hundred."""


def raise_open_file_limit() -> int:
    """Raise this process's soft limit of open files to its hard limit; the soft limit now.

    Guarded: where there is no such limit (Windows) or it cannot be changed, the limit stays as
    it was and the connection cap is fitted under it.
    """
    try:
        import resource
    except ImportError:  # Windows: no per-process descriptor limit of this kind
        return 1 << 16
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 20)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError) as exc:
            _log.warning("Could not raise the open-file limit from %d: %s", soft, exc)
    return int(soft) if soft != resource.RLIM_INFINITY else 1 << 20


def _protocol_with_header_timeout(header_timeout: float, cap: int) -> type[H11Protocol]:
    # Connections waiting for a request head, the longest-waiting first (dicts keep order).
    waiting: dict[H11Protocol, None] = {}
    reached = False

    def make_room(newcomer: H11Protocol, connections: set[Any]) -> None:
        nonlocal reached
        if len(connections) <= cap:
            return
        if not reached:
            reached = True
            _log.warning(
                "%d connections are open, the most this engine serves at once: the ones that"
                " wait longest for a request are closed to make room (logged once).",
                cap,
            )
        for protocol in list(waiting):
            if len(connections) <= cap:
                return
            if protocol is not newcomer and isinstance(protocol, HeaderTimeoutProtocol):
                if protocol.waiting_for_head():
                    protocol.transport.close()
                    connections.discard(protocol)
                waiting.pop(protocol, None)

    class HeaderTimeoutProtocol(H11Protocol):
        """uvicorn's h11 protocol, closing connections that do not send a request head in time."""

        def __init__(
            self,
            config: Config,
            server_state: ServerState,
            app_state: dict[str, Any],
            _loop: asyncio.AbstractEventLoop | None = None,
        ) -> None:
            super().__init__(config, server_state, app_state, _loop)
            self._head_timer: asyncio.TimerHandle | None = None

        def _arm_head_timer(self) -> None:
            if self._head_timer is not None:
                self._head_timer.cancel()
            self._head_timer = self.loop.call_later(header_timeout, self._head_timed_out)

        def waiting_for_head(self) -> bool:
            """Open, and no request in progress: idle, or in the middle of sending a head."""
            if self.transport.is_closing():
                return False
            idle = self.conn.their_state is h11.IDLE
            return idle and (self.cycle is None or self.cycle.response_complete)

        def _head_timed_out(self) -> None:
            self._head_timer = None
            if self.waiting_for_head():
                self.transport.close()

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            waiting[self] = None
            self._arm_head_timer()
            make_room(self, self.connections)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                waiting.pop(self, None)
                waiting[self] = None  # to the end: it has waited the least
                self._arm_head_timer()  # the next request head has the same time to arrive

        def handle_websocket_upgrade(self, event: h11.Request) -> None:
            # The connection becomes the WebSocket protocol's (``/v1/monitor``): this protocol
            # never hears of it again, so it stops waiting for a request head now.
            waiting.pop(self, None)
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None
            super().handle_websocket_upgrade(event)

        def connection_lost(self, exc: Exception | None) -> None:
            waiting.pop(self, None)
            if self._head_timer is not None:
                self._head_timer.cancel()
                self._head_timer = None
            super().connection_lost(exc)

    return HeaderTimeoutProtocol


def server_options(settings: EngineSettings, open_files: int) -> dict[str, Any]:
    """Keyword arguments of ``uvicorn.Config`` for ``settings`` under ``open_files``."""
    cap = max(16, min(settings.max_connections, open_files - _FILES_IN_RESERVE))
    if cap < settings.max_connections:
        _log.warning(
            "Serving at most %d connections at once (the open-file limit is %d).", cap, open_files
        )
    return {
        "http": _protocol_with_header_timeout(settings.header_timeout, cap),
        "timeout_keep_alive": settings.keep_alive_timeout,
        # Above the cap: connections are kept at the cap by closing idle ones, so uvicorn's own
        # 503 answers a request only when every connection is busy.
        "limit_concurrency": cap + 1,
        "h11_max_incomplete_event_size": _MAX_HEAD_BYTES,
        # WebSockets (/v1/monitor): pings keep idle connections alive through proxies, but a
        # missing pong ends nothing. A session the engine is behind on is not read (its flow
        # control), so its pong waits unread; a client that stops reading is dropped by the
        # session itself.
        "ws_ping_timeout": None,
        "backlog": _ACCEPT_BATCH,
    }

"""What the listener that shares questionnaire links on the local network may serve: the
activity pages, and nothing else.

With sharing on (``EngineSettings.share_host``) the engine listens on two sockets: the API's on
loopback and this one on the chosen address. A pure ASGI middleware tells them apart by the
address a connection arrived at (the ``server`` of the request scope) and answers 404 to every
request that came in on the sharing listener for anything but an activity page with a token:
``/v1`` (keys or not), ``/health``, ``/metrics``, the OpenAPI document. Nothing of the API is
reachable from the network, even with a key.
"""

from __future__ import annotations

import json
import re

from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["ShareListenerOnly"]

_ACTIVITY_PAGE = re.compile(r"^/activities/[A-Za-z0-9_-]{16,}$")
"""An activity page with a token (``secrets.token_urlsafe``: letters, digits, - and _)."""


class ShareListenerOnly:
    """Only activity pages (GET, POST) for requests that arrived at ``listener`` (host, port)."""

    def __init__(self, app: ASGIApp, listener: tuple[str, int]) -> None:
        self.app = app
        self._listener = (listener[0].strip("[]").lower(), listener[1])

    def _on_listener(self, scope: Scope) -> bool:
        server = scope.get("server")
        if not server:
            return False
        host, port = str(server[0]).strip("[]").lower(), int(server[1] or 0)
        return (host, port) == self._listener

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self._on_listener(scope):
            await self.app(scope, receive, send)
            return
        allowed = scope["method"] in ("GET", "HEAD", "POST") and bool(
            _ACTIVITY_PAGE.match(scope["path"])
        )
        if allowed:
            await self.app(scope, receive, send)
            return
        body = json.dumps({"detail": "Not found."}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 404,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"cache-control", b"no-store"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})

"""The gate every request passes first: Host allow-list, body size cap, API key on ``/v1``.

WebSocket handshakes (``/v1/monitor``) pass the same host and key checks, refused with an HTTP
answer before the connection is accepted.

A pure ASGI middleware. Uploads (``/v1/uploads/...``) stream through untouched: they carry their
own signature instead of a key and count their own, larger cap. Every other body is read here,
counted as it arrives (a chunked body has no Content-Length to trust) and refused with 413 as
soon as it passes 1 MiB; what fits is handed on to the route. The key's id is put in the request
scope for the routes; the key itself goes nowhere else.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from voxwell.engine.handlers import RETRY_AFTER, UNAVAILABLE

__all__ = ["JSON_BODY_CAP", "KEY_HEADER", "GuardMiddleware"]

KEY_HEADER = "x-api-key"
_UPLOAD_PREFIX = "/v1/uploads/"
JSON_BODY_CAP = 1024 * 1024
_TOO_LARGE = "The request body is larger than 1 MiB."


def _host_name(raw: str) -> str:
    raw = raw.strip().lower()
    if raw.startswith("["):
        return raw[: raw.find("]") + 1] if "]" in raw else raw
    return raw.rsplit(":", 1)[0] if raw.count(":") == 1 else raw


async def _read_capped(receive: Receive, cap: int) -> tuple[bytes, Message | None] | None:
    """The whole body if it is at most ``cap`` bytes, else None (stops reading at once).

    A disconnect before the end is handed on as the message to replay after the body.
    """
    parts: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return b"".join(parts), message
        chunk: bytes = message.get("body", b"")
        size += len(chunk)
        if size > cap:
            return None
        parts.append(chunk)
        if not message.get("more_body", False):
            return b"".join(parts), None


def _replay(body: bytes, after: Message | None, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            if after is not None:
                return after
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay


async def _answer(
    send: Send, status: int, detail: str, extra: tuple[tuple[bytes, bytes], ...] = ()
) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *extra,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class GuardMiddleware:
    """Refuses what must never reach a route; ``lookup_key`` maps a key to its id (or None)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        hosts: tuple[str, ...],
        lookup_key: Callable[[str], Awaitable[str | None]],
        unavailable: tuple[type[Exception], ...] = (),
    ) -> None:
        self.app = app
        self._hosts = {h.lower() for h in hosts}
        self._lookup_key = lookup_key
        self._unavailable = unavailable  # the key store's "database unreachable" errors

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            await self._websocket(scope, receive, send)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers: dict[bytes, bytes] = {}
        for name, value in scope["headers"]:
            headers.setdefault(name, value)
        host = _host_name(headers.get(b"host", b"").decode("latin-1"))
        if host not in self._hosts:
            await _answer(send, 400, "This engine does not answer to that host name.")
            return
        path: str = scope["path"]
        if path.startswith(_UPLOAD_PREFIX):
            await self.app(scope, receive, send)
            return
        length = headers.get(b"content-length", b"0")
        if length.isdigit() and int(length) > JSON_BODY_CAP:
            await _answer(send, 413, _TOO_LARGE)
            return
        if path.startswith("/v1/"):
            key = headers.get(KEY_HEADER.encode(), b"").decode("latin-1").strip()
            if not key:
                await _answer(send, 401, "An API key is required in the x-api-key header.")
                return
            try:
                key_id = await self._lookup_key(key)
            except self._unavailable:
                await _answer(send, 503, UNAVAILABLE, ((b"retry-after", RETRY_AFTER.encode()),))
                return
            if key_id is None:
                await _answer(send, 401, "The API key is not valid for this engine.")
                return
            scope.setdefault("state", {})["key_id"] = key_id
        if scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)  # no body to read (one sent is never read)
            return
        read = await _read_capped(receive, JSON_BODY_CAP)
        if read is None:
            await _answer(send, 413, _TOO_LARGE)
            return
        await self.app(scope, _replay(*read, receive), send)

    async def _websocket(self, scope: Scope, receive: Receive, send: Send) -> None:
        """A WebSocket handshake: host and key checked before the route accepts it; a refusal is
        an HTTP answer to the handshake (401, 400), so no message is ever read."""
        headers: dict[bytes, bytes] = {}
        for name, value in scope["headers"]:
            headers.setdefault(name, value)
        host = _host_name(headers.get(b"host", b"").decode("latin-1"))
        refusal: tuple[int, str] | None = None
        if host not in self._hosts:
            refusal = (400, "This engine does not answer to that host name.")
        else:
            key = headers.get(KEY_HEADER.encode(), b"").decode("latin-1").strip()
            try:
                key_id = await self._lookup_key(key) if key else None
            except self._unavailable:
                refusal = (503, UNAVAILABLE)
            else:
                if key_id is None:
                    refusal = (401, "A valid API key is required in the x-api-key header.")
                else:
                    scope.setdefault("state", {})["key_id"] = key_id
        if refusal is None:
            await self.app(scope, receive, send)
            return
        await receive()  # websocket.connect
        if "websocket.http.response" in scope.get("extensions", {}):
            body = json.dumps({"detail": refusal[1]}).encode()
            await send(
                {
                    "type": "websocket.http.response.start",
                    "status": refusal[0],
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode()),
                    ],
                }
            )
            await send({"type": "websocket.http.response.body", "body": body})
        else:
            await send({"type": "websocket.close", "code": 1008})

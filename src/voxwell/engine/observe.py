"""What an engine tells its operator about each request and analysis, and its log lines' shape.

:class:`RequestObserver` times every HTTP request and names it by its route *template*
(``/v1/models/mental-wellness/{model_run_id}``), never by its path: a path holds run ids and
upload tokens, and an unrouted path is whatever a client sent. It hands each request to the
metrics (``voxwell.engine.metrics``, when on) and, with ``json_logs``, writes one log line per
request. :func:`configure_logging` sets the engine's log format: plain lines, or one JSON object
per line (``VOXWELL_JSON_LOGS``) for a log collector. No line holds a key or a user label: the
routes never log them, and the request line has only the method, the template, the status and
the time taken.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Protocol

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["UNROUTED", "AnalysisObserver", "RequestObserver", "RequestSink", "configure_logging"]

UNROUTED = "unrouted"
"""The route name of a request answered before routing (refused by the guard) or not routed."""

RequestSink = Callable[[str, str, int, float], None]
"""Called with (method, route template, status, seconds) once a response has been sent."""

_request_log = logging.getLogger("voxwell.engine.requests")


class AnalysisObserver(Protocol):
    """Told when an analysis starts and how it ended by the analysis runner
    (``voxwell.engine.jobs``); the metrics are one.

    ``model`` is the run's kind, ``outcome`` ``COMPLETE_OK`` or the run's error code: bounded
    sets of values, never a run id, a user label or a path.
    """

    def started(self, waited: float) -> None: ...

    def finished(self, model: str, language: str, outcome: str, seconds: float) -> None: ...


def route_template(scope: Scope) -> str:
    """The template of the route that answered (set by the router on the scope), else UNROUTED."""
    route = scope.get("route")
    path = getattr(route, "path", None)
    return path if isinstance(path, str) else UNROUTED


class RequestObserver:
    """Pure ASGI middleware: times each request and hands it to ``sink`` (and the request log)."""

    def __init__(self, app: ASGIApp, *, sink: RequestSink | None, log_requests: bool) -> None:
        self.app = app
        self._sink = sink
        self._log_requests = log_requests

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # an exception with no response sent

        async def sending(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            seconds = time.perf_counter() - started
            method = str(scope.get("method", ""))
            route = route_template(scope)
            if self._sink is not None:
                self._sink(method, route, status, seconds)
            if self._log_requests:
                _request_log.info(
                    "%s %s %d",
                    method,
                    route,
                    status,
                    extra={
                        "http": {
                            "method": method,
                            "route": route,
                            "status": status,
                            "ms": round(seconds * 1000, 2),
                        }
                    },
                )


class _JsonFormatter(logging.Formatter):
    """One JSON object per record: time, level, logger, message, and the request's fields."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        http = getattr(record, "http", None)
        if isinstance(http, dict):
            entry["http"] = http
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(json_lines: bool) -> None:
    """The engine's root logging: INFO and up to standard error, plain or as JSON lines."""
    handler = logging.StreamHandler()
    if json_lines:
        handler.setFormatter(_JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO)

"""Error responses: every validation failure is a 422 ``HTTPValidationError``, others a sentence.

FastAPI's own 422 body carries extra members (``input``, ``ctx``, ``url``); the service's shape
is exactly ``{"detail": [{"loc", "msg", "type"}]}``, so entries are cut down to those three.
Bodies that cannot even be decoded reach FastAPI as a 400; they are reported as 422 too.
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from voxwell import sqlite_db

__all__ = [
    "RETRY_AFTER",
    "UNAVAILABLE",
    "Message",
    "disk_full",
    "install_handlers",
    "is_disk_full",
    "model_response",
    "problem",
    "validation_response",
]

_log = logging.getLogger(__name__)


class Message(BaseModel):
    """A plain-sentence error body (401, 403, 404, 409, 413)."""

    detail: str


def model_response(model: BaseModel) -> Response:
    """A model as its wire JSON (unset fields left out), without FastAPI validating it again.

    The routes still declare their ``response_model`` for the OpenAPI description; the model
    was built and validated once already, so the polled routes skip the second pass.
    """
    return Response(model.model_dump_json(exclude_none=True), media_type="application/json")


def problem(loc: Sequence[str | int], msg: str, kind: str = "value_error") -> dict[str, Any]:
    """One entry of a 422's ``detail``: where (``loc``), what is wrong, and its type."""
    return {"loc": loc, "msg": msg, "type": kind}


def validation_response(entries: Sequence[dict[str, Any]]) -> JSONResponse:
    detail = [
        {
            "loc": [p if isinstance(p, int) else str(p) for p in entry.get("loc", ())],
            "msg": str(entry.get("msg", "Invalid value")),
            "type": str(entry.get("type", "value_error")),
        }
        for entry in entries
    ]
    return JSONResponse({"detail": detail}, status_code=422)


async def _on_validation(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    return validation_response(exc.errors())


async def _on_http(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    if exc.status_code == 400:
        # A body FastAPI could not parse at all (e.g. not UTF-8): still a malformed body.
        return validation_response(
            [problem(["body"], "The body could not be decoded as JSON.", "json_invalid")]
        )
    headers = getattr(exc, "headers", None)
    return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=headers)


_DISK_FULL = (
    "The engine's disk is full, so nothing was stored. Free some space on the disk that holds"
    " the engine's data folder, then send the request again."
)


def is_disk_full(exc: BaseException) -> bool:
    """Whether ``exc`` says the disk (or the user's quota) is full, from the OS or SQLite."""
    if isinstance(exc, OSError):
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    if isinstance(exc, sqlite_db.Error):
        return getattr(exc, "sqlite_errorcode", None) == sqlite_db.SQLITE_FULL
    return False


def disk_full() -> HTTPException:
    """The 507 answer to a request that could not be stored because the disk is full."""
    return HTTPException(507, _DISK_FULL)


async def _on_store_error(request: Request, exc: Exception) -> JSONResponse:
    # A full disk is the operator's to fix and says so; anything else is an unexpected error.
    if is_disk_full(exc):
        _log.warning("Disk full answering %s %s", request.method, request.url.path)
        return JSONResponse({"detail": _DISK_FULL}, status_code=507)
    return await _on_error(request, exc)


UNAVAILABLE = "The engine's database cannot be reached just now; try again in a moment."
RETRY_AFTER = "5"
"""Seconds a client is asked to wait (``Retry-After``) while the database is unreachable."""


async def _on_unavailable(request: Request, exc: Exception) -> JSONResponse:
    _log.warning(
        "The database is unreachable answering %s %s: %s",
        request.method,
        request.url.path,
        type(exc).__name__,
    )
    return JSONResponse(
        {"detail": UNAVAILABLE},
        status_code=503,
        headers={"Retry-After": RETRY_AFTER},
    )


async def _on_error(request: Request, exc: Exception) -> JSONResponse:
    _log.exception("Unexpected error answering %s %s", request.method, request.url.path)
    return JSONResponse(
        {"detail": "The engine failed to answer this request; see its log."}, status_code=500
    )


def install_handlers(app: FastAPI, unavailable: tuple[type[Exception], ...] = ()) -> None:
    """The engine's answers to errors; ``unavailable``: a team database gone away (503)."""
    for kind in unavailable:
        app.add_exception_handler(kind, _on_unavailable)
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(StarletteHTTPException, _on_http)
    app.add_exception_handler(OSError, _on_store_error)
    app.add_exception_handler(sqlite_db.Error, _on_store_error)
    app.add_exception_handler(Exception, _on_error)

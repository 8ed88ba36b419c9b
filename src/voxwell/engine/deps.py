"""Dependencies of the routes, as ``Annotated`` aliases: the engine state, and the caller.

The API key itself is checked by the guard middleware before the body is read (so a missing key
is a 401 whatever the body); ``Caller`` hands a route the engine state and the key's id in one
dependency, since every dependency costs the polled routes time. The ``x-api-key`` security
scheme is declared in the OpenAPI description by ``voxwell.engine.openapi``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, HTTPException, Request

from voxwell.engine.handlers import Message
from voxwell.engine.state import EngineState

__all__ = ["AUTH_ERRORS", "Caller", "CallerContext", "State", "not_found"]

AUTH_ERRORS: dict[int | str, dict[str, Any]] = {
    401: {"model": Message, "description": "Missing or invalid API key"},
}
"""The documented error of every route that takes ``Caller``, given to their routers."""


@dataclass(frozen=True)
class CallerContext:
    """The engine state and the id of the API key a request came with."""

    state: EngineState
    key_id: str


# ``async`` only so that FastAPI calls them on the event loop instead of the thread pool.
async def _state(request: Request) -> EngineState:
    state: EngineState = request.app.state.engine
    return state


async def _caller(request: Request) -> CallerContext:
    key_id: str | None = getattr(request.state, "key_id", None)
    if key_id is None:  # only if the guard was bypassed; never trust a route without a key
        raise HTTPException(401, "An API key is required in the x-api-key header.")
    return CallerContext(request.app.state.engine, key_id)


State = Annotated[EngineState, Depends(_state)]
Caller = Annotated[CallerContext, Depends(_caller)]


def not_found(what: str) -> HTTPException:
    return HTTPException(404, f"No {what} with this id exists for this API key.")

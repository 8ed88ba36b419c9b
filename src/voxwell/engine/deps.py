"""Dependencies of the routes, as ``Annotated`` aliases: the engine state and the caller's key."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, HTTPException, Request, Security
from fastapi.security import APIKeyHeader

from voxwell.engine.guard import KEY_HEADER
from voxwell.engine.state import EngineState

__all__ = ["KeyId", "State", "not_found"]

# The dependencies are ``async`` only so that FastAPI calls them on the event loop instead of
# handing each to the thread pool (two thread hops per request otherwise); they never block.

# Declares the key in the OpenAPI description; the check itself happens in the guard middleware
# (before the body is read, so a missing key is a 401 whatever the body).
_api_key_scheme = APIKeyHeader(name=KEY_HEADER, auto_error=False)


async def _state(request: Request) -> EngineState:
    state: EngineState = request.app.state.engine
    return state


async def _key_id(request: Request, _key: Annotated[str | None, Security(_api_key_scheme)]) -> str:
    key_id: str | None = getattr(request.state, "key_id", None)
    if key_id is None:  # only if the guard was bypassed; never trust a route without a key
        raise HTTPException(401, "An API key is required in the x-api-key header.")
    return key_id


State = Annotated[EngineState, Depends(_state)]
KeyId = Annotated[str, Depends(_key_id)]


def not_found(what: str) -> HTTPException:
    return HTTPException(404, f"No {what} with this id exists for this API key.")

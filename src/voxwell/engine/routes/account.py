"""The account and the engine's health: liveness (``/health``) and readiness (``/health/ready``).

Liveness says only that the process answers (a load balancer or Kubernetes restarts a process
that does not). Readiness says whether requests can be served now: the database and the recording
store each answer within ``database_timeout`` seconds; if not, 503 with ``Retry-After`` and which
of the two is not ready (never why in detail: no URL, path or host).
"""

from __future__ import annotations

import asyncio

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from voxwell import __version__
from voxwell.api import AccountResponse, ModelKind
from voxwell.engine.deps import AUTH_ERRORS, Caller, State
from voxwell.engine.handlers import RETRY_AFTER

__all__ = ["health_router", "router"]

router = APIRouter(prefix="/v1", tags=["account"], responses=AUTH_ERRORS)
health_router = APIRouter()


@router.get(
    "/account",
    response_model=AccountResponse,
    response_model_exclude_none=True,
    summary="Retrieve account details and enabled features",
)
async def get_account(caller: Caller) -> AccountResponse:
    features = [kind.value for kind in ModelKind]
    features += [f"questionnaire:{name}" for name in sorted(caller.state.definitions)]
    features += [f"user-data:{name}" for name in caller.state.settings.user_data_types]
    return AccountResponse(id=caller.state.account_id, features=features)


@health_router.get("/health", include_in_schema=False)
async def health() -> dict[str, str]:
    return {"status": "ok", "version": __version__}


async def _answers(check: asyncio.Future[object] | asyncio.Task[object], limit: float) -> bool:
    try:
        await asyncio.wait_for(check, limit)
    except Exception:  # unreachable, refused, timed out: not ready, whatever the reason
        return False
    return True


@health_router.get("/health/ready", include_in_schema=False)
async def ready(state: State) -> JSONResponse:
    limit = state.settings.database_timeout
    database, storage = await asyncio.gather(
        _answers(asyncio.ensure_future(state.db.aquery("SELECT 1")), limit),
        _answers(asyncio.ensure_future(asyncio.to_thread(state.recordings.check)), limit),
    )
    parts = {"database": database, "storage": storage}
    body: dict[str, object] = {
        "status": "ready" if all(parts.values()) else "not ready",
        **{name: "ok" if fine else "unavailable" for name, fine in parts.items()},
    }
    if all(parts.values()):
        return JSONResponse(body)
    return JSONResponse(body, status_code=503, headers={"Retry-After": RETRY_AFTER})

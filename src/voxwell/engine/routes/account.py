"""The account and the engine's health."""

from __future__ import annotations

from fastapi import APIRouter

from voxwell import __version__
from voxwell.api import AccountResponse, ModelKind
from voxwell.engine.deps import AUTH_ERRORS, Caller

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

"""User data: JSON about a user under a configured upload type, screened for identifiers."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from fastapi import APIRouter
from fastapi.exceptions import RequestValidationError

from voxwell.api import UserDataUpload, UserDataUploadResponse
from voxwell.engine.deps import AUTH_ERRORS, Caller
from voxwell.engine.handlers import problem
from voxwell.identifiers import find_identifiers, refusal

__all__ = ["router"]

router = APIRouter(prefix="/v1/user-data", tags=["user data"], responses=AUTH_ERRORS)


@router.post(
    "/{upload_type}",
    response_model=UserDataUploadResponse,
    response_model_exclude_none=True,
    summary="Upload JSON data about a user",
)
def upload_user_data(
    upload_type: str, body: UserDataUpload, caller: Caller
) -> UserDataUploadResponse:
    problems: list[dict[str, Any]] = []
    if upload_type not in caller.state.settings.user_data_types:
        configured = ", ".join(caller.state.settings.user_data_types)
        unknown = (
            f"Unknown upload type {upload_type!r}; the types configured on this "
            f"engine are: {configured}."
        )
        problems.append(problem(("path", "upload_type"), unknown))
    problems += [
        problem(("body", "data", *where), refusal(kind), "value_error.personal_identifier")
        for where, kind in find_identifiers(body.data)
    ]
    if problems:
        raise RequestValidationError(problems)
    upload_id = caller.state.user_data.add(
        caller.key_id, upload_type, body.user.userLabel, body.data
    )
    return UserDataUploadResponse(uploadId=UUID(upload_id))

"""User data uploads and the account: the small remaining endpoints."""

from __future__ import annotations

from uuid import UUID

from pydantic import Field

from voxwell.api.base import InputModel, OutputModel, WireJsonObject
from voxwell.api.common import UserDetailsShort

__all__ = ["AccountResponse", "UserDataUpload", "UserDataUploadResponse"]


class UserDataUpload(InputModel):
    user: UserDetailsShort
    data: WireJsonObject


class UserDataUploadResponse(OutputModel):
    uploadId: UUID


class AccountResponse(OutputModel):
    """Account details; the spec does not say which fields are required, so neither is."""

    id: str | None = None
    features: list[str] = Field(default_factory=list)

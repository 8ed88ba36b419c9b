"""Fields every model run response shares, whichever model produced it (the run's life cycle)."""

from __future__ import annotations

from uuid import UUID

from voxwell.api.base import OutputModel, WireDateTime
from voxwell.api.enums import MentalWellnessErrorCode, ModelRunStatus

__all__ = ["ModelRunResponseBase"]


class ModelRunResponseBase(OutputModel):
    """Id, owner, status with its timestamps, error, warnings, deletion and model version."""

    id: UUID
    createdAt: WireDateTime
    status: ModelRunStatus
    runAt: WireDateTime | None = None
    completedAt: WireDateTime | None = None
    errorReason: str | None = None
    errorCode: MentalWellnessErrorCode | None = None
    warnings: list[str] | None = None
    userLabel: str
    deleteData: bool
    model: str | None = None

"""Model runs: create a mental wellness or two-recording run, and read it back."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from fastapi import APIRouter, Request, Response

from voxwell.api import (
    ApolloModelRunCreate,
    ApolloModelRunCreateResponse,
    ApolloModelRunResponse,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunCreateResponse,
    MentalWellnessModelRunResponse,
    ModelKind,
    ModelRunStatus,
    TakeSlot,
)
from voxwell.engine.deps import AUTH_ERRORS, Caller, not_found
from voxwell.engine.handlers import Message, model_response
from voxwell.engine.runs import RunRecord
from voxwell.engine.state import EngineState

__all__ = ["router"]

router = APIRouter(prefix="/v1/models", tags=["models"], responses=AUTH_ERRORS)

_READ_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": Message, "description": "Model run not found (or deleted)"},
}


def _when(epoch: float | None) -> datetime | None:
    return None if epoch is None else datetime.fromtimestamp(epoch, UTC)


def _upload_url(request: Request, state: EngineState, record: RunRecord, slot: str) -> str:
    token = state.signer.sign(record.id, slot, record.upload_expires_at)
    return state.settings.base_url + str(request.app.url_path_for("upload_recording", token=token))


def _create(
    caller: Caller,
    kind: ModelKind,
    body: MentalWellnessModelRunCreate | ApolloModelRunCreate,
    **extra: Any,
) -> RunRecord:
    if caller.state.jobs is not None:
        caller.state.jobs.prepare()
    return caller.state.runs.create(
        kind,
        caller.key_id,
        body.user.model_dump(mode="json"),
        body.language.value,
        delete_data=body.deleteData,
        upload_ttl=caller.state.settings.upload_url_ttl,
        upload_clock_now=caller.state.signer.clock(),
        **extra,
    )


async def _stored_run(caller: Caller, model_run_id: UUID, kind: ModelKind) -> RunRecord:
    """The caller's run of ``kind``, or the 404 a missing (or deleted) run gets."""
    # SQLite: a sub-millisecond read on the loop thread's own WAL reader, no thread hop needed;
    # PostgreSQL: a read through the async pool.
    record = await caller.state.runs.aget(str(model_run_id), caller.key_id, kind)
    if record is None:
        raise not_found("model run")
    return record


def _run_body(record: RunRecord, now: float) -> dict[str, Any]:
    warnings = list(record.warnings)
    if record.status is ModelRunStatus.CREATED and now >= record.upload_expires_at:
        expired = datetime.fromtimestamp(record.upload_expires_at, UTC)
        warnings.append(
            f"The upload URLs of this run expired at {expired.replace(microsecond=0).isoformat()}"
            " before all recordings arrived; create a new run."
        )
    final_error = record.status is ModelRunStatus.COMPLETE_ERROR
    return {
        "id": record.id,
        "createdAt": _when(record.created_at),
        "status": record.status,
        "runAt": _when(record.run_at),
        "completedAt": _when(record.completed_at),
        "errorCode": record.error_code if final_error else None,
        "errorReason": record.error_reason if final_error else None,
        "warnings": warnings or None,
        "userLabel": record.user_label,
        "results": record.results if record.status is ModelRunStatus.COMPLETE_OK else None,
        "deleteData": record.delete_data,
        "model": record.model,
    }


@router.post(
    "/mental-wellness",
    response_model=MentalWellnessModelRunCreateResponse,
    response_model_exclude_none=True,
    summary="Create a mental wellness model run",
)
def create_mental_wellness_run(
    body: MentalWellnessModelRunCreate, request: Request, caller: Caller
) -> MentalWellnessModelRunCreateResponse:
    record = _create(
        caller,
        ModelKind.MENTAL_WELLNESS,
        body,
        data_to_delete=None if body.dataToDelete is None else [d.value for d in body.dataToDelete],
        tags=None if body.tags is None else [t.model_dump() for t in body.tags],
        activity_type=body.activityType,
    )
    return MentalWellnessModelRunCreateResponse(
        id=UUID(record.id),
        recordingUploadUrl=_upload_url(request, caller.state, record, TakeSlot.RECORDING),
    )


@router.get(
    "/mental-wellness/{model_run_id}",
    response_model=MentalWellnessModelRunResponse,
    responses=_READ_ERRORS,
    summary="Retrieve a mental wellness model run",
)
async def get_mental_wellness_run(model_run_id: UUID, caller: Caller) -> Response:
    record = await _stored_run(caller, model_run_id, ModelKind.MENTAL_WELLNESS)
    body = _run_body(record, caller.state.signer.clock())
    body.update(
        activityType=record.activity_type, tags=record.tags, dataToDelete=record.data_to_delete
    )
    return model_response(MentalWellnessModelRunResponse.model_validate(body))


@router.post(
    "/apollo",
    response_model=ApolloModelRunCreateResponse,
    response_model_exclude_none=True,
    summary="Create a two-recording model run",
)
def create_apollo_run(
    body: ApolloModelRunCreate, request: Request, caller: Caller
) -> ApolloModelRunCreateResponse:
    record = _create(caller, ModelKind.APOLLO, body)
    return ApolloModelRunCreateResponse.model_validate(
        {
            "id": record.id,
            "uploadUrls": {
                "moodQuestionUploadUrl": _upload_url(
                    request, caller.state, record, TakeSlot.MOOD_QUESTION
                ),
                "readAloudUploadUrl": _upload_url(
                    request, caller.state, record, TakeSlot.READ_ALOUD
                ),
            },
        }
    )


@router.get(
    "/apollo/{model_run_id}",
    response_model=ApolloModelRunResponse,
    responses=_READ_ERRORS,
    summary="Retrieve a two-recording model run",
)
async def get_apollo_run(model_run_id: UUID, caller: Caller) -> Response:
    record = await _stored_run(caller, model_run_id, ModelKind.APOLLO)
    body = _run_body(record, caller.state.signer.clock())
    return model_response(ApolloModelRunResponse.model_validate(body))

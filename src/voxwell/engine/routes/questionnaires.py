"""Questionnaires: create one for a user (with its activity link) and read its status."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

from fastapi import APIRouter, Request
from fastapi.exceptions import RequestValidationError

from voxwell.api import (
    QuestionnaireCreate,
    QuestionnaireCreateResponse,
    QuestionnaireResponse,
    QuestionnaireStatus,
)
from voxwell.engine.deps import AUTH_ERRORS, Caller, not_found
from voxwell.engine.handlers import Message, problem

__all__ = ["router"]

router = APIRouter(prefix="/v1/questionnaires", tags=["questionnaires"], responses=AUTH_ERRORS)


@router.post(
    "",
    response_model=QuestionnaireCreateResponse,
    response_model_exclude_none=True,
    summary="Create a questionnaire for a user",
)
def create_questionnaire(
    body: QuestionnaireCreate, request: Request, caller: Caller
) -> QuestionnaireCreateResponse:
    if body.questionnaireType not in caller.state.definitions:
        configured = ", ".join(sorted(caller.state.definitions)) or "none"
        unknown = (
            f"Unknown questionnaire type {body.questionnaireType!r}; "
            f"the types configured on this engine are: {configured}."
        )
        raise RequestValidationError([problem(("body", "questionnaireType"), unknown)])
    record = caller.state.questionnaires.create(
        caller.key_id, body.user.userLabel, body.questionnaireType
    )
    path = request.app.url_path_for("activity_page", token=record.token)
    link = caller.state.settings.activity_base_url + str(path)
    return QuestionnaireCreateResponse(id=UUID(record.id), activityLink=link)


@router.get(
    "/{questionnaire_id}",
    response_model=QuestionnaireResponse,
    response_model_exclude_none=True,
    responses={404: {"model": Message, "description": "Questionnaire not found"}},
    summary="Retrieve a questionnaire's status and results",
)
async def get_questionnaire(questionnaire_id: UUID, caller: Caller) -> QuestionnaireResponse:
    record = await caller.state.questionnaires.get(str(questionnaire_id), caller.key_id)
    if record is None:
        raise not_found("questionnaire")
    if record.completed_at is None or record.details is None:
        return QuestionnaireResponse(status=QuestionnaireStatus.RESULTS_NOT_AVAILABLE)
    details = dict(record.details)
    details["completedAt"] = datetime.fromtimestamp(record.completed_at, UTC)
    return QuestionnaireResponse.model_validate(
        {"status": QuestionnaireStatus.RESULTS_AVAILABLE, "details": details}
    )

"""Questionnaires: create request and response, status, completed details and score."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from voxwell.api.base import InputModel, OutputModel, WireDateTime, WireLabel
from voxwell.api.common import UserDetailsShort
from voxwell.api.enums import QuestionnaireStatus

__all__ = [
    "CompletedQuestionnaireDetails",
    "QuestionnaireCreate",
    "QuestionnaireCreateResponse",
    "QuestionnaireResponse",
    "QuestionnaireScoreDetails",
]


class QuestionnaireCreate(InputModel):
    user: UserDetailsShort
    questionnaireType: WireLabel


class QuestionnaireCreateResponse(OutputModel):
    id: UUID
    activityLink: str


class QuestionnaireScoreDetails(OutputModel):
    score: int
    scoreMetadata: dict[str, Any]


class CompletedQuestionnaireDetails(OutputModel):
    completedAt: WireDateTime
    name: str
    questions: dict[str, Any]
    answers: dict[str, Any]
    scoreDetails: QuestionnaireScoreDetails | None = None


class QuestionnaireResponse(OutputModel):
    status: QuestionnaireStatus
    details: CompletedQuestionnaireDetails | None = None

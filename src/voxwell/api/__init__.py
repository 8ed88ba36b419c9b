"""The wire schema of the voice-analysis service, shared by the engine and the client.

One pydantic v2 model or enum per type of the service interface, field names exactly as on the wire
(camelCase, so a model's attributes read like the JSON they stand for). Request bodies forbid
unknown fields and refuse lax coercions; response bodies ignore unknown fields.
``to_wire()`` gives the JSON object as sent. :mod:`voxwell.api.vocabulary` holds the words
around the wire shared by every package: model kinds, slots, recording limits, session and engine
states. This package imports nothing else of Voxwell's
and nothing of Qt.
"""

from voxwell.api.account import AccountResponse, UserDataUpload, UserDataUploadResponse
from voxwell.api.apollo import (
    ANXIETY_SYMPTOMS,
    DEPRESSION_SYMPTOMS,
    AnxietySymptoms,
    ApolloDisorders,
    ApolloModelRunCreate,
    ApolloModelRunCreateResponse,
    ApolloModelRunResponse,
    ApolloResults,
    ApolloSymptoms,
    ApolloUploadUrls,
    DepressionSymptoms,
    DisorderScore,
    SymptomScore,
)
from voxwell.api.base import InputModel, OutputModel
from voxwell.api.common import (
    HTTPValidationError,
    Tag,
    UserDetails,
    UserDetailsShort,
    ValidationError,
)
from voxwell.api.enums import (
    BirthSex,
    DataDeletionType,
    LanguageCode,
    MentalWellnessErrorCode,
    ModelRunStatus,
    QuestionnaireStatus,
    Severity,
)
from voxwell.api.mental_wellness import (
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    SECTION_FEATURES,
    MentalWellnessContinuousValue,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunCreateResponse,
    MentalWellnessModelRunResponse,
    MentalWellnessPartResult,
    MentalWellnessResults,
    MentalWellnessValue,
    SectionWord,
    feature_unit,
)
from voxwell.api.questionnaires import (
    CompletedQuestionnaireDetails,
    QuestionnaireCreate,
    QuestionnaireCreateResponse,
    QuestionnaireResponse,
    QuestionnaireScoreDetails,
)
from voxwell.api.vocabulary import (
    MAX_RECORDING_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
    EngineStatus,
    ModelKind,
    SessionStatus,
    TakeSlot,
)

API_VERSION = "1.0.0"
"""Version of the interface description (the OpenAPI ``info.version``)."""

__all__ = [
    "ANXIETY_SYMPTOMS",
    "API_VERSION",
    "BANDED_MEASURES",
    "CONTINUOUS_MEASURES",
    "DEPRESSION_SYMPTOMS",
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "SECTION_FEATURES",
    "AccountResponse",
    "AnxietySymptoms",
    "ApolloDisorders",
    "ApolloModelRunCreate",
    "ApolloModelRunCreateResponse",
    "ApolloModelRunResponse",
    "ApolloResults",
    "ApolloSymptoms",
    "ApolloUploadUrls",
    "BirthSex",
    "CompletedQuestionnaireDetails",
    "DataDeletionType",
    "DepressionSymptoms",
    "DisorderScore",
    "EngineStatus",
    "HTTPValidationError",
    "InputModel",
    "LanguageCode",
    "MentalWellnessContinuousValue",
    "MentalWellnessErrorCode",
    "MentalWellnessModelRunCreate",
    "MentalWellnessModelRunCreateResponse",
    "MentalWellnessModelRunResponse",
    "MentalWellnessPartResult",
    "MentalWellnessResults",
    "MentalWellnessValue",
    "ModelKind",
    "ModelRunStatus",
    "OutputModel",
    "QuestionnaireCreate",
    "QuestionnaireCreateResponse",
    "QuestionnaireResponse",
    "QuestionnaireScoreDetails",
    "QuestionnaireStatus",
    "SectionWord",
    "SessionStatus",
    "Severity",
    "SymptomScore",
    "Tag",
    "TakeSlot",
    "UserDataUpload",
    "UserDataUploadResponse",
    "UserDetails",
    "UserDetailsShort",
    "ValidationError",
    "feature_unit",
]

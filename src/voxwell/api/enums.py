"""Enumerations of the service interface, values exactly as on the wire."""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "BirthSex",
    "DataDeletionType",
    "LanguageCode",
    "MentalWellnessErrorCode",
    "ModelRunStatus",
    "QuestionnaireStatus",
    "Severity",
]


class BirthSex(StrEnum):
    MALE = "MALE"
    FEMALE = "FEMALE"
    INTERSEX = "INTERSEX"
    UNKNOWN = "UNKNOWN"


class LanguageCode(StrEnum):
    EN = "en"
    EN_AU = "en-AU"
    EN_GB = "en-GB"
    EN_IE = "en-IE"
    EN_IN = "en-IN"
    EN_US = "en-US"
    EN_ZA = "en-ZA"
    ES_ES = "es-ES"
    ES_US = "es-US"
    ID_ID = "id-ID"
    JA_JP = "ja-JP"

    @property
    def is_english(self) -> bool:
        return self.value == "en" or self.value.startswith("en-")


class DataDeletionType(StrEnum):
    RECORDINGS = "RECORDINGS"


class ModelRunStatus(StrEnum):
    CREATED = "CREATED"
    RUNNING = "RUNNING"
    COMPLETE_OK = "COMPLETE_OK"
    COMPLETE_ERROR = "COMPLETE_ERROR"

    @property
    def is_final(self) -> bool:
        return self in (ModelRunStatus.COMPLETE_OK, ModelRunStatus.COMPLETE_ERROR)


class MentalWellnessErrorCode(StrEnum):
    ERR_RECORDING_INVALID_FORMAT = "ERR_RECORDING_INVALID_FORMAT"
    ERR_RECORDING_TOO_SHORT = "ERR_RECORDING_TOO_SHORT"
    ERR_RECORDING_TOO_LONG = "ERR_RECORDING_TOO_LONG"
    ERR_TRANSCRIPTION_FAILED = "ERR_TRANSCRIPTION_FAILED"
    ERR_INTERNAL = "ERR_INTERNAL"


class QuestionnaireStatus(StrEnum):
    RESULTS_NOT_AVAILABLE = "RESULTS_NOT_AVAILABLE"
    RESULTS_AVAILABLE = "RESULTS_AVAILABLE"


class Severity(StrEnum):
    """Severity of a disorder or symptom of the two-recording model (DESIGN.md §2)."""

    NONE = "NONE"
    MILD = "MILD"
    MODERATE = "MODERATE"
    SEVERE = "SEVERE"

"""Valid wire examples of every schema type, exactly as they travel as JSON."""

from __future__ import annotations

from typing import Any

from voxwell import api

USER = {"userLabel": "participant-0042", "dateOfBirth": "1984-07-01", "birthSex": "FEMALE"}
USER_SHORT = {"userLabel": "participant-0042"}
RUN_ID = "6f1c2d7e-4a5b-4c3d-9e8f-0a1b2c3d4e5f"


def _section(start: float, finish: float) -> dict[str, Any]:
    section: dict[str, Any] = {
        "startSecs": start,
        "finishSecs": finish,
        "transcript": "the north wind and the sun were disputing",
    }
    for index, name in enumerate(api.BANDED_MEASURES):
        section[name] = {"value": (0.0, 0.33, 0.66, 1.0)[index % 4]}
    section["mentalStrain"] = {"value": 0.4125}
    for name in api.CONTINUOUS_MEASURES:
        section[name] = {"value": 0.25}
    return section


def _symptom(value: float, severity: str) -> dict[str, Any]:
    return {"value": value, "severity": severity}


GOOD_WORD = {"text": "good", "start": 0.2, "end": 0.48, "confidence": 0.93}
READING_CHECK = {
    "passage": "en",
    "passageWords": 120,
    "wordsCorrect": 112,
    "wordsSubstituted": 5,
    "wordsSkipped": 3,
    "wordsAdded": 2,
    "wordsPerMinute": 148.5,
    "isPassage": True,
}

APOLLO_RESULTS = {
    "disorders": {
        "depression": {"probability": 0.31, "severity": "MILD"},
        "anxiety": {"probability": 0.12, "severity": "NONE"},
    },
    "symptoms": {
        "depression": {name: _symptom(0.2, "MILD") for name in api.DEPRESSION_SYMPTOMS},
        "anxiety": {name: _symptom(0.7, "MODERATE") for name in api.ANXIETY_SYMPTOMS},
    },
}

# (model, example) for every type; each example must survive validate -> to_wire unchanged.
VALID: list[tuple[type[api.InputModel] | type[api.OutputModel], dict[str, Any]]] = [
    (api.Tag, {"name": "site", "value": "clinic-a"}),
    (api.UserDetails, USER),
    (api.UserDetailsShort, USER_SHORT),
    (
        api.MentalWellnessModelRunCreate,
        {
            "user": USER,
            "language": "en-GB",
            "deleteData": True,
            "dataToDelete": ["RECORDINGS"],
            "tags": [{"name": "visit", "value": "3"}],
            "activityType": "read-aloud",
        },
    ),
    (api.MentalWellnessModelRunCreate, {"user": USER, "language": "en", "deleteData": False}),
    (
        api.MentalWellnessModelRunCreateResponse,
        {"id": RUN_ID, "recordingUploadUrl": "http://127.0.0.1:8765/v1/uploads/abc"},
    ),
    (api.MentalWellnessValue, {"value": 0.66}),
    (api.MentalWellnessContinuousValue, {"value": 0.512}),
    (api.MentalWellnessPartResult, _section(0.0, 12.5)),
    (api.MentalWellnessResults, {"sections": [_section(0.0, 12.5), _section(12.5, 30.25)]}),
    (api.SectionWord, {"text": "morning", "start": 0.52, "end": 0.91}),
    (api.SectionWord, {"text": "mañana", "start": 0.52, "end": 0.91, "confidence": 0.87}),
    (
        api.MentalWellnessPartResult,
        {
            **_section(0.0, 12.5),
            "features": {"f0MeanHz": 182.4, "jitterLocalPercent": 1.31, "pauseCount": 3.0},
            "words": [{"text": "good", "start": 0.2, "end": 0.48}],
        },
    ),
    (
        api.MentalWellnessModelRunResponse,
        {
            "id": RUN_ID,
            "createdAt": "2026-03-01T09:15:00+00:00",
            "status": "CREATED",
            "userLabel": "participant-0042",
            "deleteData": False,
        },
    ),
    (
        api.MentalWellnessModelRunResponse,
        {
            "id": RUN_ID,
            "createdAt": "2026-03-01T09:15:00+01:00",
            "status": "COMPLETE_OK",
            "runAt": "2026-03-01T09:16:02+01:00",
            "completedAt": "2026-03-01T09:16:07+01:00",
            "warnings": ["Clipping in 0.4 % of the recording."],
            "userLabel": "participant-0042",
            "results": {"sections": [_section(0.0, 12.5)]},
            "activityType": "read-aloud",
            "tags": [{"name": "visit", "value": "3"}],
            "deleteData": True,
            "dataToDelete": ["RECORDINGS"],
            "model": "voxwell-acoustic-1.0",
        },
    ),
    (
        api.MentalWellnessModelRunResponse,
        {
            "id": RUN_ID,
            "createdAt": "2026-03-01T09:15:00+00:00",
            "status": "COMPLETE_ERROR",
            "runAt": "2026-03-01T09:16:02+00:00",
            "completedAt": "2026-03-01T09:16:03+00:00",
            "errorReason": "Only 6.2 s of speech; at least 10 s are needed.",
            "errorCode": "ERR_RECORDING_TOO_SHORT",
            "userLabel": "participant-0042",
            "deleteData": False,
        },
    ),
    (api.ApolloModelRunCreate, {"user": USER, "language": "es-US", "deleteData": False}),
    (
        api.ApolloUploadUrls,
        {
            "moodQuestionUploadUrl": "http://h/v1/uploads/a",
            "readAloudUploadUrl": "http://h/v1/uploads/b",
        },
    ),
    (
        api.ApolloModelRunCreateResponse,
        {
            "id": RUN_ID,
            "uploadUrls": {
                "moodQuestionUploadUrl": "http://h/v1/uploads/a",
                "readAloudUploadUrl": "http://h/v1/uploads/b",
            },
        },
    ),
    (api.DisorderScore, {"probability": 0.5, "severity": "MODERATE"}),
    (api.SymptomScore, {"value": 0.9, "severity": "SEVERE"}),
    (api.DepressionSymptoms, APOLLO_RESULTS["symptoms"]["depression"]),  # type: ignore[index]
    (api.AnxietySymptoms, APOLLO_RESULTS["symptoms"]["anxiety"]),  # type: ignore[index]
    (api.ApolloDisorders, APOLLO_RESULTS["disorders"]),
    (api.ApolloSymptoms, APOLLO_RESULTS["symptoms"]),
    (api.ApolloResults, APOLLO_RESULTS),
    (api.ReadingCheck, READING_CHECK),
    (api.TakeTranscript, {"transcript": "good morning", "words": [GOOD_WORD]}),
    (
        api.TwoRecordingTakes,
        {
            "moodQuestion": {"transcript": "good", "words": [GOOD_WORD]},
            "readAloud": {
                "transcript": "good",
                "words": [GOOD_WORD],
                "readingCheck": READING_CHECK,
            },
        },
    ),
    (
        api.ApolloModelRunResponse,
        {
            "id": RUN_ID,
            "createdAt": "2026-03-01T09:15:00+00:00",
            "status": "COMPLETE_OK",
            "runAt": "2026-03-01T09:17:00+00:00",
            "completedAt": "2026-03-01T09:17:09+00:00",
            "warnings": [],
            "userLabel": "participant-0042",
            "results": APOLLO_RESULTS,
            "deleteData": False,
            "model": "voxwell-acoustic-1.0",
        },
    ),
    (api.QuestionnaireCreate, {"user": USER_SHORT, "questionnaireType": "phq-9"}),
    (
        api.QuestionnaireCreateResponse,
        {"id": RUN_ID, "activityLink": "http://127.0.0.1:8765/activities/tok"},
    ),
    (api.QuestionnaireScoreDetails, {"score": 7, "scoreMetadata": {"severity": "Mild"}}),
    (
        api.CompletedQuestionnaireDetails,
        {
            "completedAt": "2026-03-01T10:00:00+00:00",
            "name": "PHQ-9",
            "questions": {"q1": {"text": "Little interest or pleasure in doing things"}},
            "answers": {"q1": 2},
            "scoreDetails": {"score": 2, "scoreMetadata": {"maxScore": 27}},
        },
    ),
    (api.QuestionnaireResponse, {"status": "RESULTS_NOT_AVAILABLE"}),
    (
        api.QuestionnaireResponse,
        {
            "status": "RESULTS_AVAILABLE",
            "details": {
                "completedAt": "2026-03-01T10:00:00+00:00",
                "name": "GAD-7",
                "questions": {},
                "answers": {},
            },
        },
    ),
    (api.UserDataUpload, {"user": USER_SHORT, "data": {"sleepHours": 6.5, "nested": {"a": [1]}}}),
    (api.UserDataUploadResponse, {"uploadId": RUN_ID}),
    (api.AccountResponse, {"id": "local", "features": ["mental-wellness", "apollo"]}),
    (api.ValidationError, {"loc": ["body", "user", 0], "msg": "Field required", "type": "missing"}),
    (
        api.HTTPValidationError,
        {"detail": [{"loc": ["body"], "msg": "Field required", "type": "missing"}]},
    ),
]

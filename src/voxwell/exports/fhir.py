"""A session for the electronic record: a FHIR R4 ``Bundle`` (JSON) of the run and the
questionnaires answered in the same period.

The bundle (type ``collection``) holds the person as a ``Patient`` (the user label as an
identifier, the known part of the birth date, birth sex in the US Core birth-sex extension);
the model that made the values as a ``Device`` (its version; for the local engine named "the
local acoustic reference model", with the note that it is not a clinical model); the run as
``Observation`` s (one per section of a mental wellness run, one for a two-recording run, each
value a component coded by its wire name in Voxwell's own code system); and each answered PHQ-9
or GAD-7 as a ``QuestionnaireResponse`` on the LOINC form (PHQ-9 panel 44249-1, GAD-7 69737-5),
with its total as an ``Observation`` coded by LOINC (44261-6, 70274-6) derived from it, grouped
under a panel ``Observation``. Ids are UUIDs derived from the run's and questionnaires' own
ids, so exporting the same session twice gives the same resources. Nothing here imports Qt.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from voxwell.api import (
    SECTION_FEATURES,
    SECTION_MEASURES,
    ApolloModelRunResponse,
    CompletedQuestionnaireDetails,
    ModelRunStatus,
)
from voxwell.exports.report import (
    QUESTIONNAIRE_WINDOW,
    AnyRun,
    is_reference_model,
    parse_stored_run,
)
from voxwell.exports.tabular import DISCLAIMER, user_cells
from voxwell.files import write_text_atomically
from voxwell.history import QuestionnaireRecord, SessionRecord

__all__ = [
    "LOINC",
    "LOINC_FORMS",
    "VOXWELL_CODES",
    "LoincForm",
    "save_fhir_bundle",
    "session_bundle",
]

LOINC = "http://loinc.org"
VOXWELL_CODES = "urn:voxwell:codes"
"""Voxwell's own code system: a measure, feature, disorder or symptom by its wire name."""
_UCUM = "http://unitsofmeasure.org"
_BIRTH_SEX = "http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex"
_BIRTH_SEX_CODES = {"MALE": "M", "FEMALE": "F", "UNKNOWN": "UNK"}  # INTERSEX has no code there
_NAMESPACE = uuid.UUID("9a3f6e2c-51a4-4c43-9d0b-6f3b8e0c2a71")


@dataclass(frozen=True)
class LoincForm:
    """A questionnaire's LOINC panel and total-score codes."""

    panel: str
    panel_display: str
    total: str
    total_display: str


LOINC_FORMS: dict[str, LoincForm] = {
    "phq-9": LoincForm(
        "44249-1",
        "PHQ-9 quick depression assessment panel",
        "44261-6",
        "Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]",
    ),
    "gad-7": LoincForm(
        "69737-5",
        "Generalized anxiety disorder 7 item (GAD-7)",
        "70274-6",
        "Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]",
    ),
}
"""The shipped questionnaires' LOINC codes, by questionnaire type."""

_FEATURE_UCUM = {"s": "s", "Hz": "Hz", "%": "%", "dB": "dB", "st": "{semitone}"}


def _id(*parts: object) -> str:
    return str(uuid.uuid5(_NAMESPACE, "/".join(str(part) for part in parts)))


def _answered_language(questions: dict[str, Any]) -> dict[str, str]:
    """``language``: the language the answers were given in (the instrument's BCP-47 tag)."""
    language = questions.get("language")
    return {"language": language} if isinstance(language, str) and language else {}


def _ref(resource_id: str) -> dict[str, str]:
    return {"reference": f"urn:uuid:{resource_id}"}


def _instant(when: datetime) -> str:
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).isoformat()


def _code(name: str) -> dict[str, Any]:
    return {"coding": [{"system": VOXWELL_CODES, "code": name}], "text": name}


def _quantity(value: float, unit: str | None = None) -> dict[str, Any]:
    if unit is None:
        return {"value": value, "unit": "1", "system": _UCUM, "code": "1"}
    quantity: dict[str, Any] = {"value": value, "unit": unit}
    if unit in _FEATURE_UCUM:
        quantity |= {"system": _UCUM, "code": _FEATURE_UCUM[unit]}
    return quantity


def _patient(record: SessionRecord, patient_id: str) -> dict[str, Any]:
    user = user_cells(record.request_json, birth_date_known=record.birth_date_known)
    patient: dict[str, Any] = {
        "resourceType": "Patient",
        "id": patient_id,
        "identifier": [{"type": {"text": "Voxwell user label"}, "value": record.user_label}],
    }
    if user["date_of_birth"]:
        patient["birthDate"] = user["date_of_birth"]
    sex = _BIRTH_SEX_CODES.get(user["birth_sex"] or "")
    if sex is not None:
        patient["extension"] = [{"url": _BIRTH_SEX, "valueCode": sex}]
    return patient


def _device(record: SessionRecord, run: AnyRun, device_id: str) -> dict[str, Any]:
    version = record.model_version or run.model or "unknown"
    reference = is_reference_model(record.service_name, record.base_url, record.run_json)
    name = "Voxwell local acoustic reference model" if reference else record.service_name
    device: dict[str, Any] = {
        "resourceType": "Device",
        "id": device_id,
        "deviceName": [{"name": name, "type": "model-name"}],
        "version": [{"value": version}],
        "note": [{"text": " ".join(DISCLAIMER.split())}],
    }
    return device


def _run_observations(
    run: AnyRun, record: SessionRecord, patient_id: str, device_id: str
) -> list[dict[str, Any]]:
    if run.status is not ModelRunStatus.COMPLETE_OK or run.results is None:
        raise ValueError("This session has no results, so there is nothing to export as FHIR.")
    base: dict[str, Any] = {
        "resourceType": "Observation",
        "status": "final",
        "subject": _ref(patient_id),
        "effectiveDateTime": _instant(run.createdAt),
        "device": _ref(device_id),
        "method": {"text": f"{run.model or record.model_version or 'unknown'} (Voxwell)"},
    }
    if run.completedAt is not None:
        base["issued"] = _instant(run.completedAt)
    if run.warnings:
        base["note"] = [{"text": f"Warning: {warning}"} for warning in run.warnings]
    if isinstance(run, ApolloModelRunResponse):
        results = run.results
        components = [
            {"code": _code(f"{name}Probability"), "valueQuantity": _quantity(score.probability)}
            for name, score in results.disorders.scores().items()
        ]
        components += [
            {"code": _code(f"{name}Severity"), "valueCodeableConcept": _code(score.severity.value)}
            for name, score in results.disorders.scores().items()
        ]
        components += [
            {"code": _code(name), "valueQuantity": _quantity(score.value)}
            for name, score in results.symptoms.scores().items()
        ]
        return [
            {
                **base,
                "id": _id(run.id, "results"),
                "code": _code("twoRecordingResults"),
                "component": components,
            }
        ]
    observations = []
    for index, section in enumerate(run.results.sections):
        components = [
            {"code": _code(name), "valueQuantity": _quantity(value)}
            for name in SECTION_MEASURES
            if (value := section.measure(name)) is not None
        ]
        components += [
            {"code": _code(name), "valueQuantity": _quantity(value, unit)}
            for name, unit in SECTION_FEATURES.items()
            if (value := section.feature(name)) is not None
        ]
        components += [
            {"code": _code("startSecs"), "valueQuantity": _quantity(section.startSecs, "s")},
            {"code": _code("finishSecs"), "valueQuantity": _quantity(section.finishSecs, "s")},
        ]
        observation = {
            **base,
            "id": _id(run.id, "section", index),
            "code": _code("mentalWellnessSection"),
            "component": components,
        }
        if section.transcript:
            observation["note"] = [*base.get("note", []), {"text": section.transcript}]
        observations.append(observation)
    return observations


def _questionnaire_resources(
    record: QuestionnaireRecord, details: CompletedQuestionnaireDetails, patient_id: str
) -> list[dict[str, Any]]:
    form = LOINC_FORMS.get(record.questionnaire_type)
    asked = [item for item in details.questions.get("items", []) if isinstance(item, Mapping)]
    known = {str(item.get("id")) for item in asked}
    # The questions in the order they were asked, then any answer to a question not listed.
    order = [*asked, *({"id": key} for key in details.answers if str(key) not in known)]
    items = []
    for question in order:
        question_id = str(question.get("id"))
        if question_id not in details.answers:
            continue
        answer = details.answers[question_id]
        option = next(
            (o for o in question.get("options", []) if str(o.get("id")) == str(answer)), None
        )
        item: dict[str, Any] = {"linkId": question_id}
        if question.get("text"):
            item["text"] = str(question["text"])
        if option is not None:
            coding = {
                "system": f"{VOXWELL_CODES}:{record.questionnaire_type}",
                "code": str(option.get("value", answer)),
                "display": str(option.get("label", answer)),
            }
            item["answer"] = [{"valueCoding": coding}]
        else:
            item["answer"] = [{"valueString": str(answer)}]
        items.append(item)
    response_id = _id("questionnaire", record.id)
    response: dict[str, Any] = {
        "resourceType": "QuestionnaireResponse",
        "id": response_id,
        **_answered_language(details.questions),
        "identifier": {"value": record.id},
        "status": "completed",
        "subject": _ref(patient_id),
        "authored": _instant(details.completedAt),
        "item": items,
    }
    if form is not None:
        response["questionnaire"] = f"{LOINC}/q/{form.panel}"
    resources = [response]
    if form is None or details.scoreDetails is None:
        return resources
    metadata = details.scoreDetails.scoreMetadata
    total_id, panel_id = _id("questionnaire", record.id, "total"), _id("questionnaire", record.id)
    common: dict[str, Any] = {
        "resourceType": "Observation",
        "status": "final",
        "category": [
            {
                "coding": [
                    {
                        "system": "http://terminology.hl7.org/CodeSystem/observation-category",
                        "code": "survey",
                    }
                ]
            }
        ],
        "subject": _ref(patient_id),
        "effectiveDateTime": _instant(details.completedAt),
        "derivedFrom": [_ref(response_id)],
    }
    total: dict[str, Any] = {
        **common,
        "id": total_id,
        "code": {"coding": [{"system": LOINC, "code": form.total, "display": form.total_display}]},
        "valueInteger": details.scoreDetails.score,
    }
    severity = metadata.get("severityLabel") or metadata.get("severity")
    if isinstance(severity, str):
        total["interpretation"] = [{"text": severity}]
    if metadata.get("safetyFlag"):
        flags = metadata.get("flags") or []
        total["note"] = [
            {"text": str(flag.get("message", "A safety item was answered."))}
            for flag in flags
            if isinstance(flag, Mapping)
        ] or [{"text": "A safety item was answered."}]
    panel = {
        **common,
        "id": panel_id,
        "code": {"coding": [{"system": LOINC, "code": form.panel, "display": form.panel_display}]},
        "hasMember": [_ref(total_id)],
    }
    return [*resources, panel, total]


def session_bundle(
    record: SessionRecord,
    questionnaires: Sequence[QuestionnaireRecord] = (),
    *,
    now: datetime | None = None,
) -> dict[str, Any]:
    """The FHIR R4 collection bundle of ``record``'s run and of the user's questionnaires
    answered within ``QUESTIONNAIRE_WINDOW`` of it; ``ValueError`` in plain words when the
    session has no results."""
    run = parse_stored_run(record)
    patient_id = _id("patient", record.user_label)
    device_id = _id("device", record.service_name, record.model_version or run.model)
    resources = [
        _patient(record, patient_id),
        _device(record, run, device_id),
        *_run_observations(run, record, patient_id, device_id),
    ]
    start, end = record.created_at - QUESTIONNAIRE_WINDOW, record.created_at + QUESTIONNAIRE_WINDOW
    answered: list[tuple[datetime, str, list[dict[str, Any]]]] = []
    for questionnaire in questionnaires:
        if questionnaire.user_label != record.user_label or not questionnaire.answered:
            continue
        try:
            details = CompletedQuestionnaireDetails.model_validate(questionnaire.details_json)
        except PydanticValidationError:
            continue  # stored answers of another shape: the totals view leaves them out too
        at = details.completedAt if details.completedAt.tzinfo else questionnaire.created_at
        if start <= at <= end:
            made = _questionnaire_resources(questionnaire, details, patient_id)
            answered.append((at, questionnaire.id, made))
    for _, _, made in sorted(answered, key=lambda item: item[:2]):  # oldest answers first
        resources += made
    return {
        "resourceType": "Bundle",
        "id": _id("bundle", record.run_id or record.id),
        "type": "collection",
        "timestamp": _instant(now or datetime.now(UTC)),
        "entry": [
            {"fullUrl": f"urn:uuid:{resource['id']}", "resource": resource}
            for resource in resources
        ],
    }


def save_fhir_bundle(
    record: SessionRecord, path: str | Path, questionnaires: Sequence[QuestionnaireRecord] = ()
) -> Path:
    """Write :func:`session_bundle` as indented JSON, whole or not at all."""
    bundle = session_bundle(record, questionnaires)
    return write_text_atomically(path, json.dumps(bundle, indent=2, ensure_ascii=False) + "\n")

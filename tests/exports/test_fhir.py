"""The FHIR export, validated by fhir.resources' R4B models (R4 4.3.0: the resources used here,
Bundle, Patient, Device, Observation and QuestionnaireResponse, have R4's shape in it)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.gui.results_samples import (
    apollo_run,
    stored_questionnaire,
    stored_session,
    wellness_run,
)
from voxwell.api import SECTION_FEATURES, SYMPTOMS
from voxwell.exports.fhir import LOINC, LOINC_FORMS, save_fhir_bundle, session_bundle
from voxwell.history import HistoryStore, SessionRecord
from voxwell.questionnaires import shipped_definitions, shipped_instruments

R4B = pytest.importorskip("fhir.resources.R4B")
from fhir.resources.R4B import get_fhir_model_class  # noqa: E402
from fhir.resources.R4B.bundle import Bundle  # noqa: E402

SESSION_AT = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def _answer(
    store: HistoryStore, qid: str, kind: str, values: list[int], when: str, language: str = "en"
) -> None:
    """A questionnaire answered in ``language`` and scored by the shipped instrument, as the
    engine does."""
    definition = shipped_instruments()[kind][language]
    answers = {q.id: str(v) for q, v in zip(definition.questions, values, strict=False)}
    details = {
        "completedAt": when,
        "name": definition.name,
        "questions": definition.questions_wire(),
        "answers": answers,
        "scoreDetails": definition.score(answers),
    }
    stored_questionnaire(store, qid, kind, details)


def _validated(bundle: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Validate the bundle and each resource on its own; the resources by type."""
    Bundle.model_validate(bundle)
    by_type: dict[str, list[dict[str, Any]]] = {}
    for entry in bundle["entry"]:
        resource = entry["resource"]
        get_fhir_model_class(resource["resourceType"]).model_validate(resource)
        assert entry["fullUrl"] == f"urn:uuid:{resource['id']}"
        by_type.setdefault(resource["resourceType"], []).append(resource)
    references = {
        value["reference"]
        for entry in bundle["entry"]
        for value in _walk(entry["resource"])
        if isinstance(value, dict) and "reference" in value
    }
    assert references <= {entry["fullUrl"] for entry in bundle["entry"]}, "every reference resolves"
    return by_type


def _walk(value: Any) -> list[Any]:
    found = [value]
    if isinstance(value, dict):
        for child in value.values():
            found += _walk(child)
    elif isinstance(value, list):
        for child in value:
            found += _walk(child)
    return found


def _components(observation: dict[str, Any]) -> dict[str, Any]:
    return {c["code"]["coding"][0]["code"]: c for c in observation["component"]}


@pytest.fixture
def wellness(store: HistoryStore) -> SessionRecord:
    return stored_session(store, wellness_run(3, warnings=["noisy room"]), take=None)


def test_a_mental_wellness_session_with_its_questionnaires_validates(
    store: HistoryStore, wellness: SessionRecord, tmp_path: Path
) -> None:
    _answer(store, "q-phq", "phq-9", [1, 2, 0, 1, 3, 0, 1, 0, 2, 1], "2026-02-25T10:00:00+00:00")
    _answer(store, "q-gad", "gad-7", [0, 1, 1, 2, 0, 0, 1], "2026-03-02T10:00:00+00:00")
    _answer(store, "q-old", "phq-9", [3] * 10, "2026-01-01T10:00:00+00:00")  # not this period
    path = save_fhir_bundle(wellness, tmp_path / "s.fhir.json", store.questionnaires())
    bundle = json.loads(path.read_text(encoding="utf-8"))
    assert bundle["resourceType"] == "Bundle"
    assert bundle["type"] == "collection"
    resources = _validated(bundle)

    (patient,) = resources["Patient"]
    assert patient["identifier"][0]["value"] == "P-001"
    assert patient["birthDate"] == "1984-03-01"
    assert patient["extension"][0]["valueCode"] == "F"
    (device,) = resources["Device"]
    assert device["deviceName"][0]["name"] == "Voxwell local acoustic reference model"
    assert device["version"][0]["value"] == "voxwell-acoustic-1.0"

    sections = wellness_run(3)["results"]["sections"]
    runs = [o for o in resources["Observation"] if o["code"].get("text") == "mentalWellnessSection"]
    assert len(runs) == len(sections)
    for observation, section in zip(runs, sections, strict=True):
        components = _components(observation)
        assert components["distress"]["valueQuantity"]["value"] == section["distress"]["value"]
        assert components["startSecs"]["valueQuantity"]["value"] == section["startSecs"]
        assert observation["note"][-1]["text"] == section["transcript"]
        assert observation["note"][0]["text"] == "Warning: noisy room"
        for name in SECTION_FEATURES:
            if name in section.get("features", {}):
                assert components[name]["valueQuantity"]["value"] == section["features"][name]

    responses = resources["QuestionnaireResponse"]
    assert [r["questionnaire"] for r in responses] == [
        f"{LOINC}/q/44249-1",
        f"{LOINC}/q/69737-5",
    ]
    phq = responses[0]
    assert [item["linkId"] for item in phq["item"]] == [
        q.id for q in shipped_definitions()["phq-9"].questions
    ]
    assert [item["answer"][0]["valueCoding"]["code"] for item in phq["item"]] == [
        "1", "2", "0", "1", "3", "0", "1", "0", "2", "1"
    ]  # fmt: skip
    totals = {
        o["code"]["coding"][0]["code"]: o
        for o in resources["Observation"]
        if o["code"]["coding"][0]["system"] == LOINC
    }
    assert totals["44261-6"]["valueInteger"] == 1 + 2 + 0 + 1 + 3 + 0 + 1 + 0 + 2
    assert totals["70274-6"]["valueInteger"] == 5
    assert totals["44261-6"]["derivedFrom"] == [{"reference": f"urn:uuid:{phq['id']}"}]
    assert totals["44249-1"]["hasMember"] == [{"reference": f"urn:uuid:{totals['44261-6']['id']}"}]
    assert totals["69737-5"]["hasMember"] == [{"reference": f"urn:uuid:{totals['70274-6']['id']}"}]
    assert "note" in totals["44261-6"], "item 9 above 0 carries the safety note"
    assert set(totals) == {f for form in LOINC_FORMS.values() for f in (form.panel, form.total)}


def test_a_response_names_the_language_it_was_given_in(
    store: HistoryStore, wellness: SessionRecord, tmp_path: Path
) -> None:
    _answer(store, "q-es", "phq-9", [1] * 9 + [0], "2026-02-28T10:00:00+00:00", "es-US")
    _answer(store, "q-en", "gad-7", [0] * 7, "2026-03-01T10:00:00+00:00")
    path = save_fhir_bundle(wellness, tmp_path / "s.fhir.json", store.questionnaires())
    resources = _validated(json.loads(path.read_text(encoding="utf-8")))
    spanish, english = resources["QuestionnaireResponse"]
    assert spanish["language"] == "es-US"
    assert spanish["item"][0]["text"] == "Poco interés o placer en hacer cosas"
    assert spanish["item"][0]["answer"][0]["valueCoding"]["display"] == "Varios días"
    assert english["language"] == "en"


def test_a_two_recording_session_validates_with_every_symptom(store: HistoryStore) -> None:
    run = apollo_run()
    record = stored_session(store, run, take=None, kind="apollo")
    resources = _validated(session_bundle(record))
    (observation,) = resources["Observation"]
    components = _components(observation)
    for name in SYMPTOMS:
        symptoms = run["results"]["symptoms"]
        group = "depression" if name in symptoms["depression"] else "anxiety"
        assert components[name]["valueQuantity"]["value"] == symptoms[group][name]["value"]
    assert components["depressionProbability"]["valueQuantity"]["value"] == 0.62
    severity = components["depressionSeverity"]["valueCodeableConcept"]["coding"][0]["code"]
    assert severity == "MODERATE"


def test_the_same_session_exports_the_same_resources(wellness: SessionRecord) -> None:
    first = session_bundle(wellness, now=SESSION_AT)
    assert session_bundle(wellness, now=SESSION_AT) == first


def test_a_hosted_run_is_not_named_the_reference_model(store: HistoryStore) -> None:
    record = stored_session(
        store,
        wellness_run(2, model="mw-2.3"),
        take=None,
        service="EU",
        base_url="https://eu.example.org",
    )
    (device,) = _validated(session_bundle(record))["Device"]
    assert device["deviceName"][0]["name"] == "EU"


def test_a_session_without_results_is_refused(store: HistoryStore) -> None:
    failed = {**wellness_run(1), "status": "COMPLETE_ERROR", "results": None}
    failed["errorCode"] = "ERR_RECORDING_TOO_SHORT"
    record = stored_session(store, failed, take=None)
    with pytest.raises(ValueError, match="no results"):
        session_bundle(record)


def test_the_validator_refuses_what_r4_does_not_allow(wellness: SessionRecord) -> None:
    """The check above can fail: a component value of a type R4 does not have is refused."""
    bundle = session_bundle(wellness)
    observation = next(
        e["resource"] for e in bundle["entry"] if e["resource"]["resourceType"] == "Observation"
    )
    observation["component"][0]["valueDecimal"] = observation["component"][0].pop("valueQuantity")[
        "value"
    ]
    with pytest.raises(ValueError, match="valueDecimal"):
        get_fhir_model_class("Observation").model_validate(observation)

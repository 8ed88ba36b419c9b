"""The questionnaire tab reads completed details with the shared scoring: same bands, same flags."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from voxwell.desk.questionnaire_results import QuestionnaireEntry, read_details
from voxwell.questionnaires import shipped_definitions


def _details(answers: dict[str, str], *, strip_service_scoring: bool) -> dict[str, Any]:
    phq9 = shipped_definitions()["phq-9"]
    score = phq9.score(answers)
    assert score is not None
    if strip_service_scoring:
        # a service that names no band and reports no flag
        score["scoreMetadata"] = {"maxScore": 27}
    return {
        "name": phq9.name,
        "completedAt": "2026-01-01T10:00:00Z",
        "questions": phq9.questions_wire(),
        "answers": answers,
        "scoreDetails": score,
    }


def _phq9(values: list[int]) -> dict[str, str]:
    return {f"phq9_{n}": str(v) for n, v in enumerate(values, start=1)}


def test_the_tab_shows_the_engine_band_and_flag() -> None:
    answers = _phq9([2, 2, 2, 2, 2, 1, 0, 0, 1])  # 12: moderate, item 9 answered "Several days"
    reading = read_details("phq-9", _details(answers, strip_service_scoring=False))
    assert reading.score == 12
    assert reading.severity == "moderate"
    assert reading.severity_label == "Moderate depression"
    assert len(reading.flags) == 1
    assert reading.flags[0].startswith("Item 9 was answered above 'Not at all'")


def test_a_service_without_band_or_flag_cannot_hide_them() -> None:
    answers = _phq9([3, 3, 3, 3, 3, 3, 2, 0, 1])  # 21: severe, item 9 answered
    reading = read_details("phq-9", _details(answers, strip_service_scoring=True))
    assert reading.score == 21
    assert reading.severity == "severe"
    assert reading.severity_label == "Severe depression"
    assert len(reading.flags) == 1
    assert "self-harm" in reading.flags[0]


def test_no_flag_when_item9_is_not_at_all() -> None:
    answers = _phq9([3, 3, 3, 3, 3, 3, 3, 3, 0])
    reading = read_details("phq-9", _details(answers, strip_service_scoring=True))
    assert reading.score == 24
    assert reading.severity == "severe"
    assert reading.flags == []


def _entry(service: str = "Local engine") -> QuestionnaireEntry:
    link = "http://127.0.0.1:41000/activities/abc?token=t"
    return QuestionnaireEntry("q-1", "phq-9", "P-0102", link, service)


def test_each_entry_line_names_the_person_and_where_it_stands() -> None:
    entry = _entry()
    assert entry.line() == "PHQ-9 for P-0102: waiting for answers"
    entry.gone = True
    assert entry.line() == "PHQ-9 for P-0102: no longer available at Local engine"
    flagged = _phq9([2, 2, 2, 2, 2, 1, 0, 0, 1])
    entry.reading = read_details("phq-9", _details(flagged, strip_service_scoring=False))
    assert entry.line() == "PHQ-9 for P-0102: answered — SAFETY FLAG"
    entry.reading = read_details("phq-9", _details(_phq9([0] * 9), strip_service_scoring=False))
    assert entry.line() == "PHQ-9 for P-0102: answered"


def test_an_unanswered_entry_says_what_to_do_from_the_service_in_use() -> None:
    entry = _entry()
    assert entry.unanswered_text("Local engine").startswith("Waiting for the user to answer.")
    assert entry.unanswered_text("EU region") == (
        "Created at Local engine: switch to it to check for answers."
    )
    entry.gone = True
    assert "no longer has this questionnaire" in entry.unanswered_text("Local engine")


def test_a_local_engine_link_follows_the_engine_to_its_new_port() -> None:
    entry = _entry()
    moved = entry.link_at("Local engine", "http://127.0.0.1:52345", local=True)
    assert moved == "http://127.0.0.1:52345/activities/abc?token=t"
    # A hosted service's link, or one made by another service, is kept as created.
    assert entry.link_at("Local engine", "https://eu.example", local=False) == entry.activity_link
    assert entry.link_at("EU region", "http://127.0.0.1:52345", local=True) == entry.activity_link
    assert entry.link_at("Local engine", "", local=True) == entry.activity_link


def test_a_link_shared_on_the_network_is_kept_as_created() -> None:
    """With sharing on, the engine's links are at the sharing listener's address, not its
    API's: following the API's port would send a patient's phone to loopback."""
    api = "http://127.0.0.1:28765"
    shared = replace(
        _entry(), activity_link="http://192.168.1.20:28766/activities/abc", base_url=api
    )
    assert shared.link_at("Local engine", "http://127.0.0.1:30001", local=True) == (
        "http://192.168.1.20:28766/activities/abc"
    )
    at_api = replace(shared, activity_link=f"{api}/activities/abc")
    assert at_api.link_at("Local engine", "http://127.0.0.1:30001", local=True) == (
        "http://127.0.0.1:30001/activities/abc"
    )

"""The report's content, built from the stored run and the session's details (no Qt involved)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.api import ANXIETY_SYMPTOMS, BANDED_MEASURES, DEPRESSION_SYMPTOMS
from voxwell.exports.report import build_report, is_reference_model, status_text
from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def test_mental_wellness_report_holds_each_section_value(store, tmp_path) -> None:
    run = wellness_run(5, continuous=False, warnings=["Clipping at 0:12"])
    take = tmp_path / "take.flac"
    record = stored_session(store, run, take=take)
    report = build_report(record)
    assert report.measures == BANDED_MEASURES
    assert report.recording == take
    assert report.reference_model
    assert report.model_version == "voxwell-acoustic-1.0"
    assert report.warnings == ("Clipping at 0:12",)
    assert report.status == ""
    assert report.disorders == report.symptoms == ()
    sections = run["results"]["sections"]
    assert [(s.start, s.end) for s in report.sections] == [
        (part["startSecs"], part["finishSecs"]) for part in sections
    ]
    assert [list(s.values) for s in report.sections] == [
        [part[name]["value"] for name in BANDED_MEASURES] for part in sections
    ]


@pytest.mark.parametrize(("known", "shown"), [(None, "1984-03-01"), ("1984-03", "1984-03")])
def test_the_date_of_birth_is_shown_as_far_as_it_is_known(store, known, shown) -> None:
    # The request says 1984-03-01 either way: the wire fills an unknown day with 01.
    record = stored_session(store, wellness_run(2), take=None, birth_date_known=known)
    assert build_report(record).date_of_birth == shown


def test_two_recording_report_lists_disorders_then_symptoms_in_order(store) -> None:
    run = apollo_run(model="hosted-apollo-2")
    record = stored_session(
        store, run, take=None, kind="apollo", service="EU region", base_url="https://eu.invalid"
    )
    report = build_report(record)
    assert not report.reference_model
    assert [(d.name, d.value, d.severity) for d in report.disorders] == [
        ("depression", 0.62, "MODERATE"),
        ("anxiety", 0.18, "NONE"),
    ]
    assert [s.name for s in report.symptoms] == list(DEPRESSION_SYMPTOMS + ANXIETY_SYMPTOMS)
    dread = run["results"]["symptoms"]["anxiety"]["dread"]
    assert (report.symptoms[-1].value, report.symptoms[-1].severity) == (
        dread["value"],
        dread["severity"],
    )
    assert report.sections == ()


def test_failed_run_reports_its_error_and_no_values(store) -> None:
    run = {
        **wellness_run(1),
        "status": "COMPLETE_ERROR",
        "results": None,
        "errorCode": "ERR_RECORDING_TOO_SHORT",
        "errorReason": "Only 3 s of speech",
    }
    record = store.update(stored_session(store, run, take=None).id, status="failed")
    report = build_report(record)
    assert report.status == "The analysis failed (ERR_RECORDING_TOO_SHORT): Only 3 s of speech"
    assert report.sections == ()
    assert report.measures == ()


def test_a_session_without_results_has_no_report(store) -> None:
    made = store.create_session(
        user_label="P-2",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en",
        request_json={},
        takes={},
    )
    assert status_text(made) == "No results yet: the session is recorded."
    with pytest.raises(ValueError, match="no results yet"):
        build_report(made)


def test_empty_results_are_said_plainly(store) -> None:
    run = wellness_run(1)
    run["results"]["sections"] = []
    record = stored_session(store, run, take=None)
    assert status_text(record) == "The service returned no sections for this recording."
    assert build_report(record).sections == ()


@pytest.mark.parametrize(
    ("service", "base_url", "model", "expected"),
    [
        ("Local engine", "", None, True),
        ("EU region", "http://127.0.0.2:9000", None, True),
        ("EU region", "https://eu.example.invalid", "voxwell-acoustic-1.0", True),
        ("EU region", "https://eu.example.invalid", "hosted-mw-2.3", False),
    ],
)
def test_reference_model_signs(service, base_url, model, expected) -> None:
    assert is_reference_model(service, base_url, {"model": model}) is expected

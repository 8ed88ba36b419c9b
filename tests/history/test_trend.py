"""Trend data: weighted session values, and one series per model version, never joined."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from voxwell.api import ANXIETY_SYMPTOMS, BANDED_MEASURES, DEPRESSION_SYMPTOMS
from voxwell.history import UNKNOWN_MODEL, HistoryStore

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def _section(start: float, finish: float, value: float, **more: float) -> dict[str, Any]:
    section: dict[str, Any] = {"startSecs": start, "finishSecs": finish, "transcript": "words"}
    for name in ("distress", "stress", "exhaustion", "sleepPropensity", "lowSelfEsteem"):
        section[name] = {"value": 0.33}
    section["mentalStrain"] = {"value": value}
    for name, extra in more.items():
        section[name] = {"value": extra}
    return section


def _run(status: str = "COMPLETE_OK", model: str | None = None, **more: Any) -> dict[str, Any]:
    """A run response as the service sends it (the history keeps nothing else)."""
    run: dict[str, Any] = {
        "id": str(uuid.uuid4()),
        "createdAt": "2026-01-05T10:00:00+00:00",
        "status": status,
        "userLabel": "P-1",
        "deleteData": False,
        **more,
    }
    if model is not None:
        run["model"] = model
    return run


def _mw_run(model: str | None, sections: list[dict[str, Any]]) -> dict[str, Any]:
    return _run(model=model, results={"sections": sections})


def _store_run(
    store: HistoryStore,
    day: int,
    run: dict[str, Any],
    kind: str = "mental-wellness",
    label: str = "P-1",
) -> int:
    made = store.create_session(
        user_label=label,
        model_kind=kind,
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en",
        request_json={},
        takes={"recording": "/t.wav"} if kind == "mental-wellness" else {"readAloud": "/r.wav"},
        created_at=T0 + timedelta(days=day),
    )
    store.update(made.id, run_json=run, status="complete")
    return made.id


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def test_session_value_is_the_duration_weighted_mean(store: HistoryStore) -> None:
    # 10 s at 0.2 and 30 s at 0.6 -> (2 + 18) / 40 = 0.5
    _store_run(store, 0, _mw_run("m1", [_section(0, 10, 0.2), _section(12, 42, 0.6)]))
    (series,) = store.trend("P-1", "mentalStrain")
    assert series.values == pytest.approx([0.5])


def test_one_series_per_model_version_never_joined(store: HistoryStore) -> None:
    a = _store_run(store, 0, _mw_run("m1", [_section(0, 10, 0.1)]))
    b = _store_run(store, 1, _mw_run("m2", [_section(0, 10, 0.9)]))
    c = _store_run(store, 2, _mw_run("m1", [_section(0, 10, 0.3)]))
    d = _store_run(store, 3, _mw_run(None, [_section(0, 10, 0.4)]))
    _store_run(store, 4, _mw_run("m1", [_section(0, 10, 0.7)]), label="P-2")
    trend = store.trend("P-1", "mentalStrain")
    assert [s.model_version for s in trend] == ["m1", "m2", UNKNOWN_MODEL]
    by_version = {s.model_version: s for s in trend}
    assert [p.session_id for p in by_version["m1"].points] == [a, c]
    assert by_version["m1"].values == pytest.approx([0.1, 0.3])
    assert [p.session_id for p in by_version["m2"].points] == [b]
    assert [p.session_id for p in by_version[UNKNOWN_MODEL].points] == [d]
    assert all(s.measure == "mentalStrain" for s in trend)


def test_missing_optional_measure_and_failed_runs_give_no_point(store: HistoryStore) -> None:
    _store_run(store, 0, _mw_run("m1", [_section(0, 10, 0.1, uniformStress=0.25)]))
    _store_run(store, 1, _mw_run("m1", [_section(0, 10, 0.2)]))
    _store_run(store, 2, _run("COMPLETE_ERROR", "m1", errorCode="ERR_INTERNAL"))
    store.create_session(
        user_label="P-1",
        model_kind="mental-wellness",
        service_name="s",
        base_url="u",
        language="en",
        request_json={},
        takes={},
    )
    (stress,) = store.trend("P-1", "uniformStress")
    assert stress.values == pytest.approx([0.25])
    (strain,) = store.trend("P-1", "mentalStrain")
    assert len(strain.points) == 2
    assert store.trend("P-1", "notAMeasure") == []
    measures = store.trend_measures("P-1")
    assert measures == [*BANDED_MEASURES, "uniformStress"]


def test_two_recording_runs_give_probabilities_and_symptoms(store: HistoryStore) -> None:
    def score(value: float) -> dict[str, Any]:
        return {"value": value, "severity": "MILD"}

    depression = {name: score(0.1) for name in DEPRESSION_SYMPTOMS} | {"lowMood": score(0.5)}
    anxiety = {name: score(0.2) for name in ANXIETY_SYMPTOMS} | {"dread": score(0.8)}
    results = {
        "disorders": {
            "depression": {"probability": 0.42, "severity": "MILD"},
            "anxiety": {"probability": 0.17, "severity": "NONE"},
        },
        "symptoms": {"depression": depression, "anxiety": anxiety},
    }
    _store_run(store, 0, _run(model="apollo-1", results=results), kind="apollo")
    assert store.trend("P-1", "depressionProbability")[0].values == pytest.approx([0.42])
    assert store.trend("P-1", "anxietyProbability")[0].values == pytest.approx([0.17])
    assert store.trend("P-1", "dread")[0].values == pytest.approx([0.8])
    assert store.trend("P-1", "lowMood")[0].values == pytest.approx([0.5])
    assert store.trend("P-1", "anhedonia")[0].values == pytest.approx([0.1])
    assert store.trend("P-1", "mentalStrain") == []
    assert store.trend_measures("P-1") == [
        "depressionProbability",
        "anxietyProbability",
        *DEPRESSION_SYMPTOMS,
        *ANXIETY_SYMPTOMS,
    ]


def test_a_stored_run_that_is_not_a_run_gives_no_point(store: HistoryStore) -> None:
    # Results of the other model, and a run without its required fields: read through the wire
    # models, neither is a mental wellness run, so neither gives a value (and nothing fails).
    wrong_kind = _run(model="m1", results={"disorders": {}, "symptoms": {}})
    no_fields = {"status": "COMPLETE_OK", "results": {"sections": [_section(0, 10, 0.9)]}}
    _store_run(store, 0, wrong_kind)
    _store_run(store, 1, no_fields)
    kept = _store_run(store, 2, _mw_run("m1", [_section(0, 10, 0.3)]))
    (series,) = store.trend("P-1", "mentalStrain")
    assert [p.session_id for p in series.points] == [kept]
    assert series.values == pytest.approx([0.3])

"""The summary a session keeps of its run for studies (history step 7): stored with the run,
equal to the trend's values, computed once for sessions stored before, read without any run."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.gui.results_samples import apollo_run, wellness_run
from voxwell.api import SECTION_MEASURES
from voxwell.errors import HistoryError
from voxwell.history import (
    APOLLO_MEASURES,
    MIGRATIONS,
    SCHEMA_VERSION,
    UNKNOWN_MODEL,
    HistoryStore,
    RunSummary,
    SessionRecord,
    series_key,
    session_measure_value,
    study_row,
    summarise,
)
from voxwell.sqlite_db import connect, prepare

T0 = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def _new(store: HistoryStore, label: str, kind: str = "mental-wellness", **extra: Any) -> int:
    made = store.create_session(
        user_label=label,
        model_kind=kind,
        service_name="Local engine",
        base_url="http://127.0.0.1:5000",
        language="en",
        request_json={"user": {"userLabel": label}},
        takes={},
        created_at=T0 + timedelta(days=len(store.sessions())),
        **extra,
    )
    return made.id


# Raw access goes through the store's own SQLite build (SQLCipher): the standard library's
# SQLite does not share its write-ahead log index while a store has the file open.
def _stored_summary(path: Path, session_id: int) -> str | None:
    with closing(connect(path, timeout=5.0)) as raw:
        found: str | None = raw.execute(
            "SELECT summary FROM sessions WHERE id = ?", (session_id,)
        ).fetchone()[0]
    return found


def _trend_values(record: SessionRecord) -> dict[str, float]:
    names = APOLLO_MEASURES if record.model_kind == "apollo" else SECTION_MEASURES
    values = {name: session_measure_value(record, name) for name in names}
    return {name: value for name, value in values.items() if value is not None}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    with HistoryStore(tmp_path / "history.sqlite3") as opened:
        yield opened


def test_storing_a_run_stores_its_summary_equal_to_the_trends_values(
    store: HistoryStore,
) -> None:
    uneven = wellness_run(4)
    for width, section in zip((3.0, 11.0, 0.0, 40.0), uneven["results"]["sections"], strict=True):
        section["finishSecs"] = section["startSecs"] + width  # a zero-length one too
    wellness = _new(store, "P-1")
    apollo = _new(store, "P-2", kind="apollo")
    store.update(wellness, run_json=uneven, status="complete")
    store.update(apollo, run_json=apollo_run(model="apollo-2"), status="complete")
    for session_id in (wellness, apollo):
        record = store.get(session_id)
        stored = RunSummary.from_json(_stored_summary(store.path, session_id))
        assert stored == summarise(record)
        assert stored is not None
        assert stored.values is not None
        assert dict(stored.values) == _trend_values(record), "exactly, not approximately"
        assert stored.series == series_key(record)
    assert [row.summary.series for row in store.study_rows()] == [
        "voxwell-acoustic-1.0",
        "apollo-2",
    ]


def test_a_session_without_results_has_a_summary_without_values(store: HistoryStore) -> None:
    waiting = _new(store, "P-1")
    assert RunSummary.from_json(_stored_summary(store.path, waiting)) == RunSummary(
        values=None, series=UNKNOWN_MODEL
    )
    running = wellness_run(2) | {"status": "RUNNING", "results": None}
    store.update(waiting, run_json=running)
    assert store.study_rows()[0].summary.values is None
    store.update(waiting, run_json=wellness_run(2, model="m-2"))
    (row,) = store.study_rows()
    assert row.summary.values is not None
    assert row.summary.series == "m-2"


def test_a_new_model_version_or_kind_summarises_the_run_again(store: HistoryStore) -> None:
    session_id = _new(store, "P-1")
    store.update(session_id, run_json=wellness_run(3, model="m-1"))
    store.update(session_id, model_version="m-1-renamed")
    assert store.study_rows()[0].summary.series == "m-1-renamed"
    store.update(session_id, model_kind="apollo")  # a mental wellness run is no two-recording run
    assert store.study_rows()[0].summary.values is None


def test_study_rows_read_no_run(store: HistoryStore) -> None:
    """A damaged run does not stop a study: its session's summary is all the study reads."""
    session_id = _new(store, "P-1", attributes={"group": "a"})
    store.update(session_id, run_id="r-1", run_json=wellness_run(3), status="complete")
    expected = study_row(store.get(session_id))
    with closing(connect(store.path, timeout=5.0)) as raw:
        raw.execute("UPDATE sessions SET run_json = 'not JSON' WHERE id = ?", (session_id,))
    (row,) = store.study_rows()
    assert row == expected
    assert (row.user_label, row.run_id, row.status, dict(row.attributes)) == (
        "P-1",
        "r-1",
        "complete",
        {"group": "a"},
    )


def test_a_history_of_the_sixth_format_gains_summaries_when_a_study_first_reads_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.sqlite3"
    # The earlier steps never change, so the first six are the sixth format exactly.
    old = connect(path, timeout=5.0)
    try:
        prepare(old, MIGRATIONS[:6])
        for label, kind, run in (
            ("P-1", "mental-wellness", wellness_run(3, model="m-1")),
            ("P-2", "apollo", apollo_run(model="a-1")),
            ("P-3", "mental-wellness", None),
        ):
            old.execute(
                "INSERT INTO sessions (created_at, user_label, model_kind, service_name,"
                " base_url, language, request_json, takes, status, run_json, model_version,"
                " attributes) VALUES (?, ?, ?, 'Local engine', 'http://127.0.0.1:1', 'en', '{}',"
                " '{}', 'complete', ?, ?, ?)",
                (
                    T0.isoformat(),
                    label,
                    kind,
                    None if run is None else json.dumps(run),
                    None if run is None else run["model"],
                    json.dumps({"site": "Leeds"}),
                ),
            )
    finally:
        old.close()
    with HistoryStore(path) as store:
        records = store.sessions()[::-1]
        assert [r.user_label for r in records] == ["P-1", "P-2", "P-3"], "rows kept"
        assert [_stored_summary(path, r.id) for r in records] == [None, None, None]
        rows = store.study_rows()
        assert rows == [study_row(record) for record in records]
        assert [row.summary.values for row in rows[:2]] == [_trend_values(r) for r in records[:2]]
        assert rows[2].summary.values is None
        # Written back: the next read computes nothing.
        stored = [RunSummary.from_json(_stored_summary(path, r.id)) for r in records]
        assert stored == [row.summary for row in rows]
        assert store.study_rows() == rows
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7


def test_a_summary_of_another_format_is_computed_again(store: HistoryStore) -> None:
    session_id = _new(store, "P-1")
    store.update(session_id, run_json=wellness_run(2))
    right = store.study_rows()[0].summary
    for stale in ('{"format": 0, "values": {}, "series": "x"}', "not JSON", "[]"):
        with closing(connect(store.path, timeout=5.0)) as raw:
            raw.execute("UPDATE sessions SET summary = ? WHERE id = ?", (stale, session_id))
        assert store.study_rows()[0].summary == right
        assert RunSummary.from_json(_stored_summary(store.path, session_id)) == right


def test_sessions_are_read_by_id_in_the_order_asked_and_a_missing_one_is_named(
    store: HistoryStore,
) -> None:
    ids = [_new(store, f"P-{n}") for n in range(3)]
    assert [r.id for r in store.sessions_of([ids[2], ids[0]])] == [ids[2], ids[0]]
    assert store.sessions_of([]) == []
    store.delete(ids[1])
    with pytest.raises(HistoryError, match=f"no longer has session {ids[1]}"):
        store.sessions_of(ids)


def test_a_closed_store_opens_its_file_again_with_its_key(tmp_path: Path) -> None:
    key = bytes(range(32))
    with HistoryStore(tmp_path / "sealed.sqlite3", key=key) as store:
        session_id = _new(store, "P-1")
    assert store.closed
    with store.reopen() as again:
        assert not again.closed
        assert again.get(session_id).user_label == "P-1"

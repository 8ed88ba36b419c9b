"""Questionnaires in the history: kept when created, answers saved, old history files upgraded."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.gui.results_samples import stored_session, wellness_run
from voxwell.errors import HistoryError
from voxwell.history import SCHEMA_VERSION, HistoryStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)

# The first history format (user_version 1) exactly as it was written: a fixture, not the code's
# own schema, so that a later change of the code cannot change what "an old file" means here.
_VERSION_1_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    user_label TEXT NOT NULL,
    model_kind TEXT NOT NULL,
    service_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    language TEXT NOT NULL,
    request_json TEXT NOT NULL,
    takes TEXT NOT NULL,
    run_id TEXT,
    upload_urls TEXT NOT NULL DEFAULT '{}',
    uploaded_slots TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL,
    run_json TEXT,
    model_version TEXT,
    error_code TEXT,
    error_reason TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user_label ON sessions (user_label, created_at);
CREATE INDEX IF NOT EXISTS sessions_status ON sessions (status);
"""


def _add(store: HistoryStore, qid: str, label: str, day: int = 0):
    return store.add_questionnaire(
        questionnaire_id=qid,
        user_label=label,
        questionnaire_type="phq-9",
        service_name="Local engine",
        base_url="http://127.0.0.1:5000",
        activity_link=f"http://127.0.0.1:5000/activities/tok-{qid}",
        created_at=T0 + timedelta(days=day),
    )


def test_created_questionnaires_are_kept_and_answers_saved(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HistoryStore(path) as store:
        first = _add(store, "q-1", "P-1")
        _add(store, "q-2", "P-2", day=1)
        _add(store, "q-3", "P-1", day=2)
        assert first.status == "RESULTS_NOT_AVAILABLE"
        assert not first.answered
        assert first.created_at == T0
        details = {"name": "PHQ-9", "answers": {"phq9_9": "1"}, "scoreDetails": {"score": 13}}
        store.update_questionnaire("q-1", status="RESULTS_AVAILABLE", details_json=details)
    with HistoryStore(path) as reopened:  # survives closing the app
        assert [q.id for q in reopened.questionnaires()] == ["q-3", "q-2", "q-1"]
        assert [q.id for q in reopened.questionnaires("P-1")] == ["q-3", "q-1"]
        done = reopened.questionnaire("q-1")
        assert done.answered
        assert done.details_json == details
        assert done.activity_link.endswith("/activities/tok-q-1")
        # A later status check without details keeps the answers already saved.
        again = reopened.update_questionnaire("q-1", status="RESULTS_AVAILABLE")
        assert again.details_json == details


def test_a_person_with_only_questionnaires_has_a_user_label(tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "h.sqlite3") as store:
        stored_session(store, wellness_run(1), take=None, label="P-2")
        _add(store, "q-1", "p-1")
        assert store.user_labels() == ["p-1", "P-2"]  # each once, in case-blind order
        _add(store, "q-2", "P-2")
        assert store.user_labels() == ["p-1", "P-2"]


def test_bad_questionnaire_updates_are_refused(tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "h.sqlite3") as store:
        _add(store, "q-1", "P-1")
        with pytest.raises(ValueError, match="status must be one of"):
            store.update_questionnaire("q-1", status="DONE")
        with pytest.raises(HistoryError, match="no questionnaire q-9"):
            store.update_questionnaire("q-9", status="RESULTS_AVAILABLE")
        with pytest.raises(HistoryError, match="could not save the questionnaire"):
            _add(store, "q-1", "P-1")  # the service never gives one id twice
        assert len(store.questionnaires()) == 1


def test_a_first_version_history_file_gains_questionnaires_and_keeps_sessions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.sqlite3"
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.executescript(_VERSION_1_SCHEMA)
        raw.execute(
            "INSERT INTO sessions (created_at, user_label, model_kind, service_name, base_url,"
            " language, request_json, takes, status) VALUES (?, 'P-1', 'mental-wellness',"
            " 'Local engine', 'http://127.0.0.1:1', 'en', '{}', '{}', 'complete')",
            (T0.isoformat(),),
        )
        raw.execute("PRAGMA user_version=1")
    with HistoryStore(path) as store:
        assert [s.user_label for s in store.sessions()] == ["P-1"]
        _add(store, "q-1", "P-1")
        assert len(store.questionnaires()) == 1
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7


# The questionnaires table as the second format (user_version 2) wrote it; with the sessions above,
# that format's whole history file, copied as a fixture for the same reason.
_VERSION_2_QUESTIONNAIRES = """
CREATE TABLE IF NOT EXISTS questionnaires (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    user_label TEXT NOT NULL,
    questionnaire_type TEXT NOT NULL,
    service_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    activity_link TEXT NOT NULL,
    status TEXT NOT NULL,
    details_json TEXT
);
CREATE INDEX IF NOT EXISTS questionnaires_user_label ON questionnaires (user_label, created_at);
"""


def test_a_history_file_of_the_second_format_opens_with_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute("PRAGMA journal_mode=WAL")
        raw.executescript(_VERSION_1_SCHEMA + _VERSION_2_QUESTIONNAIRES)
        raw.execute(
            "INSERT INTO sessions (created_at, user_label, model_kind, service_name, base_url,"
            " language, request_json, takes, status) VALUES (?, 'P-2', 'apollo',"
            " 'Local engine', 'http://127.0.0.1:1', 'en', '{}', '{}', 'running')",
            (T0.isoformat(),),
        )
        raw.execute(
            "INSERT INTO questionnaires VALUES ('q-2', ?, 'P-2', 'gad-7', 'Local engine',"
            " 'http://127.0.0.1:1', 'http://127.0.0.1:1/activities/tok', 'RESULTS_AVAILABLE',"
            " '{\"score\": 3}')",
            (T0.isoformat(),),
        )
        raw.execute("PRAGMA user_version=2")
    with HistoryStore(path) as store:
        (session,) = store.sessions()
        assert (session.user_label, session.status) == ("P-2", "running")
        assert session.model_kind == "apollo"
        assert session.birth_date_known is None  # format 3 adds it; older sessions have none
        assert session.live_monitoring is None  # format 4 adds it
        assert session.results_at is None  # format 5 adds it and the removal of the audio
        assert session.audio_removed_at is None
        assert [s.id for s in store.pending()] == [session.id]
        (questionnaire,) = store.questionnaires("P-2")
        assert questionnaire.answered
        assert questionnaire.details_json == {"score": 3}
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7

"""Questionnaires in the local history: the ones created here, their links, status and answers.

A questionnaire's id and link exist only at the service; if the app forgot them on closing, the
answers could never be fetched. So each is stored the moment it is created and updated when its
answers arrive. The SQL lives here; :class:`~voxwell.history.store.HistoryStore` exposes it.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from typing import Any

from voxwell.api import QuestionnaireStatus
from voxwell.history.records import QuestionnaireRecord

__all__ = ["QUESTIONNAIRES_SCHEMA", "insert_questionnaire", "select_questionnaires", "to_record"]

QUESTIONNAIRES_SCHEMA = """
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


def to_record(row: sqlite3.Row) -> QuestionnaireRecord:
    details = row["details_json"]
    return QuestionnaireRecord(
        id=row["id"],
        created_at=datetime.fromisoformat(row["created_at"]),
        user_label=row["user_label"],
        questionnaire_type=row["questionnaire_type"],
        service_name=row["service_name"],
        base_url=row["base_url"],
        activity_link=row["activity_link"],
        status=row["status"],
        details_json=None if details is None else json.loads(details),
    )


def insert_questionnaire(db: sqlite3.Connection, record: QuestionnaireRecord) -> None:
    if record.status not in tuple(QuestionnaireStatus):
        raise ValueError(f"status must be one of {', '.join(QuestionnaireStatus)}")
    when = record.created_at if record.created_at.tzinfo else record.created_at.replace(tzinfo=UTC)
    db.execute(
        "INSERT INTO questionnaires (id, created_at, user_label, questionnaire_type, service_name,"
        " base_url, activity_link, status, details_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            record.id,
            when.isoformat(),
            record.user_label,
            record.questionnaire_type,
            record.service_name,
            record.base_url,
            record.activity_link,
            record.status,
            None if record.details_json is None else json.dumps(record.details_json),
        ),
    )


def select_questionnaires(
    db: sqlite3.Connection, where: str = "", params: tuple[Any, ...] = ()
) -> list[QuestionnaireRecord]:
    rows = db.execute(
        f"SELECT * FROM questionnaires {where} ORDER BY created_at DESC, rowid DESC", params
    ).fetchall()
    return [to_record(row) for row in rows]

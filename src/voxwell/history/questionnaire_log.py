"""Questionnaires in the local history: the ones created here, their links, status and answers.

A questionnaire's id and link exist only at the service; if the app forgot them on closing, the
answers could never be fetched. So each is stored the moment it is created and updated when its
answers arrive. The SQL lives here; :class:`~voxwell.history.store.HistoryStore` exposes it.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

from voxwell.api import QuestionnaireStatus
from voxwell.records import QuestionnaireRecord
from voxwell.sqlite_db import Connection, Row

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


def to_record(row: Row) -> QuestionnaireRecord:
    values = dict(row)
    values["created_at"] = datetime.fromisoformat(values["created_at"])
    if values["details_json"] is not None:
        values["details_json"] = json.loads(values["details_json"])
    return QuestionnaireRecord(**values)


def insert_questionnaire(db: Connection, record: QuestionnaireRecord) -> None:
    if record.status not in tuple(QuestionnaireStatus):
        raise ValueError(f"status must be one of {', '.join(QuestionnaireStatus)}")
    row = asdict(record)
    when = record.created_at
    row["created_at"] = (when if when.tzinfo else when.replace(tzinfo=UTC)).isoformat()
    if record.details_json is not None:
        row["details_json"] = json.dumps(record.details_json)
    names = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    db.execute(f"INSERT INTO questionnaires ({names}) VALUES ({marks})", tuple(row.values()))


def select_questionnaires(
    db: Connection, where: str = "", params: tuple[Any, ...] = ()
) -> list[QuestionnaireRecord]:
    rows = db.execute(
        f"SELECT * FROM questionnaires {where} ORDER BY created_at DESC, rowid DESC", params
    ).fetchall()
    return [to_record(row) for row in rows]

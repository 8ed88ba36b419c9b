"""The engine's questionnaires table: one row per questionnaire created at this engine.

Completing one is one transaction that refuses a second completion. Definitions and scoring are
:mod:`voxwell.questionnaires`, shared with the app.
"""

from __future__ import annotations

import json
import secrets
import time
import uuid
from dataclasses import dataclass
from typing import Any

from voxwell.engine.db import Database

__all__ = ["IssuedQuestionnaire", "QuestionnaireStore"]


@dataclass(frozen=True)
class IssuedQuestionnaire:
    """A questionnaire this engine issued: its owner key, the token of its answer page, its answers.

    Not the app's ``voxwell.history.QuestionnaireRecord``, which is a client's note of a
    questionnaire it created at some service (that service's address and link, no token).
    """

    id: str
    key_id: str
    user_label: str
    type: str
    token: str
    created_at: float
    completed_at: float | None
    details: dict[str, Any] | None


class QuestionnaireStore:
    """The ``questionnaires`` table."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def create(self, key_id: str, user_label: str, questionnaire_type: str) -> IssuedQuestionnaire:
        record = IssuedQuestionnaire(
            id=str(uuid.uuid4()),
            key_id=key_id,
            user_label=user_label,
            type=questionnaire_type,
            token=secrets.token_urlsafe(24),
            created_at=time.time(),
            completed_at=None,
            details=None,
        )
        with self._db.write() as tx:
            tx.execute(
                "INSERT INTO questionnaires (id, key_id, user_label, type, token, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    key_id,
                    user_label,
                    questionnaire_type,
                    record.token,
                    record.created_at,
                ),
            )
        return record

    async def _one(self, where: str, value: str) -> IssuedQuestionnaire | None:
        row = await self._db.aquery_one(f"SELECT * FROM questionnaires WHERE {where} = ?", (value,))
        if row is None:
            return None
        details = row["details_json"]
        return IssuedQuestionnaire(
            id=row["id"],
            key_id=row["key_id"],
            user_label=row["user_label"],
            type=row["type"],
            token=row["token"],
            created_at=row["created_at"],
            completed_at=row["completed_at"],
            details=None if details is None else json.loads(details),
        )

    async def get(self, questionnaire_id: str, key_id: str) -> IssuedQuestionnaire | None:
        """The key's questionnaire (for a route on the event loop, as :meth:`by_token`)."""
        record = await self._one("id", questionnaire_id)
        return record if record is not None and record.key_id == key_id else None

    async def by_token(self, token: str) -> IssuedQuestionnaire | None:
        return await self._one("token", token)

    def complete(self, questionnaire_id: str, details: dict[str, Any], when: float) -> bool:
        """Store the completed details; False if it had already been completed."""
        with self._db.write() as tx:
            cursor = tx.execute(
                "UPDATE questionnaires SET completed_at = ?, details_json = ?"
                " WHERE id = ? AND completed_at IS NULL",
                (when, json.dumps(details), questionnaire_id),
            )
        return cursor.rowcount == 1

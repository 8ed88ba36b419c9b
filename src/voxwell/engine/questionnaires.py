"""Questionnaire definitions (from ``resources/questionnaires``), scoring, and their records.

A definition file names its questions, the option sets they use (ids, values 0–3, published
labels), how the answers are summed, the severity bands and any safety flags (PHQ-9 item 9).
Scoring is pure: answers in, ``scoreDetails`` out. The store keeps one row per questionnaire;
completing it is one transaction that refuses a second completion.
"""

from __future__ import annotations

import json
import secrets
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voxwell.engine.db import Database

__all__ = [
    "Definition",
    "IssuedQuestionnaire",
    "Question",
    "QuestionnaireStore",
    "load_definitions",
]


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    options: tuple[dict[str, Any], ...]
    scored: bool
    required: bool


@dataclass(frozen=True)
class Definition:
    """One questionnaire type as configured."""

    id: str
    name: str
    instructions: str
    credit: str
    questions: tuple[Question, ...]
    scoring: dict[str, Any]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Definition:
        sets = data["optionSets"]
        questions = tuple(
            Question(
                id=q["id"],
                text=q["text"],
                options=tuple(sets[q["options"]]),
                scored=bool(q.get("scored", True)),
                required=bool(q.get("required", True)),
            )
            for q in data["questions"]
        )
        return cls(
            id=data["id"],
            name=data["name"],
            instructions=data["instructions"],
            credit=data.get("credit", ""),
            questions=questions,
            scoring=data.get("scoring", {}),
        )

    def questions_wire(self) -> dict[str, Any]:
        """The ``questions`` object of the completed details: every question as it was asked."""
        return {
            "instructions": self.instructions,
            "credit": self.credit,
            "items": [
                {
                    "id": q.id,
                    "text": q.text,
                    "scored": q.scored,
                    "required": q.required,
                    "options": [dict(o) for o in q.options],
                }
                for q in self.questions
            ],
        }

    def check_answers(self, answers: dict[str, str]) -> tuple[dict[str, str], list[str]]:
        """The answers kept (question id → option id) and the problems in plain words."""
        kept: dict[str, str] = {}
        problems: list[str] = []
        for number, question in enumerate(self.questions, start=1):
            chosen = answers.get(question.id, "")
            valid = {str(o["id"]) for o in question.options}
            if chosen in valid:
                kept[question.id] = chosen
            elif chosen:
                problems.append(f"Question {number} has an answer that is not one of its options.")
            elif question.required:
                problems.append(f"Question {number} has no answer yet; choose one option.")
        return kept, problems

    def score(self, answers: dict[str, str]) -> dict[str, Any] | None:
        """``{score, scoreMetadata}`` for complete answers, or None if this type is not scored."""
        if self.scoring.get("method") != "sum":
            return None
        values: dict[str, int] = {}
        for question in self.questions:
            for option in question.options:
                if str(option["id"]) == answers.get(question.id):
                    values[question.id] = int(option["value"])
        total = sum(values[q.id] for q in self.questions if q.scored and q.id in values)
        band = next(
            (b for b in self.scoring.get("bands", []) if b["min"] <= total <= b["max"]), None
        )
        raised = [
            {"name": f["name"], "question": f["question"], "message": f["message"]}
            for f in self.scoring.get("flags", [])
            if values.get(f["question"], 0) >= int(f["minValue"])
        ]
        metadata: dict[str, Any] = {
            "questionnaireType": self.id,
            "minScore": self.scoring.get("min", 0),
            "maxScore": self.scoring.get("max"),
            "severity": None if band is None else band["severity"],
            "severityLabel": None if band is None else band["label"],
            "bands": self.scoring.get("bands", []),
            "scoredQuestions": [q.id for q in self.questions if q.scored],
            "safetyFlag": bool(raised),
            "flags": raised,
        }
        return {"score": total, "scoreMetadata": metadata}


def load_definitions(folder: Path) -> dict[str, Definition]:
    """Every ``*.json`` definition in ``folder`` by its id."""
    definitions: dict[str, Definition] = {}
    for path in sorted(folder.glob("*.json")):
        definition = Definition.from_json(json.loads(path.read_text(encoding="utf-8")))
        definitions[definition.id] = definition
    return definitions


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

    def _one(self, where: str, value: str) -> IssuedQuestionnaire | None:
        row = self._db.query_one(f"SELECT * FROM questionnaires WHERE {where} = ?", (value,))
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

    def get(self, questionnaire_id: str, key_id: str) -> IssuedQuestionnaire | None:
        record = self._one("id", questionnaire_id)
        return record if record is not None and record.key_id == key_id else None

    def by_token(self, token: str) -> IssuedQuestionnaire | None:
        return self._one("token", token)

    def complete(self, questionnaire_id: str, details: dict[str, Any], when: float) -> bool:
        """Store the completed details; False if it had already been completed."""
        with self._db.write() as tx:
            cursor = tx.execute(
                "UPDATE questionnaires SET completed_at = ?, details_json = ?"
                " WHERE id = ? AND completed_at IS NULL",
                (when, json.dumps(details), questionnaire_id),
            )
        return cursor.rowcount == 1

"""Questionnaire definitions, scoring, severity bands and safety flags: one home for all of them.

A definition file (``resources/questionnaires/*.json``) names its questions, the option sets they
use (ids, values 0–3, published labels), how the answers are summed, the severity bands and any
safety flags (PHQ-9 item 9). The engine scores completed answers with it; the app reads a
completed questionnaire with it (a band when the service names none, and the safety flags the
answers carry, so a service that reports no flag cannot hide one). Scoring is pure: answers in,
``scoreDetails`` out. No Qt, no engine, no client (import-linter enforces it).

The shipped bands are the published ones: PHQ-9 0–4 minimal, 5–9 mild, 10–14 moderate, 15–19
moderately severe, 20–27 severe; GAD-7 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe. A flag
is raised when its item is answered at or above ``minValue``, which defaults to 1 (for PHQ-9 item
9: any answer other than "Not at all"); an unanswered item raises nothing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from voxwell.paths import resource_path

__all__ = [
    "DEFAULT_CRISIS_TEXT",
    "Band",
    "Definition",
    "Flag",
    "Question",
    "load_definitions",
    "shipped_definitions",
]


DEFAULT_CRISIS_TEXT = (
    "If you have thoughts that you would be better off dead or of hurting yourself, please "
    "talk to someone now. In an emergency call your local emergency number (112 in Europe, "
    "911 in the US and Canada, 999 in the UK) or go to the nearest emergency department.\n\n"
    "You can also call or text a crisis line (988 in the US and Canada, 116 123 in the UK and "
    "Ireland), and tell the person who sent you this questionnaire how you are feeling."
)
"""Shown to a patient whose PHQ-9 answer raises the safety flag (item 9 above 0); each site
sets its own (the engine's ``crisis_text``; blank lines part paragraphs)."""


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    options: tuple[dict[str, Any], ...]
    scored: bool
    required: bool

    def value_of(self, answer: object) -> int | None:
        """The value of the option ``answer`` names (an option id), None if none matches."""
        return next((int(o["value"]) for o in self.options if str(o["id"]) == str(answer)), None)


@dataclass(frozen=True)
class Band:
    """A severity band of the total score, bounds included."""

    min: int
    max: int
    severity: str
    label: str

    def to_wire(self) -> dict[str, Any]:
        return {"min": self.min, "max": self.max, "severity": self.severity, "label": self.label}


@dataclass(frozen=True)
class Flag:
    """A safety item: raised when ``question`` is answered with a value of ``min_value`` or more."""

    name: str
    question: str
    message: str
    min_value: int = 1

    def to_wire(self) -> dict[str, Any]:
        return {"name": self.name, "question": self.question, "message": self.message}


@dataclass(frozen=True)
class Definition:
    """One questionnaire type as configured."""

    id: str
    name: str
    instructions: str
    credit: str
    questions: tuple[Question, ...]
    method: str | None = None
    min_score: int = 0
    max_score: int | None = None
    bands: tuple[Band, ...] = ()
    flags: tuple[Flag, ...] = ()

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Definition:
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
        scoring = data.get("scoring", {})
        return cls(
            id=data["id"],
            name=data["name"],
            instructions=data["instructions"],
            credit=data.get("credit", ""),
            questions=questions,
            method=scoring.get("method"),
            min_score=int(scoring.get("min", 0)),
            max_score=None if scoring.get("max") is None else int(scoring["max"]),
            bands=tuple(
                Band(int(b["min"]), int(b["max"]), str(b["severity"]), str(b["label"]))
                for b in scoring.get("bands", [])
            ),
            flags=tuple(
                Flag(
                    name=str(f["name"]),
                    question=str(f["question"]),
                    message=str(f.get("message", "A safety item was answered.")),
                    min_value=int(f.get("minValue", 1)),
                )
                for f in scoring.get("flags", [])
            ),
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

    def check_answers(self, answers: Mapping[str, str]) -> tuple[dict[str, str], list[str]]:
        """The answers kept (question id → option id) and the problems in plain words."""
        kept, problems = self.answer_problems(answers)
        return kept, [text for _, text in problems]

    def answer_problems(
        self, answers: Mapping[str, str]
    ) -> tuple[dict[str, str], list[tuple[Question, str]]]:
        """As :meth:`check_answers`, each problem with the question it is about (a form marks
        it at the item)."""
        kept: dict[str, str] = {}
        problems: list[tuple[Question, str]] = []
        for number, question in enumerate(self.questions, start=1):
            chosen = answers.get(question.id, "")
            if question.value_of(chosen) is not None:
                kept[question.id] = chosen
            elif chosen:
                problems.append(
                    (question, f"Question {number} has an answer that is not one of its options.")
                )
            elif question.required:
                problems.append(
                    (question, f"Question {number} has no answer yet; choose one option.")
                )
        return kept, problems

    def values(self, answers: Mapping[str, Any]) -> dict[str, int]:
        """The value of every answered question (question id → option value)."""
        values = {q.id: q.value_of(answers[q.id]) for q in self.questions if q.id in answers}
        return {name: value for name, value in values.items() if value is not None}

    def band(self, score: int) -> Band | None:
        """The severity band ``score`` falls in, None when no band holds it."""
        return next((b for b in self.bands if b.min <= score <= b.max), None)

    def raised_flags(self, answers: Mapping[str, Any]) -> list[Flag]:
        """The safety flags the answers raise."""
        values = self.values(answers)
        return [f for f in self.flags if f.question in values and values[f.question] >= f.min_value]

    def score(self, answers: Mapping[str, Any]) -> dict[str, Any] | None:
        """``{score, scoreMetadata}`` for complete answers, or None if this type is not scored."""
        if self.method != "sum":
            return None
        values = self.values(answers)
        total = sum(values[q.id] for q in self.questions if q.scored and q.id in values)
        band = self.band(total)
        raised = self.raised_flags(answers)
        metadata: dict[str, Any] = {
            "questionnaireType": self.id,
            "minScore": self.min_score,
            "maxScore": self.max_score,
            "severity": None if band is None else band.severity,
            "severityLabel": None if band is None else band.label,
            "bands": [b.to_wire() for b in self.bands],
            "scoredQuestions": [q.id for q in self.questions if q.scored],
            "safetyFlag": bool(raised),
            "flags": [f.to_wire() for f in raised],
        }
        return {"score": total, "scoreMetadata": metadata}


def load_definitions(folder: Path, *, skip_damaged: bool = False) -> dict[str, Definition]:
    """Every ``*.json`` definition in ``folder`` by its id.

    A damaged file raises, unless ``skip_damaged``: then it is left out of the list.
    """
    definitions: dict[str, Definition] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            definition = Definition.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            if skip_damaged:
                continue
            raise
        definitions[definition.id] = definition
    return definitions


@cache
def shipped_definitions() -> dict[str, Definition]:
    """The definitions shipped with the app (``phq-9``, ``gad-7``), damaged ones left out."""
    return load_definitions(resource_path("questionnaires"), skip_damaged=True)

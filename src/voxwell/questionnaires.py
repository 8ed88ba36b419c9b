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
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from voxwell.paths import resource_path

_SOURCE = ("publisher", "title", "edition")

__all__ = [
    "DEFAULT_CRISIS_TEXT",
    "DEFAULT_CRISIS_TEXTS",
    "Band",
    "Definition",
    "Flag",
    "Question",
    "Source",
    "load_definitions",
    "load_instruments",
    "shipped_definitions",
    "shipped_instruments",
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

DEFAULT_CRISIS_TEXTS: dict[str, str] = {
    "en": DEFAULT_CRISIS_TEXT,
    "es": (
        "Si tiene pensamientos de que estaría mejor muerto(a) o de hacerse daño, hable con "
        "alguien ahora. En una emergencia, llame al número de emergencias (911 en Estados "
        "Unidos, 112 en España) o vaya al servicio de urgencias más cercano.\n\n"
        "También puede llamar o enviar un mensaje de texto a una línea de crisis: el 988 en "
        "Estados Unidos (oprima el 2 para español) o el 024 en España, y decirle a la persona "
        "que le envió este cuestionario cómo se siente."
    ),
    "id": (
        "Jika Anda berpikir lebih baik mati atau ingin menyakiti diri sendiri, bicaralah dengan "
        "seseorang sekarang. Dalam keadaan darurat, hubungi 112 atau 119, atau datangi instalasi "
        "gawat darurat (IGD) terdekat.\n\n"
        "Anda juga dapat menghubungi layanan konseling kesehatan jiwa di 119 ekstensi 8, dan "
        "memberi tahu orang yang mengirimkan kuesioner ini kepada Anda tentang perasaan Anda."
    ),
    "ja": (
        "死んだほうがましだ、または自分を傷つけたいと思うときは、今すぐ誰かに話してください。"
        "緊急のときは119番に電話するか、最寄りの救急外来に行ってください。\n\n"
        "いのちの電話（0570-783-556）やよりそいホットライン（0120-279-338）にも相談できます。"
        "この質問票を送った人にも、今の気持ちを伝えてください。"
    ),
}
"""The default crisis text of each language of the patient's pages, naming the emergency and
crisis numbers of the countries the app's locales stand for (English: the default above; Spanish:
the United States and Spain; Indonesian: Indonesia; Japanese: Japan). A site that sets its own
text shows that one in every language."""


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    options: tuple[dict[str, Any], ...]
    scored: bool
    required: bool
    option_set: str = ""  # the name of its options in the definition's ``optionSets``

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
class Source:
    """Where an instrument's wording is published."""

    publisher: str
    title: str
    edition: str


@dataclass(frozen=True)
class Definition:
    """One questionnaire type as configured, its texts in one language (an instrument)."""

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
    language: str = "en"
    terms: str = ""
    source: Source | None = None

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
                option_set=str(q["options"]),
            )
            for q in data["questions"]
        )
        scoring = data.get("scoring", {})
        source = data.get("source")
        return cls(
            id=data["id"],
            name=data["name"],
            instructions=data["instructions"],
            credit=data.get("credit", ""),
            questions=questions,
            language=str(data.get("language", "en")),
            terms=str(data.get("terms", "")),
            source=None if source is None else Source(**{k: str(source[k]) for k in _SOURCE}),
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

    def in_language(self, version: Mapping[str, Any]) -> Definition:
        """This questionnaire with the texts of ``version``, a language file: the same items,
        options, values and scoring, every text the published one of that language. Raises
        ``ValueError`` naming what the file lacks (an item, an option set, a label)."""
        if version.get("id") != self.id:
            raise ValueError(f"the file is for {version.get('id')!r}, not {self.id!r}")
        texts, labels = dict(version["questions"]), dict(version["optionSets"])
        questions = []
        for question in self.questions:
            if question.id not in texts:
                raise ValueError(f"no text for item {question.id}")
            named = question.option_set
            translated = labels.get(named)
            if translated is None or len(translated) != len(question.options):
                raise ValueError(f"the option set {named!r} needs {len(question.options)} labels")
            options = tuple(
                {**option, "label": str(label)}
                for option, label in zip(question.options, translated, strict=True)
            )
            questions.append(replace(question, text=str(texts[question.id]), options=options))
        source = version["source"]
        return replace(
            self,
            name=str(version["name"]),
            instructions=str(version["instructions"]),
            credit=str(version["credit"]),
            questions=tuple(questions),
            language=str(version["language"]),
            terms=str(version["terms"]),
            source=Source(**{k: str(source[k]) for k in _SOURCE}),
        )

    def questions_wire(self) -> dict[str, Any]:
        """The ``questions`` object of the completed details: every question as it was asked."""
        return {
            "language": self.language,
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


def load_instruments(
    folder: Path, definitions: Mapping[str, Definition]
) -> dict[str, dict[str, Definition]]:
    """Every instrument: questionnaire id → language → the definition in that language.

    The definitions' own texts are one language each (``language``); each file
    ``languages/<id>.<language>.json`` in ``folder`` adds the published wording of another
    (:meth:`Definition.in_language`). A file for an unknown questionnaire, or one that lacks a
    text, raises ``ValueError`` naming the file: a wrong instrument must never be shown.
    """
    instruments = {key: {d.language: d} for key, d in definitions.items()}
    for path in sorted((folder / "languages").glob("*.json")):
        version = json.loads(path.read_text(encoding="utf-8"))
        definition = definitions.get(str(version.get("id")))
        if definition is None:
            raise ValueError(f"{path.name}: no questionnaire {version.get('id')!r} to translate")
        try:
            translated = definition.in_language(version)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path.name}: {exc}") from exc
        instruments[definition.id][translated.language] = translated
    return instruments


@cache
def shipped_instruments() -> dict[str, dict[str, Definition]]:
    """The shipped questionnaires in every language they are published in and shipped."""
    return load_instruments(resource_path("questionnaires"), shipped_definitions())

"""Questionnaire types offered, and a completed questionnaire read into what the tab shows.

The types are the definitions shipped in ``resources/questionnaires`` (``phq-9``, ``gad-7``): the
ones the bundled engine serves and the hosted service is configured with. The spec leaves the
inner shape of ``questions``, ``answers`` and ``scoreMetadata`` open, so reading them is tolerant:
the engine's shape (``questions.items`` with options; ``answers`` question id -> option id;
``scoreMetadata.severityLabel``/``flags``) is used where present, anything else is shown as given.

Safety flags (PHQ-9 item 9) are raised when the service says so **or** when the answers carry a
flagged item at or above its threshold by the shipped definition, so a service that reports no
flag cannot hide one. Definitions, bands and flags are :mod:`voxwell.questionnaires`. Qt-free.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from voxwell.api import QuestionnaireStatus
from voxwell.history import QuestionnaireRecord
from voxwell.i18n import translate
from voxwell.questionnaires import shipped_definitions
from voxwell.wording import service_label

__all__ = [
    "AnswerRow",
    "QuestionnaireEntry",
    "Reading",
    "crisis_text_of",
    "questionnaire_types",
    "read_details",
]


def questionnaire_types() -> list[tuple[str, str]]:
    """``(type id, name)`` of every questionnaire definition shipped with the app."""
    return [(key, definition.name) for key, definition in shipped_definitions().items()]


@dataclass(frozen=True)
class AnswerRow:
    number: int
    question: str
    answer: str
    value: int | None


@dataclass(frozen=True)
class Reading:
    """What a completed questionnaire says, ready to show."""

    name: str
    completed_at: str
    score: int | None
    max_score: int | None
    severity: str | None
    severity_label: str | None
    flags: list[str] = field(default_factory=list)
    answers: list[AnswerRow] = field(default_factory=list)

    @property
    def score_text(self) -> str:
        if self.score is None:
            return translate("QuestionnaireResults", "This questionnaire has no score.")
        band = self.severity_label or self.severity
        if self.max_score is not None and band:
            text = translate("QuestionnaireResults", "Score {score} of {max_score} — {severity}")
        elif self.max_score is not None:
            text = translate("QuestionnaireResults", "Score {score} of {max_score}")
        elif band:
            text = translate("QuestionnaireResults", "Score {score} — {severity}")
        else:
            text = translate("QuestionnaireResults", "Score {score}")
        return text.format(score=self.score, max_score=self.max_score, severity=band)


def _items(questions: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    items = questions.get("items")
    return [i for i in items if isinstance(i, Mapping)] if isinstance(items, list) else []


def _option(item: Mapping[str, Any], chosen: Any) -> tuple[str, int | None]:
    for option in item.get("options") or []:
        if isinstance(option, Mapping) and str(option.get("id")) == str(chosen):
            value = option.get("value")
            return str(option.get("label", chosen)), value if isinstance(value, int) else None
    return str(chosen), None


def _answer_rows(questions: Mapping[str, Any], answers: Mapping[str, Any]) -> list[AnswerRow]:
    items = _items(questions)
    if not items:
        return [
            AnswerRow(n, str(key), json.dumps(value) if not isinstance(value, str) else value, None)
            for n, (key, value) in enumerate(answers.items(), start=1)
        ]
    rows = []
    for number, item in enumerate(items, start=1):
        key = str(item.get("id"))
        if key in answers:
            label, value = _option(item, answers[key])
        else:
            label, value = translate("QuestionnaireResults", "(no answer)"), None
        rows.append(AnswerRow(number, str(item.get("text", key)), label, value))
    return rows


def read_details(questionnaire_type: str, details: Mapping[str, Any]) -> Reading:
    """Read the ``details`` of a ``RESULTS_AVAILABLE`` questionnaire (wire JSON)."""
    questions = details.get("questions") or {}
    answers = details.get("answers") or {}
    score_details = details.get("scoreDetails") or {}
    metadata = score_details.get("scoreMetadata") or {}
    flags = [
        str(
            f.get("message")
            or f.get("name")
            or translate("QuestionnaireResults", "Safety flag raised")
        )
        for f in metadata.get("flags") or []
        if isinstance(f, Mapping)
    ]
    if metadata.get("safetyFlag") and not flags:
        flags.append(
            translate("QuestionnaireResults", "The service raised a safety flag on these answers.")
        )
    definition = shipped_definitions().get(questionnaire_type)
    if definition is not None and isinstance(answers, Mapping):
        for flag in definition.raised_flags(answers):
            if flag.message not in flags:
                flags.append(flag.message)
    score = score_details.get("score") if isinstance(score_details.get("score"), int) else None
    max_score = metadata.get("maxScore")
    severity = metadata.get("severity") if isinstance(metadata.get("severity"), str) else None
    label = metadata.get("severityLabel")
    label = label if isinstance(label, str) else None
    # The shipped definition's band of the score when the service names none.
    band = definition.band(score) if definition is not None and score is not None else None
    if band is not None and severity is None and label is None:
        severity, label = band.severity, band.label
    return Reading(
        name=str(details.get("name", questionnaire_type)),
        completed_at=str(details.get("completedAt", "")),
        score=score,
        max_score=max_score if isinstance(max_score, int) else None,
        severity=severity,
        severity_label=label,
        flags=flags,
        answers=_answer_rows(questions, answers) if isinstance(answers, Mapping) else [],
    )


@dataclass
class QuestionnaireEntry:
    """A questionnaire as the tab follows it: where it was created and what is known of it."""

    questionnaire_id: str
    questionnaire_type: str
    user_label: str
    activity_link: str
    service_name: str
    status: str = QuestionnaireStatus.RESULTS_NOT_AVAILABLE
    reading: Reading | None = None
    gone: bool = False  # the service no longer knows it (deleted, or another key)
    base_url: str = ""  # the service's address it was created through

    @classmethod
    def from_record(cls, record: QuestionnaireRecord) -> QuestionnaireEntry:
        reading = None
        if record.answered and record.details_json is not None:
            reading = read_details(record.questionnaire_type, record.details_json)
        return cls(
            record.id,
            record.questionnaire_type,
            record.user_label,
            record.activity_link,
            record.service_name,
            record.status,
            reading,
            base_url=record.base_url,
        )

    @property
    def waiting(self) -> bool:
        return self.reading is None and not self.gone

    def line(self) -> str:
        """The entry's row in the tab's list: the type, whose it is, and where it stands."""
        if self.reading and self.reading.flags:
            text = translate("QuestionnaireResults", "{type} for {user}: answered — SAFETY FLAG")
        elif self.reading:
            text = translate("QuestionnaireResults", "{type} for {user}: answered")
        elif self.gone:
            text = translate(
                "QuestionnaireResults", "{type} for {user}: no longer available at {service}"
            )
        else:
            text = translate("QuestionnaireResults", "{type} for {user}: waiting for answers")
        return text.format(
            type=self.questionnaire_type.upper(),
            user=self.user_label,
            service=service_label(self.service_name),
        )

    def unanswered_text(self, service_name: str) -> str:
        """What the tab says of an entry without answers while ``service_name`` is chosen."""
        if self.gone:
            return translate(
                "QuestionnaireResults",
                "{service} no longer has this questionnaire (it was deleted).",
            ).format(service=service_label(self.service_name))
        if self.service_name != service_name:
            return translate(
                "QuestionnaireResults", "Created at {service}: switch to it to check for answers."
            ).format(service=service_label(self.service_name))
        return translate(
            "QuestionnaireResults",
            "Waiting for the user to answer. Copy the link or open it in the browser; "
            "the answers appear here by themselves.",
        )

    def link_at(self, service_name: str, base_url: str, *, local: bool) -> str:
        """The activity link as it works now. The local engine may listen on another port at
        a later start (its usual one taken), so a link at its API's address follows the port
        of ``base_url``; a link it shared on the network (the sharing listener's address) and
        any other service's are as created."""
        if not (local and self.service_name == service_name):
            return self.activity_link
        current, link = urlsplit(base_url), urlsplit(self.activity_link)
        if not current.netloc:
            return self.activity_link
        if self.base_url and link.netloc != urlsplit(self.base_url).netloc:
            return self.activity_link  # not at the API's address: shared on the network
        return urlunsplit(link._replace(netloc=current.netloc))


class _CrisisSection(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.paragraphs: list[str] = []
        self._in_paragraph = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth:
            self.depth += tag != "br"
            self._in_paragraph = tag == "p" or self._in_paragraph
            if tag == "p":
                self.paragraphs.append("")
        elif tag == "section" and ("class", "crisis") in attrs:
            self.depth = 1

    def handle_endtag(self, tag: str) -> None:
        if self.depth:
            self.depth -= 1
            if tag == "p":
                self._in_paragraph = False

    def handle_data(self, data: str) -> None:
        if self.depth and self._in_paragraph and self.paragraphs:
            self.paragraphs[-1] += data


def crisis_text_of(page: str) -> str:
    """The crisis text an activity page shows after a flagged answer (the site's own, set on
    its engine), paragraphs parted by a blank line; "" when the page has none."""
    parser = _CrisisSection()
    parser.feed(page)
    return "\n\n".join(" ".join(p.split()) for p in parser.paragraphs if p.strip())

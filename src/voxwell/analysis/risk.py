"""Risk expressions in transcripts: the reviewed list of the safety policy and its matching.

The list lives in ``resources/safety/risk_expressions.json`` (its ``about`` says how it is made
and reviewed; every entry names its source): first-person wordings of suicidal ideation and
self-harm, the meanings behind item 9 of the PHQ-9, for every language family of the service.
:func:`find_risks` looks for them in timed words (the engine's recogniser) or in plain text (a
caller's transcript, timed as a whole). Text is compared as ``text.tokens`` makes it, with accents
folded outside Japanese, so "estaría" and "estaria" match alike. A pure library: no I/O but the
one read of the list.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from voxwell.analysis.text import tokens
from voxwell.analysis.transcribe import Word
from voxwell.paths import resource_path

__all__ = ["RiskExpression", "RiskMatch", "expressions_for", "find_risks", "risk_sources"]

_FILE = ("safety", "risk_expressions.json")
_NO_FOLDING = frozenset({"ja"})


@dataclass(frozen=True)
class RiskExpression:
    """One entry of the list: its text, category (its label), level and source key."""

    text: str
    category: str
    label: str
    level: int
    source: str
    pattern: tuple[str, ...]


@dataclass(frozen=True)
class RiskMatch:
    """An expression found: the words as said, and when (seconds on the session's clock)."""

    expression: RiskExpression
    said: str
    start: float
    end: float


@cache
def _document() -> dict[str, object]:
    data: dict[str, object] = json.loads(resource_path(*_FILE).read_text(encoding="utf-8"))
    return data


def _fold(token: str, family: str) -> str:
    if family in _NO_FOLDING:
        return token
    decomposed = unicodedata.normalize("NFKD", token)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _compare(text: str, family: str) -> list[str]:
    text = text.replace("\u2019", "'")  # a typographic apostrophe, as Whisper may write it
    return [_fold(t, family) for t in tokens(text, family)]


def risk_sources() -> dict[str, str]:
    """The list's sources, by key."""
    sources = _document()["sources"]
    assert isinstance(sources, dict)
    return {str(k): str(v) for k, v in sources.items()}


@cache
def expressions_for(family: str) -> tuple[RiskExpression, ...]:
    """The expressions of a language family (``en``, ``es``, ``id``, ``ja``); none for others."""
    document = _document()
    categories = document["categories"]
    by_language = document["expressions"]
    assert isinstance(categories, dict)
    assert isinstance(by_language, dict)
    found = []
    for entry in by_language.get(family, ()):
        category = categories[entry["category"]]
        text = entry["text"]
        # A trailing * (a word's beginning) survives tokenising as a marker of its own.
        wildcard = text.endswith("*")
        pattern = _compare(text.rstrip("*"), family)
        if wildcard:
            pattern[-1] += "*"
        found.append(
            RiskExpression(
                text, entry["category"], category["label"], int(category["level"]),
                entry["source"], tuple(pattern),
            )
        )  # fmt: skip
    return tuple(found)


def _matches_at(pattern: Sequence[str], compared: Sequence[str], at: int) -> bool:
    if at + len(pattern) > len(compared):
        return False
    for wanted, token in zip(pattern, compared[at : at + len(pattern)], strict=False):
        if wanted.endswith("*"):
            if not token.startswith(wanted[:-1]):
                return False
        elif token != wanted:
            return False
    return True


def find_risks(words: Sequence[Word], family: str, separator: str = " ") -> list[RiskMatch]:
    """Every risk expression in ``words`` (each compared token keeps the word it came from), in
    order, once per place it is found; ``separator`` joins the words quoted."""
    compared: list[str] = []
    owner: list[int] = []
    for index, word in enumerate(words):
        for token in _compare(word.text, family):
            compared.append(token)
            owner.append(index)
    found: list[RiskMatch] = []
    taken: set[int] = set()
    longest_first = sorted(expressions_for(family), key=lambda e: -len(e.pattern))
    for at in range(len(compared)):
        for expression in longest_first:
            if at in taken or not _matches_at(expression.pattern, compared, at):
                continue
            first, last = owner[at], owner[at + len(expression.pattern) - 1]
            said = separator.join(w.text for w in words[first : last + 1])
            found.append(RiskMatch(expression, said, words[first].start, words[last].end))
            taken.update(range(at, at + len(expression.pattern)))
    return found

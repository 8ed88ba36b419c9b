"""The languages Voxwell's own words come in, and how a person's languages are matched to them.

``UI_LANGUAGES`` are the languages of the words Voxwell writes itself (the patient's web pages
today): English, Spanish, Indonesian and Japanese, each with its name in its own language for a
language switch. A person's languages come as a browser's ``Accept-Language`` header or a list of
tags; :func:`best_language` picks the first of them that is available, matching a whole tag
first (``es-US``) and then its language alone (``es`` for ``es-MX``). Questionnaire texts are
instruments with languages of their own (``voxwell.questionnaires``), matched the same way.

The words a patient reads (the engine's activity pages and the app's patient form) are one
gettext catalogue, ``PATIENT_CATALOGUE``, beside the pages' templates
(``resources/activities/locale``, made with pybabel from ``babel.cfg``): :func:`patient_words`.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable, Sequence
from functools import cache

from voxwell.paths import resource_path

__all__ = [
    "DEFAULT_LANGUAGE",
    "PATIENT_CATALOGUE",
    "UI_LANGUAGES",
    "accepted_languages",
    "best_language",
    "patient_words",
]

UI_LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "id": "Bahasa Indonesia",
    "ja": "日本語",
}
"""Tag → the language's name in itself."""

DEFAULT_LANGUAGE = "en"

PATIENT_CATALOGUE = "activities"
"""The gettext domain of the words a patient reads (``activities/locale/<lang>/LC_MESSAGES``)."""


@cache
def patient_words(language: str) -> gettext.NullTranslations:
    """The patient's words in ``language`` (English, the words as written, when none)."""
    folder = resource_path("activities") / "locale"
    return gettext.translation(PATIENT_CATALOGUE, folder, languages=[language], fallback=True)


def accepted_languages(header: str | None) -> list[str]:
    """The tags of an ``Accept-Language`` header, most wanted first (``q=0`` and ``*`` left out;
    a malformed weight counts as 0)."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        tag = tag.strip()
        if not tag or tag == "*":
            continue
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if weight > 0:
            ranked.append((-weight, index, tag))
    return [tag for _, _, tag in sorted(ranked)]


def _primary(tag: str) -> str:
    return tag.replace("_", "-").split("-")[0].lower()


def best_language(wanted: Sequence[str], available: Iterable[str]) -> str | None:
    """The first of ``wanted`` that ``available`` has (as ``available`` spells it): the whole tag,
    else the same language in another region or none; None when nothing matches."""
    choices = list(available)
    by_tag = {choice.lower(): choice for choice in choices}
    for tag in wanted:
        exact = by_tag.get(tag.replace("_", "-").lower())
        if exact is not None:
            return exact
        same = [choice for choice in choices if _primary(choice) == _primary(tag)]
        if same:
            return min(same, key=len)  # "es" before "es-US" when both are there
    return None

"""The read-aloud passages and the mood question of each session language (shared by the app and
the analysis's read-aloud check).

Texts live in ``resources/passages`` (the project's own, CC0; see the README there). A language
code uses its own file when there is one (``en-GB.txt``), else its family's (``en.txt``), else
English, and says so, so the clinician knows the passage is not in the session language.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from voxwell.api import TakeSlot
from voxwell.i18n import translate
from voxwell.paths import resource_path
from voxwell.wording import slot_label

__all__ = ["Passage", "mood_prompt_for", "passage_for", "slot_prompt"]

_FALLBACK = "en"


@dataclass(frozen=True)
class Passage:
    language: str  # the file's language, e.g. "es"
    title: str
    text: str
    is_fallback: bool = False  # True when no passage exists for the session language


def _family(language: str) -> str:
    return language.split("-", 1)[0].lower()


@cache
def _read(name: str) -> Passage | None:
    path = resource_path("passages", f"{name}.txt")
    if not path.is_file():
        return None
    title, _, text = path.read_text(encoding="utf-8").partition("\n\n")
    return Passage(language=name, title=title.strip(), text=" ".join(text.split()))


def passage_for(language: str) -> Passage:
    """The passage for ``language`` (a ``LanguageCode`` value such as ``es-US``)."""
    for name in (language, _family(language)):
        found = _read(name)
        if found is not None:
            return found
    fallback = _read(_FALLBACK)
    if fallback is None:  # pragma: no cover - the English passage ships with the package
        raise FileNotFoundError("The read-aloud passages are missing from this installation.")
    return Passage(fallback.language, fallback.title, fallback.text, is_fallback=True)


@cache
def _prompts() -> dict[str, str]:
    data = json.loads(resource_path("passages", "mood_prompts.json").read_text(encoding="utf-8"))
    return {str(key): str(value) for key, value in data.items()}


def mood_prompt_for(language: str, configured: str | None = None) -> str:
    """The mood question: a configured prompt wins over the language's default one."""
    prompts = _prompts()
    default_en = prompts[_FALLBACK]
    if configured and configured.strip() and configured.strip() != default_en:
        return configured.strip()
    return prompts.get(language) or prompts.get(_family(language)) or default_en


def slot_prompt(slot: str, language: str, configured_mood_prompt: str = "") -> tuple[str, str]:
    """Title and text the recording screen shows for a take slot: the titles in the app's
    language, the passage and the mood question in the session's, the one the person speaks."""
    if slot == TakeSlot.READ_ALOUD:
        passage = passage_for(language)
        if passage.is_fallback:
            title = translate(
                "RecordingView",
                "Read aloud: {title} (no passage in the session language; English shown)",
            )
        else:
            title = translate("RecordingView", "Read aloud: {title}")
        return title.format(title=passage.title), passage.text
    if slot == TakeSlot.MOOD_QUESTION:
        return (
            translate("RecordingView", "Ask the mood question, and let the person answer freely"),
            mood_prompt_for(language, configured_mood_prompt),
        )
    return (
        slot_label(TakeSlot.RECORDING),
        translate(
            "RecordingView",
            "Let the person talk freely, for example about how they have been feeling lately, "
            "until the meter shows “Enough speech”.",
        ),
    )

"""How the app names the service's words to a person: display labels and clock times.

The words themselves (model kinds, take slots, session statuses) are ``voxwell.api``'s; what a
person reads for them on screen, in a report or in a message is here, so the wire schema
carries no display text. Plain functions over the enums (or their values), no Qt.
"""

from __future__ import annotations

from voxwell.api import SAFETY_POLICY, BirthSex, ModelKind, SessionStatus, TakeSlot

__all__ = [
    "LIVE_MONITORING_NOTE",
    "birth_sex_label",
    "format_clock",
    "language_name",
    "model_contents",
    "model_description",
    "model_label",
    "slot_label",
    "status_label",
]


LIVE_MONITORING_NOTE = (
    "Live captions and alerts from the local acoustic reference model's wellbeing-awareness "
    f"policy ({SAFETY_POLICY}): they aid a clinician's judgement and diagnose nothing."
)
"""How the recording screen and the report name what live monitoring gives."""


def format_clock(seconds: float) -> str:
    """``m:ss`` for a time on a recording's clock (rounded to the second)."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


_SLOT_LABELS = {
    TakeSlot.RECORDING: "Recording",
    TakeSlot.MOOD_QUESTION: "Mood question",
    TakeSlot.READ_ALOUD: "Read aloud",
}


def slot_label(slot: TakeSlot | str) -> str:
    """A take slot's name on screen: ``Mood question``."""
    return _SLOT_LABELS[TakeSlot(slot)]


def model_label(kind: ModelKind | str) -> str:
    """A model's short name on screen: ``Mental wellness`` or ``Two-recording``."""
    return "Two-recording" if ModelKind(kind) is ModelKind.APOLLO else "Mental wellness"


def model_contents(kind: ModelKind | str) -> str:
    """What a run of this model is made of, in words."""
    return "mood question + read-aloud" if ModelKind(kind) is ModelKind.APOLLO else "one recording"


def model_description(kind: ModelKind | str) -> str:
    """Name with contents, for choices: ``Mental wellness (one recording)``."""
    return f"{model_label(kind)} ({model_contents(kind)})"


def status_label(status: SessionStatus | str) -> str:
    """A stored session's status as a person reads it: ``Complete``."""
    return SessionStatus(status).value.capitalize()


_BIRTH_SEX_LABELS = {
    BirthSex.FEMALE: "Female",
    BirthSex.MALE: "Male",
    BirthSex.INTERSEX: "Intersex",
    BirthSex.UNKNOWN: "Not given",
}


def birth_sex_label(sex: BirthSex | str) -> str:
    """Birth sex as a person reads it: ``Female``; ``UNKNOWN`` reads ``Not given``."""
    return _BIRTH_SEX_LABELS[BirthSex(sex)]


_LANGUAGE_NAMES = {
    "en": "English",
    "en-AU": "English (Australia)",
    "en-GB": "English (United Kingdom)",
    "en-IE": "English (Ireland)",
    "en-IN": "English (India)",
    "en-US": "English (United States)",
    "en-ZA": "English (South Africa)",
    "es-ES": "Spanish (Spain)",
    "es-US": "Spanish (United States)",
    "id-ID": "Indonesian",
    "ja-JP": "Japanese",
}


def language_name(code: str) -> str:
    """A language code as a person reads it: ``English (United States)`` (else the code)."""
    return _LANGUAGE_NAMES.get(code, code)

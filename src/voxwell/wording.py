"""How the app names the service's words to a person: display labels and clock times.

The words themselves (model kinds, take slots, session statuses) are ``voxwell.api``'s; what a
person reads for them on screen, in a report or in a message is here, so the wire schema
carries no display text. Plain functions over the enums (or their values), no Qt.

Each label comes in the app's language (``voxwell.i18n.translate``); ``translated=False`` gives
the English label as written, for what leaves the app in files (a file name, an export), which
stays the same in every language of the app.
"""

from __future__ import annotations

from voxwell.api import (
    SAFETY_POLICY,
    BirthSex,
    LiveAlert,
    ModelKind,
    QuotedWords,
    SessionStatus,
    TakeSlot,
    VoiceCueData,
)
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "LIVE_MONITORING_NOTE",
    "RISK_CATEGORY_WORDS",
    "alert_reason",
    "birth_sex_label",
    "format_clock",
    "language_name",
    "live_monitoring_note",
    "model_contents",
    "model_description",
    "model_label",
    "service_label",
    "slot_label",
    "status_label",
]


LIVE_MONITORING_NOTE = QT_TRANSLATE_NOOP(
    "Wording",
    "Live captions and alerts from the local acoustic reference model's wellbeing-awareness "
    "policy ({policy}): they aid a clinician's judgement and diagnose nothing.",
).format(policy=SAFETY_POLICY)
"""How the recording screen and the report name what live monitoring gives, in English (on
screen: :func:`live_monitoring_note`)."""


def live_monitoring_note() -> str:
    """:data:`LIVE_MONITORING_NOTE` in the app's language."""
    return translate(
        "Wording",
        "Live captions and alerts from the local acoustic reference model's wellbeing-awareness "
        "policy ({policy}): they aid a clinician's judgement and diagnose nothing.",
    ).format(policy=SAFETY_POLICY)


def format_clock(seconds: float) -> str:
    """``m:ss`` for a time on a recording's clock (rounded to the second)."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


RISK_CATEGORY_WORDS = {
    "suicidal_ideation": QT_TRANSLATE_NOOP("Wording", "suicidal ideation"),
    "self_harm": QT_TRANSLATE_NOOP("Wording", "self-harm"),
}
"""The risk list's categories (``resources/safety/risk_expressions.json``), as a clinician reads
them."""

_CUE_FIELD_WORDS = {
    "distress": QT_TRANSLATE_NOOP("Wording", "distress"),
    "stress": QT_TRANSLATE_NOOP("Wording", "stress"),
    "fatigue": QT_TRANSLATE_NOOP("Wording", "exhaustion"),
    "low_self_esteem": QT_TRANSLATE_NOOP("Wording", "low self-esteem"),
    "depression_probability": QT_TRANSLATE_NOOP("Wording", "depression probability"),
    "anxiety_probability": QT_TRANSLATE_NOOP("Wording", "anxiety probability"),
}
"""The live summary's fields that can be voice cues (``analysis.live_measures``), in words."""


def _known(words: dict[str, str], key: str) -> str:
    """``key``'s words in the app's language; a key the app does not know, as sent."""
    return translate("Wording", words[key]) if key in words else key.replace("_", " ")


def _cue_words(cue: VoiceCueData) -> str:
    measure = _known(_CUE_FIELD_WORDS, cue.field)
    if cue.prior is None:
        return translate("Wording", "{measure} at centile {centile}").format(
            measure=measure, centile=round(cue.value * 100)
        )
    return translate("Wording", "{measure} {value} % (population {prior} %)").format(
        measure=measure, value=round(cue.value * 100), prior=round(cue.prior * 100)
    )


_QUOTE_TRIM = ' .,;:!?¡¿…。、！？「」"“”«»'
"""The transcript's punctuation around quoted words: the quotation marks are the sentence's."""


def _quote_words(quote: QuotedWords) -> str:
    category = _known(RISK_CATEGORY_WORDS, quote.category)
    said = quote.said.strip(_QUOTE_TRIM) or quote.said
    if quote.start is None:
        return translate("Wording", "the person said “{said}” ({category})").format(
            said=said, category=category
        )
    return translate("Wording", "at {time} the person said “{said}” ({category})").format(
        time=format_clock(quote.start), said=said, category=category
    )


def alert_reason(alert: LiveAlert) -> str:
    """Why a live alert was raised, in the app's language where the service sent its cues as
    data (the words the person said and when; the voice measures that counted); otherwise in the
    service's own words (``LiveAlert.reason``: a hosted region's, or an alert stored earlier)."""
    if alert.quotes:
        quotes = [_quote_words(quote) for quote in alert.quotes]
        return translate(
            "Wording",
            "Risk expression in the person's own words: {quotes}. Review the recording at these "
            "times and assess the person's safety now.",
        ).format(quotes="; ".join(quotes))
    if alert.voice_cues and not alert.note:
        return translate("Wording", "Voice measures of the local reference model: {cues}.").format(
            cues="; ".join(_cue_words(cue) for cue in alert.voice_cues)
        )
    return alert.reason


def _shown(label: str, translated: bool) -> str:
    """``label`` (marked in the "Wording" context) in the app's language, or as written."""
    return translate("Wording", label) if translated else label


_SLOT_LABELS = {
    TakeSlot.RECORDING: QT_TRANSLATE_NOOP("Wording", "Recording"),
    TakeSlot.MOOD_QUESTION: QT_TRANSLATE_NOOP("Wording", "Mood question"),
    TakeSlot.READ_ALOUD: QT_TRANSLATE_NOOP("Wording", "Read aloud"),
}


def slot_label(slot: TakeSlot | str, *, translated: bool = True) -> str:
    """A take slot's name on screen: ``Mood question``."""
    return _shown(_SLOT_LABELS[TakeSlot(slot)], translated)


_MODEL_LABELS = {
    ModelKind.MENTAL_WELLNESS: QT_TRANSLATE_NOOP("Wording", "Mental wellness"),
    ModelKind.APOLLO: QT_TRANSLATE_NOOP("Wording", "Two-recording"),
}

_MODEL_CONTENTS = {
    ModelKind.MENTAL_WELLNESS: QT_TRANSLATE_NOOP("Wording", "one recording"),
    ModelKind.APOLLO: QT_TRANSLATE_NOOP("Wording", "mood question + read-aloud"),
}

_MODEL_DESCRIPTIONS = {
    ModelKind.MENTAL_WELLNESS: QT_TRANSLATE_NOOP("Wording", "Mental wellness (one recording)"),
    ModelKind.APOLLO: QT_TRANSLATE_NOOP("Wording", "Two-recording (mood question + read-aloud)"),
}


def model_label(kind: ModelKind | str, *, translated: bool = True) -> str:
    """A model's short name on screen: ``Mental wellness`` or ``Two-recording``."""
    return _shown(_MODEL_LABELS[ModelKind(kind)], translated)


def model_contents(kind: ModelKind | str, *, translated: bool = True) -> str:
    """What a run of this model is made of, in words."""
    return _shown(_MODEL_CONTENTS[ModelKind(kind)], translated)


def model_description(kind: ModelKind | str, *, translated: bool = True) -> str:
    """Name with contents, for choices: ``Mental wellness (one recording)``."""
    return _shown(_MODEL_DESCRIPTIONS[ModelKind(kind)], translated)


_STATUS_LABELS = {
    SessionStatus.RECORDED: QT_TRANSLATE_NOOP("Wording", "Recorded"),
    SessionStatus.UPLOADING: QT_TRANSLATE_NOOP("Wording", "Uploading"),
    SessionStatus.RUNNING: QT_TRANSLATE_NOOP("Wording", "Running"),
    SessionStatus.COMPLETE: QT_TRANSLATE_NOOP("Wording", "Complete"),
    SessionStatus.FAILED: QT_TRANSLATE_NOOP("Wording", "Failed"),
    SessionStatus.CANCELLED: QT_TRANSLATE_NOOP("Wording", "Cancelled"),
}


def status_label(status: SessionStatus | str, *, translated: bool = True) -> str:
    """A stored session's status as a person reads it: ``Complete``."""
    return _shown(_STATUS_LABELS[SessionStatus(status)], translated)


_BIRTH_SEX_LABELS = {
    BirthSex.FEMALE: QT_TRANSLATE_NOOP("Wording", "Female"),
    BirthSex.MALE: QT_TRANSLATE_NOOP("Wording", "Male"),
    BirthSex.INTERSEX: QT_TRANSLATE_NOOP("Wording", "Intersex"),
    BirthSex.UNKNOWN: QT_TRANSLATE_NOOP("Wording", "Not given"),
}


def birth_sex_label(sex: BirthSex | str, *, translated: bool = True) -> str:
    """Birth sex as a person reads it: ``Female``; ``UNKNOWN`` reads ``Not given``."""
    return _shown(_BIRTH_SEX_LABELS[BirthSex(sex)], translated)


_LANGUAGE_NAMES = {
    "en": QT_TRANSLATE_NOOP("Wording", "English"),
    "en-AU": QT_TRANSLATE_NOOP("Wording", "English (Australia)"),
    "en-GB": QT_TRANSLATE_NOOP("Wording", "English (United Kingdom)"),
    "en-IE": QT_TRANSLATE_NOOP("Wording", "English (Ireland)"),
    "en-IN": QT_TRANSLATE_NOOP("Wording", "English (India)"),
    "en-US": QT_TRANSLATE_NOOP("Wording", "English (United States)"),
    "en-ZA": QT_TRANSLATE_NOOP("Wording", "English (South Africa)"),
    "es-ES": QT_TRANSLATE_NOOP("Wording", "Spanish (Spain)"),
    "es-US": QT_TRANSLATE_NOOP("Wording", "Spanish (United States)"),
    "id-ID": QT_TRANSLATE_NOOP("Wording", "Indonesian"),
    "ja-JP": QT_TRANSLATE_NOOP("Wording", "Japanese"),
}


_SERVICE_NAMES = (
    QT_TRANSLATE_NOOP("Wording", "Local engine"),
    QT_TRANSLATE_NOOP("Wording", "Team server"),
    QT_TRANSLATE_NOOP("Wording", "Default region"),
    QT_TRANSLATE_NOOP("Wording", "Canada region"),
    QT_TRANSLATE_NOOP("Wording", "United States region"),
)
"""The app's own service names, as sessions store them (in English: they are data)."""


def service_label(name: str) -> str:
    """A stored service name on screen: the app's own names translated, any other as it is."""
    return translate("Wording", name) if name in _SERVICE_NAMES else name


def language_name(code: str, *, translated: bool = True) -> str:
    """A language code as a person reads it: ``English (United States)`` (else the code)."""
    name = _LANGUAGE_NAMES.get(code)
    return code if name is None else _shown(name, translated)

"""How results are named and coloured on screen, in the PDF report and in trend charts.

One place for the plain-language names of the measures and symptoms, their colours and the wording
that marks results of the acoustic reference model, from the local engine or from a team server
running the same engine (whether a session's results are the reference model's is
``voxwell.exports.report.is_reference_model``). Qt-free (colours are ``#rrggbb``
strings) so the PDF report and the charts agree.
"""

from __future__ import annotations

from datetime import UTC, datetime

from voxwell.api import (
    BAND_VALUES,
    BANDED_MEASURES,
    SECTION_FEATURES,
    SYMPTOMS,
    feature_unit,
)
from voxwell.client.config import Region
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "BAND_TICKS",
    "DEFAULT_MEASURES",
    "REFERENCE_MODEL_NOTE",
    "SEVERITY_COLOURS",
    "SYMPTOM_LABELS",
    "TEAM_REFERENCE_MODEL_NOTE",
    "banded_counterpart",
    "feature_definition",
    "feature_label",
    "local_time_text",
    "measure_colour",
    "measure_dashed",
    "measure_label",
    "plural",
    "reference_model_note",
    "severity_label",
    "symptom_label",
]

DEFAULT_MEASURES: tuple[str, ...] = BANDED_MEASURES
"""Drawn when a result is first shown; the continuous ones are a click away."""

_MEASURE_LABELS = {
    "distress": QT_TRANSLATE_NOOP("ResultsStyle", "Distress"),
    "stress": QT_TRANSLATE_NOOP("ResultsStyle", "Stress"),
    "exhaustion": QT_TRANSLATE_NOOP("ResultsStyle", "Exhaustion"),
    "sleepPropensity": QT_TRANSLATE_NOOP("ResultsStyle", "Sleep propensity"),
    "lowSelfEsteem": QT_TRANSLATE_NOOP("ResultsStyle", "Low self-esteem"),
    "mentalStrain": QT_TRANSLATE_NOOP("ResultsStyle", "Mental strain"),
    "depressionProbability": QT_TRANSLATE_NOOP("ResultsStyle", "Depression probability"),
    "anxietyProbability": QT_TRANSLATE_NOOP("ResultsStyle", "Anxiety probability"),
}

SYMPTOM_LABELS: dict[str, str] = {
    "anhedonia": QT_TRANSLATE_NOOP("ResultsStyle", "Little interest or pleasure"),
    "lowMood": QT_TRANSLATE_NOOP("ResultsStyle", "Feeling down or hopeless"),
    "sleepIssues": QT_TRANSLATE_NOOP("ResultsStyle", "Sleep problems"),
    "lowEnergy": QT_TRANSLATE_NOOP("ResultsStyle", "Tired, little energy"),
    "appetite": QT_TRANSLATE_NOOP("ResultsStyle", "Appetite changes"),
    "worthlessness": QT_TRANSLATE_NOOP("ResultsStyle", "Feeling bad about oneself"),
    "concentration": QT_TRANSLATE_NOOP("ResultsStyle", "Trouble concentrating"),
    "psychomotor": QT_TRANSLATE_NOOP("ResultsStyle", "Moving or speaking slowly / restless"),
    "nervousness": QT_TRANSLATE_NOOP("ResultsStyle", "Nervous, anxious, on edge"),
    "uncontrollableWorry": QT_TRANSLATE_NOOP("ResultsStyle", "Cannot stop worrying"),
    "excessiveWorry": QT_TRANSLATE_NOOP("ResultsStyle", "Worrying too much"),
    "troubleRelaxing": QT_TRANSLATE_NOOP("ResultsStyle", "Trouble relaxing"),
    "restlessness": QT_TRANSLATE_NOOP("ResultsStyle", "So restless it is hard to sit still"),
    "irritability": QT_TRANSLATE_NOOP("ResultsStyle", "Easily annoyed or irritable"),
    "dread": QT_TRANSLATE_NOOP("ResultsStyle", "Afraid something awful might happen"),
}
assert set(SYMPTOM_LABELS) == set(SYMPTOMS)

# Colour-blind-safe palette (Okabe-Ito). A continuous counterpart takes its banded measure's
# colour and is drawn dashed (``measure_dashed``), so the family reads as one while the five
# continuous series stay as distinct from each other as the banded ones.
_PALETTE = {
    "distress": "#e69f00",
    "stress": "#56b4e9",
    "exhaustion": "#009e73",
    "sleepPropensity": "#0072b2",
    "lowSelfEsteem": "#cc79a7",
    "mentalStrain": "#d55e00",
}

SEVERITY_COLOURS: dict[str, str] = {
    "NONE": "#9bbf85",
    "MILD": "#f0c75e",
    "MODERATE": "#e8894a",
    "SEVERE": "#c8453b",
}

BAND_TICKS: tuple[tuple[float, str], ...] = tuple((value, f"{value:g}") for value in BAND_VALUES)
"""The measure axis's ticks: the four values a stepped measure takes."""

REFERENCE_MODEL_NOTE = QT_TRANSLATE_NOOP(
    "ResultsStyle",
    "Acoustic reference model (local engine) — not the hosted clinical model. "
    "Use these values to compare recordings, not to diagnose.",
)
"""In English; on screen, :func:`reference_model_note`."""

TEAM_REFERENCE_MODEL_NOTE = QT_TRANSLATE_NOOP(
    "ResultsStyle",
    "Acoustic reference model (team server, which runs the same engine as the local one) — not "
    "the hosted clinical model. Use these values to compare recordings, not to diagnose.",
)
"""In English; on screen, :func:`reference_model_note`."""


def reference_model_note(service_name: str) -> str:
    """The reference-model note for a session of ``service_name`` (it names the team server),
    in the app's language."""
    note = TEAM_REFERENCE_MODEL_NOTE if service_name == Region.TEAM.label else REFERENCE_MODEL_NOTE
    return translate("ResultsStyle", note)


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 session``, ``2 sessions`` (``many`` for irregular plurals), in English only: on
    screen a count and its noun are one translated text with Qt's plural forms
    (``translate(context, "%n session(s)", None, count)``)."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def local_time_text(when: datetime | str | None) -> str:
    """A time as people read it here: local time zone, ``21 Nov 2026 07:15`` (text kept as it
    is when it is not an ISO timestamp)."""
    if when is None or when == "":
        return translate("ResultsStyle", "unknown time")
    moment: datetime
    if isinstance(when, str):
        try:
            moment = datetime.fromisoformat(when.replace("Z", "+00:00"))
        except ValueError:
            return when
    else:
        moment = when
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%d %b %Y %H:%M")


_FEATURE_LABELS = {
    "durationSeconds": QT_TRANSLATE_NOOP("ResultsStyle", "Duration"),
    "speechSeconds": QT_TRANSLATE_NOOP("ResultsStyle", "Speech"),
    "f0MeanHz": QT_TRANSLATE_NOOP("ResultsStyle", "F0 mean"),
    "f0MeanSemitones": QT_TRANSLATE_NOOP("ResultsStyle", "F0 mean"),
    "f0SdSemitones": QT_TRANSLATE_NOOP("ResultsStyle", "F0 SD"),
    "jitterLocalPercent": QT_TRANSLATE_NOOP("ResultsStyle", "Jitter (local)"),
    "shimmerLocalPercent": QT_TRANSLATE_NOOP("ResultsStyle", "Shimmer (local)"),
    "hnrDb": QT_TRANSLATE_NOOP("ResultsStyle", "HNR"),
    "intensityMeanDb": QT_TRANSLATE_NOOP("ResultsStyle", "Intensity mean"),
    "intensitySdDb": QT_TRANSLATE_NOOP("ResultsStyle", "Intensity SD"),
    "syllableCount": QT_TRANSLATE_NOOP("ResultsStyle", "Syllables"),
    "speechRateSyllablesPerSecond": QT_TRANSLATE_NOOP("ResultsStyle", "Speech rate"),
    "articulationRateSyllablesPerSecond": QT_TRANSLATE_NOOP("ResultsStyle", "Articulation rate"),
    "pauseCount": QT_TRANSLATE_NOOP("ResultsStyle", "Pauses"),
    "pauseMeanSeconds": QT_TRANSLATE_NOOP("ResultsStyle", "Pause mean"),
}
assert set(_FEATURE_LABELS) == set(SECTION_FEATURES)

# What each feature is and how it is measured, in a sentence (the full account, with Praat's
# arguments, is the analysis documentation's section 6).
_FEATURE_DEFINITIONS = {
    "durationSeconds": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Length of the section (of the take, in a two-recording run)."
    ),
    "speechSeconds": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Seconds the speech detector (Silero VAD) counts as speech."
    ),
    "f0MeanHz": QT_TRANSLATE_NOOP(
        "ResultsStyle",
        "Mean pitch (F0) over voiced frames: Praat's To Pitch (ac), in the speaker's "
        "own pitch range.",
    ),
    "f0MeanSemitones": QT_TRANSLATE_NOOP(
        "ResultsStyle", "The same mean pitch, in semitones above 100 Hz."
    ),
    "f0SdSemitones": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Pitch variation (intonation): standard deviation of F0 in semitones."
    ),
    "jitterLocalPercent": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Cycle-to-cycle variation of the pitch period: Praat's jitter (local)."
    ),
    "shimmerLocalPercent": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Cycle-to-cycle variation of the amplitude: Praat's shimmer (local)."
    ),
    "hnrDb": QT_TRANSLATE_NOOP(
        "ResultsStyle",
        "Harmonics-to-noise ratio: Praat's To Harmonicity (cc); lower sounds breathier or hoarser.",
    ),
    "intensityMeanDb": QT_TRANSLATE_NOOP(
        "ResultsStyle",
        "Mean intensity of the frames inside speech (an energy average); it "
        "depends on the microphone and its distance.",
    ),
    "intensitySdDb": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Variation of intensity across the frames inside speech."
    ),
    "syllableCount": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Syllable nuclei (de Jong & Wempe 2009): voiced intensity peaks in speech."
    ),
    "speechRateSyllablesPerSecond": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Syllables per second of the whole section, pauses included."
    ),
    "articulationRateSyllablesPerSecond": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Syllables per second of speech alone, pauses left out."
    ),
    "pauseCount": QT_TRANSLATE_NOOP(
        "ResultsStyle", "Silences of at least 0.25 s between stretches of speech."
    ),
    "pauseMeanSeconds": QT_TRANSLATE_NOOP("ResultsStyle", "Mean length of those pauses."),
}
assert set(_FEATURE_DEFINITIONS) == set(SECTION_FEATURES)


def feature_label(name: str) -> str:
    """``F0 mean (Hz)``: a feature's plain name with its unit."""
    unit = feature_unit(name)
    base = _FEATURE_LABELS.get(name)
    base = name if base is None else translate("ResultsStyle", base)
    return f"{base} ({unit})" if unit else base


def feature_definition(name: str) -> str:
    """What a feature is and how it is measured, in a sentence ("" for an unknown name)."""
    definition = _FEATURE_DEFINITIONS.get(name)
    return "" if definition is None else translate("ResultsStyle", definition)


def banded_counterpart(name: str) -> str:
    """The banded measure a continuous one follows (``uniformStress`` -> ``stress``)."""
    base = name.removeprefix("uniform")
    return base[:1].lower() + base[1:]


def measure_label(name: str) -> str:
    """A measure's or symptom's plain name on screen (a name this version does not know: as
    it is)."""
    if measure_dashed(name):
        return translate("ResultsStyle", "{label} (continuous)").format(
            label=measure_label(banded_counterpart(name))
        )
    label = _MEASURE_LABELS.get(name) or SYMPTOM_LABELS.get(name)
    return name if label is None else translate("ResultsStyle", label)


def symptom_label(name: str) -> str:
    """A symptom's plain name on screen (:data:`SYMPTOM_LABELS`, which holds them in English)."""
    label = SYMPTOM_LABELS.get(name)
    return name if label is None else translate("ResultsStyle", label)


def measure_colour(name: str) -> str:
    return _PALETTE.get(banded_counterpart(name), "#666666")


def measure_dashed(name: str) -> bool:
    """Continuous counterparts are drawn dashed in their banded measure's colour."""
    return name.startswith("uniform")


_SEVERITY_LABELS = (
    QT_TRANSLATE_NOOP("ResultsStyle", "None"),
    QT_TRANSLATE_NOOP("ResultsStyle", "Mild"),
    QT_TRANSLATE_NOOP("ResultsStyle", "Moderate"),
    QT_TRANSLATE_NOOP("ResultsStyle", "Severe"),
    QT_TRANSLATE_NOOP("ResultsStyle", "Unknown"),
)
"""The words of the severities (``NONE``, ``MILD``, ...) and of none given, marked."""


def severity_label(severity: str | None) -> str:
    """``Mild`` for ``MILD``, in the app's language (``Unknown`` for none; a severity this
    version does not know: capitalised, as it is)."""
    return translate("ResultsStyle", (severity or "unknown").capitalize())

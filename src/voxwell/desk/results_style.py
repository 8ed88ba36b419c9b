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
]

DEFAULT_MEASURES: tuple[str, ...] = BANDED_MEASURES
"""Drawn when a result is first shown; the continuous ones are a click away."""

_MEASURE_LABELS = {
    "distress": "Distress",
    "stress": "Stress",
    "exhaustion": "Exhaustion",
    "sleepPropensity": "Sleep propensity",
    "lowSelfEsteem": "Low self-esteem",
    "mentalStrain": "Mental strain",
    "depressionProbability": "Depression probability",
    "anxietyProbability": "Anxiety probability",
}

SYMPTOM_LABELS: dict[str, str] = {
    "anhedonia": "Little interest or pleasure",
    "lowMood": "Feeling down or hopeless",
    "sleepIssues": "Sleep problems",
    "lowEnergy": "Tired, little energy",
    "appetite": "Appetite changes",
    "worthlessness": "Feeling bad about oneself",
    "concentration": "Trouble concentrating",
    "psychomotor": "Moving or speaking slowly / restless",
    "nervousness": "Nervous, anxious, on edge",
    "uncontrollableWorry": "Cannot stop worrying",
    "excessiveWorry": "Worrying too much",
    "troubleRelaxing": "Trouble relaxing",
    "restlessness": "So restless it is hard to sit still",
    "irritability": "Easily annoyed or irritable",
    "dread": "Afraid something awful might happen",
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

REFERENCE_MODEL_NOTE = (
    "Acoustic reference model (local engine) — not the hosted clinical model. "
    "Use these values to compare recordings, not to diagnose."
)

TEAM_REFERENCE_MODEL_NOTE = (
    "Acoustic reference model (team server, which runs the same engine as the local one) — not "
    "the hosted clinical model. Use these values to compare recordings, not to diagnose."
)


def reference_model_note(service_name: str) -> str:
    """The reference-model note for a session of ``service_name``: it names the team server."""
    return TEAM_REFERENCE_MODEL_NOTE if service_name == Region.TEAM.label else REFERENCE_MODEL_NOTE


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 session``, ``2 sessions`` (``many`` for irregular plurals)."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def local_time_text(when: datetime | str | None) -> str:
    """A time as people read it here: local time zone, ``21 Nov 2026 07:15`` (text kept as it
    is when it is not an ISO timestamp)."""
    if when is None or when == "":
        return "unknown time"
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
    "durationSeconds": "Duration",
    "speechSeconds": "Speech",
    "f0MeanHz": "F0 mean",
    "f0MeanSemitones": "F0 mean",
    "f0SdSemitones": "F0 SD",
    "jitterLocalPercent": "Jitter (local)",
    "shimmerLocalPercent": "Shimmer (local)",
    "hnrDb": "HNR",
    "intensityMeanDb": "Intensity mean",
    "intensitySdDb": "Intensity SD",
    "syllableCount": "Syllables",
    "speechRateSyllablesPerSecond": "Speech rate",
    "articulationRateSyllablesPerSecond": "Articulation rate",
    "pauseCount": "Pauses",
    "pauseMeanSeconds": "Pause mean",
}
assert set(_FEATURE_LABELS) == set(SECTION_FEATURES)

# What each feature is and how it is measured, in a sentence (the full account, with Praat's
# arguments, is the analysis documentation's section 6).
_FEATURE_DEFINITIONS = {
    "durationSeconds": "Length of the section (of the take, in a two-recording run).",
    "speechSeconds": "Seconds the speech detector (Silero VAD) counts as speech.",
    "f0MeanHz": "Mean pitch (F0) over voiced frames: Praat's To Pitch (ac), in the speaker's "
    "own pitch range.",
    "f0MeanSemitones": "The same mean pitch, in semitones above 100 Hz.",
    "f0SdSemitones": "Pitch variation (intonation): standard deviation of F0 in semitones.",
    "jitterLocalPercent": "Cycle-to-cycle variation of the pitch period: Praat's jitter (local).",
    "shimmerLocalPercent": "Cycle-to-cycle variation of the amplitude: Praat's shimmer (local).",
    "hnrDb": "Harmonics-to-noise ratio: Praat's To Harmonicity (cc); lower sounds breathier "
    "or hoarser.",
    "intensityMeanDb": "Mean intensity of the frames inside speech (an energy average); it "
    "depends on the microphone and its distance.",
    "intensitySdDb": "Variation of intensity across the frames inside speech.",
    "syllableCount": "Syllable nuclei (de Jong & Wempe 2009): voiced intensity peaks in speech.",
    "speechRateSyllablesPerSecond": "Syllables per second of the whole section, pauses included.",
    "articulationRateSyllablesPerSecond": "Syllables per second of speech alone, pauses left out.",
    "pauseCount": "Silences of at least 0.25 s between stretches of speech.",
    "pauseMeanSeconds": "Mean length of those pauses.",
}
assert set(_FEATURE_DEFINITIONS) == set(SECTION_FEATURES)


def feature_label(name: str) -> str:
    """``F0 mean (Hz)``: a feature's plain name with its unit."""
    unit = feature_unit(name)
    base = _FEATURE_LABELS.get(name, name)
    return f"{base} ({unit})" if unit else base


def feature_definition(name: str) -> str:
    """What a feature is and how it is measured, in a sentence ("" for an unknown name)."""
    return _FEATURE_DEFINITIONS.get(name, "")


def banded_counterpart(name: str) -> str:
    """The banded measure a continuous one follows (``uniformStress`` -> ``stress``)."""
    base = name.removeprefix("uniform")
    return base[:1].lower() + base[1:]


def measure_label(name: str) -> str:
    if measure_dashed(name):
        return f"{measure_label(banded_counterpart(name))} (continuous)"
    return _MEASURE_LABELS.get(name) or SYMPTOM_LABELS.get(name) or name


def measure_colour(name: str) -> str:
    return _PALETTE.get(banded_counterpart(name), "#666666")


def measure_dashed(name: str) -> bool:
    """Continuous counterparts are drawn dashed in their banded measure's colour."""
    return name.startswith("uniform")


def severity_label(severity: str | None) -> str:
    return (severity or "unknown").capitalize()

"""How results are named and coloured on screen, in the PDF report and in trend charts.

One place for the plain-language names of the measures and symptoms, their colours, the wording
that marks results of the local acoustic reference model, and how to tell that a session came from
the local engine. Qt-free (colours are ``#rrggbb`` strings) so the PDF report and the charts agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from voxwell.api import ANXIETY_SYMPTOMS, BANDED_MEASURES, CONTINUOUS_MEASURES, DEPRESSION_SYMPTOMS

__all__ = [
    "ALL_MEASURES",
    "BAND_TICKS",
    "DEFAULT_MEASURES",
    "REFERENCE_MODEL_NOTE",
    "SEVERITY_COLOURS",
    "SYMPTOM_LABELS",
    "format_clock",
    "is_reference_model",
    "measure_colour",
    "measure_label",
    "severity_label",
]

ALL_MEASURES: tuple[str, ...] = BANDED_MEASURES + CONTINUOUS_MEASURES
DEFAULT_MEASURES: tuple[str, ...] = BANDED_MEASURES
"""Drawn when a result is first shown; the continuous ones are a click away."""

_MEASURE_LABELS = {
    "distress": "Distress",
    "stress": "Stress",
    "exhaustion": "Exhaustion",
    "sleepPropensity": "Sleep propensity",
    "lowSelfEsteem": "Low self-esteem",
    "mentalStrain": "Mental strain",
    "uniformDistress": "Distress (continuous)",
    "uniformStress": "Stress (continuous)",
    "uniformExhaustion": "Exhaustion (continuous)",
    "uniformSleepPropensity": "Sleep propensity (continuous)",
    "uniformLowSelfEsteem": "Low self-esteem (continuous)",
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
assert set(SYMPTOM_LABELS) == set(DEPRESSION_SYMPTOMS + ANXIETY_SYMPTOMS)

# Colour-blind-safe palette (Okabe-Ito), then darker variants for the continuous counterparts
# so that a banded measure and its continuous twin read as one family.
_PALETTE = {
    "distress": "#e69f00",
    "stress": "#56b4e9",
    "exhaustion": "#009e73",
    "sleepPropensity": "#0072b2",
    "lowSelfEsteem": "#cc79a7",
    "mentalStrain": "#d55e00",
    "uniformDistress": "#a87400",
    "uniformStress": "#2f7fab",
    "uniformExhaustion": "#006b4e",
    "uniformSleepPropensity": "#004a75",
    "uniformLowSelfEsteem": "#94507a",
}

SEVERITY_COLOURS: dict[str, str] = {
    "NONE": "#9bbf85",
    "MILD": "#f0c75e",
    "MODERATE": "#e8894a",
    "SEVERE": "#c8453b",
}

BAND_TICKS: tuple[tuple[float, str], ...] = (
    (0.0, "0"),
    (0.33, "0.33"),
    (0.66, "0.66"),
    (1.0, "1"),
)
"""The four values a banded measure takes (DESIGN.md §2)."""

REFERENCE_MODEL_NOTE = (
    "Acoustic reference model (local engine) — not the hosted clinical model. "
    "Use these values to compare recordings, not to diagnose."
)


def format_clock(seconds: float) -> str:
    """``m:ss`` for a time on the recording's clock."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def measure_label(name: str) -> str:
    return _MEASURE_LABELS.get(name) or SYMPTOM_LABELS.get(name) or name


def measure_colour(name: str) -> str:
    return _PALETTE.get(name, "#666666")


def severity_label(severity: str | None) -> str:
    return (severity or "unknown").capitalize()


_LOOPBACK = {"127.0.0.1", "localhost", "::1"}


def is_reference_model(
    service_name: str, base_url: str, run_json: Mapping[str, Any] | None = None
) -> bool:
    """True when the results came from the bundled local engine (its own acoustic model).

    Any one sign is enough: the service is the local engine, the address is this computer, or
    the run names the local model (``voxwell-...``).
    """
    if service_name.strip().lower().startswith("local"):
        return True
    host = urlsplit(base_url).hostname or ""
    if host in _LOOPBACK or host.startswith("127."):
        return True
    model = run_json.get("model") if isinstance(run_json, Mapping) else None
    return isinstance(model, str) and model.lower().startswith("voxwell")

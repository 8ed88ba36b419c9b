"""The reference model: acoustic features to wellness measures and two-recording scores.

This is a documented reference model, NOT a validated clinical model. Each feature is standardised
against a reference mean and standard deviation by birth sex and age (``norms``), clipped to
±3, and each measure combines standardised features with published directions of effect:
``s = Σ w·z / sqrt(Σ w²)`` and ``value = Φ(s)`` (the standard normal distribution function), so a
speaker exactly at the reference scores 0.5 and, were features independent, values would be
uniform over the reference population. Every weight, reference value and source is in
docs/analysis.md. A feature that could not be measured counts as at the reference (z = 0).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from voxwell.analysis.features import AcousticFeatures
from voxwell.api.enums import BirthSex, Severity

__all__ = [
    "APOLLO_WEIGHTS",
    "MEASURE_WEIGHTS",
    "SYMPTOM_WEIGHTS",
    "Norm",
    "age_on",
    "band",
    "combine",
    "norms",
    "standardise",
    "symptom_severity",
    "total_severity",
]

Z_LIMIT = 3.0


@dataclass(frozen=True, slots=True)
class Norm:
    mean: float
    sd: float


def age_on(date_of_birth: date, today: date) -> int:
    """Whole years of age on ``today``."""
    years = today.year - date_of_birth.year
    if (today.month, today.day) < (date_of_birth.month, date_of_birth.day):
        years -= 1
    return max(0, years)


def norms(sex: BirthSex, age: int) -> dict[str, Norm]:
    """Reference mean and SD of each modelled feature for a speaker (docs/analysis.md §5)."""
    if sex is BirthSex.MALE:
        f0 = Norm(2.4 + (1.5 if age >= 60 else 0.0), 2.0)  # about 115 Hz
    elif sex is BirthSex.FEMALE:
        f0 = Norm(11.6 - (1.0 if age >= 50 else 0.0), 2.0)  # about 196 Hz
    else:
        f0 = Norm(7.0, 5.0)  # between the two, with a spread that covers both
    return {
        "f0_mean_st": f0,
        "f0_sd_st": Norm(2.5, 0.8),
        "jitter_local_pct": Norm(1.6, 0.6),
        "shimmer_local_pct": Norm(9.0, 3.0),
        "hnr_db": Norm(12.0, 3.0),
        "intensity_sd_db": Norm(8.0, 2.0),
        "articulation_rate_sps": Norm(4.5 if age >= 60 else 5.0, 0.8),
        "pause_mean_seconds": Norm(0.6, 0.25),
        "pause_rate_per_min": Norm(12.0, 5.0),
    }


def _feature_values(features: AcousticFeatures) -> dict[str, float]:
    values = features.as_dict()
    minutes = features.duration_seconds / 60
    values["pause_rate_per_min"] = features.pause_count / minutes if minutes > 0 else math.nan
    return values


def standardise(features: AcousticFeatures, sex: BirthSex, age: int) -> dict[str, float]:
    """z-score of each modelled feature, clipped to ±3; NaN features give 0."""
    values = _feature_values(features)
    out = {}
    for name, norm in norms(sex, age).items():
        value = values[name]
        z = (value - norm.mean) / norm.sd if math.isfinite(value) else 0.0
        out[name] = max(-Z_LIMIT, min(Z_LIMIT, z))
    return out


Weights = Mapping[str, float]

MEASURE_WEIGHTS: dict[str, Weights] = {
    # Worry, nervousness: raised and more variable F0, faster articulation, rougher and
    # breathier voice (Scherer 2003, fear/anxiety; Laukka et al. 2008).
    "Distress": {
        "f0_mean_st": 1.0,
        "f0_sd_st": 0.5,
        "jitter_local_pct": 0.5,
        "hnr_db": -0.5,
        "articulation_rate_sps": 0.5,
    },
    # Wound up, unable to relax: raised F0 and more variable loudness (Giddens et al. 2013),
    # faster speech with fewer pauses (Scherer 2003).
    "Stress": {
        "f0_mean_st": 1.0,
        "intensity_sd_db": 0.5,
        "articulation_rate_sps": 0.5,
        "pause_rate_per_min": -0.5,
    },
    # Tiredness: slower articulation, longer pauses, flatter pitch, less harmonic voice
    # (Vogel et al. 2010; Krajewski et al. 2009).
    "Exhaustion": {
        "articulation_rate_sps": -1.0,
        "pause_mean_seconds": 1.0,
        "f0_sd_st": -0.5,
        "hnr_db": -0.5,
    },
    # Sleepiness: longer and more frequent pauses, slower speech, flatter pitch
    # (Krajewski et al. 2009; Vogel et al. 2010).
    "SleepPropensity": {
        "pause_mean_seconds": 1.0,
        "pause_rate_per_min": 0.5,
        "articulation_rate_sps": -0.5,
        "f0_sd_st": -0.5,
    },
    # Low self-esteem has no direct acoustic literature; the model borrows the low-mood
    # pattern of depression (Cummins et al. 2015): monotone pitch and loudness, slow speech.
    "LowSelfEsteem": {
        "f0_sd_st": -1.0,
        "intensity_sd_db": -0.5,
        "articulation_rate_sps": -0.5,
        "pause_mean_seconds": 0.5,
    },
}

APOLLO_WEIGHTS: dict[str, Weights] = {
    # Depression: reduced pitch variation, slower speech, longer pauses (Cannizzaro et al. 2004;
    # Mundt et al. 2012; Cummins et al. 2015), less harmonic voice, flatter loudness.
    "depression": {
        "f0_sd_st": -1.0,
        "articulation_rate_sps": -1.0,
        "pause_mean_seconds": 1.0,
        "hnr_db": -0.5,
        "intensity_sd_db": -0.5,
    },
    # Anxiety: raised F0 (Laukka et al. 2008; Scherer 2003), more jitter, less harmonic voice,
    # faster and more variable speech.
    "anxiety": {
        "f0_mean_st": 1.0,
        "jitter_local_pct": 0.5,
        "hnr_db": -0.5,
        "articulation_rate_sps": 0.5,
        "f0_sd_st": 0.5,
    },
}

_DEPRESSION = APOLLO_WEIGHTS["depression"]
_ANXIETY = APOLLO_WEIGHTS["anxiety"]

SYMPTOM_WEIGHTS: dict[str, Weights] = {
    "anhedonia": {"f0_sd_st": -1.0, "intensity_sd_db": -1.0},
    "lowMood": {"f0_sd_st": -1.0, "f0_mean_st": -0.5, "articulation_rate_sps": -0.5},
    "sleepIssues": {"pause_mean_seconds": 1.0, "articulation_rate_sps": -0.5, "f0_sd_st": -0.5},
    "lowEnergy": {
        "articulation_rate_sps": -1.0,
        "pause_mean_seconds": 0.5,
        "intensity_sd_db": -0.5,
    },
    "appetite": _DEPRESSION,  # no acoustic correlate: the overall depression pattern
    "worthlessness": _DEPRESSION,  # likewise
    "concentration": {"pause_rate_per_min": 1.0, "pause_mean_seconds": 1.0},
    "psychomotor": {"articulation_rate_sps": -1.0, "pause_mean_seconds": 0.5},
    "nervousness": {"f0_mean_st": 1.0, "jitter_local_pct": 0.5},
    "uncontrollableWorry": _ANXIETY,
    "excessiveWorry": _ANXIETY,
    "troubleRelaxing": {"f0_mean_st": 1.0, "hnr_db": -0.5},
    "restlessness": {"articulation_rate_sps": 1.0, "f0_sd_st": 0.5},
    "irritability": {"intensity_sd_db": 1.0, "f0_sd_st": 0.5},
    "dread": _ANXIETY,
}


def combine(z: Mapping[str, float], weights: Weights) -> float:
    """Φ(Σ w·z / sqrt(Σ w²)): a value in (0, 1), 0.5 at the reference."""
    norm = math.sqrt(sum(w * w for w in weights.values()))
    s = sum(w * z[name] for name, w in weights.items()) / norm
    return 0.5 * (1.0 + math.erf(s / math.sqrt(2.0)))


def band(value: float) -> float:
    """Banded value of a continuous measure: 0 below the 50th centile, 0.33 to the 75th, 0.66 to
    the 90th, 1.0 above."""
    if value < 0.5:
        return 0.0
    if value < 0.75:
        return 0.33
    if value < 0.9:
        return 0.66
    return 1.0


def symptom_severity(value: float) -> Severity:
    """Severity of a symptom from its value read as an expected item score 3·value (0–3)."""
    score = 3.0 * value
    if score < 0.5:
        return Severity.NONE
    if score < 1.5:
        return Severity.MILD
    if score < 2.5:
        return Severity.MODERATE
    return Severity.SEVERE


def total_severity(values: list[float]) -> Severity:
    """Severity from the expected questionnaire total Σ 3·value, in the PHQ-9/GAD-7 bands
    (under 5 none, 5–9 mild, 10–14 moderate, 15 and over severe)."""
    total = sum(3.0 * v for v in values)
    if total < 5:
        return Severity.NONE
    if total < 10:
        return Severity.MILD
    if total < 15:
        return Severity.MODERATE
    return Severity.SEVERE

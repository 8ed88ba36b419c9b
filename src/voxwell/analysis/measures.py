"""The reference model: acoustic features to wellness measures and two-recording scores.

This is a documented reference model, NOT a validated clinical model, and it is written to claim no
more than it knows. Each feature is standardised against reference values by birth sex, age and
task (``norms``), clipped to ±3. Wellness measures combine standardised features with published
directions of effect: ``s = Σ w·z / sqrt(Σ w²)`` and ``value = Φ(s)``, a centile in the reference
population. Two-recording scores start from published prevalence (the prior) and move by bounded
evidence: the combined score is read as a screening test of modest accuracy (d' = 0.75, about the
AUC of 0.7 reported for speech markers of depression), and its likelihood ratio is capped at 4
(a small change in probability; Jaeschke et al. 1994). Each symptom uses only the features that
bear on it; a symptom with no acoustic correlate stays at its prior. Every value and source is in
docs/analysis.md. A feature that could not be measured counts as at the reference (z = 0).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Mapping
from datetime import date

from voxwell.analysis.features import AcousticFeatures
from voxwell.analysis.norms import Norm, Task, norms
from voxwell.api import ANXIETY_SYMPTOMS, BAND_VALUES, DEPRESSION_SYMPTOMS
from voxwell.api.enums import BirthSex, Severity

__all__ = [
    "APOLLO_WEIGHTS",
    "DISORDER_PRIORS",
    "FEATURE_FAMILIES",
    "MAX_LIKELIHOOD_RATIO",
    "MEASURE_WEIGHTS",
    "SYMPTOM_PRIORS",
    "SYMPTOM_WEIGHTS",
    "Norm",
    "Task",
    "age_on",
    "band",
    "combine",
    "disorder_severity",
    "evidence_log_ratio",
    "norms",
    "posterior",
    "score",
    "standardise",
    "strong_families",
    "symptom_severity",
    "total_severity",
]

Z_LIMIT = 3.0


def age_on(date_of_birth: date, today: date) -> int:
    """Whole years of age on ``today``."""
    years = today.year - date_of_birth.year
    if (today.month, today.day) < (date_of_birth.month, date_of_birth.day):
        years -= 1
    return max(0, years)


def _feature_values(features: AcousticFeatures) -> dict[str, float]:
    values = features.as_dict()
    minutes = features.duration_seconds / 60
    values["pause_rate_per_min"] = features.pause_count / minutes if minutes > 0 else math.nan
    return values


def standardise(
    features: AcousticFeatures, sex: BirthSex, age: int, task: Task = Task.FREE
) -> dict[str, float]:
    """z-score of each modelled feature, clipped to ±3; NaN features give 0."""
    values = _feature_values(features)
    out = {}
    for name, norm in norms(sex, age, task).items():
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

SYMPTOM_WEIGHTS: dict[str, Weights] = {
    # Only the features that bear on each symptom. A symptom with no acoustic correlate has no
    # weights: it stays at its prior (the model cannot hear appetite or worry).
    "anhedonia": {"f0_sd_st": -1.0, "intensity_sd_db": -1.0},  # flat affect
    "lowMood": {"f0_sd_st": -1.0, "f0_mean_st": -0.5, "articulation_rate_sps": -0.5},
    "sleepIssues": {"pause_mean_seconds": 1.0, "articulation_rate_sps": -0.5, "f0_sd_st": -0.5},
    "lowEnergy": {
        "articulation_rate_sps": -1.0,
        "pause_mean_seconds": 0.5,
        "intensity_sd_db": -0.5,
    },
    "appetite": {},
    "worthlessness": {},
    "concentration": {"pause_rate_per_min": 1.0, "pause_mean_seconds": 1.0},  # hesitation
    "psychomotor": {"articulation_rate_sps": -1.0, "pause_mean_seconds": 0.5},
    "nervousness": {"f0_mean_st": 1.0, "jitter_local_pct": 0.5},
    "uncontrollableWorry": {},
    "excessiveWorry": {},
    "troubleRelaxing": {"f0_mean_st": 1.0, "hnr_db": -0.5},
    "restlessness": {"articulation_rate_sps": 1.0, "f0_sd_st": 0.5},
    "irritability": {"intensity_sd_db": 1.0, "f0_sd_st": 0.5},
    "dread": {},
}

DISORDER_PRIORS: dict[str, float] = {
    # Share of the general adult population screening positive (score 10 or more):
    # PHQ-9, Kocalevent et al. (2013), 5.6 %; GAD-7, Löwe et al. (2008), 5.1 %.
    "depression": 0.056,
    "anxiety": 0.051,
}

_PHQ_ITEM_PRIOR = 2.91 / 9 / 3  # general-population mean PHQ-9 total (Kocalevent et al. 2013)
_GAD_ITEM_PRIOR = 2.95 / 7 / 3  # general-population mean GAD-7 total (Löwe et al. 2008)
SYMPTOM_PRIORS: dict[str, float] = {name: _PHQ_ITEM_PRIOR for name in DEPRESSION_SYMPTOMS} | {
    name: _GAD_ITEM_PRIOR for name in ANXIETY_SYMPTOMS
}
"""Expected item score / 3 in the general population: the value of a symptom before evidence."""

D_PRIME = 0.75
"""Separation of cases from non-cases on a combined score, in SDs (AUC Φ(d'/√2) ≈ 0.70): the
middle of what reviews report for speech markers of depression (Cummins et al. 2015)."""

MAX_LIKELIHOOD_RATIO = 4.0
"""Bound on the evidence of an unvalidated model: a likelihood ratio of 2-5 changes a probability
only a little (Jaeschke et al. 1994)."""

STRONG_Z = 2.0
"""A feature deviates strongly when it lies beyond 2 SD of its reference in the direction that
counts (outside about 98 % of the reference population)."""

FEATURE_FAMILIES: dict[str, str] = {
    "f0_mean_st": "pitch level",
    "f0_sd_st": "intonation",
    "jitter_local_pct": "voice quality",
    "shimmer_local_pct": "voice quality",
    "hnr_db": "voice quality",
    "intensity_sd_db": "loudness",
    "articulation_rate_sps": "tempo",
    "pause_mean_seconds": "pausing",
    "pause_rate_per_min": "pausing",
}
"""Features grouped so that features of one group (which move together) count once as evidence."""


def score(z: Mapping[str, float], weights: Weights) -> float:
    """Σ w·z / sqrt(Σ w²): standard normal over the reference population were features
    independent; 0 with no weights."""
    norm = math.sqrt(sum(w * w for w in weights.values()))
    if norm == 0:
        return 0.0
    return sum(w * z[name] for name, w in weights.items()) / norm


def evidence_log_ratio(s: float) -> float:
    """Log likelihood ratio of a combined score ``s`` read as a test with separation ``D_PRIME``
    (equal-variance normal), bounded by ``MAX_LIKELIHOOD_RATIO`` either way."""
    limit = math.log(MAX_LIKELIHOOD_RATIO)
    return max(-limit, min(limit, D_PRIME * s - D_PRIME * D_PRIME / 2))


def posterior(prior: float, z: Mapping[str, float], weights: Weights) -> float:
    """The prior moved by the bounded evidence of the weighted features."""
    if not weights:
        return prior
    log_odds = math.log(prior / (1 - prior)) + evidence_log_ratio(score(z, weights))
    return 1 / (1 + math.exp(-log_odds))


def strong_families(z: Mapping[str, float], weights: Weights) -> int:
    """Number of independent feature groups with a strong deviation in the weights' direction."""
    return len(
        {FEATURE_FAMILIES[name] for name, w in weights.items() if w * z[name] / abs(w) >= STRONG_Z}
    )


def disorder_severity(z: Mapping[str, float], weights: Weights) -> Severity:
    """How strongly the acoustic evidence points at a disorder (not a questionnaire score).

    NONE below a likelihood ratio of 2; MILD from 2; MODERATE from 3 with strong deviations in
    at least two independent feature groups; SEVERE only at the bound with strong deviations in
    at least three.
    """
    ratio = math.exp(evidence_log_ratio(score(z, weights)))
    groups = strong_families(z, weights)
    if ratio >= MAX_LIKELIHOOD_RATIO * 0.999 and groups >= 3:
        return Severity.SEVERE
    if ratio >= 3.0 and groups >= 2:
        return Severity.MODERATE
    if ratio >= 2.0:
        return Severity.MILD
    return Severity.NONE


def combine(z: Mapping[str, float], weights: Weights) -> float:
    """Φ(Σ w·z / sqrt(Σ w²)): a value in (0, 1), 0.5 at the reference."""
    return 0.5 * (1.0 + math.erf(score(z, weights) / math.sqrt(2.0)))


_SEVERITIES = (Severity.NONE, Severity.MILD, Severity.MODERATE, Severity.SEVERE)


def band(value: float) -> float:
    """Banded value of a continuous measure: 0 below the 50th centile, 0.33 to the 75th, 0.66 to
    the 90th, 1.0 above."""
    return BAND_VALUES[bisect_right((0.5, 0.75, 0.9), value)]


def symptom_severity(value: float) -> Severity:
    """Severity of a symptom from its value read as an expected item score 3·value (0–3)."""
    return _SEVERITIES[bisect_right((0.5, 1.5, 2.5), 3.0 * value)]


def total_severity(values: list[float]) -> Severity:
    """Severity from the expected questionnaire total Σ 3·value, in the PHQ-9/GAD-7 bands
    (under 5 none, 5–9 mild, 10–14 moderate, 15 and over severe)."""
    return _SEVERITIES[bisect_right((5, 10, 15), sum(3.0 * v for v in values))]

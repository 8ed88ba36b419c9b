"""The reference model: acoustic features to wellness measures and two-recording scores.

This is a documented reference model, NOT a validated clinical model, and it is written to claim no
more than it knows. Each feature is standardised against reference values by task, with birth sex
and age moving each z by at most ``DEMOGRAPHIC_SHIFT`` (``norms``) and a counted rate read with its
sampling error (``counted_rate``), clipped to ±3; one reference serves every language (``norms``).
Wellness measures combine standardised features with published directions of effect:
``s = Σ w·z / sqrt(Σ w²)`` and ``value = Φ(s)``, a centile in the reference population.
Two-recording scores start from published prevalence (the prior) and move by bounded evidence: the
combined score is read as a screening test
of modest accuracy (d' = 0.75, about the AUC of 0.7 reported for speech markers of depression), and
its likelihood ratio is bounded softly below 4 (a small change in probability; Jaeschke et al.
1994). Each symptom uses only the features that bear on it; a symptom with no acoustic correlate
follows a stated share of its disorder's evidence, and no symptom is graded above its disorder.
Every value and source is in docs/analysis.md. A feature that could not be measured counts as at the
reference (z = 0).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Mapping
from datetime import date
from typing import TYPE_CHECKING

from voxwell.analysis.norms import (
    COUNTED_RATES,
    DEMOGRAPHIC_SHIFT,
    NEUTRAL_AGE,
    Norm,
    Task,
    counted_rate,
    fitted_f0_z,
    norms,
)
from voxwell.api import ANXIETY_SYMPTOMS, BAND_VALUES, DEPRESSION_SYMPTOMS
from voxwell.api.enums import BirthSex, Severity

if TYPE_CHECKING:  # annotations only: Praat's library loads when features are measured
    from voxwell.analysis.features import AcousticFeatures

__all__ = [
    "APOLLO_WEIGHTS",
    "DISORDER_PRIORS",
    "FEATURE_FAMILIES",
    "MAX_LIKELIHOOD_RATIO",
    "MEASURE_WEIGHTS",
    "SYMPTOM_DISORDER",
    "SYMPTOM_PRIORS",
    "SYMPTOM_SHARES",
    "SYMPTOM_WEIGHTS",
    "Norm",
    "Task",
    "age_on",
    "band",
    "combine",
    "disorder_severity",
    "distinct_rounded",
    "evidence_log_ratio",
    "norms",
    "posterior",
    "score",
    "standardise",
    "strong_families",
    "symptom_severity",
    "symptom_values",
    "total_severity",
    "two_recording_scores",
    "wellness_values",
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
    """z-score of each modelled feature, clipped to ±3; NaN features give 0.

    Each z is first read without the speaker's sex and age (pitch level against the references
    it fits, the rest against the task's reference at ``NEUTRAL_AGE``), then moved towards the
    stated sex's and age's own reference by at most ``DEMOGRAPHIC_SHIFT``. A rate counted over
    the section (``COUNTED_RATES``) is read with the sampling error of its count.
    """
    values = _feature_values(features)
    minutes = features.duration_seconds / 60
    stated = _counted(norms(sex, age, task), minutes)
    plain_norms = _counted(norms(BirthSex.UNKNOWN, NEUTRAL_AGE, task), minutes)
    out = {}
    for name in FEATURE_FAMILIES:
        value = values[name]
        if not math.isfinite(value):
            out[name] = 0.0
            continue
        plain = fitted_f0_z(value) if name == "f0_mean_st" else _z(value, plain_norms[name])
        if name in stated:
            own = _z(value, stated[name])
        elif name == "f0_mean_st":
            # No sex given: the stated age still names the references the voice may fit.
            own = fitted_f0_z(value, age)
        else:
            own = plain
        shift = max(-DEMOGRAPHIC_SHIFT, min(DEMOGRAPHIC_SHIFT, own - plain))
        out[name] = max(-Z_LIMIT, min(Z_LIMIT, plain + shift))
    return out


def _counted(references: dict[str, Norm], minutes: float) -> dict[str, Norm]:
    return {
        name: counted_rate(norm, minutes) if name in COUNTED_RATES else norm
        for name, norm in references.items()
    }


def _z(value: float, norm: Norm) -> float:
    return (value - norm.mean) / norm.sd


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

SYMPTOM_DISORDER: dict[str, str] = {name: "depression" for name in DEPRESSION_SYMPTOMS} | {
    name: "anxiety" for name in ANXIETY_SYMPTOMS
}
"""The disorder (questionnaire) each symptom (item) belongs to."""

SYMPTOM_SHARES: dict[str, float] = {
    "appetite": 0.4,
    "worthlessness": 0.6,
    "uncontrollableWorry": 0.6,
    "excessiveWorry": 0.5,
    "dread": 0.4,
}
"""Working assumptions: the share of its disorder's evidence a symptom with no acoustic correlate
follows (an item moves with its disorder, less than the whole; items nearer the core of the
disorder more). Distinct shares keep these symptoms from sitting on one identical value."""
assert set(SYMPTOM_SHARES) == {name for name, weights in SYMPTOM_WEIGHTS.items() if not weights}

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
only a little (Jaeschke et al. 1994). Approached softly (tanh), never reached, so two different
scores never give the same value."""

SEVERE_LIKELIHOOD_RATIO = 3.5
"""The likelihood ratio ``SEVERE`` needs (with strong deviations in three feature families)."""

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
    (equal-variance normal), bounded softly by ``MAX_LIKELIHOOD_RATIO`` either way:
    ``ln 4 · tanh(x / ln 4)`` of the unbounded ``x``, nearly ``x`` while it is small."""
    limit = math.log(MAX_LIKELIHOOD_RATIO)
    return limit * math.tanh((D_PRIME * s - D_PRIME * D_PRIME / 2) / limit)


def _moved(prior: float, log_ratio: float) -> float:
    log_odds = math.log(prior / (1 - prior)) + log_ratio
    return 1 / (1 + math.exp(-log_odds))


def posterior(prior: float, z: Mapping[str, float], weights: Weights) -> float:
    """The prior moved by the bounded evidence of the weighted features."""
    if not weights:
        return prior
    return _moved(prior, evidence_log_ratio(score(z, weights)))


def strong_families(z: Mapping[str, float], weights: Weights) -> int:
    """Number of independent feature groups with a strong deviation in the weights' direction."""
    return len(
        {FEATURE_FAMILIES[name] for name, w in weights.items() if w * z[name] / abs(w) >= STRONG_Z}
    )


def disorder_severity(z: Mapping[str, float], weights: Weights) -> Severity:
    """How strongly the acoustic evidence points at a disorder (not a questionnaire score).

    NONE below a likelihood ratio of 2; MILD from 2; MODERATE from 3 with strong deviations in
    at least two independent feature groups; SEVERE from 3.5 (near the bound) with strong
    deviations in at least three.
    """
    ratio = math.exp(evidence_log_ratio(score(z, weights)))
    groups = strong_families(z, weights)
    if ratio >= SEVERE_LIKELIHOOD_RATIO and groups >= 3:
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


def symptom_severity(value: float, disorder: Severity | None = None) -> Severity:
    """Severity of a symptom from its value read as an expected item score 3·value (0–3), never
    above its ``disorder``'s: the disorder's evidence is the wider, and one item's features alone
    make no finding that the disorder's do not (docs/analysis.md §7)."""
    own = _SEVERITIES[bisect_right((0.5, 1.5, 2.5), 3.0 * value)]
    if disorder is None:
        return own
    return _SEVERITIES[min(_SEVERITIES.index(own), _SEVERITIES.index(disorder))]


def symptom_values(z: Mapping[str, float]) -> dict[str, float]:
    """Every symptom's value: from its own features, or (no acoustic correlate) its prior moved
    by ``SYMPTOM_SHARES`` of its disorder's evidence."""
    values = {}
    for name, weights in SYMPTOM_WEIGHTS.items():
        if weights:
            values[name] = posterior(SYMPTOM_PRIORS[name], z, weights)
        else:
            disorder = APOLLO_WEIGHTS[SYMPTOM_DISORDER[name]]
            evidence = evidence_log_ratio(score(z, disorder))
            values[name] = _moved(SYMPTOM_PRIORS[name], SYMPTOM_SHARES[name] * evidence)
    return values


def total_severity(values: list[float]) -> Severity:
    """Severity from the expected questionnaire total Σ 3·value, in the PHQ-9/GAD-7 bands
    (under 5 none, 5–9 mild, 10–14 moderate, 15 and over severe)."""
    return _SEVERITIES[bisect_right((5, 10, 15), sum(3.0 * v for v in values))]


def wellness_values(z: Mapping[str, float]) -> dict[str, float]:
    """Each wellness measure's continuous value ``u_m`` (a centile in the reference), by the
    name of ``MEASURE_WEIGHTS``."""
    return {name: combine(z, weights) for name, weights in MEASURE_WEIGHTS.items()}


Score = tuple[float, Severity]


def two_recording_scores(z: Mapping[str, float]) -> tuple[dict[str, Score], dict[str, Score]]:
    """Each disorder's probability and severity and each symptom's value and severity (not
    above its disorder's), unrounded."""
    disorders = {
        name: (posterior(DISORDER_PRIORS[name], z, w), disorder_severity(z, w))
        for name, w in APOLLO_WEIGHTS.items()
    }
    symptoms = {
        name: (value, symptom_severity(value, disorders[SYMPTOM_DISORDER[name]][1]))
        for name, value in symptom_values(z).items()
    }
    return disorders, symptoms


def distinct_rounded(values: Mapping[str, float], places: int = 4) -> dict[str, float]:
    """``values`` rounded to ``places`` decimals without two of them becoming equal: in order of
    value, one that would round onto the one before is reported one step (10^-places) above it.
    Order is kept; a value moves from its plain rounding only by the steps such a collision
    takes (one for a pair)."""
    step = 10.0**-places
    out: dict[str, float] = {}
    last: float | None = None
    for name, value in sorted(values.items(), key=lambda item: (item[1], item[0])):
        shown = round(value, places)
        if last is not None and shown <= last:
            shown = round(last + step, places)
        out[name] = last = shown
    return {name: out[name] for name in values}

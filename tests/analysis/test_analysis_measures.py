"""The reference model's two-recording scores: priors, bounded evidence, severity rules."""

from __future__ import annotations

import math

import numpy as np
import pytest

from voxwell.analysis.measures import (
    APOLLO_WEIGHTS,
    DISORDER_PRIORS,
    MAX_LIKELIHOOD_RATIO,
    SYMPTOM_PRIORS,
    SYMPTOM_WEIGHTS,
    Task,
    disorder_severity,
    norms,
    posterior,
    symptom_severity,
)
from voxwell.api import ANXIETY_SYMPTOMS, DEPRESSION_SYMPTOMS, BirthSex, Severity

FEATURES = list(norms(BirthSex.FEMALE, 40))
DEPRESSION = APOLLO_WEIGHTS["depression"]


def _z(**values: float) -> dict[str, float]:
    return {name: values.get(name, 0.0) for name in FEATURES}


def _odds(p: float) -> float:
    return p / (1 - p)


def test_the_task_changes_rate_intonation_and_pauses_only() -> None:
    free = norms(BirthSex.MALE, 40, Task.FREE)
    read = norms(BirthSex.MALE, 40, Task.READ)
    changed = {name for name in free if free[name] != read[name]}
    assert changed == {
        "f0_sd_st",
        "articulation_rate_sps",
        "pause_mean_seconds",
        "pause_rate_per_min",
    }
    assert read["pause_mean_seconds"].mean < free["pause_mean_seconds"].mean
    assert read["pause_rate_per_min"].mean < free["pause_rate_per_min"].mean
    # Values from normative studies are not marked; working assumptions are.
    assert not free["f0_mean_st"].assumed
    assert not read["articulation_rate_sps"].assumed
    assert free["jitter_local_pct"].assumed
    assert norms(BirthSex.UNKNOWN, 40)["f0_mean_st"].assumed


def test_priors_are_the_published_prevalences() -> None:
    assert DISORDER_PRIORS == {"depression": 0.056, "anxiety": 0.051}
    assert set(SYMPTOM_PRIORS) == set(DEPRESSION_SYMPTOMS) | set(ANXIETY_SYMPTOMS)
    assert set(SYMPTOM_WEIGHTS) == set(SYMPTOM_PRIORS)
    for disorder, weights in APOLLO_WEIGHTS.items():
        assert posterior(DISORDER_PRIORS[disorder], _z(), {}) == DISORDER_PRIORS[disorder]
        # At the reference the evidence is slightly reassuring (likelihood ratio exp(-d'^2/2)).
        at_reference = posterior(DISORDER_PRIORS[disorder], _z(), weights)
        assert 0.5 * DISORDER_PRIORS[disorder] < at_reference < DISORDER_PRIORS[disorder]


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_evidence_moves_the_odds_at_most_by_the_bound(sign: float) -> None:
    prior = DISORDER_PRIORS["depression"]
    extreme = _z(**{name: sign * 3.0 * math.copysign(1, w) for name, w in DEPRESSION.items()})
    moved = posterior(prior, extreme, DEPRESSION)
    ratio = _odds(moved) / _odds(prior)
    expected = MAX_LIKELIHOOD_RATIO if sign > 0 else 1 / MAX_LIKELIHOOD_RATIO
    assert ratio == pytest.approx(expected, rel=1e-9)
    assert moved < 0.2


def test_one_expressive_feature_is_never_severe() -> None:
    for name, weight in DEPRESSION.items():
        z = _z(**{name: 3.0 * math.copysign(1, weight)})
        assert disorder_severity(z, DEPRESSION) in (Severity.NONE, Severity.MILD), name


def test_severe_needs_strong_deviation_in_three_independent_families() -> None:
    two = _z(f0_sd_st=-3.0, articulation_rate_sps=-3.0, hnr_db=-1.9, intensity_sd_db=-1.9)
    assert disorder_severity(two, DEPRESSION) is Severity.MODERATE
    three = _z(f0_sd_st=-3.0, articulation_rate_sps=-3.0, pause_mean_seconds=3.0)
    assert disorder_severity(three, DEPRESSION) is Severity.SEVERE
    # Many mild deviations saturate the evidence but are not strong deviations.
    broad = _z(**{name: 1.9 * math.copysign(1, w) for name, w in DEPRESSION.items()})
    assert disorder_severity(broad, DEPRESSION) is Severity.MILD


def test_symptoms_use_their_own_features_and_never_copy_a_disorder() -> None:
    rng = np.random.default_rng(7)
    for _ in range(200):
        draws = rng.normal(0, 1.5, len(FEATURES))
        z = _z(**{name: float(v) for name, v in zip(FEATURES, draws, strict=True)})
        # Unrounded: a copy would be equal to the last bit, a coincidence practically never is.
        probabilities = {posterior(DISORDER_PRIORS[d], z, w) for d, w in APOLLO_WEIGHTS.items()}
        for name, weights in SYMPTOM_WEIGHTS.items():
            assert weights not in APOLLO_WEIGHTS.values(), name
            value = posterior(SYMPTOM_PRIORS[name], z, weights)
            assert value not in probabilities, name
            assert symptom_severity(value) in (Severity.NONE, Severity.MILD)
            if not weights:
                assert value == SYMPTOM_PRIORS[name]

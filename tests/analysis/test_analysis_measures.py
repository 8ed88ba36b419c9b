"""The reference model's two-recording scores: priors, bounded evidence, severity rules."""

from __future__ import annotations

import math

import numpy as np
import pytest

from voxwell.analysis.features import AcousticFeatures
from voxwell.analysis.measures import (
    APOLLO_WEIGHTS,
    DISORDER_PRIORS,
    MAX_LIKELIHOOD_RATIO,
    SYMPTOM_DISORDER,
    SYMPTOM_PRIORS,
    SYMPTOM_SHARES,
    SYMPTOM_WEIGHTS,
    Task,
    disorder_severity,
    distinct_rounded,
    norms,
    posterior,
    standardise,
    two_recording_scores,
)
from voxwell.analysis.norms import counted_rate, fitted_f0_z
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
    assert "f0_mean_st" not in norms(BirthSex.UNKNOWN, 40), "no sex: the voice's fitted reading"


def test_a_counted_rate_is_read_with_the_sampling_error_of_its_count() -> None:
    reference = norms(BirthSex.UNKNOWN, 40)["pause_rate_per_min"]
    for minutes in (1 / 20, 1 / 3, 3.0):
        widened = counted_rate(reference, minutes)
        assert widened.mean == reference.mean
        assert widened.sd**2 == pytest.approx(reference.sd**2 + reference.mean / minutes)
    assert counted_rate(reference, 0.0) == reference
    # A 20 s section with two pauses (6 a minute): uncertain, not a speaker who hardly pauses.
    section = AcousticFeatures(
        20.0, 18.0, *(math.nan,) * 7, 90, 4.5, 5.0, 2, 0.5
    )  # fmt: skip
    z = standardise(section, BirthSex.UNKNOWN, 40)["pause_rate_per_min"]
    assert z == pytest.approx((6.0 - reference.mean) / counted_rate(reference, 1 / 3).sd)
    assert -1.1 < z < -0.9


@pytest.mark.parametrize(("hz", "sex"), [(233.0, BirthSex.FEMALE), (122.0, BirthSex.MALE)])
def test_a_sex_left_out_reads_the_pitch_against_the_stated_age_s_references(
    hz: float, sex: BirthSex
) -> None:
    """With the sex left out but the birth year given, the pitch is read against that age's
    references (a man's, a woman's) that the voice fits: a woman of 46 at 233 Hz reads as she
    would stated as a woman, not raised by an older women's 200 Hz reference blended in (which
    put the LJ reader's fast, even second section at Stress 0.91)."""
    st = 12 * math.log2(hz / 100)
    section = AcousticFeatures(
        20.0, 18.0, st, *(math.nan,) * 6, 90, 4.5, 5.0, 2, 0.5
    )  # fmt: skip
    stated = standardise(section, sex, 46)["f0_mean_st"]
    left_out = standardise(section, BirthSex.UNKNOWN, 46)["f0_mean_st"]
    assert left_out == pytest.approx(stated, abs=0.01)
    # Against every age group's references (the reading without sex or age) the two differ.
    assert abs(fitted_f0_z(st) - left_out) > 0.2


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
    """The bound is approached softly: near it at the extreme, never on it, and two extremes
    of different strength stay apart (no two scores collapse onto the bound)."""
    prior = DISORDER_PRIORS["depression"]
    ratios = []
    for size in (2.5, 3.0):
        extreme = _z(**{name: sign * size * math.copysign(1, w) for name, w in DEPRESSION.items()})
        moved = posterior(prior, extreme, DEPRESSION)
        ratios.append(_odds(moved) / _odds(prior))
        assert moved < 0.2
    expected = MAX_LIKELIHOOD_RATIO if sign > 0 else 1 / MAX_LIKELIHOOD_RATIO
    for ratio in ratios:
        assert abs(math.log(ratio)) < abs(math.log(expected))
        assert abs(math.log(ratio)) > 0.95 * abs(math.log(expected))
    assert ratios[0] != ratios[1]


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
        disorders, symptoms = two_recording_scores(z)
        for name, (value, severity) in symptoms.items():
            assert value not in probabilities, name
            assert severity in (Severity.NONE, Severity.MILD)
            own = disorders[SYMPTOM_DISORDER[name]][1]
            assert list(Severity).index(severity) <= list(Severity).index(own), (
                f"{name} is graded above its disorder"
            )
        assert len({value for value, _ in symptoms.values()}) == 15, "no two symptoms equal"


def test_a_symptom_with_no_acoustic_correlate_follows_its_disorder_at_its_share() -> None:
    for sign in (1.0, -1.0):
        z = _z(**{name: sign * 1.5 * math.copysign(1, w) for name, w in DEPRESSION.items()})
        _, symptoms = two_recording_scores(z)
        for name, share in SYMPTOM_SHARES.items():
            moved = math.log(_odds(symptoms[name][0]) / _odds(SYMPTOM_PRIORS[name]))
            disorder = APOLLO_WEIGHTS[SYMPTOM_DISORDER[name]]
            whole = math.log(
                _odds(posterior(DISORDER_PRIORS[SYMPTOM_DISORDER[name]], z, disorder))
                / _odds(DISORDER_PRIORS[SYMPTOM_DISORDER[name]])
            )
            assert moved == pytest.approx(share * whole, rel=1e-9), name


def test_distinct_rounding_keeps_order_and_stays_within_a_step() -> None:
    values = {"a": 0.04261, "b": 0.04259, "c": 0.1, "d": 0.04262}
    shown = distinct_rounded(values)
    assert len(set(shown.values())) == 4
    assert sorted(shown, key=shown.__getitem__) == sorted(values, key=values.__getitem__)
    assert all(abs(shown[k] - round(v, 4)) <= 0.0002 for k, v in values.items())
    assert shown["c"] == 0.1

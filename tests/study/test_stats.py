"""Spearman's rho and its interval, and the box plots' figures, against scipy.stats and by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats as scipy_stats

from voxwell.study.stats import MIN_CORRELATION_PAIRS, average_ranks, box_stats, spearman


def _bonett_wright(rho: float, n: int, confidence: float) -> tuple[float, float]:
    """The interval computed again, independently: Fisher's z with the Bonett-Wright error."""
    q = scipy_stats.norm.ppf(1 - (1 - confidence) / 2)
    half = q * np.sqrt((1 + rho**2 / 2) / (n - 3))
    z = np.arctanh(rho)
    return float(np.tanh(z - half)), float(np.tanh(z + half))


@pytest.mark.parametrize("seed", range(12))
def test_rho_and_its_interval_match_scipy_on_random_data_with_ties(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 400))
    totals = rng.integers(0, 28, size=n).astype(float)  # questionnaire totals: many ties
    values = np.round(0.02 * totals + rng.normal(0, 0.3, size=n), 1)  # ties here too
    values[rng.random(n) < 0.2] = 0.33  # a banded value many sessions share
    expected = scipy_stats.spearmanr(totals, values)
    found = spearman(totals, values)
    assert found is not None
    assert found.n == n
    assert found.rho == pytest.approx(float(expected.statistic), abs=1e-12)
    low, high = _bonett_wright(found.rho, n, 0.95)
    assert found.low == pytest.approx(low, abs=1e-12)
    assert found.high == pytest.approx(high, abs=1e-12)
    assert found.low < found.rho < found.high


def test_another_confidence_gives_its_own_interval() -> None:
    rng = np.random.default_rng(7)
    x, y = rng.normal(size=50), rng.normal(size=50)
    found = spearman(x, y, confidence=0.9)
    assert found is not None
    assert (found.low, found.high) == pytest.approx(_bonett_wright(found.rho, 50, 0.9), abs=1e-12)


def test_average_ranks_match_scipy_rankdata() -> None:
    rng = np.random.default_rng(3)
    data = rng.integers(0, 6, size=200).astype(float)
    assert average_ranks(data).tolist() == scipy_stats.rankdata(data).tolist()
    assert average_ranks([3.0, 1.0, 3.0]).tolist() == [2.5, 1.0, 2.5]


def test_pairs_with_a_missing_side_are_left_out() -> None:
    x = np.array([1.0, 2.0, np.nan, 4.0, 5.0, 6.0])
    y = np.array([2.0, 1.0, 3.0, np.nan, 5.0, 7.0])
    found = spearman(x, y)
    assert found is not None
    assert found.n == 4
    assert found.rho == pytest.approx(scipy_stats.spearmanr([1, 2, 5, 6], [2, 1, 5, 7]).statistic)


def test_no_correlation_below_four_pairs_or_without_spread() -> None:
    assert MIN_CORRELATION_PAIRS == 4
    assert spearman([1.0, 2.0, 3.0], [3.0, 1.0, 2.0]) is None
    assert spearman([1.0, 2.0, 3.0, 4.0], [0.5, 0.5, 0.5, 0.5]) is None
    assert spearman([1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 1.0, 2.0]) is not None


def test_a_perfect_correlation_has_no_width() -> None:
    found = spearman([1.0, 2.0, 3.0, 4.0, 5.0], [0.1, 0.2, 0.3, 0.5, 0.9])
    assert found is not None
    assert (found.rho, found.low, found.high) == (1.0, 1.0, 1.0)


def test_box_stats_are_quartiles_and_tukey_whiskers() -> None:
    values = [0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 2.0, -1.5, math.nan]
    box = box_stats(values)
    assert box is not None
    data = np.array([v for v in values if not math.isnan(v)])
    q1, median, q3 = np.percentile(data, [25, 50, 75])
    assert (box.n, box.q1, box.median, box.q3) == (9, q1, median, q3)
    fence_low, fence_high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
    assert box.whisker_low == min(v for v in data if v >= fence_low) == 0.1
    assert box.whisker_high == max(v for v in data if v <= fence_high) == 0.45
    assert box.outliers == (-1.5, 2.0)


def test_one_value_is_a_flat_box_and_none_is_no_box() -> None:
    box = box_stats([0.66])
    assert box is not None
    assert (box.n, box.q1, box.median, box.q3, box.whisker_low, box.whisker_high) == (
        1,
        0.66,
        0.66,
        0.66,
        0.66,
        0.66,
    )
    assert box_stats([]) is None
    assert box_stats([math.nan]) is None

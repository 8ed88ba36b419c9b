"""The statistics the Study screen draws: box-plot figures and Spearman's rank correlation.

numpy only (scipy is not a dependency of the app; the tests check these against scipy.stats).

- :func:`box_stats`: the quartiles by linear interpolation between order statistics (numpy's
  default, R's type 7, Excel's ``QUARTILE.INC``); Tukey's whiskers reach the furthest values
  within 1.5 IQR of the box; values beyond them are the outliers.
- :func:`average_ranks`: ranks 1..n, tied values sharing the mean of the ranks they span
  (``scipy.stats.rankdata(method="average")``).
- :func:`spearman`: Spearman's rho, the Pearson correlation of the average ranks (as
  ``scipy.stats.spearmanr``), with a confidence interval by Fisher's z transformation and the
  Bonett & Wright (2000) standard error, which holds for rank correlations where 1/sqrt(n - 3)
  is too narrow::

      z = atanh(rho),  se = sqrt((1 + rho² / 2) / (n - 3)),  tanh(z ± q · se)

  where q is the normal quantile of the confidence (1.96 for 95 %). None below
  :data:`MIN_CORRELATION_PAIRS` pairs (the standard error needs n > 3), or when either side has
  one value only (no ranking, no correlation). A rho of exactly ±1 has the interval (rho, rho).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np
import numpy.typing as npt

__all__ = [
    "MIN_CORRELATION_PAIRS",
    "BoxStats",
    "Correlation",
    "average_ranks",
    "box_stats",
    "spearman",
]

MIN_CORRELATION_PAIRS = 4
"""The fewest pairs a correlation is given for."""

WHISKER_REACH = 1.5
"""How far the whiskers may reach beyond the box, in interquartile ranges (Tukey)."""


@dataclass(frozen=True)
class BoxStats:
    """A box plot's figures of one group's values."""

    n: int
    q1: float
    median: float
    q3: float
    whisker_low: float
    """The smallest value at or above ``q1 - 1.5 IQR``."""
    whisker_high: float
    """The largest value at or below ``q3 + 1.5 IQR``."""
    outliers: tuple[float, ...]
    """The values beyond the whiskers, ascending."""


@dataclass(frozen=True)
class Correlation:
    """Spearman's rho of ``n`` pairs with its confidence interval."""

    rho: float
    low: float
    high: float
    n: int
    confidence: float = 0.95


def box_stats(values: npt.ArrayLike) -> BoxStats | None:
    """The box-plot figures of the finite ``values``; None when there are none."""
    data = np.sort(np.asarray(values, dtype=np.float64))
    data = data[np.isfinite(data)]
    if data.size == 0:
        return None
    q1, median, q3 = (float(q) for q in np.percentile(data, [25.0, 50.0, 75.0]))
    reach = WHISKER_REACH * (q3 - q1)
    inside = data[(data >= q1 - reach) & (data <= q3 + reach)]
    low, high = float(inside[0]), float(inside[-1])
    outliers = data[(data < low) | (data > high)]
    return BoxStats(
        n=int(data.size),
        q1=q1,
        median=median,
        q3=q3,
        whisker_low=low,
        whisker_high=high,
        outliers=tuple(float(v) for v in outliers),
    )


def average_ranks(values: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Ranks from 1, ties given the mean of the ranks they span."""
    data = np.asarray(values, dtype=np.float64)
    order = np.argsort(data, kind="mergesort")
    ordered = data[order]
    # Runs of equal values: each starts where the value changes.
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    ends = np.r_[starts[1:], data.size]
    mean_rank = (starts + ends + 1) / 2.0  # ranks starts+1 .. ends, averaged
    ranks = np.empty(data.size, dtype=np.float64)
    ranks[order] = np.repeat(mean_rank, ends - starts)
    return ranks


def spearman(x: npt.ArrayLike, y: npt.ArrayLike, confidence: float = 0.95) -> Correlation | None:
    """Spearman's rho of the pairs where both ``x`` and ``y`` are finite, with its interval."""
    xs = np.asarray(x, dtype=np.float64)
    ys = np.asarray(y, dtype=np.float64)
    if xs.shape != ys.shape:
        raise ValueError("x and y must have one value per pair")
    both = np.isfinite(xs) & np.isfinite(ys)
    xs, ys = xs[both], ys[both]
    n = int(xs.size)
    if n < MIN_CORRELATION_PAIRS:
        return None
    rx = average_ranks(xs) - (n + 1) / 2.0
    ry = average_ranks(ys) - (n + 1) / 2.0
    spread = math.sqrt(float(rx @ rx) * float(ry @ ry))
    if spread == 0.0:
        return None  # one side has one value only
    rho = max(-1.0, min(1.0, float(rx @ ry) / spread))
    if abs(rho) == 1.0:
        return Correlation(rho=rho, low=rho, high=rho, n=n, confidence=confidence)
    quantile = NormalDist().inv_cdf(0.5 + confidence / 2.0)
    error = math.sqrt((1.0 + rho * rho / 2.0) / (n - 3))
    z = math.atanh(rho)
    return Correlation(
        rho=rho,
        low=math.tanh(z - quantile * error),
        high=math.tanh(z + quantile * error),
        n=n,
        confidence=confidence,
    )

"""Small, dependency-free statistics for tournaments and benchmarks.

Confidence intervals are two-sided 95 %: Student's t for means (the units are
independent deals, see ``app.ai.tournament``), Wilson's score interval for
win rates (better than mean ± 1.96·se near 0 and 1).
"""

from __future__ import annotations

import math
from typing import Sequence

Z95 = 1.959963984540054

# Exact two-sided 95 % t quantiles for tiny samples, where the series below is poor.
_T95_SMALL = {1: 12.706204736, 2: 4.302652730, 3: 3.182446305, 4: 2.776445105, 5: 2.570581836}


def t_quantile_95(df: int) -> float:
    """The 0.975 quantile of Student's t with ``df`` degrees of freedom.

    Exact table for df ≤ 5, then the Cornish–Fisher expansion around the normal
    quantile (Abramowitz & Stegun 26.7.5), accurate to ~1e-4 from df 6 on."""
    if df < 1:
        raise ValueError("degrees of freedom must be at least 1")
    if df in _T95_SMALL:
        return _T95_SMALL[df]
    z = Z95
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def mean(xs: Sequence[float]) -> float:
    if not xs:
        raise ValueError("mean of no values")
    return math.fsum(xs) / len(xs)


def stdev(xs: Sequence[float]) -> float:
    """Sample standard deviation (n − 1); 0 for fewer than two values."""
    n = len(xs)
    if n < 2:
        return 0.0
    m = mean(xs)
    return math.sqrt(math.fsum((x - m) ** 2 for x in xs) / (n - 1))


def mean_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """(mean, low, high): the 95 % t interval of the mean of independent values.
    With one value the interval is unbounded (reported as ±inf)."""
    m = mean(xs)
    n = len(xs)
    if n < 2:
        return m, -math.inf, math.inf
    half = t_quantile_95(n - 1) * stdev(xs) / math.sqrt(n)
    return m, m - half, m + half


def wilson_ci(successes: int, trials: int) -> tuple[float, float, float]:
    """(rate, low, high): Wilson's 95 % score interval of a proportion."""
    if trials <= 0:
        raise ValueError("a rate needs at least one trial")
    if not 0 <= successes <= trials:
        raise ValueError("successes must lie between 0 and the number of trials")
    p = successes / trials
    z2 = Z95 * Z95
    denom = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    return p, max(0.0, centre - half), min(1.0, centre + half)


def percentile(xs: Sequence[float], q: float) -> float:
    """The q-th percentile (0–100) with linear interpolation between ranks
    (the same rule as numpy's default)."""
    if not xs:
        raise ValueError("percentile of no values")
    s = sorted(xs)
    pos = (len(s) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def excludes_zero(low: float, high: float) -> bool:
    return low > 0 or high < 0

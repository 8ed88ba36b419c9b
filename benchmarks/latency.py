"""How the engine benchmarks summarise a list of request times (imported by those scripts)."""

from __future__ import annotations

import statistics


def describe_latencies(name: str, seconds: list[float]) -> str:
    """``name: n=… p50=… ms p95=… ms max=… ms`` of the times in ``seconds``."""
    if not seconds:
        return f"{name}: no requests"
    ordered = sorted(seconds)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{name}: n={len(ordered)} p50={statistics.median(ordered) * 1000:.1f} ms "
        f"p95={p95 * 1000:.1f} ms max={ordered[-1] * 1000:.1f} ms"
    )

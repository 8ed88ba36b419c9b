"""Praat scripts the tests run with ``praat --run`` to check our figures against Praat itself:
the voice report's commands written once, with Praat's standard arguments."""

from __future__ import annotations

import math
import subprocess
from pathlib import Path

__all__ = ["run_praat", "voice_report"]


def run_praat(script: str, arguments: list[object], folder: Path) -> list[float]:
    """Run ``script`` with ``praat --run`` (its form filled by ``arguments``) and read the
    numbers it writes (``--undefined--`` is NaN)."""
    path = folder / "check.praat"
    path.write_text(script, encoding="utf-8")
    out = subprocess.run(
        ["praat", "--run", str(path), *map(str, arguments)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.split()
    return [math.nan if value == "--undefined--" else float(value) for value in out]


def voice_report(sound: str, f0_unit: str, hnr_step: float) -> str:
    """Lines measuring the Sound named ``sound`` (its pitch floor and ceiling in the script's
    ``floor`` and ``ceiling``): ``f0``, ``jitter``, ``shimmer`` and ``hnr``."""
    return f"""
pitch = To Pitch (ac): 0.01, floor, 15, "no", 0.03, 0.45, 0.01, 0.35, 0.14, ceiling
f0 = Get mean: 0, 0, "{f0_unit}"
selectObject: {sound}, pitch
points = To PointProcess (cc)
jitter = Get jitter (local): 0, 0, 0.0001, 0.02, 1.3
selectObject: {sound}, points
shimmer = Get shimmer (local): 0, 0, 0.0001, 0.02, 1.3, 1.6
selectObject: {sound}
harmonicity = To Harmonicity (cc): {hnr_step}, floor, 0.1, 1.0
hnr = Get mean: 0, 0
"""

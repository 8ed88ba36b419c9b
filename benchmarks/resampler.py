"""Speed of the live meter's resampler (``voxwell.analysis.resample``): 60 s of 48 kHz audio fed
block by block, as the capture callback's blocks reach the speech detector.

    python benchmarks/resampler.py [--seconds 60] [--repeat 5] [--module FILE]

Prints, for blocks of 10, 30 and 100 ms, the best time per 60 s of audio and per block.
``--module`` times a ``StreamingResampler`` from another file instead (an older version, say:
``git show REV:src/voxwell/analysis/resample.py > /tmp/old_resample.py``).
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from pathlib import Path
from typing import Any

import numpy as np

from voxwell.analysis.resample import StreamingResampler

RATE = 48_000


def _resampler_class(module: Path | None) -> Any:
    if module is None:
        return StreamingResampler
    spec = importlib.util.spec_from_file_location("other_resample", module)
    assert spec is not None
    assert spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded.StreamingResampler


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--module", type=Path, default=None)
    args = parser.parse_args()
    resampler_class = _resampler_class(args.module)
    noise = np.random.default_rng(1).standard_normal(RATE * args.seconds).astype(np.float32) * 0.1
    for block in (480, 1_440, 4_800):
        best = float("inf")
        produced = 0
        for _ in range(args.repeat):
            resampler = resampler_class(RATE, 16_000)
            started = time.perf_counter()
            produced = sum(
                resampler.process(noise[i : i + block]).size for i in range(0, noise.size, block)
            )
            best = min(best, time.perf_counter() - started)
        calls = -(-noise.size // block)
        print(
            f"blocks of {block * 1000 // RATE:3d} ms: {best * 1000:7.1f} ms per {args.seconds} s,"
            f" {best / calls * 1e6:6.1f} us per block, {produced} samples out"
        )


if __name__ == "__main__":
    main()

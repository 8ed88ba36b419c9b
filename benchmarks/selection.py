"""Speed of measuring a selection of a 3-minute take (``voxwell.analysis.selection``): what the
inspection view waits for when a span is selected (figures printed, nothing asserted).

The take is the LJ Speech clips from ``../shared/real-speech`` joined with 0.5 s gaps and cut to
180 s (the committed read passage repeated when that folder is absent). For selections of 1, 5
and 30 s in its middle it prints the median wall time of ``measure_selection`` (F0, intensity,
jitter, shimmer, HNR; the take's own pitch range found once and passed in, as a view does) and
of ``formant_tracks``, over ``--repeat`` runs (default 5), with the load average.

    .venv/bin/python benchmarks/selection.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import parselmouth
import soundfile

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from voxwell.analysis.features import speaker_pitch_range  # noqa: E402
from voxwell.analysis.selection import formant_tracks, measure_selection  # noqa: E402

TAKE_SECONDS = 180.0


def take() -> tuple[np.ndarray, int, str]:
    clips = sorted((ROOT.parent / "shared" / "real-speech" / "lj").glob("LJ001-*.flac"))
    if clips:
        from voxwell.analysis.evaluation import join_clips

        samples, rate = join_clips(clips, 0.5)
        source = f"{len(clips)} LJ Speech clips"
    else:
        samples, rate = soundfile.read(ROOT / "tests/fixtures/audio/read_passage_en.flac")
        source = "the read-passage fixture, repeated"
    while samples.size < TAKE_SECONDS * rate:
        samples = np.concatenate([samples, samples])
    return samples[: int(TAKE_SECONDS * rate)].astype(np.float64), int(rate), source


def median_seconds(work: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    samples, rate, source = take()
    started = time.perf_counter()
    floor, ceiling = speaker_pitch_range(parselmouth.Sound(samples, sampling_frequency=rate))
    whole = time.perf_counter() - started
    print(f"take: {TAKE_SECONDS:.0f} s of {source} at {rate} Hz; load {os.getloadavg()[0]:.2f}")
    print(f"pitch range of the whole take (once per take): {whole * 1000:.0f} ms")
    middle = TAKE_SECONDS / 2
    for span in (1.0, 5.0, 30.0):
        start, end = middle - span / 2, middle + span / 2
        measures = median_seconds(
            lambda s=start, e=end: measure_selection(
                samples, rate, s, e, pitch_floor=floor, pitch_ceiling=ceiling
            ),
            args.repeat,
        )
        formants = median_seconds(
            lambda s=start, e=end: formant_tracks(samples, rate, s, e), args.repeat
        )
        print(
            f"selection {span:4.0f} s: measures {measures * 1000:6.0f} ms, "
            f"F1-F3 tracks {formants * 1000:6.0f} ms (median of {args.repeat})"
        )
    print(f"load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

"""The whole analysis beside Whisper tiny.en alone, timed in one process on the same file.

    .venv/bin/python benchmarks/side_by_side.py [--seconds 60] [--repeat 5]

On ``--seconds`` of real English read speech (the recording of ``benchmarks/analysis.py``: LJ
Speech clips joined), with every model loaded first, it alternates the two and times each:

- the whole analysis: ``analyze_mental_wellness`` with ``workers=2`` (decoding, speech
  detection, recognition, the language check, sections and Praat's features);
- Whisper tiny.en alone, as faster-whisper is used by itself: the file given by path (its own
  decoding), beam 5, word timestamps, 2 threads.

Prints the medians (after one untimed round), their ratio and the real-time factors, with the
load average. The memory issue's target: ratio <= 1.0, English real-time factor <= 0.05.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import analysis as bench  # benchmarks/analysis.py (same folder): its recording and user
from voxwell.analysis import analyze_mental_wellness, asr_models, warm_up
from voxwell.api import LanguageCode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = bench.build_recording(args.seconds, Path(folder))
        warm_up(2)
        alone_model = asr_models.load(asr_models.WHISPER_TINY_EN, 2)
        user = bench.user()

        def whole() -> None:
            analyze_mental_wellness(path, user, LanguageCode.EN_US, workers=2)

        def alone() -> None:
            segments, _ = alone_model.transcribe(str(path), beam_size=5, word_timestamps=True)
            list(segments)  # the generator does the work

        times: dict[str, list[float]] = {"whole analysis": [], "tiny.en alone": []}
        for round_ in range(args.repeat + 1):
            for name, work in (("whole analysis", whole), ("tiny.en alone", alone)):
                started = time.perf_counter()
                work()
                if round_:  # the first round is untimed
                    times[name].append(time.perf_counter() - started)
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, value in medians.items():
        print(f"{name:15} median {value:.2f} s, real-time factor {value / args.seconds:.3f}")
    ratio = medians["whole analysis"] / medians["tiny.en alone"]
    print(
        f"ratio whole / alone: {ratio:.2f} (median of {args.repeat}, {args.seconds:g} s, "
        f"load {os.getloadavg()[0]:.2f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

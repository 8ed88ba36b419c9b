"""Gaps between live meter updates while a take is written to a slow disk (offscreen).

The recorder (``voxwell.gui.recording.take_recorder.TakeRecorder``, the timer that drains the input
40 times a second) records the 8 s fixture played at twice real-time pace through ``FileInput``.
Its take writer's fsync is the system's, or slowed by ``--fsync-ms`` to stand for a busy or slow
disk. For each run the gaps between meter updates are measured; figures are medians over the runs
of each run's median, 99th percentile and longest gap.

Usage:

    QT_QPA_PLATFORM=offscreen python benchmarks/meter_gaps.py [--runs N] [--fsync-ms MS]

Target (issue): meter updates at least every 50 ms, whatever the disk does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from voxwell.audio import FileInput, MeterTargets
from voxwell.gui.recording.take_recorder import TakeRecorder

SOURCE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "audio" / "short_8s.flac"


def one_run(fsync: Callable[[int], None], folder: Path) -> dict[str, float]:
    recorder = TakeRecorder(lambda _slot: FileInput(SOURCE, speed=2.0), folder, fsync=fsync)
    stamps: list[float] = []
    recorder.snapshot.connect(lambda _meter: stamps.append(time.monotonic()))
    loop = QEventLoop()
    recorder.takeEnded.connect(lambda *_: loop.quit())
    recorder.start("recording", MeterTargets.for_model("mental-wellness"))
    loop.exec()
    recorder.close()
    gaps = np.diff(np.array(stamps)) * 1000
    return {
        "median": float(np.median(gaps)),
        "p99": float(np.percentile(gaps, 99)),
        "max": float(gaps.max()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--fsync-ms", type=float, default=200.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert app is not None

    def slowed(fd: int) -> None:
        time.sleep(args.fsync_ms / 1000)
        os.fsync(fd)

    for name, fsync in (("system fsync", os.fsync), (f"fsync + {args.fsync_ms:.0f} ms", slowed)):
        runs = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as folder:
                runs.append(one_run(fsync, Path(folder)))
        figures = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
        print(
            f"{name:>18}: meter gap median {figures['median']:.1f} ms, "
            f"p99 {figures['p99']:.1f} ms, longest {figures['max']:.1f} ms "
            f"(medians of {args.runs} runs)"
        )


if __name__ == "__main__":
    main()

"""Live meter redraw rate while recording, and input overflows (file-backed source, offscreen).

The real recording view records the read-aloud fixture played at real-time pace through
``voxwell.audio.FileInput`` (the same ring and drain path as a microphone). For each run the
level bar's paints per second over the take are counted, with the time one poll takes (drain,
write, meter, redraw) and the input overflows. Figures are medians over the runs.

Usage:

    QT_QPA_PLATFORM=offscreen python benchmarks/meter_fps.py [--runs N] [--seconds S]

Target (issue): >= 25 redraws per second with no input overflows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from voxwell.api import BirthSex, LanguageCode
from voxwell.audio import FileInput
from voxwell.gui.recording.recording_view import RecordingView
from voxwell.sessions.draft import SessionDraft

FIXTURE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "audio"
SOURCE = FIXTURE / "read_passage_en.flac"


def one_run(app: QApplication, seconds: float, folder: Path) -> dict[str, float]:
    sources: list[FileInput] = []

    def make(slot: str) -> FileInput:
        sources.append(FileInput(SOURCE, speed=1.0))
        return sources[-1]

    view = RecordingView(make, takes_folder=folder)
    view.resize(1000, 700)
    view.show()
    view.begin(
        SessionDraft("P-0001", 1980, None, None, BirthSex.UNKNOWN, LanguageCode.EN_US, "apollo")
    )
    poll_times: list[float] = []
    original_poll = view.recorder.poll

    def timed_poll() -> None:
        started = time.perf_counter()
        original_poll()
        app.processEvents()  # include the repaint the poll caused
        poll_times.append(time.perf_counter() - started)

    view.recorder._timer.timeout.disconnect()
    view.recorder._timer.timeout.connect(timed_poll)
    view.start_recording()
    first_frames = view.meter.frames_drawn
    started = time.perf_counter()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    elapsed = time.perf_counter() - started
    frames = view.meter.frames_drawn - first_frames
    overflows = sources[-1].overflows + view.recorder.overflows
    view.stop_recording()
    view.close()
    view.deleteLater()
    app.processEvents()
    return {
        "fps": frames / elapsed,
        "polls_per_s": len(poll_times) / elapsed,
        "poll_ms_median": 1000 * statistics.median(poll_times),
        "poll_ms_p95": 1000 * sorted(poll_times)[int(0.95 * (len(poll_times) - 1))],
        "overflows": float(overflows),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="voxwell-meter-") as folder:
        runs = [one_run(app, args.seconds, Path(folder)) for _ in range(args.runs)]
    print(f"Live meter while recording, {args.runs} runs of {args.seconds:.0f} s (offscreen)")
    for name in ("fps", "polls_per_s", "poll_ms_median", "poll_ms_p95", "overflows"):
        values = [run[name] for run in runs]
        shown = ", ".join(f"{v:.1f}" for v in values)
        print(f"{name:<16} median {statistics.median(values):7.1f}   runs: {shown}")
    print("target: fps >= 25 with 0 overflows")
    return 0


if __name__ == "__main__":
    sys.exit(main())

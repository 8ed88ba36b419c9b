"""Inspection view: time until the spectrogram, pitch and intensity of a take are on screen.

    .venv/bin/python benchmarks/inspection_view.py [--repeat 3] [--lengths 60 180]

For each take length (built by repeating the 46 s read-passage fixture), two figures, each the
median (and min/max) of ``--repeat`` runs:

1. first: ``InspectionView.set_take`` of a take never seen, until its ``ready`` signal (the
   tracks computed in the background thread, then drawn) and the view rendered. Target <= 3 s
   for 180 s.
2. cached: ``set_take`` of the same take again (tracks from the cache), rendered. Target <= 1 s.

Each "first" run uses a fresh copy of the take (a new file, so the cache cannot answer).
Runs with ``QT_QPA_PLATFORM=offscreen`` unless a platform is set.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the sample run builder lives with the GUI tests

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import qasync  # noqa: E402
import soundfile  # noqa: E402
from PySide6.QtCore import QEventLoop, QPoint, QTimer  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

TAKE = ROOT / "tests" / "fixtures" / "audio" / "read_passage_en.flac"


def render(widget: QWidget) -> None:
    """Paint ``widget`` fully into an image (what a screen update costs, without a screen)."""
    QApplication.processEvents()
    image = QImage(widget.size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        widget.render(painter, QPoint())
    finally:
        painter.end()


def make_take(folder: Path, seconds: int) -> Path:
    data, rate = soundfile.read(str(TAKE), dtype="float32")
    repeats = int(np.ceil(seconds * rate / len(data)))
    out = folder / f"take_{seconds}s.flac"
    soundfile.write(str(out), np.tile(data, repeats)[: seconds * rate], rate)
    return out


def shown_in(view: object, take: Path, sections: list[object]) -> float:
    """Seconds from ``set_take`` until the tracks are drawn and the view rendered."""
    from voxwell.gui.results.inspection_view import InspectionView

    assert isinstance(view, InspectionView)
    loop = QEventLoop()
    view.ready.connect(loop.quit)
    started = time.perf_counter()
    view.set_take(take, sections)  # type: ignore[arg-type]
    if not view.is_ready():
        QTimer.singleShot(60_000, loop.quit)
        loop.exec()
    view.ready.disconnect(loop.quit)
    if not view.is_ready():
        raise RuntimeError(f"the tracks of {take.name} did not arrive: {view.status_label.text()}")
    render(view)
    return time.perf_counter() - started


def summary(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):.2f} s "
        f"(min {min(values):.2f}, max {max(values):.2f}, n={len(values)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--lengths", type=int, nargs="+", default=[60, 180])
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    # The view computes in async slots: as in the app, a qasync loop runs on Qt's event loop
    # (each nested QEventLoop below drives it).
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    asyncio.events._set_running_loop(loop)
    from tests.gui.results_samples import sample_sections
    from voxwell.api import MentalWellnessPartResult
    from voxwell.gui.results.inspection_view import InspectionView

    view = InspectionView()
    view.resize(1400, 800)
    view.show()
    folder = Path(tempfile.mkdtemp(prefix="vx-inspect-"))
    try:
        for seconds in args.lengths:
            take = make_take(folder, seconds)
            sections = [
                MentalWellnessPartResult.model_validate(s)
                for s in sample_sections(max(1, seconds // 15), float(seconds))
            ]
            first, cached = [], []
            for run in range(args.repeat):
                fresh = folder / f"fresh_{seconds}_{run}.flac"
                shutil.copyfile(take, fresh)
                first.append(shown_in(view, fresh, sections))
                cached.append(shown_in(view, fresh, sections))
            print(f"{seconds:>4} s take  cold:   {summary(first)}")
            print(f"{seconds:>4} s take  cached: {summary(cached)}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        asyncio.events._set_running_loop(None)
        loop.close()  # ends the loop's worker threads before Qt goes
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

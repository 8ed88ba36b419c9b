"""Results view draw time: 20 sections x 11 series over a 46 s take, offscreen.

    .venv/bin/python benchmarks/results_view.py [--sections 20] [--repeat 15]

Three figures, each the median (and min/max) of ``--repeat`` runs after one warm-up run:

1. chart: ``WellnessChart.set_results`` with all 11 measures selected, then the chart rendered
   into an image (every item really painted), the take's envelope already loaded. Target <= 100 ms.
2. show_session: ``ResultsView.show_session`` of a stored session (parses the run, fills the
   chart; the take's envelope comes from the cache after the first open), then rendered.
3. redraw: toggling the measures (6 -> 11 series) and rendering again: what a click in the
   measure list costs.
4. read take: ``load_envelope`` of the 46 s FLAC take (what the first open adds to 2).

Runs with ``QT_QPA_PLATFORM=offscreen`` unless a platform is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the sample run builder lives with the GUI tests

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint  # noqa: E402
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


def measure(repeat: int, run: Callable[[], None]) -> list[float]:
    run()  # warm-up: first-use costs (fonts, imports) are not the steady state
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def report(name: str, times: list[float]) -> None:
    print(
        f"{name:<14} median {statistics.median(times):7.1f} ms   "
        f"min {min(times):7.1f}   max {max(times):7.1f}   (n={len(times)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sections", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()

    app = QApplication.instance() or QApplication([])
    from tests.gui.results_samples import stored_session, wellness_run
    from voxwell.analysis.waveform import load_envelope
    from voxwell.api import SECTION_MEASURES, MentalWellnessModelRunResponse
    from voxwell.desk.results_style import DEFAULT_MEASURES
    from voxwell.gui.results.results_view import ResultsView
    from voxwell.history import HistoryStore

    run = wellness_run(args.sections, duration=45.0)
    sections = MentalWellnessModelRunResponse.model_validate(run).results.sections
    envelope = load_envelope(TAKE)
    with tempfile.TemporaryDirectory() as folder:
        store = HistoryStore(Path(folder) / "history.sqlite3")
        record = stored_session(store, run, take=TAKE)
        view = ResultsView()
        view.resize(1280, 800)
        view.show()
        chart = view.chart
        chart.set_selected_measures(list(SECTION_MEASURES))

        def chart_only() -> None:
            chart.set_results(sections, envelope)
            render(chart)

        def whole_view() -> None:
            view.show_session(record)
            render(view)

        state = {"all": True}

        def toggle() -> None:
            state["all"] = not state["all"]
            chart.set_selected_measures(
                list(SECTION_MEASURES if state["all"] else DEFAULT_MEASURES)
            )
            render(chart)

        print(
            f"{args.sections} sections x {len(SECTION_MEASURES)} series, "
            f"take {envelope.duration:.1f} s "
            f"({len(envelope.times)} envelope buckets), window 1280x800, "
            f"platform {app.platformName()}"
        )
        report("chart", measure(args.repeat, chart_only))
        chart.set_selected_measures(list(SECTION_MEASURES))
        report("show_session", measure(args.repeat, whole_view))
        report("redraw", measure(args.repeat, toggle))
        report("read take", measure(args.repeat, lambda: load_envelope(TAKE)))
        assert len(chart.selected_measures()) in (len(SECTION_MEASURES), len(DEFAULT_MEASURES))
        view.close()
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

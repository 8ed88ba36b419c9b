"""Charts a person can read: offset banded lines, distinct series, unclipped legend, a measure
plot that keeps its height, transcript labels that never overlap, a two-recording axis that
stops at 1."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.api import BANDED_MEASURES, CONTINUOUS_MEASURES
from voxwell.gui.results.results_view import ResultsView
from voxwell.gui.results.wellness_chart import MIN_MEASURE_PLOT

SIZES = [(1024, 640), (1100, 760), (1600, 1000)]


@pytest.fixture
def take(audio_fixtures: Path) -> Path:
    return audio_fixtures / "read_passage_en.flac"


def _view(qtbot: QtBot, size: tuple[int, int] = (1100, 760)) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def _equal_banded_run() -> dict:
    run = wellness_run(3)
    for section in run["results"]["sections"]:
        for name in BANDED_MEASURES:
            if name != "mentalStrain":
                section[name] = {"value": 0.33}
    return run


def test_equal_banded_values_are_drawn_at_distinct_visible_offsets(qtbot, store, take) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, _equal_banded_run(), take=take))
    chart = view.chart
    stepped = [n for n in BANDED_MEASURES if n != "mentalStrain"]
    heights = {name: chart.plotted_series(name)[1][0] for name in stepped}
    assert len(set(heights.values())) == len(stepped), heights
    assert all(abs(h - 0.33) <= 0.05 for h in heights.values()), "each stays by its band"
    # Distinct on screen too: at least 3 pixels apart.
    box = chart.measure_plot.getViewBox()
    ys = sorted(box.mapViewToDevice(pg_point(0.0, h)).y() for h in heights.values())
    assert min(b - a for a, b in itertools.pairwise(ys)) >= 3.0
    # The values themselves (hover, tables) are unchanged.
    assert all(v == 0.33 for v in chart.series("stress"))


def pg_point(x: float, y: float):
    from PySide6.QtCore import QPointF

    return QPointF(x, y)


def test_series_colours_are_distinct_and_continuous_ones_dashed(qtbot, store, take) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, wellness_run(3), take=take))
    chart = view.chart

    def pen(name: str):
        return chart._curves[name].opts["pen"]

    def distance(a: QColor, b: QColor) -> float:
        return sum((x - y) ** 2 for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True)) ** 0.5

    for group in (BANDED_MEASURES, CONTINUOUS_MEASURES):
        colours = [pen(n).color() for n in group]
        assert min(distance(a, b) for a, b in itertools.combinations(colours, 2)) >= 60
    assert all(pen(n).style().name == "DashLine" for n in CONTINUOUS_MEASURES)
    assert all(pen(n).style().name == "SolidLine" for n in BANDED_MEASURES)


@pytest.mark.parametrize("size", SIZES)
def test_legend_is_not_clipped_and_plots_keep_their_height(qtbot, store, take, size) -> None:
    view = _view(qtbot, size)
    view.show_session(stored_session(store, wellness_run(5), take=take))
    chart = view.chart
    qtbot.waitUntil(lambda: chart.measure_plot.getViewBox().height() > 1)
    listing = chart.measure_list
    metrics = listing.fontMetrics()
    for row in range(listing.count()):
        item = listing.item(row)
        text_right = (
            listing.visualItemRect(item).left() + 24 + metrics.horizontalAdvance(item.text())
        )
        assert text_right <= listing.viewport().width(), item.text()
    assert chart.measure_plot.height() >= MIN_MEASURE_PLOT


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [3, 12])
def test_transcript_labels_never_overlap(qtbot, store, take, size, count) -> None:
    view = _view(qtbot, size)
    # Opened as from History: the session arrives before the chart has its final size.
    view.show_session(stored_session(store, wellness_run(count), take=take))
    chart = view.chart
    qtbot.waitUntil(lambda: chart.lane_plot.getViewBox().width() > 1)
    rects = chart.lane_rects()
    assert rects, "some transcript is shown"
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    lane = chart.lane_plot.sceneBoundingRect()
    for rect in rects:
        assert rect.left() >= lane.left() - 1
        assert rect.right() <= lane.right() + 1
    for text, section in zip(chart.lane_texts(), chart.sections(), strict=True):
        assert section.transcript.startswith(text.rstrip("…"))
    # Zoomed in, the labels are re-fitted and still never overlap.
    chart.measure_plot.setXRange(5.0, 20.0, padding=0)
    rects = chart.lane_rects()
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b)


def test_two_recording_axis_runs_0_to_1_with_labels_inside_and_tooltips(qtbot, store) -> None:
    run = apollo_run()
    run["results"]["symptoms"]["anxiety"]["dread"] = {"value": 0.99, "severity": "SEVERE"}
    view = _view(qtbot)
    view.show_session(stored_session(store, run, take=None, kind="apollo"))
    apollo = view.apollo_view
    assert apollo.x_range() == pytest.approx((0.0, 1.0))
    for left, right in apollo.value_label_spans():
        assert left >= 0.0
        assert right <= 1.0
    assert (
        apollo.tooltip_at(14.1) == "Afraid something awful might happen (GAD-7 item): 0.99, severe"
    )
    assert apollo.tooltip_at(0.0).startswith("Little interest or pleasure (PHQ-9 item): ")
    assert apollo.tooltip_at(0.5) == ""

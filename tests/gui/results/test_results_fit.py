"""The results page fits the window it is given, from 900×600 up: no scroll area for the chart,
every plot and every row title whole inside it, lines at the same value told apart by markers,
and a features table with a row per section that scrolls inside itself. On a narrow or short page
the features and the transcript list fold into tabs of their own rather than shrink."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from tests.gui.results.test_inspection_view import _run_with_extension
from tests.gui.results_samples import stored_session
from voxwell.api import BANDED_MEASURES
from voxwell.gui.results.results_view import (
    FOLD_FEATURES_BELOW,
    FOLD_TRANSCRIPT_BELOW,
    ResultsView,
)

SIZES = [(900, 600), (1024, 640), (1600, 1000)]


def _shown(qtbot: QtBot, store, take: Path, size: tuple[int, int], run: dict) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.show_session(stored_session(store, run, take=take))
    qtbot.waitUntil(lambda: view.chart.lane_plot.getViewBox().width() > 1)
    return view


@pytest.mark.parametrize("size", SIZES)
def test_chart_titles_and_plots_are_whole_inside_the_window(qtbot, store, audio_fixtures, size):
    view = _shown(
        qtbot, store, audio_fixtures / "read_passage_en.flac", size, _run_with_extension(12)
    )
    chart = view.chart
    assert not chart.findChildren(QScrollArea), "the chart fits; it does not scroll"
    graphics = chart.graphics
    inside = graphics.rect()
    # The graphics widget itself lies whole inside the results page.
    corner = graphics.mapTo(view, graphics.rect().topLeft())
    assert view.rect().contains(QRect(corner, graphics.size()))
    for name, rect in chart.title_rects().items():
        assert inside.contains(rect.toRect()), name
        label = chart.titles[name]
        needed = label.item.boundingRect().width()
        assert rect.width() >= needed - 1, f"{name} is cut"
    for plot in (chart.wave_plot, chart.measure_plot, chart.lane_plot):
        rect = graphics.mapFromScene(plot.sceneBoundingRect()).boundingRect()
        assert inside.contains(rect), rect
        assert rect.height() >= 36
    time_axis = chart.lane_plot.getAxis("bottom")
    axis = graphics.mapFromScene(time_axis.sceneBoundingRect()).boundingRect()
    assert inside.contains(axis), "the time axis and its title are in view"
    for a, b in itertools.combinations(chart.title_rects().values(), 2):
        assert not a.intersects(b)


@pytest.mark.parametrize("size", SIZES)
def test_equal_values_keep_their_markers_apart(qtbot, store, audio_fixtures, size) -> None:
    run = _run_with_extension(3)
    for section in run["results"]["sections"]:
        for name in BANDED_MEASURES:
            section[name] = {"value": 0.0}
    view = _shown(qtbot, store, audio_fixtures / "read_passage_en.flac", size, run)
    chart = view.chart
    chart.set_selected_measures(list(BANDED_MEASURES))
    box = chart.measure_plot.getViewBox()
    points = {name: chart.marker_points(name) for name in BANDED_MEASURES}
    assert all(len(p) == 3 for p in points.values())
    for index in range(3):
        pixels = [box.mapViewToDevice(QPointF(*p[index])) for p in points.values()]
        for a, b in itertools.combinations(pixels, 2):
            assert math.dist((a.x(), a.y()), (b.x(), b.y())) >= 9.0, "markers do not cover"
    (left, right), (bottom, top) = box.viewRange()
    for x, y in itertools.chain(*points.values()):
        assert left <= x <= right, "inside the plot"
        assert bottom <= y <= top, "inside the plot"


@pytest.mark.parametrize("size", SIZES)
def test_features_table_has_a_row_per_section_and_scrolls_inside_itself(
    qtbot, store, audio_fixtures, size
) -> None:
    run = _run_with_extension(12)
    view = _shown(qtbot, store, audio_fixtures / "read_passage_en.flac", size, run)
    if view.features_fold.folded:  # its own tab: shown as a person would, by choosing it
        view.wellness_tabs.setCurrentWidget(view.feature_table)
        qtbot.waitUntil(view.feature_table.isVisible, timeout=3000)
    table = view.feature_table.table
    assert table.rowCount() == len(run["results"]["sections"])
    corner = table.mapTo(view, table.rect().topLeft())
    assert view.rect().contains(QRect(corner, table.size())), "the table is whole in the page"
    rows_height = sum(table.rowHeight(r) for r in range(table.rowCount()))
    if rows_height > table.viewport().height():
        assert table.verticalScrollBar().maximum() > 0, "the rows it cannot show, it scrolls to"
    table.scrollToItem(table.item(table.rowCount() - 1, 0))
    last = table.visualItemRect(table.item(table.rowCount() - 1, 0))
    assert table.viewport().rect().intersects(last), "the last section can be reached"


def test_the_page_is_shared_by_the_window_s_width_until_the_handle_is_dragged(
    qtbot, store, audio_fixtures
) -> None:
    """The features table was a 260 px column at 1600x1000, and at 900x600 it left the chart
    220 px of plot: it takes a share of a wide page now and folds into a tab on a narrow one."""
    take = audio_fixtures / "read_passage_en.flac"
    view = _shown(qtbot, store, take, (1600, 1000), _run_with_extension(6))
    table = view.feature_table
    qtbot.waitUntil(lambda: table.width() >= 0.25 * 1600, timeout=5000)
    view.resize(900, 600)
    qtbot.waitUntil(lambda: view.features_fold.folded, timeout=5000)
    assert view.wellness_page.count() == 1, "the chart alone beside no sliver"
    box = view.chart.lane_plot.getViewBox()
    qtbot.waitUntil(lambda: box.width() >= 0.5 * 900, timeout=5000)
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: not view.features_fold.folded, timeout=5000)
    assert view.wellness_tabs.indexOf(table) == -1, "back beside the chart, no tab left"
    # Dragged by hand, the split stays where the person put it.
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.width() >= 0.25 * 1600, timeout=5000)
    view.wellness_page.moveSplitter(1000, 1)
    view.wellness_page.splitterMoved.emit(1000, 1)  # what a drag of the handle reports
    kept = table.width()
    view.resize(1500, 1000)
    qtbot.waitUntil(lambda: view.wellness_page.width() < 1500, timeout=5000)
    # The window lost 100 px: the split may give some of it, never back to the automatic 27 %.
    assert kept - 100 <= table.width() <= kept
    assert table.width() > 0.27 * view.wellness_page.width() + 100


@pytest.mark.parametrize("size", SIZES)
def test_panels_fold_into_tabs_of_their_own_and_come_back(
    qtbot, store, audio_fixtures, size
) -> None:
    """A narrow page folds the features, a short one the transcript list: each is then a tab,
    whole and as wide as the page, and the chart keeps its height; given room, they return."""
    view = _shown(
        qtbot, store, audio_fixtures / "read_passage_en.flac", size, _run_with_extension(12)
    )
    page = view.wellness_page
    tabs = view.wellness_tabs
    transcript = view.chart.transcript_list
    assert view.features_fold.folded == (page.width() < FOLD_FEATURES_BELOW)
    assert view.transcript_fold.folded == (page.height() < FOLD_TRANSCRIPT_BELOW)
    assert size != (900, 600) or (view.features_fold.folded and view.transcript_fold.folded)
    assert size != (1600, 1000) or not (view.features_fold.folded or view.transcript_fold.folded)
    for panel in (view.feature_table, transcript):
        if tabs.indexOf(panel) < 0:
            continue
        tabs.setCurrentWidget(panel)
        qtbot.waitUntil(panel.isVisible, timeout=3000)
        corner = panel.mapTo(view, panel.rect().topLeft())
        assert view.rect().contains(QRect(corner, panel.size())), "whole in the page"
        assert panel.width() >= tabs.width() - 12, "as wide as the page"
        assert panel.height() >= 0.7 * tabs.height(), "the page's height, not a strip"
        tabs.setCurrentWidget(view.chart)
    if view.transcript_fold.folded:
        # The folded list still plays a section and follows the chart.
        view.chart.select_section(4)
        assert transcript.currentRow() == 4
    # Given room again, each goes back home and the tabs are the page's own three.
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: not view.transcript_fold.folded, timeout=5000)
    qtbot.waitUntil(lambda: not view.features_fold.folded, timeout=5000)
    assert [tabs.widget(i) for i in range(tabs.count())] == [
        view.chart,
        view.section_table,
        view.inspection,
    ]
    assert transcript.parent() is view.chart.splitter
    assert transcript.isVisible()
    assert transcript.height() >= 3 * 16

"""The results as text (issue 40, items 4 and 6): each chart's table alternative holds what the
chart draws, the chart's sections are stepped through with the arrow keys (the table's row and
the chart's accessible description follow), and the features table uses the width it has."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication
from pytestqt.qtbot import QtBot

from tests.gui.results.test_inspection_view import _run_with_extension
from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from tests.gui.translation_walk import pseudo_language, shown_texts, untranslated
from voxwell.api import BANDED_MEASURES, SECTION_FEATURES, SECTION_MEASURES, STEPPED_MEASURES
from voxwell.desk.results_style import measure_label, severity_label
from voxwell.exports.report import band_severity
from voxwell.gui.results import wellness_chart
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore


@pytest.fixture
def take(audio_fixtures: Path) -> Path:
    return audio_fixtures / "read_passage_en.flac"


def _view(qtbot: QtBot, size: tuple[int, int] = (1100, 700), **kwargs) -> ResultsView:
    view = ResultsView(**kwargs)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return view


def _decimal(value: float) -> str:
    return QLocale().toString(value, "f", 2)


def test_the_table_holds_each_section_s_measures_values_and_bands(
    qtbot: QtBot, store: HistoryStore, take: Path
) -> None:
    run = wellness_run(4)
    view = _view(qtbot)
    view.show_session(stored_session(store, run, take=take))
    chart, table = view.chart, view.section_table
    spans = chart.section_spans()
    measures = chart.available_measures()
    assert measures == list(SECTION_MEASURES)  # the sample carries the continuous ones too
    # One row per (section, measure), sections in order, with the chart's values.
    rows = table.rows()
    assert [(row.section, row.measure) for row in rows] == [
        (index, name) for index in range(len(spans)) for name in measures
    ]
    for row in rows:
        assert row.value == chart.series(row.measure)[row.section]
        stepped = row.measure in STEPPED_MEASURES
        assert row.band == (severity_label(band_severity(row.value)) if stepped else "")
    # What the table shows (and a screen reader reads), row by row.
    texts = table.texts()
    assert len(texts) == len(rows)
    for row, (section, measure, value, band) in zip(rows, texts, strict=True):
        start, finish = spans[row.section]
        assert section == f"{row.section + 1}  {_clock(start)}–{_clock(finish)}"
        assert measure == measure_label(row.measure)
        assert value == _decimal(row.value)
        assert band == (row.band or "no band (continuous)")
    first_stress = texts[SECTION_MEASURES.index("stress")]
    assert first_stress[1:] == ("Stress", "0.33", "Mild")
    assert table.headers() == ["Section", "Measure", "Value", "Band"]
    # Named, read-only, one row at a time, and Tab leaves it.
    assert table.accessibleName() == "Measures by section as a table"
    assert table.accessibleDescription()
    assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert table.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
    assert not table.tabKeyNavigation()
    assert table.focusPolicy() == Qt.FocusPolicy.StrongFocus
    # Its own tab beside the chart's.
    tabs = view.wellness_tabs
    assert tabs.indexOf(table) == tabs.indexOf(chart) + 1
    assert tabs.tabText(tabs.indexOf(table)) == "Scores as a table"
    # Another session replaces the rows.
    view.show_session(stored_session(store, wellness_run(2, continuous=False), take=take))
    assert len(table.rows()) == 2 * len(BANDED_MEASURES)


def _clock(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def test_arrow_keys_step_through_the_sections_and_the_table_follows(
    qtbot: QtBot, store: HistoryStore, take: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    monkeypatch.setattr(wellness_chart, "announce", lambda _source, text: said.append(text))
    played: list[tuple[float, float]] = []
    view = _view(qtbot, player=lambda _path, start, end: played.append((start, end)))
    run = wellness_run(4)
    view.show_session(stored_session(store, run, take=take))
    chart, table = view.chart, view.section_table
    sections = run["results"]["sections"]
    assert chart.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert chart.accessibleName() == "Measures by section chart"
    assert "arrow keys" in chart.accessibleDescription()
    assert chart.selected_section() is None

    def press(key: Qt.Key) -> int | None:
        qtbot.keyClick(chart, key)
        return chart.selected_section()

    assert press(Qt.Key.Key_Right) == 0
    assert press(Qt.Key.Key_Right) == 1
    second = sections[1]
    assert chart.highlighted_span() == pytest.approx((second["startSecs"], second["finishSecs"]))
    assert table.current_section() == 1
    assert table.rows()[table.currentRow()].section == 1
    description = chart.accessibleDescription()
    assert description.startswith(f"Section 2 of 4, {_clock(second['startSecs'])}–")
    for name in BANDED_MEASURES:  # the drawn measures, each with its value (and band)
        value = second[name]["value"]
        shown = f"{measure_label(name)} {_decimal(value)}"
        if name in STEPPED_MEASURES:
            shown += f" {severity_label(band_severity(value)).lower()}"
        assert shown in description
    assert "Distress 0.33 mild; Stress 0.66 moderate" in description
    assert said[-1] == description, "announced politely too"
    assert chart.hover_label.text().startswith("Section 2 ("), "written under the chart too"
    assert press(Qt.Key.Key_Left) == 0
    assert press(Qt.Key.Key_Left) == 0, "stays on the first"
    assert press(Qt.Key.Key_End) == 3
    assert table.current_section() == 3
    assert chart.accessibleDescription().startswith("Section 4 of 4")
    assert press(Qt.Key.Key_Right) == 3, "stays on the last"
    assert press(Qt.Key.Key_Home) == 0
    assert table.current_section() == 0
    assert len(said) == 7
    # Enter plays the section chosen.
    qtbot.keyClick(chart, Qt.Key.Key_Return)
    assert played == [(sections[0]["startSecs"], sections[0]["finishSecs"])]
    # Moving in the table moves the chart; Enter on a row plays its section.
    row = next(r for r, data in enumerate(table.rows()) if data.section == 2)
    table.setCurrentCell(row + 1, 0)  # the second measure of section 3
    assert chart.selected_section() == 2
    assert chart.accessibleDescription().startswith("Section 3 of 4")
    assert table.currentRow() == row + 1, "the table keeps the row it was moved to"
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert played[-1] == (sections[2]["startSecs"], sections[2]["finishSecs"])
    # A click on the transcript list (the mouse's way) moves the table too.
    chart.select_section(1, activate=False)
    assert table.current_section() == 1
    # A new session starts with no section and the keys' hint.
    view.show_session(stored_session(store, wellness_run(3), take=take))
    assert chart.selected_section() is None
    assert "arrow keys" in chart.accessibleDescription()
    assert table.currentRow() == -1


def test_the_chart_is_one_stop_in_the_tab_chain(
    qtbot: QtBot, store: HistoryStore, take: Path
) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, wellness_run(3), take=take))
    chart = view.chart
    assert chart.graphics.focusPolicy() == Qt.FocusPolicy.NoFocus, "the chart, not its plots"
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=3000)
    view.wellness_tabs.tabBar().setFocus()
    qtbot.waitUntil(view.wellness_tabs.tabBar().hasFocus, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is chart
    qtbot.keyClick(chart, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is chart.measure_list
    # The table's tab by the tab bar's arrow key, and Tab into the table.
    view.wellness_tabs.tabBar().setFocus()
    qtbot.keyClick(view.wellness_tabs.tabBar(), Qt.Key.Key_Right)
    assert view.wellness_tabs.currentWidget() is view.section_table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.section_table


def test_the_two_recording_table_holds_the_totals_and_every_symptom(
    qtbot: QtBot, store: HistoryStore
) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, apollo_run(), take=None, kind="apollo"))
    apollo = view.apollo_view
    table = apollo.score_table
    assert apollo.tabs.indexOf(table) == 1
    assert apollo.tabs.tabText(1) == "Scores as a table"
    assert table.headers() == ["Measure", "Score", "Band"]
    assert table.accessibleName()
    assert not table.tabKeyNavigation()
    texts = table.texts()
    _, depression, depression_band = apollo.disorder_texts("depression")
    _, anxiety, anxiety_band = apollo.disorder_texts("anxiety")
    assert texts[:2] == [
        ("Depression probability", depression, depression_band),
        ("Anxiety probability", anxiety, anxiety_band),
    ]
    assert texts[0] == ("Depression probability", "62%", "Moderate")
    scores = apollo.symptom_scores()
    assert len(texts) == 2 + len(scores) == 17
    for (name, label, value, severity), row, shown in zip(
        scores, range(2, len(texts)), texts[2:], strict=True
    ):
        assert table.key(row) == name
        assert shown == (label, _decimal(value), severity_label(severity))
    # The rows hold the values the bars are drawn with.
    drawn = [float(text.replace(",", ".")) for _, text, _ in texts[2:]]
    assert drawn == pytest.approx(apollo.bar_values(), abs=0.005)


@pytest.mark.parametrize("kind", ["mental-wellness", "apollo"])
def test_the_tables_take_their_words_from_the_catalogues(
    qtbot: QtBot, store: HistoryStore, take: Path, tmp_path: Path, kind: str
) -> None:
    with pseudo_language(tmp_path):
        view = _view(qtbot)
        if kind == "apollo":
            view.show_session(stored_session(store, wellness_run(3), take=take))
        run = wellness_run(3) if kind == "mental-wellness" else apollo_run()
        view.show_session(stored_session(store, run, take=take, kind=kind))
        tabs = view.wellness_tabs if kind == "mental-wellness" else view.apollo_view.tabs
        tabs.setCurrentIndex(1)
        texts = shown_texts(view)
        table = view.section_table if kind == "mental-wellness" else view.apollo_view.score_table
        cells = table.texts()
        view.chart.select_section(0)  # (a mental wellness run's chart: the last one shown)
        description = view.chart.accessibleDescription()
    assert untranslated(texts, {"P-001"}) == []
    assert any("table" in text for _, text in texts)
    words = {text for row in cells for text in row if any(c.isalpha() for c in text)}
    assert words
    assert all("⟦" in text for text in words), words
    if kind == "mental-wellness":
        assert description.startswith("⟦Section")


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_the_features_table_fills_its_area(
    qtbot: QtBot, store: HistoryStore, take: Path, size: tuple[int, int]
) -> None:
    view = _view(qtbot, size)
    view.show_session(stored_session(store, _run_with_extension(6), take=take))
    panel, table = view.feature_table, view.feature_table.table
    qtbot.waitUntil(lambda: panel.width() >= 0.25 * size[0], timeout=5000)
    # The table spans its panel, and its columns reach the viewport's right edge (or scroll).
    assert table.width() == panel.width()
    header = table.horizontalHeader()
    columns = sum(header.sectionSize(c) for c in range(header.count()))
    assert columns >= table.viewport().width()
    # Each column at least as wide as its heading and its values.
    for column in range(header.count() - 1):
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)
    bottom = table.mapTo(panel, table.rect().bottomLeft()).y()
    assert bottom >= panel.height() - 2, "down to the panel's foot"


def test_the_features_table_is_wider_in_a_wider_window(
    qtbot: QtBot, store: HistoryStore, take: Path
) -> None:
    widths = []
    for size in [(1024, 640), (1600, 1000)]:
        view = _view(qtbot, size)
        view.show_session(stored_session(store, _run_with_extension(6), take=take))
        qtbot.waitUntil(lambda v=view, s=size: v.feature_table.width() >= 0.25 * s[0])
        widths.append(view.feature_table.table.width())
        view.close()
    assert widths[1] > widths[0] * 1.4
    assert widths[1] > 400, "not a 260 px column"


def test_few_features_stretch_to_the_table_s_edge(
    qtbot: QtBot, store: HistoryStore, take: Path
) -> None:
    run = _run_with_extension(3)
    kept = list(SECTION_FEATURES)[:2]
    for section in run["results"]["sections"]:
        section["features"] = {n: v for n, v in section["features"].items() if n in kept}
    view = _view(qtbot, (1600, 1000))
    view.show_session(stored_session(store, run, take=take))
    table = view.feature_table.table
    qtbot.waitUntil(lambda: view.feature_table.width() >= 400, timeout=5000)
    header = table.horizontalHeader()
    assert header.count() == 2
    columns = sum(header.sectionSize(c) for c in range(2))
    assert math.isclose(columns, table.viewport().width(), abs_tol=1)

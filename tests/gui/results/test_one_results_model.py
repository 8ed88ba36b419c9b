"""One results model: the screen, the PDF, the CSV, the TextGrid and the JSON of a session are made
from the one ``SessionReport`` the results view holds, so they cannot disagree. It is built once,
and the chart, the PDF's text (pdftotext) and the CSV show the same numbers."""

from __future__ import annotations

import csv
import json
import math
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import stored_session, wellness_run
from voxwell.exports.report import build_report
from voxwell.exports.session_files import export_textgrid
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore


def test_the_chart_the_pdf_and_the_csv_show_one_model_s_numbers(
    qtbot: QtBot, store: HistoryStore, settle: Any, tmp_path: Path
) -> None:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext (poppler-utils) is not installed")
    record = stored_session(store, wellness_run(4), take=None)
    report = build_report(record)
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(record, report)
    assert view.report is report, "drawn from the model it was given, not a second one"
    assert report.measures
    by_measure = {m: [s.values[i] for s in report.sections] for i, m in enumerate(report.measures)}

    # The chart: one value per section of each measure.
    for name, values in by_measure.items():
        assert view.chart.series(name) == [math.nan if v is None else v for v in values]

    # The PDF: every value with the two decimals it prints.
    pdf = settle(view.export_actions.export_to("pdf", tmp_path / "report.pdf"))
    text = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    for values in by_measure.values():
        for value in values:
            if value is not None:
                assert f"{value:.2f}" in text

    # The CSV: one row per section, the same values to full precision.
    table = settle(view.export_actions.export_to("csv", tmp_path / "results.csv"))
    with open(table, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(report.sections)
    for name, values in by_measure.items():
        assert [float(row[name]) if row[name] else None for row in rows] == values

    # The TextGrid: made from the same model, the same grid as from the stored run.
    grid = settle(view.export_actions.export_to("textgrid", tmp_path / "r.TextGrid"))
    assert grid.read_text() == export_textgrid(record, tmp_path / "stored.TextGrid").read_text()
    for section in report.sections:
        assert f'text = "{section.transcript}"' in grid.read_text()

    # The JSON: the run the model holds, as the service sent it.
    document = json.loads(
        settle(view.export_actions.export_to("json", tmp_path / "r.json")).read_text()
    )
    assert document == report.run.model_dump(mode="json", exclude_none=True)

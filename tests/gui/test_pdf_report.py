"""The PDF report: one page, with the values, the model version and the reference-model note.

Poppler's ``pdfinfo``/``pdftotext`` read the file back when installed (as in CI); without them the
page count is read from the PDF's page tree and the text checks are skipped.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.exports.report import build_report
from voxwell.gui.pdf_report import report_lines, write_pdf_report
from voxwell.gui.results_style import REFERENCE_MODEL_NOTE
from voxwell.gui.results_view import ResultsView
from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def _pages(pdf: Path) -> int:
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-")
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
        return int(re.search(r"^Pages:\s+(\d+)", info.stdout, re.M).group(1))
    counts = re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", data, re.S)
    return int(counts[0])


def _text(pdf: Path) -> str:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext (poppler-utils) is not installed")
    out = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True)
    return " ".join(out.stdout.split())


def test_twenty_sections_fit_one_page_with_values_and_version(
    qtbot: QtBot, store, tmp_path, audio_fixtures
) -> None:
    run = wellness_run(20, warnings=["Clipping at 0:12"])
    record = stored_session(store, run, take=audio_fixtures / "read_passage_en.flac")
    pdf = write_pdf_report(tmp_path / "report.pdf", build_report(record))
    assert _pages(pdf) == 1
    text = _text(pdf)
    assert "Model version: voxwell-acoustic-1.0" in text
    assert " ".join(REFERENCE_MODEL_NOTE.split()) in text
    assert "Warnings: Clipping at 0:12" in text
    last = run["results"]["sections"][-1]
    row = (
        f"20 {last['startSecs']:.1f} {last['finishSecs']:.1f} "
        f"{last['distress']['value']:.2f} {last['stress']['value']:.2f}"
    )
    assert row in text


def test_report_of_the_view_on_screen_matches_what_it_shows(qtbot: QtBot, store, tmp_path) -> None:
    run = wellness_run(3, model="hosted-mw-2.3", continuous=False)
    record = stored_session(
        store, run, take=None, service="Default region", base_url="https://api.example.invalid"
    )
    view = ResultsView()
    qtbot.addWidget(view)
    view.show()
    view.show_session(record)
    report = build_report(record)
    header, columns, rows = report_lines(report)
    assert columns[:3] == ["#", "Start s", "End s"]
    assert len(columns) == 3 + 6 == 3 + len(view.chart.available_measures())
    assert [r[0] for r in rows] == ["1", "2", "3"]
    assert [r[3] for r in rows] == [f"{value:.2f}" for value in view.series("distress")]
    assert REFERENCE_MODEL_NOTE not in header
    assert view.model_version_text() in header
    pdf = write_pdf_report(tmp_path / "hosted.pdf", report, view.report_chart())
    assert _pages(pdf) == 1
    assert view.isVisible()  # drawing the report left the window as it was
    text = _text(pdf)
    assert "hosted-mw-2.3" in text
    assert "reference model" not in text


def test_two_recording_report_lists_disorders_and_symptoms(qtbot: QtBot, store, tmp_path) -> None:
    record = stored_session(store, apollo_run(), take=None, kind="apollo")
    pdf = write_pdf_report(tmp_path / "apollo.pdf", build_report(record))
    assert _pages(pdf) == 1
    text = _text(pdf)
    assert "Depression probability 0.62 Moderate" in text
    assert "Afraid something awful might happen 0.89 Moderate" in text


def test_unwritable_target_is_a_plain_error(qtbot: QtBot, store, tmp_path) -> None:
    record = stored_session(store, wellness_run(1), take=None)
    with pytest.raises(OSError, match="Cannot write the PDF report"):
        write_pdf_report(tmp_path / "no-such-folder" / "r.pdf", build_report(record))

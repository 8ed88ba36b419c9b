"""Two-recording results a reviewer can check: each take's transcript and the read-aloud check,
on screen and in the PDF report (the local engine sends them; the hosted service does not)."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session
from voxwell.exports.report import build_report
from voxwell.gui.results.pdf_report import write_pdf_report
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore

MOOD = "I have been sleeping badly and work has been a lot lately."
READ = "The North Wind and the Sun were arguing one day about which of them was the stronger."


def _check(is_passage: bool) -> dict[str, Any]:
    return {
        "passage": "en",
        "passageWords": 17,
        "wordsCorrect": 16 if is_passage else 3,
        "wordsSubstituted": 1 if is_passage else 9,
        "wordsSkipped": 0 if is_passage else 5,
        "wordsAdded": 0 if is_passage else 2,
        "wordsPerMinute": 151.0,
        "isPassage": is_passage,
    }


def _run_with_takes(is_passage: bool) -> dict[str, Any]:
    run = apollo_run("voxwell-acoustic-1.2 (whisper-tiny.en)")
    word = {"text": "I", "start": 0.1, "end": 0.2, "confidence": 0.9}
    run["results"]["takes"] = {
        "moodQuestion": {"transcript": MOOD, "words": [word]},
        "readAloud": {"transcript": READ, "words": [word], "readingCheck": _check(is_passage)},
    }
    return run


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def _shown(qtbot: QtBot, store: HistoryStore, run: dict[str, Any]) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    view.show_session(stored_session(store, run, take=None, kind="apollo"))
    return view


def test_both_transcripts_and_the_passage_check_are_shown(qtbot: QtBot, store) -> None:
    apollo = _shown(qtbot, store, _run_with_takes(True)).apollo_view
    assert "Mood question:" in apollo.takes_text()
    assert MOOD in apollo.takes_text()
    assert "Read aloud:" in apollo.takes_text()
    assert READ in apollo.takes_text()
    reading = apollo.reading_check_text()
    assert "Passage read: 16 of 17 words read correctly" in reading
    assert "151 words per minute" in reading


def test_talking_instead_of_reading_is_said_plainly(qtbot: QtBot, store) -> None:
    reading = _shown(qtbot, store, _run_with_takes(False)).apollo_view.reading_check_text()
    assert "Not the passage" in reading
    assert "talked instead of reading" in reading


def test_hosted_results_without_takes_show_no_empty_boxes(qtbot: QtBot, store) -> None:
    apollo = _shown(qtbot, store, apollo_run()).apollo_view
    assert apollo.takes_text() == ""
    assert apollo.reading_check_text() == ""


def test_the_pdf_holds_both_transcripts_and_the_check(qtbot: QtBot, store, tmp_path) -> None:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext (poppler-utils) is not installed")
    record = stored_session(store, _run_with_takes(False), take=None, kind="apollo")
    pdf = write_pdf_report(tmp_path / "apollo.pdf", build_report(record))
    out = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True)
    text = " ".join(unicodedata.normalize("NFKC", out.stdout).split())
    assert f"Mood question: {MOOD}" in text
    assert f"Read aloud: {READ}" in text
    assert "Read-aloud check: Not the passage" in text
    # The chart is the scores alone, not the screen's tabs around them.
    assert "Inspect:" not in text
    assert "Takes (transcripts" not in text

"""The PDF report: values with severity, demographics, the whole transcript, questionnaire
totals and the disclaimer, with nothing clipped (read back with poppler's ``pdftotext``).

Poppler's ``pdfinfo``/``pdftotext`` read the file back when installed (as in CI); without them the
page count is read from the PDF's page tree and the text checks are skipped.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.desk.test_live_monitor import draft
from tests.gui.results_samples import apollo_run, stored_questionnaire, stored_session, wellness_run
from voxwell.api import LiveAlert, LiveCaption, LiveNotes
from voxwell.audio.takes import write_live_notes
from voxwell.desk.results_style import (
    REFERENCE_MODEL_NOTE,
    TEAM_REFERENCE_MODEL_NOTE,
    severity_label,
)
from voxwell.exports.report import alert_lines, band_severity, build_report
from voxwell.exports.tabular import DISCLAIMER
from voxwell.gui.results.pdf_report import report_lines, write_pdf_report
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore
from voxwell.sessions.draft import create_session_record
from voxwell.wording import LIVE_MONITORING_NOTE


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


def _text(pdf: Path, *pages: str) -> str:
    """The PDF's text (``pages``: pdftotext's page options, e.g. ``"-l", "1"`` for page 1)."""
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext (poppler-utils) is not installed")
    command = ["pdftotext", "-layout", *pages, str(pdf), "-"]
    out = subprocess.run(command, capture_output=True, text=True)
    # NFKC: Qt writes ligatures ("ﬃ") that pdftotext returns as one character.
    return " ".join(unicodedata.normalize("NFKC", out.stdout).split())


def test_twenty_sections_with_values_version_and_the_whole_transcript(
    qtbot: QtBot, store, tmp_path, audio_fixtures
) -> None:
    run = wellness_run(20, warnings=["Clipping at 0:12"])
    record = stored_session(store, run, take=audio_fixtures / "read_passage_en.flac")
    pdf = write_pdf_report(tmp_path / "report.pdf", build_report(record))
    assert _pages(pdf) <= 2, "the transcript may flow onto a second page, nothing more"
    text = _text(pdf)
    assert "Date of birth: 1984-03-01" in text
    assert "Sex: Female" in text
    assert "Language: English Session:" in text
    assert "Session: 01 Mar 2026" in text
    for index, section in enumerate(run["results"]["sections"]):
        assert f"{index + 1}. " in text
        assert " ".join(section["transcript"].split()) in text, "the whole transcript"
    assert " ".join(DISCLAIMER.split()) in text
    assert "Model version: voxwell-acoustic-1.0" in text
    assert " ".join(REFERENCE_MODEL_NOTE.split()) in text
    # The service's warning stands first, above who and when, on page 1.
    first = _text(pdf, "-l", "1")
    assert first.index("Warning from the service: Clipping at 0:12") < first.index("User label")
    last = run["results"]["sections"][-1]
    distress, stress = last["distress"]["value"], last["stress"]["value"]
    row = (
        f"20 {last['startSecs']:.1f} {last['finishSecs']:.1f} "
        f"{distress:.2f} {severity_label(band_severity(distress))} "
        f"{stress:.2f} {severity_label(band_severity(stress))}"
    )
    assert row in text
    _no_clipped_words(text)


_SEVERITY_WORDS = {"None", "Mild", "Moderate", "Severe"}


def _no_clipped_words(text: str) -> None:
    """A cut cell leaves a stub after its value ("0.99 Sever"): each severity word is whole."""
    after_values = re.findall(r"\b\d\.\d\d ([A-Z][a-z]*)", text)
    assert after_values, "values with severities are printed"
    for word in after_values:
        if any(full.startswith(word) for full in _SEVERITY_WORDS):
            assert word in _SEVERITY_WORDS, f"clipped word {word!r}"


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
    assert [r[3] for r in rows] == [
        f"{value:.2f} {severity_label(band_severity(value))}" for value in view.series("distress")
    ]
    assert REFERENCE_MODEL_NOTE not in header
    assert any(view.model_version_text() in line for line in header)
    view.chart.select_section(1)  # a selection on screen is not printed
    pdf = write_pdf_report(tmp_path / "hosted.pdf", report)
    assert _pages(pdf) == 1
    assert view.isVisible()  # drawing the report left the window as it was
    text = _text(pdf)
    assert "hosted-mw-2.3" in text
    assert " ".join(REFERENCE_MODEL_NOTE.split()) not in text  # (the disclaimer names it)
    assert "Acoustic reference model (local engine)" not in text


def test_two_recording_report_lists_disorders_and_symptoms(qtbot: QtBot, store, tmp_path) -> None:
    record = stored_session(store, apollo_run(), take=None, kind="apollo")
    pdf = write_pdf_report(tmp_path / "apollo.pdf", build_report(record))
    assert _pages(pdf) == 1
    text = _text(pdf)
    assert "Depression probability 0.62 Moderate" in text
    assert "Afraid something awful might happen 0.89 Moderate" in text
    _no_clipped_words(text)


def test_questionnaire_totals_of_the_same_period_are_listed(qtbot: QtBot, store, tmp_path) -> None:
    record = stored_session(store, wellness_run(2), take=None)

    def answered(qid: str, kind: str, when: str, score: int, label: str = "P-001") -> None:
        details = {
            "completedAt": when,
            "name": kind.upper(),
            "questions": {"language": "es-US"} if kind == "phq-9" else {},
            "answers": {},
            "scoreDetails": {
                "score": score,
                "scoreMetadata": {
                    "maxScore": 27 if kind == "phq-9" else 21,
                    "severityLabel": "Mild",
                },
            },
        }
        stored_questionnaire(store, qid, kind, details, label=label)

    answered("q-1", "phq-9", "2026-02-25T10:00:00+00:00", 7)
    answered("q-2", "gad-7", "2026-03-02T10:00:00+00:00", 5)
    answered("q-3", "phq-9", "2026-01-01T10:00:00+00:00", 20)  # months earlier: not this period
    answered("q-4", "phq-9", "2026-03-01T10:00:00+00:00", 3, label="P-OTHER")
    report = build_report(record, store.questionnaires())
    assert [(q.questionnaire_type, q.score) for q in report.questionnaires] == [
        ("phq-9", 7),
        ("gad-7", 5),
    ]
    text = _text(write_pdf_report(tmp_path / "q.pdf", report))
    assert "PHQ-9 · answered 25 Feb 2026" in text
    assert "total 7 of 27 · Mild · answered in es-US" in text, "the language of the answers"
    assert "total 5 of 21" in text
    assert "total 20" not in text
    assert "total 3 " not in text


def test_unwritable_target_is_a_plain_error(qtbot: QtBot, store, tmp_path) -> None:
    record = stored_session(store, wellness_run(1), take=None)
    folder = tmp_path / "no-such-folder"
    with pytest.raises(OSError, match="Could not save ") as caught:
        write_pdf_report(folder / "r.pdf", build_report(record))
    assert str(caught.value) == (
        f"Could not save r.pdf in {folder}: No such file or directory. Choose a folder that exists."
    )


def test_a_team_server_report_names_it_and_its_reference_model(store, audio_fixtures) -> None:
    record = stored_session(
        store,
        wellness_run(2),
        take=audio_fixtures / "read_passage_en.flac",
        service="Team server",
        base_url="https://voxwell.clinic.example.org",
    )
    header, _, _ = report_lines(build_report(record))
    assert any("Service: Team server" in line for line in header)
    assert TEAM_REFERENCE_MODEL_NOTE in header
    assert REFERENCE_MODEL_NOTE not in header


def _risk_alert(words: str, start: float, end: float) -> LiveAlert:
    """A level-3 alert as the engine raises it for a risk expression said at ``start``."""
    return LiveAlert(
        level=3,
        alert="mindful",
        note=f'Said "{words}" at {start:.1f}-{end:.1f} s: review now.',
        urgency="immediate",
        words=(words,),
        start=start,
    )


def test_the_live_captions_and_alerts_kept_beside_a_take_are_stored_and_printed(
    qtbot: QtBot, store, tmp_path, audio_fixtures
) -> None:
    take = tmp_path / "take-recording.wav"
    take.write_bytes((audio_fixtures / "short_8s.flac").read_bytes())  # any file: a take
    notes = LiveNotes(
        captions=[
            LiveCaption(start=1.2, end=3.4, text="the north wind and the sun"),
            LiveCaption(start=64.0, end=66.5, text="lately I feel that I want to end my life"),
        ],
        alerts=[_risk_alert("want to end my life", 64.8, 66.0)],
    )
    write_live_notes(take, notes)
    made = create_session_record(
        store, draft(), {"recording": str(take)}, service_name="Local engine", base_url=""
    )
    assert made.live_monitoring == {"recording": notes.model_dump(mode="json")}
    run = wellness_run(2)
    record = store.update(made.id, run_id=run["id"], run_json=run, status="complete")
    report = build_report(store.get(record.id))
    assert report.live == (("recording", notes),)
    pdf = write_pdf_report(tmp_path / "live.pdf", report)
    text = _text(pdf)
    assert "Live monitoring" in text
    assert " ".join(LIVE_MONITORING_NOTE.split()) in text
    assert "0:01–0:03 the north wind and the sun" in text
    assert "1:04–1:06 lately I feel that I want to end my life" in text
    assert "ALERT level 3 of 3: possible suicide risk (act now) at 1:05:" in text  # 64.8 s
    assert "mindful" not in text
    assert "want to end my life" in text
    # Opened again from the history, the session says so above its results.
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(store.get(record.id))
    assert view.live_label.isVisibleTo(view)
    assert "raised 1 alert while recording" in view.live_label.text()
    assert (
        'the highest: Alert level 3 of 3: possible suicide risk (act now): Said "want to end my '
        'life"' in view.live_label.text()
    )


def test_a_live_alert_stands_at_the_top_of_page_1_even_when_its_captions_are_on_page_2(
    qtbot: QtBot, store, tmp_path, audio_fixtures
) -> None:
    take = tmp_path / "take-recording.wav"
    take.write_bytes((audio_fixtures / "read_passage_en.flac").read_bytes())
    alert = _risk_alert("want to kill myself", 31.0, 32.1)
    captions = [LiveCaption(start=2.0 * i, end=2.0 * i + 1.5, text="and so on") for i in range(20)]
    write_live_notes(take, LiveNotes(captions=captions, alerts=[alert]))
    made = create_session_record(
        store, draft(), {"recording": str(take)}, service_name="Local engine", base_url=""
    )
    run = wellness_run(20)  # no warning from the service
    record = store.update(made.id, run_id=run["id"], run_json=run, status="complete")
    pdf = write_pdf_report(tmp_path / "alert.pdf", build_report(store.get(record.id)))
    assert _pages(pdf) >= 2
    first = _text(pdf, "-l", "1")
    assert "ALERT level 3 of 3: possible suicide risk (act now) while recording at 0:31" in first
    assert "want to kill myself" in first
    assert "No warnings" not in _text(pdf), "never beside an alert"
    assert first.index("ALERT level 3") < first.index("User label")  # above everything else
    # The screen says the same, above the results, and not "No warnings" either.
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(store.get(record.id))
    assert view.live_label.isVisibleTo(view)
    assert not view.warnings_label.isVisibleTo(view)


def test_no_warnings_is_said_only_when_there_is_nothing_of_any_kind(qtbot: QtBot, store) -> None:
    quiet = stored_session(store, wellness_run(2), take=None)
    report = build_report(quiet)
    assert alert_lines(report) == []
    warned = build_report(stored_session(store, wellness_run(2, warnings=["Clipping"]), take=None))
    assert alert_lines(warned) == ["Warning from the service: Clipping"]
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(quiet)
    assert view.warnings_label.text() == "No warnings from the service."


@pytest.mark.parametrize(
    ("concerns", "said"),
    [
        (("voice: stress at the 97th centile",), "(follow up within a week): Concerns: voice: "),
        ((), "check in (follow up within a week). Captions and alerts"),
    ],
    ids=["with-concerns", "bare"],
)
def test_an_alert_from_the_voice_measures_alone_gives_its_concerns_not_an_empty_quote(
    qtbot: QtBot, store, tmp_path, audio_fixtures, concerns: tuple[str, ...], said: str
) -> None:
    """An alert raised by the measures, not by words, has no note to quote: the screen and the
    PDF give its concerns (or, from a service that sends none, just its level)."""
    take = tmp_path / "take-recording.wav"
    take.write_bytes((audio_fixtures / "short_8s.flac").read_bytes())  # any file: a take
    alert = LiveAlert(level=1, alert="aware", note="", urgency="within_week", concerns=concerns)
    write_live_notes(take, LiveNotes(alerts=[alert]))
    made = create_session_record(
        store, draft(), {"recording": str(take)}, service_name="Local engine", base_url=""
    )
    run = wellness_run(2)
    record = store.update(made.id, run_id=run["id"], run_json=run, status="complete")
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(store.get(record.id))
    text = view.live_label.text()
    assert said in text
    assert "  " not in text
    printed = _text(write_pdf_report(tmp_path / "voice.pdf", build_report(store.get(record.id))))
    line = "ALERT level 1 of 3: be aware, check in (follow up within a week)" + (
        ": Concerns: voice: stress" if concerns else ""
    )
    assert line in printed


def test_a_session_without_live_monitoring_has_no_such_section(qtbot: QtBot, store, tmp_path):
    record = stored_session(store, wellness_run(2), take=None)
    assert record.live_monitoring is None
    report = build_report(record)
    assert report.live == ()
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_session(record)
    assert not view.live_label.isVisibleTo(view)
    assert "Live monitoring" not in _text(write_pdf_report(tmp_path / "plain.pdf", report))

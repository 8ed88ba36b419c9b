"""The real main window against the real engine: both models end to end, and a failed take.

Takes come from the file-backed input source (``voxwell.audio.FileInput``) played faster than
real time; the chart's data is checked through ``ResultsView``'s accessors, never pixels.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.main_window_helpers import fixture_takes, shown_main_window, start_session
from voxwell.api import BirthSex, LanguageCode, TakeSlot
from voxwell.gui.main_window import MainWindow
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore

pytestmark = pytest.mark.slow


SPEED = 25.0


def _setup(window: MainWindow, model_kind: str) -> None:
    start_session(
        window,
        user_label="P-0101",
        birth_year=1968,
        birth_month=3,
        birth_day=14,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_GB,
        model_kind=model_kind,
        consent=True,
    )


def _record_current(qtbot: QtBot, window: MainWindow) -> None:
    view = window.recording_view
    slot = view.current_slot
    qtbot.keyClick(view, " ")
    assert view.is_recording
    qtbot.waitUntil(lambda: slot in view.takes and not view.is_recording, timeout=15_000)


def test_two_recording_session_end_to_end(
    qtbot: QtBot, service_context: ServiceContext, store: HistoryStore, audio_fixtures: Path
) -> None:
    window = shown_main_window(qtbot, service_context, store, fixture_takes(audio_fixtures), SPEED)
    assert "Service: Local engine" in window.status_text()
    _setup(window, "apollo")
    _record_current(qtbot, window)
    _record_current(qtbot, window)
    window.recording_view.footer.upload_button.click()
    qtbot.waitUntil(lambda: window.current_page() == "upload", timeout=10_000)
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=120_000)

    record = store.sessions()[0]
    assert record.status == "complete"
    assert record.model_kind == "apollo"
    assert record.request_json["user"]["dateOfBirth"] == "1968-03-14"
    results = window.results_view()
    assert results.showing() == "apollo"
    assert results.is_reference_model_shown()
    assert record.run_json is not None
    wire = record.run_json["results"]
    apollo = results.apollo_view
    for disorder in ("depression", "anxiety"):
        probability, severity = apollo.disorder(disorder)
        assert probability == pytest.approx(wire["disorders"][disorder]["probability"])
        assert severity == wire["disorders"][disorder]["severity"]
    scores = apollo.symptom_scores()
    assert len(scores) == 15
    for name, _, value, severity in scores:
        group = "depression" if name in wire["symptoms"]["depression"] else "anxiety"
        assert value == pytest.approx(wire["symptoms"][group][name]["value"])
        assert severity == wire["symptoms"][group][name]["severity"]
    assert sorted(apollo.bar_values()) == pytest.approx(sorted(v for _, _, v, _ in scores))
    # Reviewable as a mental wellness run: each take's transcript, features and Inspect tab.
    takes = wire["takes"]
    assert takes["readAloud"]["transcript"] in apollo.takes_text()
    assert apollo.take_features.table.rowCount() == 2
    assert apollo.take_features.values()["f0MeanHz"] == [
        takes[slot]["features"].get("f0MeanHz") for slot in ("moodQuestion", "readAloud")
    ]
    inspection = apollo.show_inspection(TakeSlot.READ_ALOUD)
    qtbot.waitUntil(inspection.is_ready, timeout=30_000)
    assert len(inspection.word_boundaries()) == 2 * len(takes["readAloud"]["words"])
    assert results.export_actions.actions["textgrid"].isEnabled()


def test_mental_wellness_session_end_to_end(
    qtbot: QtBot, service_context: ServiceContext, store: HistoryStore, audio_fixtures: Path
) -> None:
    window = shown_main_window(
        qtbot, service_context, store, {"recording": audio_fixtures / "read_passage_en.flac"}, SPEED
    )
    _setup(window, "mental-wellness")
    _record_current(qtbot, window)
    window.recording_view.footer.upload_button.click()
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=120_000)

    record = store.sessions()[0]
    assert record.run_json is not None
    sections = record.run_json["results"]["sections"]
    assert len(sections) >= 2  # 37 s of speech: the local engine splits it at pauses
    results = window.results_view()
    assert results.showing() == "mental-wellness"
    spans = [edge for s in sections for edge in (s["startSecs"], s["finishSecs"])]
    assert [edge for span in results.section_spans() for edge in span] == pytest.approx(spans)
    assert results.series("distress") == pytest.approx([s["distress"]["value"] for s in sections])
    assert results.transcript_items() == [s["transcript"] for s in sections]
    assert all(text.strip() for text in results.transcript_items())
    assert record.model_version
    assert record.model_version in results.model_version_text()

    # The session is in the History tab; opening it from there shows the same chart.
    history = window.review_tab("History")
    assert history is not None
    assert history.session_ids() == [record.id]
    window.new_session()
    history.activate_row(0)
    # Its results model is built off the event loop: the page changes once it is ready.
    assert window.current_page() == "setup"
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=10_000)
    assert results.record().id == record.id
    assert results.report is not None
    assert str(results.report.run.id) == record.run_id


def test_too_short_take_is_refused_before_any_upload(
    qtbot: QtBot, service_context: ServiceContext, store: HistoryStore, audio_fixtures: Path
) -> None:
    window = shown_main_window(
        qtbot, service_context, store, {"recording": audio_fixtures / "short_8s.flac"}, SPEED
    )
    _setup(window, "mental-wellness")
    _record_current(qtbot, window)
    view = window.recording_view
    # Consent given and every slot has a take, but the meter counted too little speech: Upload
    # stays off, with the reason and the fix; nothing went to the engine, nothing in History.
    assert not view.footer.upload_button.isEnabled()
    view.footer.upload_button.click()
    assert window.current_page() == "recording"
    assert "Not enough speech" in view.status_label.text()
    assert "Record again with more speech" in view.status_label.text()
    assert store.sessions() == []
    assert window.upload_view.record is None


def test_a_text_file_named_wav_is_refused_at_import(
    settle: Any,
    qtbot: QtBot,
    service_context: ServiceContext,
    store: HistoryStore,
    audio_fixtures: Path,
    tmp_path: Path,
) -> None:
    window = shown_main_window(
        qtbot, service_context, store, {"recording": audio_fixtures / "short_8s.flac"}, SPEED
    )
    _setup(window, "mental-wellness")
    fake = tmp_path / "notes.wav"
    fake.write_text("Patient notes, not a recording.\n", encoding="utf-8")
    view = window.recording_view
    assert settle(view.import_file(fake)) is None
    assert view.takes == {}
    assert "not a recording the service can read" in view.status_label.text()
    assert not view.footer.upload_button.isEnabled()
    view.footer.upload_button.click()
    assert store.sessions() == []

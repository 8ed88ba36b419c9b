"""The results view: spans, values, transcript, hover, click-to-play, labels that never hide."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.api import BANDED_MEASURES, CONTINUOUS_MEASURES
from voxwell.desk.results_style import REFERENCE_MODEL_NOTE, TEAM_REFERENCE_MODEL_NOTE
from voxwell.errors import AudioDeviceError
from voxwell.gui.results.results_view import ResultsView
from voxwell.gui.results.wellness_chart import band_offset
from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


@pytest.fixture
def take(audio_fixtures: Path) -> Path:
    return audio_fixtures / "read_passage_en.flac"


def _view(qtbot: QtBot, **kwargs) -> ResultsView:
    view = ResultsView(**kwargs)
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    return view


def test_many_sections_show_spans_values_and_transcript(qtbot, store, take) -> None:
    run = wellness_run(5, warnings=["Some clipping in the recording"])
    record = stored_session(store, run, take=take)
    view = _view(qtbot)
    view.show_session(record)
    sections = run["results"]["sections"]
    assert view.showing() == "mental-wellness"
    assert view.section_spans() == [(s["startSecs"], s["finishSecs"]) for s in sections]
    assert view.transcript_items() == [s["transcript"] for s in sections]
    assert view.series("distress") == [s["distress"]["value"] for s in sections]
    assert view.selected_measures() == list(BANDED_MEASURES)
    # The curve holds each value over its section's span.
    xs, ys = view.chart.plotted_series("stress")
    assert xs[:4] == [
        sections[0]["startSecs"],
        sections[0]["finishSecs"],
        sections[1]["startSecs"],
        sections[1]["finishSecs"],
    ]
    # Drawn a fixed step off its value, so equal banded values do not hide each other.
    step = band_offset("stress")
    assert step != 0.0
    assert ys[::2] == pytest.approx([s["stress"]["value"] + step for s in sections])
    assert view.chart.plotted_series("uniformStress") == ([], [])
    # The waveform of the 46 s take is drawn as an envelope, not 700 000 samples.
    assert 1000 < view.chart.waveform_points() <= 8000
    assert view.warnings() == ["Some clipping in the recording"]
    assert "Some clipping" in view.warnings_label.text()
    assert view.model_version_text() == "Model version: voxwell-acoustic-1.0"
    assert view.is_reference_model_shown()
    assert view.reference_label.text() == REFERENCE_MODEL_NOTE


def test_results_of_a_team_server_name_it_and_its_reference_model(qtbot, store, take) -> None:
    # A team server runs the same engine: its results are the acoustic reference model's too,
    # and the header says which service it was and that it runs the local engine's model.
    run = wellness_run(2)
    record = stored_session(
        store, run, take=take, service="Team server", base_url="https://voxwell.clinic.example.org"
    )
    view = _view(qtbot)
    view.show_session(record)
    assert "Team server" in view.title_label.text()
    assert view.is_reference_model_shown()
    assert view.reference_label.text() == TEAM_REFERENCE_MODEL_NOTE
    assert "team server" in view.reference_label.text()
    assert "same engine" in view.reference_label.text()
    assert "not the hosted clinical model" in view.reference_label.text()
    # The next local session gets the local wording back (one label, reused).
    view.show_session(stored_session(store, wellness_run(2), take=take, label="P-002"))
    assert view.reference_label.text() == REFERENCE_MODEL_NOTE


def test_continuous_measures_can_be_selected(qtbot, store, take) -> None:
    record = stored_session(store, wellness_run(3), take=take)
    view = _view(qtbot)
    view.show_session(record)
    assert view.chart.available_measures() == list(BANDED_MEASURES + CONTINUOUS_MEASURES)
    view.set_selected_measures(["mentalStrain", "uniformStress"])
    assert view.selected_measures() == ["mentalStrain", "uniformStress"]
    _, ys = view.chart.plotted_series("uniformStress")
    assert ys[::2] == view.series("uniformStress")
    assert view.chart.plotted_series("distress") == ([], [])
    # Ticking a box in the list draws the measure too.
    item = next(
        view.chart.measure_list.item(r)
        for r in range(view.chart.measure_list.count())
        if view.chart.measure_list.item(r).text() == "Distress"
    )
    item.setCheckState(item.checkState().Checked)
    assert "distress" in view.selected_measures()


def test_one_section_without_continuous_values_from_a_hosted_region(qtbot, store, take) -> None:
    run = wellness_run(1, model="hosted-mw-2.3", continuous=False)
    record = stored_session(
        store, run, take=take, service="Canada region", base_url="https://ca.example.invalid"
    )
    view = _view(qtbot)
    view.show_session(record)
    assert len(view.section_spans()) == 1
    assert not view.is_reference_model_shown()
    assert view.chart.available_measures() == list(BANDED_MEASURES)
    assert all(math.isnan(v) for v in view.series("uniformDistress"))
    assert view.warnings_label.text() == "No warnings from the service."
    assert "hosted-mw-2.3" in view.model_version_text()


def test_hover_shows_the_values_of_the_section_under_the_pointer(qtbot, store, take) -> None:
    run = wellness_run(4)
    record = stored_session(store, run, take=take)
    view = _view(qtbot)
    view.show_session(record)
    third = run["results"]["sections"][2]
    middle = (third["startSecs"] + third["finishSecs"]) / 2
    text = view.chart.hover_at(middle)
    assert text.startswith("Section 3 ")
    assert f"Distress {third['distress']['value']:.2f}" in text
    assert f"Mental strain {third['mentalStrain']['value']:.2f}" in text
    # The same through a real mouse move over the chart.
    qtbot.mouseMove(view.chart.graphics.viewport(), _widget_point(view, middle))
    qtbot.waitUntil(lambda: view.chart.hover_text().startswith("Section 3 "), timeout=2000)
    assert view.chart.hover_at(10_000.0) == ""


def _widget_point(view: ResultsView, seconds: float) -> QPoint:
    box = view.chart.measure_plot.getViewBox()
    scene = box.mapViewToScene(QPointF(seconds, 0.5))
    return view.chart.graphics.mapFromScene(scene)


def test_clicking_a_section_highlights_transcript_and_plays_it(qtbot, store, take) -> None:
    played: list[tuple[Path, float, float]] = []
    run = wellness_run(4)
    record = stored_session(store, run, take=take)
    view = _view(qtbot, player=lambda path, start, end: played.append((path, start, end)))
    view.show_session(record)
    second = run["results"]["sections"][1]
    middle = (second["startSecs"] + second["finishSecs"]) / 2
    qtbot.mouseClick(
        view.chart.graphics.viewport(), Qt.MouseButton.LeftButton, pos=_widget_point(view, middle)
    )
    qtbot.waitUntil(lambda: view.chart.selected_section() == 1, timeout=2000)
    assert view.chart.transcript_list.currentRow() == 1
    span = view.chart.highlighted_span()
    assert span == pytest.approx((second["startSecs"], second["finishSecs"]))
    assert played == [(take, second["startSecs"], second["finishSecs"])]
    assert "Playing section 2" in view.message_label.text()
    # Clicking a transcript row does the same for its section.
    view.chart.transcript_list.itemClicked.emit(view.chart.transcript_list.item(3))
    assert view.chart.selected_section() == 3
    assert played[-1][1] == run["results"]["sections"][3]["startSecs"]


def test_no_output_device_is_a_message_not_a_crash(qtbot, store, take) -> None:
    def no_device(path: Path, start: float, end: float) -> None:
        raise AudioDeviceError("No audio output device was found.")

    record = stored_session(store, wellness_run(2), take=take)
    view = _view(qtbot, player=no_device)
    view.show_session(record)
    assert view.play_section(0) is False
    assert "No audio output device" in view.message_label.text()


def test_missing_take_still_shows_results(qtbot, store, tmp_path) -> None:
    record = stored_session(store, wellness_run(3), take=tmp_path / "gone.wav")
    view = _view(qtbot)
    view.show_session(record)
    assert len(view.section_spans()) == 3
    assert view.chart.waveform_points() == 0
    assert "missing" in view.chart._wave_note.textItem.toPlainText()
    assert view.play_section(0) is False
    assert "missing" in view.message_label.text()


def test_failed_and_unfinished_sessions_say_why(qtbot, store, take) -> None:
    view = _view(qtbot)
    made = store.create_session(
        user_label="P-2",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en",
        request_json={},
        takes={"recording": str(take)},
    )
    view.show_session(made)
    assert view.showing() == "none"
    assert "recorded" in view.status_label.text()
    failed = store.update(
        made.id,
        status="failed",
        run_json={
            "id": "6f1c9a52-2d3e-4d8a-9d5e-0c1f4b6e7a33",
            "createdAt": "2026-03-01T09:30:00+00:00",
            "status": "COMPLETE_ERROR",
            "userLabel": "P-2",
            "deleteData": False,
            "errorCode": "ERR_RECORDING_TOO_SHORT",
            "errorReason": "Only 4.1 s of speech.",
            "model": "voxwell-acoustic-1.0",
            "warnings": ["Very quiet recording"],
        },
    )
    view.show_session(failed)
    assert "ERR_RECORDING_TOO_SHORT" in view.status_label.text()
    assert view.status_label.text().startswith("Not enough speech. Record again")
    assert view.warnings() == ["Very quiet recording"]
    assert "voxwell-acoustic-1.0" in view.model_version_text()
    # Only the failure and its action: no model line, warnings, note or results placeholder.
    assert view.model_label.isHidden()
    assert view.warnings_label.isHidden()
    assert not view.is_reference_model_shown()
    assert view._empty.text() == ""
    assert not view.export_actions.button.isEnabled()


def test_two_recording_results_show_probabilities_and_fifteen_bars(qtbot, store) -> None:
    run = apollo_run()
    record = stored_session(store, run, take=None, kind="apollo")
    view = _view(qtbot)
    view.show_session(record)
    assert view.showing() == "apollo"
    apollo = view.apollo_view
    assert apollo.disorder("depression") == (0.62, "MODERATE")
    assert apollo.disorder_texts("depression") == (62, "62%", "Moderate")
    assert apollo.disorder_texts("anxiety") == (18, "18%", "None")
    scores = apollo.symptom_scores()
    assert len(scores) == 15
    expected = run["results"]["symptoms"]["depression"] | run["results"]["symptoms"]["anxiety"]
    assert [(n, v, s) for n, _, v, s in scores] == [
        (n, expected[n]["value"], expected[n]["severity"]) for n, _, _, _ in scores
    ]
    assert apollo.bar_values() == [v for _, _, v, _ in scores]
    assert apollo.bar_labels()[0] == "Little interest or pleasure"
    assert apollo.bar_labels()[-1] == "Afraid something awful might happen"
    assert view.warnings() == ["Background noise in the mood-question recording"]
    assert view.is_reference_model_shown()


def test_real_playback_plays_or_says_why(qtbot, store, take) -> None:
    """Through ``voxwell.audio``: this machine may have no output device; never a crash."""
    record = stored_session(store, wellness_run(2), take=take)
    view = _view(qtbot)
    view.show_session(record)
    played = view.play_section(1)
    text = view.message_label.text()
    if played:
        assert text.startswith("Playing section 2")
        from voxwell.audio import stop_playback

        stop_playback()
    else:
        assert text.startswith("Cannot play this section:")
        assert len(text) > len("Cannot play this section: ")


def test_waveform_of_an_mp4_take_is_decoded_too(audio_fixtures) -> None:
    from voxwell.analysis.waveform import load_envelope

    mp4 = load_envelope(audio_fixtures / "format_sample.m4a")
    wav = load_envelope(audio_fixtures / "format_sample.wav")
    # the same stereo encoding read by libsndfile: both paths mix channels to their mean
    mp3 = load_envelope(audio_fixtures / "format_sample.mp3")
    assert mp4.duration == pytest.approx(wav.duration, abs=0.1)
    assert float(mp4.highs.max()) == pytest.approx(float(mp3.highs.max()), abs=0.1)
    assert float(mp4.lows.min()) < 0 < float(mp4.highs.max())


def test_a_run_with_no_sections_says_so(qtbot, store, take) -> None:
    run = wellness_run(1)
    run["results"]["sections"] = []
    view = _view(qtbot)
    view.show_session(stored_session(store, run, take=take))
    assert view.section_spans() == []
    assert "no sections" in view.status_label.text()
    assert view.chart.hover_at(3.0) == ""


def test_envelope_cache_reads_a_retaken_file_afresh(tmp_path) -> None:
    import numpy as np
    import soundfile

    from voxwell.analysis.waveform import cached_envelope

    take = tmp_path / "take.wav"
    soundfile.write(take, np.full(16000, 0.25, dtype=np.float32), 16000)
    first = cached_envelope(take)
    assert cached_envelope(take) is first
    soundfile.write(take, np.full(32000, -0.5, dtype=np.float32), 16000)
    second = cached_envelope(take)
    assert second.duration == pytest.approx(2.0)
    assert float(second.lows.min()) == pytest.approx(-0.5)


def test_lane_labels_follow_from_a_long_session_to_a_short_one(qtbot, store, take) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, wellness_run(5), take=take))
    assert len(view.chart.lane_texts()) == 5
    short = wellness_run(2)
    view.show_session(stored_session(store, short, take=take))
    texts = view.chart.lane_texts()
    assert len(texts) == 2
    assert all(texts)
    assert all(
        s["transcript"].startswith(t.rstrip("…"))
        for s, t in zip(short["results"]["sections"], texts, strict=True)
    )
    visible = [i for i in view.chart.lane_plot.items if hasattr(i, "textItem") and i.isVisible()]
    assert len(visible) == 2


def test_another_session_opens_on_its_scores_whichever_sub_tab_was_last_used(
    qtbot, store, take, qasync_loop
) -> None:
    # Inspect measures its take on the asyncio loop: without the test's own loop this test
    # failed whenever an earlier test on its process had closed one (asyncio then makes none).
    view = _view(qtbot)
    first = stored_session(store, wellness_run(2), take=take)
    second = stored_session(store, wellness_run(3), take=take)
    view.show_session(first)
    view.wellness_tabs.setCurrentWidget(view.inspection)  # the clinician looked at Inspect
    view.show_session(first)  # the same session again (a refresh) stays where it was
    assert view.wellness_tabs.currentWidget() is view.inspection
    view.show_session(second)
    assert view.wellness_tabs.currentWidget() is view.chart
    apollo = [stored_session(store, apollo_run(), take=None, kind="apollo") for _ in range(2)]
    view.show_session(apollo[0])
    view.apollo_view.tabs.setCurrentIndex(1)
    view.show_session(apollo[1])
    assert view.apollo_view.tabs.currentIndex() == 0

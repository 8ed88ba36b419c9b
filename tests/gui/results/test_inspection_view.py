"""The inspection view: spectrogram, pitch and intensity of the real take, tiers, selection,
zoom, playback with a moving cursor, and the feature table beside the scores."""

from __future__ import annotations

import itertools
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import stored_session, wellness_run
from tests.hostile_recordings import HOSTILE_RECORDINGS
from voxwell.api import SECTION_FEATURES
from voxwell.desk.inspection import is_cached
from voxwell.desk.retention import retention_note
from voxwell.gui.results.inspection_controls import CURSOR_HINT
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore


@pytest.fixture(autouse=True)
def _running_loop(qasync_loop: object) -> None:
    """The tracks are computed by an async slot: it needs the app's loop running."""


@pytest.fixture
def take(audio_fixtures: Path) -> Path:
    return audio_fixtures / "read_passage_en.flac"


def _run_with_extension(count: int = 4) -> dict[str, Any]:
    """A run shaped like the local engine's: each section with features and timed words."""
    run = wellness_run(count, duration=45.0)
    for index, section in enumerate(run["results"]["sections"]):
        words = section["transcript"].split()
        start, finish = section["startSecs"], section["finishSecs"]
        step = (finish - start) / len(words)
        section["words"] = [
            {
                "text": w,
                "start": round(start + i * step, 3),
                "end": round(start + (i + 0.8) * step, 3),
            }
            for i, w in enumerate(words)
        ]
        section["features"] = {
            name: round(1.5 + index + 0.25 * k, 4) for k, name in enumerate(SECTION_FEATURES)
        }
        if index == 1:
            del section["features"]["jitterLocalPercent"]  # not measurable in this section
    return run


def _view(qtbot: QtBot) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_feature_table_equals_the_run_json(qtbot, store, take) -> None:
    run = _run_with_extension()
    view = _view(qtbot)
    view.show_session(stored_session(store, run, take=take))
    table = view.feature_table
    assert not table.isHidden()
    assert table.feature_names() == list(SECTION_FEATURES)
    sections = run["results"]["sections"]
    assert table.values() == {
        name: [s["features"].get(name) for s in sections] for name in SECTION_FEATURES
    }
    assert table.values()["jitterLocalPercent"][1] is None
    assert table.table.horizontalHeaderItem(0).text() == "Duration (s)"
    # Each heading says what it measures; the caption points there, not at a file.
    headings = [table.table.horizontalHeaderItem(c) for c in range(len(SECTION_FEATURES))]
    tips = {item.text(): item.toolTip() for item in headings}
    assert tips["Jitter (local) (%)"].startswith("Cycle-to-cycle variation of the pitch period")
    assert all(tips.values())
    assert len(set(tips.values())) == len(tips)
    assert "point at a heading" in table.caption.text()
    assert ".md" not in table.caption.text()
    assert table.table.rowCount() == len(sections)
    # A hosted run carries none: the table steps aside.
    view.show_session(stored_session(store, wellness_run(2, model="hosted-mw-2.3"), take=take))
    assert table.feature_names() == []
    assert table.isHidden()


def test_tracks_tiers_selection_and_zoom_of_the_real_take(qtbot, store, take) -> None:
    run = _run_with_extension()
    view = _view(qtbot)
    view.show_session(stored_session(store, run, take=take))
    inspection = view.inspection
    assert not inspection.is_ready(), "nothing is computed before the tab is shown"
    with qtbot.waitSignal(inspection.ready, timeout=30_000):
        view.show_inspection()
    acoustics = inspection.acoustics()
    assert acoustics is not None
    assert acoustics.duration == pytest.approx(45.34, abs=0.05)
    frames, bins = inspection.spectrogram_shape()
    assert bins == acoustics.spectrogram_db.shape[0] >= 4000  # 10 ms frames
    assert frames == len(acoustics.frequencies) >= 100  # up to 5 kHz
    times, f0 = inspection.pitch_points()
    voiced = [v for v in f0 if not math.isnan(v)]
    assert len(times) == len(acoustics.pitch_times)
    assert len(voiced) > 0.2 * len(f0), "a read passage is largely voiced"
    assert 100 < float(np.median(voiced)) < 300  # the reader's speaking pitch (female range)
    assert inspection.section_labels() == ["1", "2", "3", "4"]
    all_words = [w["text"] for s in run["results"]["sections"] for w in s["words"]]
    shown = inspection.word_labels()
    assert shown
    assert set(shown) <= set(all_words)
    for a, b in itertools.combinations(inspection.word_rects(), 2):
        assert not a.intersects(b)
    inspection.select(5.0, 8.0)
    assert inspection.selection() == (5.0, 8.0)
    inspection.zoom_to_selection()
    left, right = inspection.x_range()
    assert left == pytest.approx(5.0, abs=0.2)
    assert right == pytest.approx(8.0, abs=0.2)
    zoomed = inspection.word_labels()
    in_span = [
        w["text"]
        for s in run["results"]["sections"]
        for w in s["words"]
        if w["start"] >= 5.0 and w["end"] <= 8.0
    ]
    assert len(zoomed) == len(in_span), "zoomed in, every word in view has room"
    inspection.show_all()
    assert inspection.x_range()[1] == pytest.approx(acoustics.duration, abs=0.05)


def test_no_rows_axis_labels_overlap_in_a_small_window(qtbot, store, take) -> None:
    """Wave, pitch and intensity rows are about 30 pixels tall in a small window: each axis
    carries only as many labels as fit there, one text line apiece."""
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(900, 560)
    view.show()
    qtbot.waitExposed(view)
    view.show_session(stored_session(store, _run_with_extension(), take=take))
    with qtbot.waitSignal(view.inspection.ready, timeout=30_000):
        view.show_inspection()
    rows = {}
    for name in ("wave", "spectrogram", "pitch", "intensity"):
        plot = view.inspection.plots[name]
        axis = plot.getAxis("left")
        size = axis.geometry().height()
        low, high = plot.getViewBox().viewRange()[1]
        labels = axis.tickValues(low, high, size)[0][1]  # the first level is always labelled
        line = QFontMetricsF(axis.style["tickFont"] or axis.font()).height()
        rows[name] = (size, len(labels))
        assert labels, name
        assert len(labels) * line <= size, (name, size, labels)
    assert rows["pitch"][0] < 3 * line, "the window is small enough to crowd the short rows"


def test_reopening_a_take_is_served_from_the_cache(qtbot, store, take) -> None:
    view = _view(qtbot)
    record = stored_session(store, _run_with_extension(), take=take)
    view.show_session(record)
    if not is_cached(take):
        with qtbot.waitSignal(view.inspection.ready, timeout=30_000):
            view.show_inspection()
    else:
        view.show_inspection()
    assert is_cached(take)
    view.show_session(record)
    assert view.inspection.is_ready(), "from the cache the tracks are there at once"


def test_another_session_shows_none_of_the_last_ones_cursor_readout(qtbot, store, take) -> None:
    view = _view(qtbot)
    view.show_session(stored_session(store, _run_with_extension(), take=take))
    inspection = view.show_inspection()
    qtbot.waitUntil(inspection.is_ready, timeout=30_000)
    assert inspection.readout(3.0) is not None
    assert inspection.controls.cursor_label.text().startswith("Cursor 3.000 s")
    view.show_session(stored_session(store, _run_with_extension(3), take=take))
    view.show_inspection()
    assert inspection.controls.cursor_label.text() == CURSOR_HINT
    assert inspection.cursor_position() is None


@pytest.mark.usefixtures("pulse")
def test_play_selection_moves_the_cursor_and_stop_ends_it(qtbot, store, take) -> None:
    """Through ``voxwell.audio`` into a private PulseAudio server's output."""
    view = _view(qtbot)
    view.show_session(stored_session(store, _run_with_extension(), take=take))
    inspection = view.show_inspection()
    qtbot.waitUntil(inspection.is_ready, timeout=30_000)
    inspection.select(2.0, 6.0)
    if not inspection.play():
        pytest.skip(f"no audio output here: {inspection.status_label.text()}")
    assert inspection.is_playing()
    assert inspection.cursor_position() == pytest.approx(2.0)
    qtbot.waitUntil(lambda: (inspection.cursor_position() or 0.0) > 2.2, timeout=5000)
    assert inspection.cursor_position() < 6.0
    assert not inspection.play_button.isEnabled()
    inspection.stop()
    assert inspection.status_label.text().startswith("Stopped")
    assert not inspection.is_playing()
    assert inspection.cursor_position() is None
    assert inspection.play_button.isEnabled()


def test_a_missing_take_still_shows_the_tiers(qtbot, store, tmp_path) -> None:
    view = _view(qtbot)
    gone = tmp_path / "gone.flac"
    view.show_session(stored_session(store, _run_with_extension(), take=gone))
    inspection = view.show_inspection()
    assert not inspection.is_ready()
    assert "No take file" in inspection.status_label.text()
    assert inspection.section_labels() == ["1", "2", "3", "4"]
    assert inspection.play() is False


def test_a_take_removed_under_the_retention_rule_says_so_not_that_it_is_missing(
    qtbot, store, tmp_path
) -> None:
    view = _view(qtbot)
    record = stored_session(store, _run_with_extension(), take=tmp_path / "removed.wav")
    removed = store.update(
        record.id, audio_removed_at=datetime(2026, 11, 28, 12, tzinfo=UTC), audio_retention_days=30
    )
    note = retention_note(removed)
    assert note.startswith("This recording was removed on ")
    view.show_session(removed)
    inspection = view.show_inspection()
    assert inspection.status_label.text() == note
    assert inspection.section_labels() == ["1", "2", "3", "4"], "the tiers are still shown"
    assert inspection.play() is False
    assert inspection.status_label.text() == note
    assert view.play_section(0) is False  # Listen: clicking a section
    assert view.message_label.text() == note
    assert not view.export_actions.actions["audio"].isEnabled(), "no audio left to export"


@pytest.mark.parametrize("name", sorted(HOSTILE_RECORDINGS))
def test_a_hostile_recording_opened_in_inspect_is_refused_plainly(
    qtbot: QtBot, store: HistoryStore, tmp_path: Path, name: str
) -> None:
    hostile = tmp_path / name
    hostile.write_bytes(HOSTILE_RECORDINGS[name])
    view = _view(qtbot)
    view.show_session(stored_session(store, _run_with_extension(), take=hostile))
    inspection = view.show_inspection()
    qtbot.waitUntil(lambda: "cannot be computed" in inspection.status_label.text(), timeout=60_000)
    assert f"The take {name} cannot be read" in inspection.status_label.text()
    assert not inspection.is_ready()
    assert view.isVisible()  # the app goes on

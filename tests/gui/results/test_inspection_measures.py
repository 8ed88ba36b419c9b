"""Inspection a phonetician can check: cursor readout, a selection's figures (the same as
``analysis.selection`` on the same span), every word boundary drawn, F1-F3, spectrogram settings,
no colour wash after zoom, titles apart, a word played by clicking it.
On the real take, offscreen."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from pytestqt.qtbot import QtBot

from tests.gui.results.test_inspection_view import _run_with_extension
from tests.gui.results_samples import stored_session
from voxwell.analysis.selection import formant_tracks, measure_selection
from voxwell.analysis.take_acoustics import RATE, audible_frames, spectrogram, value_at
from voxwell.gui.results.inspection_plots import PRE_EMPHASIS_DB
from voxwell.gui.results.inspection_view import InspectionView
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore


@pytest.fixture(autouse=True)
def _running_loop(qasync_loop: object) -> None:
    """The tracks and measures are computed by async slots: they need the app's loop."""


@pytest.fixture
def shown(qtbot: QtBot, store: HistoryStore, audio_fixtures: Path) -> tuple[InspectionView, dict]:
    run = _run_with_extension()
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    view.show_session(stored_session(store, run, take=audio_fixtures / "read_passage_en.flac"))
    inspection = view.show_inspection()
    qtbot.waitUntil(inspection.is_ready, timeout=30_000)
    return inspection, run


def _words(run: dict) -> list[dict]:
    return [w for s in run["results"]["sections"] for w in s["words"]]


def test_cursor_readout_gives_the_tracks_values(qtbot, shown) -> None:
    inspection, _ = shown
    acoustics = inspection.acoustics()
    voiced = np.flatnonzero(np.isfinite(acoustics.pitch_hz))
    t = float(acoustics.pitch_times[voiced[len(voiced) // 2]])
    readout = inspection.readout(t)
    assert readout.f0_hz == pytest.approx(float(acoustics.pitch_hz[voiced[len(voiced) // 2]]))
    assert readout.intensity_db == value_at(acoustics.intensity_times, acoustics.intensity_db, t)
    assert readout.frequency is None
    over = inspection.readout(t, 1500.0)
    column = int(np.argmin(np.abs(acoustics.frequencies - 1500.0)))
    frame = int(np.argmin(np.abs(acoustics.spectrogram_times - t)))
    assert over.spectral_db == pytest.approx(float(acoustics.spectrogram_db[frame, column]))
    # The mouse over the spectrogram gives the same readout in the label.
    box = inspection.plots["spectrogram"].getViewBox()
    inspection.graphics.scene().sigMouseMoved.emit(box.mapViewToScene(QPointF(t, 1500.0)))
    text = inspection.controls.cursor_label.text()
    assert f"{t:.3f} s" in text
    assert f"F0 {readout.f0_hz:.1f} Hz" in text
    assert "Hz · spectrum" in text


def test_selection_is_measured_as_analysis_selection_measures_it(qtbot, shown) -> None:
    inspection, _ = shown
    with qtbot.waitSignal(inspection.measured, timeout=30_000):
        inspection.select(5.0, 8.0)
    measures = inspection.selection_measures()
    acoustics = inspection.acoustics()
    floor, ceiling = inspection.pitch_floor_ceiling()
    assert (floor, ceiling) == (acoustics.pitch_floor, acoustics.pitch_ceiling)
    expected = measure_selection(
        acoustics.original,
        acoustics.original_rate,
        5.0,
        8.0,
        pitch_floor=floor,
        pitch_ceiling=ceiling,
    )
    assert measures == expected
    assert all(
        math.isfinite(v)
        for v in (
            expected.f0_mean_hz,
            expected.intensity_mean_db,
            expected.jitter_local_pct,
            expected.shimmer_local_pct,
            expected.hnr_db,
        )
    ), "a read sentence is voiced"
    text = inspection.controls.selection_label.text()
    for shown_text in (
        "5.000–8.000 s (3.000 s)",
        f"mean F0 {expected.f0_mean_hz:.1f} Hz",
        f"intensity {expected.intensity_mean_db:.1f} dB",
        f"jitter {expected.jitter_local_pct:.2f} %",
        f"shimmer {expected.shimmer_local_pct:.2f} %",
        f"HNR {expected.hnr_db:.1f} dB",
    ):
        assert shown_text in text
    # A new selection replaces the figures; too short a one is not measured.
    inspection.select(1.0, 1.02)
    assert inspection.selection_measures() is None
    assert "1.000–1.020 s" in inspection.controls.selection_label.text()


def test_every_word_and_section_boundary_is_drawn(qtbot, shown) -> None:
    inspection, run = shown
    words = _words(run)
    sections = run["results"]["sections"]
    assert len(inspection.word_boundaries()) == 2 * len(words)
    assert sorted(inspection.word_boundaries()) == sorted(
        v for w in words for v in (w["start"], w["end"])
    )
    assert len(inspection.section_boundaries()) == 2 * len(sections)
    assert inspection.plots["sections"].sceneBoundingRect().height() > 30
    assert len(inspection.word_labels()) < len(words), "zoomed out, labels thin; lines do not"
    for a, b in itertools.combinations(inspection.word_rects(), 2):
        assert not a.intersects(b)


def test_formants_overlay_is_praats_burg_tracks(qtbot, shown) -> None:
    inspection, _ = shown
    with qtbot.waitSignal(inspection.formantsShown, timeout=60_000):
        inspection.controls.formants_box.setChecked(True)
    tracks = inspection.formants()
    acoustics = inspection.acoustics()
    expected = formant_tracks(acoustics.samples, RATE, 0.0, acoustics.duration)
    np.testing.assert_allclose(tracks.f1, expected.f1, equal_nan=True)
    audible = audible_frames(acoustics, tracks.times)
    assert 0 < audible.sum() < audible.size, "the read passage has pauses"
    drawn = sum(int((np.isfinite(t) & audible).sum()) for t in (tracks.f1, tracks.f2, tracks.f3))
    assert inspection.formant_points() == drawn > 0, "drawn where there is sound, not in pauses"
    inspection.controls.formants_box.setChecked(False)
    assert inspection.formant_points() == 0


def test_spectrogram_settings(qtbot, shown) -> None:
    inspection, _ = shown
    acoustics = inspection.acoustics()
    low, high = inspection.spectrogram_levels()
    assert high - low == pytest.approx(70.0)
    inspection.controls.range_box.setValue(50)
    low, high = inspection.spectrogram_levels()
    assert high - low == pytest.approx(50.0)
    with qtbot.waitSignal(inspection.spectrogramShown, timeout=30_000):
        inspection.controls.window_box.setValue(30.0)
    narrow, _, frequencies = spectrogram(acoustics.samples, window_length=0.03)
    assert inspection.spectrogram_shape() == (narrow.shape[1], narrow.shape[0])
    emphasis = PRE_EMPHASIS_DB * np.log2(np.maximum(frequencies, 1.0) / 1000.0)
    top = float((narrow + emphasis[np.newaxis, :]).max())
    assert inspection.spectrogram_levels()[1] == pytest.approx(top, abs=1e-3)
    with qtbot.waitSignal(inspection.spectrogramShown, timeout=30_000):
        inspection.controls.max_frequency_box.setValue(8000)
    (_, _), (bottom, top) = inspection.plots["spectrogram"].getViewBox().viewRange()
    assert (bottom, top) == (0.0, 8000.0)
    assert inspection.spectrogram_shape()[0] > len(frequencies)


def test_no_colour_wash_after_zoom(qtbot, shown) -> None:
    inspection, _ = shown
    levels = inspection.spectrogram_levels()
    inspection.select(5.0, 8.0)
    fills = inspection.selection_fills()
    assert fills["spectrogram"] == 0, "no colour over the spectrogram's greys"
    assert fills["wave"] > 0
    inspection.zoom_to_selection()
    assert set(inspection.selection_fills().values()) == {0}
    assert inspection.spectrogram_levels() == levels, "zooming does not re-level the image"


def test_row_titles_never_overlap(qtbot, shown) -> None:
    inspection, _ = shown
    for size in ((1400, 900), (1024, 640)):
        inspection.window().resize(*size)
        qtbot.waitUntil(lambda s=size: inspection.window().size().width() == s[0])
        inspection.graphics.ci.layout.activate()
        rects = inspection.title_rects()
        for a, b in itertools.combinations(rects.values(), 2):
            assert not a.intersects(b)
        for name, rect in rects.items():
            plot = inspection.plots[name].sceneBoundingRect()
            assert plot.top() - 1 <= rect.center().y() <= plot.bottom() + 1
            assert rect.right() <= plot.left() + 1


@pytest.mark.usefixtures("pulse")
def test_clicking_a_word_plays_it(qtbot, shown) -> None:
    inspection, run = shown
    word = _words(run)[3]
    inspection.select(word["start"] - 0.2, word["end"] + 0.2)
    inspection.zoom_to_selection()
    box = inspection.plots["words"].getViewBox()
    scene = box.mapViewToScene(QPointF((word["start"] + word["end"]) / 2, 0.5))
    where = inspection.graphics.mapFromScene(scene)
    qtbot.mouseClick(inspection.graphics.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(where))
    if not inspection.is_playing():
        pytest.skip(f"no audio output here: {inspection.status_label.text()}")
    assert inspection.cursor_position() == pytest.approx(word["start"])
    assert inspection.status_label.text().startswith(f"Playing {word['start']:.2f}")
    inspection.stop()


@pytest.mark.usefixtures("pulse")
def test_play_visible_plays_the_stretch_in_view(qtbot, shown) -> None:
    inspection, _ = shown
    inspection.select(2.0, 3.0)
    inspection.canvas.set_x_range(10.0, 14.0)
    if not inspection.play_visible():
        pytest.skip(f"no audio output here: {inspection.status_label.text()}")
    left, _ = inspection.x_range()
    assert inspection.cursor_position() == pytest.approx(left)
    assert inspection.status_label.text().startswith(f"Playing {left:.2f}")
    inspection.stop()
    assert not inspection.is_playing()

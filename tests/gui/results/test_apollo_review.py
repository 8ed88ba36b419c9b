"""A two-recording run reviewable as a mental wellness run is: each take's transcript, its
acoustic features, an Inspect tab per take with its words, and a Praat TextGrid per take that
Praat itself reads. Real takes, offscreen."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import parselmouth
import pytest
import soundfile
from parselmouth.praat import call
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session
from voxwell.api import SECTION_FEATURES, TakeSlot
from voxwell.desk.retention import retention_note
from voxwell.exports.session_files import take_textgrid_paths
from voxwell.gui.results.results_view import ResultsView


@pytest.fixture(autouse=True)
def _running_loop(qasync_loop: object) -> None:
    """The take tracks and the exports run in async slots: they need the app's loop."""


def _take(text: str, offset: float, features: dict[str, float]) -> dict[str, Any]:
    words = [
        {"text": w, "start": round(offset + 0.5 * i, 3), "end": round(offset + 0.5 * i + 0.4, 3)}
        for i, w in enumerate(text.split())
    ]
    return {"transcript": text, "words": words, "features": features}


def _run() -> dict[str, Any]:
    run = apollo_run("voxwell-acoustic-1.2 (whisper-tiny.en)")
    mood = {name: 1.0 + k for k, name in enumerate(SECTION_FEATURES)}
    read = {name: 2.0 + k for k, name in enumerate(SECTION_FEATURES) if name != "hnrDb"}
    run["results"]["takes"] = {
        "moodQuestion": _take("I have been sleeping badly lately", 0.4, mood),
        "readAloud": _take("The North Wind and the Sun were arguing", 1.0, read),
    }
    return run


@pytest.fixture
def takes(audio_fixtures: Path) -> dict[str, Path]:
    return {
        TakeSlot.MOOD_QUESTION: audio_fixtures / "mood_answer_en.flac",
        TakeSlot.READ_ALOUD: audio_fixtures / "read_passage_en.flac",
    }


def _shown(qtbot: QtBot, store, run: dict[str, Any], takes: dict[str, Path]) -> ResultsView:
    view = ResultsView()
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    view.show_session(stored_session(store, run, take=None, kind="apollo", takes=takes))
    return view


def test_each_take_has_its_transcript_features_and_an_inspect_tab(qtbot, store, takes) -> None:
    run = _run()
    apollo = _shown(qtbot, store, run, takes).apollo_view
    sent = run["results"]["takes"]
    for slot in takes:
        assert sent[slot]["transcript"] in apollo.takes_text()
    table = apollo.take_features
    assert table.table.rowCount() == 2
    assert table.values()["f0MeanHz"] == [
        sent["moodQuestion"]["features"]["f0MeanHz"],
        sent["readAloud"]["features"]["f0MeanHz"],
    ]
    assert table.values()["hnrDb"][1] is None, "not measured in that take"
    for slot, path in takes.items():
        inspection = apollo.inspections[slot]
        assert not inspection.is_ready(), "nothing is computed before its tab is shown"
        with qtbot.waitSignal(inspection.ready, timeout=30_000):
            apollo.show_inspection(slot)
        assert inspection.acoustics().duration == pytest.approx(
            soundfile.info(str(path)).duration, abs=0.05
        )
        words = sent[slot]["words"]
        assert len(inspection.word_boundaries()) == 2 * len(words)
        assert inspection.word_boundaries()[0] == words[0]["start"]
        assert inspection.section_labels() == []
        assert inspection.plots["sections"].sceneBoundingRect().height() == 0, "no empty tier"


def test_inspect_of_a_take_removed_under_the_retention_rule_says_so(qtbot, store, tmp_path) -> None:
    gone = {
        slot: tmp_path / f"{slot}.wav" for slot in (TakeSlot.MOOD_QUESTION, TakeSlot.READ_ALOUD)
    }
    view = _shown(qtbot, store, _run(), gone)
    record = view.record()
    assert record is not None
    removed = store.update(record.id, audio_removed_at=datetime.now(UTC), audio_retention_days=30)
    view.show_session(removed)
    for slot in gone:
        inspection = view.apollo_view.show_inspection(slot)
        assert inspection.status_label.text() == retention_note(removed)
        assert inspection.play() is False
        assert inspection.status_label.text() == retention_note(removed)


def test_a_textgrid_per_take_that_praat_reads(qtbot, settle, store, takes, tmp_path) -> None:
    run = _run()
    view = _shown(qtbot, store, run, takes)
    action = view.export_actions.actions["textgrid"]
    assert action.isEnabled()
    settle(view.export_actions.export_to("textgrid", tmp_path / "r.TextGrid"))
    paths = take_textgrid_paths(tmp_path / "r.TextGrid")
    assert [p.name for p in paths.values()] == [
        "r_moodQuestion.TextGrid",
        "r_readAloud.TextGrid",
    ]
    for slot, path in paths.items():
        grid = parselmouth.read(str(path))
        assert call(grid, "Get end time") == pytest.approx(
            soundfile.info(str(takes[slot])).duration, abs=1e-3
        ), "the grid spans its own take"
        assert call(grid, "Get tier name", 2) == "words"
        count = call(grid, "Get number of intervals", 2)
        labels = [call(grid, "Get label of interval", 2, i) for i in range(1, count + 1)]
        sent = run["results"]["takes"][slot]
        assert [label for label in labels if label] == [w["text"] for w in sent["words"]]
        assert call(grid, "Get label of interval", 1, 2) == sent["transcript"]

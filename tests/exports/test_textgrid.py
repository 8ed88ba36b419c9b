"""TextGrid export: Praat itself (through Parselmouth) reads back every tier, interval and label."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from typing import Any

import parselmouth
import pytest
from parselmouth.praat import call

from tests.gui.results_samples import wellness_run
from voxwell.api import (
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    ReadingCheck,
    SectionWord,
    TakeTranscript,
)
from voxwell.exports.textgrid import textgrid_text, write_take_textgrid, write_textgrid


def _read_back(path: Path) -> dict[str, list[tuple[float, float, str]]]:
    grid = parselmouth.Data.read(str(path))
    assert isinstance(grid, parselmouth.TextGrid)
    tiers: dict[str, list[tuple[float, float, str]]] = {}
    for tier in range(1, call(grid, "Get number of tiers") + 1):
        name = call(grid, "Get tier name", tier)
        assert call(grid, "Is interval tier", tier) == 1
        tiers[name] = [
            (
                call(grid, "Get start time of interval", tier, i),
                call(grid, "Get end time of interval", tier, i),
                call(grid, "Get label of interval", tier, i),
            )
            for i in range(1, call(grid, "Get number of intervals", tier) + 1)
        ]
    return tiers


def _labelled(intervals: list[tuple[float, float, str]]) -> list[tuple[float, float, str]]:
    """The intervals with text, times rounded to the microsecond the file is written with."""
    return [(round(a, 6), round(b, 6), text) for a, b, text in intervals if text]


def test_praat_reads_sections_transcript_and_every_measure(tmp_path: Path) -> None:
    run = wellness_run(4, duration=46.0)
    run["results"]["sections"][1]["transcript"] = 'she said "hello" — naïve café'
    path = write_textgrid(tmp_path / "take.TextGrid", run, duration=46.05)
    tiers = _read_back(path)
    assert list(tiers) == ["sections", "transcript", *BANDED_MEASURES, *CONTINUOUS_MEASURES]
    sections = run["results"]["sections"]
    spans = [(s["startSecs"], s["finishSecs"]) for s in sections]
    assert [(a, b) for a, b, _ in _labelled(tiers["sections"])] == spans
    assert [t for _, _, t in _labelled(tiers["sections"])] == ["1", "2", "3", "4"]
    assert [t for _, _, t in _labelled(tiers["transcript"])] == [s["transcript"] for s in sections]
    stress = [float(t) for _, _, t in tiers["stress"] if t]
    assert stress == pytest.approx([s["stress"]["value"] for s in sections])
    for name, intervals in tiers.items():
        # Each tier covers the whole recording with no gaps: Praat would refuse it otherwise,
        # but check the ends too (the first interval is the pause before section 1).
        assert intervals[0][0] == 0.0, name
        assert intervals[-1][1] == pytest.approx(46.05), name
        assert intervals[0][2] == "", name
        assert all(a[1] == b[0] for a, b in pairwise(intervals)), name


def test_words_get_their_own_tier_under_the_section_text(tmp_path: Path) -> None:
    run = wellness_run(2, duration=20.0, continuous=False)
    words = [
        SectionWord(text=text, start=start, end=end)
        for text, start, end in (("the", 0.5, 0.7), ("morning", 0.7, 1.2), ("train", 10.4, 10.9))
    ]
    path = write_textgrid(tmp_path / "w.TextGrid", run, words=words)
    tiers = _read_back(path)
    sections = run["results"]["sections"]
    assert [t for _, _, t in _labelled(tiers["transcript"])] == [s["transcript"] for s in sections]
    assert _labelled(tiers["words"]) == [
        (0.5, 0.7, "the"),
        (0.7, 1.2, "morning"),
        (10.4, 10.9, "train"),
    ]
    assert "uniformStress" not in tiers
    # Without a duration the grid ends where the last section ends.
    assert tiers["sections"][-1][1] == pytest.approx(run["results"]["sections"][-1]["finishSecs"])


def test_words_carried_in_the_run_and_overlaps_are_clipped(tmp_path: Path) -> None:
    run: dict[str, Any] = wellness_run(2, duration=20.0)
    sections = run["results"]["sections"]
    sections[0]["words"] = [
        {"text": "good", "start": 1.0, "end": 1.6},
        {"text": "day", "start": 1.5, "end": 2.0},  # overlaps: clipped to 1.6
        {"text": "zero", "start": 3.0, "end": 3.0},  # no length: left out
    ]
    sections[1]["startSecs"] = sections[0]["finishSecs"] - 1.0  # overlapping sections
    tiers = _read_back(write_textgrid(tmp_path / "o.TextGrid", run))
    assert _labelled(tiers["words"]) == [(1.0, 1.6, "good"), (1.6, 2.0, "day")]
    labelled = _labelled(tiers["sections"])
    assert labelled[1][0] == labelled[0][1]


def test_praat_reads_word_and_feature_tiers_of_a_local_engine_run(tmp_path: Path) -> None:
    run: dict[str, Any] = wellness_run(2, duration=20.0, continuous=False)
    first, second = run["results"]["sections"]
    first["features"] = {"f0MeanHz": 182.4, "jitterLocalPercent": 1.2345, "pauseCount": 2.0}
    second["features"] = {"f0MeanHz": 176.0, "pauseCount": 0.0}
    first["words"] = [{"text": "morning", "start": 0.5, "end": 0.9}]
    second["words"] = [{"text": "train", "start": 10.4, "end": 10.9}]
    tiers = _read_back(write_textgrid(tmp_path / "f.TextGrid", run))
    assert list(tiers) == [
        "sections",
        "transcript",
        "words",
        *BANDED_MEASURES,
        "f0MeanHz",
        "jitterLocalPercent",
        "pauseCount",
    ]
    assert _labelled(tiers["words"]) == [(0.5, 0.9, "morning"), (10.4, 10.9, "train")]
    f0 = [(a, b, float(t)) for a, b, t in _labelled(tiers["f0MeanHz"])]
    assert f0 == [
        (first["startSecs"], first["finishSecs"], 182.4),
        (second["startSecs"], second["finishSecs"], 176.0),
    ]
    assert [t for _, _, t in _labelled(tiers["jitterLocalPercent"])] == ["1.2345"]
    assert [t for _, _, t in _labelled(tiers["pauseCount"])] == ["2", "0"]


def test_praat_reads_a_take_s_words_reading_check_and_features(tmp_path: Path) -> None:
    """A two-recording take's TextGrid had 2 tiers where a mental wellness one has 29: it now
    carries what the screen shows of the take, each value over the whole take."""
    take = TakeTranscript.model_validate(
        {
            "transcript": "the north wind",
            "words": [
                {"text": "the", "start": 0.4, "end": 0.6},
                {"text": "north", "start": 0.6, "end": 1.0},
                {"text": "wind", "start": 1.0, "end": 1.5},
            ],
            "readingCheck": {
                "passage": "en",
                "passageWords": 3,
                "wordsCorrect": 3,
                "wordsSubstituted": 0,
                "wordsSkipped": 0,
                "wordsAdded": 0,
                "wordsPerMinute": 163.5,
                "isPassage": True,
            },
            "features": {"f0MeanHz": 121.25, "hnrDb": 14.0},
        }
    )
    tiers = _read_back(write_take_textgrid(tmp_path / "read.TextGrid", take, duration=2.0))
    assert list(tiers) == ["transcript", "words", *ReadingCheck.model_fields, "f0MeanHz", "hnrDb"]
    assert _labelled(tiers["transcript"]) == [(0.4, 1.5, "the north wind")]
    assert [t for _, _, t in _labelled(tiers["words"])] == ["the", "north", "wind"]
    whole = {name: _labelled(tiers[name]) for name in list(tiers)[2:]}
    assert whole == {
        "passage": [(0.0, 2.0, "en")],
        "passageWords": [(0.0, 2.0, "3")],
        "wordsCorrect": [(0.0, 2.0, "3")],
        "wordsSubstituted": [(0.0, 2.0, "0")],
        "wordsSkipped": [(0.0, 2.0, "0")],
        "wordsAdded": [(0.0, 2.0, "0")],
        "wordsPerMinute": [(0.0, 2.0, "163.5")],
        "isPassage": [(0.0, 2.0, "true")],
        "f0MeanHz": [(0.0, 2.0, "121.25")],
        "hnrDb": [(0.0, 2.0, "14")],
    }


def test_a_run_without_results_is_refused_plainly(tmp_path: Path) -> None:
    run = wellness_run(1)
    run.update(status="COMPLETE_ERROR", errorCode="ERR_INTERNAL", errorReason="x")
    del run["results"]
    target = tmp_path / "none.TextGrid"
    with pytest.raises(ValueError, match="no results to export"):
        write_textgrid(target, run)
    assert not target.exists()
    assert list(tmp_path.iterdir()) == []


def test_text_starts_like_a_praat_long_textgrid() -> None:
    text = textgrid_text(wellness_run(1))
    assert text.startswith('File type = "ooTextFile"\nObject class = "TextGrid"\n\nxmin = 0 \n')
    assert "tiers? <exists> \nsize = 13 \n" in text

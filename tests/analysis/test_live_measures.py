"""The live measures of a monitored session read pauses inside the user's turns: the user's track
is silent while the other side speaks, and those gaps are not the speaker's pauses."""

from __future__ import annotations

import math

import pytest

from voxwell.analysis.features import AcousticFeatures
from voxwell.analysis.live import LONG_PAUSE_SECONDS
from voxwell.analysis.live_measures import TURN_GAP_SECONDS, in_turns
from voxwell.analysis.speech import SpeechInterval


def _features(duration: float) -> AcousticFeatures:
    return AcousticFeatures(duration, 6.0, *(math.nan,) * 7, 30, 1.0, 5.0, 3, 2.0)


def test_gaps_between_turns_are_neither_pauses_nor_counted_time() -> None:
    assert TURN_GAP_SECONDS == LONG_PAUSE_SECONDS
    intervals = [
        SpeechInterval(1.0, 3.0),  # a turn with one pause (0.4 s) and one short gap (0.1 s)
        SpeechInterval(3.4, 4.0),
        SpeechInterval(4.1, 5.0),
        SpeechInterval(9.0, 11.5),  # 4 s later (the other side spoke): the next turn
    ]
    read = in_turns(_features(12.0), intervals)
    assert read.pause_count == 1
    assert read.pause_mean_seconds == pytest.approx(0.4)
    assert read.duration_seconds == pytest.approx(4.0 + 2.5)  # each turn, first speech to last
    assert read.speech_rate_sps == pytest.approx(30 / 6.5)
    assert read.articulation_rate_sps == 5.0  # speech itself is untouched


def test_turns_without_a_pause_inside_have_no_pause_mean() -> None:
    intervals = [SpeechInterval(0.5, 3.0), SpeechInterval(5.0, 8.0)]
    read = in_turns(_features(9.0), intervals)
    assert read.pause_count == 0
    assert math.isnan(read.pause_mean_seconds)
    assert read.duration_seconds == pytest.approx(5.5)
    assert in_turns(_features(9.0), []) == _features(9.0)

"""Inspect against Praat itself on a recorded take: a woman's and a man's real voice, each entered
as a woman and as a man, give the same figures, and those are Praat's (``praat --run`` on the
same file with the same two-pass pitch range): F0 within 1 %, jitter and shimmer within 3 %, HNR
within 0.5 dB.

Inspect used to measure the 16 kHz analysis copy in a pitch range set by the stated sex: the same
span read 233 Hz as a woman and 204 Hz as a man. The takes here are the real-speech clips of one
speaker joined and written as the app records, 48 kHz WAV (skipped without ``../shared`` or
Praat).
"""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import numpy as np
import pytest
import soundfile
from pytestqt.qtbot import QtBot

from tests.praat_scripts import run_praat, voice_report
from tests.real_speech import ARCTIC_SPEAKERS, arctic_clips, build
from voxwell.analysis.selection import SelectionMeasures
from voxwell.api import BirthSex
from voxwell.gui.results.inspection_view import InspectionView

pytestmark = pytest.mark.skipif(shutil.which("praat") is None, reason="Praat is not installed")

SCRIPT = (
    """
form Inspect
    sentence file
    real start
    real end
endform
whole = Read from file: file$
first = To Pitch (ac): 0.01, 60, 15, "no", 0.03, 0.45, 0.01, 0.35, 0.14, 700
q1 = Get quantile: 0, 0, 0.25, "Hertz"
q3 = Get quantile: 0, 0, 0.75, "Hertz"
floor = max (60, 0.75 * q1)
ceiling = min (700, 1.5 * q3)
selectObject: whole
part = Extract part: start, end, "rectangular", 1.0, "yes"
"""
    + voice_report("part", "Hertz", 0.01)
    + """writeInfoLine: floor, " ", ceiling, " ", f0, " ", jitter, " ", shimmer, " ", hnr
"""
)
SPAN = (1.0, 3.0)


@pytest.fixture(autouse=True)
def _running_loop(qasync_loop: object) -> None:
    """The tracks and measures are computed by async slots: they need the app's loop."""


def _recorded_take(speaker: str, folder: Path) -> Path:
    """The speaker's clips joined, as a 48 kHz WAV take."""
    joined = build(arctic_clips(speaker), folder, speaker).path
    samples, rate = soundfile.read(str(joined), dtype="float32")
    times = np.arange(samples.size * 48_000 // rate) * rate / 48_000
    take = folder / f"{speaker}-take.wav"
    soundfile.write(str(take), np.interp(times, np.arange(samples.size), samples), 48_000)
    return take


def _praat(take: Path, folder: Path) -> list[float]:
    return run_praat(SCRIPT, [take, *SPAN], folder)[:6]


def _inspected(qtbot: QtBot, take: Path, sex: BirthSex) -> SelectionMeasures:
    view = InspectionView()
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.ready, timeout=60_000):
        view.show_take(take, [], [], sex)
    with qtbot.waitSignal(view.measured, timeout=60_000):
        view.select(*SPAN)
    measures = view.selection_measures()
    assert measures is not None
    return measures


@pytest.mark.parametrize("speaker", sorted(ARCTIC_SPEAKERS))
def test_inspect_measures_a_real_voice_as_praat_does_whatever_sex_is_entered(
    qtbot: QtBot, tmp_path: Path, speaker: str
) -> None:
    take = _recorded_take(speaker, tmp_path)
    as_woman = _inspected(qtbot, take, BirthSex.FEMALE)
    as_man = _inspected(qtbot, take, BirthSex.MALE)
    assert as_woman == as_man, "the stated sex changes no figure"
    floor, ceiling, f0, jitter, shimmer, hnr = _praat(take, tmp_path)
    assert as_woman.pitch_floor == pytest.approx(floor, rel=0.02)
    assert as_woman.pitch_ceiling == pytest.approx(ceiling, rel=0.02)
    assert math.isfinite(f0)
    assert as_woman.f0_mean_hz == pytest.approx(f0, rel=0.01)
    assert as_woman.jitter_local_pct == pytest.approx(100 * jitter, rel=0.03)
    assert as_woman.shimmer_local_pct == pytest.approx(100 * shimmer, rel=0.03)
    assert as_woman.hnr_db == pytest.approx(hnr, abs=0.5)

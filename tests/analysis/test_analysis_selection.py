"""Selection measurements against Praat itself (``praat --run``) on the same span with the same
frame settings: F0, jitter and shimmer within 1 %, HNR within 0.5 dB (skipped without Praat)."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import numpy as np
import pytest
import soundfile

from tests.praat_scripts import run_praat, voice_report
from voxwell.analysis.selection import formant_tracks, measure_selection

PRAAT_SCRIPT = (
    """
form Selection
    sentence file
    real start
    real end
    real floor
    real ceiling
    real maxformant
endform
whole = Read from file: file$
part = Extract part: start, end, "rectangular", 1.0, "yes"
"""
    + voice_report("part", "Hertz", 0.01)
    + """selectObject: part
intensity = To Intensity: floor, 0.01, "yes"
db = Get mean: 0, 0, "energy"
selectObject: part
formant = To Formant (burg): 0.01, 5, maxformant, 0.025, 50
f1 = Get quantile: 1, 0, 0, "hertz", 0.5
f2 = Get quantile: 2, 0, 0, "hertz", 0.5
f3 = Get quantile: 3, 0, 0, "hertz", 0.5
writeInfoLine: f0, " ", jitter, " ", shimmer, " ", hnr, " ", db, " ", f1, " ", f2, " ", f3
"""
)

SPANS = [
    ("read_passage_en.flac", 2.0, 4.5),
    ("read_passage_en.flac", 10.3, 11.1),
    ("mood_answer_en.flac", 1.0, 3.0),
]


def _praat(
    path: Path, start: float, end: float, floor: float, ceiling: float, folder: Path
) -> list[float]:
    return run_praat(PRAAT_SCRIPT, [path, start, end, floor, ceiling, 5500], folder)[:8]


needs_praat = pytest.mark.skipif(
    shutil.which("praat") is None, reason="Praat is not installed (apt: praat)"
)


@needs_praat
@pytest.mark.parametrize(("name", "start", "end"), SPANS)
def test_a_selection_measures_as_praat_does(
    audio_fixtures: Path, tmp_path: Path, name: str, start: float, end: float
) -> None:
    _compare(audio_fixtures / name, start, end, tmp_path)


@needs_praat
@pytest.mark.parametrize(
    ("clip", "start", "end"),
    [("lj/LJ001-0001.flac", 1.0, 3.5), ("arctic/cmu_arctic_us_aew_a0002.wav", 0.5, 2.5)],
)
def test_a_selection_of_real_speech_measures_as_praat_does(
    tmp_path: Path, clip: str, start: float, end: float
) -> None:
    from tests.real_speech import require_real_speech

    _compare(require_real_speech() / clip, start, end, tmp_path)


def _compare(path: Path, start: float, end: float, tmp_path: Path) -> None:
    samples, rate = soundfile.read(str(path), dtype="float64")
    ours = measure_selection(samples, rate, start, end)
    assert (ours.start, ours.end) == (start, end)
    assert 60 <= ours.pitch_floor < ours.pitch_ceiling <= 700
    f0, jitter, shimmer, hnr, db, f1, f2, f3 = _praat(
        path, start, end, ours.pitch_floor, ours.pitch_ceiling, tmp_path
    )
    assert math.isfinite(f0)
    assert ours.f0_mean_hz == pytest.approx(f0, rel=0.01)
    assert ours.jitter_local_pct == pytest.approx(100 * jitter, rel=0.01)
    assert ours.shimmer_local_pct == pytest.approx(100 * shimmer, rel=0.01)
    assert ours.hnr_db == pytest.approx(hnr, abs=0.5)
    assert ours.intensity_mean_db == pytest.approx(db, abs=0.5)
    tracks = formant_tracks(samples, rate, start, end)
    assert tracks.times[0] >= start
    assert tracks.times[-1] <= end
    for ours_track, praat_median in ((tracks.f1, f1), (tracks.f2, f2), (tracks.f3, f3)):
        assert float(np.nanmedian(ours_track)) == pytest.approx(praat_median, rel=0.02)
    assert np.nanmedian(tracks.f1) < np.nanmedian(tracks.f2) < np.nanmedian(tracks.f3)


def test_a_selection_too_short_to_measure_is_refused(audio_fixtures: Path) -> None:
    samples, rate = soundfile.read(str(audio_fixtures / "read_passage_en.flac"), dtype="float64")
    with pytest.raises(ValueError, match="at least 50 ms"):
        measure_selection(samples, rate, 3.0, 3.02)


def test_silence_has_no_voice_figures(audio_fixtures: Path) -> None:
    rate = 16_000
    quiet = np.random.default_rng(3).standard_normal(rate) * 1e-4
    measured = measure_selection(quiet, rate, 0.1, 0.9, pitch_floor=75, pitch_ceiling=500)
    assert math.isnan(measured.f0_mean_hz)
    assert math.isnan(measured.jitter_local_pct)
    assert math.isnan(measured.hnr_db)
    assert math.isfinite(measured.intensity_mean_db)

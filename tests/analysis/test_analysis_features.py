"""Sections cut at pauses, Praat features (checked against Praat itself), the reference model."""

from __future__ import annotations

import itertools
import math
import shutil
from pathlib import Path

import numpy as np
import parselmouth
import pytest

from tests.praat_scripts import run_praat, voice_report
from voxwell.analysis import decode, detect_speech
from voxwell.analysis.features import FIRST_PASS_RANGE, measure_features, speaker_pitch_range
from voxwell.analysis.measures import (
    MEASURE_WEIGHTS,
    age_on,
    band,
    combine,
    norms,
    standardise,
    total_severity,
)
from voxwell.analysis.sections import make_sections, phrases
from voxwell.analysis.speech import SpeechInterval
from voxwell.api import BirthSex, Severity

RATE = 16_000


def _talk(
    phrase: float, pause: float, total_speech: float, lead: float = 1.0
) -> list[SpeechInterval]:
    out, t, said = [], lead, 0.0
    while said < total_speech - 1e-9:
        length = min(phrase, total_speech - said)
        out.append(SpeechInterval(t, t + length))
        said += length
        t += length + pause
    return out


def test_short_speech_is_one_section_over_the_whole_recording() -> None:
    intervals = _talk(3.0, 1.0, 15.0)
    sections = make_sections(intervals, 30.0)
    assert len(sections) == 1
    assert (sections[0].start, sections[0].finish) == (0.0, 30.0)
    assert sections[0].speech_seconds == pytest.approx(15.0)


@pytest.mark.parametrize(("speech", "count"), [(16.0, 1), (25.0, 2), (45.0, 3), (150.0, 8)])
def test_longer_speech_is_cut_at_pauses_into_8_to_20_s(speech: float, count: int) -> None:
    intervals = _talk(2.5, 0.8, speech)
    duration = intervals[-1].end + 1.0
    sections = make_sections(intervals, duration)
    assert len(sections) == count
    assert sections[0].start == 0.0
    assert sections[-1].finish == duration
    for before, after in itertools.pairwise(sections):
        assert before.finish == after.start
        # The cut lies in a pause: no speech interval straddles it.
        assert not any(i.start < before.finish < i.end for i in intervals)
    for section in sections:
        assert 8.0 <= section.speech_seconds <= 20.0
    assert sum(s.speech_seconds for s in sections) == pytest.approx(speech)


def test_phrases_join_short_gaps_only() -> None:
    intervals = [SpeechInterval(1.0, 2.0), SpeechInterval(2.1, 3.0), SpeechInterval(3.5, 4.0)]
    assert phrases(intervals) == [SpeechInterval(1.0, 3.0), SpeechInterval(3.5, 4.0)]


def _harmonic_tone(f0: float, seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    tone = sum(np.sin(2 * np.pi * f0 * k * t) / k for k in range(1, 12))
    return np.asarray(0.3 * tone / np.max(np.abs(tone)), np.float32)


def test_features_of_a_steady_150_hz_voice() -> None:
    samples = _harmonic_tone(150.0, 4.0)
    features = measure_features(samples, [SpeechInterval(0.0, 4.0)])
    assert features.f0_mean_st == pytest.approx(12 * math.log2(1.5), abs=0.05)
    assert features.f0_sd_st < 0.1
    assert features.jitter_local_pct < 0.2
    assert features.shimmer_local_pct < 1.0
    assert features.hnr_db > 30
    assert features.pause_count == 0
    assert math.isnan(features.pause_mean_seconds)


def test_variation_is_measured_within_phrases_not_across_a_step_between_them() -> None:
    """Two steady phrases a fifth apart and 12 dB apart (another voice, another distance to the
    microphone): over the whole take they would vary by about 3.5 st and 6 dB, within each
    phrase they hardly vary at all."""
    gap = np.zeros(RATE // 2, np.float32)
    high = _harmonic_tone(225.0, 2.0) * np.float32(10 ** (-12 / 20))
    samples = np.concatenate([_harmonic_tone(150.0, 2.0), gap, high])
    features = measure_features(samples, [SpeechInterval(0.0, 2.0), SpeechInterval(2.5, 4.5)])
    semitones = 12 * math.log2(225 / 150)
    assert features.f0_mean_st == pytest.approx(12 * math.log2(1.5) + semitones / 2, abs=0.3)
    assert features.f0_sd_st < 0.1
    assert features.intensity_sd_db < 1.0
    assert features.pause_count == 1


def test_features_of_silence_are_not_a_number() -> None:
    features = measure_features(np.zeros(RATE * 2, np.float32), [])
    assert math.isnan(features.f0_mean_st)
    assert math.isnan(features.jitter_local_pct)
    assert features.syllables == 0


def test_timing_features_of_the_read_passage(audio_fixtures: Path) -> None:
    audio = decode(audio_fixtures / "read_passage_en.flac")
    report = detect_speech(audio.samples)
    features = measure_features(audio.samples, report.intervals)
    # Eight sentences separated by 0.9–1.6 s pauses (the fixture script), plus pauses at commas.
    assert 7 <= features.pause_count <= 20
    assert 0.3 <= features.pause_mean_seconds <= 1.6
    # About 160 syllables were said in 36 s of speech.
    assert 3.0 <= features.articulation_rate_sps <= 6.5
    assert features.speech_rate_sps < features.articulation_rate_sps


PRAAT_SCRIPT = (
    """
form Voice report
    sentence file
    real floor
    real ceiling
endform
sound = Read from file: file$
"""
    + voice_report("sound", "semitones re 100 Hz", 0.02)
    + """writeInfoLine: f0, " ", jitter, " ", shimmer, " ", hnr
"""
)


@pytest.mark.skipif(shutil.which("praat") is None, reason="Praat is not installed (apt: praat)")
@pytest.mark.parametrize(
    ("name", "sex"),
    [("read_passage_en.flac", BirthSex.MALE), ("mood_answer_en.flac", BirthSex.FEMALE)],
)
def test_voice_features_match_praat_itself(
    audio_fixtures: Path, tmp_path: Path, name: str, sex: BirthSex
) -> None:
    audio = decode(audio_fixtures / name)
    sound = parselmouth.Sound(audio.samples.astype(np.float64), sampling_frequency=RATE)
    floor, ceiling = speaker_pitch_range(sound)  # the voice's own range, whatever its sex
    assert (floor, ceiling) != FIRST_PASS_RANGE
    if sex is BirthSex.MALE:
        assert ceiling < 400
    else:
        assert floor > 90
    report = run_praat(PRAAT_SCRIPT, [audio_fixtures / name, floor, ceiling], tmp_path)
    praat_mean, praat_jitter, praat_shimmer, praat_hnr = report[:4]
    ours = measure_features(audio.samples, detect_speech(audio.samples).intervals)
    assert ours.f0_mean_st == pytest.approx(praat_mean, abs=0.05)
    assert ours.jitter_local_pct == pytest.approx(100 * praat_jitter, rel=0.05)
    assert ours.shimmer_local_pct == pytest.approx(100 * praat_shimmer, rel=0.05)
    assert ours.hnr_db == pytest.approx(praat_hnr, abs=0.3)


def test_reference_model_is_centred_and_monotone() -> None:
    sex, age = BirthSex.FEMALE, 40
    at_norm = {name: 0.0 for name in norms(sex, age)}
    for weights in MEASURE_WEIGHTS.values():
        assert combine(at_norm, weights) == pytest.approx(0.5)
    slower = dict(at_norm, articulation_rate_sps=-2.0, pause_mean_seconds=2.0)
    assert combine(slower, MEASURE_WEIGHTS["Exhaustion"]) > 0.9
    assert combine(slower, MEASURE_WEIGHTS["Distress"]) < 0.5
    assert [band(v) for v in (0.2, 0.5, 0.8, 0.95)] == [0.0, 0.33, 0.66, 1.0]
    assert total_severity([0.5] * 8) is Severity.MODERATE  # expected PHQ-8 total 12
    assert total_severity([0.1] * 7) is Severity.NONE


def test_norms_depend_on_sex_and_age() -> None:
    assert (
        norms(BirthSex.FEMALE, 30)["f0_mean_st"].mean > norms(BirthSex.MALE, 30)["f0_mean_st"].mean
    )
    assert norms(BirthSex.MALE, 70)["f0_mean_st"].mean > norms(BirthSex.MALE, 30)["f0_mean_st"].mean
    old = norms(BirthSex.UNKNOWN, 70)["articulation_rate_sps"].mean
    assert old < norms(BirthSex.UNKNOWN, 30)["articulation_rate_sps"].mean
    from datetime import date

    assert age_on(date(1980, 6, 2), date(2026, 6, 1)) == 45
    assert age_on(date(1980, 6, 1), date(2026, 6, 1)) == 46


def test_standardise_clips_and_treats_missing_as_reference() -> None:
    features = measure_features(np.zeros(RATE * 2, np.float32), [])
    z = standardise(features, BirthSex.MALE, 40)
    assert z["f0_mean_st"] == 0.0  # NaN: no voiced frame
    assert all(-3.0 <= v <= 3.0 for v in z.values())

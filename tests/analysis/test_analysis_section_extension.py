"""The local engine's extension of each section (DESIGN.md §9): features with units, timed words."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from voxwell.analysis import analyze_mental_wellness
from voxwell.api import SECTION_FEATURES, LanguageCode, MentalWellnessResults, UserDetails

pytestmark = pytest.mark.slow


def test_sections_carry_their_features_and_words(audio_fixtures: Path, user: UserDetails) -> None:
    outcome = analyze_mental_wellness(
        audio_fixtures / "mood_answer_en.flac", user, LanguageCode.EN_US
    )
    wire = outcome.results.to_wire()
    sections = MentalWellnessResults.model_validate(wire).sections
    for section in sections:
        assert section.features is not None
        assert set(section.features) <= set(SECTION_FEATURES)
        assert {"durationSeconds", "speechSeconds", "f0MeanHz", "hnrDb"} <= set(section.features)
        assert all(math.isfinite(v) for v in section.features.values())
        assert section.feature("durationSeconds") == pytest.approx(
            section.finishSecs - section.startSecs, abs=0.01
        )
        assert 75.0 <= (section.feature("f0MeanHz") or 0.0) <= 300.0  # a male speaker's range
        semitones = section.feature("f0MeanSemitones")
        assert semitones is not None
        assert section.feature("f0MeanHz") == pytest.approx(100 * 2 ** (semitones / 12), rel=1e-3)
        words = section.words or []
        assert " ".join(w.text for w in words) == section.transcript
        for word in words:
            assert section.startSecs <= (word.start + word.end) / 2 < section.finishSecs
            assert word.start < word.end
    assert sum(len(s.words or []) for s in sections) >= 20

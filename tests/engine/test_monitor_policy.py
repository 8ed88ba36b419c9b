"""The safety policy on a live session: risk expressions spoken (by espeak-ng) in the middle of real
speech reach the unmodified public client as level 3, ``suicidal_content``, with the words and
when they were said; the real speech around them raises nothing (tests/engine/test_monitor.py).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pytest

from tests.engine.monitor_helpers import RATE, run_sentinel, spoken, whole_seconds
from tests.engine.test_monitor import MONITORING, validate_policy_result
from tests.real_speech import LJ_WER_CLIPS, build, language_clips
from tests.team_server import store_independent
from voxwell.analysis import decode
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow

PHRASES = {
    "en-US": ("en-us", "Lately I feel that I want to kill myself.", ("kill myself",)),
    "es-ES": (
        "es",
        "A veces pienso que estaría mejor muerto. Me quiero morir.",
        ("estaria mejor muerto", "mejor muerto", "me quiero morir", "quiero morir"),
    ),
}
GAP = np.zeros(round(0.8 * RATE), np.float32)


@pytest.mark.parametrize("language", list(PHRASES))
@store_independent(MONITORING)
def test_risk_words_in_real_speech_give_an_immediate_level_3_with_words_and_time(
    engine: LocalEngine, tmp_path: Path, language: str
) -> None:
    voice, text, expected = PHRASES[language]
    clips = LJ_WER_CLIPS[:3] if language.startswith("en") else language_clips("es") * 2
    before = decode(build(clips, tmp_path, "before").path).samples
    after = decode(build(clips[:1], tmp_path, "after").path).samples
    phrase = spoken(text, voice, tmp_path, "phrase")
    samples = whole_seconds(np.concatenate([before, GAP, phrase, GAP, after]))
    said_from = (before.size + GAP.size) / RATE
    said_to = said_from + phrase.size / RATE
    run = asyncio.run(
        run_sentinel(engine, samples, language, biomarkers=["helios"], policy_results=1)
    )
    results = [validate_policy_result(m) for m in run.policies]
    flagged = [r for r in results if r["flags"]["suicidal_content"]]
    assert flagged, [r["concerns"] for r in results]
    first = flagged[0]
    assert first["classification"]["level"] == 3
    assert first["classification"]["alert"] == "mindful"
    assert first["recommended_actions"]["urgency"] == "immediate"
    note = first["recommended_actions"]["for_human_reviewer"]
    match = first["risk_expressions"][0]
    assert match["expression"] in expected
    assert said_from - 0.5 <= match["start"] < match["end"] <= said_to + 0.5
    assert f"{match['start']:.1f}-{match['end']:.1f} s" in note
    assert match["said"] in note
    assert "suicidal ideation" in first["rationale"]
    # Results before the words carry no flag: the real speech raised nothing.
    for result in results[: results.index(first)]:
        assert result["flags"]["suicidal_content"] is False

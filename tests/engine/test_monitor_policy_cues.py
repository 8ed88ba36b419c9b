"""The voice cues of the engine's safety policy, in the words the reviewer reads and as data."""

from __future__ import annotations

from voxwell.engine.monitor_policy import PolicyInputs, VoiceCue, policy_result, voice_cues


def _words(summary: dict[str, float | str]) -> list[str]:
    return [cue.words() for cue in voice_cues(summary)]


def test_voice_cues_name_the_centile_as_an_ordinal() -> None:
    assert _words({"stress": 0.93, "distress": 0.911, "exhaustion": 0.97, "fatigue": 0.2}) == [
        "stress at the 93rd centile",
        "distress at the 91st centile",
        "exhaustion at the 97th centile",
    ]
    assert _words({"stress": 0.912, "distress": 0.999}) == [
        "stress at the 91st centile",
        "distress at the 100th centile",
    ]
    assert _words({"stress": 0.5, "symptom_anhedonia": 0.99}) == []


def test_a_result_carries_its_voice_cues_as_data_beside_their_words() -> None:
    summary: dict[str, float | str] = {
        "stress": 0.95,
        "distress": 0.4,
        "depression_probability": 0.2,
        "anxiety_probability": 0.06,  # under twice its prior (0.051): no cue
    }
    inputs = PolicyInputs(
        risks=(),
        summary=summary,
        speech_seconds=30.0,
        trigger_seconds=10.0,
        user_turns=1,
        segment=1,
    )
    result = policy_result("voxwell_wellbeing_awareness", inputs)["result"]
    assert voice_cues(summary) == [
        VoiceCue("stress", 0.95),
        VoiceCue("depression_probability", 0.2, 0.056),
    ]
    assert result["voice_cues"] == [
        {"field": "stress", "value": 0.95, "prior": None},
        {"field": "depression_probability", "value": 0.2, "prior": 0.056},
    ]
    assert result["concerns"] == [
        "voice: stress at the 95th centile",
        "voice: depression probability 0.20 (prior 0.056)",
    ]
    assert result["classification"]["level"] == 1

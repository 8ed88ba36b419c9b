"""The voice cues of the engine's safety policy, in the words the reviewer reads."""

from __future__ import annotations

from voxwell.engine.monitor_policy import voice_cues


def test_voice_cues_name_the_centile_as_an_ordinal() -> None:
    cues = voice_cues({"stress": 0.93, "distress": 0.911, "exhaustion": 0.97, "fatigue": 0.2})
    assert cues == [
        "stress at the 93rd centile",
        "distress at the 91st centile",
        "exhaustion at the 97th centile",
    ]
    assert voice_cues({"stress": 0.912, "distress": 0.999}) == [
        "stress at the 91st centile",
        "distress at the 100th centile",
    ]
    assert voice_cues({"stress": 0.5, "symptom_anhedonia": 0.99}) == []

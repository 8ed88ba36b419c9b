"""The monitoring protocol's vocabulary (``voxwell.api.monitor``) and its documents agree: the
AsyncAPI file lists the same error codes, sample rates and languages, docs/monitor.md every code,
and the triggers are the service's own minimum speech lengths. What a recording keeps of the
events (``LiveNotes``): the person's final captions, and each alert once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from voxwell.api import (
    BIOMARKER_TRIGGER_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
    MONITOR_SAMPLE_RATES,
    AlertLevel,
    LanguageCode,
    LiveAlert,
    LiveNotes,
    MonitorConfig,
    MonitorErrorCode,
    Urgency,
)

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_asyncapi_document_lists_the_vocabulary() -> None:
    document = yaml.safe_load((DOCS / "monitor.asyncapi.yaml").read_text(encoding="utf-8"))
    messages = document["components"]["messages"]
    codes = messages["Error"]["payload"]["properties"]["error_code"]["enum"]
    assert codes == [code.value for code in MonitorErrorCode]
    config = messages["Configuration"]["payload"]["properties"]
    assert config["language"]["enum"] == [code.value for code in LanguageCode]
    rates = config["audio_config"]["properties"]["sample_rate"]["enum"]
    assert tuple(rates) == MONITOR_SAMPLE_RATES
    result = messages["PolicyResult"]["payload"]["properties"]["result"]["properties"]
    urgency = result["recommended_actions"]["properties"]["urgency"]["enum"]
    alerts = result["classification"]["properties"]["alert"]["enum"]
    assert alerts == [value.value for value in AlertLevel]
    assert urgency == [value.value for value in Urgency]


def test_the_guide_names_every_error_code() -> None:
    guide = (DOCS / "monitor.md").read_text(encoding="utf-8")
    for code in MonitorErrorCode:
        assert f"`{code.value}`" in guide, code


def test_triggers_are_the_service_minimums_and_levels_map_to_alerts() -> None:
    assert BIOMARKER_TRIGGER_SECONDS == {
        "helios": MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
        "apollo": MIN_SPEECH_SECONDS_TWO_RECORDING,
    }
    assert [AlertLevel.for_level(n).value for n in range(4)] == [
        "none",
        "aware",
        "supportive",
        "mindful",
    ]
    assert [Urgency.for_level(n).value for n in range(4)] == [
        "routine",
        "within_week",
        "within_24hrs",
        "immediate",
    ]


def test_an_alert_is_shown_in_a_clinicians_words_never_the_wires() -> None:
    top = LiveAlert(level=3, alert="mindful", note="", urgency="immediate")
    assert top.heading == "Alert level 3 of 3: possible suicide risk (act now)"
    soon = LiveAlert(level=2, alert="supportive", note="", urgency="within_48hrs")
    assert soon.heading == (
        "Alert level 2 of 3: offer support, tell a clinician (follow up within 48 hours)"
    )
    # From a service with an urgency of its own: said in words, without the underscores.
    other = LiveAlert(level=1, alert="aware", note="", urgency="next_visit")
    assert other.heading == "Alert level 1 of 3: be aware, check in (next visit)"
    assert (
        LiveAlert(level=1, alert="aware", note="").heading
        == "Alert level 1 of 3: be aware, check in"
    )


def test_a_configuration_keeps_what_the_engine_can_answer() -> None:
    config = MonitorConfig.model_validate(
        {
            "language": "es-US",
            "biomarkers": ["psyche", "apollo", "helios"],
            "policies": ["demo_field_extraction", "demo_wellbeing_awareness"],
            "future_field": 1,
        }
    )
    assert config.measured_biomarkers == ["helios", "apollo"]
    assert config.safety_policies == ["demo_wellbeing_awareness"]
    assert MonitorConfig.model_validate({}).measured_biomarkers == ["helios"]


def _policy_result(level: int, note: str, timestamp: str) -> dict[str, Any]:
    return {
        "type": "POLICY_RESULT",
        "policy": "safety_analysis",
        "result": {
            "timestamp": timestamp,
            "classification": {"level": level, "alert": AlertLevel.for_level(level).value},
            "recommended_actions": {"for_human_reviewer": note, "urgency": "immediate"},
            "risk_expressions": [{"said": "kill myself", "start": 15.7, "end": 16.5}],
        },
    }


def test_live_notes_keep_final_user_captions_and_each_alert_once() -> None:
    notes = LiveNotes()
    caption = {"type": "TRANSCRIPT", "speaker": "user", "is_final": True, "text": " Hello. "}
    assert not notes.take_event(caption)  # no times: not a caption of the engine's
    assert notes.take_event({**caption, "start": 0.5, "end": 1.25})
    assert not notes.take_event({**caption, "start": 2, "end": 3, "speaker": "agent"})
    assert not notes.take_event({**caption, "start": 2, "end": 3, "is_final": False})
    assert not notes.take_event({"type": "STATUS", "buffer_duration": 3.0})
    assert not notes.take_event(_policy_result(0, "", "0-3s of speech"))
    assert notes.take_event(_policy_result(3, "said kill myself at 15.7 s", "0-12s of speech"))
    # A later result quoting the same words is the same alert; new words are a new one.
    assert not notes.take_event(_policy_result(3, "said kill myself at 15.7 s", "0-15s of speech"))
    assert notes.take_event(_policy_result(3, "said kill myself at 15.7 s and 30 s", "0-31s"))
    assert [c.text for c in notes.captions] == ["Hello."]
    assert (notes.captions[0].start, notes.captions[0].end) == (0.5, 1.25)
    first = notes.alerts[0]
    assert (first.level, first.alert, first.urgency) == (3, "mindful", "immediate")
    assert first.words == ("kill myself",)
    assert first.start == 15.7
    assert len(notes.alerts) == 2
    assert LiveNotes.model_validate_json(notes.model_dump_json()) == notes


def test_an_alert_from_the_voice_alone_gives_its_concerns_as_the_reason() -> None:
    """No words to quote (``for_human_reviewer`` is null): the clinician is told the concerns,
    and later results with new values are the same alert, not a new one each second."""
    notes = LiveNotes()

    def voice_only(centile: int) -> dict[str, Any]:
        event = _policy_result(1, "", f"0-{centile - 80}s of speech")
        event["result"]["recommended_actions"]["for_human_reviewer"] = None
        event["result"]["risk_expressions"] = []
        event["result"]["concerns"] = [f"voice: stress at the {centile}th centile"]
        return event

    assert notes.take_event(voice_only(97))
    assert not notes.take_event(voice_only(98))
    (alert,) = notes.alerts
    assert alert.note == ""
    assert alert.start is None
    assert alert.reason == "Concerns: voice: stress at the 97th centile."
    quoted = LiveNotes()
    assert quoted.take_event(_policy_result(3, "said kill myself at 15.7 s", "0-12s of speech"))
    assert quoted.alerts[0].reason == "said kill myself at 15.7 s"  # the note, when there is one

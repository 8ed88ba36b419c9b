"""The monitoring protocol's vocabulary (``voxwell.api.monitor``) and its documents agree: the
AsyncAPI file lists the same error codes, sample rates and languages, docs/monitor.md every code,
and the triggers are the service's own minimum speech lengths.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from voxwell.api import (
    BIOMARKER_TRIGGER_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
    MONITOR_SAMPLE_RATES,
    AlertLevel,
    LanguageCode,
    MonitorConfig,
    MonitorErrorCode,
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

"""``/v1/monitor`` driven by the unmodified public client (``thymia-sentinel``) and by ours, on real
speech (the shared LJ and Spanish clips; skipped without them), against a real engine process.

Speech seconds are compared with the batch detector, results validated with the public client's
own models, and the live final transcripts scored against the batch recogniser on the same audio.
"""

from __future__ import annotations

import asyncio
import math
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest
from pydantic import TypeAdapter

from tests.engine.monitor_helpers import RATE, run_sentinel, url, whole_seconds
from tests.real_speech import LJ_WER_CLIPS, build, language_clips, reference_words
from tests.team_server import store_independent
from voxwell.analysis import decode, detect_speech
from voxwell.analysis.evaluation import normalise_words, word_error_rate
from voxwell.analysis.live import LONG_PAUSE_SECONDS
from voxwell.analysis.transcribe import PAD_SECONDS, join_words, transcribe, whisper_language
from voxwell.api import (
    BIOMARKER_TRIGGER_SECONDS,
    CAPTION_WAIT_SECONDS,
    LanguageCode,
    MonitorConfig,
)
from voxwell.client.monitor import MonitorClient, stream_pcm
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


def _recording(language: LanguageCode, folder: Path) -> tuple[npt.NDArray[np.float32], list[str]]:
    """LJ's nine WER clips (62 s), or the four Spanish clips twice (over 15 s of speech)."""
    clips = LJ_WER_CLIPS if language.is_english else language_clips("es") * 2
    built = build(clips, folder, f"monitor_{language.value}")
    return whole_seconds(decode(built.path).samples), clips


MONITORING = "a live session streams to the API process and is never stored: no store in its path"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("monitor")


def validate_policy_result(message: dict[str, Any]) -> dict[str, Any]:
    """A POLICY_RESULT checked against the public client's models; its result."""
    from thymia_sentinel import PolicyResult, ReasonerBiomarkerSummary, ReasonerResult

    TypeAdapter(PolicyResult).validate_python(message, strict=True)
    result = message["result"]
    TypeAdapter(ReasonerResult).validate_python(result)
    if result["biomarker_summary"] is not None:
        ReasonerBiomarkerSummary.model_validate(result["biomarker_summary"], strict=True)
    assert message["policy_name"] == "voxwell_wellbeing_awareness"
    assert "diagnose nothing" in result["rationale"]
    return dict(result)


@pytest.mark.parametrize("language", [LanguageCode.EN_US, LanguageCode.ES_ES], ids=str)
@store_independent(MONITORING)
def test_the_public_client_gets_progress_and_results_of_real_speech(
    engine: LocalEngine, folder: Path, language: LanguageCode
) -> None:
    from thymia_sentinel import ProgressResult

    samples, _ = _recording(language, folder)
    batch_speech = detect_speech(samples).speech_seconds
    assert batch_speech > BIOMARKER_TRIGGER_SECONDS["apollo"]
    run = asyncio.run(
        run_sentinel(
            engine, samples, language.value, biomarkers=["helios", "apollo"], policy_results=2
        )
    )
    assert len(run.progress) == samples.size // RATE
    for message in run.progress:
        TypeAdapter(ProgressResult).validate_python(message, strict=True)
        assert set(message["biomarkers"]) == {"helios", "apollo"}
    last = run.progress[-1]["biomarkers"]
    assert last["helios"]["trigger_seconds"] == 10.0
    assert last["apollo"]["trigger_seconds"] == 15.0
    live_speech = last["helios"]["speech_seconds"]
    assert abs(live_speech - batch_speech) <= 0.1 * batch_speech, (live_speech, batch_speech)
    results = [validate_policy_result(m) for m in run.policies]
    first, second = results[:2]
    # The first result comes at helios's trigger, the second adds apollo's measures.
    assert first["biomarker_summary"]["distress"] is not None
    assert "depression_probability" not in first["biomarker_summary"]
    assert 0.0 < second["biomarker_summary"]["depression_probability"] < 1.0
    assert "local acoustic reference model" in second["biomarker_summary"]["interpretation"]
    for result in results:
        assert result["flags"]["suicidal_content"] is False
        assert result["classification"]["level"] <= 1  # voice alone: one step at most
        assert result["recommended_actions"]["urgency"] in ("routine", "within_week")


async def _live_transcripts(
    engine: LocalEngine, samples: npt.NDArray[np.float32], language: LanguageCode
) -> list[dict[str, Any]]:
    config = MonitorConfig.model_validate(
        {"language": language.value, "progress_updates": {"enabled": True}}
    )
    seconds, progress, events = samples.size // RATE, 0, []
    pcm = np.round(samples * 32768).astype("<i2").tobytes()
    async with MonitorClient(url(engine), engine.api_key, config) as client:
        sending = asyncio.ensure_future(stream_pcm(client, pcm, speed=0))
        async for event in client.events():
            events.append({**event, "progress_before": progress})
            progress += event["type"] == "PROGRESS"
            if progress == seconds:
                break
        await sending
    return [e for e in events if e["type"] == "TRANSCRIPT"]


# One recogniser serves both deployments: the words are scored once, on the embedded engine.
@store_independent(MONITORING)
@pytest.mark.parametrize("language", [LanguageCode.EN_US, LanguageCode.ES_ES], ids=str)
def test_live_transcripts_are_as_accurate_as_the_batch_recogniser(
    engine: LocalEngine, folder: Path, language: LanguageCode
) -> None:
    samples, clips = _recording(language, folder)
    family = whisper_language(language)
    transcripts = asyncio.run(asyncio.wait_for(_live_transcripts(engine, samples, language), 240))
    assert len(transcripts) >= 2
    for event in transcripts:
        assert event["is_final"] is True
        assert event["speaker"] == "user"
        assert event["start"] <= event["end"] <= samples.size / RATE
    starts = [e["start"] for e in transcripts]
    assert starts == sorted(starts)
    for event in transcripts:
        # Recognised beside the audio, a caption still comes before the PROGRESS of the second
        # CAPTION_WAIT_SECONDS after the pause that closed it (at most LONG_PAUSE_SECONDS after
        # its speech, which ends at most PAD_SECONDS after its last word; 100 ms chunks).
        closed = event["end"] + PAD_SECONDS + LONG_PAUSE_SECONDS + 0.1
        assert event["progress_before"] <= math.ceil(closed + CAPTION_WAIT_SECONDS), event
    live = [t for e in transcripts for t in normalise_words(e["text"], family)]
    intervals = detect_speech(samples).intervals
    batch_words = transcribe(samples, intervals, language, threads=2).words
    batch = normalise_words(join_words(batch_words, language), family)
    reference = reference_words(clips, family)
    live_rate, batch_rate = word_error_rate(reference, live), word_error_rate(reference, batch)
    assert live_rate <= batch_rate + 0.02 + 1e-9, (live_rate, batch_rate)

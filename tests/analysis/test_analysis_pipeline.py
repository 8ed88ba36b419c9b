"""The two analyses end to end: every error code at its boundary, valid and repeatable results."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf

from voxwell.analysis import (
    MODEL_NAME,
    ApolloOutcome,
    MentalWellnessOutcome,
    analyze_mental_wellness,
    analyze_two_recording,
    decode,
    detect_speech,
)
from voxwell.api import (
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    ApolloResults,
    LanguageCode,
    MentalWellnessErrorCode,
    MentalWellnessResults,
    Severity,
    UserDetails,
)
from voxwell.errors import AnalysisError

pytestmark = pytest.mark.slow


EN = LanguageCode.EN_US
CutSpeech = Callable[[str, float, float], Path]  # the ``cut_speech`` fixture (conftest.py)
Code = MentalWellnessErrorCode


def _error(work: Any) -> AnalysisError:
    with pytest.raises(AnalysisError) as caught:
        work()
    return caught.value


def _speech_of(path: Path) -> float:
    return detect_speech(decode(path).samples).speech_seconds


@pytest.fixture(scope="module")
def mood_outcome(audio_fixtures: Path, user: UserDetails) -> MentalWellnessOutcome:
    return analyze_mental_wellness(audio_fixtures / "mood_answer_en.flac", user, EN)


@pytest.fixture(scope="module")
def passing_10_5(cut_speech: CutSpeech) -> Path:
    return cut_speech("read_passage_en.flac", 10.5, 0.0)


# --- the minimum of speech of a mental wellness run (10 s) ---------------------------------


def test_9_5_s_of_speech_is_too_short(cut_speech: CutSpeech, user: UserDetails) -> None:
    path = cut_speech("read_passage_en.flac", 9.5, 0.0)
    assert _speech_of(path) == pytest.approx(9.5, abs=0.3)
    error = _error(lambda: analyze_mental_wellness(path, user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_SHORT
    assert "10 s" in error.reason


def test_10_5_s_of_speech_passes_and_repeats_exactly(passing_10_5: Path, user: UserDetails) -> None:
    assert _speech_of(passing_10_5) == pytest.approx(10.5, abs=0.3)
    first = analyze_mental_wellness(passing_10_5, user, EN, workers=1)
    second = analyze_mental_wellness(passing_10_5, user, EN, workers=2)
    assert len(first.results.sections) == 1
    assert first.results.sections[0].transcript
    assert first.results.to_wire() == second.results.to_wire()
    assert first.warnings == second.warnings


def test_noise_only_has_no_speech(audio_fixtures: Path, user: UserDetails) -> None:
    error = _error(lambda: analyze_mental_wellness(audio_fixtures / "noise_only.flac", user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_SHORT
    assert "0.0 s of speech" in error.reason


def test_8_s_clip_is_too_short(audio_fixtures: Path, user: UserDetails) -> None:
    error = _error(lambda: analyze_mental_wellness(audio_fixtures / "short_8s.flac", user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_SHORT


# --- the maximum length (3 min) ------------------------------------------------------------


def test_181_s_is_too_long_and_179_s_is_not(cut_speech: CutSpeech, user: UserDetails) -> None:
    # Both hold 5 s of speech: 179 s gets past the length limit and stops at the speech minimum.
    short_179 = cut_speech("read_passage_en.flac", 5.0, 179.0)
    long_181 = cut_speech("read_passage_en.flac", 5.0, 181.0)
    assert _error(lambda: analyze_mental_wellness(short_179, user, EN)).code is (
        Code.ERR_RECORDING_TOO_SHORT
    )
    error = _error(lambda: analyze_mental_wellness(long_181, user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_LONG
    assert "181" in error.reason


def test_190_s_fixture_is_too_long(audio_fixtures: Path, user: UserDetails) -> None:
    error = _error(lambda: analyze_mental_wellness(audio_fixtures / "long_190s.opus", user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_LONG


# --- formats, transcription and internal errors ---------------------------------------------


@pytest.mark.parametrize("content", [b"just some words\n" * 40, bytes(range(256)) * 100])
def test_not_audio(tmp_path: Path, user: UserDetails, content: bytes) -> None:
    path = tmp_path / "take.wav"
    path.write_bytes(content)
    error = _error(lambda: analyze_mental_wellness(path, user, EN))
    assert error.code is Code.ERR_RECORDING_INVALID_FORMAT


def test_truncated_flac(audio_fixtures: Path, tmp_path: Path, user: UserDetails) -> None:
    data = (audio_fixtures / "mood_answer_en.flac").read_bytes()
    path = tmp_path / "cut.flac"
    path.write_bytes(data[: int(len(data) * 0.7)])
    error = _error(lambda: analyze_mental_wellness(path, user, EN))
    assert error.code is Code.ERR_RECORDING_INVALID_FORMAT


@pytest.mark.parametrize("case", ["not a user", "missing file"])
def test_internal_errors_say_what_failed(
    case: str, audio_fixtures: Path, tmp_path: Path, user: UserDetails
) -> None:
    who: Any = user
    path, expected = tmp_path / "nothing.flac", "missing"
    if case == "not a user":
        who, path, expected = object(), audio_fixtures / "mood_answer_en.flac", "AttributeError"
    error = _error(lambda: analyze_mental_wellness(path, who, EN))
    assert error.code is Code.ERR_INTERNAL
    assert expected in error.reason


# --- results ---------------------------------------------------------------------------------


def test_results_validate_and_cover_the_recording(
    mood_outcome: MentalWellnessOutcome, audio_fixtures: Path
) -> None:
    assert mood_outcome.model == f"{MODEL_NAME} (whisper-tiny.en)"
    wire = mood_outcome.results.to_wire()
    again = MentalWellnessResults.model_validate(wire)
    assert again.to_wire() == wire
    sections = again.sections
    assert sections[0].startSecs == 0.0
    assert sections[-1].finishSecs == pytest.approx(
        decode(audio_fixtures / "mood_answer_en.flac").duration_seconds, abs=0.01
    )
    for before, after in itertools.pairwise(sections):
        assert before.finishSecs == after.startSecs
    for section in sections:
        assert section.startSecs < section.finishSecs
        for name in BANDED_MEASURES:
            value = section.measure(name)
            assert value is not None
            if name == "mentalStrain":
                assert 0.0 <= value <= 1.0
            else:
                assert value in (0.0, 0.33, 0.66, 1.0)
        for name in CONTINUOUS_MEASURES:
            value = section.measure(name)
            assert value is not None
            assert 0.0 <= value <= 1.0
    text = " ".join(s.transcript for s in sections).split()
    assert len(text) >= 20  # about 60 words were said


def test_long_recording_gets_several_sections(
    audio_fixtures: Path, tmp_path: Path, user: UserDetails
) -> None:
    read, _ = sf.read(audio_fixtures / "read_passage_en.flac", dtype="float32")
    path = tmp_path / "two_reads.flac"
    sf.write(path, np.concatenate([read, read]), 16_000, subtype="PCM_16")
    outcome = analyze_mental_wellness(path, user, LanguageCode.EN_GB)
    sections = outcome.results.sections
    assert 3 <= len(sections) <= 5  # about 70 s of speech in 8–20 s parts
    assert all(len(s.transcript.split()) >= 10 for s in sections)
    assert not outcome.warnings, outcome.warnings


def test_speech_in_another_language_gives_no_words_and_names_it(
    audio_fixtures: Path, female_user: UserDetails
) -> None:
    """English speech in a run created for Japanese has no credible Japanese words: the run
    ends ERR_TRANSCRIPTION_FAILED (no invented transcript) and says which language it heard."""
    error = _error(
        lambda: analyze_mental_wellness(
            audio_fixtures / "mood_answer_en.flac", female_user, LanguageCode.JA_JP
        )
    )
    assert error.code is Code.ERR_TRANSCRIPTION_FAILED
    assert "in ja-JP" in error.reason
    assert "sounds like English" in error.reason


def test_noisy_recording_warns(audio_fixtures: Path, user: UserDetails) -> None:
    path = audio_fixtures / "speech_over_noise.flac"
    outcome = analyze_mental_wellness(path, user, LanguageCode.ID_ID)
    assert any("very noisy" in w for w in outcome.warnings)


def test_clipped_recording_warns(audio_fixtures: Path, tmp_path: Path, user: UserDetails) -> None:
    samples, _ = sf.read(audio_fixtures / "mood_answer_en.flac", dtype="float32")
    path = tmp_path / "hot.wav"
    sf.write(path, np.clip(samples * 8, -1, 1), 16_000, subtype="PCM_16")
    outcome = analyze_mental_wellness(path, user, LanguageCode.EN_US)
    assert any("clipped" in w for w in outcome.warnings)


# --- the two-recording model -------------------------------------------------------------------


def test_two_recording_boundaries(
    cut_speech: CutSpeech, audio_fixtures: Path, user: UserDetails
) -> None:
    read = audio_fixtures / "read_passage_en.flac"
    mood_14_5 = cut_speech("mood_answer_en.flac", 14.5, 0.0)
    mood_15_5 = cut_speech("mood_answer_en.flac", 15.5, 0.0)
    assert _speech_of(mood_14_5) == pytest.approx(14.5, abs=0.3)
    assert _speech_of(mood_15_5) == pytest.approx(15.5, abs=0.3)
    error = _error(lambda: analyze_two_recording(mood_14_5, read, user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_SHORT
    assert "mood-question" in error.reason
    read_14_5 = cut_speech("read_passage_en.flac", 14.5, 0.0)
    error = _error(lambda: analyze_two_recording(mood_15_5, read_14_5, user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_SHORT
    assert "read-aloud" in error.reason
    read_long = cut_speech("read_passage_en.flac", 16.0, 181.0)
    error = _error(lambda: analyze_two_recording(mood_15_5, read_long, user, EN))
    assert error.code is Code.ERR_RECORDING_TOO_LONG
    outcome = analyze_two_recording(mood_15_5, read, user, EN)
    assert isinstance(outcome, ApolloOutcome)


def test_two_recording_results(audio_fixtures: Path, user: UserDetails) -> None:
    mood, read = audio_fixtures / "mood_answer_en.flac", audio_fixtures / "read_passage_en.flac"
    first = analyze_two_recording(mood, read, user, EN)
    second = analyze_two_recording(mood, read, user, EN)
    assert first.model == f"{MODEL_NAME} (whisper-tiny.en)"
    wire = first.results.to_wire()
    assert ApolloResults.model_validate(wire).to_wire() == wire == second.results.to_wire()
    results = first.results
    for disorder in (results.disorders.depression, results.disorders.anxiety):
        assert 0.0 <= disorder.probability <= 1.0
        assert isinstance(disorder.severity, Severity)
    values = [s["value"] for group in wire["symptoms"].values() for s in group.values()]
    assert len(values) == 15
    assert all(0.0 <= v <= 1.0 for v in values)
    assert len(set(values)) > 3  # the symptoms are not one number repeated


def test_public_names_resolve_and_the_meter_stays_light() -> None:
    import subprocess
    import sys
    import types

    import voxwell.analysis as analysis
    import voxwell.analysis.pipeline  # noqa: F401  (all submodules loaded: none may shadow a name)

    for name in analysis.__all__:
        assert not isinstance(getattr(analysis, name), types.ModuleType), name
    assert callable(analysis.decode)
    probe = (
        "import sys; from voxwell.analysis import StreamingSpeechDetector; "
        "heavy = ('av', 'parselmouth', 'faster_whisper', 'ctranslate2'); "
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

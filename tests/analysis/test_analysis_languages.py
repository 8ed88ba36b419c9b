"""Transcripts in every language the service names, on real people's speech (the Common Voice
clips and LJ Speech in ``../shared/real-speech``; skipped without them).

The thresholds are the issue's acceptance figures; the pipeline must also be at least as accurate
as Whisper run on its own over the whole file at its defaults (within 0.01).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from tests.real_speech import (
    LJ_CLEAN_GROUP,
    LJ_WER_CLIPS,
    Built,
    build,
    language_clips,
    reference_words,
    require_real_speech,
)
from voxwell.analysis import (
    MentalWellnessOutcome,
    analyze_mental_wellness,
    asr_models,
    decode,
    detect_speech,
)
from voxwell.analysis.evaluation import normalise_words, word_error_rate
from voxwell.analysis.transcribe import detect_language, join_words, transcribe, whisper_language
from voxwell.api import BirthSex, LanguageCode, UserDetails

pytestmark = pytest.mark.slow


VOLUNTEER = UserDetails(
    userLabel="cv-volunteer", dateOfBirth="1990-01-01", birthSex=BirthSex.UNKNOWN
)
LIMITS = {LanguageCode.ES_ES: 0.22, LanguageCode.JA_JP: 0.20, LanguageCode.ID_ID: 0.55}
"""Word error rate (Japanese: character error rate) each language must stay within."""
QUIET_CLIP = "es/common_voice_es_19742146.mp3"  # peak -28 dBFS, speech about -50 dBFS RMS


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    require_real_speech()
    return tmp_path_factory.mktemp("languages")


@pytest.fixture(scope="module")
def lj_three(folder: Path) -> Path:
    return build(LJ_WER_CLIPS[:3], folder, "lj_three").path  # about 19 s of speech


@pytest.fixture(scope="module")
def lj_three_outcome(lj_three: Path) -> MentalWellnessOutcome:
    """The en-US run on ``lj_three``, read by the tests of the group ``lj-three-run``."""
    return analyze_mental_wellness(lj_three, VOLUNTEER, LanguageCode.EN_US, workers=2)


def _twice(language: str, folder: Path) -> Built:
    # The four clips of a language hold 8-17 s of speech; twice over passes the 10 s minimum.
    clips = language_clips(language)
    return build(clips + clips, folder, f"{language}_twice")


def _heard(path: Path, language: LanguageCode) -> list[str]:
    """What the pipeline's recognition stage hears in a recording (the clips joined once hold
    9-17 s of speech, under a run's minimum in Japanese: the stage is scored on its own)."""
    audio = decode(path)
    speech = detect_speech(audio.samples)
    words = transcribe(audio.samples, speech.intervals, language, threads=2).words
    return normalise_words(join_words(words, language), whisper_language(language))


def _whole_file_alone(path: Path, language: LanguageCode) -> list[str]:
    """Whisper on its own over the whole file, at its defaults, with the model the run uses
    (its fallback to higher temperatures samples at random: the seed is fixed so the
    comparison is the same on every run)."""
    import ctranslate2

    ctranslate2.set_random_seed(1)
    model = asr_models.load(asr_models.model_for(language.is_english), 2)
    code = whisper_language(language) if model.model.is_multilingual else None
    segments, _ = model.transcribe(decode(path).samples, language=code)
    return normalise_words("".join(s.text for s in segments), whisper_language(language))


@pytest.mark.slow
@pytest.mark.parametrize("language", list(LIMITS), ids=str)
def test_each_language_within_its_error_rate_and_never_worse_than_whisper_alone(
    language: LanguageCode, folder: Path
) -> None:
    family = whisper_language(language)
    clips = language_clips(family)
    built = build(clips, folder, f"{family}_joined")
    reference = reference_words(clips, family)
    rate = word_error_rate(reference, _heard(built.path, language))
    assert rate <= LIMITS[language], f"{language}: error rate {rate:.3f}"
    alone = word_error_rate(reference, _whole_file_alone(built.path, language))
    assert rate <= alone + 0.01, f"{language}: pipeline {rate:.3f}, Whisper alone {alone:.3f}"


@pytest.mark.slow
@pytest.mark.xdist_group(LJ_CLEAN_GROUP)
def test_english_pipeline_is_never_worse_than_whisper_alone(
    lj_clean: Built, lj_clean_outcome: MentalWellnessOutcome
) -> None:
    """The en-US run on the nine LJ clips joined (conftest.py: the run the real-speech tests
    read; who speaks does not change the words)."""
    reference = reference_words(LJ_WER_CLIPS)
    said = [t for s in lj_clean_outcome.results.sections for t in normalise_words(s.transcript)]
    alone = word_error_rate(reference, _whole_file_alone(lj_clean.path, LanguageCode.EN_US))
    assert word_error_rate(reference, said) <= alone + 0.01


@pytest.mark.slow
@pytest.mark.xdist_group("lj-three-run")
def test_every_language_code_is_accepted_and_transcribed(
    folder: Path, lj_three: Path, lj_three_outcome: MentalWellnessOutcome
) -> None:
    others = {family: _twice(family, folder).path for family in ("es", "ja", "id")}
    for language in LanguageCode:
        if language is LanguageCode.ES_ES:
            # The same recording in es-ES is analysed through the engine's interface, its words
            # scored against a bound (tests/engine/test_real_speech.py::
            # test_spanish_through_the_interface): it is not analysed twice.
            continue
        family = whisper_language(language)
        if language is LanguageCode.EN_US:
            outcome = lj_three_outcome
        else:
            path = lj_three if family == "en" else others[family]
            outcome = analyze_mental_wellness(path, VOLUNTEER, language, workers=2)
        transcript = "".join(s.transcript for s in outcome.results.sections)
        assert len(normalise_words(transcript, family)) >= 20, language
        assert outcome.model.endswith("(whisper-tiny.en)" if family == "en" else "(whisper-base)")
        assert not any("sounds like" in w for w in outcome.warnings), (language, outcome.warnings)


def test_a_quiet_take_loses_no_words_to_its_level(folder: Path) -> None:
    """The clip recorded very quietly (peak -28 dBFS where the others peak near 0 dBFS) gives
    the same words as the same clip at a normal level: every phrase is brought to one level
    before recognition."""
    root = require_real_speech()
    quiet = decode(root / QUIET_CLIP).samples
    assert 20 * np.log10(np.max(np.abs(quiet))) < -25
    loud = quiet * (0.5 / np.max(np.abs(quiet)))
    heard = []
    for samples in (quiet, loud):
        speech = detect_speech(samples)
        words = transcribe(samples, speech.intervals, LanguageCode.ES_ES, threads=2).words
        heard.append(normalise_words(join_words(words, LanguageCode.ES_ES), "es"))
    reference = reference_words([QUIET_CLIP], "es")
    assert len(heard[0]) >= len(reference) - 1
    assert word_error_rate(reference, heard[0]) <= word_error_rate(reference, heard[1]) + 1e-9


@pytest.mark.slow
@pytest.mark.xdist_group("lj-three-run")
def test_spanish_sent_as_english_carries_the_language_warning(
    folder: Path, lj_three_outcome: MentalWellnessOutcome
) -> None:
    built = _twice("es", folder)
    outcome = analyze_mental_wellness(built.path, VOLUNTEER, LanguageCode.EN_US, workers=2)
    assert any("sounds like Spanish" in w and "created for en-US" in w for w in outcome.warnings), (
        outcome.warnings
    )
    plain = lj_three_outcome
    assert not any("sounds like" in w for w in plain.warnings), plain.warnings


def test_the_clips_are_where_the_tests_expect_them() -> None:
    for family in ("es", "ja", "id"):
        clips = language_clips(family)
        assert len(clips) == 4
        for clip in clips:
            assert sf.info(require_real_speech() / clip).duration > 2.0


@pytest.mark.parametrize("family", ["en", "es", "ja", "id"])
def test_the_language_check_names_what_whisper_names_on_its_whole_window(
    family: str, folder: Path, lj_three: Path
) -> None:
    """The check hears the first 15 s of speech as they are (not padded to Whisper's 30 s
    window, a quarter of the CPU time): on every language's real speech it names the language
    spoken, which Whisper's own check names on 30 s padded, and is at most 0.06 less sure."""
    path = lj_three if family == "en" else _twice(family, folder).path
    samples = decode(path).samples
    intervals = detect_speech(samples).intervals
    guess = detect_language(samples, intervals, threads=1)
    speech = np.concatenate(
        [samples[round(i.start * 16_000) : round(i.end * 16_000)] for i in intervals]
    )
    model = asr_models.load(asr_models.detection_model(), 1)
    code, probability, _ = model.detect_language(speech[: 30 * 16_000])
    assert code == family
    assert guess is not None
    assert guess.code == family
    assert guess.probability >= probability - 0.06

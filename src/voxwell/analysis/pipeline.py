"""The two analyses the engine runs: a mental wellness run and a two-recording run.

Both are plain top-level functions with picklable arguments, meant to be called in a worker
process. They raise only ``AnalysisError``: the service's error codes for bad recordings, and
``ERR_INTERNAL`` with a reason for anything unexpected. The same file gives the same numbers.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from voxwell.analysis.decoding import DecodedAudio, decode
from voxwell.analysis.features import AcousticFeatures, measure_features
from voxwell.analysis.limits import check_duration, check_speech
from voxwell.analysis.measures import (
    APOLLO_WEIGHTS,
    DISORDER_PRIORS,
    MEASURE_WEIGHTS,
    SYMPTOM_PRIORS,
    SYMPTOM_WEIGHTS,
    Task,
    age_on,
    band,
    combine,
    disorder_severity,
    posterior,
    standardise,
    symptom_severity,
)
from voxwell.analysis.quality import quality_warnings
from voxwell.analysis.sections import Section, make_sections, phrases, recognition_windows
from voxwell.analysis.speech import SpeechInterval, SpeechReport, detect_speech
from voxwell.analysis.transcribe import RecognitionPool, Utterance, Word, recogniser_for
from voxwell.api import (
    ANXIETY_SYMPTOMS,
    DEPRESSION_SYMPTOMS,
    MAX_RECORDING_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
    ApolloResults,
    BirthSex,
    LanguageCode,
    MentalWellnessErrorCode,
    MentalWellnessPartResult,
    MentalWellnessResults,
    UserDetails,
)
from voxwell.api.mental_wellness import SECTION_FEATURES
from voxwell.errors import AnalysisError

__all__ = [
    "ApolloOutcome",
    "MentalWellnessOutcome",
    "analyze_mental_wellness",
    "analyze_two_recording",
    "default_workers",
]

MODEL_VERSION = "1.1"
MODEL_NAME = f"voxwell-acoustic-{MODEL_VERSION}"
RATE = 16_000
FEATURES_SHARE = 0.1
"""Cost of the Praat features as a share of recognition (measured: 2 s against 20 s of CPU for a
180 s recording): the head start of this process when utterances are shared out."""
_T = TypeVar("_T")


@dataclass(frozen=True)
class MentalWellnessOutcome:
    results: MentalWellnessResults
    warnings: list[str] = field(default_factory=list)
    model: str = MODEL_NAME
    section_words: tuple[tuple[Word, ...], ...] = ()
    """The recognised words of each section (same order as ``results.sections``), each with its
    start and end in seconds on the recording's clock; empty without a recogniser."""


@dataclass(frozen=True)
class ApolloOutcome:
    results: ApolloResults
    warnings: list[str] = field(default_factory=list)
    model: str = MODEL_NAME


def default_workers() -> int:
    """Processes one analysis may use: ``VOXWELL_ANALYSIS_PROCESSES``, else up to 2 cores."""
    configured = os.environ.get("VOXWELL_ANALYSIS_PROCESSES", "")
    if configured.strip().isdigit() and int(configured) > 0:
        return int(configured)
    return max(1, min(2, os.cpu_count() or 1))


def _guarded(work: Callable[[], _T]) -> _T:
    """Run ``work``; anything but an AnalysisError becomes ERR_INTERNAL with a reason."""
    try:
        return work()
    except AnalysisError:
        raise
    except MemoryError as exc:
        raise AnalysisError(
            MentalWellnessErrorCode.ERR_INTERNAL,
            "The analysis ran out of memory. Try again with fewer runs at once.",
        ) from exc
    except Exception as exc:
        raise AnalysisError(
            MentalWellnessErrorCode.ERR_INTERNAL,
            # The exception's text can name server paths; it goes to the log, not the answer.
            f"The analysis failed unexpectedly ({type(exc).__name__}). Try the run again.",
        ) from exc


@dataclass(frozen=True)
class _Prepared:
    audio: DecodedAudio
    speech: SpeechReport
    warnings: list[str]


def _decoded(path: Path, label: str) -> DecodedAudio:
    audio = decode(path, max_seconds=MAX_RECORDING_SECONDS + 1.0)
    check_duration(audio.duration_seconds, label)
    return audio


def _prepare(audio: DecodedAudio, minimum_speech: float, label: str) -> _Prepared:
    speech = detect_speech(audio.samples)
    check_speech(speech.speech_seconds, minimum_speech, label)
    return _Prepared(audio, speech, quality_warnings(audio, speech, label))


def _slice(samples: np.ndarray, start: float, end: float) -> np.ndarray:
    return samples[round(start * RATE) : round(end * RATE)]


def _shift(intervals: tuple[SpeechInterval, ...], offset: float) -> list[SpeechInterval]:
    return [SpeechInterval(i.start - offset, i.end - offset) for i in intervals]


def _words_in(section: Section, words: list[Word]) -> tuple[Word, ...]:
    """The words whose midpoint lies inside the section."""
    return tuple(w for w in words if section.start <= (w.start + w.end) / 2 < section.finish)


def _section_result(
    section: Section,
    features: AcousticFeatures,
    inside: tuple[Word, ...],
    sex: BirthSex,
    age: int,
) -> MentalWellnessPartResult:
    z = standardise(features, sex, age, Task.FREE)
    uniform = {name: combine(z, weights) for name, weights in MEASURE_WEIGHTS.items()}
    strain = sum(uniform.values()) / len(uniform)
    fields: dict[str, object] = {
        "startSecs": round(section.start, 3),
        "finishSecs": round(section.finish, 3),
        "transcript": " ".join(w.text for w in inside),
        "mentalStrain": {"value": round(strain, 4)},
    }
    for name, value in uniform.items():
        fields[name[0].lower() + name[1:]] = {"value": band(value)}
        fields[f"uniform{name}"] = {"value": round(value, 4)}
    fields.update(_section_extension(features, inside))
    return MentalWellnessPartResult.model_validate(fields)


# -- Local-engine extension (DESIGN.md §9): each section's features and timed words -------------

_WIRE_FEATURES = {
    "durationSeconds": "duration_seconds",
    "speechSeconds": "speech_seconds",
    "f0MeanSemitones": "f0_mean_st",
    "f0SdSemitones": "f0_sd_st",
    "jitterLocalPercent": "jitter_local_pct",
    "shimmerLocalPercent": "shimmer_local_pct",
    "hnrDb": "hnr_db",
    "intensityMeanDb": "intensity_mean_db",
    "intensitySdDb": "intensity_sd_db",
    "syllableCount": "syllables",
    "speechRateSyllablesPerSecond": "speech_rate_sps",
    "articulationRateSyllablesPerSecond": "articulation_rate_sps",
    "pauseCount": "pause_count",
    "pauseMeanSeconds": "pause_mean_seconds",
}


def _section_extension(features: AcousticFeatures, inside: tuple[Word, ...]) -> dict[str, object]:
    """``features`` (wire names of SECTION_FEATURES; unmeasurable ones left out) and ``words``."""
    values = features.as_dict()
    wire: dict[str, float] = {}
    for name in SECTION_FEATURES:
        if name == "f0MeanHz":
            value = 100.0 * 2.0 ** (values["f0_mean_st"] / 12.0)
        else:
            value = values[_WIRE_FEATURES[name]]
        if np.isfinite(value):
            wire[name] = round(float(value), 4)
    return {
        "features": wire,
        "words": [
            {"text": w.text, "start": round(w.start, 3), "end": round(w.end, 3)} for w in inside
        ],
    }


def _mental_wellness(
    path: Path,
    user: UserDetails,
    language: LanguageCode,
    workers: int,
    settings: dict[str, Any] | None,
) -> MentalWellnessOutcome:
    sex, age = user.birthSex, age_on(user.dateOfBirth, date.today())
    audio = _decoded(path, "The recording")
    english = recogniser_for(language) is not None
    # Helpers start now, so their start-up overlaps speech detection.
    with RecognitionPool(workers if english else 1, settings) as pool:
        return _mental_wellness_decoded(audio, language, sex, age, pool)


def _mental_wellness_decoded(
    audio: DecodedAudio, language: LanguageCode, sex: BirthSex, age: int, pool: RecognitionPool
) -> MentalWellnessOutcome:
    prepared = _prepare(audio, MIN_SPEECH_SECONDS_MENTAL_WELLNESS, "The recording")
    samples, duration = audio.samples, audio.samples.size / RATE
    warnings = list(prepared.warnings)
    sections = make_sections(prepared.speech.intervals, duration)

    def section_features() -> list[AcousticFeatures]:
        return [
            measure_features(_slice(samples, s.start, s.finish), _shift(s.speech, s.start), sex)
            for s in sections
        ]

    words: list[Word] = []
    if recogniser_for(language) is None:
        warnings.append(
            f"No speech recogniser is bundled for {language.value}: transcripts are empty; "
            "the voice measures are computed as usual."
        )
        features = section_features()
    else:
        windows = recognition_windows(phrases(prepared.speech.intervals), duration)
        utterances = [
            Utterance(w.start, _slice(samples, w.start, w.end), w.keep_start, w.keep_end)
            for w in windows
        ]
        groups, features = pool.run(utterances, section_features, FEATURES_SHARE)
        words = [w for group in groups for w in group]
        if not words:
            raise AnalysisError(
                MentalWellnessErrorCode.ERR_TRANSCRIPTION_FAILED,
                f"{prepared.speech.speech_seconds:.1f} s of speech were found but no words could "
                "be recognised. Speak clearly, close to the microphone, in the chosen language.",
            )
    section_words = tuple(_words_in(section, words) for section in sections)
    parts = [
        _section_result(section, f, inside, sex, age)
        for section, f, inside in zip(sections, features, section_words, strict=True)
    ]
    return MentalWellnessOutcome(
        MentalWellnessResults(sections=parts), warnings, section_words=section_words
    )


def _two_recording(
    mood: Path, read: Path, user: UserDetails, language: LanguageCode
) -> ApolloOutcome:
    sex, age = user.birthSex, age_on(user.dateOfBirth, date.today())
    recordings = [
        _prepare(_decoded(path, label), MIN_SPEECH_SECONDS_TWO_RECORDING, label)
        for path, label in (
            (mood, "The mood-question recording"),
            (read, "The read-aloud recording"),
        )
    ]
    zs, weights = [], []
    for prepared, task in zip(recordings, (Task.FREE, Task.READ), strict=True):
        features = measure_features(prepared.audio.samples, prepared.speech.intervals, sex)
        zs.append(standardise(features, sex, age, task))
        weights.append(prepared.speech.speech_seconds)
    z = {
        name: sum(w * zi[name] for w, zi in zip(weights, zs, strict=True)) / sum(weights)
        for name in zs[0]
    }
    symptoms = {name: posterior(SYMPTOM_PRIORS[name], z, w) for name, w in SYMPTOM_WEIGHTS.items()}

    def scores(names: tuple[str, ...]) -> dict[str, dict[str, object]]:
        return {
            n: {"value": round(symptoms[n], 4), "severity": symptom_severity(symptoms[n])}
            for n in names
        }

    disorders = {
        disorder: {
            "probability": round(posterior(DISORDER_PRIORS[disorder], z, weights), 4),
            "severity": disorder_severity(z, weights),
        }
        for disorder, weights in APOLLO_WEIGHTS.items()
    }
    results = ApolloResults.model_validate(
        {
            "disorders": disorders,
            "symptoms": {
                "depression": scores(DEPRESSION_SYMPTOMS),
                "anxiety": scores(ANXIETY_SYMPTOMS),
            },
        }
    )
    warnings = [w for prepared in recordings for w in prepared.warnings]
    if not language.is_english:
        warnings.append(
            f"No speech recogniser is bundled for {language.value}; the scores use the voice "
            "measures only, as for every language."
        )
    return ApolloOutcome(results, warnings)


def analyze_mental_wellness(
    path: str | Path,
    user: UserDetails,
    language: LanguageCode,
    *,
    workers: int | None = None,
    recogniser_settings: dict[str, Any] | None = None,
) -> MentalWellnessOutcome:
    """Analyse one recording for the mental wellness model; raises only ``AnalysisError``.

    ``workers`` bounds the processes used (default ``default_workers()``);
    ``recogniser_settings`` replaces the recogniser's search settings (pocketsphinx options).
    """
    count = default_workers() if workers is None else max(1, workers)
    return _guarded(
        lambda: _mental_wellness(Path(path), user, language, count, recogniser_settings)
    )


def analyze_two_recording(
    mood_path: str | Path,
    read_path: str | Path,
    user: UserDetails,
    language: LanguageCode,
) -> ApolloOutcome:
    """Analyse the mood-question and read-aloud recordings of a two-recording run."""
    return _guarded(lambda: _two_recording(Path(mood_path), Path(read_path), user, language))

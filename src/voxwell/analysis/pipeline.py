"""The two analyses the engine runs: a mental wellness run and a two-recording run.

Both are plain top-level functions with picklable arguments, meant to be called in a worker
process. They raise only ``AnalysisError``: the service's error codes for bad recordings, and
``ERR_INTERNAL`` with a reason for anything unexpected. The same file gives the same numbers.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TypeVar

import numpy as np

from voxwell.analysis import asr_models
from voxwell.analysis.decoding import DecodedAudio, decode
from voxwell.analysis.features import AcousticFeatures, measure_features
from voxwell.analysis.limits import check_duration, check_speech
from voxwell.analysis.measures import (
    Task,
    age_on,
    band,
    distinct_rounded,
    standardise,
    two_recording_scores,
    wellness_values,
)
from voxwell.analysis.quality import quality_warnings
from voxwell.analysis.reading import check_reading, reading_warning
from voxwell.analysis.sections import Section, make_sections
from voxwell.analysis.speech import SpeechInterval, SpeechReport, detect_speech
from voxwell.analysis.transcribe import (
    LANGUAGE_NAMES,
    LanguageGuess,
    Word,
    detect_language,
    join_words,
    transcribe,
    whisper_language,
)
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
from voxwell.errors import AnalysisError, RecogniserModelError

__all__ = [
    "ApolloOutcome",
    "MentalWellnessOutcome",
    "analyze_mental_wellness",
    "analyze_two_recording",
    "warm_up",
]

MODEL_VERSION = "1.3"
MODEL_NAME = f"voxwell-acoustic-{MODEL_VERSION}"
RATE = 16_000
_T = TypeVar("_T")


@dataclass(frozen=True)
class MentalWellnessOutcome:
    results: MentalWellnessResults
    warnings: list[str] = field(default_factory=list)
    model: str = MODEL_NAME
    section_words: tuple[tuple[Word, ...], ...] = ()
    """The recognised words of each section (same order as ``results.sections``), each with its
    start and end in seconds on the recording's clock."""
    section_features: tuple[AcousticFeatures, ...] = ()
    """Each section's features, unrounded (same order): who the speaker is does not enter them."""


@dataclass(frozen=True)
class ApolloOutcome:
    results: ApolloResults
    warnings: list[str] = field(default_factory=list)
    model: str = MODEL_NAME


def _guarded(work: Callable[[], _T]) -> _T:
    """Run ``work``; anything but an AnalysisError becomes ERR_INTERNAL with a reason."""
    try:
        return work()
    except AnalysisError:
        raise
    except RecogniserModelError as exc:
        # Its message names the damaged or missing model file and says what to do.
        raise AnalysisError(MentalWellnessErrorCode.ERR_INTERNAL, str(exc)) from exc
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


def _source(path: str | Path | bytes) -> Path | bytes:
    """A recording as decode takes it: its file, or its sound file's bytes (a recording kept
    sealed at rest is plain only in memory)."""
    return path if isinstance(path, bytes) else Path(path)


def _decoded(path: Path | bytes, label: str) -> DecodedAudio:
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
    language: LanguageCode,
) -> MentalWellnessPartResult:
    uniform = wellness_values(standardise(features, sex, age, Task.FREE))
    strain = sum(uniform.values()) / len(uniform)
    fields: dict[str, object] = {
        "startSecs": round(section.start, 3),
        "finishSecs": round(section.finish, 3),
        "transcript": join_words(inside, language),
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
    return {"features": _wire_features(features), "words": _wire_words(inside)}


def _wire_features(features: AcousticFeatures) -> dict[str, float]:
    values = features.as_dict()
    wire: dict[str, float] = {}
    for name in SECTION_FEATURES:
        if name == "f0MeanHz":
            value = 100.0 * 2.0 ** (values["f0_mean_st"] / 12.0)
        else:
            value = values[_WIRE_FEATURES[name]]
        if np.isfinite(value):
            wire[name] = round(float(value), 4)
    return wire


def _wire_words(words: tuple[Word, ...]) -> list[dict[str, object]]:
    return [
        {
            "text": w.text,
            "start": round(w.start, 3),
            "end": round(w.end, 3),
            "confidence": round(w.confidence, 4),
        }
        for w in words
    ]


def model_name(language: LanguageCode) -> str:
    """The run's model version: the reference model and the recogniser that gave its words."""
    return f"{MODEL_NAME} ({asr_models.model_for(language.is_english).name})"


_CHECK_THREADS = 1
"""Threads of the language check: beside recognition, before the features (``_check``)."""


def _recogniser_threads(cores: int) -> int:
    """Threads Whisper's beam search gets in an analysis of ``cores`` cores: one fewer, since the
    language check and Praat's features run beside it. On 2 cores a 71 s two-recording run took
    8.0 CPU-s and 5.2 s with one recogniser thread against 10.1 CPU-s and 6.3 s with two: the
    extra thread only competed with the side work for the same cores. The encoder and the word
    alignment, which do scale, get all ``cores`` (``asr_models.load``'s ``wide_threads``)."""
    return max(1, cores - 1)


@dataclass(frozen=True)
class _Heard:
    words: tuple[Word, ...]
    warnings: list[str]


def _check(prepared: _Prepared, side: Executor) -> Future[LanguageGuess | None]:
    """The take's language check, started on ``side`` to run while Whisper recognises.

    The checks and Praat's features share one thread beside Whisper, the checks first. Praat's
    calls hold the interpreter lock for up to 0.16 s each: while the features ran first,
    Whisper's few milliseconds of Python before its first window (joining the speech, its
    spectrogram) waited 0.35 s for the lock. Once its windows are under way, CTranslate2
    computes outside the lock and the features cost recognition little."""
    samples, intervals = prepared.audio.samples, prepared.speech.intervals
    return side.submit(detect_language, samples, intervals, threads=_CHECK_THREADS)


def _hear(
    prepared: _Prepared,
    checked: Future[LanguageGuess | None],
    language: LanguageCode,
    threads: int,
    label: str,
) -> _Heard:
    """The words of a take (``ERR_TRANSCRIPTION_FAILED`` when its speech gave none) and the
    warning of its language check (``_check``)."""
    samples, intervals = prepared.audio.samples, prepared.speech.intervals
    words = transcribe(
        samples, intervals, language, threads=_recogniser_threads(threads), wide_threads=threads
    ).words
    guess = checked.result()
    other = None
    if guess is not None and guess.code != whisper_language(language):
        other = LANGUAGE_NAMES.get(guess.code, f"the language coded '{guess.code}'")
    if not words:
        advice = (
            f"It sounds like {other}: create the run again with that language."
            if other
            else "Speak clearly, close to the microphone, in the chosen language."
        )
        raise AnalysisError(
            MentalWellnessErrorCode.ERR_TRANSCRIPTION_FAILED,
            f"{label} has {prepared.speech.speech_seconds:.1f} s of speech but no words could be "
            f"recognised in {language.value}. {advice}",
        )
    warnings = []
    if other is not None:
        warnings.append(
            f"{label} sounds like {other}; the run was created for {language.value}. The "
            f"transcript follows {language.value}: if the person spoke {other}, create the run "
            "again with their language."
        )
    return _Heard(words, warnings)


def _mental_wellness(
    path: Path | bytes, user: UserDetails, language: LanguageCode, workers: int
) -> MentalWellnessOutcome:
    sex, age = user.birthSex, age_on(user.dateOfBirth, date.today())
    audio = _decoded(path, "The recording")
    prepared = _prepare(audio, MIN_SPEECH_SECONDS_MENTAL_WELLNESS, "The recording")
    samples, duration = audio.samples, audio.samples.size / RATE
    sections = make_sections(prepared.speech.intervals, duration)

    def section_features() -> list[AcousticFeatures]:
        return [
            measure_features(_slice(samples, s.start, s.finish), _shift(s.speech, s.start))
            for s in sections
        ]

    with ThreadPoolExecutor(1, thread_name_prefix="vx-analysis") as side:
        checked = _check(prepared, side)
        features_done = side.submit(section_features)  # after the check (see _check)
        heard = _hear(prepared, checked, language, workers, "The recording")
        features = features_done.result()
    section_words = tuple(_words_in(section, list(heard.words)) for section in sections)
    parts = [
        _section_result(section, f, inside, sex, age, language)
        for section, f, inside in zip(sections, features, section_words, strict=True)
    ]
    return MentalWellnessOutcome(
        MentalWellnessResults(sections=parts),
        prepared.warnings + heard.warnings,
        model_name(language),
        section_words=section_words,
        section_features=tuple(features),
    )


def _take_transcript(
    words: tuple[Word, ...], language: LanguageCode, features: AcousticFeatures
) -> dict[str, object]:
    return {
        "transcript": join_words(words, language),
        "words": _wire_words(words),
        "features": _wire_features(features),
    }


def _two_recording(
    mood: Path | bytes, read: Path | bytes, user: UserDetails, language: LanguageCode, workers: int
) -> ApolloOutcome:
    sex, age = user.birthSex, age_on(user.dateOfBirth, date.today())
    labels = ("The mood-question recording", "The read-aloud recording")
    recordings = [
        _prepare(_decoded(path, label), MIN_SPEECH_SECONDS_TWO_RECORDING, label)
        for path, label in zip((mood, read), labels, strict=True)
    ]

    def take_features() -> list[AcousticFeatures]:
        return [measure_features(p.audio.samples, p.speech.intervals) for p in recordings]

    with ThreadPoolExecutor(1, thread_name_prefix="vx-analysis") as side:
        checks = [_check(p, side) for p in recordings]
        features_done = side.submit(take_features)  # after the checks (see _check)
        heard = [
            _hear(p, checked, language, workers, label)
            for p, checked, label in zip(recordings, checks, labels, strict=True)
        ]
        take_feature_values = features_done.result()
    zs, weights = [], []
    for prepared, features, task in zip(
        recordings, take_feature_values, (Task.FREE, Task.READ), strict=True
    ):
        zs.append(standardise(features, sex, age, task))
        weights.append(prepared.speech.speech_seconds)
    z = {
        name: sum(w * zi[name] for w, zi in zip(weights, zs, strict=True)) / sum(weights)
        for name in zs[0]
    }
    disorder_scores, symptom_scores = two_recording_scores(z)
    disorders = {
        name: {"probability": round(p, 4), "severity": severity}
        for name, (p, severity) in disorder_scores.items()
    }

    shown = distinct_rounded({name: value for name, (value, _) in symptom_scores.items()})

    def scores(names: tuple[str, ...]) -> dict[str, dict[str, object]]:
        return {n: {"value": shown[n], "severity": symptom_scores[n][1]} for n in names}

    reading = check_reading(heard[1].words, language)
    read_aloud = _take_transcript(heard[1].words, language, take_feature_values[1])
    read_aloud["readingCheck"] = reading.model_dump(mode="json")
    results = ApolloResults.model_validate(
        {
            "disorders": disorders,
            "symptoms": {
                "depression": scores(DEPRESSION_SYMPTOMS),
                "anxiety": scores(ANXIETY_SYMPTOMS),
            },
            "takes": {
                "moodQuestion": _take_transcript(heard[0].words, language, take_feature_values[0]),
                "readAloud": read_aloud,
            },
        }
    )
    warnings = [w for prepared in recordings for w in prepared.warnings]
    warnings += [w for h in heard for w in h.warnings]
    not_read = reading_warning(reading)
    if not_read is not None:
        warnings.append(not_read)
    return ApolloOutcome(results, warnings, model_name(language))


_M_ARENA_MAX = -8  # glibc's mallopt parameter
_ARENAS = 2


def _fewer_malloc_arenas() -> None:
    # glibc gives each thread that allocates its own arena and keeps what it freed: with the
    # recogniser's, the features' and the language check's threads a worker held about 70 MB
    # more at its peak. Elsewhere (macOS, Windows, musl) nothing is done.
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(_M_ARENA_MAX, _ARENAS)
    except (OSError, AttributeError):
        return


def warm_up(threads: int | None = None) -> None:
    """Make this process ready for analyses (a worker does this before its first job, so that
    job is not slower than the next): fewer allocator arenas, the recognisers loaded. A missing
    or damaged model is left for the job to report.

    The multilingual recogniser's copy for the encoder's threads (75 MB for base) is left to the
    first run in another language than English (it loads in about 0.1 s): a worker that only
    hears English never holds it."""
    _fewer_malloc_arenas()
    count = asr_models.default_workers() if threads is None else max(1, threads)
    steps = _recogniser_threads(count)
    try:
        asr_models.load(asr_models.model_for(True), steps, wide_threads=count)
        asr_models.load(asr_models.model_for(False), steps)
        asr_models.load(asr_models.detection_model(), _CHECK_THREADS)
    except RecogniserModelError:
        return


def analyze_mental_wellness(
    path: str | Path | bytes,
    user: UserDetails,
    language: LanguageCode,
    *,
    workers: int | None = None,
) -> MentalWellnessOutcome:
    """Analyse one recording for the mental wellness model; raises only ``AnalysisError``.

    ``workers`` bounds the cores it uses (default ``asr_models.default_workers()``): Whisper's
    beam search gets all but one, its encoder all; the language check and the features share
    one thread beside it.
    """
    count = asr_models.default_workers() if workers is None else max(1, workers)
    return _guarded(lambda: _mental_wellness(_source(path), user, language, count))


def analyze_two_recording(
    mood_path: str | Path | bytes,
    read_path: str | Path | bytes,
    user: UserDetails,
    language: LanguageCode,
    *,
    workers: int | None = None,
) -> ApolloOutcome:
    """Analyse the mood-question and read-aloud recordings of a two-recording run."""
    count = asr_models.default_workers() if workers is None else max(1, workers)
    return _guarded(
        lambda: _two_recording(_source(mood_path), _source(read_path), user, language, count)
    )

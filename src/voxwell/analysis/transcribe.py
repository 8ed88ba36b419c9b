"""Speech recognition: timed, scored words of the detected speech, through Whisper (CTranslate2).

Only the speech the detector found is transcribed (Whisper makes up words on silence, music and
noise): each phrase, padded by ``PAD_SECONDS``, is brought to one level (``TARGET_PEAK``, at
most ``MAX_GAIN`` louder, so a take recorded at -47 dBFS loses no words), the phrases are joined
with ``GAP_SECONDS`` of silence between them (a pause, as Whisper heard in training: without it
Indonesian lost a tenth of its words) and recognised in batches of ``BATCH_SECONDS``, and every
word's time is mapped back to the recording's clock.

Decoding runs at temperature 0 only, so a segment that fails Whisper's own checks is dropped
instead of being sampled again at a higher temperature (which is random):
- no credible words: mean log-probability under ``LOG_PROB_THRESHOLD`` (Whisper's -1.0; speech
  played backwards gave "see you in the next video" at -1.16, real speech at most -0.7);
- a repetition loop: compression ratio over ``COMPRESSION_THRESHOLD``;
- likely non-speech: ``no_speech_prob`` over ``NO_SPEECH_CERTAIN`` whatever its words (Whisper's
  "Thank you." on music scored 0.85 and -0.77; real speech at most 0.33).
Tokens without a letter or digit (music notes, brackets) are not words. Which model serves a
language is ``asr_models``'s choice; the settings were chosen on the real-speech set
(docs/analysis.md §5).

The language check runs the multilingual model's language identification on the first 15 s of
the joined speech, encoded as they are from 10 s of speech on (shorter speech is padded to
Whisper's 30 s window). The same input gives the same words whatever the number of threads.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from voxwell.analysis import asr_models
from voxwell.analysis.speech import SpeechInterval
from voxwell.api import MAX_RECORDING_SECONDS
from voxwell.api.enums import LanguageCode

if TYPE_CHECKING:
    from faster_whisper import WhisperModel

__all__ = [
    "BEAM_SIZE",
    "LANGUAGE_NAMES",
    "LanguageGuess",
    "Transcript",
    "Word",
    "detect_language",
    "join_words",
    "language_heard",
    "transcribe",
    "whisper_language",
]

RATE = 16_000
PAD_SECONDS = 0.2
GAP_SECONDS = 0.5
BATCH_SECONDS = 90.0
"""Most speech recognised in one call: Whisper works in 30 s windows anyway, and its features of a
whole 3-minute take cost a worker about 150 MB more at its peak (60 s cut LJ's 62 s in two and
cost two words)."""
TARGET_PEAK = 0.5
MAX_GAIN = 100.0  # 40 dB
BEAM_SIZE = 5
NO_SPEECH_THRESHOLD = 0.6
NO_SPEECH_CERTAIN = 0.8
LOG_PROB_THRESHOLD = -1.0
COMPRESSION_THRESHOLD = 2.4
DETECTION_SECONDS = 15.0
"""Speech the language check hears: the first 15 s, encoded as they are rather than padded to
Whisper's 30 s window. On every real-speech recording of 10 s of speech or more (the four
languages' clips joined, LJ's, the committed takes) it named the language spoken, as the first
30 s padded did, and was at most 0.06 less sure (Indonesian: 0.81 where padding gave 0.49), at
about a third of the CPU time (0.36 against 1.2 CPU-s a take; docs/analysis.md §10)."""
DETECTION_PADDED_BELOW = 10.0
"""Speech shorter than this (shorter than any run's minimum) is padded to Whisper's window as it
was trained: on 2-3 s clips the unpadded window misnamed two of seventeen."""
DETECTION_MIN_PROBABILITY = 0.5

LANGUAGE_NAMES = {"en": "English", "es": "Spanish", "id": "Indonesian", "ja": "Japanese"}
"""Names of the languages the service takes, by Whisper's code (others are named by code)."""

_NO_SPACES = frozenset({"ja", "zh", "th", "lo", "my", "km", "yue"})


@dataclass(frozen=True, slots=True)
class Word:
    """A recognised word, when it was said (seconds on the recording's clock) and Whisper's
    probability for it (0-1)."""

    text: str
    start: float
    end: float
    confidence: float = 1.0


@dataclass(frozen=True)
class LanguageGuess:
    """The language Whisper hears (its code, e.g. ``es``) and its probability."""

    code: str
    probability: float


@dataclass(frozen=True)
class Transcript:
    words: tuple[Word, ...]
    recogniser: str
    """The model's name, e.g. ``whisper-tiny.en``."""


def whisper_language(language: LanguageCode) -> str:
    """Whisper's code for a service language (``es-US`` → ``es``)."""
    return language.value.split("-", 1)[0]


def join_words(words: Sequence[Word], language: LanguageCode) -> str:
    """The words as text: with spaces, except for languages written without them (Japanese)."""
    separator = "" if whisper_language(language) in _NO_SPACES else " "
    return separator.join(w.text for w in words)


@dataclass(frozen=True)
class _Joined:
    """Phrases joined into one signal, and where each one starts in it and in the recording."""

    samples: npt.NDArray[np.float32]
    joined_starts: list[float]
    recording_starts: list[float]
    lengths: list[float]

    def phrase_at(self, t: float) -> int:
        """The phrase a time of the joined signal falls in (or in the silence after)."""
        return max(0, bisect.bisect_right(self.joined_starts, t) - 1)

    def to_recording(self, t: float) -> float:
        """A time of the joined signal on the recording's clock (a time in the silence after a
        phrase goes to the end of that phrase)."""
        index = self.phrase_at(t)
        offset = min(max(0.0, t - self.joined_starts[index]), self.lengths[index])
        return float(self.recording_starts[index] + offset)

    def word_span(self, start: float, end: float) -> tuple[float, float]:
        """A word's start and end on the recording's clock. Whisper's words follow each other
        without gaps, so the pause before a word is counted in it: a word that ends in a later
        phrase than it starts in was said after the pause, and starts with that phrase."""
        first, last = self.phrase_at(start), self.phrase_at(end)
        begin = self.to_recording(start) if first == last else self.recording_starts[last]
        return float(begin), max(float(begin), self.to_recording(end))


def _join(samples: npt.NDArray[np.float32], intervals: Sequence[SpeechInterval]) -> _Joined:
    duration = samples.size / RATE
    spans: list[list[float]] = []
    for interval in intervals:
        start, end = (
            max(0.0, interval.start - PAD_SECONDS),
            min(duration, interval.end + PAD_SECONDS),
        )
        if spans and start <= spans[-1][1]:
            spans[-1][1] = max(spans[-1][1], end)
        else:
            spans.append([start, end])
    parts: list[npt.NDArray[np.float32]] = []
    joined_starts: list[float] = []
    recording_starts: list[float] = []
    lengths: list[float] = []
    position = 0
    gap = np.zeros(round(GAP_SECONDS * RATE), np.float32)
    for start, end in spans:
        part = samples[round(start * RATE) : round(end * RATE)]
        if part.size == 0:
            continue
        if parts:
            parts.append(gap)
            position += gap.size
        peak = float(np.max(np.abs(part)))
        gain = min(TARGET_PEAK / peak, MAX_GAIN) if peak > 0 else 1.0
        parts.append((part * gain).astype(np.float32))
        joined_starts.append(position / RATE)
        recording_starts.append(start)
        lengths.append(part.size / RATE)
        position += part.size
    joined = np.concatenate(parts) if parts else np.zeros(0, np.float32)
    return _Joined(joined, joined_starts, recording_starts, lengths)


def _is_word(text: str) -> bool:
    return any(unicodedata.category(c)[0] in "LN" for c in text)


def transcribe(
    samples: npt.NDArray[np.float32],
    intervals: Sequence[SpeechInterval],
    language: LanguageCode,
    *,
    threads: int = 1,
    wide_threads: int | None = None,
    beam_size: int = BEAM_SIZE,
) -> Transcript:
    """The words of the detected speech (``intervals``) of a 16 kHz mono recording; ``beam_size``
    1 decodes greedily (live captions of English, ``voxwell.analysis.live``). The beam search
    runs on ``threads``, the encoder and the word alignment on ``wide_threads`` (see
    ``asr_models.load``)."""
    model_choice = asr_models.model_for(language.is_english)
    words: list[Word] = []
    for batch in _batches(intervals):
        joined = _join(samples, batch)
        if joined.samples.size:
            model = asr_models.load(model_choice, threads, wide_threads=wide_threads)
            words += _recognised(model, joined, language, model_choice.multilingual, beam_size)
    return Transcript(tuple(words), model_choice.name)


def _batches(intervals: Sequence[SpeechInterval]) -> list[list[SpeechInterval]]:
    """The speech intervals in consecutive groups of at most ``BATCH_SECONDS`` of audio to hear
    (a longer single interval is a group of its own)."""
    batches: list[list[SpeechInterval]] = []
    length = 0.0
    for interval in intervals:
        heard = interval.end - interval.start + 2 * PAD_SECONDS + GAP_SECONDS
        if not batches or length + heard > BATCH_SECONDS:
            batches.append([])
            length = 0.0
        batches[-1].append(interval)
        length += heard
    return batches


def _recognised(
    model: WhisperModel,
    joined: _Joined,
    language: LanguageCode,
    multilingual: bool,
    beam_size: int,
) -> list[Word]:
    segments, _ = model.transcribe(
        joined.samples,
        language=whisper_language(language) if multilingual else None,
        beam_size=beam_size,
        # Beam search at temperature 0 only: Whisper's fallback to higher temperatures samples
        # at random, so the same take could give different words.
        temperature=0.0,
        word_timestamps=True,
        # Each phrase on its own merits: conditioning on earlier text lets one invented phrase
        # run on into the next.
        condition_on_previous_text=False,
        no_speech_threshold=NO_SPEECH_THRESHOLD,
        log_prob_threshold=LOG_PROB_THRESHOLD,
        compression_ratio_threshold=COMPRESSION_THRESHOLD,
        vad_filter=False,
    )
    words: list[Word] = []
    for segment in segments:
        if segment.compression_ratio > COMPRESSION_THRESHOLD:
            continue
        if segment.avg_logprob < LOG_PROB_THRESHOLD:
            continue
        if segment.no_speech_prob > NO_SPEECH_CERTAIN:
            continue
        for word in segment.words or ():
            text = word.word.strip()
            if not _is_word(text):
                continue
            start, end = joined.word_span(word.start, word.end)
            words.append(Word(text, round(start, 3), round(end, 3), float(word.probability)))
    return words


def detect_language(
    samples: npt.NDArray[np.float32], intervals: Sequence[SpeechInterval], *, threads: int = 1
) -> LanguageGuess | None:
    """The language heard in the first 15 s of speech, or None with no speech or no verdict."""
    speech = _join(samples, intervals).samples[: round(DETECTION_SECONDS * RATE)]
    if speech.size == 0:
        return None
    model = asr_models.load(asr_models.detection_model(), threads)
    if speech.size < round(DETECTION_PADDED_BELOW * RATE):
        code, probability, _ = model.detect_language(speech)
    else:
        extractor = model.feature_extractor
        features = extractor(speech)[:, : speech.size // extractor.hop_length]
        token, probability = model.model.detect_language(model.encode(features))[0][0]
        code = token.strip("<|>")
    if probability < DETECTION_MIN_PROBABILITY:
        return None
    return LanguageGuess(code, probability)


def language_heard(path: Path, *, threads: int = 1) -> LanguageGuess | None:
    """The language check of a run on a whole recording file: the language its speech sounds
    like, or None with no speech or no verdict (``AnalysisError`` for a file that cannot be
    decoded). The app asks it of a take whose run found no words in the session's language."""
    from voxwell.analysis.decoding import decode  # PyAV loads only when a file is checked
    from voxwell.analysis.speech import detect_speech

    samples = decode(path, max_seconds=MAX_RECORDING_SECONDS + 1.0).samples
    return detect_language(samples, detect_speech(samples).intervals, threads=threads)

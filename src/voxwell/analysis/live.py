"""The state of one monitored stream: speech found so far, its audio, and utterances to recognise.

:class:`LiveSpeech` takes PCM16 mono blocks at the stream's rate. The speech detector (``speech``,
the same Silero detector and thresholds as a batch run) counts speech on the input clock; the
audio is kept at 16 kHz (``resample``) for the recogniser and the measures. An *utterance* is the
speech between two pauses of at least ``END_PAUSE_SECONDS`` (or, in a long run of speech, cut at
the first pause after ``MAX_UTTERANCE_SECONDS``); each one is handed out once, ready for
:func:`recognise`, which is the batch recogniser (``transcribe``) on that stretch. Audio no longer
needed is dropped: the latest ``MAX_RECORDING_SECONDS`` are kept while measures may still need
them, and after that only the utterance in progress and its context.

Not thread-safe: one caller at a time (the engine runs each session's steps in order on a worker
thread). Costs about 0.2 ms of CPU per 32 ms of audio beside the recogniser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from voxwell.analysis import asr_models
from voxwell.analysis.resample import StreamingResampler
from voxwell.analysis.speech import VAD_RATE, SpeechInterval, StreamingSpeechDetector
from voxwell.analysis.transcribe import BEAM_SIZE, PAD_SECONDS, Word, transcribe
from voxwell.api import MAX_RECORDING_SECONDS, LanguageCode

__all__ = [
    "END_PAUSE_SECONDS",
    "LIVE_BEAM_ENGLISH",
    "LONG_PAUSE_SECONDS",
    "MAX_UTTERANCE_SECONDS",
    "LiveSpeech",
    "Utterance",
    "pcm16_samples",
    "prepare",
    "recognise",
]

END_PAUSE_SECONDS = 0.45
"""Silence that ends an utterance of at least ``MIN_UTTERANCE_SECONDS``: longer than most pauses
inside a sentence of read speech (LJ: at most 0.38 s; 0.48-0.54 s between sentences)."""

LONG_PAUSE_SECONDS = 1.0
"""Silence that ends an utterance of any length."""

MIN_UTTERANCE_SECONDS = 2.0
"""Shorter stretches (a word or two) wait for a long pause: Whisper hears them better with more
speech. Chosen on the real-speech set against the batch recogniser and the 2 s caption target:
at 6 s every Common Voice sentence (2.6-2.9 s of speech) waited for the long pause, and its
caption came 2.3 s after its last word; at 2 s they close at ``END_PAUSE_SECONDS`` (0.64 s from
the last word to the cut, median), with the same live WER in Spanish (0.181) and one word more
in 150 of LJ's English (0.027 against 0.020; batch 0.013)."""

CONTEXT_SECONDS = 6.0
"""Audio of the previous utterances heard again before an utterance (its words are not kept):
Whisper recognises a short phrase better with what came before it."""

MAX_UTTERANCE_SECONDS = 20.0
"""An utterance is cut at its first pause after this long (Whisper hears 30 s at a time)."""


LIVE_BEAM_ENGLISH = 1
"""Beam of the live captions of English (Whisper tiny.en): greedy decoding. On LJ's nine clips it
made 0.020 word errors against 0.033 with the batch's beam of 5 (batch: 0.013), at a third less
decoding; other languages keep the batch's beam (greedy made the Spanish clips worse: 0.208 against
0.181; batch 0.194). docs/monitor.md has the figures."""


def pcm16_samples(data: bytes) -> npt.NDArray[np.float32]:
    """Little-endian signed 16-bit samples as floats in [-1, 1)."""
    return np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768.0


@dataclass(frozen=True)
class Utterance:
    """A stretch of speech to recognise: its 16 kHz audio (from ``offset`` seconds on the
    stream's clock), the speech heard again for context and its own speech intervals, both on
    the stream's clock."""

    samples: npt.NDArray[np.float32]
    offset: float
    context: tuple[SpeechInterval, ...]
    intervals: tuple[SpeechInterval, ...]

    @property
    def end(self) -> float:
        return self.intervals[-1].end


@dataclass
class _Tape:
    """16 kHz audio from ``start`` (a sample index on the stream's clock) on."""

    start: int = 0
    blocks: list[npt.NDArray[np.float32]] = field(default_factory=list)
    size: int = 0

    def append(self, block: npt.NDArray[np.float32]) -> None:
        if block.size:
            self.blocks.append(block)
            self.size += block.size

    def slice(self, begin: float, end: float) -> tuple[npt.NDArray[np.float32], float]:
        """Audio between two times (clipped to what is kept), and the time it starts at."""
        whole = np.concatenate(self.blocks) if len(self.blocks) != 1 else self.blocks[0]
        self.blocks = [whole] if whole.size else []
        first = max(0, round(begin * VAD_RATE) - self.start)
        last = max(first, min(self.size, round(end * VAD_RATE) - self.start))
        return whole[first:last].copy(), (self.start + first) / VAD_RATE

    def drop_before(self, time: float) -> None:
        cut = round(time * VAD_RATE) - self.start
        if cut <= 0:
            return
        whole = np.concatenate(self.blocks) if self.blocks else np.zeros(0, np.float32)
        kept = whole[cut:]
        self.blocks = [kept] if kept.size else []
        self.start += min(cut, whole.size)
        self.size = kept.size


class LiveSpeech:
    """Speech detection, kept audio and utterances of one stream at ``rate`` Hz."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self._detector = StreamingSpeechDetector(rate)
        self._resampler = StreamingResampler(rate, VAD_RATE) if rate != VAD_RATE else None
        self._tape = _Tape()
        self._handed = 0  # speech intervals already handed out in utterances
        self.keep_start = True
        """Keep the latest ``MAX_RECORDING_SECONDS`` for the measures; the caller clears it once
        every measure is done."""

    @property
    def speech_seconds(self) -> float:
        return self._detector.speech_seconds

    @property
    def elapsed_seconds(self) -> float:
        return self._detector.elapsed_seconds

    @property
    def intervals(self) -> tuple[SpeechInterval, ...]:
        return self._detector.intervals

    def feed(self, data: bytes) -> list[Utterance]:
        """Add PCM16 audio; the utterances it completes, in order."""
        samples = pcm16_samples(data)
        self._detector.feed(samples)
        self._tape.append(self._resampler.process(samples) if self._resampler else samples)
        ready = self._ready(final=False)
        self._trim()
        return ready

    def flush(self) -> list[Utterance]:
        """The utterance in progress, if any, as if the stream had ended in a pause."""
        return self._ready(final=True)

    def audio(self) -> tuple[npt.NDArray[np.float32], tuple[SpeechInterval, ...]]:
        """The kept 16 kHz audio and its speech intervals, both on a clock starting at 0."""
        samples, offset = self._tape.slice(0.0, self.elapsed_seconds)
        shifted = tuple(
            SpeechInterval(max(0.0, i.start - offset), i.end - offset)
            for i in self.intervals
            if i.end > offset
        )
        return samples, shifted

    def _ready(self, *, final: bool) -> list[Utterance]:
        intervals = self.intervals
        now = self.elapsed_seconds
        pending = list(intervals[self._handed :])
        if self._detector.is_speech and not final:
            pending = pending[:-1]  # the open interval is not finished
        out: list[Utterance] = []
        group: list[SpeechInterval] = []
        for index, interval in enumerate(pending):
            group.append(interval)
            following = pending[index + 1].start if index + 1 < len(pending) else None
            if following is None and self._detector.is_speech and not final:
                following = intervals[-1].start
            pause = (following if following is not None else now) - interval.end
            length = interval.end - group[0].start
            ends = pause >= LONG_PAUSE_SECONDS or (
                pause >= END_PAUSE_SECONDS and length >= MIN_UTTERANCE_SECONDS
            )
            long_enough = length >= MAX_UTTERANCE_SECONDS and following is not None
            if final or ends or long_enough:
                out.append(self._utterance(group))
                self._handed += len(group)
                group = []
        return out

    def _utterance(self, group: list[SpeechInterval]) -> Utterance:
        before = [
            i for i in self.intervals[: self._handed] if i.start >= group[0].start - CONTEXT_SECONDS
        ]
        begin = (before[0].start if before else group[0].start) - PAD_SECONDS
        samples, offset = self._tape.slice(begin, group[-1].end + PAD_SECONDS)
        return Utterance(samples, offset, tuple(before), tuple(group))

    def _trim(self) -> None:
        pending = self.intervals[self._handed :]
        start = pending[0].start if pending else self.elapsed_seconds
        keep_from = start - CONTEXT_SECONDS - PAD_SECONDS
        if self.keep_start and self.elapsed_seconds <= MAX_RECORDING_SECONDS:
            return
        if self.keep_start:
            keep_from = min(keep_from, self.elapsed_seconds - MAX_RECORDING_SECONDS)
        self._tape.drop_before(keep_from)


def prepare(language: LanguageCode, threads: int) -> None:
    """Load the recogniser that :func:`recognise` uses for ``language`` (a monitoring process
    does this when a session starts, so its first caption does not wait for the model)."""
    asr_models.load(asr_models.model_for(language.is_english), threads)


def recognise(utterance: Utterance, language: LanguageCode, threads: int) -> tuple[Word, ...]:
    """The words of an utterance, timed on the stream's clock (the batch recogniser; greedy for
    English, ``LIVE_BEAM_ENGLISH``)."""
    offset = utterance.offset
    shifted = [
        SpeechInterval(i.start - offset, i.end - offset)
        for i in (*utterance.context, *utterance.intervals)
    ]
    beam = LIVE_BEAM_ENGLISH if language.is_english else BEAM_SIZE
    words = transcribe(utterance.samples, shifted, language, threads=threads, beam_size=beam).words
    # Words of the context were handed out with their own utterance: only the new ones count.
    begins = utterance.intervals[0].start - PAD_SECONDS - offset
    return tuple(
        Word(w.text, round(w.start + offset, 3), round(w.end + offset, 3), w.confidence)
        for w in words
        if (w.start + w.end) / 2 >= begins
    )

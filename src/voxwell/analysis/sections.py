"""Phrases between pauses, and sections of roughly 8–20 s of speech cut at pauses.

Speech intervals closer than ``MIN_PAUSE`` are joined into phrases; consecutive phrases are joined
into utterances of up to ``UTTERANCE_SECONDS`` for the recogniser, each heard with
``CONTEXT_SECONDS`` of its neighbours' audio either side (``recognition_windows``).

A recording with under 16 s of speech is one section. Otherwise it gets ``ceil(speech / 20 s)``
sections, and each cut is put in the pause whose share of speech before it is closest to an equal
split, so sections hold 8–20 s of speech unless a single phrase runs longer. Sections cover the
whole recording without gaps: a cut lies in the middle of its pause, the first section starts at 0
and the last ends with the recording.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from voxwell.analysis.speech import SpeechInterval

__all__ = [
    "MAX_SECTION_SPEECH",
    "MIN_PAUSE",
    "SINGLE_SECTION_BELOW",
    "RecognitionWindow",
    "Section",
    "make_sections",
    "phrases",
    "recognition_spans",
    "recognition_windows",
    "utterance_spans",
]

MIN_PAUSE = 0.25
"""Shortest silence between speech intervals counted as a pause, in seconds."""

SINGLE_SECTION_BELOW = 16.0
MAX_SECTION_SPEECH = 20.0
_PAD = 0.15
UTTERANCE_SECONDS = 20.0
"""Longest stretch of phrases joined into one utterance for the recogniser."""
CONTEXT_SECONDS = 3.0
"""Audio of the neighbouring utterances the recogniser hears either side of an utterance."""


@dataclass(frozen=True, slots=True)
class Section:
    """A part of the recording; ``speech`` are the speech intervals inside it."""

    start: float
    finish: float
    speech: tuple[SpeechInterval, ...]

    @property
    def speech_seconds(self) -> float:
        return sum(i.duration for i in self.speech)


def phrases(intervals: Sequence[SpeechInterval]) -> list[SpeechInterval]:
    """Speech intervals with gaps shorter than a pause joined."""
    joined: list[SpeechInterval] = []
    for interval in intervals:
        if joined and interval.start - joined[-1].end < MIN_PAUSE:
            joined[-1] = SpeechInterval(joined[-1].start, interval.end)
        else:
            joined.append(interval)
    return joined


def utterance_spans(
    phrase_list: Sequence[SpeechInterval], duration: float
) -> list[tuple[float, float]]:
    """Each phrase widened by up to 0.15 s of the silence around it (never into a neighbour)."""
    spans = []
    for i, phrase in enumerate(phrase_list):
        # Half the gap to a neighbouring phrase at most; up to the recording's edges otherwise.
        room_before = (phrase.start - phrase_list[i - 1].end) / 2 if i else phrase.start
        last = i + 1 == len(phrase_list)
        room_after = duration - phrase.end if last else (phrase_list[i + 1].start - phrase.end) / 2
        start = max(0.0, phrase.start - min(_PAD, room_before))
        end = min(duration, phrase.end + min(_PAD, room_after))
        spans.append((start, end))
    return spans


def recognition_spans(
    phrase_list: Sequence[SpeechInterval], duration: float, max_seconds: float = UTTERANCE_SECONDS
) -> list[tuple[float, float]]:
    """Utterances for the recogniser: consecutive phrases joined (pauses included) while the
    utterance stays within ``max_seconds``, then widened like ``utterance_spans``.

    Whole sentences with their pauses give the language model its context back; cutting at every
    pause cost accuracy on real read speech (docs/analysis.md §5).
    """
    joined: list[SpeechInterval] = []
    for phrase in phrase_list:
        if joined and phrase.end - joined[-1].start <= max_seconds:
            joined[-1] = SpeechInterval(joined[-1].start, phrase.end)
        else:
            joined.append(phrase)
    return utterance_spans(joined, duration)


@dataclass(frozen=True, slots=True)
class RecognitionWindow:
    """Audio from ``start`` to ``end`` goes to the recogniser; only words whose midpoint lies in
    [``keep_start``, ``keep_end``) are kept (the rest is context, kept by a neighbour)."""

    start: float
    end: float
    keep_start: float
    keep_end: float


def recognition_windows(
    phrase_list: Sequence[SpeechInterval],
    duration: float,
    max_seconds: float = UTTERANCE_SECONDS,
    context: float = CONTEXT_SECONDS,
) -> list[RecognitionWindow]:
    """``recognition_spans`` widened by ``context`` seconds of the neighbouring audio each side.

    The recogniser then hears the words around a cut (acoustic and language-model context) as
    it would in one whole-recording pass; each word is kept by the window whose own span holds
    its midpoint, so no word is counted twice or lost, and the windows depend on the recording
    only (never on how many processes share them).
    """
    spans = recognition_spans(phrase_list, duration, max_seconds)
    windows = []
    for i, (start, end) in enumerate(spans):
        keep_start = 0.0 if i == 0 else (spans[i - 1][1] + start) / 2
        keep_end = duration if i + 1 == len(spans) else (end + spans[i + 1][0]) / 2
        before = 0.0 if i == 0 else context
        after = 0.0 if i + 1 == len(spans) else context
        windows.append(
            RecognitionWindow(
                max(0.0, start - before), min(duration, end + after), keep_start, keep_end
            )
        )
    return windows


def make_sections(intervals: Sequence[SpeechInterval], duration: float) -> list[Section]:
    """Cut the recording into sections at pauses (see the module docstring)."""
    phrase_list = phrases(intervals)
    total = sum(i.duration for i in intervals)
    count = 1 if total < SINGLE_SECTION_BELOW else math.ceil(total / MAX_SECTION_SPEECH)
    cuts: list[int] = []  # a cut k lies between phrase k-1 and phrase k
    if count > 1 and len(phrase_list) > 1:
        speech_before = []
        running = 0.0
        for phrase in phrase_list:
            speech_before.append(running)
            running += sum(
                min(i.end, phrase.end) - max(i.start, phrase.start)
                for i in intervals
                if i.end > phrase.start and i.start < phrase.end
            )
        for k in range(1, count):
            target = total * k / count
            candidates = range((cuts[-1] + 1) if cuts else 1, len(phrase_list))
            if not candidates:
                break
            cuts.append(min(candidates, key=lambda c: abs(speech_before[c] - target)))
    bounds = [0.0]
    for c in cuts:
        bounds.append((phrase_list[c - 1].end + phrase_list[c].start) / 2)
    bounds.append(duration)
    sections = []
    for start, finish in itertools.pairwise(bounds):
        inside = tuple(
            SpeechInterval(max(i.start, start), min(i.end, finish))
            for i in intervals
            if i.end > start and i.start < finish
        )
        sections.append(Section(start, finish, inside))
    return sections

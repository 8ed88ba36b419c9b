"""Phrases between pauses, and sections of roughly 8–20 s of speech cut at pauses.

Speech intervals closer than ``MIN_PAUSE`` are joined into phrases.

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
    "Section",
    "make_sections",
    "phrases",
]

MIN_PAUSE = 0.25
"""Shortest silence between speech intervals counted as a pause, in seconds."""

SINGLE_SECTION_BELOW = 16.0
MAX_SECTION_SPEECH = 20.0


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

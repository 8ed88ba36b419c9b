"""A mental wellness run as a Praat TextGrid (long text format), to open beside the recording.

Interval tiers, all spanning the whole recording:

- ``sections``: each section numbered ``1``, ``2``, ...;
- ``transcript``: each section's text over its span;
- ``words``: each word over its own times, when they are known (the local engine's ``words``);
- one tier per measure present in the run (wire names, e.g. ``distress``, ``uniformStress``),
  each section's value written with up to four decimals;
- one tier per acoustic feature present in the run (wire names, e.g. ``f0MeanHz``; units in
  ``voxwell.api.SECTION_FEATURES``), each section's value.

A two-recording run's takes are separate sound files, so each take gets a TextGrid of its own
(``take_tiers``: ``transcript`` over the span of its words, ``words``, then one tier per value of
the read-aloud check and per acoustic feature, each over the whole take as the mental wellness
tiers are over their section), on that take's clock, to open in Praat beside that take's audio;
one time line with both takes and a gap would match no sound file a researcher has.

Praat wants every tier to cover ``xmin``..``xmax`` without gaps or overlaps, so gaps (pauses
between sections, the start and the end) are filled with empty intervals, an interval starting
before the previous one ended is clipped, and intervals of no length are left out. Text is
written in UTF-8 with double quotes doubled (Praat's own escape). Nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voxwell.api import (
    SECTION_FEATURES,
    SECTION_MEASURES,
    MentalWellnessModelRunResponse,
    SectionWord,
    TakeTranscript,
)
from voxwell.files import write_text_atomically

__all__ = [
    "Interval",
    "Tier",
    "run_tiers",
    "take_tiers",
    "textgrid_text",
    "tiers_text",
    "write_take_textgrid",
    "write_textgrid",
]

_EPSILON = 1e-9


@dataclass(frozen=True)
class Interval:
    start: float
    finish: float
    text: str


@dataclass(frozen=True)
class Tier:
    name: str
    intervals: tuple[Interval, ...]


def _fill(raw: Iterable[Interval], xmax: float) -> tuple[Interval, ...]:
    """Sort, clip overlaps, drop empty spans and fill gaps so the tier covers 0..xmax."""
    out: list[Interval] = []
    cursor = 0.0
    for item in sorted(raw, key=lambda i: (i.start, i.finish)):
        start = max(item.start, cursor)
        finish = min(item.finish, xmax)
        if finish - start <= _EPSILON:
            continue
        if start - cursor > _EPSILON:
            out.append(Interval(cursor, start, ""))
        out.append(Interval(start, finish, item.text))
        cursor = finish
    if xmax - cursor > _EPSILON or not out:
        out.append(Interval(cursor, xmax, ""))
    return tuple(out)


def _format_value(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".") if value == value else ""


def run_tiers(
    run: MentalWellnessModelRunResponse | Mapping[str, Any],
    *,
    duration: float | None = None,
    words: Sequence[SectionWord] | None = None,
) -> tuple[float, list[Tier]]:
    """``(xmax, tiers)`` of a completed run; ``duration`` is the recording's length if known.

    Raises ``ValueError`` with a plain message when the run has no results to export.
    """
    parsed = (
        run
        if isinstance(run, MentalWellnessModelRunResponse)
        else MentalWellnessModelRunResponse.model_validate(run)
    )
    if parsed.results is None or not parsed.results.sections:
        raise ValueError(
            "This run has no results to export as a TextGrid (it has not finished, or failed)."
        )
    sections = parsed.results.sections
    end = max(s.finishSecs for s in sections)
    xmax = max(end, duration or 0.0)
    # The words the service put in its sections (the local engine's ``words``), if none given.
    spoken = list(words) if words is not None else [w for s in sections for w in s.words or []]

    def per_section(name: str, texts: Sequence[str | None]) -> Tier:
        spans = zip(sections, texts, strict=True)
        intervals = (Interval(s.startSecs, s.finishSecs, t) for s, t in spans if t is not None)
        return Tier(name, _fill(intervals, xmax))

    tiers = [
        per_section("sections", [str(i + 1) for i in range(len(sections))]),
        per_section("transcript", [s.transcript for s in sections]),
    ]
    if spoken:
        tiers.append(Tier("words", _fill((Interval(w.start, w.end, w.text) for w in spoken), xmax)))
    for name in (*SECTION_MEASURES, *SECTION_FEATURES):
        feature = name in SECTION_FEATURES
        values = [s.feature(name) if feature else s.measure(name) for s in sections]
        if any(value is not None for value in values):
            texts = [None if value is None else _format_value(value) for value in values]
            tiers.append(per_section(name, texts))
    return xmax, tiers


def take_tiers(take: TakeTranscript, *, duration: float | None = None) -> tuple[float, list[Tier]]:
    """``(xmax, tiers)`` of one take of a two-recording run: its transcript, its words, and its
    read-aloud check and features where the run has them."""
    words = take.words
    end = max([w.end for w in words] + [duration or 0.0])
    if end <= 0.0:
        raise ValueError("This take has no words and no known length to export as a TextGrid.")
    spoken = (Interval(words[0].start, words[-1].end, take.transcript),) if words else ()
    tiers = [
        Tier("transcript", _fill(spoken, end)),
        Tier("words", _fill((Interval(w.start, w.end, w.text) for w in words), end)),
    ]
    check = take.readingCheck.model_dump() if take.readingCheck is not None else {}
    features = take.features or {}
    values = {**check, **{name: features[name] for name in SECTION_FEATURES if name in features}}
    for name, value in values.items():
        text = _format_value(value) if isinstance(value, float) else str(value).lower()
        tiers.append(Tier(name, _fill((Interval(0.0, end, text),), end)))
    return end, tiers


def _quote(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


def _number(value: float) -> str:
    return repr(round(value, 6))


def textgrid_text(
    run: MentalWellnessModelRunResponse | Mapping[str, Any],
    *,
    duration: float | None = None,
    words: Sequence[SectionWord] | None = None,
) -> str:
    """The TextGrid file's text in Praat's long text format."""
    return tiers_text(*run_tiers(run, duration=duration, words=words))


def tiers_text(xmax: float, tiers: Sequence[Tier]) -> str:
    """Interval tiers spanning 0..``xmax`` as a TextGrid in Praat's long text format."""
    lines = [
        'File type = "ooTextFile"',
        'Object class = "TextGrid"',
        "",
        "xmin = 0 ",
        f"xmax = {_number(xmax)} ",
        "tiers? <exists> ",
        f"size = {len(tiers)} ",
        "item []: ",
    ]
    for number, tier in enumerate(tiers, start=1):
        lines += [
            f"    item [{number}]:",
            '        class = "IntervalTier" ',
            f"        name = {_quote(tier.name)} ",
            "        xmin = 0 ",
            f"        xmax = {_number(xmax)} ",
            f"        intervals: size = {len(tier.intervals)} ",
        ]
        for index, interval in enumerate(tier.intervals, start=1):
            lines += [
                f"        intervals [{index}]:",
                f"            xmin = {_number(interval.start)} ",
                f"            xmax = {_number(interval.finish)} ",
                f"            text = {_quote(interval.text)} ",
            ]
    return "\n".join(lines) + "\n"


def write_textgrid(
    path: str | Path,
    run: MentalWellnessModelRunResponse | Mapping[str, Any],
    *,
    duration: float | None = None,
    words: Sequence[SectionWord] | None = None,
) -> Path:
    """Write the TextGrid atomically (a half-written file never replaces a good one)."""
    text = textgrid_text(run, duration=duration, words=words)
    return write_text_atomically(path, text, newline="\n")


def write_take_textgrid(path: str | Path, take: TakeTranscript, *, duration: float | None) -> Path:
    """Write one take's TextGrid atomically."""
    return write_text_atomically(
        path, tiers_text(*take_tiers(take, duration=duration)), newline="\n"
    )

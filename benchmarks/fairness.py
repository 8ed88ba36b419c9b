"""The reference model on ordinary reading in every shipped language, and under every stated sex
and birth year (figures printed, nothing asserted; tests/analysis/test_fair_reference_model.py
asserts the lines of the issue).

For one take per language of ``../shared/real-speech`` it prints what a mental wellness run
measures (each section's ``uniform*`` value and band, as ``pipeline`` computes them from the
section's features) and what a monitored session's live measures and safety policy make of the
same take (``live_measures.reference_summary``, ``monitor_policy.policy_result``: the level and
the voice cues). Then each measure's band under four stated readers (a woman born 1980, a woman
born 1950, a man born 1980, sex not given) and how far the band moves. Then each take's features
and their z against the free-speech reference, and each clip's features measured whole (what
drives the figures). No recogniser runs: no measure depends on the words.

Takes (16 kHz):

- ``en LJ``: LJ001-0001 … 0009 joined with 0.5 s gaps (the 62 s of the word-error checks);
- ``en ARCTIC``: the six CMU ARCTIC clips (a man, ``aew``, and a woman, ``axb``) joined;
- ``es``, ``ja``, ``id``: the language's Common Voice clips (3-4 volunteers each), each cut to its
  detected speech with ``--margin`` seconds either side (default 0.03 s, the edge silence of the
  LJ clips, so every language's take is built as the English one; Common Voice's clips hold
  0.7-3.7 s of the recording tool's silence) and joined with 0.5 s gaps, twice over, so that a
  run has its 10 s of speech;
- ``es/ja/id as recorded`` (``--as-recorded``): the same clips joined as they are, twice over,
  as the issue heard them (2-4 s of silence between sentences).

    .venv/bin/python benchmarks/fairness.py [--as-recorded] [--margin S] [--takes DIR]

``--takes DIR`` keeps the built takes as FLAC files in DIR and reads them from there when they
are present, so another version of the model (an older checkout on ``PYTHONPATH``) is measured
on the very same samples: docs/analysis.md §14's "before" columns were made that way.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import soundfile as sf

# The analysis is imported inside the functions, so that an older checkout on PYTHONPATH is the
# one measured (``--takes``).
if TYPE_CHECKING:
    from voxwell.analysis.features import AcousticFeatures
    from voxwell.analysis.speech import SpeechInterval
    from voxwell.api import BirthSex

ROOT = Path(__file__).resolve().parent.parent
REAL_SPEECH = ROOT.parent / "shared" / "real-speech"
RATE = 16_000
MEASURES = ("Distress", "Stress", "Exhaustion", "SleepPropensity", "LowSelfEsteem")
READERS = {  # label -> (birth sex, birth year or None)
    "F1980": ("FEMALE", 1980),
    "F1950": ("FEMALE", 1950),
    "M1980": ("MALE", 1980),
    "unknown": ("UNKNOWN", None),
}
NEUTRAL_BIRTH_YEAR = date.today().year - 40
"""A run needs a date of birth: sex not given is read at 40, the live measures' default age."""


def _clips(pattern: str) -> list[Path]:
    return sorted(REAL_SPEECH.glob(pattern))


def takes(as_recorded: bool, margin: float) -> dict[str, tuple[list[Path], float | None]]:
    """Take name -> (clips, the margin they are cut to their speech with, or None: as they are)."""
    found: dict[str, tuple[list[Path], float | None]] = {
        "en LJ": (_clips("lj/*.flac")[:9], None),
        "en ARCTIC": (_clips("arctic/*.wav"), None),
    }
    for language in ("es", "ja", "id"):
        found[language] = (_clips(f"{language}/*.mp3") * 2, margin)
    if as_recorded:
        for language in ("es", "ja", "id"):
            found[f"{language} as recorded"] = (_clips(f"{language}/*.mp3") * 2, None)
    return found


MARGIN_SECONDS = 0.03
"""Silence kept before and after each Common Voice clip's speech: the LJ clips' own (median)."""


def _joined(paths: Sequence[Path], cut: float | None) -> npt.NDArray[np.float32]:
    from voxwell.analysis import decode

    if cut is not None:
        from voxwell.analysis.evaluation import join_speech

        return join_speech(paths, cut, 0.5)
    parts: list[npt.NDArray[np.float32]] = []
    for path in paths:
        if parts:
            parts.append(np.zeros(RATE // 2, np.float32))
        parts.append(decode(path).samples)
    return np.concatenate(parts)


def take_samples(
    name: str, paths: Sequence[Path], cut: float | None, folder: Path | None
) -> npt.NDArray[np.float32]:
    if folder is None:
        return _joined(paths, cut)
    suffix = "" if cut is None else f"_{cut:.2f}s"
    kept = folder / (name.replace(" ", "_") + suffix + ".flac")
    if not kept.is_file():
        folder.mkdir(parents=True, exist_ok=True)
        sf.write(kept, np.clip(_joined(paths, cut), -1, 1), RATE, subtype="PCM_24")
    samples, rate = sf.read(kept, dtype="float32")
    assert rate == RATE
    return np.asarray(samples, np.float32)


@dataclass
class Measured:
    speech_seconds: float
    sections: list[AcousticFeatures]
    """Each section's features, the sections cut as the pipeline cuts them."""
    whole: AcousticFeatures
    samples: npt.NDArray[np.float32]
    intervals: tuple[SpeechInterval, ...]


def measure(samples: npt.NDArray[np.float32]) -> Measured:
    from voxwell.analysis import detect_speech
    from voxwell.analysis.features import measure_features
    from voxwell.analysis.sections import make_sections
    from voxwell.analysis.speech import SpeechInterval

    speech = detect_speech(samples)
    sections = make_sections(speech.intervals, samples.size / RATE)
    features = [
        measure_features(
            samples[round(s.start * RATE) : round(s.finish * RATE)],
            [SpeechInterval(i.start - s.start, i.end - s.start) for i in s.speech],
        )
        for s in sections
    ]
    whole = measure_features(samples, speech.intervals)
    return Measured(speech.speech_seconds, features, whole, samples, speech.intervals)


def reader(label: str) -> tuple[BirthSex, int, date | None]:
    from voxwell.analysis.measures import age_on
    from voxwell.api import BirthSex

    sex, year = READERS[label]
    born = date(year, 7, 1) if year else None
    age = age_on(born or date(NEUTRAL_BIRTH_YEAR, 7, 1), date.today())
    return BirthSex(sex), age, born


def section_values(measured: Measured, label: str) -> list[dict[str, float]]:
    """Each section's ``uniform*`` values, as a mental wellness run computes them."""
    from voxwell.analysis.measures import Task, standardise, wellness_values

    sex, age, _ = reader(label)
    return [wellness_values(standardise(f, sex, age, Task.FREE)) for f in measured.sections]


def live(measured: Measured, label: str) -> tuple[dict[str, float | str], dict[str, Any]]:
    """The live summary of the whole take and the policy's result, as a monitored session
    makes them once its speech is measured (no risk expression)."""
    from voxwell.analysis.live_measures import reference_summary
    from voxwell.engine.monitor_policy import PolicyInputs, policy_result

    sex, _, born = reader(label)
    summary = reference_summary(
        measured.samples, measured.intervals, ["helios", "apollo"],
        None if label == "unknown" else sex, born, date.today(),
    )  # fmt: skip
    inputs = PolicyInputs([], summary, measured.speech_seconds, 15.0, 1, 1)
    result: dict[str, Any] = policy_result("voxwell_wellbeing_awareness", inputs)["result"]
    return summary, result


def _band_index(value: float) -> int:
    from voxwell.analysis.measures import band
    from voxwell.api import BAND_VALUES

    return BAND_VALUES.index(band(value))


def print_measures(all_measured: dict[str, Measured]) -> None:
    print("\n## Measures, sex not given (age 40): highest section value (band), live result\n")
    print("| Take | speech s | sections | " + " | ".join(MEASURES) + " | live level | voice cues |")
    print("| --- | --- | --- | " + " | ".join("---" for _ in MEASURES) + " | --- | --- |")
    for name, measured in all_measured.items():
        values = section_values(measured, "unknown")
        cells = []
        for m in MEASURES:
            top = max(v[m] for v in values)
            cells.append(f"{top:.2f}" + (" **≥0.9**" if top >= 0.9 else ""))
        _, result = live(measured, "unknown")
        level = result["classification"]["level"]
        cues = [c.removeprefix("voice: ") for c in result["concerns"]]
        print(
            f"| {name} | {measured.speech_seconds:.1f} | {len(values)} | "
            + " | ".join(cells)
            + f" | {level} | {'; '.join(cues) or 'none'} |"
        )


def print_readers(all_measured: dict[str, Measured]) -> None:
    print("\n## Stated readers: every section's bands (0-3) as F1980 / F1950 / M1980 / unknown\n")
    print("| Take | " + " | ".join(MEASURES) + " | largest move | live levels |")
    print("| --- | " + " | ".join("---" for _ in MEASURES) + " | --- | --- |")
    for name, measured in all_measured.items():
        by_reader = {label: section_values(measured, label) for label in READERS}
        cells = []
        largest = 0
        for m in MEASURES:
            per_section = []
            for i in range(len(measured.sections)):
                bands = [_band_index(by_reader[label][i][m]) for label in READERS]
                largest = max(largest, max(bands) - min(bands))
                per_section.append("/".join(str(b) for b in bands))
            cells.append(", ".join(per_section))
        levels = [str(live(measured, label)[1]["classification"]["level"]) for label in READERS]
        print(f"| {name} | " + " | ".join(cells) + f" | {largest} | {'/'.join(levels)} |")


FEATURES = (
    "f0_mean_st",
    "f0_sd_st",
    "jitter_local_pct",
    "hnr_db",
    "intensity_sd_db",
    "articulation_rate_sps",
    "pause_mean_seconds",
    "pause_rate_per_min",
)


def print_features(all_measured: dict[str, Measured]) -> None:
    from voxwell.analysis.measures import Task, standardise
    from voxwell.api import BirthSex

    print("\n## Whole-take features (z against the free-speech reference, sex not given, 40)\n")
    print("| Take | " + " | ".join(FEATURES) + " |")
    print("| --- | " + " | ".join("---" for _ in FEATURES) + " |")
    for name, measured in all_measured.items():
        features = measured.whole
        values = features.as_dict()
        minutes = values["duration_seconds"] / 60
        values["pause_rate_per_min"] = values["pause_count"] / minutes
        z = standardise(features, BirthSex.UNKNOWN, 40, Task.FREE)
        print(
            f"| {name} | " + " | ".join(f"{values[f]:.2f} ({z[f]:+.1f})" for f in FEATURES) + " |"
        )


def print_clips() -> None:
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.features import measure_features
    from voxwell.analysis.measures import Task, standardise, wellness_values
    from voxwell.api import BirthSex

    print("\n## Each clip measured whole (one speaker each): median [min-max] per corpus\n")
    names = ("articulation_rate_sps", "f0_sd_st", "intensity_sd_db", "hnr_db", "jitter_local_pct")
    print(
        "| Clips | n | "
        + " | ".join(names)
        + " | silence before / after the speech (s) | measures ≥ 0.9 (sex not given, 40) |"
    )
    print("| --- | --- | " + " | ".join("---" for _ in names) + " | --- | --- |")
    for pattern in ("lj/*.flac", "arctic/*.wav", "librispeech/*.mp3", "es/*", "ja/*", "id/*"):
        rows = []
        edges = []
        high = []
        for clip in _clips(pattern):
            audio = decode(clip)
            intervals = detect_speech(audio.samples).intervals
            features = measure_features(audio.samples, intervals)
            rows.append(features.as_dict())
            edges.append((intervals[0].start, audio.samples.size / RATE - intervals[-1].end))
            values = wellness_values(standardise(features, BirthSex.UNKNOWN, 40, Task.FREE))
            high += [f"{m} {v:.2f}" for m, v in values.items() if v >= 0.9]

        def spread(values: Sequence[float]) -> str:
            return f"{np.median(values):.2f} [{min(values):.2f}-{max(values):.2f}]"

        print(
            f"| {pattern.split('/')[0]} | {len(rows)} | "
            + " | ".join(spread([r[n] for r in rows]) for n in names)
            + f" | {np.median([e[0] for e in edges]):.2f}"
            + f" / {np.median([e[1] for e in edges]):.2f}"
            + f" | {len(high)} of {5 * len(rows)}: {', '.join(high) or 'none'} |"
        )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--as-recorded", action="store_true", help="also the clips as recorded")
    parser.add_argument("--takes", type=Path, help="keep (or reuse) the built takes here")
    parser.add_argument(
        "--margin", type=float, default=MARGIN_SECONDS, help="seconds kept around each clip"
    )
    parser.add_argument("--no-clips", action="store_true", help="skip the per-clip table")
    args = parser.parse_args(argv)
    if not (REAL_SPEECH / "transcripts.txt").is_file():
        print(f"the real-speech recordings are not at {REAL_SPEECH}", file=sys.stderr)
        return 1
    from voxwell.analysis.pipeline import MODEL_NAME

    print(f"# {MODEL_NAME} on ../shared/real-speech, Common Voice clips cut {args.margin} s wide")
    all_measured = {
        name: measure(take_samples(name, paths, cut, args.takes))
        for name, (paths, cut) in takes(args.as_recorded, args.margin).items()
    }
    print_measures(all_measured)
    print_readers(all_measured)
    print_features(all_measured)
    if not args.no_clips:
        print_clips()
    return 0


if __name__ == "__main__":
    sys.exit(main())

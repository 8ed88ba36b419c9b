"""The local acoustic reference model's measures of streamed speech, as a biomarker summary.

Once a monitored session holds a biomarker's trigger of speech, the speech so far is measured with
the same features (``features``) and the same reference model (``measures``) as a batch run, and
named in the fields of the monitoring protocol's ``biomarker_summary``:

- ``helios``: ``distress`` (Distress), ``stress`` (Stress), ``fatigue`` (Exhaustion) and
  ``low_self_esteem`` (LowSelfEsteem), each the centile Φ(score) of the mental wellness measure;
  ``burnout`` has no measure of its own in the reference model and stays empty;
- ``apollo``: ``depression_probability`` and ``anxiety_probability`` and every ``symptom_*``, as
  the two-recording model computes them from the free-speech norms.

A monitored session is a conversation: the user's track is silent while the other side speaks.
So a silence of ``TURN_GAP_SECONDS`` or more (the silence that closes an utterance of any length,
``live.LONG_PAUSE_SECONDS``) is a gap between turns, not a pause of the speaker: the pause count,
the pause mean and the time the pause rate is counted over are those inside turns (``in_turns``).
A batch run's take is one person speaking, and its long silences stay pauses.

Every summary says in ``interpretation`` that its numbers come from the local acoustic reference
model, a documented model that is not a validated clinical one. Pure library, CPU-bound: callers
run it off their event loop.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from voxwell.analysis.live import LONG_PAUSE_SECONDS
from voxwell.analysis.measures import (
    Task,
    age_on,
    distinct_rounded,
    standardise,
    two_recording_scores,
    wellness_values,
)
from voxwell.analysis.sections import MIN_PAUSE
from voxwell.analysis.speech import SpeechInterval
from voxwell.api import REFERENCE_MODEL_NOTE, BirthSex

if TYPE_CHECKING:  # annotations only: Praat's library loads when features are measured
    from voxwell.analysis.features import AcousticFeatures

__all__ = [
    "DEFAULT_AGE",
    "HELIOS_FIELDS",
    "TURN_GAP_SECONDS",
    "in_turns",
    "reference_summary",
]

TURN_GAP_SECONDS = LONG_PAUSE_SECONDS
"""A silence this long or longer between two stretches of the user's speech is a gap between
turns, not a pause."""

HELIOS_FIELDS = {
    "distress": "Distress",
    "stress": "Stress",
    "fatigue": "Exhaustion",
    "low_self_esteem": "LowSelfEsteem",
}
"""Summary field -> the reference model's mental wellness measure it carries."""

DEFAULT_AGE = 40
"""Age the norms are read at when a session gives no date of birth (said in the summary)."""


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def in_turns(features: AcousticFeatures, intervals: Sequence[SpeechInterval]) -> AcousticFeatures:
    """``features`` with their timing read inside turns: pauses of at least ``MIN_PAUSE`` and
    under ``TURN_GAP_SECONDS``, counted over the turns' time (from each turn's first speech to
    its last), the gaps between turns left out."""
    pauses: list[float] = []
    turns_seconds = intervals[-1].end - intervals[0].start if intervals else 0.0
    for before, after in itertools.pairwise(intervals):
        gap = after.start - before.end
        if gap >= TURN_GAP_SECONDS:
            turns_seconds -= gap
        elif gap >= MIN_PAUSE:
            pauses.append(gap)
    if turns_seconds <= 0:
        return features
    return dataclasses.replace(
        features,
        duration_seconds=turns_seconds,
        speech_rate_sps=features.syllables / turns_seconds,
        pause_count=len(pauses),
        pause_mean_seconds=float(np.mean(pauses)) if pauses else float("nan"),
    )


def reference_summary(
    take: npt.NDArray[np.float32] | AcousticFeatures,
    intervals: Sequence[SpeechInterval],
    biomarkers: Sequence[str],
    sex: BirthSex | None,
    born: date | None,
    today: date,
) -> dict[str, float | str]:
    """The summary fields of ``biomarkers`` (``helios``, ``apollo``) for a take's 16 kHz samples
    whose speech is ``intervals`` (same clock), with an ``interpretation`` naming the model.
    ``take`` may be the features already measured on the samples: who the speaker is said to be
    changes no feature, so one measurement serves every stated speaker."""
    if isinstance(take, np.ndarray):
        # Imported here: Praat's library is only loaded once a session has speech to measure,
        # not by every engine that starts.
        from voxwell.analysis.features import measure_features

        take = measure_features(take, list(intervals))
    speaker = sex or BirthSex.UNKNOWN
    age = age_on(born, today) if born is not None else DEFAULT_AGE
    features = in_turns(take, intervals)
    z = standardise(features, speaker, age, Task.FREE)
    summary: dict[str, float | str] = {}
    # The same values as a batch run's (``measures``): one home for how z becomes a measure.
    if "helios" in biomarkers:
        wellness = wellness_values(z)
        for field, measure in HELIOS_FIELDS.items():
            summary[field] = round(wellness[measure], 4)
    if "apollo" in biomarkers:
        disorders, symptoms = two_recording_scores(z)
        for disorder, (value, _) in disorders.items():
            summary[f"{disorder}_probability"] = round(value, 4)
        shown = distinct_rounded({name: value for name, (value, _) in symptoms.items()})
        for symptom, value in shown.items():
            summary[f"symptom_{_snake(symptom)}"] = value
    speech = sum(i.duration for i in intervals)
    norms = "the speaker's birth sex and age" if born and sex else "default norms"
    summary["interpretation"] = (
        f"{REFERENCE_MODEL_NOTE} From {speech:.1f} s of speech, read against {norms}; "
        "they aid a clinician and diagnose nothing."
    )
    return summary

"""Reference values of the acoustic features, by birth sex, age and speaking task.

Each value is the mean and spread expected of one recording or section of a healthy adult speaker,
measured the way ``features`` measures it. Values come from normative studies where this project
found one (cited beside the value and in docs/analysis.md §7); the others are this project's
working assumptions, marked ``assumed=True``, to be replaced when a normative study is found.

The task matters for timing and intonation: reading a passage aloud has fewer and shorter pauses
than answering a question freely (Goldman-Eisler 1968; Campione & Véronis 2002) and a different
tempo (Jacewicz et al. 2010). The mental wellness model records free speech; the two-recording
model one free answer (the mood question) and one read passage.

One reference serves every language the service names (English, Spanish, Indonesian, Japanese):
the features whose normal range could depend on the language are language-neutral as measured
(docs/analysis.md §14, chosen on ``../shared/real-speech``):

- intonation and loudness variation are measured within phrases (``features``), in semitones and
  decibels about the phrase's own level; in semitones F0 variation is alike for men and women and
  wider only in tone languages (Traunmüller & Eriksson 1995), none of which the service names;
- pauses: read speech in six European languages uses long pauses alike (Demol et al. 2007); no
  comparison of Japanese or Indonesian pausing with English was found (a working assumption);
- tempo: the four languages differ in syllables per second as written (Pellegrino et al. 2011:
  Spanish 7.82 and Japanese 7.84 against English 6.19 in reading; the set's transcripts: Spanish
  1.26 times English), but the syllable detector counts voiced intensity peaks, and it finds
  fewer of the syllables the faster they come and none in a devoiced vowel (the set: 0.70 of
  Japanese syllables, 0.93 of Spanish, 1.00 of Indonesian, 1.08 of the LJ reader's): in its
  units the readers of the four languages fall together (medians 4.72-5.37 syllables a second
  against English 4.02-4.54). So the English tempo reference stands for all four, a working
  assumption for Spanish, Indonesian and Japanese (Indonesian has no published rate).

Birth sex and age move a reading only a little (``DEMOGRAPHIC_SHIFT``): the pitch level is first
read against the published reference the voice fits (``F0_REFERENCES``, weighted by how well each
fits), and the articulation rate against the adult reference of ``NEUTRAL_AGE``; the stated sex
and age then move each z by at most ``DEMOGRAPHIC_SHIFT`` towards their own reference (with the
sex left out, towards the stated age's references the voice fits). So a sex
left out, given wrongly or a birth year mistyped moves no measure by more than one band
(docs/analysis.md §7 and §13).
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from voxwell.api.enums import BirthSex

__all__ = [
    "COUNTED_RATES",
    "DEMOGRAPHIC_SHIFT",
    "F0_REFERENCES",
    "NEUTRAL_AGE",
    "Norm",
    "Task",
    "counted_rate",
    "fitted_f0_z",
    "norms",
]

DEMOGRAPHIC_SHIFT = 0.25
"""The most the stated birth sex and age may move a feature's z (in SDs of its reference) from
its reading without them: the same voice's two readings under any two sexes or ages differ by at
most twice this."""

NEUTRAL_AGE = 40
"""The age of the reference read when the speaker's age is not taken into account."""


class Task(enum.Enum):
    """What the speaker was doing: answering freely or reading a passage aloud."""

    FREE = "free"
    READ = "read"


@dataclass(frozen=True, slots=True)
class Norm:
    """Reference mean and standard deviation of a feature; ``assumed`` marks a working value."""

    mean: float
    sd: float
    assumed: bool = False


def _f0_mean(sex: BirthSex, age: int) -> Norm | None:
    """Speaking F0 in semitones re 100 Hz (reading, connected speech)."""
    if sex is BirthSex.MALE:
        # Hollien & Shipp (1972), men reading: about 112-120 Hz from 20 to 69, 132 Hz in the
        # 70s, 146 Hz in the 80s. Spread between speakers about 2 st (their SDs of 15-20 Hz).
        if age >= 80:
            return Norm(6.6, 2.0)  # 146 Hz
        if age >= 70:
            return Norm(4.8, 2.0)  # 132 Hz
        return Norm(2.4, 2.0)  # 115 Hz
    if sex is BirthSex.FEMALE:
        # Stoicheff (1981), non-smoking women reading: about 214-224 Hz from 20 to 49, about
        # 200 Hz from 50 on. Spread between speakers about 2 st (SDs of 20-25 Hz).
        if age >= 50:
            return Norm(12.0, 2.0)  # 200 Hz
        return Norm(13.7, 2.0)  # 220 Hz
    # Neither sex given: no reference of its own; the pitch level is read against the
    # references of the speaker's age that the voice fits (``fitted_f0_z``).
    return None


F0_REFERENCES: tuple[Norm, ...] = tuple(
    norm
    for sex, age in (
        (BirthSex.MALE, NEUTRAL_AGE),
        (BirthSex.MALE, 75),
        (BirthSex.MALE, 85),
        (BirthSex.FEMALE, 30),
        (BirthSex.FEMALE, 60),
    )
    if (norm := _f0_mean(sex, age)) is not None
)
"""Every published speaking-F0 reference, by sex and age group."""


def fitted_f0_z(value: float, age: int | None = None) -> float:
    """z of a speaking F0 (semitones re 100 Hz) against the references it fits: the mean of
    each reference's z weighted by how likely the value is under it (equal prior weights).
    With ``age``, only that age's references (a man's and a woman's) are fitted: the age is
    known though the sex is not, and an older group's lower or higher pitch is not hers."""
    references = F0_REFERENCES if age is None else _references_at(age)
    zs = [(value - norm.mean) / norm.sd for norm in references]
    logs = [-0.5 * z * z - math.log(norm.sd) for z, norm in zip(zs, references, strict=True)]
    top = max(logs)
    weights = [math.exp(log - top) for log in logs]
    return sum(w * z for w, z in zip(weights, zs, strict=True)) / sum(weights)


def _references_at(age: int) -> tuple[Norm, ...]:
    return tuple(
        norm for sex in (BirthSex.MALE, BirthSex.FEMALE) if (norm := _f0_mean(sex, age)) is not None
    )


COUNTED_RATES = frozenset({"pause_rate_per_min"})
"""Features that are a count over the section's time: read with their sampling error."""


def counted_rate(norm: Norm, minutes: float) -> Norm:
    """The reference of a rate per minute counted over ``minutes``: its spread between speakers
    widened by the sampling error of the count (Poisson: the count's variance is its mean, so the
    rate's is ``mean / minutes``). A 20 s section of an ordinary speaker holds about five pauses,
    give or take two: the LJ reader's 12 sections of one reading ranged 5.9-23.5 pauses a minute
    (SD 5.6), as wide as the spread between speakers (docs/analysis.md §14)."""
    if not minutes > 0:
        return norm
    return Norm(norm.mean, math.sqrt(norm.sd**2 + norm.mean / minutes), norm.assumed)


def norms(sex: BirthSex, age: int, task: Task = Task.FREE) -> dict[str, Norm]:
    """Reference mean and SD of each modelled feature for a speaker and task (no ``f0_mean_st``
    when the sex is neither male nor female: see ``fitted_f0_z``)."""
    read = task is Task.READ
    older = age >= 60
    f0 = _f0_mean(sex, age)
    return {
        **({"f0_mean_st": f0} if f0 is not None else {}),
        # Intonation of reading spans a wider range than conversation (declination, list and
        # phrase-final contours); the values are working assumptions for this measure (SD in
        # semitones of all voiced 10 ms frames of a section).
        "f0_sd_st": Norm(3.8, 1.2, True) if read else Norm(3.3, 1.2, True),
        # Connected speech has far more perturbation than sustained vowels (MDVP thresholds
        # 1.04 % and 3.81 %); no norm for running speech with these Praat settings was found.
        "jitter_local_pct": Norm(2.0, 0.7, True),
        "shimmer_local_pct": Norm(8.5, 2.5, True),
        "hnr_db": Norm(13.0, 3.0, True),
        "intensity_sd_db": Norm(10.0, 2.0, True),
        # Jacewicz et al. (2009; 2010): about 5 syllables/s in reading for adults, slower in
        # older speakers; free speech is less fluent in this measure (de Jong & Wempe's
        # detector on hesitant speech) - the free value is a working assumption.
        "articulation_rate_sps": Norm(
            (4.6 if older else 5.0) if read else (4.2 if older else 4.6), 0.8, not read
        ),
        # Reading has fewer and shorter silent pauses than free speech (Goldman-Eisler 1968;
        # Campione & Véronis 2002); the numbers for pauses of at least 0.25 s are assumptions.
        "pause_mean_seconds": Norm(0.55, 0.2, True) if read else Norm(0.7, 0.3, True),
        "pause_rate_per_min": Norm(12.0, 5.0, True) if read else Norm(15.0, 6.0, True),
    }

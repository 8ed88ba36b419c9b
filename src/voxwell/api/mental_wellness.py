"""The mental wellness model run: create request and response, run, results and values."""

from __future__ import annotations

from uuid import UUID

from pydantic import Field

from voxwell.api.base import InputModel, OutputModel, WireBool, WireName
from voxwell.api.common import Tag, UserDetails
from voxwell.api.enums import DataDeletionType, LanguageCode
from voxwell.api.runs import ModelRunResponseBase

__all__ = [
    "BANDED_MEASURES",
    "BAND_VALUES",
    "CONTINUOUS_MEASURES",
    "MAX_TAGS",
    "SECTION_FEATURES",
    "SECTION_MEASURES",
    "STEPPED_MEASURES",
    "MentalWellnessContinuousValue",
    "MentalWellnessModelRunCreate",
    "MentalWellnessModelRunCreateResponse",
    "MentalWellnessModelRunResponse",
    "MentalWellnessPartResult",
    "MentalWellnessResults",
    "MentalWellnessValue",
    "SectionWord",
    "feature_unit",
]

BANDED_MEASURES: tuple[str, ...] = (
    "distress",
    "stress",
    "exhaustion",
    "sleepPropensity",
    "lowSelfEsteem",
    "mentalStrain",
)
"""Required measures of every section (``mentalStrain`` is continuous, the rest banded)."""

CONTINUOUS_MEASURES: tuple[str, ...] = (
    "uniformDistress",
    "uniformStress",
    "uniformExhaustion",
    "uniformSleepPropensity",
    "uniformLowSelfEsteem",
)
"""Optional continuous counterparts of the banded measures."""

SECTION_MEASURES: tuple[str, ...] = BANDED_MEASURES + CONTINUOUS_MEASURES
"""Every measure a section may carry: the required ones, then their continuous counterparts."""

STEPPED_MEASURES: tuple[str, ...] = tuple(n for n in BANDED_MEASURES if n != "mentalStrain")
"""The measures whose value is always one of ``BAND_VALUES``."""

BAND_VALUES: tuple[float, ...] = (0.0, 0.33, 0.66, 1.0)
"""The four values a stepped measure takes (DESIGN.md §2)."""


MAX_TAGS = 64
"""Tags one run may carry."""
SECTION_FEATURES: dict[str, str] = {
    "durationSeconds": "s",
    "speechSeconds": "s",
    "f0MeanHz": "Hz",
    "f0MeanSemitones": "st re 100 Hz",
    "f0SdSemitones": "st",
    "jitterLocalPercent": "%",
    "shimmerLocalPercent": "%",
    "hnrDb": "dB",
    "intensityMeanDb": "dB",
    "intensitySdDb": "dB",
    "syllableCount": "syllables",
    "speechRateSyllablesPerSecond": "syll/s",
    "articulationRateSyllablesPerSecond": "syll/s",
    "pauseCount": "pauses",
    "pauseMeanSeconds": "s",
}
"""The local engine's acoustic features of a section (wire name -> unit), in display order.

A local-engine extension (DESIGN.md §9; definitions in docs/analysis.md): a hosted service sends
none, and a feature that could not be measured is left out of ``features``."""


def feature_unit(name: str) -> str:
    """The unit of a feature by its wire name ("" for a name this client does not know)."""
    return SECTION_FEATURES.get(name, "")


class MentalWellnessModelRunCreate(InputModel):
    """Body of ``POST /v1/models/mental-wellness`` (decided in DESIGN.md §2)."""

    user: UserDetails
    language: LanguageCode
    deleteData: WireBool = False
    dataToDelete: list[DataDeletionType] | None = Field(default=None, max_length=16)
    tags: list[Tag] | None = Field(default=None, max_length=MAX_TAGS)
    activityType: WireName | None = None


class MentalWellnessModelRunCreateResponse(OutputModel):
    id: UUID
    recordingUploadUrl: str


class MentalWellnessValue(OutputModel):
    value: float


class MentalWellnessContinuousValue(OutputModel):
    value: float


class SectionWord(OutputModel):
    """A recognised word and when it was said, in seconds on the recording's clock."""

    text: str
    start: float
    end: float
    confidence: float | None = None
    """The recogniser's probability for the word (0-1)."""


class MentalWellnessPartResult(OutputModel):
    startSecs: float
    finishSecs: float
    transcript: str
    distress: MentalWellnessValue
    stress: MentalWellnessValue
    exhaustion: MentalWellnessValue
    sleepPropensity: MentalWellnessValue
    lowSelfEsteem: MentalWellnessValue
    mentalStrain: MentalWellnessValue
    uniformDistress: MentalWellnessContinuousValue | None = None
    uniformStress: MentalWellnessContinuousValue | None = None
    uniformExhaustion: MentalWellnessContinuousValue | None = None
    uniformSleepPropensity: MentalWellnessContinuousValue | None = None
    uniformLowSelfEsteem: MentalWellnessContinuousValue | None = None
    features: dict[str, float] | None = None
    """Local-engine extension: acoustic features by name (``SECTION_FEATURES`` gives units)."""
    words: list[SectionWord] | None = None
    """Local-engine extension: the section's words with their times."""

    def feature(self, name: str) -> float | None:
        """A feature's value by its wire name, or None when the section does not carry it."""
        return None if self.features is None else self.features.get(name)

    def measure(self, name: str) -> float | None:
        """The value of a measure by its wire name, or None when the service left it out."""
        if name not in BANDED_MEASURES and name not in CONTINUOUS_MEASURES:
            raise KeyError(name)
        holder = getattr(self, name)
        return None if holder is None else float(holder.value)


class MentalWellnessResults(OutputModel):
    sections: list[MentalWellnessPartResult]


class MentalWellnessModelRunResponse(ModelRunResponseBase):
    results: MentalWellnessResults | None = None
    activityType: str | None = None
    tags: list[Tag] | None = None
    dataToDelete: list[DataDeletionType] | None = None

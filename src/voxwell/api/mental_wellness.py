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
    "CONTINUOUS_MEASURES",
    "MAX_TAGS",
    "MentalWellnessContinuousValue",
    "MentalWellnessModelRunCreate",
    "MentalWellnessModelRunCreateResponse",
    "MentalWellnessModelRunResponse",
    "MentalWellnessPartResult",
    "MentalWellnessResults",
    "MentalWellnessValue",
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


MAX_TAGS = 64
"""Tags one run may carry."""


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

"""The two-recording model (path segment ``apollo``): create, upload URLs, run and results.

Disorders and symptoms follow the hosted service's PHQ-9 / GAD-7 alignment (DESIGN.md §2).
"""

from __future__ import annotations

from uuid import UUID

from voxwell.api.base import InputModel, OutputModel, WireBool
from voxwell.api.common import UserDetails
from voxwell.api.enums import LanguageCode, Severity
from voxwell.api.mental_wellness import SectionWord
from voxwell.api.runs import ModelRunResponseBase

__all__ = [
    "ANXIETY_SYMPTOMS",
    "DEPRESSION_SYMPTOMS",
    "SYMPTOMS",
    "AnxietySymptoms",
    "ApolloDisorders",
    "ApolloModelRunCreate",
    "ApolloModelRunCreateResponse",
    "ApolloModelRunResponse",
    "ApolloResults",
    "ApolloSymptoms",
    "ApolloUploadUrls",
    "DepressionSymptoms",
    "DisorderScore",
    "ReadingCheck",
    "SymptomScore",
    "TakeTranscript",
    "TwoRecordingTakes",
]


class ApolloModelRunCreate(InputModel):
    user: UserDetails
    language: LanguageCode
    deleteData: WireBool = False


class ApolloUploadUrls(OutputModel):
    moodQuestionUploadUrl: str
    readAloudUploadUrl: str


class ApolloModelRunCreateResponse(OutputModel):
    id: UUID
    uploadUrls: ApolloUploadUrls


class DisorderScore(OutputModel):
    probability: float
    severity: Severity


class SymptomScore(OutputModel):
    value: float
    severity: Severity


class DepressionSymptoms(OutputModel):
    anhedonia: SymptomScore
    lowMood: SymptomScore
    sleepIssues: SymptomScore
    lowEnergy: SymptomScore
    appetite: SymptomScore
    worthlessness: SymptomScore
    concentration: SymptomScore
    psychomotor: SymptomScore


class AnxietySymptoms(OutputModel):
    nervousness: SymptomScore
    uncontrollableWorry: SymptomScore
    excessiveWorry: SymptomScore
    troubleRelaxing: SymptomScore
    restlessness: SymptomScore
    irritability: SymptomScore
    dread: SymptomScore


DEPRESSION_SYMPTOMS: tuple[str, ...] = tuple(DepressionSymptoms.model_fields)
"""PHQ-9 items 1–8 in questionnaire order (the fields of ``DepressionSymptoms``)."""

ANXIETY_SYMPTOMS: tuple[str, ...] = tuple(AnxietySymptoms.model_fields)
"""GAD-7 items 1–7 in questionnaire order (the fields of ``AnxietySymptoms``)."""

SYMPTOMS: tuple[str, ...] = DEPRESSION_SYMPTOMS + ANXIETY_SYMPTOMS
"""All fifteen symptoms, the PHQ-9 items first, each group in questionnaire order."""


class ApolloDisorders(OutputModel):
    depression: DisorderScore
    anxiety: DisorderScore

    def scores(self) -> dict[str, DisorderScore]:
        """Each disorder's score by name: depression, then anxiety."""
        return {"depression": self.depression, "anxiety": self.anxiety}


class ApolloSymptoms(OutputModel):
    depression: DepressionSymptoms
    anxiety: AnxietySymptoms

    def scores(self) -> dict[str, SymptomScore]:
        """Every symptom's score by name, in the order of ``SYMPTOMS``."""
        return {
            name: getattr(group, name)
            for group, names in (
                (self.depression, DEPRESSION_SYMPTOMS),
                (self.anxiety, ANXIETY_SYMPTOMS),
            )
            for name in names
        }


class ReadingCheck(OutputModel):
    """Local-engine extension: the read-aloud take's words aligned with the passage it was meant
    to be (``passage``, a passage of the app's own, by language file such as ``en``)."""

    passage: str
    passageWords: int
    """Words of the passage from its start to the last word read."""
    wordsCorrect: int
    wordsSubstituted: int
    wordsSkipped: int
    wordsAdded: int
    wordsPerMinute: float
    isPassage: bool
    """False when the take is not the passage read aloud (someone talked instead of reading)."""


class TakeTranscript(OutputModel):
    """Local-engine extension: one take's transcript and its timed words."""

    transcript: str
    words: list[SectionWord]
    readingCheck: ReadingCheck | None = None
    features: dict[str, float] | None = None
    """The take's acoustic features by name, as a mental wellness section's
    (``SECTION_FEATURES`` gives units); absent from engines before this field."""


class TwoRecordingTakes(OutputModel):
    """Local-engine extension: what was recognised in each take of a two-recording run."""

    moodQuestion: TakeTranscript
    readAloud: TakeTranscript


class ApolloResults(OutputModel):
    disorders: ApolloDisorders
    symptoms: ApolloSymptoms
    takes: TwoRecordingTakes | None = None
    """Local-engine extension: each take's transcript, words and the read-aloud check."""


class ApolloModelRunResponse(ModelRunResponseBase):
    results: ApolloResults | None = None

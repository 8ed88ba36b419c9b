"""The service's vocabulary beyond the wire models: model kinds, recording slots and limits.

One home for each word the packages share: the two models (:class:`ModelKind`, with the recording
slots each one needs), the take slots (:class:`TakeSlot`), the recording limits of SERVICE_SPEC
and the status of a stored session (:class:`SessionStatus`). The engine, the client, the history,
the audio meter and the GUI all read them from here. How they read on screen is
``voxwell.wording``'s; the state of the bundled engine as the app sees it is ``voxwell.desk``'s.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "ModelKind",
    "SessionStatus",
    "TakeSlot",
]

MIN_SPEECH_SECONDS_MENTAL_WELLNESS = 10.0
"""A mental wellness recording needs at least this much speech."""

MIN_SPEECH_SECONDS_TWO_RECORDING = 15.0
"""Each recording of the two-recording model needs at least this much speech."""

MAX_RECORDING_SECONDS = 180.0
"""No recording may be longer than 3 minutes."""


class TakeSlot(StrEnum):
    """A recording a run needs, by its upload name (the slot of the upload URL)."""

    RECORDING = "recording"
    MOOD_QUESTION = "moodQuestion"
    READ_ALOUD = "readAloud"


class ModelKind(StrEnum):
    """The two models of the service, by their path segment (``/v1/models/<kind>``)."""

    MENTAL_WELLNESS = "mental-wellness"
    APOLLO = "apollo"

    @property
    def slots(self) -> tuple[TakeSlot, ...]:
        """The recordings a run of this kind needs, in the order they are recorded."""
        if self is ModelKind.APOLLO:
            return (TakeSlot.MOOD_QUESTION, TakeSlot.READ_ALOUD)
        return (TakeSlot.RECORDING,)

    @property
    def min_speech_seconds(self) -> float:
        """How much speech each recording of this kind needs."""
        apollo = self is ModelKind.APOLLO
        return MIN_SPEECH_SECONDS_TWO_RECORDING if apollo else MIN_SPEECH_SECONDS_MENTAL_WELLNESS


class SessionStatus(StrEnum):
    """Where a session of the local history stands."""

    RECORDED = "recorded"
    UPLOADING = "uploading"
    RUNNING = "running"
    COMPLETE = "complete"
    FAILED = "failed"
    CANCELLED = "cancelled"

    @property
    def is_active(self) -> bool:
        """The work is not finished: the session is resumed at the next start."""
        return self in _ACTIVE


_ACTIVE = frozenset({SessionStatus.RECORDED, SessionStatus.UPLOADING, SessionStatus.RUNNING})

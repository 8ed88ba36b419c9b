"""The service's vocabulary beyond the wire models: model kinds, recording slots and limits.

One home for each word the packages share: the two models (:class:`ModelKind`, with the recording
slots each one needs and its display labels), the take slots (:class:`TakeSlot`), the recording
limits of SERVICE_SPEC, the status of a stored session (:class:`SessionStatus`) and the state of
the bundled engine as the app sees it (:class:`EngineStatus`). The engine, the client, the history,
the audio meter and the GUI all read them from here.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "EngineStatus",
    "ModelKind",
    "SessionStatus",
    "TakeSlot",
    "format_clock",
]

MIN_SPEECH_SECONDS_MENTAL_WELLNESS = 10.0
"""A mental wellness recording needs at least this much speech."""

MIN_SPEECH_SECONDS_TWO_RECORDING = 15.0
"""Each recording of the two-recording model needs at least this much speech."""

MAX_RECORDING_SECONDS = 180.0
"""No recording may be longer than 3 minutes."""


def format_clock(seconds: float) -> str:
    """``m:ss`` for a time on a recording's clock (rounded to the second)."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


class TakeSlot(StrEnum):
    """A recording a run needs, by its upload name (the slot of the upload URL)."""

    RECORDING = "recording"
    MOOD_QUESTION = "moodQuestion"
    READ_ALOUD = "readAloud"

    @property
    def label(self) -> str:
        """The slot's name on screen."""
        return _SLOT_LABELS[self]


_SLOT_LABELS = {
    TakeSlot.RECORDING: "Recording",
    TakeSlot.MOOD_QUESTION: "Mood question",
    TakeSlot.READ_ALOUD: "Read aloud",
}


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

    @property
    def label(self) -> str:
        """Short name on screen: ``Mental wellness`` or ``Two-recording``."""
        return "Two-recording" if self is ModelKind.APOLLO else "Mental wellness"

    @property
    def contents(self) -> str:
        """What a run of this kind is made of, in words."""
        return "mood question + read-aloud" if self is ModelKind.APOLLO else "one recording"

    @property
    def description(self) -> str:
        """Name with contents, for choices: ``Mental wellness (one recording)``."""
        return f"{self.label} ({self.contents})"


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

    @property
    def label(self) -> str:
        """The status as a person reads it ("Complete")."""
        return self.value.capitalize()


_ACTIVE = frozenset({SessionStatus.RECORDED, SessionStatus.UPLOADING, SessionStatus.RUNNING})


class EngineStatus(StrEnum):
    """The bundled engine as the app sees it; ``not used`` while a hosted region is chosen,
    ``not started`` when the app was told not to start it."""

    NOT_USED = "not used"
    NOT_STARTED = "not started"
    STARTING = "starting"
    READY = "ready"
    STOPPED = "stopped"
    FAILED = "failed"

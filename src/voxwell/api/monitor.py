"""Vocabulary of the real-time monitoring protocol (``/v1/monitor``, a WebSocket).

The protocol is the one the public ``thymia-sentinel`` client speaks (docs/monitor.md,
docs/monitor.asyncapi.yaml): a JSON configuration first, then ``AUDIO_HEADER`` + binary PCM16
pairs and ``TRANSCRIPT`` messages from the client; ``STATUS``, ``PROGRESS``, ``POLICY_RESULT``,
``ERROR`` (and, an addition of ours, ``TRANSCRIPT``) from the server. This module holds the words
both sides share: message types, error codes, the biomarkers and their speech triggers (the
service's own minimums), the policy names, the sample rates taken. The engine and the client read
them from here; nothing here does I/O.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr

from voxwell.api.base import MAX_NAME_LENGTH, WireDate
from voxwell.api.enums import BirthSex, LanguageCode
from voxwell.api.vocabulary import (
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
)

__all__ = [
    "BIOMARKER_SUMMARY_MARKS",
    "BIOMARKER_TRIGGER_SECONDS",
    "CAPTION_WAIT_SECONDS",
    "FINAL_SILENCE_SECONDS",
    "MONITOR_PATH",
    "MONITOR_RATE",
    "MONITOR_SAMPLE_RATES",
    "POLICY_NAMES",
    "REFERENCE_MODEL_NOTE",
    "SAFETY_POLICY",
    "AlertLevel",
    "AudioConfig",
    "MonitorConfig",
    "MonitorErrorCode",
    "MonitorEvent",
    "ProgressUpdates",
    "Track",
    "Urgency",
]

MONITOR_PATH = "/v1/monitor"
"""Where an engine serves the protocol."""


class MonitorEvent(StrEnum):
    """The ``type`` of every JSON message, both ways."""

    AUDIO_HEADER = "AUDIO_HEADER"
    TRANSCRIPT = "TRANSCRIPT"
    STATUS = "STATUS"
    PROGRESS = "PROGRESS"
    POLICY_RESULT = "POLICY_RESULT"
    ERROR = "ERROR"


class Track(StrEnum):
    """Whose audio or words a message carries."""

    USER = "user"
    AGENT = "agent"


class MonitorErrorCode(StrEnum):
    """``error_code`` of an ``ERROR`` event (each ends the session; ``CLIENT_TOO_SLOW`` is only
    the close reason, since that client does not read)."""

    INVALID_CONFIG = "INVALID_CONFIG"
    AUDIO_BEFORE_CONFIG = "AUDIO_BEFORE_CONFIG"
    UNSUPPORTED_SAMPLE_RATE = "UNSUPPORTED_SAMPLE_RATE"
    UNSUPPORTED_AUDIO_FORMAT = "UNSUPPORTED_AUDIO_FORMAT"
    AUDIO_SIZE_MISMATCH = "AUDIO_SIZE_MISMATCH"
    AUDIO_WITHOUT_HEADER = "AUDIO_WITHOUT_HEADER"
    INVALID_MESSAGE = "INVALID_MESSAGE"
    CLIENT_TOO_SLOW = "CLIENT_TOO_SLOW"
    INTERNAL_ERROR = "INTERNAL_ERROR"


BIOMARKER_TRIGGER_SECONDS: dict[str, float] = {
    "helios": MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    "apollo": MIN_SPEECH_SECONDS_TWO_RECORDING,
}
"""Seconds of user speech after which each biomarker set is measured (the service's minimums for
its mental wellness and two-recording models). ``psyche`` (real-time affect) is accepted in a
configuration but has no local model: it is left out of ``PROGRESS``."""

BIOMARKER_SUMMARY_MARKS: dict[str, str] = {
    "helios": "distress",
    "apollo": "depression_probability",
}
"""The ``biomarker_summary`` field each biomarker set fills once it is measured: how a client
tells which sets a ``POLICY_RESULT`` carries."""

SAFETY_POLICY = "voxwell_wellbeing_awareness"
"""The engine's safety policy; ``demo_wellbeing_awareness`` (the hosted demo's name) answers too."""

POLICY_NAMES = frozenset({SAFETY_POLICY, "demo_wellbeing_awareness"})
"""Policy names a configuration may ask for."""

CAPTION_WAIT_SECONDS = 2.0
"""Audio a session takes in while one of its utterances is recognised: the utterance's
``TRANSCRIPT`` comes before the ``STATUS``/``PROGRESS`` of the audio second that ends this long
after the pause that closed it. Recognition runs beside the audio's steps; a session's events
wait for it only when a caption would come later than that."""

FINAL_SILENCE_SECONDS = 3.5
"""Silence a client sends after its last words to have all their captions before its last
``PROGRESS``: the longest pause that closes an utterance (1 s), ``CAPTION_WAIT_SECONDS`` and
half a second to spare."""

MONITOR_RATE = 16_000
"""The rate Voxwell's own clients send PCM16 at, and the default of ``audio_config``."""

MONITOR_SAMPLE_RATES = (8_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000)
"""Sample rates of PCM16 audio the engine takes (resampled to 16 kHz inside)."""

REFERENCE_MODEL_NOTE = (
    "Measures of the local acoustic reference model (a documented reference model, not a "
    "validated clinical model)."
)
"""How every ``biomarker_summary`` names where its numbers come from."""


class AlertLevel(StrEnum):
    """``classification.alert`` for each ``classification.level`` 0-3, in order."""

    NONE = "none"
    AWARE = "aware"
    SUPPORTIVE = "supportive"
    MINDFUL = "mindful"

    @classmethod
    def for_level(cls, level: int) -> AlertLevel:
        return list(cls)[max(0, min(3, level))]


class Urgency(StrEnum):
    """``recommended_actions.urgency`` (docs/monitor.asyncapi.yaml)."""

    ROUTINE = "routine"
    WITHIN_WEEK = "within_week"
    WITHIN_48HRS = "within_48hrs"
    WITHIN_24HRS = "within_24hrs"
    IMMEDIATE = "immediate"

    @classmethod
    def for_level(cls, level: int) -> Urgency:
        """The engine's urgency of ``classification.level`` 0-3 (it never sends within_48hrs)."""
        order = (cls.ROUTINE, cls.WITHIN_WEEK, cls.WITHIN_24HRS, cls.IMMEDIATE)
        return order[max(0, min(3, level))]


class AudioConfig(BaseModel):
    """``audio_config`` of a configuration: PCM16 mono at one of ``MONITOR_SAMPLE_RATES``."""

    model_config = ConfigDict(extra="ignore")

    sample_rate: StrictInt = MONITOR_RATE
    format: StrictStr = "pcm16"
    channels: StrictInt = 1


class ProgressUpdates(BaseModel):
    """``progress_updates``: whether ``PROGRESS`` is sent, and every how many seconds of audio."""

    model_config = ConfigDict(extra="ignore")

    enabled: StrictBool = False
    interval_seconds: float = Field(default=1.0, ge=0.1, le=60.0)


class MonitorConfig(BaseModel):
    """The first message of a session. Unknown fields are ignored (a newer client may send more);
    ``custom_policies`` are taken but not run (the engine has one policy of its own)."""

    model_config = ConfigDict(extra="ignore")

    language: LanguageCode = LanguageCode.EN_GB
    biomarkers: list[StrictStr] | None = None
    policies: list[StrictStr] | None = None
    audio_config: AudioConfig = Field(default_factory=AudioConfig)
    progress_updates: ProgressUpdates = Field(default_factory=ProgressUpdates)
    user_label: StrictStr | None = Field(default=None, max_length=MAX_NAME_LENGTH)
    date_of_birth: WireDate | None = None
    birth_sex: BirthSex | None = None
    custom_policies: list[dict[str, Any]] | None = None

    @property
    def measured_biomarkers(self) -> list[str]:
        """The asked-for biomarkers with a local model, in trigger order (``helios`` when none)."""
        asked = self.biomarkers if self.biomarkers is not None else ["helios"]
        return [name for name in BIOMARKER_TRIGGER_SECONDS if name in asked]

    @property
    def safety_policies(self) -> list[str]:
        """The asked-for policy names the engine answers, in the order asked."""
        return [name for name in self.policies or () if name in POLICY_NAMES]

"""The service's recording limits, and the checks that turn a breach into its error code."""

from __future__ import annotations

from voxwell.api.enums import MentalWellnessErrorCode
from voxwell.errors import AnalysisError

__all__ = [
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "check_duration",
    "check_speech",
]

MIN_SPEECH_SECONDS_MENTAL_WELLNESS = 10.0
"""A mental wellness recording needs at least this much speech."""

MIN_SPEECH_SECONDS_TWO_RECORDING = 15.0
"""Each recording of the two-recording model needs at least this much speech."""

MAX_RECORDING_SECONDS = 180.0
"""No recording may be longer than 3 minutes."""


def check_duration(duration_seconds: float, label: str = "The recording") -> None:
    """Raise ERR_RECORDING_TOO_LONG for a recording over 3 minutes."""
    if duration_seconds > MAX_RECORDING_SECONDS:
        raise AnalysisError(
            MentalWellnessErrorCode.ERR_RECORDING_TOO_LONG,
            f"{label} lasts {duration_seconds:.1f} s; the limit is 3 minutes "
            f"({MAX_RECORDING_SECONDS:.0f} s). Record a shorter take.",
        )


def check_speech(speech_seconds: float, minimum: float, label: str = "The recording") -> None:
    """Raise ERR_RECORDING_TOO_SHORT when there is less speech than ``minimum`` seconds."""
    if speech_seconds < minimum:
        raise AnalysisError(
            MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT,
            f"{label} has {speech_seconds:.1f} s of speech; at least {minimum:.0f} s is needed. "
            "Speak for longer, close to the microphone, away from noise.",
        )

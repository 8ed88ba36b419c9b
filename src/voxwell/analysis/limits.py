"""The checks that turn a breach of the service's recording limits into its error code.

The limits themselves are vocabulary of the service and live in :mod:`voxwell.api`.
"""

from __future__ import annotations

from voxwell.api import MAX_RECORDING_SECONDS, MentalWellnessErrorCode
from voxwell.errors import AnalysisError

__all__ = ["check_duration", "check_speech"]


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

"""Speech analysis of the bundled local engine: audio file in, results or an error code out.

A pure library (no HTTP, no Qt, no network). Stages: decode (``decode``), speech detection
(``speech``), limits (``limits``), transcription, sections, acoustic features and measures.
Everything that can go wrong comes out as ``voxwell.errors.AnalysisError`` with one of the
service's error codes. See docs/analysis.md for the method.
"""

from voxwell.analysis.limits import (
    MAX_RECORDING_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
)
from voxwell.analysis.speech import (
    SpeechInterval,
    SpeechReport,
    StreamingSpeechDetector,
    detect_speech,
)

MODEL_VERSION = "1.0"
MODEL_NAME = f"voxwell-acoustic-{MODEL_VERSION}"
"""The name reported in a run's ``model`` field."""

__all__ = [
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "MODEL_NAME",
    "MODEL_VERSION",
    "SpeechInterval",
    "SpeechReport",
    "StreamingSpeechDetector",
    "detect_speech",
]

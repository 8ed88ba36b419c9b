"""Speech analysis of the bundled local engine: audio file in, results or an error code out.

A pure library (no HTTP, no Qt, no network). Stages, one module each: ``decode`` (FFmpeg through
PyAV, six containers), ``speech`` (Silero voice activity, streaming or whole file), ``limits``,
``transcribe`` (pocketsphinx, word timings), ``sections``, ``features`` (Praat through
Parselmouth), ``measures`` (the documented reference model), ``quality`` (warnings) and
``pipeline`` (the two analyses). Everything that can go wrong comes out as
``voxwell.errors.AnalysisError`` with one of the service's error codes. Method: docs/analysis.md.
"""

from voxwell.analysis.decode import SUPPORTED_FORMATS, DecodedAudio, decode
from voxwell.analysis.limits import (
    MAX_RECORDING_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
)
from voxwell.analysis.pipeline import (
    MODEL_NAME,
    MODEL_VERSION,
    ApolloOutcome,
    MentalWellnessOutcome,
    analyze_mental_wellness,
    analyze_two_recording,
    default_workers,
)
from voxwell.analysis.speech import (
    SpeechInterval,
    SpeechReport,
    StreamingSpeechDetector,
    detect_speech,
)

__all__ = [
    "MAX_RECORDING_SECONDS",
    "MIN_SPEECH_SECONDS_MENTAL_WELLNESS",
    "MIN_SPEECH_SECONDS_TWO_RECORDING",
    "MODEL_NAME",
    "MODEL_VERSION",
    "SUPPORTED_FORMATS",
    "ApolloOutcome",
    "DecodedAudio",
    "MentalWellnessOutcome",
    "SpeechInterval",
    "SpeechReport",
    "StreamingSpeechDetector",
    "analyze_mental_wellness",
    "analyze_two_recording",
    "decode",
    "default_workers",
    "detect_speech",
]

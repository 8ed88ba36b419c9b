"""Speech analysis of the bundled local engine: audio file in, results or an error code out.

A pure library (no HTTP, no Qt, no network). Stages, one module each: ``decoding`` (FFmpeg through
PyAV, six containers), ``speech`` (Silero voice activity, streaming or whole file), ``limits`` (the
checks of the service's recording limits, whose values live in ``voxwell.api``),
``transcribe`` (Whisper through CTranslate2: timed words of the detected speech, the language
check; its models in ``asr_models``), ``reading`` (the read-aloud check), ``sections``,
``features`` (Praat through Parselmouth), ``measures`` (the documented reference model),
``quality`` (warnings) and ``pipeline`` (the two analyses). Everything that can go wrong
comes out as ``voxwell.errors.AnalysisError`` with a service error code (docs/analysis.md).
For looking at a take rather than measuring it: ``waveform`` (its min/max envelope) and
``take_acoustics`` (its spectrogram, pitch and intensity tracks), both cached per file.

Names are imported on first use, so ``from voxwell.analysis import StreamingSpeechDetector`` (the
live meter) does not load FFmpeg, Praat or the recogniser.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from voxwell.analysis.asr_models import default_workers
    from voxwell.analysis.decoding import DecodedAudio, decode
    from voxwell.analysis.formats import SUPPORTED_FORMATS
    from voxwell.analysis.pipeline import (
        MODEL_NAME,
        MODEL_VERSION,
        ApolloOutcome,
        MentalWellnessOutcome,
        analyze_mental_wellness,
        analyze_two_recording,
        warm_up,
    )
    from voxwell.analysis.speech import (
        SpeechInterval,
        SpeechReport,
        StreamingSpeechDetector,
        detect_speech,
    )
    from voxwell.analysis.transcribe import LanguageGuess, Word, language_heard

_WHERE = {
    "SUPPORTED_FORMATS": "formats",
    "DecodedAudio": "decoding",
    "decode": "decoding",
    "MODEL_NAME": "pipeline",
    "MODEL_VERSION": "pipeline",
    "ApolloOutcome": "pipeline",
    "MentalWellnessOutcome": "pipeline",
    "analyze_mental_wellness": "pipeline",
    "analyze_two_recording": "pipeline",
    "default_workers": "asr_models",
    "warm_up": "pipeline",
    "SpeechInterval": "speech",
    "SpeechReport": "speech",
    "StreamingSpeechDetector": "speech",
    "detect_speech": "speech",
    "Word": "transcribe",
    "LanguageGuess": "transcribe",
    "language_heard": "transcribe",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'voxwell.analysis' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"voxwell.analysis.{_WHERE[name]}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "MODEL_NAME",
    "MODEL_VERSION",
    "SUPPORTED_FORMATS",
    "ApolloOutcome",
    "DecodedAudio",
    "LanguageGuess",
    "MentalWellnessOutcome",
    "SpeechInterval",
    "SpeechReport",
    "StreamingSpeechDetector",
    "Word",
    "analyze_mental_wellness",
    "analyze_two_recording",
    "decode",
    "default_workers",
    "detect_speech",
    "language_heard",
    "warm_up",
]

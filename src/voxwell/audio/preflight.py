"""Pre-upload checks: a take the engine would refuse is refused here, before anything is sent.

They mirror the engine's own checks, with the same limits (``voxwell.api``) and the same code
(``voxwell.analysis``): the container is sniffed from the file's first bytes, the recording is
decoded to find its duration, and its speech is taken from the meter for a recorded take or
measured with the analysis library's speech detector for an imported file. A failure raises the
same ``AnalysisError`` (error code and plain reason) the engine would have ended the run with.
The analysis library is imported only when a check runs (it loads FFmpeg and the detector).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from voxwell.api import MAX_RECORDING_SECONDS, ModelKind
from voxwell.audio.take_audio import is_sealed_take, take_bytes
from voxwell.i18n import translate

__all__ = ["TakeCheck", "check_take", "measure_take"]


@dataclass(frozen=True)
class TakeCheck:
    """What was found of a take: its container, length and seconds of speech."""

    container: str
    duration_seconds: float
    speech_seconds: float


def measure_take(path: Path, *, speech_seconds: float | None = None) -> TakeCheck:
    """The take's container, length and speech, measured as the engine would; not judged.

    ``speech_seconds``: the meter's count for a take recorded here (None: the detector counts).
    A file that cannot be decoded raises the engine's ``AnalysisError``; one longer than the limit
    is decoded only to one second past it (enough to know it is too long).
    """
    from voxwell.analysis import decode, detect_speech

    # A take sealed at rest is decoded from its plain sound file in memory.
    source = take_bytes(Path(path)) if is_sealed_take(Path(path)) else Path(path)
    decoded = decode(source, max_seconds=MAX_RECORDING_SECONDS + 1.0)
    if speech_seconds is None:
        speech_seconds = detect_speech(decoded.samples).speech_seconds
    return TakeCheck(decoded.container, decoded.duration_seconds, speech_seconds)


def check_take(
    path: Path,
    model_kind: ModelKind | str,
    *,
    speech_seconds: float | None = None,
    label: str | None = None,
) -> TakeCheck:
    """Check one take against the service's limits for ``model_kind``; ``AnalysisError`` if not.

    ``speech_seconds``: the meter's count for a take recorded here; None measures it.
    ``label`` names the take in the message (None: "The recording", in the app's language).
    """
    from voxwell.analysis.limits import check_duration, check_speech

    if label is None:
        label = translate("TakeCheck", "The recording")

    kind = ModelKind(model_kind)
    found = measure_take(path, speech_seconds=speech_seconds)
    check_duration(found.duration_seconds, label)
    check_speech(found.speech_seconds, kind.min_speech_seconds, label)
    return found

"""The live speech meter: a plain model object the GUI reads after each drain.

:class:`SpeechMeter` takes the drained blocks and keeps the running seconds of speech (the
analysis library's streaming detector, so the count matches what the analysis will find), the
elapsed time against the 3-minute maximum, and the input level figures of
:mod:`voxwell.audio.levels`. :meth:`SpeechMeter.snapshot` returns a frozen
:class:`MeterSnapshot` to draw. The targets come from the chosen model (:class:`MeterTargets`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol

import numpy as np
import numpy.typing as npt

from voxwell.api import MAX_RECORDING_SECONDS, ModelKind
from voxwell.audio.levels import LevelMeter, LevelReading
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "NOISY_WARNING",
    "NO_SIGNAL_WARNING",
    "TOO_QUIET_DBFS",
    "LevelState",
    "MeterSnapshot",
    "MeterTargets",
    "SpeechDetector",
    "SpeechMeter",
    "level_state",
]

NOISY_FLOOR_DBFS = -40.0

TOO_QUIET_DBFS = -40.0
"""Speech whose level (RMS) stays below this is too quiet to measure well. Chosen on real
speech (``../shared/real-speech``, 30 ms frames above each clip's median): readers at a normal
distance speak at -11 to -21 dBFS (the quietest tenth of their frames at -14 to -37), the one
Common Voice clip recorded very quietly at -52 (its quietest tenth at -60)."""


class LevelState(StrEnum):
    """The input's level as a person is told it (a state, not a stream of numbers). The values
    are English; the meter widget says them in the app's language."""

    WAITING = "waiting for speech"
    TOO_QUIET = "too quiet"
    GOOD = "good"
    CLIPPING = "clipping"
    NO_SIGNAL = "no signal"


def level_state(
    rms_dbfs: float,
    *,
    no_signal: bool,
    clipped_now: bool,
    is_speech: bool,
    previous: LevelState = LevelState.WAITING,
) -> LevelState:
    """The state of one reading: no signal and clipping first; speech is judged good or too
    quiet by ``TOO_QUIET_DBFS``; a pause between words keeps the state it follows."""
    if no_signal:
        return LevelState.NO_SIGNAL
    if clipped_now:
        return LevelState.CLIPPING
    if not is_speech:
        return previous if previous is not LevelState.NO_SIGNAL else LevelState.WAITING
    return LevelState.TOO_QUIET if rms_dbfs < TOO_QUIET_DBFS else LevelState.GOOD


# The warnings are English here (tests and the command line); a snapshot carries them in the
# app's language: ``translate("SpeechMeter", NO_SIGNAL_WARNING)``.
NO_SIGNAL_WARNING = QT_TRANSLATE_NOOP(
    "SpeechMeter",
    "No signal: the microphone is sending pure silence. Check that it is switched on and not "
    "muted, that Voxwell is allowed to use it (on macOS: System Settings > Privacy & Security > "
    "Microphone), or choose another input.",
)
NOISY_WARNING = QT_TRANSLATE_NOOP(
    "SpeechMeter",
    "The background is noisy ({floor} dBFS): move somewhere quieter or closer to the "
    "microphone; noise can make speech harder to measure.",
)


class SpeechDetector(Protocol):
    """The analysis library's streaming speech detector, as the meter uses it."""

    def feed(self, block: npt.NDArray[np.float32]) -> None: ...

    @property
    def speech_seconds(self) -> float: ...

    @property
    def is_speech(self) -> bool: ...

    def reset(self) -> None: ...


@dataclass(frozen=True)
class MeterTargets:
    """How much speech one take needs, and how long a take may run."""

    target_seconds: float
    max_seconds: float = MAX_RECORDING_SECONDS
    model: str = ""

    @classmethod
    def for_model(cls, model: str) -> MeterTargets:
        """Targets of a service model: ``mental-wellness`` (10 s) or ``apollo`` (15 s per take).

        The figures are the service's limits (``voxwell.api``), which the analysis checks too.
        """
        try:
            kind = ModelKind(model)
        except ValueError:
            expected = ", ".join(ModelKind)
            raise ValueError(f"Unknown model {model!r}; expected one of: {expected}.") from None
        return cls(kind.min_speech_seconds, MAX_RECORDING_SECONDS, kind.value)


@dataclass(frozen=True)
class MeterSnapshot(LevelReading):
    """What the meter shows at one moment: the input level, plus speech and time."""

    speech_seconds: float
    target_seconds: float
    elapsed_seconds: float
    max_seconds: float
    is_speech: bool
    warnings: tuple[str, ...] = field(default_factory=tuple)

    @property
    def enough_speech(self) -> bool:
        return self.speech_seconds >= self.target_seconds

    @property
    def should_stop(self) -> bool:
        """The take has reached the maximum length."""
        return self.elapsed_seconds >= self.max_seconds

    @property
    def remaining_seconds(self) -> float:
        return max(0.0, self.max_seconds - self.elapsed_seconds)

    @property
    def clipped(self) -> bool:
        """Stays True once anything clipped in this take."""
        return self.clip_count > 0


def _default_detector(samplerate: int) -> SpeechDetector:
    # Imported here: the analysis stack is heavy and not needed to list devices.
    from voxwell.analysis import StreamingSpeechDetector

    detector: SpeechDetector = StreamingSpeechDetector(samplerate)
    return detector


class SpeechMeter:
    """Feed it drained blocks (mono float32 at ``samplerate``); read :meth:`snapshot`."""

    def __init__(
        self,
        samplerate: int,
        targets: MeterTargets,
        detector: SpeechDetector | None = None,
    ) -> None:
        self._rate = int(samplerate)
        self._targets = targets
        self._detector = detector if detector is not None else _default_detector(self._rate)
        self._levels = LevelMeter(self._rate)
        self._samples = 0

    @property
    def samplerate(self) -> int:
        return self._rate

    def reset(self) -> None:
        """Start counting a new take."""
        self._detector.reset()
        self._levels.reset()
        self._samples = 0

    def feed(self, block: npt.NDArray[np.float32]) -> None:
        if block.size == 0:
            return
        # The detector first: a block it hears as speech is not background (noise floor).
        self._detector.feed(block)
        self._levels.feed(block, speech=bool(self._detector.is_speech))
        self._samples += block.shape[0]

    def update(self, blocks: Iterable[npt.NDArray[np.float32]]) -> MeterSnapshot:
        """Feed every block, then return the new snapshot."""
        for block in blocks:
            self.feed(block)
        return self.snapshot()

    def snapshot(self) -> MeterSnapshot:
        level = self._levels.reading()
        warnings: list[str] = []
        if level.no_signal:
            warnings.append(translate("SpeechMeter", NO_SIGNAL_WARNING))
        clips = level.clip_count  # a plain name: lupdate reads no attribute as the count
        if clips == 1:
            warnings.append(
                translate(
                    "SpeechMeter",
                    "The sound is too loud and has clipped once: move a little away from the "
                    "microphone or turn its input gain down.",
                )
            )
        elif clips:
            warnings.append(
                translate(
                    "SpeechMeter",
                    "The sound is too loud and has clipped %n time(s): move a little away from "
                    "the microphone or turn its input gain down.",
                    None,
                    clips,
                )
            )
        if level.noise_floor_dbfs is not None and level.noise_floor_dbfs > NOISY_FLOOR_DBFS:
            floor = f"{level.noise_floor_dbfs:.0f}"
            warnings.append(translate("SpeechMeter", NOISY_WARNING).format(floor=floor))
        return MeterSnapshot(
            **vars(level),
            speech_seconds=float(self._detector.speech_seconds),
            target_seconds=self._targets.target_seconds,
            elapsed_seconds=self._samples / self._rate,
            max_seconds=self._targets.max_seconds,
            is_speech=bool(self._detector.is_speech),
            warnings=tuple(warnings),
        )

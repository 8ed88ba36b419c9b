"""Input level for the live meter: RMS and peak dBFS, clipping, noise floor, "no signal".

Works on fixed 30 ms frames (the remainder of a block waits for the next one), all in numpy:
about 50 µs per 30 ms block at 48 kHz. The noise floor is the 10th percentile of the frame RMS
over the last 10 s of frames not marked as speech (the caller's speech detector marks them): a
voice is not background, and 3 s of loud speech without a pause once read as a noisy room.
Until ``MIN_QUIET_SECONDS`` of such frames have been heard there is no floor. "No signal"
means 2 s in a row of digital silence
(every sample within one 16-bit step of zero), which is what macOS delivers when the
microphone permission is missing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = [
    "CLIP_LEVEL",
    "MIN_DBFS",
    "MIN_QUIET_SECONDS",
    "SILENCE_LEVEL",
    "LevelMeter",
    "LevelReading",
    "dbfs",
]

MIN_DBFS = -120.0
CLIP_LEVEL = 0.999  # about -0.01 dBFS: a 16-bit converter at full scale
SILENCE_LEVEL = 1.0 / 32768.0
MIN_QUIET_SECONDS = 1.0
"""Frames not marked as speech needed (within the window) before a noise floor is given."""


def dbfs(amplitude: float) -> float:
    """Amplitude (1.0 = full scale) in dBFS, floored at ``MIN_DBFS``."""
    if amplitude <= 0.0:
        return MIN_DBFS
    return max(MIN_DBFS, 20.0 * float(np.log10(amplitude)))


@dataclass(frozen=True)
class LevelReading:
    rms_dbfs: float
    peak_dbfs: float
    clip_count: int
    noise_floor_dbfs: float | None
    no_signal: bool


class LevelMeter:
    """Running level figures of a mono stream at ``samplerate``."""

    def __init__(
        self,
        samplerate: int,
        *,
        frame_seconds: float = 0.03,
        no_signal_seconds: float = 2.0,
        floor_window_seconds: float = 10.0,
    ) -> None:
        self._frame = max(1, int(frame_seconds * samplerate))
        self._silent_frames_for_alarm = max(1, round(no_signal_seconds / frame_seconds))
        # Ring of recent non-speech frame levels (dB) for the noise floor, computed when read.
        self._history = np.zeros(max(1, round(floor_window_seconds / frame_seconds)))
        self._min_quiet_frames = max(1, round(MIN_QUIET_SECONDS / frame_seconds))
        self._carry: npt.NDArray[np.float32] = np.zeros(0, dtype=np.float32)
        self.reset()

    def reset(self) -> None:
        self._carry = np.zeros(0, dtype=np.float32)
        self._rms = 0.0
        self._peak = 0.0
        self._clip_count = 0
        self._silent_run = 0
        self._history_count = 0

    def feed(self, block: npt.NDArray[np.float32], speech: bool = False) -> None:
        """Take in a block of any length; ``speech``: the block is speech (it does not count
        towards the noise floor)."""
        if self._carry.size:
            block = np.concatenate((self._carry, block))
        n_frames = block.shape[0] // self._frame
        used = n_frames * self._frame
        self._carry = block[used:].copy()
        if n_frames == 0:
            return
        frames = block[:used].reshape(n_frames, self._frame)
        peaks = np.abs(frames).max(axis=1)
        power = np.square(frames).mean(axis=1, dtype=np.float64)
        self._rms = float(np.sqrt(power.mean()))
        self._peak = float(peaks.max())
        self._clip_count += int(np.count_nonzero(peaks >= CLIP_LEVEL))
        silent = peaks <= SILENCE_LEVEL
        if silent.all():
            self._silent_run += n_frames
        else:
            # Only the frames after the last sound count towards the current silent run.
            last_sound = int(np.flatnonzero(~silent)[-1])
            self._silent_run = n_frames - 1 - last_sound
        # Silent frames count at the bottom of the scale: a clean recording has no noise floor.
        frame_db = 10.0 * np.log10(np.maximum(power, 10.0 ** (MIN_DBFS / 10.0)))
        size = self._history.shape[0]
        if speech:
            return
        for value in frame_db[-size:]:
            self._history[self._history_count % size] = value
            self._history_count += 1

    def _noise_floor(self) -> float | None:
        filled = min(self._history_count, self._history.shape[0])
        if filled < min(self._min_quiet_frames, self._history.shape[0]):
            return None
        k = filled // 10  # the 10th percentile
        return float(np.partition(self._history[:filled], k)[k])

    def reading(self) -> LevelReading:
        return LevelReading(
            rms_dbfs=dbfs(self._rms),
            peak_dbfs=dbfs(self._peak),
            clip_count=self._clip_count,
            noise_floor_dbfs=self._noise_floor(),
            no_signal=self._silent_run >= self._silent_frames_for_alarm,
        )

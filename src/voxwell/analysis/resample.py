"""Cheap causal resampling of a live stream to the 16 kHz of the speech detector.

A short windowed-sinc low-pass filter (only when the input is faster than the output) followed by
linear interpolation at a running position. It keeps a few samples of state between blocks, so a
stream cut into blocks of any length gives the same output as the whole stream at once. It is
meant for voice activity detection, not for listening: decoding of files uses FFmpeg's resampler.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

__all__ = ["StreamingResampler"]

FloatArray = npt.NDArray[np.float32]

_TAPS_PER_RATIO = 16
"""Filter taps per unit of decimation ratio: 49 taps for 48 kHz to 16 kHz."""


def _lowpass(input_rate: int, output_rate: int) -> npt.NDArray[np.float64]:
    """A Hamming-windowed sinc with its cut-off at 90 % of the output's Nyquist frequency."""
    ratio = input_rate / output_rate
    taps = math.ceil(ratio * _TAPS_PER_RATIO) | 1
    cutoff = 0.9 * (output_rate / 2) / input_rate
    n = np.arange(taps) - (taps - 1) / 2
    h = 2 * cutoff * np.sinc(2 * cutoff * n) * np.hamming(taps)
    return np.asarray(h / h.sum(), np.float64)


class StreamingResampler:
    """Resample a mono float stream block by block; see the module docstring."""

    def __init__(self, input_rate: int, output_rate: int) -> None:
        if input_rate <= 0 or output_rate <= 0:
            raise ValueError("sample rates must be positive")
        self.input_rate = input_rate
        self.output_rate = output_rate
        self._step = input_rate / output_rate
        self._filter = _lowpass(input_rate, output_rate) if input_rate > output_rate else np.ones(1)
        self.reset()

    def reset(self) -> None:
        """Forget the stream so far."""
        self._history = np.zeros(self._filter.size - 1, np.float64)
        self._last = 0.0
        self._position = 1.0  # of the next output sample, in input samples after ``_last``

    def process(self, block: FloatArray) -> FloatArray:
        """Resample one block; the output may be one sample longer or shorter than the ratio."""
        x = np.asarray(block, np.float64).reshape(-1)
        if self.input_rate == self.output_rate:
            return x.astype(np.float32)
        if x.size == 0:
            return np.zeros(0, np.float32)
        padded = np.concatenate([self._history, x])
        filtered = np.convolve(padded, self._filter, mode="valid")
        if self._history.size:
            self._history = padded[-self._history.size :]
        z = np.concatenate([[self._last], filtered])
        n = filtered.size
        out = np.zeros(0, np.float64)
        if self._position <= n:
            count = int((n - self._position) // self._step) + 1
            positions = self._position + self._step * np.arange(count)
            index = np.minimum(positions.astype(np.int64), n)
            frac = positions - index
            out = z[index] * (1 - frac) + z[np.minimum(index + 1, n)] * frac
            self._position = float(positions[-1]) + self._step - n
        else:
            self._position -= n
        self._last = float(z[-1])
        return out.astype(np.float32)

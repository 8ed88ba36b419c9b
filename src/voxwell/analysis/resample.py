"""Causal resampling of a live stream to the 16 kHz of the speech detector, with FFmpeg's
resampler (``av.AudioResampler``, the one that decoding files uses too).

The resampler keeps its filter's state between blocks, so a stream cut into blocks of any length
gives the same output as the whole stream at once. FFmpeg holds back the last few samples of a
stream (its filter's delay, about 1 ms); so that the output's length follows the input's from the
first block on, as the detector's clock needs, that many zeros lead the stream: the output is
delayed by that much, never shortened. It is meant for voice activity detection.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    import av

__all__ = ["StreamingResampler"]

FloatArray = npt.NDArray[np.float32]


class StreamingResampler:
    """Resample a mono float stream block by block; see the module docstring."""

    def __init__(self, input_rate: int, output_rate: int) -> None:
        if input_rate <= 0 or output_rate <= 0:
            raise ValueError("sample rates must be positive")
        self.input_rate = input_rate
        self.output_rate = output_rate
        self.reset()

    def reset(self) -> None:
        """Forget the stream so far."""
        self._resampler: av.AudioResampler | None = None
        if self.input_rate != self.output_rate:
            # Imported here: the live meter (which imports this module) stays light until a
            # stream actually needs resampling.
            import av

            self._resampler = av.AudioResampler(format="flt", layout="mono", rate=self.output_rate)
        self._input_samples = 0
        self._output_samples = 0
        self._started = False  # FFmpeg has given its first samples (the lead is in place)

    def process(self, block: FloatArray) -> FloatArray:
        """Resample one block; the output may be one sample longer or shorter than the ratio."""
        x = np.ascontiguousarray(np.asarray(block, np.float32).reshape(1, -1))
        if self._resampler is None:  # the same rate: nothing to do
            return x.reshape(-1).copy()
        if x.size == 0:
            return np.zeros(0, np.float32)
        import av  # loaded by reset() already: a dictionary look-up

        frame = av.AudioFrame.from_ndarray(x, format="flt", layout="mono")
        frame.sample_rate = self.input_rate
        parts = [out.to_ndarray().reshape(-1) for out in self._resampler.resample(frame)]
        self._input_samples += x.size
        if not self._started:
            produced = sum(part.size for part in parts)
            expected = self._input_samples * self.output_rate // self.input_rate
            lead = max(0, expected - self._output_samples - produced)
            parts.insert(0, np.zeros(lead, np.float32))
            self._started = produced > 0
        out = np.concatenate(parts) if parts else np.zeros(0, np.float32)
        self._output_samples += out.size
        return out.astype(np.float32, copy=False)

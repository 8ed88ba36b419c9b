"""A preallocated single-producer, single-consumer ring of mono float32 samples.

The producer is the audio callback: :meth:`SampleRing.write` copies into memory allocated up front
and never blocks, allocates or waits for the consumer. When the consumer falls so far behind that
the ring is full, the new block is dropped and counted (``dropped_blocks``) instead of
overwriting samples that were not read yet. The consumer (a GUI timer) calls :meth:`read`.

The two positions are plain counters of samples ever written and ever read; each side writes only
its own counter, and the producer publishes its counter after the copy, so under the GIL the
consumer never sees samples that are not fully written.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["SampleRing"]

Samples = npt.NDArray[np.float32]


class SampleRing:
    """Ring of ``capacity`` float32 samples; see the module docstring for the threading rules."""

    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self._buffer: Samples = np.zeros(capacity, dtype=np.float32)
        self._capacity = capacity
        self._written = 0  # producer-owned
        self._read = 0  # consumer-owned
        self.dropped_blocks = 0  # producer-owned
        self.dropped_samples = 0

    @property
    def capacity(self) -> int:
        return self._capacity

    @property
    def available(self) -> int:
        """Samples written and not yet read."""
        return self._written - self._read

    def write(self, block: npt.NDArray[np.float32]) -> bool:
        """Copy ``block`` (1-D) in; False (and counted) if it does not fit. Producer side only."""
        n = block.shape[0]
        written = self._written
        if n > self._capacity - (written - self._read):
            self.dropped_blocks += 1
            self.dropped_samples += n
            return False
        start = written % self._capacity
        first = min(n, self._capacity - start)
        self._buffer[start : start + first] = block[:first]
        if first < n:
            self._buffer[: n - first] = block[first:]
        self._written = written + n  # publish after the copy
        return True

    def read(self) -> Samples:
        """All samples not read yet, as a new array (empty if none). Consumer side only."""
        end = self._written
        n = end - self._read
        if n <= 0:
            return np.zeros(0, dtype=np.float32)
        start = self._read % self._capacity
        first = min(n, self._capacity - start)
        out = np.empty(n, dtype=np.float32)
        out[:first] = self._buffer[start : start + first]
        if first < n:
            out[first:] = self._buffer[: n - first]
        self._read = end
        return out

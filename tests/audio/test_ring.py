"""The ring buffer between the audio callback and the consumer."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from voxwell.audio.ring import SampleRing


def test_reads_back_what_was_written_across_the_wrap() -> None:
    ring = SampleRing(10)
    first = np.arange(7, dtype=np.float32)
    assert ring.write(first)
    np.testing.assert_array_equal(ring.read(), first)
    second = np.arange(100, 108, dtype=np.float32)  # wraps past the end
    assert ring.write(second)
    np.testing.assert_array_equal(ring.read(), second)
    assert ring.read().size == 0


def test_full_ring_drops_the_new_block_and_counts_it() -> None:
    ring = SampleRing(8)
    assert ring.write(np.ones(6, dtype=np.float32))
    assert not ring.write(np.full(3, 2.0, dtype=np.float32))
    assert ring.dropped_blocks == 1
    assert ring.dropped_samples == 3
    # What was there is intact, not overwritten.
    np.testing.assert_array_equal(ring.read(), np.ones(6, dtype=np.float32))


@given(st.lists(st.tuples(st.integers(0, 40), st.booleans()), max_size=60))
def test_any_interleaving_returns_every_kept_sample_in_order(ops: list[tuple[int, bool]]) -> None:
    ring = SampleRing(32)
    counter = 0
    kept: list[float] = []
    got: list[float] = []
    for size, read_after in ops:
        block = np.arange(counter, counter + size, dtype=np.float32)
        counter += size
        if ring.write(block):
            kept.extend(block.tolist())
        if read_after:
            got.extend(ring.read().tolist())
    got.extend(ring.read().tolist())
    assert got == kept

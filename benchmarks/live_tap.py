"""What live monitoring costs the thread that drains a take: the take's tap
(``voxwell.desk.live_monitor.LiveTake.feed``: resampling the device's blocks to 16 kHz, PCM16,
100 ms chunks), per second of audio and per poll.

Blocks of 25 ms (one poll of the recording screen) of noise at the device's rate are fed to a
take's monitoring that is not connected (nothing is sent: the figure is the tap alone). Figures
are medians over the runs.

Usage:

    python benchmarks/live_tap.py [--runs N] [--seconds S] [--rate 48000]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from voxwell.desk.live_monitor import LiveTake


def _run(seconds: float, rate: int) -> tuple[float, float]:
    block = rate // 40
    audio = (np.random.default_rng(7).standard_normal(int(seconds * rate)) * 0.05).astype(
        np.float32
    )
    live = LiveTake(None, None, lambda _live: None)
    polls = 0
    started = time.perf_counter()
    for offset in range(0, audio.size, block):
        live.feed(audio[offset : offset + block], rate)
        polls += 1
    spent = time.perf_counter() - started
    assert abs(live.total_seconds - seconds) < 0.2  # every second queued for sending
    return spent / seconds, spent / polls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--rate", type=int, default=48_000)
    args = parser.parse_args()
    runs = [_run(args.seconds, args.rate) for _ in range(args.runs)]
    per_second = statistics.median(r[0] for r in runs)
    per_poll = statistics.median(r[1] for r in runs)
    print(f"take's tap at {args.rate} Hz, {args.seconds:.0f} s of audio, {args.runs} runs (median)")
    print(
        f"  CPU per audio second: {per_second * 1000:.2f} ms ({per_second * 100:.3f} % of a core)"
    )
    print(f"  per 25 ms poll:       {per_poll * 1e6:.0f} us")


if __name__ == "__main__":
    main()

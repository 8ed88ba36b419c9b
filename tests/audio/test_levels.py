"""Input level figures: dBFS, clipping that stays counted, noise floor, "no signal"."""

from __future__ import annotations

import numpy as np
import pytest

from voxwell.audio.levels import MIN_DBFS, LevelMeter

RATE = 48000


def _sine(amplitude: float, seconds: float) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (amplitude * np.sin(2 * np.pi * 1000 * t)).astype(np.float32)


def test_sine_levels_in_dbfs() -> None:
    meter = LevelMeter(RATE)
    meter.feed(_sine(0.5, 0.3))
    reading = meter.reading()
    assert reading.peak_dbfs == pytest.approx(-6.02, abs=0.05)
    assert reading.rms_dbfs == pytest.approx(-9.03, abs=0.05)  # a sine's RMS is 3 dB under peak
    assert reading.clip_count == 0
    assert not reading.no_signal


def test_clip_count_stays_after_the_loud_part() -> None:
    meter = LevelMeter(RATE)
    meter.feed(_sine(1.2, 0.21).clip(-1.0, 1.0))  # seven whole 30 ms frames
    clipped = meter.reading().clip_count
    assert clipped > 0
    meter.feed(_sine(0.1, 2.0))
    assert meter.reading().clip_count == clipped
    assert meter.reading().peak_dbfs < -19
    meter.reset()
    assert meter.reading().clip_count == 0


def test_digital_silence_shows_no_signal_after_two_seconds() -> None:
    meter = LevelMeter(RATE)
    block = np.zeros(RATE // 100, dtype=np.float32)  # 10 ms blocks, as a callback delivers
    fed = 0
    while fed < int(1.9 * RATE):
        meter.feed(block)
        fed += block.size
    assert not meter.reading().no_signal
    while fed < int(2.05 * RATE):
        meter.feed(block)
        fed += block.size
    reading = meter.reading()
    assert reading.no_signal
    assert reading.rms_dbfs == MIN_DBFS
    # One sound clears it at once.
    meter.feed(_sine(0.01, 0.03))
    assert not meter.reading().no_signal


def test_quiet_noise_is_not_no_signal() -> None:
    rng = np.random.default_rng(1)
    meter = LevelMeter(RATE)
    meter.feed((rng.standard_normal(3 * RATE) * 10**-4).astype(np.float32))  # -80 dBFS hiss
    assert not meter.reading().no_signal


def test_noise_floor_follows_the_background_not_the_speech() -> None:
    rng = np.random.default_rng(2)
    meter = LevelMeter(RATE)
    noise = (rng.standard_normal(6 * RATE) * 0.003).astype(np.float32)  # about -50 dBFS
    loud = _sine(0.5, 6.0)
    # Two thirds of the time loud "speech", one third background only.
    audio = noise + np.where((np.arange(noise.size) // (RATE // 2)) % 3 == 0, 0.0, loud)
    meter.feed(audio.astype(np.float32))
    floor = meter.reading().noise_floor_dbfs
    assert floor is not None
    assert floor == pytest.approx(-50.5, abs=2.0)


def test_blocks_of_any_length_give_the_same_figures() -> None:
    audio = _sine(0.3, 1.0) * np.linspace(0, 1, RATE, dtype=np.float32)
    whole = LevelMeter(RATE)
    whole.feed(audio)
    pieces = LevelMeter(RATE)
    for i in range(0, audio.size, 997):
        pieces.feed(audio[i : i + 997])
    assert pieces.reading().noise_floor_dbfs == pytest.approx(whole.reading().noise_floor_dbfs)

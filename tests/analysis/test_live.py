"""The state of a monitored stream (``voxwell.analysis.live``): the batch detector's speech, each
speech interval handed out once in utterances, and bounded memory on a long stream."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from voxwell.analysis import decode, detect_speech
from voxwell.analysis.live import (
    CONTEXT_SECONDS,
    END_PAUSE_SECONDS,
    LiveSpeech,
    Utterance,
    pcm16_samples,
)
from voxwell.api import MAX_RECORDING_SECONDS

RATE = 16_000


def _pcm(samples: np.ndarray) -> bytes:
    return np.round(np.clip(samples, -1, 32767 / 32768) * 32768).astype("<i2").tobytes()


def _feed(live: LiveSpeech, data: bytes, chunk: int = 3200) -> list[Utterance]:
    out: list[Utterance] = []
    for offset in range(0, len(data), chunk):
        out += live.feed(data[offset : offset + chunk])
    return out


def test_chunks_give_the_batch_speech_and_every_interval_once(audio_fixtures: Path) -> None:
    samples = decode(audio_fixtures / "mood_answer_en.flac").samples
    samples = np.concatenate([samples, np.zeros(2 * RATE, np.float32)])
    data = _pcm(samples)
    batch = detect_speech(pcm16_samples(data))
    live = LiveSpeech(RATE)
    utterances = _feed(live, data)
    assert live.speech_seconds == batch.speech_seconds
    assert live.intervals == batch.intervals
    handed = [i for u in utterances for i in u.intervals]
    assert handed == list(batch.intervals)
    assert len(utterances) >= 2
    for utterance in utterances:
        # Its audio covers its speech, and the context before it.
        assert utterance.offset <= utterance.intervals[0].start
        assert utterance.offset + utterance.samples.size / RATE >= utterance.intervals[-1].end
        for context in utterance.context:
            assert context.end <= utterance.intervals[0].start
            assert context.start >= utterance.intervals[0].start - CONTEXT_SECONDS
    assert live.flush() == []


def test_an_utterance_waits_for_its_pause(audio_fixtures: Path) -> None:
    samples = decode(audio_fixtures / "mood_answer_en.flac").samples
    last = detect_speech(samples).intervals[-1]
    live = LiveSpeech(RATE)
    before = _feed(live, _pcm(samples[: round((last.end + 0.1) * RATE)]))
    assert not before or before[-1].intervals[-1].end < last.start  # the last one is still open
    pause = _pcm(np.zeros(round((END_PAUSE_SECONDS + 1.0) * RATE), np.float32))
    ended = _feed(live, pause)
    assert ended
    assert ended[-1].intervals[-1] == live.intervals[-1]
    assert live.flush() == []


def test_a_long_stream_keeps_bounded_audio(audio_fixtures: Path) -> None:
    speech = decode(audio_fixtures / "short_8s.flac").samples
    silence = np.zeros(12 * RATE, np.float32)
    block = _pcm(np.concatenate([speech, silence]))  # about 20 s
    live = LiveSpeech(RATE)
    for _ in range(12):  # about 240 s
        _feed(live, block)
    kept, _ = live.audio()
    assert kept.size / RATE <= MAX_RECORDING_SECONDS + 0.5
    live.keep_start = False
    _feed(live, block)
    kept, _ = live.audio()
    assert kept.size / RATE <= 20.0 + CONTEXT_SECONDS

"""The waveform reads what libsndfile cannot through the analysis' decoder, with its reasons."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.analysis.waveform import load_envelope


def test_a_webm_take_is_drawn_from_the_shared_decoder(audio_fixtures: Path) -> None:
    webm = load_envelope(audio_fixtures / "format_sample.webm", buckets=500)
    wav = load_envelope(audio_fixtures / "format_sample.wav", buckets=500)
    assert webm.duration == pytest.approx(wav.duration, abs=0.1)
    assert len(webm.lows) == 500
    assert float(webm.highs.max()) > 0.05


def test_an_unreadable_take_says_why(tmp_path: Path) -> None:
    fake = tmp_path / "take.m4a"
    fake.write_text("not a recording at all, just words", encoding="utf-8")
    with pytest.raises(OSError, match=r"take\.m4a cannot be decoded \(The file holds text"):
        load_envelope(fake)

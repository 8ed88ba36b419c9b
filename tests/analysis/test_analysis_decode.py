"""Decoding: the six containers give the same speech; anything else is refused with a reason."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import av
import numpy as np
import pytest
import soundfile as sf

from voxwell.analysis import decode, detect_speech
from voxwell.analysis.decoding import sniff_format
from voxwell.api import MentalWellnessErrorCode
from voxwell.errors import AnalysisError

FORMATS = ["wav", "flac", "mp3", "m4a", "ogg", "opus", "webm"]
INVALID = MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT


def _invalid_reason(path: Path) -> str:
    with pytest.raises(AnalysisError) as caught:
        decode(path)
    assert caught.value.code is INVALID
    return caught.value.reason


@pytest.fixture(scope="module")
def speech_by_format(audio_fixtures: Path) -> dict[str, float]:
    out = {}
    for ext in FORMATS:
        audio = decode(audio_fixtures / f"format_sample.{ext}")
        assert audio.sample_rate == 16_000
        assert audio.samples.dtype == np.float32
        assert audio.samples.ndim == 1
        out[ext] = detect_speech(audio.samples).speech_seconds
    return out


@pytest.mark.parametrize("ext", FORMATS)
def test_every_container_gives_the_same_speech(
    speech_by_format: dict[str, float], ext: str, audio_fixtures: Path
) -> None:
    manifest = json.loads((audio_fixtures / "manifest.json").read_text(encoding="utf-8"))
    assert speech_by_format[ext] == pytest.approx(speech_by_format["wav"], rel=0.05)
    expected = manifest[f"format_sample.{ext}"]["speechSecsApprox"]
    assert speech_by_format[ext] == pytest.approx(expected, rel=0.1)


def test_format_is_found_from_the_bytes_not_the_name(audio_fixtures: Path, tmp_path: Path) -> None:
    disguised = tmp_path / "recording.wav"
    disguised.write_bytes((audio_fixtures / "format_sample.ogg").read_bytes())
    assert sniff_format(disguised) == "ogg"
    audio = decode(disguised)
    assert (audio.container, audio.codec) == ("ogg", "vorbis")
    assert audio.duration_seconds == pytest.approx(26.47, abs=0.05)


def test_stereo_is_mixed_and_resampled(audio_fixtures: Path) -> None:
    audio = decode(audio_fixtures / "format_sample.m4a")
    assert (audio.channels, audio.native_rate, audio.codec) == (2, 44_100, "aac")
    assert audio.samples.size == pytest.approx(audio.duration_seconds * 16_000, abs=2)


def test_random_bytes(tmp_path: Path) -> None:
    path = tmp_path / "noise.flac"
    path.write_bytes(random.Random(7).randbytes(40_000))
    assert "not a recognised audio format" in _invalid_reason(path)


def test_text_file_named_wav(tmp_path: Path) -> None:
    path = tmp_path / "notes.wav"
    path.write_text("Dear diary, today I recorded nothing at all.\n" * 30, encoding="utf-8")
    assert "text, not audio" in _invalid_reason(path)


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.mp3"
    path.touch()
    assert "empty" in _invalid_reason(path)


@pytest.mark.parametrize("name", ["read_passage_en.flac", "format_sample.flac"])
def test_truncated_flac(audio_fixtures: Path, tmp_path: Path, name: str) -> None:
    data = (audio_fixtures / name).read_bytes()
    path = tmp_path / "cut.flac"
    path.write_bytes(data[: len(data) // 2])
    reason = _invalid_reason(path)
    assert "FLAC" in reason


def test_flac_cut_at_a_frame_boundary_is_caught_by_its_header(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    """A FLAC cut exactly between frames decodes cleanly; STREAMINFO still gives it away."""
    source = audio_fixtures / "format_sample.flac"
    with av.open(str(source)) as container:
        packets = [p for p in container.demux(container.streams.audio[0]) if p.size]
        middle = packets[len(packets) // 2].pos
    path = tmp_path / "cut.flac"
    path.write_bytes(source.read_bytes()[:middle])
    assert "header" in _invalid_reason(path)


def test_wav_header_that_lies_about_its_length(audio_fixtures: Path, tmp_path: Path) -> None:
    data = (audio_fixtures / "format_sample.wav").read_bytes()
    path = tmp_path / "short.wav"
    path.write_bytes(data[: len(data) // 3])
    assert "header says" in _invalid_reason(path)


@pytest.mark.parametrize("ext", ["mp3", "ogg", "webm", "m4a"])
def test_truncated_lossy_files(audio_fixtures: Path, tmp_path: Path, ext: str) -> None:
    data = (audio_fixtures / f"format_sample.{ext}").read_bytes()
    path = tmp_path / f"cut.{ext}"
    path.write_bytes(data[: len(data) // 2])
    _invalid_reason(path)


def test_unsupported_codec_in_a_supported_container(tmp_path: Path) -> None:
    """A-law in WAV is not among the accepted codecs; 16-bit PCM in WAV is."""
    samples = (np.sin(np.arange(16_000) / 10) * 0.3).astype(np.float32)
    pcm = tmp_path / "pcm.wav"
    sf.write(pcm, samples, 16_000, format="WAV", subtype="PCM_16")
    assert decode(pcm).codec == "pcm_s16le"
    alaw = tmp_path / "alaw.wav"
    sf.write(alaw, samples, 16_000, format="WAV", subtype="ALAW")
    assert "pcm_alaw" in _invalid_reason(alaw)


def test_other_containers_are_refused(tmp_path: Path) -> None:
    samples = (np.sin(np.arange(16_000) / 10) * 0.3).astype(np.float32)
    aiff = tmp_path / "take.aiff"
    sf.write(aiff, samples, 16_000, format="AIFF")
    assert "not supported" in _invalid_reason(aiff)


def test_missing_file_is_an_internal_error(tmp_path: Path) -> None:
    with pytest.raises(AnalysisError) as caught:
        decode(tmp_path / "gone.flac")
    assert caught.value.code is MentalWellnessErrorCode.ERR_INTERNAL


def test_decoding_stops_early_on_a_long_file(audio_fixtures: Path) -> None:
    audio = decode(audio_fixtures / "long_190s.opus", max_seconds=30.0)
    assert not audio.complete
    assert audio.duration_seconds == pytest.approx(190.0, abs=0.1)
    assert 30.0 <= audio.samples.size / 16_000 < 32.0


def _outcome(path: Path) -> str:
    try:
        decode(path)
    except AnalysisError as exc:
        return exc.code.value
    return "decoded"


def test_random_damage_fuzz(audio_fixtures: Path, tmp_path: Path) -> None:
    """Damaged files never raise anything but AnalysisError."""
    data = bytearray((audio_fixtures / "format_sample.mp3").read_bytes())
    rng = random.Random(11)
    codes: list[str] = []
    for i in range(5):
        damaged = bytearray(data)
        for _ in range(50):
            damaged[rng.randrange(len(damaged))] = rng.randrange(256)
        path = tmp_path / f"damaged{i}.mp3"
        path.write_bytes(bytes(damaged[: rng.randrange(1_000, len(damaged))]))
        codes.append(_outcome(path))
    assert set(codes) <= {"decoded", INVALID.value}
    assert INVALID.value in codes  # some damage is always noticed


_DECODE_IN_CHILD = """
import sys
import numpy as np
from voxwell.analysis import decode
audio = decode(sys.argv[1])
np.save(sys.argv[2], audio.samples)
print(audio.channels, audio.native_rate)
"""


@pytest.mark.parametrize(("channels", "rate"), [(8, 16_000), (12, 16_000), (12, 48_000)])
def test_eight_or_more_channels_are_mixed_down(tmp_path: Path, channels: int, rate: int) -> None:
    # In a child process: FFmpeg's planar frames of 8+ channels once crashed the interpreter.
    t = np.arange(rate) / rate
    signal = np.stack(
        [0.05 * (c + 1) * np.sin(2 * np.pi * (150 + 40 * c) * t) for c in range(channels)], axis=1
    ).astype(np.float32)
    path = tmp_path / f"ch{channels}.wav"
    sf.write(path, signal, rate, subtype="FLOAT")
    out = tmp_path / "mono.npy"
    done = subprocess.run(
        [sys.executable, "-c", _DECODE_IN_CHILD, str(path), str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == [str(channels), str(rate)]
    mono = np.load(out)
    assert mono.size == pytest.approx(16_000, abs=2)
    expected = signal.mean(axis=1)
    if rate == 16_000:
        np.testing.assert_allclose(mono, expected, atol=1e-4)
    else:  # resampled: the mix keeps its level
        middle = slice(1_000, 15_000)
        assert np.sqrt(np.mean(mono[middle] ** 2)) == pytest.approx(
            np.sqrt(np.mean(expected**2)), rel=0.02
        )

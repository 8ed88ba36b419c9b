"""The one format sniffer: the six containers from their bytes, and the cases the engine and the
analysis used to disagree on (RF64, Ogg other than Vorbis/Opus, Matroska other than WebM)."""

from __future__ import annotations

from pathlib import Path

import av
import numpy as np
import pytest
import soundfile as sf

from voxwell.analysis import decode
from voxwell.analysis.decoding import sniff_format
from voxwell.api import MentalWellnessErrorCode
from voxwell.errors import AnalysisError

EXPECTED = {
    "flac": "flac",
    "m4a": "mp4",
    "mp3": "mp3",
    "ogg": "ogg",
    "opus": "ogg",
    "wav": "wav",
    "webm": "webm",
}


def _refused(path: Path) -> str:
    with pytest.raises(AnalysisError) as caught:
        sniff_format(path)
    assert caught.value.code is MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT
    return caught.value.reason


def _remux(source: Path, target: Path, container: str) -> Path:
    """The audio packets of ``source`` in another container, without re-encoding."""
    with av.open(str(source)) as original, av.open(str(target), "w", format=container) as out:
        stream = original.streams.audio[0]
        copy = out.add_stream_from_template(stream)
        for packet in original.demux(stream):
            if packet.dts is None:
                continue
            packet.stream = copy
            out.mux(packet)
    return target


@pytest.mark.parametrize(("extension", "container"), EXPECTED.items())
def test_every_fixture_container_is_recognised(
    audio_fixtures: Path, extension: str, container: str
) -> None:
    assert sniff_format(audio_fixtures / f"format_sample.{extension}") == container


@pytest.mark.parametrize(
    "content",
    [b"", b"hello world, not audio", b"RIFF\x00\x00\x00\x00AVI LIST", b"%PDF-1.7\n"],
    ids=["empty", "text", "riff-avi", "pdf"],
)
def test_other_files_are_not_taken_for_audio(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "upload.audio"
    path.write_bytes(content)
    assert "Send FLAC, MP3" in _refused(path)


def test_rf64_is_wav_and_decodes_like_riff(tmp_path: Path) -> None:
    """RF64 (EBU Tech 3306) is the 64-bit form of WAV that some recorders write."""
    samples = (np.sin(np.arange(32_000) / 10) * 0.3).astype(np.float32)
    riff = tmp_path / "take.wav"
    rf64 = tmp_path / "take-rf64.wav"
    sf.write(riff, samples, 16_000, format="WAV", subtype="PCM_16")
    sf.write(rf64, samples, 16_000, format="RF64", subtype="PCM_16")
    assert rf64.read_bytes()[:4] == b"RF64"
    assert sniff_format(rf64) == "wav"
    plain, extended = decode(riff), decode(rf64)
    assert extended.duration_seconds == pytest.approx(2.0)
    np.testing.assert_allclose(extended.samples, plain.samples, atol=1e-6)


def test_rf64_cut_short_is_caught_by_its_ds64_size(tmp_path: Path) -> None:
    samples = (np.sin(np.arange(32_000) / 10) * 0.3).astype(np.float32)
    rf64 = tmp_path / "take-rf64.wav"
    sf.write(rf64, samples, 16_000, format="RF64", subtype="PCM_16")
    cut = tmp_path / "cut.wav"
    cut.write_bytes(rf64.read_bytes()[:20_000])
    with pytest.raises(AnalysisError, match="cut short or its header is wrong"):
        decode(cut)


def test_rf64_that_is_not_wave_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "odd.wav"
    path.write_bytes(b"RF64\xff\xff\xff\xffAVI " + bytes(64))
    assert "WAV/AIFF" in _refused(path)


def test_ogg_flac_is_refused(audio_fixtures: Path, tmp_path: Path) -> None:
    ogg_flac = _remux(audio_fixtures / "format_sample.flac", tmp_path / "take.oga", "ogg")
    assert ogg_flac.read_bytes()[:4] == b"OggS"
    assert "neither Vorbis nor Opus" in _refused(ogg_flac)


def test_matroska_is_refused_and_the_same_opus_in_webm_accepted(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    source = audio_fixtures / "format_sample.webm"
    mkv = _remux(source, tmp_path / "take.mkv", "matroska")
    assert "Matroska" in _refused(mkv)
    webm = _remux(source, tmp_path / "again.webm", "webm")
    assert sniff_format(webm) == "webm"
    assert decode(webm).codec == "opus"

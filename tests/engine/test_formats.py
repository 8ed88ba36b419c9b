"""Recognising the supported containers from their bytes (used to name a decoder crash)."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.engine.formats import container_of

EXPECTED = {
    "flac": "flac",
    "m4a": "mp4",
    "mp3": "mp3",
    "ogg": "ogg",
    "opus": "ogg",
    "wav": "wav",
    "webm": "webm",
}


@pytest.mark.parametrize(("extension", "container"), EXPECTED.items())
def test_every_fixture_container_is_recognised(
    audio_fixtures: Path, extension: str, container: str
) -> None:
    assert container_of(audio_fixtures / f"format_sample.{extension}") == container


@pytest.mark.parametrize(
    "content",
    [b"", b"hello world, not audio", b"RIFF\x00\x00\x00\x00AVI LIST", b"%PDF-1.7\n"],
    ids=["empty", "text", "riff-avi", "pdf"],
)
def test_other_files_are_not_taken_for_audio(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "upload.audio"
    path.write_bytes(content)
    assert container_of(path) is None
    assert container_of(tmp_path / "missing") is None

"""Recordings of real people built from ``../shared/real-speech`` (relative to the repo root).

The files are read where they are, never copied into the project; the recordings the tests need
are built in a temporary folder. Tests that use them skip, with a reason, when the folder is
absent.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from voxwell.analysis.evaluation import add_pink_noise, join_clips, normalise_words
from voxwell.api import BirthSex, UserDetails

REAL_SPEECH = Path(__file__).resolve().parent.parent.parent / "shared" / "real-speech"
GAP_SECONDS = 0.5
NOISE_SEED = 20
SNR_DB = 20.0
LJ_WER_CLIPS = [f"lj/LJ001-{i:04d}.flac" for i in range(1, 10)]
# The 32 LJ clips in three recordings of 62-95 s (each under the 180 s limit).
LJ_RECORDINGS = [
    LJ_WER_CLIPS,
    [f"lj/LJ001-{i:04d}.flac" for i in range(10, 21)],
    [f"lj/LJ001-{i:04d}.flac" for i in range(21, 33)],
]
ARCTIC_SPEAKERS = {"aew": "MALE", "axb": "FEMALE"}  # the corpus's speaker list
LJ_READER = UserDetails(userLabel="lj-reader", dateOfBirth="1984-01-01", birthSex=BirthSex.FEMALE)
LJ_CLEAN_GROUP = "lj-clean-run"
"""The xdist group of every test that reads the ``lj_clean_outcome`` fixture (tests/analysis/
conftest.py), or a fixture built on it: they run on one worker, so the run is made once."""


def require_real_speech() -> Path:
    if not (REAL_SPEECH / "transcripts.txt").is_file():
        pytest.skip(f"the real-speech recordings are not at {REAL_SPEECH}")
    return REAL_SPEECH


def transcripts() -> dict[str, str]:
    lines = (require_real_speech() / "transcripts.txt").read_text(encoding="utf-8").splitlines()
    return dict(line.split("|", 1) for line in lines if "|" in line)


def reference_words(clips: list[str], language: str = "en") -> list[str]:
    """The words (Japanese: characters) of the clips' transcripts, as they are scored."""
    texts = transcripts()
    return [word for clip in clips for word in normalise_words(texts[clip], language)]


def language_clips(language: str) -> list[str]:
    """The Common Voice clips of a language family (``es``, ``ja``, ``id``), in name order."""
    root = require_real_speech()
    return sorted(f"{language}/{p.name}" for p in (root / language).glob("*.mp3"))


@dataclass(frozen=True)
class Built:
    path: Path
    clip_spans: list[tuple[float, float]]
    """Where each clip lies in the recording, in seconds."""


def build(clips: list[str], folder: Path, name: str, *, noisy: bool = False) -> Built:
    """The clips joined with 0.5 s of silence (pink noise at 20 dB SNR over all if ``noisy``),
    written as 16-bit FLAC at the clips' own rate."""
    root = require_real_speech()
    samples, rate = join_clips([root / clip for clip in clips], GAP_SECONDS)
    if noisy:
        samples = add_pink_noise(samples, SNR_DB, NOISE_SEED)
    spans = []
    start = 0.0
    for clip in clips:
        length = sf.info(root / clip).frames / rate
        spans.append((start, start + length))
        start += length + GAP_SECONDS
    path = folder / f"{name}.flac"
    sf.write(path, np.clip(samples, -1.0, 1.0), rate, subtype="PCM_16")
    return Built(path, spans)


def arctic_clips(speaker: str) -> list[str]:
    root = require_real_speech()
    return sorted(f"arctic/{p.name}" for p in (root / "arctic").glob(f"*_{speaker}_*.wav"))

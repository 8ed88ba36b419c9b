"""Fixtures of the analysis tests: users, recordings cut to a given amount of speech, and the LJ
reader's run on clean read speech.

Boundary recordings (9.5 s / 10.5 s of speech and so on) are cut from the committed fixtures
inside a speech interval found by the real detector, so the detector counts about the target.
The LJ run (``../shared/real-speech``; skipped without it) is read by tests of several modules:
they are in one xdist group (``LJ_CLEAN_GROUP``) so the worker that runs them makes it once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from tests.real_speech import LJ_READER, LJ_WER_CLIPS, Built, build, require_real_speech
from voxwell.analysis import MentalWellnessOutcome, analyze_mental_wellness, detect_speech
from voxwell.analysis.speech import SpeechReport
from voxwell.api import BirthSex, LanguageCode, UserDetails

RATE = 16_000

CutSpeech = Callable[[str, float, float], Path]


@pytest.fixture(scope="session")
def user() -> UserDetails:
    return UserDetails(userLabel="tester", dateOfBirth="1984-03-01", birthSex=BirthSex.MALE)


@pytest.fixture(scope="session")
def female_user() -> UserDetails:
    return UserDetails(userLabel="tester-f", dateOfBirth="1961-07-01", birthSex=BirthSex.FEMALE)


def speech_cut(samples: np.ndarray, report: SpeechReport, target: float) -> np.ndarray:
    """The start of ``samples`` holding ``target`` seconds of the speech the detector found in
    them (``report``), then 0.5 s."""
    running = 0.0
    for interval in report.intervals:
        if running + interval.duration >= target:
            end = interval.start + (target - running)
            cut = samples[: int(end * RATE)]
            return np.concatenate([cut, np.zeros(RATE // 2, np.float32)])
        running += interval.duration
    raise AssertionError(f"the fixture holds only {running:.1f} s of speech")


@pytest.fixture(scope="session")
def cut_speech(audio_fixtures: Path, tmp_path_factory: pytest.TempPathFactory) -> CutSpeech:
    """Make (once) a FLAC with ``speech`` seconds of speech, padded with silence to ``length``."""
    folder = tmp_path_factory.mktemp("cuts")
    made: dict[tuple[str, float, float], Path] = {}
    detected: dict[str, SpeechReport] = {}  # each fixture's speech, found once

    def make(name: str, speech: float, length: float = 0.0) -> Path:
        key = (name, speech, length)
        if key not in made:
            samples, rate = sf.read(audio_fixtures / name, dtype="float32")
            assert rate == RATE
            if name not in detected:
                detected[name] = detect_speech(samples)
            cut = speech_cut(samples, detected[name], speech)
            if length:
                cut = np.concatenate([cut, np.zeros(int(length * RATE) - cut.size, np.float32)])
            path = folder / f"{Path(name).stem}_{speech}s_{length}s.flac"
            sf.write(path, cut, RATE, subtype="PCM_16")
            made[key] = path
        return made[key]

    return make


@pytest.fixture(scope="session")
def lj_clean(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The nine LJ clips of the word-error checks joined (about 62 s, 22.05 kHz)."""
    require_real_speech()
    return build(LJ_WER_CLIPS, tmp_path_factory.mktemp("lj-clean"), "lj_clean")


@pytest.fixture(scope="session")
def lj_clean_outcome(lj_clean: Built) -> MentalWellnessOutcome:
    """The LJ reader's run on ``lj_clean`` (en-US, two processes); tests that read it are marked
    ``xdist_group(LJ_CLEAN_GROUP)``."""
    return analyze_mental_wellness(lj_clean.path, LJ_READER, LanguageCode.EN_US, workers=2)

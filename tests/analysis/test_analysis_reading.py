"""The read-aloud check: a take's words aligned with the app's passage."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from voxwell.analysis import analyze_two_recording
from voxwell.analysis.reading import check_reading, reading_warning
from voxwell.analysis.transcribe import Word
from voxwell.api import BirthSex, LanguageCode, UserDetails
from voxwell.passages import passage_for

pytestmark = pytest.mark.slow


READER = UserDetails(userLabel="reader", dateOfBirth="1975-06-01", birthSex=BirthSex.MALE)


def _spoken(text: str, seconds_per_word: float = 0.4) -> list[Word]:
    return [
        Word(word, i * seconds_per_word, (i + 0.8) * seconds_per_word)
        for i, word in enumerate(text.split())
    ]


def test_the_passage_read_in_part_is_the_passage() -> None:
    words = passage_for("en-GB").text.split()[:60]
    check = check_reading(_spoken(" ".join(words)), LanguageCode.EN_GB)
    assert check.passage == "en"
    assert check.isPassage
    assert check.passageWords == 60
    assert (check.wordsCorrect, check.wordsSkipped, check.wordsAdded) == (60, 0, 0)
    # 60 words, each 0.4 s apart: 59 * 0.4 + 0.32 s from the first start to the last end.
    assert check.wordsPerMinute == pytest.approx(60 / ((59 * 0.4 + 0.32) / 60), abs=0.1)
    assert reading_warning(check) is None


def test_skipped_and_added_words_are_counted() -> None:
    words = passage_for("en-US").text.split()[:40]
    read = [*words[:10], *words[15:30], "um", "well", *words[30:40]]  # five skipped, two added
    check = check_reading(_spoken(" ".join(read)), LanguageCode.EN_US)
    assert check.isPassage
    assert check.wordsSkipped == 5
    assert check.wordsAdded == 2
    assert check.wordsCorrect == 35


def test_talking_instead_of_reading_is_caught() -> None:
    answer = (
        "honestly I have been sleeping badly and work has been a lot lately so I mostly stay "
        "home in the evenings and watch television with my daughter when she visits"
    )
    check = check_reading(_spoken(answer), LanguageCode.EN_US)
    assert not check.isPassage
    warning = reading_warning(check)
    assert warning is not None
    assert "does not follow the passage" in warning


@pytest.mark.parametrize("language", [LanguageCode.ES_ES, LanguageCode.ID_ID, LanguageCode.JA_JP])
def test_every_passage_language_checks_against_its_own_text(language: LanguageCode) -> None:
    text = passage_for(language.value).text
    # Japanese is written without spaces: its words here are its characters, one by one.
    pieces = list(text[:80]) if language is LanguageCode.JA_JP else text.split()[:40]
    check = check_reading(_spoken(" ".join(pieces)), language)
    assert check.passage == language.value.split("-")[0]
    assert check.isPassage


@pytest.fixture(scope="module")
def passage_read_aloud(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped English passage spoken by espeak-ng (the boundary case of a perfect read)."""
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    path = tmp_path_factory.mktemp("passage") / "passage_en.wav"
    subprocess.run(
        ["espeak-ng", "-v", "en-us", "-s", "160", "-w", str(path), passage_for("en").text],
        check=True,
        timeout=60,
    )
    return path


@pytest.mark.slow
def test_a_two_recording_run_tells_the_passage_from_a_free_answer(
    passage_read_aloud: Path, audio_fixtures: Path
) -> None:
    answer = audio_fixtures / "mood_answer_en.flac"
    read = analyze_two_recording(answer, passage_read_aloud, READER, LanguageCode.EN_US)
    takes = read.results.takes
    assert takes is not None
    assert takes.readAloud.readingCheck is not None
    check = takes.readAloud.readingCheck
    assert check.isPassage, check
    assert check.wordsCorrect >= 0.8 * check.passageWords
    assert 100 <= check.wordsPerMinute <= 220
    assert not any("passage" in w for w in read.warnings), read.warnings
    assert takes.moodQuestion.transcript
    assert takes.moodQuestion.words

    talked = analyze_two_recording(answer, answer, READER, LanguageCode.EN_US)
    assert talked.results.takes is not None
    talked_check = talked.results.takes.readAloud.readingCheck
    assert talked_check is not None
    assert not talked_check.isPassage
    assert any("does not follow the passage" in w for w in talked.warnings), talked.warnings

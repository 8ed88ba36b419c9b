"""The reviewed list of risk expressions and its matching (``voxwell.analysis.risk``).

The list covers every language of the service and names a source for every entry; the project's
passages and mood questions, and every transcript of the real-speech set, hold none of it.
"""

from __future__ import annotations

import json

import pytest

from tests.real_speech import REAL_SPEECH, transcripts
from voxwell.analysis.risk import expressions_for, find_risks, risk_sources
from voxwell.analysis.transcribe import Word, whisper_language
from voxwell.api import LanguageCode
from voxwell.passages import mood_prompt_for, passage_for
from voxwell.paths import resource_path

FAMILIES = sorted({whisper_language(code) for code in LanguageCode})


def _words(text: str) -> list[Word]:
    return [Word(part, float(i), float(i) + 0.5) for i, part in enumerate(text.split())]


def test_every_language_of_the_service_has_expressions_with_their_sources() -> None:
    sources = risk_sources()
    document = json.loads(resource_path("safety", "risk_expressions.json").read_text("utf-8"))
    assert set(document["expressions"]) >= set(FAMILIES)
    for family in FAMILIES:
        found = expressions_for(family)
        assert len(found) >= 8, family
        assert {e.category for e in found} == {"suicidal_ideation", "self_harm"}, family
        assert all(e.source in sources for e in found)
        assert all(e.level == 3 and e.pattern for e in found)
        # Suicidal ideation first: the list is read in order by its reviewers.
        assert found[0].category == "suicidal_ideation"
    assert any("PHQ-9" in text for text in sources.values())


@pytest.mark.parametrize(
    ("family", "text", "said"),
    [
        ("en", "Honestly I think I'd be better off dead.", "better off dead."),
        ("en", "Sometimes I want to hurt myself", "hurt myself"),
        ("en", "I don\u2019t want to live any more", "don\u2019t want to live"),
        ("en", "I have had suicidal thoughts", "suicidal"),
        ("es", "A veces pienso en quitarme la vida", "quitarme la vida"),
        ("es", "Creo que estaría mejor muerta", "estaría mejor muerta"),
        ("es", "Estaria mejor muerto", "Estaria mejor muerto"),
        ("id", "Saya merasa lebih baik mati saja", "lebih baik mati"),
        ("id", "Kadang aku ingin bunuh diri", "bunuh diri"),
    ],
)
def test_expressions_are_found_with_their_words_and_time(family: str, text: str, said: str) -> None:
    found = find_risks(_words(text), family)
    assert found, text
    assert found[0].said == said
    first = text.split().index(said.split()[0])
    assert found[0].start == float(first)
    assert found[0].end == float(first + len(said.split()) - 1) + 0.5


def test_japanese_is_matched_by_character_across_word_pieces() -> None:
    pieces = [Word("最近", 0.0, 0.4), Word("死に", 0.4, 0.8), Word("たいと", 0.8, 1.2)]
    found = find_risks(pieces, "ja", "")
    assert [(m.said, m.start, m.end) for m in found] == [("死にたいと", 0.4, 1.2)]


def test_words_near_an_expression_are_not_one() -> None:
    for family, text in [
        ("en", "I killed the weeds myself and I feel alive"),
        ("en", "The dead leaves were better off the path"),
        ("es", "La vida de mi abuela fue larga y feliz"),
        ("id", "Baterai ponsel saya mati kemarin"),
    ]:
        assert find_risks(_words(text), family) == [], text


@pytest.mark.parametrize("language", [code.value for code in LanguageCode])
def test_the_project_passages_and_mood_questions_raise_nothing(language: str) -> None:
    family = whisper_language(LanguageCode(language))
    separator = "" if family == "ja" else " "
    for text in (passage_for(language).text, mood_prompt_for(language)):
        assert find_risks(_words(text), family, separator) == []


def test_the_real_speech_transcripts_raise_nothing() -> None:
    texts = transcripts()
    assert REAL_SPEECH.is_dir()
    for clip, text in texts.items():
        family = clip.split("/", 1)[0]
        family = family if family in FAMILIES else "en"
        assert find_risks(_words(text), family) == [], clip

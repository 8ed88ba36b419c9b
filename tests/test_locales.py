"""A person's languages matched to the languages Voxwell writes (``voxwell.locales``)."""

from __future__ import annotations

from voxwell.locales import UI_LANGUAGES, accepted_languages, best_language


def test_accept_language_is_read_most_wanted_first() -> None:
    header = "fr-CA;q=0.2, es-US, ja;q=0.9, *;q=0.1, en;q=0, id;q=bad"
    assert accepted_languages(header) == ["es-US", "ja", "fr-CA"]
    assert accepted_languages(None) == []
    assert accepted_languages("") == []


def test_the_whole_tag_wins_then_the_language_alone() -> None:
    assert best_language(["es-US"], ["en", "es-US", "es-ES"]) == "es-US"
    assert best_language(["es-MX"], ["en", "es-US"]) == "es-US"
    assert best_language(["es-MX"], ["en", "es", "es-US"]) == "es"
    assert best_language(["ja_JP"], UI_LANGUAGES) == "ja"
    assert best_language(["fr", "id-ID"], UI_LANGUAGES) == "id"
    assert best_language(["fr"], UI_LANGUAGES) is None
    assert best_language(["JA"], ["ja"]) == "ja"

"""Display words: every model kind, take slot and session status has a label; clock times."""

from __future__ import annotations

import pytest

from voxwell import wording
from voxwell.analysis.live_measures import HELIOS_FIELDS
from voxwell.analysis.measures import DISORDER_PRIORS
from voxwell.analysis.risk import expressions_for
from voxwell.api import BirthSex, LanguageCode, ModelKind, SessionStatus, TakeSlot
from voxwell.wording import (
    RISK_CATEGORY_WORDS,
    birth_sex_label,
    format_clock,
    language_name,
    model_description,
    model_label,
    slot_label,
    status_label,
)


@pytest.mark.parametrize(
    ("seconds", "text"), [(0, "0:00"), (9.4, "0:09"), (59.6, "1:00"), (180, "3:00"), (-3, "0:00")]
)
def test_clock_times_read_as_minutes_and_seconds(seconds: float, text: str) -> None:
    assert format_clock(seconds) == text


def test_every_word_of_the_vocabulary_has_its_own_label() -> None:
    slots = [slot_label(slot) for slot in TakeSlot]
    kinds = [model_description(kind) for kind in ModelKind]
    statuses = [status_label(status) for status in SessionStatus]
    sexes = [birth_sex_label(sex) for sex in BirthSex]
    languages = [language_name(code) for code in LanguageCode]
    for labels in (slots, kinds, statuses, sexes, languages):
        assert all(labels)
        assert len(set(labels)) == len(labels)


def test_labels_take_the_stored_values_too() -> None:
    assert slot_label("moodQuestion") == slot_label(TakeSlot.MOOD_QUESTION) == "Mood question"
    assert model_label("apollo") == "Two-recording"
    assert model_description(ModelKind.MENTAL_WELLNESS) == "Mental wellness (one recording)"
    assert status_label("complete") == "Complete"
    assert birth_sex_label("UNKNOWN") == birth_sex_label(BirthSex.UNKNOWN) == "Not given"
    assert language_name("es-US") == "Spanish (United States)"
    assert language_name("xx-YY") == "xx-YY"  # a code this version has no name for


def test_every_category_of_the_risk_list_has_its_words() -> None:
    """An alert names the category of the words it quotes; a category added to the list without
    words here would reach the clinician as its key."""
    shipped = {e.category for family in ("en", "es", "id", "ja") for e in expressions_for(family)}
    assert shipped == set(RISK_CATEGORY_WORDS)
    labels = {e.category: e.label for family in ("en", "ja") for e in expressions_for(family)}
    assert all(RISK_CATEGORY_WORDS[key] == label for key, label in labels.items())


def test_every_field_that_can_be_a_voice_cue_has_its_words() -> None:
    """The engine's policy counts the live summary's wellness fields and disorder probabilities
    as voice cues; each must reach the clinician in words, not as its key."""
    fields = {*HELIOS_FIELDS, *(f"{disorder}_probability" for disorder in DISORDER_PRIORS)}
    assert fields == set(wording._CUE_FIELD_WORDS)

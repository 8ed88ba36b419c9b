"""Consent belongs to one person: any change of who the form shows lets it lapse."""

from __future__ import annotations

import dataclasses

import pytest

from voxwell.desk.consent import Consent, Person

P_4009 = Person("P-4009", 1971, 5, None, "FEMALE")


def test_consent_holds_only_for_the_person_it_was_given_for() -> None:
    consent = Consent()
    assert not consent.holds_for(P_4009), "nothing given yet"
    consent.give(P_4009)
    assert consent.holds_for(P_4009)
    assert consent.holds_for(Person(" P-4009 ", 1971, 5, None, "FEMALE")), "as the draft keeps it"
    consent.withdraw()
    assert not consent.holds_for(P_4009)


@pytest.mark.parametrize(
    "change",
    [
        {"label": "R-5001"},
        {"birth_year": 1972},
        {"birth_month": None},
        {"birth_day": 3},
        {"birth_sex": "MALE"},
    ],
    ids=lambda change: next(iter(change)),
)
def test_any_other_person_has_no_consent(change: dict[str, object]) -> None:
    consent = Consent()
    consent.give(P_4009)
    assert not consent.holds_for(dataclasses.replace(P_4009, **change))  # type: ignore[arg-type]

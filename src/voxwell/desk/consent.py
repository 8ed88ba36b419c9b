"""Consent belongs to one person: given for the person the form shows, it lapses as soon as the
form shows anyone else (another label, date of birth or birth sex).

The setup form holds one :class:`Consent` and asks it, at every change of a personal field,
whether the box may stay ticked. Qt-free.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Consent", "Person"]


@dataclass(frozen=True)
class Person:
    """Who the form is about: the fields that tell one person from another."""

    label: str
    birth_year: int
    birth_month: int | None
    birth_day: int | None
    birth_sex: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "label", self.label.strip())  # as the draft keeps it


class Consent:
    """The consent given on the form, and whom it was given for."""

    def __init__(self) -> None:
        self._for: Person | None = None

    def give(self, person: Person) -> None:
        self._for = person

    def withdraw(self) -> None:
        self._for = None

    def holds_for(self, person: Person) -> bool:
        """Whether consent was given for exactly this person (a change of any field: no)."""
        return self._for is not None and self._for == person

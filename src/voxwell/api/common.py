"""Shared request types: tags, user details, and the 422 validation error shape."""

from __future__ import annotations

from datetime import date

from pydantic import StrictInt, field_validator

from voxwell.api.base import InputModel, OutputModel, WireDate, WireLabel, WireName, WireText
from voxwell.api.enums import BirthSex

__all__ = [
    "HTTPValidationError",
    "Tag",
    "UserDetails",
    "UserDetailsShort",
    "ValidationError",
    "birth_date_parts",
    "known_birth_date",
]

UserLabel = WireLabel


class Tag(InputModel):
    name: WireName
    value: WireText


class UserDetailsShort(InputModel):
    userLabel: UserLabel


class UserDetails(InputModel):
    userLabel: UserLabel
    dateOfBirth: WireDate
    birthSex: BirthSex

    @field_validator("dateOfBirth")
    @classmethod
    def _plausible_birth_date(cls, value: date) -> date:
        if value > date.today():
            raise ValueError("date of birth is in the future")
        if value.year < 1900:
            raise ValueError("date of birth is before 1900")
        return value

    @classmethod
    def from_partial(
        cls,
        user_label: str,
        year: int,
        month: int | None,
        day: int | None,
        birth_sex: BirthSex,
    ) -> UserDetails:
        """Build details from a birth date whose day or month may be unknown (they become 01)."""
        born = date(year, month or 1, day if (month and day) else 1)
        return cls(userLabel=user_label, dateOfBirth=born, birthSex=birth_sex)


def known_birth_date(year: int, month: int | None, day: int | None) -> str:
    """A date of birth as far as it is known: ``1980``, ``1980-05`` or ``1980-05-17``.

    The wire date fills unknown parts with 01 (``UserDetails.from_partial``), so this is how a
    record keeps, and an export shows, which parts are real. A day without its month is dropped,
    as on the wire.
    """
    if not month:
        return f"{year:04d}"
    return f"{year:04d}-{month:02d}" + (f"-{day:02d}" if day else "")


class ValidationError(OutputModel):
    """One entry of a 422 body: where (``loc``), what (``msg``) and its kind (``type``)."""

    loc: list[str | StrictInt]
    msg: str
    type: str


class HTTPValidationError(OutputModel):
    detail: list[ValidationError] | None = None


def birth_date_parts(text: str) -> tuple[int, int | None, int | None]:
    """Year, month and day of ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD`` (a 0 part is unknown).

    The inverse of :func:`known_birth_date`; ``ValueError`` for anything else. The range of
    each part is checked where the date is built (``UserDetails.from_partial``).
    """
    parts = text.strip().split("-")
    if not 1 <= len(parts) <= 3:
        raise ValueError(f"not a date of birth: {text!r}")
    year, month, day = [*(int(part) for part in parts), 0, 0][:3]
    return year, month or None, day or None

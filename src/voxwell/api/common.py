"""Shared request types: tags, user details, and the 422 validation error shape."""

from __future__ import annotations

from datetime import date

from pydantic import Field, StrictInt, field_validator

from voxwell.api.base import InputModel, OutputModel, WireDate, WireName, WireStr, WireText
from voxwell.api.enums import BirthSex

__all__ = ["HTTPValidationError", "Tag", "UserDetails", "UserDetailsShort", "ValidationError"]

UserLabel = WireStr


class Tag(InputModel):
    name: WireName
    value: WireText


class UserDetailsShort(InputModel):
    userLabel: UserLabel = Field(min_length=1, max_length=256)


class UserDetails(InputModel):
    userLabel: UserLabel = Field(min_length=1, max_length=256)
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


class ValidationError(OutputModel):
    """One entry of a 422 body: where (``loc``), what (``msg``) and its kind (``type``)."""

    loc: list[str | StrictInt]
    msg: str
    type: str


class HTTPValidationError(OutputModel):
    detail: list[ValidationError] | None = None

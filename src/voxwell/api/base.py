"""Model bases and wire scalar types shared by every schema module.

Inputs (bodies a client sends) forbid unknown fields and refuse lax coercions; outputs (bodies a
service returns) ignore unknown fields, so that a newer hosted service does not break an older
client.
Timestamps go out as ``YYYY-MM-DDTHH:MM:SS+HH:MM``; dates must come in as ``YYYY-MM-DD`` strings.
Every string a client sends must be valid Unicode text (a lone surrogate such as ``"\\udfff"``
cannot be stored or sent back); a string field may not hold the NUL character ``"\\u0000"`` and
has a length limit; free-form JSON (user data) must hold only valid text and finite numbers
(``NaN`` and ``Infinity`` are not JSON).
"""

from __future__ import annotations

import math
import re
from datetime import UTC, date, datetime
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    StrictBool,
    StrictStr,
    StringConstraints,
)

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_TEXT_LENGTH",
    "InputModel",
    "OutputModel",
    "WireBool",
    "WireDate",
    "WireDateTime",
    "WireJsonObject",
    "WireLabel",
    "WireName",
    "WireStr",
    "WireText",
]

MAX_NAME_LENGTH = 256
"""Longest name-like string a client may send (labels, types, tag names)."""

MAX_TEXT_LENGTH = 4096
"""Longest free-text string field a client may send (a tag's value)."""

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _require_iso_date(value: Any) -> Any:
    """Accept a ``date`` or a ``YYYY-MM-DD`` string; refuse numbers and other shapes."""
    if isinstance(value, datetime):
        raise ValueError("expected a date (YYYY-MM-DD), not a date-time")
    if isinstance(value, date) or (isinstance(value, str) and _ISO_DATE.match(value)):
        return value
    raise ValueError("expected an ISO 8601 date string YYYY-MM-DD")


def _require_aware(value: datetime) -> datetime:
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def _serialise_datetime(value: datetime) -> str:
    return _require_aware(value).replace(microsecond=0).isoformat()


WireDate = Annotated[date, BeforeValidator(_require_iso_date)]
"""A calendar date sent as ``YYYY-MM-DD``; ``0`` or ``"2024"`` are refused."""

WireDateTime = Annotated[datetime, PlainSerializer(_serialise_datetime, return_type=str)]
"""A timestamp serialised as ``YYYY-MM-DDTHH:MM:SS+HH:MM`` (naive values are taken as UTC)."""


def _require_text(value: str) -> str:
    """Refuse strings that are not valid Unicode text (lone surrogates cannot be UTF-8)."""
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ValueError(
                "must be valid Unicode text (it holds a lone surrogate, which is not UTF-8)"
            ) from exc
    return value


def _require_field_text(value: str) -> str:
    """A string field's text: valid Unicode, and without the NUL character.

    No text column can hold NUL (PostgreSQL refuses it; C code ends a string at it). Free-form
    JSON may hold it: it is stored as JSON text, where it is the escape ``\\u0000``.
    """
    if "\x00" in value:
        raise ValueError("must be text without the NUL character (U+0000)")
    return _require_text(value)


_NO_NUL = {"pattern": "^[^\\u0000]*$"}
"""The NUL rule in the OpenAPI description, so that clients generated from it know it too."""


def _where(path: list[str | int]) -> str:
    return "".join(f"[{p!r}]" for p in path) or "the value"


def _require_json_tree(value: dict[str, Any]) -> dict[str, Any]:
    """Refuse JSON holding non-text strings or non-finite numbers (walked without recursion)."""
    stack: list[tuple[Any, list[str | int]]] = [(value, [])]
    while stack:
        item, path = stack.pop()
        if isinstance(item, str):
            try:
                _require_text(item)
            except ValueError as exc:
                raise ValueError(f"{_where(path)} {exc}") from None
        elif isinstance(item, float) and not math.isfinite(item):
            raise ValueError(f"{_where(path)} must be a finite number (not NaN or Infinity)")
        elif isinstance(item, dict):
            for key, child in item.items():
                if isinstance(key, str):
                    try:
                        _require_text(key)
                    except ValueError as exc:
                        raise ValueError(f"a key in {_where(path)} {exc}") from None
                stack.append((child, [*path, key]))
        elif isinstance(item, list):
            stack.extend((child, [*path, index]) for index, child in enumerate(item))
    return value


WireBool = StrictBool
WireStr = Annotated[
    StrictStr, AfterValidator(_require_field_text), Field(json_schema_extra=_NO_NUL)
]
"""A string that is valid Unicode text (no lone surrogates, no NUL); use a bounded alias for
fields."""

# The length limits come before the text check: a limit given after it (``Field(max_length)``
# on ``WireStr``) is checked as a generic length and refused as "at most N items".
WireName = Annotated[
    StrictStr,
    StringConstraints(max_length=MAX_NAME_LENGTH),
    AfterValidator(_require_field_text),
    Field(json_schema_extra=_NO_NUL),
]
"""A name-like string: at most ``MAX_NAME_LENGTH`` characters."""

WireText = Annotated[
    StrictStr,
    StringConstraints(max_length=MAX_TEXT_LENGTH),
    AfterValidator(_require_field_text),
    Field(json_schema_extra=_NO_NUL),
]
"""A free-text string: at most ``MAX_TEXT_LENGTH`` characters."""


# What counts as a space: Python's str.isspace() and the \\s of the ECMAScript regular expressions
# that OpenAPI patterns use, together, so that the validator and the published pattern agree on
# every string (Python alone adds U+001C-U+001F and U+0085; ECMAScript alone adds U+FEFF).
_BLANK = (
    "\t\n\v\f\r \x1c\x1d\x1e\x1f\x85\xa0\u1680"
    + "".join(chr(c) for c in range(0x2000, 0x200B))
    + "\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_BLANK_SET = frozenset(_BLANK)


def _require_not_blank(value: str) -> str:
    if all(character in _BLANK_SET for character in value):
        raise ValueError("must not be empty or only spaces")
    return value


_NOT_BLANK = {
    "pattern": "^[^\\u0000]*[^\\u0000"
    + "".join(f"\\u{ord(c):04x}" for c in _BLANK)
    + "][^\\u0000]*$"
}
"""The NUL rule and the blank rule in the OpenAPI description: a character other than a space."""

WireLabel = Annotated[
    StrictStr,
    StringConstraints(min_length=1, max_length=MAX_NAME_LENGTH),
    AfterValidator(_require_field_text),
    AfterValidator(_require_not_blank),
    Field(json_schema_extra=_NOT_BLANK),
]
"""A label that names something (a user, a questionnaire type): a name-like string with more
than spaces in it, kept as sent (not trimmed)."""

WireJsonObject = Annotated[dict[str, Any], AfterValidator(_require_json_tree)]
"""A free-form JSON object: text strings (keys too) and finite numbers only."""


class _WireModel(BaseModel):
    def to_wire(self) -> dict[str, Any]:
        """The JSON object as it goes on the wire (unset optional fields left out)."""
        return self.model_dump(mode="json", exclude_none=True)


class InputModel(_WireModel):
    """A request body: unknown fields are an error."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class OutputModel(_WireModel):
    """A response body: unknown fields from a newer service are ignored."""

    model_config = ConfigDict(extra="ignore")

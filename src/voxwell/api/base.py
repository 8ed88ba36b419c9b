"""Model bases and wire scalar types shared by every schema module.

Inputs (bodies a client sends) forbid unknown fields and refuse lax coercions; outputs (bodies a
service returns) ignore unknown fields, so that a newer hosted service does not break an older
client.
Timestamps go out as ``YYYY-MM-DDTHH:MM:SS+HH:MM``; dates must come in as ``YYYY-MM-DD`` strings.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, PlainSerializer, StrictBool, StrictStr

__all__ = ["InputModel", "OutputModel", "WireBool", "WireDate", "WireDateTime", "WireStr"]

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _require_iso_date(value: Any) -> Any:
    """Accept a ``date`` or a ``YYYY-MM-DD`` string; refuse numbers and other shapes."""
    if isinstance(value, datetime):
        raise ValueError("expected a date (YYYY-MM-DD), not a date-time")
    if isinstance(value, date):
        return value
    if isinstance(value, str) and _ISO_DATE.match(value):
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

WireBool = StrictBool
WireStr = StrictStr


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

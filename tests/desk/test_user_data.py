"""User data checked before it is sent: JSON objects only, and no personal identifiers."""

from __future__ import annotations

import re

import pytest

from voxwell.desk.user_data import describe_422, identifier_lines, parse_user_json


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Enter or load the JSON data"),
        ('{"hoursSlept": 6.5,}', "not valid JSON: Expecting property name"),
        ('{\n  "a": 1\n  "b": 2\n}', "line 3, column 3"),
        ("[1, 2]", "must be a JSON object ({...}), not a array"),
    ],
)
def test_json_is_checked_locally(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        parse_user_json(text)


def test_each_identifier_is_named_with_its_place_and_kind() -> None:
    data = {
        "date": "2026-11-27",
        "notes": ["slept well", "call me on +44 7700 900123"],
        "profile": {"ssn": "123-45-6789", "hoursSlept": 6.5},
    }
    lines = identifier_lines(data)
    assert [line.split(": This looks like ")[0] for line in lines] == [
        "data → notes → 1",
        "data → profile → ssn",
    ]
    assert "a phone number;" in lines[0]
    assert "a personal identifier (by its name);" in lines[1]
    assert all(line.endswith("Remove it or replace it with a label.") for line in lines)


def test_dates_times_and_measures_are_not_identifiers() -> None:
    data = {
        "date": "2026-11-27",
        "bedtime": "2026-11-26T23:15:00+01:00",
        "steps": 10234,
        "hoursSlept": 6.5,
        "mood": "tired but calm",
    }
    assert identifier_lines(data) == []


def test_a_services_refusals_read_as_places_and_reasons() -> None:
    details = [
        {"loc": ["path", "upload_type"], "msg": "Unknown upload type 'x'."},
        {"loc": ["body", "data", "notes", 1], "msg": "This looks like a phone number."},
        {"msg": "Something else."},
    ]
    assert describe_422(details) == [
        "path → upload_type: Unknown upload type 'x'.",
        "data → notes → 1: This looks like a phone number.",
        "request: Something else.",
    ]

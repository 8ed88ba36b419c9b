"""The session draft: the stored create-run body, the draft made again from it, label warnings."""

from __future__ import annotations

from typing import Any

import pytest

from voxwell.api import BirthSex, LanguageCode
from voxwell.history import HistoryStore
from voxwell.sessions.draft import (
    SessionDraft,
    create_session_record,
    draft_from_record,
    identifier_warning,
    request_json,
)


def _draft(model_kind: str = "mental-wellness", **changes: Any) -> SessionDraft:
    values: dict[str, Any] = {
        "user_label": "P-0300",
        "birth_year": 1988,
        "birth_month": 2,
        "birth_day": None,
        "birth_sex": BirthSex.INTERSEX,
        "language": LanguageCode.ES_US,
        "model_kind": model_kind,
        "consent": True,
    }
    values.update(changes)
    return SessionDraft(**values)


def test_request_json_fills_unknown_date_parts() -> None:
    body = request_json(_draft(birth_month=None))
    assert body["user"] == {
        "userLabel": "P-0300",
        "dateOfBirth": "1988-01-01",
        "birthSex": "INTERSEX",
    }
    assert body["language"] == "es-US"
    assert (
        request_json(_draft(birth_month=2, birth_day=None))["user"]["dateOfBirth"] == "1988-02-01"
    )
    assert (
        request_json(_draft(birth_month=2, birth_day=29 - 1))["user"]["dateOfBirth"] == "1988-02-28"
    )


def test_draft_round_trips_through_the_stored_request(store: HistoryStore) -> None:
    draft = _draft("apollo", birth_day=17)
    record = create_session_record(
        store, draft, {"readAloud": "b.wav", "moodQuestion": "a.wav"}, service_name="X", base_url=""
    )
    assert list(record.takes) == ["moodQuestion", "readAloud"]  # recorded order, not given order
    assert draft_from_record(record) == draft


@pytest.mark.parametrize(
    ("month", "day", "known"),
    [(None, None, "1988"), (2, None, "1988-02"), (None, 17, "1988"), (2, 17, "1988-02-17")],
)
def test_an_unknown_month_or_day_stays_unknown_in_the_record(
    store: HistoryStore, month: int | None, day: int | None, known: str
) -> None:
    # The wire fills unknown parts with 01; the record keeps which parts were given.
    draft = _draft(birth_month=month, birth_day=day)
    record = create_session_record(
        store, draft, {"recording": "a.wav"}, service_name="X", base_url=""
    )
    assert record.birth_date_known == known
    assert store.get(record.id).birth_date_known == known
    again = draft_from_record(record)
    assert (again.birth_year, again.birth_month) == (1988, month)
    assert again.birth_day == (day if month else None)  # a day without its month is not kept


def test_a_record_stored_before_the_known_date_was_kept_uses_the_wire_date(
    store: HistoryStore,
) -> None:
    record = store.create_session(
        user_label="P-0300",
        model_kind="mental-wellness",
        service_name="X",
        base_url="",
        language="es-US",
        request_json=request_json(_draft(birth_month=None)),
        takes={"recording": "a.wav"},
    )
    assert record.birth_date_known is None
    again = draft_from_record(record)
    assert (again.birth_year, again.birth_month, again.birth_day) == (1988, 1, 1)


@pytest.mark.parametrize(
    ("label", "warned"),
    [
        ("P-0042", False),
        ("study7-visit2", False),
        ("Maria Gonzalez", True),
        ("maria.gonzalez@example.org", True),
        ("123-45-6789", True),
        ("P 046 454 286", True),
    ],
)
def test_identifier_warning(label: str, warned: bool) -> None:
    assert (identifier_warning(label) is not None) == warned

"""User data uploads: the personal-identifier screen and the ``user_data`` table.

The service must not receive personally identifiable data as user data, so values (and keys)
that look like e-mail addresses, phone numbers or national identity numbers are refused before
anything is stored; each finding names where it is (``loc``) and what it looks like.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

from voxwell.engine.db import Database

__all__ = ["Finding", "UserDataStore", "find_identifiers"]

Finding = tuple[tuple[str | int, ...], str]
"""Where an identifier was found (path inside ``data``) and what it looks like."""

_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
_PHONE = re.compile(r"(?<![\w.])\+?\(?\d[\d ()./-]{6,}\d(?![\w.])")
_DATE_LIKE = re.compile(r"^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}")
_SSN = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
_NINO = re.compile(r"(?<![A-Za-z])[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z])")
_IDENTIFIER_KEYS = re.compile(
    r"^(e-?mail(address)?|phone(number)?|mobile|telephone|ssn|social_?security(_?number)?|"
    r"national_?id(_?number)?|passport(_?number)?|nino|sin)$",
    re.IGNORECASE,
)


def _is_timestamp(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        try:
            date.fromisoformat(text)
        except ValueError:
            return False
    return True


def _looks_like(text: str) -> str | None:
    """What kind of identifier ``text`` contains, or None."""
    if _EMAIL.search(text):
        return "an e-mail address"
    if _SSN.search(text) or _NINO.search(text):
        return "a national identity number"
    if _is_timestamp(text.strip()):
        return None
    for match in _PHONE.finditer(text):
        candidate = match.group(0)
        digits = sum(ch.isdigit() for ch in candidate)
        if 9 <= digits <= 15 and not _DATE_LIKE.match(candidate):
            return "a phone number"
    return None


def _walk(value: Any, path: tuple[str | int, ...]) -> Iterator[Finding]:
    if isinstance(value, dict):
        for key, item in value.items():
            kind = _looks_like(str(key))
            if kind is not None:
                yield (*path, key), f"the key {kind}"
            elif _IDENTIFIER_KEYS.match(str(key)) and item not in (None, "", [], {}):
                yield (*path, key), "a personal identifier (by its name)"
                continue
            yield from _walk(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, (*path, index))
    elif isinstance(value, str):
        kind = _looks_like(value)
        if kind is not None:
            yield path, kind


def find_identifiers(data: dict[str, Any]) -> list[Finding]:
    """Every place in ``data`` that looks like a personal identifier."""
    return list(_walk(data, ()))


class UserDataStore:
    """The ``user_data`` table."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, key_id: str, upload_type: str, user_label: str, data: dict[str, Any]) -> str:
        upload_id = str(uuid.uuid4())
        with self._db.write() as tx:
            tx.execute(
                "INSERT INTO user_data (id, key_id, upload_type, user_label, data_json,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (upload_id, key_id, upload_type, user_label, json.dumps(data), time.time()),
            )
        return upload_id

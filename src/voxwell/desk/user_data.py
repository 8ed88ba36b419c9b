"""User data as the user data tab checks it before sending, and the service's refusals read back.

The JSON must parse and be an object (a syntax error is given with its line and column), and it
must hold nothing that looks like a personal identifier (:mod:`voxwell.identifiers`, the screen
the bundled engine applies too): identifiers are never sent, to any service, so a hosted region
that does not screen them never receives them either. Qt-free.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from voxwell.i18n import translate
from voxwell.identifiers import find_identifiers, refusal

__all__ = ["describe_422", "identifier_lines", "parse_user_json"]


def parse_user_json(text: str) -> dict[str, Any]:
    """The JSON object in ``text``; ``ValueError`` with a plain message (and where) otherwise."""
    if not text.strip():
        raise ValueError(translate("UserData", "Enter or load the JSON data to upload."))
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(
            translate(
                "UserData", "The data is not valid JSON: {problem} at line {line}, column {column}."
            ).format(problem=exc.msg, line=exc.lineno, column=exc.colno)
        ) from exc
    if not isinstance(value, dict):
        kind = type(value).__name__.replace("dict", "object").replace("list", "array")
        raise ValueError(
            translate("UserData", "The data must be a JSON object ({{...}}), not a {kind}.").format(
                kind=kind
            )
        )
    return value


def _place(parts: Sequence[object]) -> str:
    """``data → notes → 1``: where in the upload, as the tab names it."""
    return " → ".join(str(p) for p in parts) if parts else translate("UserData", "request")


def identifier_lines(data: Mapping[str, Any]) -> list[str]:
    """One line per place in ``data`` that looks like a personal identifier (none: [])."""
    return [
        f"{_place(('data', *where))}: {refusal(kind)}"
        for where, kind in find_identifiers(dict(data))
    ]


def describe_422(details: Sequence[Mapping[str, object]]) -> list[str]:
    """One plain line per ``detail`` entry of a service's 422: where (without ``body``) and what."""
    lines = []
    for entry in details:
        parts = entry.get("loc")
        loc = [p for p in parts if p != "body"] if isinstance(parts, list) else []
        message = entry.get("msg", translate("UserData", "not accepted"))
        lines.append(f"{_place(loc)}: {message}")
    return lines

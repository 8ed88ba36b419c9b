"""What looks like a personal identifier in user data: one screen, shared by the engine (which
refuses such data) and the app (which never sends it, to any service).

The service must not receive personally identifiable data as user data (the interface's general
rules), so values (and keys) that look like e-mail addresses, phone numbers or national identity
numbers are found before anything is stored or sent; each finding names where it is (its path
inside the data) and what it looks like. Qt-free, and free of the engine and the client.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

__all__ = ["MAX_FINDINGS", "Finding", "find_identifiers", "refusal"]

Finding = tuple[tuple[str | int, ...], str]
"""Where an identifier was found (path inside ``data``) and what it looks like."""

MAX_FINDINGS = 100
"""Findings reported at most: enough to fix a body, and the 422 stays small."""

# Every check below takes time linear in the text it reads, and each regular expression call is
# short, so a 1 MiB value (the body cap) is screened in well under a second without holding the
# interpreter lock for long: other requests keep being answered while it runs. The e-mail and
# phone patterns this replaces backtracked over every start position (time ~ length squared).
_EMAIL_LOCAL = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+-")
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_LABEL = re.compile(r"[A-Za-z0-9-]+")
_DOMAIN_SPAN = 255  # the longest domain name; an address never needs more
# A phone candidate: "+", "(" and a digit, then digits and separators (one greedy run, no nesting).
_PHONE_RUN = re.compile(r"\+?\(?\d[\d ()./-]*")
_RUN_REST = re.compile(r"[\d ()./-]*")
_LONGEST_RUN = 256
_SEPARATORS = " ()./-"
_DATE_LIKE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}")
_SSN = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
_NINO = re.compile(r"(?<![A-Za-z])[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z])")
_IDENTIFIER_KEYS = re.compile(
    r"^(e-?mail(address)?|phone(number)?|mobile|telephone|ssn|social_?security(_?number)?|"
    r"national_?id(_?number)?|passport(_?number)?|nino|sin)$",
    re.IGNORECASE,
)


def _is_timestamp(text: str) -> bool:
    if len(text) > 64:  # no ISO 8601 timestamp is longer
        return False
    try:
        datetime.fromisoformat(text)
    except ValueError:
        try:
            date.fromisoformat(text)
        except ValueError:
            return False
    return True


def _domain_follows(text: str, start: int) -> bool:
    """Whether ``text[start:]`` begins like ``label(.label)*.tld`` (tld: two letters or more)."""
    end = min(len(text), start + _DOMAIN_SPAN)
    label = _LABEL.match(text, start, end)
    if label is None:
        return False
    pos = label.end()
    while pos < end and text[pos] == ".":
        tld = text[pos + 1 : min(pos + 3, end)]
        if len(tld) == 2 and tld[0] in _LETTERS and tld[1] in _LETTERS:
            return True
        label = _LABEL.match(text, pos + 1, end)
        if label is None:
            return False
        pos = label.end()
    return False


def _has_email(text: str) -> bool:
    # Each "@" reads only the domain after it, which holds no other "@": linear overall.
    at = text.find("@")
    step = 0
    while at != -1:
        step += 1
        _breathe(step, every=256)
        if at > 0 and text[at - 1] in _EMAIL_LOCAL and _domain_follows(text, at + 1):
            return True
        at = text.find("@", at + 1)
    return False


_WINDOW = 16 * 1024
"""Characters one regular-expression call reads at most: each call holds the interpreter lock
(no other request is answered meanwhile), so a long value is searched a window at a time."""
_OVERLAP = 32  # longer than any match of the fixed-length patterns, with their look-arounds


def _breathe(step: int, every: int = 512) -> None:
    """Every ``every`` steps, hand the interpreter lock to a waiting thread (the event loop).

    A thread that never blocks keeps the lock for the whole switch interval each time another
    thread asks for it; the event loop asks several times per request, so without this a
    /health call waited tens of milliseconds behind a long screen.
    """
    if step % every == 0:
        time.sleep(0)


def _search_windowed(pattern: re.Pattern[str], text: str) -> bool:
    """``pattern.search(text)`` for a pattern whose matches are shorter than ``_OVERLAP``."""
    for step, start in enumerate(range(0, len(text), _WINDOW)):
        _breathe(step, every=1)
        # Look-behinds see the text before ``start``; only matches that begin in this window
        # count (one near the window's end is found again, whole, in the next window).
        match = pattern.search(text, start, start + _WINDOW + _OVERLAP)
        if match is not None and match.start() < start + _WINDOW:
            return True
    return False


def _phone_runs(text: str) -> Iterator[tuple[int, str]]:
    """Start and text of every phone candidate run, searched a window at a time.

    A run longer than ``_LONGEST_RUN`` (thousands of digits and separators) is no phone
    number; it is stepped over a window at a time and not returned.
    """
    pos = 0
    step = 0
    while pos < len(text):
        step += 1
        _breathe(step, every=64)
        end = min(len(text), pos + _WINDOW)
        found = _PHONE_RUN.search(text, pos, end)
        if found is None:
            pos = end
            continue
        start = found.start()
        whole = _PHONE_RUN.match(text, start, start + _LONGEST_RUN + 1)
        assert whole is not None
        pos = whole.end()
        if pos - start <= _LONGEST_RUN:
            yield start, whole.group()
            continue
        while True:  # the rest of an overlong run
            _breathe(step, every=1)
            rest = _RUN_REST.match(text, pos, pos + _WINDOW)
            assert rest is not None
            pos = rest.end()
            if pos - rest.start() < _WINDOW:
                break


def _word_or_dot(char: str) -> bool:
    return char == "." or char == "_" or char.isalnum()


def _digit_count(text: str) -> int:
    return sum(map(text.count, "0123456789"))


def _has_phone(text: str) -> bool:
    for start, run in _phone_runs(text):
        run = run.rstrip(_SEPARATORS)  # a number ends with a digit
        if start > 0 and _word_or_dot(text[start - 1]):
            # Glued to a word ("ref1 555 ..."): the number can only start after a separator.
            cut = next((i for i, ch in enumerate(run) if ch in _SEPARATORS), len(run))
            rest = run[cut:].lstrip(" )./-")
            start, run = start + len(run) - len(rest), rest
            if not run:
                continue
        end = start + len(run)
        if end < len(text) and _word_or_dot(text[end]):
            continue  # runs on into a word or a decimal
        if 9 <= _digit_count(run) <= 15 and not _DATE_LIKE.match(run.lstrip("+(")):
            return True
    return False


def _looks_like(text: str) -> str | None:
    """What kind of identifier ``text`` contains, or None."""
    if _has_email(text):
        return "an e-mail address"
    if _search_windowed(_SSN, text) or _search_windowed(_NINO, text):
        return "a national identity number"
    if _is_timestamp(text.strip()):
        return None
    if _has_phone(text):
        return "a phone number"
    return None


def _empty(value: Any) -> bool:
    return value is None or (isinstance(value, str | list | dict) and not value)


def find_identifiers(data: dict[str, Any]) -> list[Finding]:
    """Places in ``data`` that look like a personal identifier (at most ``MAX_FINDINGS``).

    Walks with its own stack, so a deeply nested body cannot exhaust the call stack.
    """
    found: list[Finding] = []
    # Entries are values to look at, or findings (on a key) kept in their document order.
    stack: list[tuple[Any, tuple[str | int, ...], str | None]] = [(data, (), None)]
    step = 0
    while stack and len(found) < MAX_FINDINGS:
        step += 1
        _breathe(step)
        value, path, finding = stack.pop()
        if finding is not None:
            found.append((path, finding))
            continue
        children: list[tuple[Any, tuple[str | int, ...], str | None]] = []
        if isinstance(value, dict):
            for key, item in value.items():
                kind = _looks_like(str(key))
                if kind is not None:
                    children.append((None, (*path, key), f"the key {kind}"))
                elif _IDENTIFIER_KEYS.match(str(key)) and not _empty(item):
                    children.append((None, (*path, key), "a personal identifier (by its name)"))
                    continue
                children.append((item, (*path, key), None))
        elif isinstance(value, list):
            children = [(item, (*path, index), None) for index, item in enumerate(value)]
        elif isinstance(value, str):
            kind = _looks_like(value)
            if kind is not None:
                found.append((path, kind))
        stack.extend(reversed(children))  # depth first, in document order
    return found[:MAX_FINDINGS]


def refusal(kind: str) -> str:
    """What is said of one finding of ``kind`` (as ``find_identifiers`` names it)."""
    return (
        f"This looks like {kind}; personal identifiers must not be uploaded as user data. "
        "Remove it or replace it with a label."
    )

"""Words of a text for comparison, and the alignment of two word sequences.

``tokens`` turns a transcript or a reference into what is compared: Unicode NFKC, lower case,
punctuation dropped; English numbers spelt out the way they are read ("1455" → "fourteen fifty
five", so a recogniser that writes digits or words is judged alike); Japanese, written without
spaces, compared character by character. ``align`` counts correct, substituted, deleted and
inserted tokens by Levenshtein alignment. Both the read-aloud check and the accuracy figures
(``evaluation``) use them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Alignment", "align", "number_words", "tokens"]

_ONES = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_CHARACTER_LANGUAGES = frozenset({"ja"})


def number_words(n: int) -> str:
    """A whole number as it is read; years 1100-1999 as pairs ("fourteen fifty five")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " " + number_words(rest))
    if 1100 <= n < 2000 and n % 100:
        return number_words(n // 100) + " " + number_words(n % 100)
    rest = n % 1000
    return number_words(n // 1000) + " thousand" + ("" if rest == 0 else " " + number_words(rest))


def tokens(text: str, language: str = "en") -> list[str]:
    """What of ``text`` is compared, for a language family (``en``, ``es``, ``id``, ``ja``)."""
    text = unicodedata.normalize("NFKC", text).lower().replace("-", " ")
    if language == "en":
        text = re.sub(r"\d+", lambda m: f" {number_words(int(m.group()))} ", text)
        return re.findall(r"[a-z]+(?:'[a-z]+)*", text)
    if language in _CHARACTER_LANGUAGES:
        return [c for c in text if unicodedata.category(c)[0] in "LN"]
    return re.findall(r"[^\W_]+(?:'[^\W_]+)*", text)


@dataclass(frozen=True)
class Alignment:
    """How a hypothesis matches a reference, token by token."""

    correct: int
    substituted: int
    deleted: int
    """Reference tokens missing from the hypothesis."""
    inserted: int
    """Hypothesis tokens not in the reference."""
    reference_used: int
    """Reference tokens covered (all of them, unless aligned with ``open_end``)."""

    @property
    def errors(self) -> int:
        return self.substituted + self.deleted + self.inserted


def align(
    reference: Sequence[str], hypothesis: Sequence[str], *, open_end: bool = False
) -> Alignment:
    """Levenshtein alignment of ``hypothesis`` to ``reference``; with ``open_end`` the reference
    may stop anywhere (a passage read only in part), at the place that costs least."""
    n, m = len(reference), len(hypothesis)
    # cost[i][j]: edits to turn reference[:i] into hypothesis[:j]; move[i][j] how it was reached.
    cost = [[0] * (m + 1) for _ in range(n + 1)]
    move = [[""] * (m + 1) for _ in range(n + 1)]
    for j in range(1, m + 1):
        cost[0][j], move[0][j] = j, "I"
    for i in range(1, n + 1):
        cost[i][0], move[i][0] = i, "D"
        for j in range(1, m + 1):
            same = reference[i - 1] == hypothesis[j - 1]
            options = (
                (cost[i - 1][j - 1] + (0 if same else 1), "C" if same else "S"),
                (cost[i - 1][j] + 1, "D"),
                (cost[i][j - 1] + 1, "I"),
            )
            cost[i][j], move[i][j] = min(options)
    end = min(range(n + 1), key=lambda i: (cost[i][m], -i)) if open_end else n
    counts = {"C": 0, "S": 0, "D": 0, "I": 0}
    i, j = end, m
    while i > 0 or j > 0:
        step = move[i][j]
        counts[step] += 1
        if step in "CS":
            i, j = i - 1, j - 1
        elif step == "D":
            i -= 1
        else:
            j -= 1
    return Alignment(counts["C"], counts["S"], counts["D"], counts["I"], end)

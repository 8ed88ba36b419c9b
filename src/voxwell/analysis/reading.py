"""The read-aloud check: how a read-aloud take's words match the passage the person was shown.

The take's transcript is aligned with the passage of the run's language (``voxwell.passages``,
the app's own texts), from the passage's start to wherever the reading stopped (``text.align``
with an open end): words read correctly, substituted, skipped and added, and the speaking rate.
A take is taken for the passage when at least ``PASSAGE_MATCH`` of its words are the passage's
words in order: a reading scores about 0.9 on real speech, a free answer about 0.1-0.3 (function
words still match now and then), so a person who talked instead of reading is caught.
"""

from __future__ import annotations

from collections.abc import Sequence

from voxwell.analysis.text import align, tokens
from voxwell.analysis.transcribe import Word, join_words, whisper_language
from voxwell.api import LanguageCode, ReadingCheck
from voxwell.passages import passage_for

__all__ = ["PASSAGE_MATCH", "check_reading", "reading_warning"]

PASSAGE_MATCH = 0.5


def check_reading(words: Sequence[Word], language: LanguageCode) -> ReadingCheck:
    """The read-aloud check of a take's recognised ``words`` against the language's passage."""
    passage = passage_for(language.value)
    family = passage.language if passage.is_fallback else whisper_language(language)
    reference = tokens(passage.text, family)
    said = tokens(join_words(words, language), family)
    alignment = align(reference, said, open_end=True)
    minutes = (words[-1].end - words[0].start) / 60.0 if words else 0.0
    return ReadingCheck(
        passage=passage.language,
        passageWords=alignment.reference_used,
        wordsCorrect=alignment.correct,
        wordsSubstituted=alignment.substituted,
        wordsSkipped=alignment.deleted,
        wordsAdded=alignment.inserted,
        wordsPerMinute=round(len(words) / minutes, 1) if minutes > 0 else 0.0,
        isPassage=bool(said) and alignment.correct / len(said) >= PASSAGE_MATCH,
    )


def reading_warning(check: ReadingCheck) -> str | None:
    """The run's warning when the read-aloud take is not the passage, else None."""
    if check.isPassage:
        return None
    return (
        "The read-aloud recording does not follow the passage "
        f"({check.wordsCorrect} of {check.passageWords} passage words heard in order): the person "
        "may have talked instead of reading. Record the read-aloud take again from the passage."
    )

"""A session analysed again in the language its takes were spoken in, with nothing recorded again.

A run whose takes hold speech but no words in the session's language ends
``ERR_TRANSCRIPTION_FAILED``; most often the person spoke another language than the one chosen.
``language_heard_instead`` runs the analysis's own language check on the takes (so it works for
every service, also one whose reason does not name the language), and ``session_in_language``
stores a new session of the same takes in that language: the failed run stays in the history as
it ended, and the takes are the same files.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from voxwell.api import LanguageCode
from voxwell.errors import VoxwellError
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.draft import create_session_record, draft_from_record

__all__ = ["language_heard_instead", "language_to_offer", "session_in_language"]

_USUAL: dict[str, LanguageCode] = {
    "en": LanguageCode.EN_US,
    "es": LanguageCode.ES_ES,
    "id": LanguageCode.ID_ID,
    "ja": LanguageCode.JA_JP,
}
"""The variant offered for a language heard when none shares the session's region."""


def language_to_offer(heard: str, session: LanguageCode) -> LanguageCode | None:
    """The service language to offer for speech heard as ``heard`` (Whisper's code, ``es``) in a
    session of ``session``: None when it is the session's own language or one the service does
    not take. The variant of the session's region comes first (en-US hearing Spanish: es-US)."""
    from voxwell.analysis.transcribe import whisper_language

    if heard == whisper_language(session):
        return None
    variants = [code for code in LanguageCode if whisper_language(code) == heard]
    region = session.value.partition("-")[2]
    for code in variants:
        if region and code.value.partition("-")[2] == region:
            return code
    return _USUAL.get(heard, variants[0] if variants else None)


def language_heard_instead(record: SessionRecord) -> LanguageCode | None:
    """The one language every take of ``record`` sounds like, when it is not the session's own
    and the service takes it; None when the takes give no verdict, disagree, or sound like the
    session's language. Slow (decodes and checks each take): call it off the event loop."""
    from voxwell.analysis import language_heard

    session = LanguageCode(record.language)
    offers: set[LanguageCode | None] = set()
    for path in record.takes.values():
        try:
            guess = language_heard(Path(path))
        except VoxwellError:
            return None  # a take that cannot be read: analysing it again would not help
        if guess is not None:
            offers.add(language_to_offer(guess.code, session))
    return offers.pop() if len(offers) == 1 else None


def session_in_language(
    store: HistoryStore, record: SessionRecord, language: LanguageCode
) -> SessionRecord:
    """A new session of ``record``'s person and takes in ``language``, stored ready to upload to
    the same service; ``record`` and its run are left as they are."""
    draft = dataclasses.replace(draft_from_record(record), language=language)
    return create_session_record(
        store,
        draft,
        dict(record.takes),
        service_name=record.service_name,
        base_url=record.base_url,
    )

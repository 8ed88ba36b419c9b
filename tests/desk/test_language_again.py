"""A wrong-language take is one click from right, without Qt: a clinician's Spanish-speaking
patient recorded in an en-US session lost the take, because the only button was "Record again".

The language check is the analysis's own, on real speech (``../shared/real-speech``; those tests
skip cleanly without it); the new session is stored in a real history file.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.desk.test_live_monitor import draft
from tests.real_speech import LJ_WER_CLIPS, build, language_clips
from voxwell.api import LanguageCode, ModelKind
from voxwell.desk.language_again import (
    language_heard_instead,
    language_to_offer,
    session_in_language,
)
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.draft import create_session_record


def _session(
    store: HistoryStore, takes: dict[str, Path], language: LanguageCode, model: ModelKind
) -> SessionRecord:
    """A session of ``draft``'s person in ``language``, whose recordings are to be deleted."""
    chosen = dataclasses.replace(draft(model.value), language=language, delete_data=True)
    paths = {slot: str(path) for slot, path in takes.items()}
    return create_session_record(store, chosen, paths, service_name="Team", base_url="http://x")


@pytest.mark.parametrize(
    ("heard", "session", "offered"),
    [
        ("es", LanguageCode.EN_US, LanguageCode.ES_US),  # the session's region first
        ("en", LanguageCode.ES_US, LanguageCode.EN_US),
        ("es", LanguageCode.EN_GB, LanguageCode.ES_ES),  # no Spanish of that region
        ("en", LanguageCode.JA_JP, LanguageCode.EN_US),
        ("en", LanguageCode.ES_ES, LanguageCode.EN_US),
        ("id", LanguageCode.EN_AU, LanguageCode.ID_ID),
        ("ja", LanguageCode.ID_ID, LanguageCode.JA_JP),
        ("es", LanguageCode.ES_ES, None),  # the session's own language
        ("en", LanguageCode.EN, None),
        ("fr", LanguageCode.EN_US, None),  # not a language the service takes
    ],
)
def test_the_language_offered_follows_the_session_s_region(
    heard: str, session: LanguageCode, offered: LanguageCode | None
) -> None:
    assert language_to_offer(heard, session) is offered


@pytest.mark.parametrize(
    ("spoken", "session", "offered"),
    [
        ("es", LanguageCode.EN_US, LanguageCode.ES_US),
        ("id", LanguageCode.JA_JP, LanguageCode.ID_ID),
        ("ja", LanguageCode.ES_ES, LanguageCode.JA_JP),
    ],
)
def test_real_speech_in_another_language_is_named(
    tmp_path: Path,
    store: HistoryStore,
    spoken: str,
    session: LanguageCode,
    offered: LanguageCode,
) -> None:
    take = build(language_clips(spoken), tmp_path, spoken).path
    record = _session(store, {"recording": take}, session, ModelKind.MENTAL_WELLNESS)
    assert language_heard_instead(record) is offered


def test_takes_in_the_session_s_language_or_in_two_languages_offer_nothing(
    tmp_path: Path, store: HistoryStore
) -> None:
    english = build(LJ_WER_CLIPS, tmp_path, "en").path
    spanish = build(language_clips("es"), tmp_path, "es").path
    english_only = _session(
        store, {"recording": english}, LanguageCode.EN_GB, ModelKind.MENTAL_WELLNESS
    )
    assert language_heard_instead(english_only) is None
    # Spanish heard in one take, the session's English in the other: analysing both again in
    # Spanish would lose the English one, so recording again is the only advice.
    mixed = _session(
        store, {"moodQuestion": spanish, "readAloud": english}, LanguageCode.EN_US, ModelKind.APOLLO
    )
    assert language_heard_instead(mixed) is None


def test_a_take_that_cannot_be_read_offers_nothing(tmp_path: Path, store: HistoryStore) -> None:
    broken = tmp_path / "take.wav"
    broken.write_bytes(b"RIFF not really a recording")
    record = _session(store, {"recording": broken}, LanguageCode.EN_US, ModelKind.MENTAL_WELLNESS)
    assert language_heard_instead(record) is None


def test_the_new_session_has_the_same_person_and_takes_and_the_old_one_stays(
    tmp_path: Path, store: HistoryStore
) -> None:
    takes = {"moodQuestion": tmp_path / "mood.wav", "readAloud": tmp_path / "read.wav"}
    old = _session(store, takes, LanguageCode.EN_US, ModelKind.APOLLO)
    failed = store.update(
        old.id,
        status="failed",
        run_id="run-1",
        error_code="ERR_TRANSCRIPTION_FAILED",
        error_reason="no words in en-US",
    )

    again = session_in_language(store, failed, LanguageCode.ES_US)

    assert again.id != failed.id
    assert again.status == "recorded"
    assert again.run_id is None
    assert again.takes == failed.takes
    assert again.language == "es-US"
    assert again.request_json["language"] == "es-US"
    assert again.request_json["user"] == failed.request_json["user"]
    assert again.request_json["deleteData"] is True
    assert again.birth_date_known == failed.birth_date_known == "1980-05"
    assert (again.model_kind, again.service_name, again.base_url) == ("apollo", "Team", "http://x")
    # The failed run is kept as it ended.
    kept = store.get(failed.id)
    assert (kept.status, kept.error_code, kept.language) == (
        "failed",
        "ERR_TRANSCRIPTION_FAILED",
        "en-US",
    )
    assert [s.id for s in store.sessions("P-0042")] == [again.id, failed.id]

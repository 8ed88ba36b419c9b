"""The session life cycle and take custody, without Qt: four defects a clinician met.

1. A finished take was destroyed by two key presses (Space: stop, then an accidental start): the
   12 s take was deleted for a 2 s take with no speech, with no confirmation and no undo.
2. User data went to whoever the Session tab showed, with nothing saying so first: the person the
   window is about follows the session on screen, also one opened from the history.
3. A new session kept the previous person's language (id-ID carried over to the next person).
4. A take brought back from "Back to setup" showed "✓ recorded" and "0.0 s of 15 s" instead of
   its speech: the count now travels with the take.

Takes are real files in a folder; nothing here imports Qt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.api import BirthSex, LanguageCode, ModelKind
from voxwell.desk import AppSettings, Desk, Take, TakeOwner, addressed_to
from voxwell.errors import TakeError
from voxwell.history import HistoryStore
from voxwell.sessions.draft import SessionDraft


def _draft(label: str, language: LanguageCode = LanguageCode.EN_US) -> SessionDraft:
    return SessionDraft(
        user_label=label,
        birth_year=1980,
        birth_month=None,
        birth_day=None,
        birth_sex=BirthSex.FEMALE,
        language=language,
        model_kind=ModelKind.APOLLO.value,
        consent=True,
    )


def _take(folder: Path, desk: Desk, slot: str, name: str, speech: float) -> Take:
    """A take file as the recorder leaves it (audio and the notes that say whose it is)."""
    owner = desk.owner()
    assert owner is not None
    path = folder / f"{name}.wav"
    path.write_bytes(b"RIFF")
    path.with_suffix(".json").write_text("{}", encoding="utf-8")
    return Take(path, slot, owner, speech)


def test_an_accidental_short_retake_destroys_nothing(tmp_path: Path) -> None:
    desk = Desk()
    desk.start_session(_draft("P-0101"))
    good = _take(tmp_path, desk, "moodQuestion", "good", 12.0)
    desk.custody.add(good)
    short = _take(tmp_path, desk, "moodQuestion", "short", 0.0)  # Space, Space: a 2 s take
    assert desk.custody.add(short) == good
    assert good.path.is_file()  # nothing deleted
    assert desk.custody.current("moodQuestion") == short
    assert desk.custody.best("moodQuestion") == good
    # Undo: the earlier take comes back; the short one is kept in its turn.
    assert desk.custody.restore("moodQuestion") == good
    assert desk.custody.current("moodQuestion") == good
    assert desk.custody.replaced("moodQuestion") == [short]
    # The best take of a slot is never deleted without the person's word.
    with pytest.raises(TakeError, match="confirm"):
        desk.custody.discard(good)
    assert good.path.is_file()
    desk.custody.discard(short)
    assert not short.path.exists()


def test_once_sent_only_takes_no_better_than_the_one_sent_go(tmp_path: Path) -> None:
    desk = Desk()
    desk.start_session(_draft("P-0101"))
    first = _take(tmp_path, desk, "moodQuestion", "first", 12.0)
    worse = _take(tmp_path, desk, "moodQuestion", "worse", 3.0)
    sent = _take(tmp_path, desk, "moodQuestion", "sent", 10.0)
    for take in (first, worse, sent):
        desk.custody.add(take)
    ask = desk.session_sent()
    assert not worse.path.exists()  # replaced, and not the best: gone once sent
    assert ask == [first]  # more speech than the one sent: the person decides
    assert first.path.is_file()
    assert sent.path.is_file()


def test_a_take_of_another_person_is_refused(tmp_path: Path) -> None:
    desk = Desk()
    desk.start_session(_draft("P-0101"))
    stranger = Take(tmp_path / "x.wav", "moodQuestion", TakeOwner("other-session", "P-0999"), 20)
    with pytest.raises(TakeError, match="P-0999"):
        desk.custody.add(stranger)
    assert desk.custody.current("moodQuestion") is None


def test_personal_data_goes_to_the_person_on_screen(store: HistoryStore, tmp_path: Path) -> None:
    desk = Desk()
    desk.start_session(_draft("P-0101"))
    assert desk.person == "P-0101"
    # The clinician opens P-0102's session from the history: the window is about P-0102 now,
    # and user data or a questionnaire is addressed to P-0102, as the tab shows before sending.
    record = store.create_session(
        user_label="P-0102",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en-US",
        request_json={},
        takes={"recording": str(tmp_path / "t.wav")},
    )
    desk.show_person(record.user_label)
    assert desk.person == "P-0102"
    assert addressed_to("", desk.person) == "P-0102"
    assert addressed_to(" P-0200 ", desk.person) == "P-0200"  # a label typed for it wins
    desk.new_session()
    assert desk.person == ""  # nobody: the tab asks for a label, it guesses none


def test_a_new_session_starts_from_the_settings_not_the_last_person() -> None:
    desk = Desk(AppSettings(language="en-GB", model_kind="mental-wellness", birth_sex="MALE"))
    desk.start_session(_draft("P-0101", LanguageCode.ID_ID))
    defaults = desk.new_session()
    assert defaults.language is LanguageCode.EN_GB
    assert defaults.model_kind == "mental-wellness"
    assert defaults.birth_sex is BirthSex.MALE
    assert desk.draft is None


def test_takes_brought_back_from_setup_keep_their_speech(tmp_path: Path) -> None:
    desk = Desk()
    draft = desk.start_session(_draft("P-0103"))
    mood = _take(tmp_path, desk, "moodQuestion", "mood", 16.4)
    desk.custody.add(mood)
    desk.back_to_setup()
    assert desk.custody.waiting("P-0103") == [mood]
    again = desk.start_session(_draft("P-0103"))
    assert again.session_id == draft.session_id  # the same session goes on
    kept = desk.custody.current("moodQuestion")
    assert kept is not None
    assert kept.path == mood.path
    assert kept.speech_seconds == 16.4  # not "✓ recorded", not 0.0 s
    # Another person's session never gets them.
    desk.back_to_setup()
    desk.start_session(_draft("P-0104"))
    assert desk.custody.current("moodQuestion") is None
    assert [t.path for t in desk.custody.waiting("P-0103")] == [mood.path]

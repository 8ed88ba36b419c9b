"""What the recording screen says of takes, checked as text without Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.api import MentalWellnessErrorCode
from voxwell.audio.takes import TakeOwner
from voxwell.desk.custody import Take
from voxwell.desk.error_actions import action_for_code
from voxwell.desk.take_messages import (
    imported_message,
    kept_message,
    kept_note,
    restore_label,
    restored_message,
    slot_line,
    take_named,
)

OWNER = TakeOwner("session-1", "P-0101")


def _take(speech: float | None, slot: str = "moodQuestion") -> Take:
    return Take(Path(f"/takes/{slot}.wav"), slot, OWNER, speech)


@pytest.mark.parametrize(
    ("take", "recording", "state"),
    [
        (None, True, "● recording…"),
        (None, False, "not recorded yet"),
        (_take(None), False, "counting speech…"),
        (_take(12.4), False, "✓ 12 s of speech"),
        (_take(10.0), False, "✓ 10 s of speech"),  # the minimum itself is enough
        (_take(6.6), False, "⚠ 7 s of speech (needs 10 s)"),
    ],
)
def test_a_slot_row_names_the_slot_and_its_take(
    take: Take | None, recording: bool, state: str
) -> None:
    line = slot_line(1, "moodQuestion", take, recording=recording, target_seconds=10.0)
    assert line == f"1. Mood question\n    {state}"


def test_a_take_with_enough_speech_is_kept_and_says_so() -> None:
    text = kept_message("readAloud", take_seconds=41.0, speech_seconds=33.0, target_seconds=15.0)
    assert text == "Read aloud kept: 0:41, enough speech."


def test_a_short_take_says_what_it_lacks_and_what_to_do() -> None:
    text = kept_message(
        "moodQuestion",
        take_seconds=9.0,
        speech_seconds=4.2,
        target_seconds=10.0,
        stop_reason="Stopped at the time limit.",
    )
    assert text.startswith(
        "Mood question kept: 0:09, only 4 s of speech (needs 10 s). Stopped at the time limit."
    )
    action = action_for_code(MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT)
    assert text.endswith(f"<br><b>{action.title}.</b> {action.action}")


def test_a_replaced_take_is_named_with_the_way_back() -> None:
    assert kept_note(None) == ""
    note = kept_note(_take(12.0))
    assert note == (
        "<br>The earlier take (12 s of speech) is kept: “Restore earlier take” brings it back."
    )
    kept = kept_message(
        "moodQuestion",
        take_seconds=3.0,
        speech_seconds=1.0,
        target_seconds=10.0,
        replaced=_take(12.0),
    )
    assert kept.endswith(note)
    assert imported_message("moodQuestion", "answer.flac", _take(12.0)) == (
        f"Mood question: imported answer.flac.{note}"
    )


def test_restoring_names_the_take_brought_back() -> None:
    assert restore_label(_take(12.0)) == "Restore earlier take (12 s)"
    assert restore_label(_take(None)) == "Restore earlier take"
    assert restored_message("moodQuestion", _take(12.0)) == (
        "Mood question: the earlier take is back (12 s of speech); the one it replaces is "
        "kept and can be restored in its turn."
    )


def test_the_one_take_of_a_session_is_the_take() -> None:
    assert take_named("recording") == " the take"
    assert take_named("moodQuestion") == " mood question"


@pytest.mark.parametrize(
    ("speech", "shown"), [(4.2, "4"), (9.4, "9"), (9.5, "9.5"), (9.96, "9.9"), (14.7, "14.7")]
)
def test_speech_short_of_the_target_never_reads_as_the_target(speech: float, shown: str) -> None:
    target = 15.0 if speech > 10 else 10.0
    needs = f"(needs {target:.0f} s)"
    line = slot_line(1, "moodQuestion", _take(speech), recording=False, target_seconds=target)
    assert line.endswith(f"⚠ {shown} s of speech {needs}")
    kept = kept_message(
        "moodQuestion", take_seconds=20.0, speech_seconds=speech, target_seconds=target
    )
    assert f"only {shown} s of speech {needs}" in kept

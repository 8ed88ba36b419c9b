"""What the recording screen says of a session's takes: each slot's state and the status line
when a take is kept, replaced, restored or imported.

Plain text (the status line's bold and line breaks as HTML) from the desk's takes, so the words
a clinician reads after a take can be checked without Qt. The labels themselves are
``voxwell.wording``'s; the advice for a take with too little speech is the service error's
(``voxwell.desk.error_actions``).
"""

from __future__ import annotations

import math

from voxwell.api import MentalWellnessErrorCode, TakeSlot
from voxwell.desk.custody import Take
from voxwell.desk.error_actions import action_for_code
from voxwell.wording import format_clock, slot_label

__all__ = [
    "imported_message",
    "kept_message",
    "kept_note",
    "restore_label",
    "restored_message",
    "slot_line",
    "slot_state",
    "take_named",
]


def _counted(take: Take, unit: str = " of speech") -> str:
    """`` (12 s of speech)``, or nothing for a take whose speech was never counted."""
    speech = take.speech_seconds
    return "" if speech is None else f" ({speech:.0f} s{unit})"


def _short_of(seconds: float, target_seconds: float) -> str:
    """Seconds of speech under the target, never rounded up to it: ``9.5`` of 10, not ``10``."""
    if round(seconds) < target_seconds:
        return f"{seconds:.0f}"
    return f"{math.floor(seconds * 10) / 10:.1f}"


def slot_line(
    number: int, slot: str, take: Take | None, *, recording: bool, target_seconds: float
) -> str:
    """A slot's row in the slot list: its number and name over the state of its take."""
    state = slot_state(take, recording=recording, target_seconds=target_seconds)
    return f"{number}. {slot_label(slot)}\n    {state}"


def slot_state(take: Take | None, *, recording: bool, target_seconds: float) -> str:
    """A slot's take: being recorded, none yet, being counted, or its speech."""
    if recording:
        return "● recording…"
    if take is None:
        return "not recorded yet"
    seconds = take.speech_seconds
    if seconds is None:
        return "counting speech…"
    if seconds >= target_seconds:
        return f"✓ {seconds:.0f} s of speech"
    # Short enough for the slot list: the status line says the rest.
    return f"⚠ {_short_of(seconds, target_seconds)} s of speech (needs {target_seconds:.0f} s)"


def take_named(slot: str) -> str:
    """How the status line names a slot's take: `` the take`` for the one recording of a
    session, else its slot (`` mood question``)."""
    kind = TakeSlot(slot)
    return " the take" if kind is TakeSlot.RECORDING else f" {slot_label(kind).lower()}"


def kept_note(replaced: Take | None) -> str:
    """What the status line says of the take a new one replaced: kept, and how to get it back."""
    if replaced is None:
        return ""
    restore = "“Restore earlier take” brings it back."
    return f"<br>The earlier take{_counted(replaced)} is kept: {restore}"


def kept_message(
    slot: str,
    *,
    take_seconds: float,
    speech_seconds: float,
    target_seconds: float,
    stop_reason: str = "",
    replaced: Take | None = None,
) -> str:
    """The status line once a recorded take is kept: its length, whether it has enough speech
    (and, when not, the service's advice), why it stopped, and the take it replaced."""
    enough = speech_seconds >= target_seconds
    verdict = (
        "enough speech"
        if enough
        else f"only {_short_of(speech_seconds, target_seconds)} s of speech "
        f"(needs {target_seconds:.0f} s)"
    )
    reason = f" {stop_reason}" if stop_reason else ""
    text = f"{slot_label(slot)} kept: {format_clock(take_seconds)}, {verdict}.{reason}"
    if not enough:  # Upload stays off: say what the service would say, and why
        action = action_for_code(MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT)
        text += f"<br><b>{action.title}.</b> {action.action}"
    return text + kept_note(replaced)


def restored_message(slot: str, earlier: Take) -> str:
    """The status line once ``earlier`` is the slot's take again."""
    return (
        f"{slot_label(slot)}: the earlier take is back{_counted(earlier)}; the one it "
        "replaces is kept and can be restored in its turn."
    )


def restore_label(earlier: Take) -> str:
    """The Restore button's text for the take it would bring back."""
    return f"Restore earlier take{_counted(earlier, unit='')}"


def imported_message(slot: str, file_name: str, replaced: Take | None) -> str:
    """The status line once an imported file is the slot's take."""
    return f"{slot_label(slot)}: imported {file_name}.{kept_note(replaced)}"

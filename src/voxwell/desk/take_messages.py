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
from voxwell.i18n import translate
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


def _seconds(speech: float) -> str:
    """Seconds of speech as the messages give them: whole seconds."""
    return f"{speech:.0f}"


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
        return "● " + translate("TakeMessages", "recording…")
    if take is None:
        return translate("TakeMessages", "not recorded yet")
    seconds = take.speech_seconds
    if seconds is None:
        return translate("TakeMessages", "counting speech…")
    if seconds >= target_seconds:
        return "✓ " + translate("TakeMessages", "{seconds} s of speech").format(
            seconds=_seconds(seconds)
        )
    # Short enough for the slot list: the status line says the rest.
    return "⚠ " + translate("TakeMessages", "{seconds} s of speech (needs {target} s)").format(
        seconds=_short_of(seconds, target_seconds), target=f"{target_seconds:.0f}"
    )


def take_named(slot: str) -> str:
    """How the status line names a slot's take: `` the take`` for the one recording of a
    session, else its slot (`` mood question``)."""
    kind = TakeSlot(slot)
    if kind is TakeSlot.RECORDING:
        return " " + translate("TakeMessages", "the take")
    return f" {slot_label(kind).lower()}"


def kept_note(replaced: Take | None) -> str:
    """What the status line says of the take a new one replaced: kept, and how to get it back."""
    if replaced is None:
        return ""
    if replaced.speech_seconds is None:
        note = translate(
            "TakeMessages", "The earlier take is kept: “Restore earlier take” brings it back."
        )
    else:
        note = translate(
            "TakeMessages",
            "The earlier take ({seconds} s of speech) is kept: “Restore earlier take” brings it "
            "back.",
        ).format(seconds=_seconds(replaced.speech_seconds))
    return f"<br>{note}"


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
    if enough:
        text = translate("TakeMessages", "{slot} kept: {clock}, enough speech.")
    else:
        text = translate(
            "TakeMessages", "{slot} kept: {clock}, only {seconds} s of speech (needs {target} s)."
        )
    text = text.format(
        slot=slot_label(slot),
        clock=format_clock(take_seconds),
        seconds=_short_of(speech_seconds, target_seconds),
        target=f"{target_seconds:.0f}",
    )
    if stop_reason:
        text += f" {stop_reason}"
    if not enough:  # Upload stays off: say what the service would say, and why
        action = action_for_code(MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT)
        advice = translate("TakeMessages", "<b>{title}.</b> {action}").format(
            title=action.title, action=action.action
        )
        text += f"<br>{advice}"
    return text + kept_note(replaced)


def restored_message(slot: str, earlier: Take) -> str:
    """The status line once ``earlier`` is the slot's take again."""
    if earlier.speech_seconds is None:
        text = translate(
            "TakeMessages",
            "{slot}: the earlier take is back; the one it replaces is kept and can be restored "
            "in its turn.",
        )
    else:
        text = translate(
            "TakeMessages",
            "{slot}: the earlier take is back ({seconds} s of speech); the one it replaces is "
            "kept and can be restored in its turn.",
        )
    seconds = earlier.speech_seconds
    return text.format(slot=slot_label(slot), seconds="" if seconds is None else _seconds(seconds))


def restore_label(earlier: Take) -> str:
    """The Restore button's text for the take it would bring back."""
    seconds = earlier.speech_seconds
    if seconds is None:
        return translate("TakeMessages", "Restore earlier take")
    return translate("TakeMessages", "Restore earlier take ({seconds} s)").format(
        seconds=_seconds(seconds)
    )


def imported_message(slot: str, file_name: str, replaced: Take | None) -> str:
    """The status line once an imported file is the slot's take."""
    text = translate("TakeMessages", "{slot}: imported {file}.").format(
        slot=slot_label(slot), file=file_name
    )
    return text + kept_note(replaced)

"""What is kept beside a take: its notes (whose take it is) and its live notes (captions, alerts).

A take ``<stem>.wav`` (``<stem>.partial.wav`` while it records) has its notes in ``<stem>.json``
(``<stem>.partial.json``: label, start time, rate, and in ``extra`` whose take it is, a
:class:`TakeOwner`) and what live monitoring heard in ``<stem>.live.json``
(``voxwell.api.LiveNotes``). Both are sealed with the data key when one is in use
(``voxwell.privacy.at_rest``) and read back either way. :func:`take_file_purpose` names what each
file of the takes folder holds, for sealing an older plain folder in place.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NamedTuple

from voxwell.api import LiveNotes
from voxwell.errors import TakeError
from voxwell.i18n import translate
from voxwell.privacy.at_rest import (
    LIVE_NOTES,
    TAKE_AUDIO,
    TAKE_NOTES,
    read_private_text,
    write_private_text,
)
from voxwell.privacy.sealing import SealedDataError

__all__ = [
    "PARTIAL_SUFFIX",
    "SIDECAR_SUFFIX",
    "TakeOwner",
    "final_path",
    "live_notes_of",
    "notes_of",
    "owner_of",
    "read_live_notes",
    "read_take_notes",
    "sidecar_of",
    "take_file_purpose",
    "write_live_notes",
]

PARTIAL_SUFFIX = ".partial.wav"
SIDECAR_SUFFIX = ".partial.json"


class TakeOwner(NamedTuple):
    """Whose take it is: the session it was recorded for, and that person's user label."""

    session_id: str
    user_label: str

    @property
    def known(self) -> bool:
        """False for a take that does not say (imported, or from before takes said so)."""
        return bool(self.session_id)

    def notes(self) -> dict[str, str]:
        """As kept in the take's sidecar (``extra``)."""
        return {"session": self.session_id, "user_label": self.user_label}


def final_path(partial: Path, suffix: str) -> Path:
    return partial.with_name(partial.name[: -len(PARTIAL_SUFFIX)] + suffix)


def sidecar_of(partial: Path) -> Path:
    """The ``.partial.json`` notes file beside a ``.partial.wav`` take."""
    return final_path(partial, SIDECAR_SUFFIX)


def take_file_purpose(path: Path) -> tuple[str, bool] | None:
    """What a file of the takes folder holds, as sealing names it: ``(purpose, stream)`` for a
    take's audio (a record stream), notes or live notes (whole files); None for anything else."""
    name = Path(path).name
    if name.endswith((".wav", ".flac")):
        return TAKE_AUDIO, True
    if name.endswith(".live.json"):
        return LIVE_NOTES, False
    if name.endswith(".json"):
        return TAKE_NOTES, False
    return None


def notes_of(take: Path) -> Path:
    """The notes file that says whose take it is: the sidecar of a ``.partial.wav`` take, else
    ``<stem>.json`` beside the kept take."""
    path = Path(take)
    return sidecar_of(path) if path.name.endswith(PARTIAL_SUFFIX) else path.with_suffix(".json")


def live_notes_of(take: Path) -> Path:
    """Where the live captions and alerts of a take are kept: ``<stem>.live.json`` beside a kept
    take, ``<stem>.partial.live.json`` beside one still recording."""
    path = Path(take)
    if path.suffix == ".flac":  # a FLAC take was a WAV take first: the same notes
        path = path.with_suffix(".wav")
    return path.with_suffix(".live.json")


def write_live_notes(take: Path, notes: LiveNotes) -> Path:
    """Save ``notes`` beside ``take`` (atomically: a crash leaves the earlier notes)."""
    try:
        return write_private_text(
            live_notes_of(take), notes.model_dump_json(indent=1), purpose=LIVE_NOTES
        )
    except OSError as exc:
        raise TakeError(
            translate("Takes", "Could not save the live captions of {file} ({error}).").format(
                file=Path(take).name, error=exc.strerror or exc
            )
        ) from exc


def read_live_notes(take: Path) -> LiveNotes | None:
    """The live captions and alerts kept beside ``take``; None when it has none (or they cannot
    be read: the take itself does not depend on them)."""
    try:
        text = read_private_text(live_notes_of(take), purpose=LIVE_NOTES)
        return LiveNotes.model_validate_json(text)
    except (OSError, ValueError, SealedDataError):  # pydantic's ValidationError is a ValueError
        return None


def owner_of(take: Path) -> TakeOwner:
    """Whose take it is, as recorded beside it; ``TakeOwner("", "")`` when unknown."""
    try:
        extra = read_take_notes(take).get("extra", {})
        return TakeOwner(str(extra.get("session", "")), str(extra.get("user_label", "")))
    except (OSError, ValueError, AttributeError, SealedDataError):
        return TakeOwner("", "")


def read_take_notes(take: Path) -> dict[str, Any]:
    """The notes kept beside ``take`` (label, start, rate, ``extra``), sealed or not. Raises
    ``OSError``, ``ValueError`` or ``SealedDataError`` when they cannot be read."""
    notes = json.loads(read_private_text(notes_of(take), purpose=TAKE_NOTES))
    if not isinstance(notes, dict):
        raise ValueError("take notes are not an object")
    return notes

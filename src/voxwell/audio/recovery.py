"""Recovery of takes left unfinished by a crash, a kill or a power cut.

Run :func:`recover_takes` at start: each ``*.partial.wav`` in the takes folder has its header
rewritten to cover every whole frame on disk, and is offered back as a :class:`RecoveredTake`,
which the user keeps (as WAV or FLAC) or discards. Empty partial takes are deleted quietly.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from voxwell.audio.takes import (
    PARTIAL_SUFFIX,
    TakeFormat,
    delete_take,
    keep_partial,
    owner_of,
    sidecar_of,
)
from voxwell.audio.wavfile import read_header_rate, repair_wav
from voxwell.errors import TakeError

__all__ = ["RecoveredTake", "recover_takes"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecoveredTake:
    """An unfinished take, repaired and playable at ``path``."""

    path: Path
    label: str
    started_at: datetime | None
    samplerate: int
    frames: int
    session_id: str = ""  # whose take it is ("" for a take from before takes recorded it)
    user_label: str = ""

    @property
    def duration_seconds(self) -> float:
        return self.frames / self.samplerate

    def keep(self, fmt: TakeFormat = "wav") -> Path:
        """Keep the take as ``<stem>.wav`` (or ``.flac``) beside it; returns the new path."""
        return keep_partial(self.path, fmt)

    def discard(self) -> None:
        """Delete the take and its sidecar."""
        delete_take(self.path)


def _read_sidecar(path: Path) -> tuple[str, datetime | None, int | None]:
    try:
        meta = json.loads(path.read_text(encoding="utf-8"))
        label = str(meta.get("label", "take"))
        started = datetime.fromisoformat(meta["started_at"]) if "started_at" in meta else None
        rate = int(meta["samplerate"]) if "samplerate" in meta else None
        return label, started, rate
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        # A sidecar cut short by the crash: the header still knows the rate. Its owner is then
        # unknown too, and the take is offered to no session (owner_of gives "").
        return "take", None, None


def recover_takes(folder: Path, *, min_age_seconds: float = 5.0) -> list[RecoveredTake]:
    """Repair and list the unfinished takes in ``folder`` (the app's is ``AppPaths.takes``).

    Takes written to in the last ``min_age_seconds`` are left alone: another running copy of
    Voxwell may still be recording them (a live take is flushed every second).
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    found: list[RecoveredTake] = []
    now = time.time()
    for partial in sorted(folder.glob(f"*{PARTIAL_SUFFIX}")):
        try:
            if now - partial.stat().st_mtime < min_age_seconds:
                continue
            label, started, side_rate = _read_sidecar(sidecar_of(partial))
            rate = side_rate or read_header_rate(partial)
            if rate is None:
                # Unknown rate: leave the file untouched for a person to look at.
                _log.warning("Unfinished take %s has no readable header or sidecar", partial)
                continue
            frames = repair_wav(partial, rate)
        except OSError as exc:
            raise TakeError(
                f"Could not repair the unfinished take {partial.name} ({exc.strerror or exc}). "
                "Check that the takes folder is writable."
            ) from exc
        session_id, user_label = owner_of(partial)
        take = RecoveredTake(partial, label, started, rate, frames, session_id, user_label)
        if frames == 0:
            take.discard()  # nothing was recorded before the crash
            continue
        found.append(take)
    return found

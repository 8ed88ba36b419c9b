"""Recovery of takes left behind by a crash, a kill, a power cut or a close before upload.

Run :func:`recover_takes` at start: each ``*.partial.wav`` in the takes folder has its header
rewritten to cover every whole frame on disk, and is offered back as a :class:`RecoveredTake`,
which the user keeps (as WAV or FLAC) or discards. Empty partial takes are deleted quietly.
:func:`unsent_takes` finds the finished takes no stored session refers to: a take is kept the
moment it ends, but its session is stored only at upload, so without this a take recorded just
before Voxwell was closed would be on disk and offered nowhere.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import soundfile

from voxwell.audio.take_audio import read_sealed_take, take_source
from voxwell.audio.take_notes import PARTIAL_SUFFIX, owner_of, read_take_notes
from voxwell.audio.takes import TakeFormat, delete_take, keep_partial
from voxwell.audio.wavfile import read_header_rate, repair_wav
from voxwell.errors import TakeError
from voxwell.i18n import translate
from voxwell.privacy.sealing import SealedDataError, is_sealed

__all__ = ["RecoveredTake", "recover_takes", "unsent_takes"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecoveredTake:
    """A take left behind, playable at ``path``: cut short and repaired, or whole but unsent."""

    path: Path
    label: str
    started_at: datetime | None
    samplerate: int
    frames: int
    session_id: str = ""  # whose take it is ("" for a take from before takes recorded it)
    user_label: str = ""
    finished: bool = False  # a whole take never uploaded, not one cut short

    @property
    def duration_seconds(self) -> float:
        return self.frames / self.samplerate

    def keep(self, fmt: TakeFormat = "wav") -> Path:
        """Keep the take as ``<stem>.wav`` (or ``.flac``) beside it; returns the new path.

        A finished take is already kept: its path is returned as it is.
        """
        return self.path if self.finished else keep_partial(self.path, fmt)

    def discard(self) -> None:
        """Delete the take and its sidecar."""
        delete_take(self.path)


def _read_sidecar(take: Path) -> tuple[str, datetime | None, int | None]:
    try:
        meta = read_take_notes(take)
        label = str(meta.get("label", "take"))
        started = datetime.fromisoformat(meta["started_at"]) if "started_at" in meta else None
        rate = int(meta["samplerate"]) if "samplerate" in meta else None
        return label, started, rate
    except (OSError, ValueError, TypeError, KeyError, AttributeError, SealedDataError):
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
            label, started, side_rate = _read_sidecar(partial)
            if is_sealed(partial):
                # Every whole record is read back; the one a crash cut is left out.
                sealed = read_sealed_take(partial)
                rate, frames = sealed.samplerate or side_rate, sealed.frames
            else:
                rate = side_rate or read_header_rate(partial)
                frames = repair_wav(partial, rate) if rate is not None else 0
            if rate is None:
                # Unknown rate: leave the file untouched for a person to look at.
                _log.warning("Unfinished take %s has no readable header or sidecar", partial)
                continue
        except SealedDataError:
            _log.warning("Unfinished take %s cannot be read with this computer's key", partial)
            continue
        except OSError as exc:
            raise TakeError(
                translate(
                    "Takes",
                    "Could not repair the unfinished take {file} ({error}). "
                    "Check that the takes folder is writable.",
                ).format(file=partial.name, error=exc.strerror or exc)
            ) from exc
        session_id, user_label = owner_of(partial)
        take = RecoveredTake(partial, label, started, rate, frames, session_id, user_label)
        if frames == 0:
            take.discard()  # nothing was recorded before the crash
            continue
        found.append(take)
    return found


def unsent_takes(folder: Path, stored: Iterable[str | Path]) -> list[RecoveredTake]:
    """The finished takes in ``folder`` that no stored session refers to (``stored``: the take
    paths of every session in the history), oldest first.

    Only takes recorded here are listed: their notes say whose they are. An imported take is a
    copy, and its original is still where the user imported it from.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    known = {Path(path).resolve() for path in stored}
    found: list[RecoveredTake] = []
    for take in sorted([*folder.glob("*.wav"), *folder.glob("*.flac")]):
        if take.name.endswith(PARTIAL_SUFFIX) or take.resolve() in known:
            continue
        session_id, user_label = owner_of(take)
        if not session_id:
            continue  # imported, or from before takes said whose they are
        label, started, _ = _read_sidecar(take)
        try:
            info = soundfile.info(take_source(take))
        except (soundfile.LibsndfileError, RuntimeError, OSError, SealedDataError):
            _log.warning("Finished take %s cannot be read; left for a person to look at", take)
            continue
        found.append(
            RecoveredTake(
                take,
                label,
                started,
                int(info.samplerate),
                int(info.frames),
                session_id,
                user_label,
                finished=True,
            )
        )
    return found

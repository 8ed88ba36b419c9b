"""The retention rule for recordings on this computer: kept only as long as needed. Qt-free.

A session's take audio is kept ``days`` days (``AppSettings.recording_retention_days``) after its
final results arrived; then :func:`apply_retention` deletes it and records in the history when,
and under which rule (``audio_removed_at``, ``audio_retention_days``). The results are kept, and
so are each take's notes (``voxwell.audio.takes.notes_of``: whose take it was) and its live
captions and alerts (``live_notes_of``). Only sessions with final results from the service count:
complete, or failed with the service's answer. A session still uploading or running, cancelled,
or failed on this computer keeps its takes for another try.

When the results arrived is the history's ``results_at``; for a session stored before that was
kept, the run's ``completedAt`` (the service's clock), else the session's creation: the history
kept no time of its last change.

Only files inside the takes folder are deleted (a take elsewhere is not the app's to delete), and
never a file that a session not yet due still refers to (a session analysed again in another
language shares its takes: ``voxwell.desk.language_again``) or that the window holds (``spare``).
A session with such a file is left whole, for a later pass. :func:`retention_note` is what
Inspect and Listen say of a take so removed.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from voxwell.api import ModelRunStatus, SessionStatus
from voxwell.history import HistoryStore
from voxwell.i18n import translate
from voxwell.records import SessionRecord

__all__ = [
    "RetentionReport",
    "apply_retention",
    "audio_files",
    "results_arrived_at",
    "retention_note",
]

_log = logging.getLogger(__name__)

_FINAL = frozenset({SessionStatus.COMPLETE, SessionStatus.FAILED})
_FINAL_RUN = frozenset(status.value for status in ModelRunStatus if status.is_final)
_AUDIO_SUFFIXES = (".wav", ".flac")


@dataclass(frozen=True)
class RetentionReport:
    """What one pass of the rule did: counts, and the ids of the sessions whose audio went."""

    sessions: int = 0
    files: int = 0
    bytes_freed: int = 0
    kept: int = 0
    """Sessions due whose audio stays for now: a file is still needed, lies outside the takes
    folder, or could not be deleted. The next pass tries again."""
    session_ids: tuple[int, ...] = ()


def results_arrived_at(record: SessionRecord) -> datetime | None:
    """When the session's final results from the service arrived here; None for a session
    without them (uploading, running, cancelled, or failed on this computer)."""
    run = record.run_json or {}
    if record.status not in _FINAL or run.get("status") not in _FINAL_RUN:
        return None
    if record.results_at is not None:
        return record.results_at
    try:
        completed = datetime.fromisoformat(str(run["completedAt"]))
    except (KeyError, ValueError):
        return record.created_at
    return completed if completed.tzinfo else completed.replace(tzinfo=UTC)


def audio_files(take: str | Path) -> list[Path]:
    """The audio files a stored take may be: its path, and for a WAV or FLAC take the other of
    the two (a WAV take may have been encoded to FLAC since, under the same name)."""
    path = Path(take)
    if path.suffix.lower() not in _AUDIO_SUFFIXES:
        return [path]
    return list(dict.fromkeys([path, *(path.with_suffix(s) for s in _AUDIO_SUFFIXES)]))


def apply_retention(
    store: HistoryStore,
    takes_folder: Path,
    days: int,
    now: datetime | None = None,
    *,
    spare: Iterable[str | Path] = (),
) -> RetentionReport:
    """Delete the take audio of every session whose results arrived ``days`` days or more before
    ``now`` (default: now) and mark it removed; ``spare``: take files the window holds. Slow
    (reads the whole history, deletes files): call it off the event loop."""
    if days < 0:
        raise ValueError(f"recordings cannot be kept {days} days: use 0 or more")
    now = now or datetime.now(UTC)
    try:
        cutoff: datetime | None = now - timedelta(days=days)
    except OverflowError:
        cutoff = None  # a rule longer than the calendar: nothing is ever due
    due: list[SessionRecord] = []
    needed = {_resolved(Path(path)) for path in spare}
    for record in store.sessions():
        if record.audio_removed_at is not None:
            continue
        arrived = results_arrived_at(record)
        if cutoff is not None and arrived is not None and arrived <= cutoff:
            due.append(record)
        else:
            needed.update(_resolved(f) for take in record.takes.values() for f in audio_files(take))
    folder = _resolved(Path(takes_folder))
    removed: list[int] = []
    files = freed = kept = 0
    for record in due:
        paths = [f for take in record.takes.values() if take for f in audio_files(take)]
        if any(_resolved(f) in needed or not _resolved(f).is_relative_to(folder) for f in paths):
            kept += 1
            continue
        try:
            sizes = [size for path in paths if (size := _delete(path)) is not None]
        except OSError:
            kept += 1  # held open elsewhere (Windows), or no permission: the next pass retries
            continue
        files += len(sizes)
        freed += sum(sizes)
        store.update(record.id, audio_removed_at=now, audio_retention_days=days)
        removed.append(record.id)
    report = RetentionReport(len(removed), files, freed, kept, tuple(removed))
    # Counts only: a take's path or a session's label would name the person in the log.
    _log.info(
        "Retention (%d days): removed the recordings of %d sessions, %d files, %d bytes; "
        "%d sessions due kept for now",
        days,
        report.sessions,
        report.files,
        report.bytes_freed,
        report.kept,
    )
    return report


def retention_note(record: SessionRecord) -> str:
    """What Inspect and Listen say of a take whose audio the rule removed ("" while kept)."""
    removed = record.audio_removed_at
    if removed is None:
        return ""
    days = record.audio_retention_days
    date = f"{removed.astimezone():%Y-%m-%d}"
    if days is None:
        text = translate(
            "Retention",
            "This recording was removed on {date} under the retention rule. The results are kept.",
        )
    else:
        text = translate(
            "Retention",
            "This recording was removed on {date} under the retention rule (kept %n day(s) "
            "after results). The results are kept.",
            None,
            days,
        )
    return text.format(date=date)


def _delete(path: Path) -> int | None:
    """Delete ``path``; its size, or None when it was not there."""
    try:
        size = path.stat().st_size
        path.unlink()
    except FileNotFoundError:
        return None
    return size


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()

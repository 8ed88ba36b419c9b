"""Carrying out an erase: journal first, every item deleted, the logs emptied, journal removed.

:func:`erase` writes the plan (``voxwell.erasure.plan``) atomically as a journal,
``erase.pending.json`` in the data folder, before deleting anything; then deletes every item,
each deletion idempotent (an item already gone is fine); then empties the write-ahead log of
every SQLite file it changed (``wal_checkpoint(TRUNCATE)``: with ``secure_delete``, set on every
connection by ``voxwell.sqlite_db``, no copy of a deleted row is left in a file or its log); and
only then removes the journal. An erase cut short (a crash, a kill, a store that could not be
written) leaves the journal, and :func:`resume_pending_erase` finishes it at the next start.

The local engine may be running in another process: its store is opened as ``voxwell engine
keys`` opens it (``plan.open_engine``), so a deletion waits on SQLite's own lock for the
engine's write in progress, and a run is deleted whole as the engine's sweeper deletes one
(``voxwell.engine.retention.delete_run``: recordings through the recording store first).

One INFO line is logged per erase (the log adds the time): how many items of each kind, never
the label or a path. Qt-free.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, fields
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import Any

from voxwell.engine.recordings import FolderRecordings
from voxwell.engine.retention import delete_run
from voxwell.erasure.plan import ErasePlan, file_key, open_engine
from voxwell.errors import TakeError
from voxwell.files import write_text_atomically
from voxwell.history import HistoryStore
from voxwell.paths import AppPaths
from voxwell.sharing import replace_file

__all__ = ["JOURNAL_NAME", "erase", "resume_pending_erase"]

_log = logging.getLogger(__name__)

JOURNAL_NAME = "erase.pending.json"
"""The journal of an erase in progress, in the data folder (``AppPaths.data``)."""

_FORMAT = 1
_CHECKPOINT_PATIENCE = 2.0
"""Seconds to wait for another connection's read that holds a log back (the app's history)."""


def erase(paths: AppPaths, plan: ErasePlan) -> int:
    """Delete everything in ``plan``; how many items it held (all gone now, some perhaps
    already). An encrypted data folder is opened with this process's data key
    (``voxwell.privacy.at_rest.use_data_key``).

    A ``VoxwellError`` (a store that cannot be opened or written, a take file that cannot be
    deleted) leaves the journal: running the erase again, or :func:`resume_pending_erase`,
    finishes it.
    """
    paths.data.mkdir(parents=True, exist_ok=True)
    journal = paths.data / JOURNAL_NAME
    resume_pending_erase(paths)  # an earlier erase cut short is finished, not overwritten
    write_text_atomically(journal, _journal_text(plan))
    return _carry_out(paths, plan, journal)


def resume_pending_erase(paths: AppPaths) -> int | None:
    """Finish an erase that was cut short: how many items its plan held, or None when there is
    none. A journal that cannot be read is set aside (``erase.damaged-<time>.json``) with a
    warning, and None is returned: the person's data is then erased by asking again."""
    journal = paths.data / JOURNAL_NAME
    try:
        text = journal.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    try:
        plan = _plan_from_journal(text)
    except ValueError as exc:  # json.JSONDecodeError too
        aside = journal.with_name(f"erase.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S%fZ}.json")
        replace_file(journal, aside)
        _log.warning(
            "The journal of an unfinished erase could not be read (%s); it was set aside as %s "
            "and nothing more of that erase was done. Erase that person again.",
            exc,
            aside.name,
        )
        return None
    return _carry_out(paths, plan, journal)


def _carry_out(paths: AppPaths, plan: ErasePlan, journal: Path) -> int:
    # The history goes last: its sessions are what ties an imported take (no notes) to the
    # person, should an erase have to be planned again.
    _erase_takes(paths.takes, plan.take_files)
    _erase_engine(paths.engine, plan)
    _erase_history(paths.batch_state, plan.batch_sessions, ())
    for study, sessions in _by_study(plan.study_rows).items():
        _erase_history(paths.studies / study, sessions, ())
    _erase_history(paths.history_db, plan.sessions, plan.questionnaires)
    journal.unlink(missing_ok=True)
    counts = ", ".join(f"{kind} {count}" for kind, count in plan.counts().items())
    _log.info("Erased one person's data from this computer: %s (%d items).", counts, plan.total)
    return plan.total


def _erase_history(path: Path, sessions: Sequence[int], questionnaires: Sequence[str]) -> None:
    if not (sessions or questionnaires) or not path.is_file():
        return  # nothing planned here, or the file went with its rows
    with HistoryStore(path, key=file_key(path)) as store:
        for session_id in sessions:
            store.delete(session_id)
        for questionnaire_id in questionnaires:
            store.delete_questionnaire(questionnaire_id)
        _until_emptied(store.checkpoint, path)


def _until_emptied(checkpoint: Callable[[], bool], path: Path) -> None:
    """Checkpoint until the log is empty; a reader in the app may hold it back a moment."""
    deadline = time.monotonic() + _CHECKPOINT_PATIENCE
    while not checkpoint():
        if time.monotonic() > deadline:
            _log.warning(
                "The write-ahead log of %s is still held by another program; the deleted rows "
                "leave it at that program's next checkpoint.",
                path.name,
            )
            return
        time.sleep(0.02)


def _erase_takes(folder: Path, names: Sequence[str]) -> None:
    for name in names:
        try:
            folder.joinpath(*_relative_parts(name)).unlink(missing_ok=True)
        except OSError as exc:
            raise TakeError(
                f"Could not delete a take file in {folder} ({exc.strerror or exc}). Close any "
                "program using it and run the erase again to finish it."
            ) from exc


def _erase_engine(folder: Path, plan: ErasePlan) -> None:
    if not (plan.engine_runs or plan.engine_questionnaires or plan.engine_user_data):
        return
    db = open_engine(folder)
    if db is None:
        return  # the store itself is gone
    try:
        recordings = FolderRecordings(folder / "audio")  # the desktop engine's recording store
        for run_id in plan.engine_runs:
            delete_run(db, recordings, run_id)
        with db.write() as tx:
            for questionnaire_id in plan.engine_questionnaires:
                tx.execute("DELETE FROM questionnaires WHERE id = ?", (questionnaire_id,))
            for upload_id in plan.engine_user_data:
                tx.execute("DELETE FROM user_data WHERE id = ?", (upload_id,))
        db.checkpoint()  # waits out the engine's own readers for a moment, as after a sweep
    finally:
        db.close()


# -- the journal ----------------------------------------------------------------------------


def _journal_text(plan: ErasePlan) -> str:
    return json.dumps({"format": _FORMAT, **asdict(plan)}, indent=1) + "\n"


def _plan_from_journal(text: str) -> ErasePlan:
    """The plan a journal holds; ``ValueError`` for anything but a journal this module wrote."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        raise ValueError("not a journal of this Voxwell's format")
    items: dict[str, Any] = {}
    for field in fields(ErasePlan):
        values = data.get(field.name)
        kind = int if field.name.endswith("sessions") else str
        if not isinstance(values, list) or not all(type(v) is kind for v in values):
            raise ValueError(f"its {field.name!r} is not a list of {kind.__name__}")
        items[field.name] = tuple(values)
    for name in items["take_files"]:
        _relative_parts(name)
    _by_study(items["study_rows"])
    return ErasePlan(**items)


def _by_study(rows: Sequence[str]) -> dict[str, list[int]]:
    """``<file name>#<id>`` items grouped by study file; ``ValueError`` for a malformed one."""
    found: dict[str, list[int]] = {}
    for row in rows:
        name, _, session = row.rpartition("#")
        if not name.endswith(".sqlite3") or PurePosixPath(name).name != name or "\\" in name:
            raise ValueError(f"{row!r} is not a session of a study file")
        found.setdefault(name, []).append(int(session))
    return found


def _relative_parts(name: str) -> tuple[str, ...]:
    """The parts of a take file's path relative to the takes folder; ``ValueError`` for one
    that would leave it."""
    path = PurePosixPath(name)
    if path.is_absolute() or not path.parts or ".." in path.parts or "\\" in name:
        raise ValueError(f"{name!r} is not a file inside the takes folder")
    return path.parts

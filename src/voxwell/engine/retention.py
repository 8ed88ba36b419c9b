"""Deletion on schedule: ``deleteData`` runs after the delay, unfinished runs after 7 days.

A run created with ``deleteData`` is deleted whole (audio, inputs, results and its row) once
``delete_delay`` has passed since it completed; with ``dataToDelete: [RECORDINGS]`` only its audio
goes and the run stays readable. Runs that never got all their recordings are purged
``unfinished_run_ttl`` after creation. The sweeper sleeps until the next due time (at most
30 s), so a deletion happens within moments of being due. Recordings are deleted through the
recording store. At start it also removes recordings that no row refers to (left by a crash
between storing a recording and committing its row), sparing those younger than
``orphan_age`` seconds: on a team server another node may be about to commit their rows, so
there it looks again every ``orphan_age`` seconds. :func:`delete_run` is the one way a run is
deleted: the sweeper's, and the erase of a person's (``voxwell.erasure``).
"""

from __future__ import annotations

import json
import logging
import math
import threading
import time

from voxwell.api import DataDeletionType, ModelRunStatus
from voxwell.engine.db import Database
from voxwell.engine.recordings import RecordingStore, RecordingStoreError

__all__ = ["Sweeper", "delete_run"]

_log = logging.getLogger(__name__)

_MAX_SLEEP = 30.0
_FINAL = (ModelRunStatus.COMPLETE_OK.value, ModelRunStatus.COMPLETE_ERROR.value)


def _only_recordings(data_to_delete_json: str | None) -> bool:
    """Whether ``dataToDelete`` asks for the recordings alone (parsed, duplicates ignored)."""
    if data_to_delete_json is None:
        return False
    kinds = json.loads(data_to_delete_json)
    return isinstance(kinds, list) and set(kinds) == {DataDeletionType.RECORDINGS.value}


class Sweeper:
    """A background thread that deletes what is due."""

    def __init__(
        self,
        db: Database,
        recordings: RecordingStore,
        *,
        delete_delay: float,
        unfinished_ttl: float,
        orphan_age: float = 0.0,
        keep_recordings: bool = True,
    ) -> None:
        """``keep_recordings=False``: the recordings of a run without ``deleteData`` go as soon
        as it is final (a run with it is deleted whole after the delay, as the interface says)."""
        self._db = db
        self._keep_recordings = keep_recordings
        self._recordings = recordings
        self._orphan_age = orphan_age
        self._next_orphan_look = math.inf
        self._delay = delete_delay
        self._unfinished_ttl = unfinished_ttl
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="vx-sweeper", daemon=True)

    def start(self) -> None:
        try:
            self.remove_orphans()
        except RecordingStoreError as exc:  # not worth refusing to start: tried next time
            _log.warning("Leftover recordings were not removed: %s", exc)
        if self._orphan_age > 0:
            # Leftovers younger than orphan_age were spared: look again once they are old. (A
            # lone engine, orphan_age 0, looks only at start: its own uploads in progress would
            # pass for leftovers later.)
            self._next_orphan_look = time.monotonic() + self._orphan_age
        self._thread.start()

    def notify(self) -> None:
        """A run completed: its deletion time may be the next one due."""
        self._wake.set()

    def stop(self) -> None:
        self._stopping.set()
        self._wake.set()
        self._thread.join(5.0)

    def _loop(self) -> None:
        while not self._stopping.is_set():
            try:
                self.sweep()
                if time.monotonic() >= self._next_orphan_look:
                    self._next_orphan_look = time.monotonic() + self._orphan_age
                    self.remove_orphans()
                pause = min(
                    self._next_due() - time.time(), self._next_orphan_look - time.monotonic()
                )
            except Exception:
                _log.exception("The deletion sweep failed; trying again shortly")
                pause = _MAX_SLEEP
            self._wake.wait(min(_MAX_SLEEP, max(0.05, pause)))
            self._wake.clear()

    def _next_due(self) -> float:
        if self._finished_recordings():
            return time.time()
        row = self._db.query_one(
            "SELECT min(completed_at) AS due FROM runs WHERE delete_data = 1"
            " AND recordings_deleted_at IS NULL AND status IN (?, ?)",
            _FINAL,
        )
        due = row["due"] if row is not None else None
        return time.time() + _MAX_SLEEP if due is None else float(due) + self._delay

    def sweep(self, now: float | None = None) -> int:
        """Delete everything due at ``now``; returns how many runs were touched."""
        now = time.time() if now is None else now
        rows = self._db.query(
            "SELECT id, data_to_delete_json FROM runs WHERE delete_data = 1"
            " AND recordings_deleted_at IS NULL AND status IN (?, ?) AND completed_at <= ?",
            (*_FINAL, now - self._delay),
        )
        stale = self._db.query(
            "SELECT id FROM runs WHERE status = ? AND created_at <= ?",
            (ModelRunStatus.CREATED.value, now - self._unfinished_ttl),
        )
        for row in rows:
            only_recordings = _only_recordings(row["data_to_delete_json"])
            self._delete(row["id"], recordings_deleted_at=now if only_recordings else None)
        for row in stale:
            self._delete(row["id"])
        finished = self._finished_recordings()
        for run_id in finished:
            self._delete(run_id, recordings_deleted_at=now)
        return len(rows) + len(stale) + len(finished)

    def _finished_recordings(self) -> list[str]:
        """Final runs (without ``deleteData``) whose recordings are to go now."""
        if self._keep_recordings:
            return []
        rows = self._db.query(
            "SELECT id FROM runs WHERE delete_data = 0 AND recordings_deleted_at IS NULL"
            " AND status IN (?, ?)",
            _FINAL,
        )
        return [str(row["id"]) for row in rows]

    def _delete(self, run_id: str, *, recordings_deleted_at: float | None = None) -> None:
        """Delete a run whole, or only its recordings when ``recordings_deleted_at`` is given."""
        delete_run(self._db, self._recordings, run_id, recordings_deleted_at=recordings_deleted_at)
        self._db.checkpoint()  # the deleted rows' old copies leave the write-ahead log now

    def remove_orphans(self) -> int:
        """Delete recordings that no upload row refers to (crash leftovers); how many."""
        known = {r["path"] for r in self._db.query("SELECT path FROM uploads")}
        return self._recordings.remove_orphans(known, self._orphan_age)


def delete_run(
    db: Database,
    recordings: RecordingStore,
    run_id: str,
    *,
    recordings_deleted_at: float | None = None,
) -> None:
    """Delete a run whole (recordings, uploads, row), or only its recordings when
    ``recordings_deleted_at`` is given; a run already gone is fine. The caller checkpoints.

    Used by the sweeper and by the erase of a person (``voxwell.erasure``).
    """
    # The recordings go first: once the run answers 404 its recordings are gone too. A crash
    # (or an unreachable store) in between leaves the row, still due, for the next sweep.
    for row in db.query("SELECT path FROM uploads WHERE run_id = ?", (run_id,)):
        if not str(row["path"]).startswith(f"{run_id}/"):
            recordings.delete(row["path"])  # an earlier engine's row: an absolute path elsewhere
    recordings.delete_run(run_id)
    with db.write() as tx:
        tx.execute("DELETE FROM uploads WHERE run_id = ?", (run_id,))
        if recordings_deleted_at is None:
            tx.execute("DELETE FROM runs WHERE id = ?", (run_id,))
        else:
            tx.execute(
                "UPDATE runs SET recordings_deleted_at = ? WHERE id = ?",
                (recordings_deleted_at, run_id),
            )

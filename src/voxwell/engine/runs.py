"""Model runs in the store: creation, uploads, state moves, results and deletion.

Every state move is one transaction, so a run is never seen half-moved, and a run moves to
``RUNNING`` in the same transaction that records its last upload (on a team server the analysis
job is queued in that transaction too: ``on_started``). The two kinds of run
(``mental-wellness`` with one recording, ``apollo`` with two) share this table.
"""

from __future__ import annotations

import json
import math
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from voxwell.api import ModelKind, ModelRunStatus
from voxwell.engine.db import Database, Row, Transaction

__all__ = ["OnStarted", "RunRecord", "RunStore", "UploadRejected"]

_BY_ID = "SELECT * FROM runs WHERE id = ?"


class UploadRejected(Exception):
    """An upload that must not be kept: its slot is filled or its run has left CREATED."""


def _loads(text: str | None) -> Any:
    return None if text is None else json.loads(text)


@dataclass(frozen=True)
class RunRecord:
    id: str
    kind: ModelKind
    key_id: str
    user_label: str
    user: dict[str, Any]
    language: str
    status: ModelRunStatus
    created_at: float
    run_at: float | None
    completed_at: float | None
    error_code: str | None
    error_reason: str | None
    warnings: list[str]
    results: dict[str, Any] | None
    tags: list[dict[str, str]] | None
    activity_type: str | None
    delete_data: bool
    data_to_delete: list[str] | None
    model: str | None
    slots: tuple[str, ...]
    upload_expires_at: float
    attempts: int

    @classmethod
    def from_row(cls, row: Row) -> RunRecord:
        return cls(
            id=row["id"],
            kind=ModelKind(row["kind"]),
            key_id=row["key_id"],
            user_label=row["user_label"],
            user=json.loads(row["user_json"]),
            language=row["language"],
            status=ModelRunStatus(row["status"]),
            created_at=row["created_at"],
            run_at=row["run_at"],
            completed_at=row["completed_at"],
            error_code=row["error_code"],
            error_reason=row["error_reason"],
            warnings=_loads(row["warnings_json"]) or [],
            results=_loads(row["results_json"]),
            tags=_loads(row["tags_json"]),
            activity_type=row["activity_type"],
            delete_data=bool(row["delete_data"]),
            data_to_delete=_loads(row["data_to_delete_json"]),
            model=row["model"],
            slots=tuple(row["slots"].split(",")),
            upload_expires_at=row["upload_expires_at"],
            attempts=row["attempts"],
        )


OnStarted = Callable[[Transaction, str], None]
"""Called inside the transaction that moves a run to ``RUNNING`` (to queue its analysis)."""


class RunStore:
    """The ``runs`` and ``uploads`` tables (recordings are in ``voxwell.engine.recordings``)."""

    def __init__(self, db: Database, on_started: OnStarted | None = None) -> None:
        self._db = db
        self._on_started = on_started

    def create(
        self,
        kind: ModelKind,
        key_id: str,
        user: dict[str, Any],
        language: str,
        *,
        delete_data: bool,
        upload_ttl: float,
        upload_clock_now: float | None = None,
        data_to_delete: list[str] | None = None,
        tags: list[dict[str, str]] | None = None,
        activity_type: str | None = None,
    ) -> RunRecord:
        run_id = str(uuid.uuid4())
        now = time.time()
        with self._db.write() as tx:
            tx.execute(
                "INSERT INTO runs (id, kind, key_id, user_label, user_json, language, status,"
                " created_at, tags_json, activity_type, delete_data, data_to_delete_json, slots,"
                " upload_expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    run_id,
                    kind.value,
                    key_id,
                    user["userLabel"],
                    json.dumps(user),
                    language,
                    ModelRunStatus.CREATED.value,
                    now,
                    None if tags is None else json.dumps(tags),
                    activity_type,
                    int(delete_data),
                    None if data_to_delete is None else json.dumps(data_to_delete),
                    ",".join(kind.slots),
                    # Whole seconds, as in the signed token; from the clock that judges expiry.
                    math.ceil((now if upload_clock_now is None else upload_clock_now) + upload_ttl),
                ),
            )
        record = self.get(run_id)
        assert record is not None
        return record

    def get(
        self, run_id: str, key_id: str | None = None, kind: ModelKind | None = None
    ) -> RunRecord | None:
        """A run by id; None when it does not exist or belongs to another key or kind."""
        return _owned(self._db.query_one(_BY_ID, (run_id,)), key_id, kind)

    async def aget(
        self, run_id: str, key_id: str | None = None, kind: ModelKind | None = None
    ) -> RunRecord | None:
        """:meth:`get` for a route on the event loop."""
        return _owned(await self._db.aquery_one(_BY_ID, (run_id,)), key_id, kind)

    async def slot_filled(self, run_id: str, slot: str) -> bool:
        row = await self._db.aquery_one(
            "SELECT 1 FROM uploads WHERE run_id = ? AND slot = ?", (run_id, slot)
        )
        return row is not None

    def record_upload(self, run_id: str, slot: str, key: str, size: int) -> ModelRunStatus:
        """Keep an upload already in the recording store under ``key``; the run starts once all
        slots are in."""
        with self._db.write() as tx:
            # Locked to the end of the transaction: two slots arriving at once on two nodes must
            # not each miss the other's row and leave the run waiting for ever.
            row = tx.execute(
                "SELECT status, slots FROM runs WHERE id = ?" + self._db.row_lock, (run_id,)
            ).fetchone()
            if row is None or row["status"] != ModelRunStatus.CREATED.value:
                raise UploadRejected("The run is no longer waiting for recordings.")
            try:
                tx.execute(
                    "INSERT INTO uploads (run_id, slot, path, size, received_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (run_id, slot, key, size, time.time()),
                )
            except self._db.integrity_errors as exc:
                raise UploadRejected("This recording has already been uploaded.") from exc
            filled = {
                r[0] for r in tx.execute("SELECT slot FROM uploads WHERE run_id = ?", (run_id,))
            }
            if filled >= set(row["slots"].split(",")):
                tx.execute(
                    "UPDATE runs SET status = ?, run_at = ? WHERE id = ?",
                    (ModelRunStatus.RUNNING.value, time.time(), run_id),
                )
                if self._on_started is not None:
                    self._on_started(tx, run_id)
                return ModelRunStatus.RUNNING
        return ModelRunStatus.CREATED

    def upload_keys(self, run_id: str) -> dict[str, str]:
        """The recording store keys of a run's uploads, by slot (old rows: absolute paths)."""
        rows = self._db.query("SELECT slot, path FROM uploads WHERE run_id = ?", (run_id,))
        return {r["slot"]: r["path"] for r in rows}

    def running(self, exclude: set[str], limit: int) -> list[RunRecord]:
        """Runs waiting for a worker, oldest first (those already handed out left aside)."""
        rows = self._db.query(
            "SELECT * FROM runs WHERE status = ? ORDER BY run_at LIMIT ?",
            (ModelRunStatus.RUNNING.value, limit + len(exclude)),
        )
        records = [RunRecord.from_row(r) for r in rows if r["id"] not in exclude]
        return records[:limit]

    def mark_attempt(self, run_id: str) -> int:
        """Count one more attempt at a run (a run that keeps killing workers is given up)."""
        with self._db.write() as tx:
            tx.execute("UPDATE runs SET attempts = attempts + 1 WHERE id = ?", (run_id,))
            row = tx.execute("SELECT attempts FROM runs WHERE id = ?", (run_id,)).fetchone()
        return 0 if row is None else int(row[0])

    def release_attempt(self, run_id: str) -> None:
        """Take back an attempt that a shutdown cut short (it did not fail)."""
        with self._db.write() as tx:
            tx.execute(
                "UPDATE runs SET attempts = attempts - 1 WHERE id = ? AND attempts > 0", (run_id,)
            )

    def complete_ok(
        self, run_id: str, results: dict[str, Any], warnings: list[str], model: str
    ) -> None:
        with self._db.write() as tx:
            tx.execute(
                "UPDATE runs SET status = ?, completed_at = ?, results_json = ?,"
                " warnings_json = ?, model = ? WHERE id = ? AND status = ?",
                (
                    ModelRunStatus.COMPLETE_OK.value,
                    time.time(),
                    json.dumps(results),
                    json.dumps(warnings) if warnings else None,
                    model,
                    run_id,
                    ModelRunStatus.RUNNING.value,
                ),
            )

    def complete_error(
        self,
        run_id: str,
        code: str,
        reason: str,
        warnings: list[str] | None = None,
        model: str | None = None,
    ) -> None:
        with self._db.write() as tx:
            tx.execute(
                "UPDATE runs SET status = ?, completed_at = ?, error_code = ?, error_reason = ?,"
                " warnings_json = ?, model = ?, results_json = NULL WHERE id = ? AND status = ?",
                (
                    ModelRunStatus.COMPLETE_ERROR.value,
                    time.time(),
                    code,
                    reason,
                    json.dumps(warnings) if warnings else None,
                    model,
                    run_id,
                    ModelRunStatus.RUNNING.value,
                ),
            )


def _owned(row: Row | None, key_id: str | None, kind: ModelKind | None) -> RunRecord | None:
    if row is None:
        return None
    record = RunRecord.from_row(row)
    if key_id is not None and record.key_id != key_id:
        return None
    if kind is not None and record.kind is not kind:
        return None
    return record

"""Checkpoints kept in memory: a session run with nothing to resume once the process ends.

:class:`MemoryCheckpoints` implements the ``Checkpoints`` protocol over the records the history
stores (``voxwell.records.SessionRecord``), held in memory, for a run made in one call
(``voxwell.sessions.whole_runs``) where no history is kept: no store is opened and nothing is
written to disk.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from voxwell.api import SessionStatus
from voxwell.history.checkpoints import after_upload
from voxwell.records import SessionRecord

__all__ = ["MemoryCheckpoints"]


class MemoryCheckpoints:
    """Saves each step of a session run in memory; safe to call from worker threads."""

    def __init__(self) -> None:
        self._sessions: dict[int, SessionRecord] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"MemoryCheckpoints({len(self._sessions)} sessions)"

    def add(
        self,
        *,
        model_kind: str,
        base_url: str,
        request_json: Mapping[str, Any],
        takes: Mapping[str, str],
    ) -> SessionRecord:
        """A new session (status ``recorded``) with the next id."""
        with self._lock:
            user = request_json.get("user")
            session = SessionRecord(
                id=len(self._sessions) + 1,
                created_at=datetime.now(UTC),
                user_label=str(user.get("userLabel", "")) if isinstance(user, Mapping) else "",
                model_kind=model_kind,
                service_name="",
                base_url=base_url,
                language=str(request_json.get("language", "")),
                request_json=dict(request_json),
                takes=dict(takes),
            )
            self._sessions[session.id] = session
            return session

    def get(self, session_id: int) -> SessionRecord:
        with self._lock:
            return self._sessions[session_id]

    def _step(self, session_id: int, **changes: Any) -> SessionRecord:
        with self._lock:
            session = dataclasses.replace(self._sessions[session_id], **changes)
            self._sessions[session_id] = session
            return session

    def record_created(
        self, session_id: int, run_id: str, upload_urls: Mapping[str, str]
    ) -> SessionRecord:
        return self._step(
            session_id,
            run_id=run_id,
            upload_urls=dict(upload_urls),
            uploaded_slots=[],
            status=SessionStatus.UPLOADING,
            run_json=None,
        )

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> SessionRecord:
        return self._step(session_id, base_url=base_url, upload_urls=dict(upload_urls))

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> SessionRecord:
        current = self.get(session_id)
        done, status = after_upload(current.takes, current.uploaded_slots, slots)
        return self._step(session_id, uploaded_slots=list(done), status=status)

    def record_run(
        self, session_id: int, status: str, run_json: Mapping[str, Any]
    ) -> SessionRecord:
        return self._step(session_id, status=status, run_json=dict(run_json))

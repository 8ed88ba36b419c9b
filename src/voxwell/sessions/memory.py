"""Checkpoints kept in memory: a session run with nothing to resume once the process ends.

:class:`MemoryCheckpoints` implements the ``Checkpoints`` protocol over plain frozen records
(:class:`MemorySession`), for a run made in one call (``voxwell.sessions.whole_runs``) where no
history is kept: no store is opened and nothing is written to disk.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from voxwell.api import SessionStatus
from voxwell.history.checkpoints import after_upload

__all__ = ["MemoryCheckpoints", "MemorySession"]


@dataclasses.dataclass(frozen=True)
class MemorySession:
    """One session as the runner reads it (``CheckpointedSession``), held in memory."""

    id: int
    model_kind: str
    base_url: str
    request_json: Mapping[str, Any]
    takes: Mapping[str, str]
    run_id: str | None = None
    upload_urls: Mapping[str, str] = dataclasses.field(default_factory=dict)
    uploaded_slots: tuple[str, ...] = ()
    status: str = SessionStatus.RECORDED
    run_json: Mapping[str, Any] | None = None

    @property
    def missing_slots(self) -> list[str]:
        """Take slots not uploaded yet, in take order."""
        return [slot for slot in self.takes if slot not in self.uploaded_slots]


class MemoryCheckpoints:
    """Saves each step of a session run in memory; safe to call from worker threads."""

    def __init__(self) -> None:
        self._sessions: dict[int, MemorySession] = {}
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
    ) -> MemorySession:
        """A new session (status ``recorded``) with the next id."""
        with self._lock:
            session = MemorySession(
                id=len(self._sessions) + 1,
                model_kind=model_kind,
                base_url=base_url,
                request_json=dict(request_json),
                takes=dict(takes),
            )
            self._sessions[session.id] = session
            return session

    def get(self, session_id: int) -> MemorySession:
        with self._lock:
            return self._sessions[session_id]

    def _step(self, session_id: int, **changes: Any) -> MemorySession:
        with self._lock:
            session = dataclasses.replace(self._sessions[session_id], **changes)
            self._sessions[session_id] = session
            return session

    def record_created(
        self, session_id: int, run_id: str, upload_urls: Mapping[str, str]
    ) -> MemorySession:
        return self._step(
            session_id,
            run_id=run_id,
            upload_urls=dict(upload_urls),
            uploaded_slots=(),
            status=SessionStatus.UPLOADING,
            run_json=None,
        )

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> MemorySession:
        return self._step(session_id, base_url=base_url, upload_urls=dict(upload_urls))

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> MemorySession:
        current = self.get(session_id)
        done, status = after_upload(current.takes, current.uploaded_slots, slots)
        return self._step(session_id, uploaded_slots=tuple(done), status=status)

    def record_run(
        self, session_id: int, status: str, run_json: Mapping[str, Any]
    ) -> MemorySession:
        return self._step(session_id, status=status, run_json=dict(run_json))

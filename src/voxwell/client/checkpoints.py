"""The checkpoint protocol of a session run, and an in-memory implementation of it.

A session is one model run made from take files: its model kind, the create-run body, the takes
by slot, and, as it goes, the run id, the upload URLs, the slots uploaded and the run's last
response. ``SessionRunner`` reads a session through :class:`CheckpointedSession` and saves every
step through :class:`Checkpoints` before taking the next, so whoever implements the protocol on
disk (the local history, ``voxwell.history.HistoryCheckpoints``) can resume a session after a
crash or a Ctrl+C. Each method returns the session as now saved. The runner calls them in a
worker thread: an implementation must be safe to call from one.

:class:`MemoryCheckpoints` keeps sessions in memory, for one-call runs that need no resume.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from voxwell.api import ModelRunStatus, SessionStatus

__all__ = [
    "CheckpointedSession",
    "Checkpoints",
    "MemoryCheckpoints",
    "SessionState",
    "session_status_of",
]


class CheckpointedSession(Protocol):
    """What the runner reads of a saved session (``voxwell.history.SessionRecord`` is one)."""

    @property
    def id(self) -> int: ...

    @property
    def model_kind(self) -> str: ...

    @property
    def base_url(self) -> str: ...

    @property
    def request_json(self) -> Mapping[str, Any]: ...

    @property
    def takes(self) -> Mapping[str, str]: ...

    @property
    def run_id(self) -> str | None: ...

    @property
    def upload_urls(self) -> Mapping[str, str]: ...

    @property
    def uploaded_slots(self) -> Sequence[str]: ...

    @property
    def status(self) -> str: ...

    @property
    def run_json(self) -> Mapping[str, Any] | None: ...

    @property
    def missing_slots(self) -> list[str]: ...


SessionT = TypeVar("SessionT", bound=CheckpointedSession)


class Checkpoints(Protocol[SessionT]):
    """Where a session run saves each step; every call is durable when it returns."""

    def record_created(
        self, session_id: int, run_id: str, upload_urls: Mapping[str, str]
    ) -> SessionT:
        """A new run exists: its id and upload URLs; no slot uploaded yet (status uploading)."""
        ...

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> SessionT:
        """The service is now at ``base_url`` (the bundled engine's port changes per launch)."""
        ...

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> SessionT:
        """These take slots are uploaded (status running once none is missing)."""
        ...

    def record_run(self, session_id: int, status: str, run_json: Mapping[str, Any]) -> SessionT:
        """The run's latest response (wire JSON) and what it means for the session
        (``session_status_of``): ``complete`` or ``failed`` end it."""
        ...

    def record_failure(self, session_id: int, reason: str) -> SessionT:
        """The session cannot go on (its takes are gone, say): failed, never resumed."""
        ...

    def unfinished(self) -> list[SessionT]:
        """Sessions with an upload or a run still to finish, oldest first."""
        ...


def session_status_of(status: ModelRunStatus) -> str:
    """What a run's status means for its session: ``complete``, ``failed`` or ``running``."""
    if status is ModelRunStatus.COMPLETE_OK:
        return SessionStatus.COMPLETE
    if status is ModelRunStatus.COMPLETE_ERROR:
        return SessionStatus.FAILED
    return SessionStatus.RUNNING


@dataclass(frozen=True)
class SessionState:
    """A session held in memory (see :class:`MemoryCheckpoints`)."""

    id: int
    model_kind: str
    request_json: Mapping[str, Any]
    takes: Mapping[str, str]
    base_url: str = ""
    run_id: str | None = None
    upload_urls: Mapping[str, str] = field(default_factory=dict)
    uploaded_slots: Sequence[str] = ()
    status: str = SessionStatus.RECORDED
    run_json: Mapping[str, Any] | None = None
    error_reason: str | None = None

    @property
    def missing_slots(self) -> list[str]:
        return [slot for slot in self.takes if slot not in self.uploaded_slots]


class MemoryCheckpoints:
    """Sessions in memory: nothing survives the process (one-call runs, tests of callers)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions: dict[int, SessionState] = {}

    def add(
        self,
        model_kind: str,
        request_json: Mapping[str, Any],
        takes: Mapping[str, str],
        base_url: str = "",
    ) -> SessionState:
        with self._lock:
            session = SessionState(
                len(self._sessions) + 1, model_kind, dict(request_json), dict(takes), base_url
            )
            self._sessions[session.id] = session
            return session

    def _change(self, session_id: int, **changes: Any) -> SessionState:
        with self._lock:
            session = dataclasses.replace(self._sessions[session_id], **changes)
            self._sessions[session_id] = session
            return session

    def record_created(
        self, session_id: int, run_id: str, upload_urls: Mapping[str, str]
    ) -> SessionState:
        return self._change(
            session_id,
            run_id=run_id,
            upload_urls=dict(upload_urls),
            uploaded_slots=(),
            status=SessionStatus.UPLOADING,
            run_json=None,
            error_reason=None,
        )

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> SessionState:
        return self._change(session_id, base_url=base_url, upload_urls=dict(upload_urls))

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> SessionState:
        with self._lock:
            before = self._sessions[session_id]
        done = tuple(slot for slot in before.takes if slot in {*before.uploaded_slots, *slots})
        running = len(done) == len(before.takes)
        status = SessionStatus.RUNNING if running else SessionStatus.UPLOADING
        return self._change(session_id, uploaded_slots=done, status=status)

    def record_run(self, session_id: int, status: str, run_json: Mapping[str, Any]) -> SessionState:
        return self._change(session_id, run_json=dict(run_json), status=status)

    def record_failure(self, session_id: int, reason: str) -> SessionState:
        return self._change(session_id, status=SessionStatus.FAILED, error_reason=reason)

    def unfinished(self) -> list[SessionState]:
        with self._lock:
            return [
                session
                for session in self._sessions.values()
                if SessionStatus(session.status).is_active
            ]

"""The checkpoint protocol of a session run.

A session is one model run made from take files: its model kind, the create-run body, the takes
by slot, and, as it goes, the run id, the upload URLs, the slots uploaded and the run's last
response. ``SessionRunner`` reads a session through :class:`CheckpointedSession` and saves every
step through :class:`Checkpoints` before taking the next, so whoever implements the protocol on
disk (the local history, ``voxwell.history.HistoryCheckpoints``) can resume a session after a
crash or a Ctrl+C. Each method returns the session as now saved. The runner calls them in a
worker thread: an implementation must be safe to call from one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from voxwell.api import ModelRunStatus, SessionStatus

__all__ = [
    "CheckpointedSession",
    "Checkpoints",
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
    def status(self) -> str: ...

    @property
    def run_json(self) -> Mapping[str, Any] | None: ...

    @property
    def missing_slots(self) -> list[str]: ...


SessionT_co = TypeVar("SessionT_co", bound=CheckpointedSession, covariant=True)


class Checkpoints(Protocol[SessionT_co]):
    """Where a session run saves each step; every call is durable when it returns."""

    def record_created(
        self, session_id: int, run_id: str, upload_urls: Mapping[str, str]
    ) -> SessionT_co:
        """A new run exists: its id and upload URLs; no slot uploaded yet (status uploading)."""
        ...

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> SessionT_co:
        """The service is now at ``base_url`` (the bundled engine's port changes per launch)."""
        ...

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> SessionT_co:
        """These take slots are uploaded (status running once none is missing)."""
        ...

    def record_run(self, session_id: int, status: str, run_json: Mapping[str, Any]) -> SessionT_co:
        """The run's latest response (wire JSON) and what it means for the session
        (``session_status_of``): ``complete`` or ``failed`` end it."""
        ...


def session_status_of(status: ModelRunStatus) -> str:
    """What a run's status means for its session: ``complete``, ``failed`` or ``running``."""
    if status is ModelRunStatus.COMPLETE_OK:
        return SessionStatus.COMPLETE
    if status is ModelRunStatus.COMPLETE_ERROR:
        return SessionStatus.FAILED
    return SessionStatus.RUNNING

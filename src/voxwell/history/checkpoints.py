"""The local history as the checkpoints of session runs (``voxwell.sessions.checkpoints``).

:class:`HistoryCheckpoints` implements the session runner's ``Checkpoints`` protocol over a
:class:`~voxwell.history.store.HistoryStore` (structurally: the history imports nothing of
``voxwell.sessions``). Each step is one committed update of the session's row. A session the
user cancelled stays cancelled: a step of its run that was still being saved when the cancel
came is dropped, so the session is not taken up again at the next start.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from voxwell.api import SessionStatus
from voxwell.history.store import HistoryStore
from voxwell.records import SessionRecord

__all__ = ["HistoryCheckpoints", "after_upload"]


def after_upload(
    takes: Iterable[str], uploaded: Iterable[str], slots: Iterable[str]
) -> tuple[list[str], SessionStatus]:
    """The slots uploaded once ``slots`` are, in take order, and the session's status then:
    ``running`` once none is missing, else ``uploading``."""
    order = list(takes)
    sent = {*uploaded, *slots}
    done = [slot for slot in order if slot in sent]
    return done, SessionStatus.RUNNING if done == order else SessionStatus.UPLOADING


class HistoryCheckpoints:
    """Saves each step of a session run in the history; safe to call from worker threads."""

    def __init__(self, store: HistoryStore) -> None:
        self.store = store
        # Orders a run's steps (saved in worker threads) against a cancel from the GUI thread.
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"HistoryCheckpoints({self.store!r})"

    def _step(self, session_id: int, **changes: Any) -> SessionRecord:
        with self._lock:
            current = self.store.get(session_id)
            if current.status == SessionStatus.CANCELLED:
                return current
            return self.store.update(session_id, **changes)

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
            error_code=None,
            error_reason=None,
        )

    def record_moved(
        self, session_id: int, base_url: str, upload_urls: Mapping[str, str]
    ) -> SessionRecord:
        return self._step(session_id, base_url=base_url, upload_urls=dict(upload_urls))

    def record_uploaded(self, session_id: int, slots: Sequence[str]) -> SessionRecord:
        # Only this session's run adds slots, one step at a time: reading them unlocked is safe.
        current = self.store.get(session_id)
        done, status = after_upload(current.takes, current.uploaded_slots, slots)
        return self._step(session_id, uploaded_slots=done, status=status)

    def record_run(
        self, session_id: int, status: str, run_json: Mapping[str, Any]
    ) -> SessionRecord:
        # The store copies the run's model version and error into their columns.
        return self._step(session_id, status=status, run_json=dict(run_json))

    def record_failure(self, session_id: int, reason: str) -> SessionRecord:
        return self._step(session_id, status=SessionStatus.FAILED, error_reason=reason)

    def record_cancelled(self, session_id: int) -> SessionRecord:
        """The user stopped the session: its takes are kept, it is not resumed by itself."""
        with self._lock:
            return self.store.update(session_id, status=SessionStatus.CANCELLED)

    def unfinished(self) -> list[SessionRecord]:
        return self.store.pending()

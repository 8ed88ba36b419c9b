"""Where ``voxwell analyze`` keeps its progress: a state file in the history's SQLite format.

Each item of a batch is a session of a ``HistoryStore`` (``--state FILE``), saved at every step by
``SessionRunner`` through ``HistoryCheckpoints``. Running the same batch again finds each item's
session by its files, model, user details, language and ``--engine``: a session with a final
run is taken as it is (no new run), an unfinished one is resumed. Once every item of the batch
has a final run its sessions are forgotten, and the file is removed when it holds nothing else.
"""

from __future__ import annotations

from pathlib import Path

from voxwell.api import SessionStatus
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.batch_results import BatchItem, Options
from voxwell.sessions.draft import create_request

__all__ = ["batch_sessions", "is_final", "remove_state", "tidy_state"]


def is_final(session: SessionRecord) -> bool:
    """The session's run has ended (results or an analysis error): nothing left to resume."""
    final = session.status in (SessionStatus.COMPLETE, SessionStatus.FAILED)
    return final and session.run_json is not None


def _takes(options: Options, item: BatchItem) -> dict[str, str]:
    return {
        slot: str(path.resolve())
        for slot, path in zip(options.model.slots, item.files, strict=True)
    }


def batch_sessions(store: HistoryStore, options: Options, base_url: str) -> list[SessionRecord]:
    """The saved session of each item: one an earlier run of this batch left, or a new one.

    A session is this item's when it has the same files, model, user details, language and
    ``--engine``; the newest such session wins.
    """
    request = create_request(options.model.value, options.user, options.language)
    saved: dict[tuple[tuple[str, str], ...], SessionRecord] = {}
    for record in reversed(store.sessions(options.user.userLabel)):  # oldest first: newest wins
        if (
            record.model_kind == options.model.value
            and record.service_name == options.engine
            and record.request_json == request
            and record.status != SessionStatus.CANCELLED
        ):
            saved[tuple(record.takes.items())] = record
    sessions = []
    for item in options.items:
        takes = _takes(options, item)
        found = saved.get(tuple(takes.items()))
        if found is None:
            found = store.create_session(
                user_label=options.user.userLabel,
                model_kind=options.model.value,
                service_name=options.engine,
                base_url=base_url,
                language=options.language.value,
                request_json=request,
                takes=takes,
            )
        sessions.append(found)
    return sessions


def tidy_state(store: HistoryStore, sessions: list[SessionRecord]) -> bool:
    """Forget the batch's sessions once all are final; True when the state file can go."""
    current = [store.get(session.id) for session in sessions]
    if all(is_final(session) for session in current):
        for session in current:
            store.delete(session.id)
    return not store.sessions()


def remove_state(path: Path) -> None:
    """Delete a state file with its SQLite companions."""
    for leftover in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        leftover.unlink(missing_ok=True)

"""Where ``voxwell analyze`` keeps its progress: a state file in the history's SQLite format.

Each item of a batch is a session of a ``HistoryStore`` (``--state FILE``, or a study's file for
``--manifest``), saved at every step by ``SessionRunner`` through ``HistoryCheckpoints``. Running
the same batch again finds each item's session by its files, model, user details, language and
``--engine`` (and a study row's sessionDate, when it gives one): a session with a final run is
taken as it is (no new run), an unfinished one is resumed. Once every item of a batch of FILE...
has a final run its sessions are forgotten, and the file is removed when it holds nothing else.

A study keeps its sessions: it is what the Study screen opens. So that it holds one session per
row, a row whose run input changed since an earlier run of the study (same files, other details
or ``--engine``) is said to have changed, analysed again, and its earlier session replaced; a row
whose attributes (or known parts of the birth date) alone changed has them updated on its
session, with no new run. A study mirrors its manifest: the session of a recording no row names
any more (a participant withdrawn or excluded) is removed from the study file, and said; a row
skipped for a problem keeps its session until the row is mended or removed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from voxwell.api import SessionStatus, UserDetails
from voxwell.history import HistoryStore, SessionRecord
from voxwell.sessions.batch_results import BatchItem, Options
from voxwell.sessions.draft import create_request

__all__ = ["batch_sessions", "is_final", "remove_state", "tidy_state"]

_Key = tuple[str, str, str, tuple[tuple[str, str], ...]]
"""What a session's run was made from: model, engine, create request (as JSON) and takes."""


def is_final(session: SessionRecord) -> bool:
    """The session's run has ended (results or an analysis error): nothing left to resume."""
    final = session.status in (SessionStatus.COMPLETE, SessionStatus.FAILED)
    return final and session.run_json is not None


def _takes(item: BatchItem) -> dict[str, str]:
    return {
        slot: str(path.resolve()) for slot, path in zip(item.model.slots, item.files, strict=True)
    }


def _key(model: str, engine: str, request: dict[str, Any], takes: dict[str, str]) -> _Key:
    return (model, engine, json.dumps(request, sort_keys=True), tuple(takes.items()))


def batch_sessions(
    store: HistoryStore,
    options: Options,
    base_url: str,
    tell: Callable[[str], None] = lambda _: None,
) -> list[SessionRecord]:
    """The saved session of each item: one an earlier run of this batch left, or a new one.

    A session is this item's when it has the same files, model, user details, language and
    ``--engine`` (and created_at, for a study row with a sessionDate); the newest such session
    wins. For a study, what changed since an earlier run of a row is said through ``tell``.
    """
    saved: dict[_Key, list[SessionRecord]] = {}
    by_takes: dict[tuple[tuple[str, str], ...], list[SessionRecord]] = {}
    for record in reversed(store.sessions()):  # oldest first: newest wins
        if record.status == SessionStatus.CANCELLED:
            continue
        key = _key(record.model_kind, record.service_name, record.request_json, record.takes)
        saved.setdefault(key, []).append(record)
        by_takes.setdefault(key[3], []).append(record)
    sessions = []
    for item in options.items:
        request = create_request(item.model.value, item.user, item.language)
        takes = _takes(item)
        key = _key(item.model.value, options.engine, request, takes)
        same = [
            record
            for record in saved.get(key, [])
            if item.created_at is None or record.created_at == item.created_at
        ]
        found = same[-1] if same else None
        if options.manifest is not None and found is not None:
            found = _update_kept_details(store, found, item, tell)
        elif options.manifest is not None:
            for earlier in by_takes.get(key[3], []):
                changed = ", ".join(_changes(earlier, item, options.engine)) or "its details"
                tell(
                    f"{item.label}: {changed} changed since the study last ran it; it is "
                    "analysed again and replaces its earlier session."
                )
                store.delete(earlier.id)
        if found is None:
            found = store.create_session(
                user_label=item.user.userLabel,
                model_kind=item.model.value,
                service_name=options.engine,
                base_url=base_url,
                language=item.language.value,
                request_json=request,
                takes=takes,
                created_at=item.created_at,
                birth_date_known=item.birth_date_known,
                attributes=item.attributes,
            )
        sessions.append(found)
    if options.manifest is not None:
        _forget_removed_rows(store, options, {session.id for session in sessions}, tell)
    return sessions


def _forget_removed_rows(
    store: HistoryStore, options: Options, kept: set[int], tell: Callable[[str], None]
) -> None:
    """Remove the study's sessions whose recordings no row of the manifest names."""
    named = {str(path) for path in options.named_files}
    for record in store.sessions():
        if record.id in kept or any(take in named for take in record.takes.values()):
            continue
        names = " + ".join(Path(take).name for take in record.takes.values())
        tell(
            f"{names} ({record.user_label}) is on no row of the manifest any more; its session "
            "is removed from the study."
        )
        store.delete(record.id)


def _update_kept_details(
    store: HistoryStore, record: SessionRecord, item: BatchItem, tell: Callable[[str], None]
) -> SessionRecord:
    """A study row's session with the row's attributes and known birth date, which are kept
    beside the run (no input of it): changed ones are updated, and said."""
    changes: dict[str, Any] = {}
    changed: list[str] = []
    if record.attributes != dict(item.attributes):
        changes["attributes"] = dict(item.attributes) or None
        names = dict.fromkeys([*record.attributes, *item.attributes])
        changed += [n for n in names if record.attributes.get(n) != item.attributes.get(n)]
    if record.birth_date_known != item.birth_date_known:
        changes["birth_date_known"] = item.birth_date_known
        changed.append("dateOfBirth")
    if not changes:
        return record
    tell(f"{item.label}: {', '.join(changed)} changed; updated on its session, with no new run.")
    return store.update(record.id, **changes)


def _changes(record: SessionRecord, item: BatchItem, engine: str) -> list[str]:
    """The manifest's columns (and ``--engine``) in which ``item`` differs from ``record``."""
    try:
        user = UserDetails.model_validate(record.request_json.get("user"))
    except ValueError:  # a damaged or hand-edited request: say it all changed
        return []
    changed = [
        column
        for column, before, now in (
            ("userLabel", user.userLabel, item.user.userLabel),
            ("dateOfBirth", user.dateOfBirth, item.user.dateOfBirth),
            ("birthSex", user.birthSex, item.user.birthSex),
            ("language", record.language, item.language.value),
        )
        if before != now
    ]
    if item.created_at is not None and record.created_at != item.created_at:
        changed.append("sessionDate")
    if record.service_name != engine:
        changed.append("--engine")
    return changed


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

"""What erasing one person removes: the plan, found by reading only, and its plain description.

:func:`plan_erase` finds everything this computer keeps of one user label and names it in an
:class:`ErasePlan`: the history's sessions and questionnaires, the sessions ``voxwell analyze``
keeps in its state file in the data folder, the files of that person's takes in the takes folder
(set-aside ones too), and the local engine's runs, questionnaires and user-data uploads. The
plan holds ids and take file names only (a take's name is its time, slot and a random tag),
never the label or anything else about the person, because it is written to disk as the erase's
journal (``voxwell.erasure.erase``). :func:`describe` says what will go, for the confirmation.

A take is the person's when its notes name them (``voxwell.audio.takes.owner_of``), or when its
notes name no one (an imported file) and one of their sessions refers to it (by its file name,
unique to one take: the data folder may have moved since); a take whose notes name someone else
is never theirs. Files outside the takes folder (recordings given to
``voxwell analyze``, exports) are not the app's to delete and are never in a plan.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, fields
from pathlib import Path

from voxwell.audio.takes import PARTIAL_SUFFIX, owner_of
from voxwell.desk.results_style import plural
from voxwell.engine.db import SqliteDatabase
from voxwell.engine.state import database_path
from voxwell.history import HistoryStore
from voxwell.paths import AppPaths
from voxwell.privacy.at_rest import data_key
from voxwell.sqlite_db import is_plain_sqlite

__all__ = ["REMOTE_COPIES_NOTE", "ErasePlan", "describe", "file_key", "open_engine", "plan_erase"]

REMOTE_COPIES_NOTE = (
    "A team server or a hosted region keeps its own copy of the runs and questionnaires sent "
    "there, which this erase cannot reach: the service has no call to delete them, and only runs "
    "created with deleteData are deleted there, 12 hours after they complete. Ask whoever runs "
    "that service to delete them. Files exported or saved elsewhere (reports, CSV, FHIR, "
    "recordings given to 'voxwell analyze') are not touched either."
)
"""What an erase on this computer leaves elsewhere, said with every confirmation."""


@dataclass(frozen=True)
class ErasePlan:
    """The items of one person to delete, by kind. Ids and take file names only: no label."""

    sessions: tuple[int, ...] = ()
    """Sessions in the history (``AppPaths.history_db``)."""
    questionnaires: tuple[str, ...] = ()
    """Questionnaires in the history."""
    batch_sessions: tuple[int, ...] = ()
    """Sessions in the state file of ``voxwell analyze`` (``AppPaths.batch_state``)."""
    study_rows: tuple[str, ...] = ()
    """Sessions of studies run from a manifest (``AppPaths.studies``): ``<file name>#<id>``."""
    take_files: tuple[str, ...] = ()
    """Files in the takes folder (POSIX paths relative to it): audio, notes, live notes."""
    engine_runs: tuple[str, ...] = ()
    """Runs in the local engine's store, deleted with their uploads and recordings."""
    engine_questionnaires: tuple[str, ...] = ()
    engine_user_data: tuple[str, ...] = ()

    def counts(self) -> dict[str, int]:
        """How many items of each kind (the field names), in a fixed order."""
        return {field.name: len(getattr(self, field.name)) for field in fields(self)}

    @property
    def total(self) -> int:
        return sum(self.counts().values())

    @property
    def takes(self) -> int:
        """How many of ``take_files`` are recordings (the others are their notes)."""
        return sum(1 for name in self.take_files if not _is_notes(name))


def _is_notes(name: str) -> bool:
    """A take's notes or live notes, or a temporary file of one being written."""
    return name.endswith((".json", ".tmp"))


def file_key(path: Path) -> bytes | None:
    """The key to open the SQLite file ``path`` with: this process's data key
    (``voxwell.privacy.at_rest``) for an encrypted file, None for a plain one, which is opened
    as it is (an erase never encrypts a file in place under a running app or engine)."""
    key = data_key()
    return key if key is not None and not is_plain_sqlite(path) else None


def open_engine(folder: Path) -> SqliteDatabase | None:
    """The local engine's store in ``folder`` (``AppPaths.engine``), as ``voxwell engine keys``
    opens it while the engine may run (SQLite's lock across processes); None when it has none."""
    path = database_path(folder)
    return SqliteDatabase(path, key=file_key(path)) if path.is_file() else None


def plan_erase(paths: AppPaths, user_label: str) -> ErasePlan:
    """Everything this computer keeps of ``user_label`` (reads only). An encrypted data folder
    is read with this process's data key (``voxwell.privacy.at_rest.use_data_key``)."""
    label = user_label.strip()
    if not label:
        raise ValueError("Give the user label of the person whose data is to be erased.")
    sessions, questionnaires, referred = _history_items(paths.history_db, label)
    # The batch's own take references are the user's files elsewhere: never planned.
    batch_sessions, _, _ = _history_items(paths.batch_state, label)
    study_rows = tuple(
        f"{study.name}#{session}"
        for study in sorted(paths.studies.glob("*.sqlite3"))
        for session in _history_items(study, label)[0]
    )
    runs, engine_questionnaires, user_data = _engine_items(paths.engine, label)
    return ErasePlan(
        sessions=sessions,
        questionnaires=questionnaires,
        batch_sessions=batch_sessions,
        study_rows=study_rows,
        take_files=_take_files(paths.takes, label, referred),
        engine_runs=runs,
        engine_questionnaires=engine_questionnaires,
        engine_user_data=user_data,
    )


def _history_items(path: Path, label: str) -> tuple[tuple[int, ...], tuple[str, ...], set[str]]:
    """Session ids, questionnaire ids and the names of the take files of ``label``'s sessions."""
    if not path.is_file():
        return (), (), set()
    with HistoryStore(path, key=file_key(path)) as store:
        records = store.sessions(label)
        questionnaires = store.questionnaires(label)
    referred = {Path(take).name for record in records for take in record.takes.values() if take}
    return tuple(r.id for r in records), tuple(q.id for q in questionnaires), referred


def _engine_items(
    folder: Path, label: str
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    db = open_engine(folder)
    if db is None:
        return (), (), ()

    def ids(table: str) -> tuple[str, ...]:
        sql = f"SELECT id FROM {table} WHERE user_label = ? ORDER BY created_at"
        return tuple(str(row["id"]) for row in db.query(sql, (label,)))

    try:
        return ids("runs"), ids("questionnaires"), ids("user_data")
    finally:
        db.close()


def _take_files(folder: Path, label: str, referred: Collection[str]) -> tuple[str, ...]:
    """The files in ``folder`` and below (takes set aside too) of the takes of ``label``;
    ``referred``: the names of the take files of their sessions."""
    if not folder.is_dir():
        return ()
    # A take's files share its name up to the first dot: <stem>.wav, .flac, .json, .live.json,
    # their .partial forms, an import's own suffix, and ".<name>…tmp" of an atomic write.
    takes: dict[tuple[Path, str], list[Path]] = {}
    for path in folder.rglob("*"):
        if path.is_file():
            stem = path.name.lstrip(".").split(".", 1)[0]
            takes.setdefault((path.parent, stem), []).append(path)
    chosen: list[Path] = []
    for (parent, stem), files in takes.items():
        owner = _owner(parent, stem)
        if owner == label or (not owner and any(f.name in referred for f in files)):
            chosen += files
    return tuple(sorted(path.relative_to(folder).as_posix() for path in chosen))


def _owner(parent: Path, stem: str) -> str:
    """The user label the notes of take ``stem`` name ("" when none do)."""
    for take in (parent / f"{stem}.wav", parent / f"{stem}{PARTIAL_SUFFIX}"):
        label = owner_of(take).user_label.strip()
        if label:
            return label
    return ""


def describe(plan: ErasePlan) -> str:
    """What the erase removes, in plain words, and what it cannot reach."""
    here = [plural(len(plan.sessions), "session")] if plan.sessions else []
    if plan.takes:
        here.append(f"{plural(plan.takes, 'take')} with their notes")
    elif plan.take_files:
        here.append(plural(len(plan.take_files), "notes file") + " of takes")
    if plan.questionnaires:
        here.append(plural(len(plan.questionnaires), "questionnaire"))
    if plan.batch_sessions:
        kept_by = "kept by 'voxwell analyze'"
        here.append(plural(len(plan.batch_sessions), f"session {kept_by}", f"sessions {kept_by}"))
    if plan.study_rows:
        here.append(plural(len(plan.study_rows), "session of a study", "sessions of studies"))
    engine = []
    if plan.engine_runs:
        engine.append(plural(len(plan.engine_runs), "run") + " with their recordings")
    if plan.engine_questionnaires:
        engine.append(plural(len(plan.engine_questionnaires), "questionnaire"))
    if plan.engine_user_data:
        engine.append(plural(len(plan.engine_user_data), "user-data upload"))
    parts = []
    if here:
        parts.append(", ".join(here))
    if engine:
        parts.append("in the local analysis engine: " + ", ".join(engine))
    if not parts:
        return "Nothing of this person is kept on this computer.\n" + REMOTE_COPIES_NOTE
    return f"This erases from this computer, for good: {'; '.join(parts)}.\n{REMOTE_COPIES_NOTE}"

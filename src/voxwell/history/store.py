"""The local history: every session in one SQLite file (WAL), saved at every step.

Each change is its own transaction, committed with ``synchronous=FULL`` before the call returns,
so a run's results are on disk the moment they arrive (hosted runs with ``deleteData`` answer 404
after 12 hours) and a crash loses no step that was reported done. WAL lets a second window read
while one writes; a busy timeout waits for the other writer instead of failing at once.

Fields holding JSON (request, takes, upload URLs, uploaded slots, the run) are stored as JSON text.
Questionnaires created from the app are kept too (``add_questionnaire``), so their answers can be
fetched after a restart. Each session keeps a small summary of its run beside it
(``voxwell.history.summary``), so a study of thousands of runs reads no run (``study_rows``).
SQLite errors are mapped once, here, to :class:`voxwell.errors.HistoryError`.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import fields, replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from voxwell.api import (
    SECTION_MEASURES,
    ModelKind,
    ModelRunStatus,
    QuestionnaireStatus,
    SessionStatus,
    TakeSlot,
)
from voxwell.errors import HistoryError
from voxwell.history.questionnaire_log import (
    QUESTIONNAIRES_SCHEMA,
    insert_questionnaire,
    select_questionnaires,
)
from voxwell.history.summary import RunSummary, StudyRow, summarise
from voxwell.history.trend import (
    APOLLO_MEASURES,
    TrendSeries,
    build_trend,
    session_measures,
)
from voxwell.records import QuestionnaireRecord, SessionRecord
from voxwell.sqlite_db import (
    DatabaseError,
    Error,
    IntegrityError,
    Migration,
    Row,
    SchemaTooNewError,
    connect,
    is_not_a_database,
    prepare,
    transaction,
)

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "HistoryStore"]

_SESSIONS_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    user_label TEXT NOT NULL,
    model_kind TEXT NOT NULL,
    service_name TEXT NOT NULL,
    base_url TEXT NOT NULL,
    language TEXT NOT NULL,
    request_json TEXT NOT NULL,
    takes TEXT NOT NULL,
    run_id TEXT,
    upload_urls TEXT NOT NULL DEFAULT '{}',
    uploaded_slots TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL,
    run_json TEXT,
    model_version TEXT,
    error_code TEXT,
    error_reason TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user_label ON sessions (user_label, created_at);
CREATE INDEX IF NOT EXISTS sessions_status ON sessions (status);
"""

MIGRATIONS: tuple[Migration, ...] = (
    Migration("sessions", _SESSIONS_SCHEMA),
    Migration("questionnaires created from the app", QUESTIONNAIRES_SCHEMA),
    # The wire date fills an unknown month or day with 01; this keeps which parts are real.
    Migration(
        "the date of birth as far as it is known",
        "ALTER TABLE sessions ADD COLUMN birth_date_known TEXT;",
    ),
    # What live monitoring heard while each take was recorded (slot -> voxwell.api.LiveNotes).
    Migration(
        "the live captions and alerts of each take",
        "ALTER TABLE sessions ADD COLUMN live_monitoring TEXT;",
    ),
    # When the final results arrived, and when the retention rule removed the takes' audio
    # (voxwell.desk.retention); rows stored before have none of these.
    Migration(
        "when results arrived and when the recordings were removed",
        "ALTER TABLE sessions ADD COLUMN results_at TEXT;"
        " ALTER TABLE sessions ADD COLUMN audio_removed_at TEXT;"
        " ALTER TABLE sessions ADD COLUMN audio_retention_days INTEGER;",
    ),
    # A study's participant attributes of a session (group, site, arm: names to text), from a
    # study manifest (``voxwell analyze --manifest``); sessions recorded here have none.
    Migration(
        "participant attributes of a study's sessions",
        "ALTER TABLE sessions ADD COLUMN attributes TEXT;",
    ),
    # What a study reads of each session's run: its measures' values and model version, as JSON
    # (voxwell.history.summary), so a study reads no run. Rows stored before have none; theirs
    # is computed from the run when a study first reads them (HistoryStore.study_rows).
    Migration(
        "a summary of each session's run for studies",
        "ALTER TABLE sessions ADD COLUMN summary TEXT;",
    ),
)
"""The history's schema, step by step (``voxwell.sqlite_db``); add new steps at the end."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The format this Voxwell writes: 1 sessions; 2 questionnaires too; 3 the known date of birth;
4 the live captions and alerts of each take; 5 when results arrived and when the recordings
were removed; 6 a study's participant attributes; 7 a summary of each session's run for
studies (its measures' values and model version)."""

_JSON_FIELDS = (
    "request_json",
    "takes",
    "upload_urls",
    "uploaded_slots",
    "run_json",
    "live_monitoring",
    "attributes",
)
# ISO times with their zone, read back as datetimes.
_TIME_FIELDS = ("results_at", "audio_removed_at")
_FINAL_RUN = frozenset(status.value for status in ModelRunStatus if status.is_final)
_COLUMNS = tuple(f.name for f in fields(SessionRecord))
_UPDATABLE = frozenset(_COLUMNS) - {"id", "created_at"}
# The run response names these; copied into their own columns unless the caller sets them.
_FROM_RUN = {"model_version": "model", "error_code": "errorCode", "error_reason": "errorReason"}
# What a run's summary is computed from: changing one of these computes it again.
_SUMMARISED = frozenset({"run_json", "model_kind", "model_version"})
# A study's columns of a session: everything but its run and the other large JSON fields.
_STUDY_COLUMNS = (
    "id, created_at, user_label, model_kind, model_version, language, status, run_id,"
    " attributes, summary"
)
# Ids per statement when reading sessions by id (well below SQLite's limit of variables).
_ID_CHUNK = 500


def _check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")


def _check_slots(slots: Mapping[str, object] | list[str]) -> None:
    for slot in slots:
        _check_choice("take slot", slot, tuple(TakeSlot))


class HistoryStore:
    """Sessions of this installation, newest first; safe to share across threads of one process."""

    def __init__(self, path: Path, *, key: bytes | None = None) -> None:
        """``key``: the data key that encrypts the file (a plain file found is encrypted in place
        first, ``voxwell.privacy``); None keeps a plain file."""
        self.path = Path(path)
        self._key = key
        self._closed = False
        self._lock = threading.RLock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = connect(self.path, timeout=5.0, key=key)
        except (OSError, Error) as exc:
            raise HistoryError(
                f"The session history at {self.path} cannot be opened ({exc}). "
                "Check that the folder exists and is writable."
            ) from exc
        try:
            with self._guard("be opened"):
                prepare(self._db, MIGRATIONS)
        except SchemaTooNewError as exc:
            self._db.close()
            raise HistoryError(
                f"The session history at {self.path} was written by a newer Voxwell "
                f"(format {exc.found}). Update Voxwell to open it; nothing was changed."
            ) from exc
        except HistoryError:
            self._db.close()
            raise

    def __repr__(self) -> str:
        return f"HistoryStore({str(self.path)!r})"

    # -- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._db.close()
            self._closed = True

    @property
    def closed(self) -> bool:
        return self._closed

    def reopen(self) -> HistoryStore:
        """A new store of the same file, with the same data key (for reading after this one is
        closed: a study table loads its sessions' runs on demand)."""
        return HistoryStore(self.path, key=self._key)

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _guard(self, action: str) -> Iterator[None]:
        """Hold the lock and turn SQLite failures into one plain HistoryError."""
        with self._lock:
            try:
                yield
            except IntegrityError as exc:
                # Not damage: the row breaks a rule (an id stored twice).
                raise HistoryError(
                    f"The session history could not {action}: it is already there ({exc})."
                ) from exc
            except DatabaseError as exc:
                unreadable = is_not_a_database(exc)
                # Without the right data key an encrypted file looks damaged too.
                why = "; or it is encrypted with a key this computer's keyring lacks" * unreadable
                raise HistoryError(
                    f"The session history at {self.path} could not {action} ({exc}{why}). "
                    "If the file is damaged, move it aside and restart; Voxwell starts a new one."
                ) from exc

    # -- writing ----------------------------------------------------------------------------

    def create_session(
        self,
        *,
        user_label: str,
        model_kind: str,
        service_name: str,
        base_url: str,
        language: str,
        request_json: Mapping[str, Any],
        takes: Mapping[str, str | Path],
        created_at: datetime | None = None,
        birth_date_known: str | None = None,
        live_monitoring: Mapping[str, Any] | None = None,
        attributes: Mapping[str, str] | None = None,
    ) -> SessionRecord:
        """Store a new session in status ``recorded``; ``created_at`` defaults to now (UTC).

        ``birth_date_known``: the date of birth as far as it is known (``known_birth_date``),
        when the request's date had a month or day filled in with 01. ``live_monitoring``: the
        live captions and alerts of the takes that had them (slot -> ``LiveNotes`` as JSON).
        ``attributes``: a study participant's attributes (group, site: names to text).
        """
        _check_choice("model_kind", model_kind, tuple(ModelKind))
        _check_slots(takes)
        if not user_label.strip():
            raise ValueError("user_label must not be empty")
        when = created_at or datetime.now(UTC)
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        row = {
            "created_at": when.isoformat(),
            "user_label": user_label,
            "model_kind": model_kind,
            "service_name": service_name,
            "base_url": base_url,
            "language": language,
            "request_json": json.dumps(dict(request_json)),
            "takes": self._encode("takes", takes),
            "status": SessionStatus.RECORDED,
            "birth_date_known": birth_date_known,
            "live_monitoring": self._encode("live_monitoring", live_monitoring or None),
            "attributes": self._encode("attributes", attributes or None),
        }
        names = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        with self._guard("save the new session"), transaction(self._db):
            cursor = self._db.execute(
                f"INSERT INTO sessions ({names}) VALUES ({marks})", tuple(row.values())
            )
            new_id = cursor.lastrowid
            assert new_id is not None
            record = self.get(new_id)
            self._db.execute(
                "UPDATE sessions SET summary = ? WHERE id = ?", (self._summary_json(record), new_id)
            )
        return record

    def update(self, session_id: int, **changes: Any) -> SessionRecord:
        """Change any fields but ``id``/``created_at``; returns the stored record.

        Setting ``run_json`` also sets ``model_version``, ``error_code`` and ``error_reason`` from
        the run's ``model``, ``errorCode`` and ``errorReason``, and ``results_at`` to now when the
        run is final (else None), unless they are given too. Setting the run, the model kind or
        the model version stores the run's summary for studies anew, in the same transaction.
        """
        unknown = set(changes) - _UPDATABLE
        if unknown:
            raise TypeError(f"cannot update {', '.join(sorted(unknown))} of a session")
        for name, allowed in (("status", SessionStatus), ("model_kind", ModelKind)):
            if name in changes:
                _check_choice(name, changes[name], tuple(allowed))
        for name in ("takes", "upload_urls", "uploaded_slots"):
            if name in changes:
                _check_slots(changes[name])
        run = changes.get("run_json")
        if isinstance(run, Mapping):
            for column, key in _FROM_RUN.items():
                changes.setdefault(column, run.get(key))
        if "run_json" in changes:
            # The retention rule counts from when final results are stored; a new run has none.
            final = isinstance(run, Mapping) and run.get("status") in _FINAL_RUN
            changes.setdefault("results_at", datetime.now(UTC) if final else None)
        if not changes:
            return self.get(session_id)
        encoded = {name: self._encode(name, value) for name, value in changes.items()}
        with self._guard("save the session"), transaction(self._db):
            if _SUMMARISED & changes.keys():
                # In the same statement as what it is computed from: the row is written once.
                encoded["summary"] = self._summary_after(session_id, encoded)
            assignments = ", ".join(f"{name} = ?" for name in encoded)
            cursor = self._db.execute(
                f"UPDATE sessions SET {assignments} WHERE id = ?", (*encoded.values(), session_id)
            )
            if cursor.rowcount == 0:
                raise HistoryError(f"There is no session {session_id} in the local history.")
        return self.get(session_id)

    def _summary_after(self, session_id: int, encoded: Mapping[str, Any]) -> str | None:
        """The summary (JSON) of the session as the ``encoded`` changes will leave it."""
        changed = {
            name: json.loads(value) if name in _JSON_FIELDS and value is not None else value
            for name, value in encoded.items()
            if name in _SUMMARISED
        }
        return self._summary_json(replace(self.get(session_id), **changed))

    @staticmethod
    def _summary_json(record: SessionRecord) -> str | None:
        try:
            return summarise(record).to_json()
        except (KeyError, TypeError, ValueError, AttributeError, ArithmeticError):
            # A summary never keeps a run's results from being stored: a study that reads this
            # session computes it again (and says what is wrong with the run).
            return None

    def delete(self, session_id: int) -> None:
        """Forget a session (its take files are left where they are)."""
        with self._guard("delete the session"):
            self._db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def delete_questionnaire(self, questionnaire_id: str) -> None:
        """Forget a questionnaire and its answers (one already gone is fine)."""
        with self._guard("delete the questionnaire"):
            self._db.execute("DELETE FROM questionnaires WHERE id = ?", (questionnaire_id,))

    def checkpoint(self) -> bool:
        """Copy the write-ahead log into the file and empty it: after a deletion, no earlier copy
        of the deleted rows stays in the log (``secure_delete`` overwrites them in the file).
        False when another connection's read held the log back: try again shortly."""
        with self._guard("empty its write-ahead log"):
            busy = self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
        return not busy

    @staticmethod
    def _encode(name: str, value: Any) -> Any:
        if name in _TIME_FIELDS and value is not None:
            when: datetime = value
            return (when if when.tzinfo else when.replace(tzinfo=UTC)).isoformat()
        if name not in _JSON_FIELDS or value is None:
            return value
        if name == "takes":
            value = {slot: str(path) for slot, path in value.items()}
        elif name == "live_monitoring":
            _check_slots(value)
            value = dict(value)
        elif name == "uploaded_slots":
            value = list(value)
        return json.dumps(value)

    # -- reading ----------------------------------------------------------------------------

    @staticmethod
    def _record(row: Row) -> SessionRecord:
        values: dict[str, Any] = {name: row[name] for name in _COLUMNS}
        values |= {name: json.loads(row[name]) for name in _JSON_FIELDS if row[name] is not None}
        values["created_at"] = datetime.fromisoformat(values["created_at"])
        values["attributes"] = values["attributes"] or {}  # NULL: a session recorded here
        for name in _TIME_FIELDS:
            if values[name] is not None:
                values[name] = datetime.fromisoformat(values[name])
        return SessionRecord(**values)

    def _select(self, where: str = "", params: tuple[Any, ...] = ()) -> list[SessionRecord]:
        query = f"SELECT * FROM sessions {where} ORDER BY created_at DESC, id DESC"
        with self._guard("read the sessions"):
            rows = self._db.execute(query, params).fetchall()
        return [self._record(row) for row in rows]

    def get(self, session_id: int) -> SessionRecord:
        found = self._select("WHERE id = ?", (session_id,))
        if not found:
            raise HistoryError(f"There is no session {session_id} in the local history.")
        return found[0]

    def sessions_of(self, session_ids: Sequence[int]) -> list[SessionRecord]:
        """The sessions ``session_ids``, in that order (a study's rows, loaded when a dataset
        needs their runs); :class:`HistoryError` when one is no longer here."""
        wanted = list(dict.fromkeys(session_ids))
        found: dict[int, SessionRecord] = {}
        for start in range(0, len(wanted), _ID_CHUNK):
            chunk = tuple(wanted[start : start + _ID_CHUNK])
            marks = ", ".join("?" for _ in chunk)
            found |= {r.id: r for r in self._select(f"WHERE id IN ({marks})", chunk)}
        missing = [session_id for session_id in wanted if session_id not in found]
        if missing:
            gone = ", ".join(map(str, missing[:5])) + (" ..." if len(missing) > 5 else "")
            raise HistoryError(
                f"The session history no longer has session {gone} (deleted or erased since the "
                "study was opened). Open the study again."
            )
        return [found[session_id] for session_id in session_ids]

    def study_rows(self) -> list[StudyRow]:
        """Every session as a study reads it (its run's summary, not the run), oldest first.

        A session stored before summaries were kept (history step 7) is summarised from its
        run here, and the summary written back, so each is computed once.
        """
        with self._guard("read the sessions"):
            rows = self._db.execute(
                f"SELECT {_STUDY_COLUMNS} FROM sessions ORDER BY created_at, id"
            ).fetchall()
        summaries = {row["id"]: RunSummary.from_json(row["summary"]) for row in rows}
        stale = {row["id"]: row["summary"] for row in rows if summaries[row["id"]] is None}
        if stale:
            summaries |= self._summarise_again(stale)
        study = []
        for row in rows:
            summary = summaries[row["id"]]
            if summary is None:
                continue  # deleted since the rows were read
            study.append(
                StudyRow(
                    id=row["id"],
                    created_at=datetime.fromisoformat(row["created_at"]),
                    user_label=row["user_label"],
                    model_kind=row["model_kind"],
                    model_version=row["model_version"],
                    language=row["language"],
                    status=row["status"],
                    run_id=row["run_id"],
                    summary=summary,
                    attributes=json.loads(row["attributes"]) if row["attributes"] else {},
                )
            )
        return study

    def _summarise_again(self, stale: Mapping[int, str | None]) -> dict[int, RunSummary | None]:
        """Summaries of sessions that have none (or one of another format), from their runs,
        written back unless another connection stored a new one meanwhile."""
        ids = list(stale)
        fresh: dict[int, RunSummary | None] = dict.fromkeys(ids)
        for start in range(0, len(ids), _ID_CHUNK):
            chunk = tuple(ids[start : start + _ID_CHUNK])
            marks = ", ".join("?" for _ in chunk)
            fresh |= {r.id: summarise(r) for r in self._select(f"WHERE id IN ({marks})", chunk)}
        written = [
            (summary.to_json(), session_id, stale[session_id])
            for session_id, summary in fresh.items()
            if summary is not None
        ]
        with self._guard("save the sessions' summaries"), transaction(self._db):
            self._db.executemany(
                "UPDATE sessions SET summary = ? WHERE id = ? AND summary IS ?", written
            )
        return fresh

    def sessions(self, user_label: str | None = None) -> list[SessionRecord]:
        """All sessions, or those of one user label, newest first."""
        if user_label is None:
            return self._select()
        return self._select("WHERE user_label = ?", (user_label,))

    def pending(self) -> list[SessionRecord]:
        """Sessions with an upload or run still to finish, oldest first (resume in order)."""
        active = tuple(status for status in SessionStatus if status.is_active)
        marks = ", ".join("?" for _ in active)
        return self._select(f"WHERE status IN ({marks})", active)[::-1]

    def user_labels(self) -> list[str]:
        """Every user label with at least one session or questionnaire, sorted (a person whose
        answers are in before any recording still has a trend of questionnaire totals)."""
        with self._guard("read the user labels"):
            rows = self._db.execute(
                "SELECT user_label FROM sessions UNION SELECT user_label FROM questionnaires "
                "ORDER BY user_label COLLATE NOCASE"
            ).fetchall()
        return [row[0] for row in rows]

    def take_paths(self) -> set[str]:
        """The take file of every stored session (the start-up scan for takes never uploaded
        reads these only, not every stored run)."""
        with self._guard("read the take files"):
            rows = self._db.execute("SELECT takes FROM sessions").fetchall()
        return {path for row in rows for path in json.loads(row[0]).values()}

    def trend(self, user_label: str, measure: str) -> list[TrendSeries]:
        """One series per model version of ``measure`` across this user's sessions with results."""
        return build_trend(self._select_complete(user_label), measure)

    def trend_measures(self, user_label: str) -> list[str]:
        """Measures that at least one finished session of this user has, in model order."""
        seen: set[str] = set()
        for record in self._select_complete(user_label):
            seen.update(session_measures(record))
        return [name for name in SECTION_MEASURES + APOLLO_MEASURES if name in seen]

    def _select_complete(self, user_label: str) -> list[SessionRecord]:
        return self._select("WHERE user_label = ? AND run_json IS NOT NULL", (user_label,))

    # -- questionnaires ---------------------------------------------------------------------

    def add_questionnaire(
        self,
        *,
        questionnaire_id: str,
        user_label: str,
        questionnaire_type: str,
        service_name: str,
        base_url: str,
        activity_link: str,
        created_at: datetime | None = None,
    ) -> QuestionnaireRecord:
        """Keep a questionnaire the moment the service created it (status: no results yet)."""
        record = QuestionnaireRecord(
            id=questionnaire_id,
            created_at=created_at or datetime.now(UTC),
            user_label=user_label,
            questionnaire_type=questionnaire_type,
            service_name=service_name,
            base_url=base_url,
            activity_link=activity_link,
        )
        with self._guard("save the questionnaire"):
            insert_questionnaire(self._db, record)
        return self.questionnaire(questionnaire_id)

    def update_questionnaire(
        self, questionnaire_id: str, *, status: str, details_json: Mapping[str, Any] | None = None
    ) -> QuestionnaireRecord:
        """Record the questionnaire's status and, once answered, its details (wire JSON)."""
        _check_choice("status", status, tuple(QuestionnaireStatus))
        details = None if details_json is None else json.dumps(dict(details_json))
        with self._guard("save the questionnaire"):
            cursor = self._db.execute(
                "UPDATE questionnaires SET status = ?, details_json = COALESCE(?, details_json)"
                " WHERE id = ?",
                (status, details, questionnaire_id),
            )
            if cursor.rowcount == 0:
                raise HistoryError(f"There is no questionnaire {questionnaire_id} in the history.")
        return self.questionnaire(questionnaire_id)

    def questionnaire(self, questionnaire_id: str) -> QuestionnaireRecord:
        with self._guard("read the questionnaire"):
            found = select_questionnaires(self._db, "WHERE id = ?", (questionnaire_id,))
        if not found:
            raise HistoryError(f"There is no questionnaire {questionnaire_id} in the history.")
        return found[0]

    def questionnaires(self, user_label: str | None = None) -> list[QuestionnaireRecord]:
        """Questionnaires created here (all, or one user label's), newest first."""
        with self._guard("read the questionnaires"):
            if user_label is None:
                return select_questionnaires(self._db)
            return select_questionnaires(self._db, "WHERE user_label = ?", (user_label,))

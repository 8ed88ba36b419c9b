"""The local history: every session in one SQLite file (WAL), saved at every step.

Each change is its own transaction, committed with ``synchronous=FULL`` before the call returns,
so a run's results are on disk the moment they arrive (hosted runs with ``deleteData`` answer 404
after 12 hours) and a crash loses no step that was reported done. WAL lets a second window read
while one writes; a busy timeout waits for the other writer instead of failing at once.

Fields holding JSON (request, takes, upload URLs, uploaded slots, the run) are stored as JSON text.
Questionnaires created from the app are kept too (``add_questionnaire``), so their answers can be
fetched after a restart.
SQLite errors are mapped once, here, to :class:`voxwell.errors.HistoryError`.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import fields
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
    encrypt_in_place,
    is_not_a_database,
    is_plain_sqlite,
    prepare,
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
)
"""The history's schema, step by step (``voxwell.sqlite_db``); add new steps at the end."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The format this Voxwell writes: 1 sessions; 2 questionnaires too; 3 the known date of birth;
4 the live captions and alerts of each take; 5 when results arrived and when the recordings
were removed; 6 a study's participant attributes."""

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
        self._lock = threading.RLock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if key is not None and is_plain_sqlite(self.path):
                encrypt_in_place(self.path, key)
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
        with self._guard("save the new session"):
            cursor = self._db.execute(
                f"INSERT INTO sessions ({names}) VALUES ({marks})", tuple(row.values())
            )
            new_id = cursor.lastrowid
        assert new_id is not None
        return self.get(new_id)

    def update(self, session_id: int, **changes: Any) -> SessionRecord:
        """Change any fields but ``id``/``created_at``; returns the stored record.

        Setting ``run_json`` also sets ``model_version``, ``error_code`` and ``error_reason`` from
        the run's ``model``, ``errorCode`` and ``errorReason``, and ``results_at`` to now when the
        run is final (else None), unless they are given too.
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
        values = [self._encode(name, value) for name, value in changes.items()]
        assignments = ", ".join(f"{name} = ?" for name in changes)
        with self._guard("save the session"):
            cursor = self._db.execute(
                f"UPDATE sessions SET {assignments} WHERE id = ?", (*values, session_id)
            )
            if cursor.rowcount == 0:
                raise HistoryError(f"There is no session {session_id} in the local history.")
        return self.get(session_id)

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

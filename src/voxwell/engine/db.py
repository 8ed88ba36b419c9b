"""The engine's store interface, its schema, and the SQLite implementation (the default).

:class:`Database` is what the run, key, questionnaire and user-data stores are written against:
one write transaction at a time (``with db.write() as tx``), reads, and async reads for the
routes that answer on the event loop. SQL is written once, with ``?`` parameters, in the subset
that SQLite and PostgreSQL share; ``row_lock`` is the one place the two differ (a row locked for
the rest of a transaction). ``voxwell.engine.postgres`` is the team server's implementation.

SQLite runs in WAL mode with ``synchronous=FULL``: a write is on disk when its
``with db.write()`` block ends, which is before the response that reports it is sent. One writer
at a time (a lock in this process, SQLite's own lock across processes, so ``voxwell engine keys``
works while the engine runs); each thread reads through its own connection and never waits for
a writer.

The schema is the ordered list ``MIGRATIONS`` (``voxwell.sqlite_db``): a later column is a new step
at its end, applied to existing data folders when the engine next opens them.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any, Protocol

from voxwell.errors import VoxwellError
from voxwell.sqlite_db import (
    Connection,
    DatabaseError,
    Error,
    IntegrityError,
    Migration,
    SchemaTooNewError,
    connect,
    is_not_a_database,
    prepare,
    transaction,
)

__all__ = [
    "MIGRATIONS",
    "Database",
    "Row",
    "SqliteDatabase",
    "StoreError",
    "Transaction",
]

_CHECKPOINT_PATIENCE = 2.0
"""Seconds a checkpoint after a deletion waits for readers that hold the log back."""

# Version 1 is the schema the engine had before versions were counted; ``IF NOT EXISTS`` lets a
# store made then take it as is (its ``user_version`` is 0). Times are DOUBLE PRECISION: REAL to
# SQLite (the same affinity the step first had), and not PostgreSQL's 4-byte REAL, which would
# round an epoch to minutes.
_FIRST_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    created_at DOUBLE PRECISION NOT NULL,
    revoked_at DOUBLE PRECISION
);
CREATE TABLE IF NOT EXISTS runs (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    key_id TEXT NOT NULL,
    user_label TEXT NOT NULL,
    user_json TEXT NOT NULL,
    language TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL,
    run_at DOUBLE PRECISION,
    completed_at DOUBLE PRECISION,
    error_code TEXT,
    error_reason TEXT,
    warnings_json TEXT,
    results_json TEXT,
    tags_json TEXT,
    activity_type TEXT,
    delete_data INTEGER NOT NULL,
    data_to_delete_json TEXT,
    model TEXT,
    slots TEXT NOT NULL,
    upload_expires_at DOUBLE PRECISION NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    recordings_deleted_at DOUBLE PRECISION
);
CREATE INDEX IF NOT EXISTS runs_status ON runs (status, run_at);
CREATE TABLE IF NOT EXISTS uploads (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    slot TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    received_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (run_id, slot)
);
CREATE TABLE IF NOT EXISTS questionnaires (
    id TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    user_label TEXT NOT NULL,
    type TEXT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    created_at DOUBLE PRECISION NOT NULL,
    completed_at DOUBLE PRECISION,
    details_json TEXT
);
CREATE TABLE IF NOT EXISTS user_data (
    id TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    upload_type TEXT NOT NULL,
    user_label TEXT NOT NULL,
    data_json TEXT NOT NULL,
    created_at DOUBLE PRECISION NOT NULL
);
"""

MIGRATIONS: tuple[Migration, ...] = (
    Migration("keys, runs, uploads, questionnaires and user data", _FIRST_SCHEMA),
)
"""The engine store's schema, step by step, for both databases; never change what a step does,
add one at the end."""


def _make_private(path: Path) -> None:
    """Create the store's folder and file readable by their owner only (0700 and 0600).

    Done by whoever opens the store first (the engine or ``voxwell engine keys``); SQLite gives
    its -wal and -shm files the database file's permissions.
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    if os.name != "posix":
        return  # Windows: the user's profile folder already keeps others out
    os.chmod(folder, 0o700)
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
    os.chmod(path, 0o600)


class StoreError(VoxwellError):
    """The engine's store cannot be opened or written."""


class Row(Protocol):
    """One row of a result, read by column name or position."""

    def __getitem__(self, key: int | str, /) -> Any: ...


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Transaction(Protocol):
    """What ``Database.write()`` hands its block: statements of one transaction."""

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Cursor: ...


class Database(ABC):
    """The engine's store: transactions, reads, and what differs between the two databases."""

    row_lock = ""
    """Appended to a ``SELECT`` that must lock its rows until the transaction ends."""

    integrity_errors: tuple[type[Exception], ...] = ()
    """What a statement raises when it breaks a unique key (an upload into a filled slot)."""

    unavailable_errors: tuple[type[Exception], ...] = ()
    """What a request meets while the database server cannot be reached (answered with 503)."""

    @abstractmethod
    def write(self) -> AbstractContextManager[Transaction]:
        """One transaction, committed (and durable) when the block ends without an error."""

    @abstractmethod
    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
        """Rows of one read, seen as of the last commit."""

    def query_one(self, sql: str, params: tuple[object, ...] = ()) -> Row | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    async def aquery(self, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
        """A read for a route on the event loop (by default: the blocking read)."""
        return self.query(sql, params)

    async def aquery_one(self, sql: str, params: tuple[object, ...] = ()) -> Row | None:
        rows = await self.aquery(sql, params)
        return rows[0] if rows else None

    def checkpoint(self) -> None:
        """After a deletion: let no old copy of deleted rows outlive it (where the store can)."""
        return None

    @abstractmethod
    def close(self) -> None: ...

    async def aopen(self) -> None:
        """Open what the async reads need, on the loop that will use it (at the app's start)."""
        return None

    async def aclose(self) -> None:
        """Close what the async reads opened (on the loop that opened it)."""
        return None


class SqliteDatabase(Database):
    """One SQLite file shared by the request threads, the job supervisors and the sweeper."""

    integrity_errors = (IntegrityError,)

    def __init__(self, path: Path, *, key: bytes | None = None) -> None:
        """``key``: the data key that encrypts the file (a plain file found is encrypted in
        place first); None keeps a plain file."""
        self.path = Path(path)
        self._key = key
        self._write_lock = threading.Lock()
        self._local = threading.local()
        self._connections: list[Connection] = []
        self._connections_lock = threading.Lock()
        try:
            _make_private(self.path)
            writer = self._open()
        except SchemaTooNewError as exc:
            raise StoreError(
                f"The engine store at {self.path} was written by a newer Voxwell ({exc}). "
                "Update Voxwell to use it; nothing was changed."
            ) from exc
        except DatabaseError as exc:
            if is_not_a_database(exc):
                raise StoreError(
                    f"The engine store at {self.path} cannot be opened: it is damaged, or "
                    "encrypted with a key this computer's keyring lacks; nothing was changed."
                ) from exc
            raise StoreError(f"The engine store at {self.path} cannot be opened: {exc}.") from exc
        except (OSError, Error) as exc:
            raise StoreError(f"The engine store at {self.path} cannot be opened: {exc}.") from exc
        self._writer = writer

    def _open(self) -> Connection:
        connection = connect(self.path, timeout=10.0, key=self._key)
        try:
            prepare(connection, MIGRATIONS, foreign_keys=True)
        except BaseException:
            connection.close()
            raise
        with self._connections_lock:
            self._connections.append(connection)
        return connection

    def _reader(self) -> Connection:
        connection: Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            connection = self._open()
            self._local.connection = connection
        return connection

    @contextmanager
    def write(self) -> Iterator[Transaction]:
        """One transaction, committed (and on disk) when the block ends without an error."""
        with self._write_lock, transaction(self._writer) as connection:
            yield connection

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
        """Rows of one read, seen as of the last commit."""
        return self._reader().execute(sql, params).fetchall()

    def query_one(self, sql: str, params: tuple[object, ...] = ()) -> Row | None:
        row: Row | None = self._reader().execute(sql, params).fetchone()
        return row

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the database and empty it (after a deletion).

        With ``secure_delete`` the database's own pages are overwritten; the log still holds
        earlier copies of deleted rows until it is checkpointed and truncated. A reader in the
        middle of a read holds part of the log back (the checkpoint answers "busy"): it is tried
        again for up to ``_CHECKPOINT_PATIENCE`` seconds, the write lock let go in between, so a
        poll arriving at the wrong moment does not leave the deleted rows in the log.
        """
        deadline = time.monotonic() + _CHECKPOINT_PATIENCE
        while True:
            with self._write_lock:
                busy = self._writer.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
            if not busy or time.monotonic() > deadline:
                return
            time.sleep(0.02)

    def close(self) -> None:
        with self._connections_lock:
            for connection in self._connections:
                with contextlib.suppress(Error):
                    connection.close()
            self._connections.clear()

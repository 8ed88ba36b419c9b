"""SQLite files of Voxwell: how a connection is opened, and the ordered migrations of a schema.

Both stores (the engine's and the local history) open their files here, so they share one set
of durability settings (WAL, ``synchronous=FULL``) and one way to change a schema: an ordered
list of :class:`Migration` steps. ``PRAGMA user_version`` counts the steps a file has had; the
missing ones are applied in order, each in its own ``BEGIN IMMEDIATE`` transaction together with
the new version number, so a file is always at one version or the next, never in between.
A file written by a newer Voxwell (a version past the known steps) is refused before anything in
it is changed.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "Migration",
    "SchemaTooNewError",
    "connect",
    "prepare",
    "schema_version",
    "statements",
    "transaction",
]


class SchemaTooNewError(Exception):
    """The file's schema version is past the last migration this Voxwell knows.

    A lower-level error like ``sqlite3.Error``: each store maps it once to its own error.
    """

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"schema version {found}, newer than the {known} known here")
        self.found = found
        self.known = known


@dataclass(frozen=True)
class Migration:
    """One step of a schema: SQL statements (a script), or a function given the connection.

    Its version is its position in the list, counted from 1. A step must not manage the
    transaction itself; :func:`prepare` wraps it.
    """

    description: str
    apply: str | Callable[[sqlite3.Connection], None]


def connect(path: Path, *, timeout: float) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), rows by name, any thread.

    ``timeout`` is how long a statement waits for another writer before it fails.
    """
    connection = sqlite3.connect(
        Path(path), timeout=timeout, isolation_level=None, check_same_thread=False
    )
    connection.row_factory = sqlite3.Row
    return connection


def schema_version(connection: sqlite3.Connection) -> int:
    """How many migration steps this file has had (``PRAGMA user_version``)."""
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def prepare(
    connection: sqlite3.Connection,
    migrations: Sequence[Migration],
    *,
    foreign_keys: bool = False,
) -> None:
    """Refuse a newer file, set WAL and ``synchronous=FULL``, then apply the missing steps.

    Safe when several connections or processes prepare one file at once: each step re-reads the
    version under the write lock, so no step is applied twice.
    """
    known = len(migrations)
    if schema_version(connection) > known:
        raise SchemaTooNewError(schema_version(connection), known)
    _use_wal(connection)
    # A transaction is on disk when its COMMIT returns, even after a power cut.
    connection.execute("PRAGMA synchronous=FULL")
    if foreign_keys:
        connection.execute("PRAGMA foreign_keys=ON")
    while schema_version(connection) < known:
        _apply_next(connection, migrations)


@contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE``: committed when the block ends, rolled back when it raises."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def _use_wal(connection: sqlite3.Connection) -> None:
    """Switch the file to WAL, waiting for other connections as long as the busy timeout.

    SQLite takes the lock for this switch without calling its busy handler, so a connection that
    meets another one switching the same new file gets "database is locked" at once; it retries
    here instead, as the busy handler would have.
    """
    deadline = time.monotonic() + connection.execute("PRAGMA busy_timeout").fetchone()[0] / 1000
    while True:
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = exc.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY
            if not busy or time.monotonic() >= deadline:
                raise
        time.sleep(0.005)


def _apply_next(connection: sqlite3.Connection, migrations: Sequence[Migration]) -> None:
    with transaction(connection):
        version = schema_version(connection)  # another connection may have moved it on
        if version > len(migrations):
            raise SchemaTooNewError(version, len(migrations))
        if version < len(migrations):
            step = migrations[version].apply
            if isinstance(step, str):
                for statement in statements(step):
                    connection.execute(statement)
            else:
                step(connection)
            connection.execute(f"PRAGMA user_version = {version + 1:d}")


def statements(script: str) -> list[str]:
    """The statements of a script, one by one (``executescript`` would commit on its own)."""
    statements: list[str] = []
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \t\r\n;"):
                statements.append(pending.strip())
            pending = ""
    if pending.strip(" \t\r\n;"):
        raise ValueError(f"The migration ends in an unfinished statement: {pending.strip()!r}")
    return statements

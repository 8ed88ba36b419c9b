"""SQLite files of Voxwell: how a connection is opened, and the ordered migrations of a schema.

Both stores (the engine's and the local history) open their files here, so they share one set
of durability settings (WAL, ``synchronous=FULL``) and one way to change a schema: an ordered
list of :class:`Migration` steps. ``PRAGMA user_version`` counts the steps a file has had; the
missing ones are applied in order, each in its own ``BEGIN IMMEDIATE`` transaction together with
the new version number, so a file is always at one version or the next, never in between.
A file written by a newer Voxwell (a version past the known steps) is refused before anything in
it is changed.

Connections come from SQLCipher (``sqlcipher3``, the SQLite build with page encryption, the same
DB-API as ``sqlite3``): given a 32-byte data key, every page of the file and its write-ahead log
is encrypted (AES-256 with an HMAC per page); without one the file is plain SQLite. The error and
row classes below are SQLCipher's, so stores catch these, never ``sqlite3``'s. Deleted rows are
overwritten (``secure_delete``), so an erased person's data does not linger in free pages.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from voxwell.files import commit_durably

if TYPE_CHECKING:
    # The same DB-API as the standard library's; typed through its stubs.
    import sqlite3 as dbapi
else:
    from sqlcipher3 import dbapi2 as dbapi

__all__ = [
    "Connection",
    "DatabaseError",
    "Error",
    "IntegrityError",
    "Migration",
    "OperationalError",
    "Row",
    "SchemaTooNewError",
    "connect",
    "encrypt_in_place",
    "is_not_a_database",
    "is_plain_sqlite",
    "prepare",
    "schema_version",
    "statements",
    "transaction",
]


Connection = dbapi.Connection
Row = dbapi.Row
Error = dbapi.Error
DatabaseError = dbapi.DatabaseError
IntegrityError = dbapi.IntegrityError
OperationalError = dbapi.OperationalError
SQLITE_BUSY = dbapi.SQLITE_BUSY
SQLITE_FULL = dbapi.SQLITE_FULL
SQLITE_NOTADB = 26
"""The error code of a file that is not a database: also a wrong or missing data key."""

_PLAIN_HEADER = b"SQLite format 3\x00"


class SchemaTooNewError(Exception):
    """The file's schema version is past the last migration this Voxwell knows.

    A lower-level error like :data:`Error`: each store maps it once to its own error.
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
    apply: str | Callable[[Connection], None]


def connect(path: Path, *, timeout: float, key: bytes | None = None) -> Connection:
    """A connection in autocommit mode (transactions are explicit), rows by name, any thread.

    ``timeout`` is how long a statement waits for another writer before it fails. With ``key``
    (32 bytes) the file is encrypted: a plain file found there is encrypted in place first
    (:func:`encrypt_in_place`; the first keyed open of an older data folder), and a file sealed
    with another key fails at its first statement with :data:`SQLITE_NOTADB`.
    """
    if key is not None and is_plain_sqlite(Path(path)):
        encrypt_in_place(Path(path), key)
    connection = dbapi.connect(
        Path(path), timeout=timeout, isolation_level=None, check_same_thread=False
    )
    # SQLCipher reports a failed page check on stderr too; the caller's error says it plainly.
    connection.execute("PRAGMA cipher_log_level = NONE")
    if key is not None:
        _use_key(connection, key)
    connection.row_factory = dbapi.Row
    return connection


def _use_key(connection: Connection, key: bytes) -> None:
    connection.execute(f"PRAGMA key = {_key_literal(key)}")


def _key_literal(key: bytes) -> str:
    """SQLCipher's raw-key literal: no passphrase derivation, so opening costs nothing. It is
    only ever put into a statement, never logged or raised."""
    if len(key) != 32:
        raise ValueError("a data key is 32 bytes")
    return f"\"x'{key.hex()}'\""


def is_not_a_database(exc: BaseException) -> bool:
    """Whether ``exc`` says the file is not a database: damaged, or encrypted with another key
    (or with one while none was given). Errors without a code (a closed connection) say not."""
    return int(getattr(exc, "sqlite_errorcode", 0)) & 0xFF == SQLITE_NOTADB


def is_plain_sqlite(path: Path) -> bool:
    """Whether ``path`` is an unencrypted SQLite file (an encrypted one starts with random salt)."""
    try:
        with Path(path).open("rb") as handle:
            return handle.read(len(_PLAIN_HEADER)) == _PLAIN_HEADER
    except FileNotFoundError:
        return False


def encrypt_in_place(path: Path, key: bytes) -> None:
    """Replace the plain SQLite file ``path`` by an encrypted copy, safely at any moment.

    The copy is made beside it (``<name>.sealing``), synced, then renamed over the original: a
    kill before the rename leaves the plain file as it was, after it the encrypted one. The plain
    file's write-ahead log is folded in and removed first, so no stale log sits beside the new
    file. Nothing else may have the file open (the engine's folder lock, the app's start-up).
    """
    path = Path(path)
    sealing = path.with_name(path.name + ".sealing")
    for leftover in (sealing, sealing.with_name(sealing.name + "-journal")):
        leftover.unlink(missing_ok=True)
    plain = connect(path, timeout=5.0)
    try:
        plain.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        version = schema_version(plain)
        _use_key_attach(plain, sealing, key)
        plain.execute("SELECT sqlcipher_export('sealed')")
        plain.execute(f"PRAGMA sealed.user_version = {version:d}")
        plain.execute("DETACH DATABASE sealed")
        plain.execute("PRAGMA journal_mode=DELETE")  # removes the (empty) log and its index
    finally:
        plain.close()
    commit_durably(sealing, path)
    for stale in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        stale.unlink(missing_ok=True)


def _use_key_attach(connection: Connection, target: Path, key: bytes) -> None:
    connection.execute(f"ATTACH DATABASE ? AS sealed KEY {_key_literal(key)}", (str(target),))


def schema_version(connection: Connection) -> int:
    """How many migration steps this file has had (``PRAGMA user_version``)."""
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def prepare(
    connection: Connection,
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
    # Deleted content is overwritten, in the file and its log: an erased person leaves no trace.
    connection.execute("PRAGMA secure_delete=ON")
    if foreign_keys:
        connection.execute("PRAGMA foreign_keys=ON")
    while schema_version(connection) < known:
        _apply_next(connection, migrations)


@contextmanager
def transaction(connection: Connection) -> Iterator[Connection]:
    """``BEGIN IMMEDIATE``: committed when the block ends, rolled back when it raises."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def _use_wal(connection: Connection) -> None:
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
        except dbapi.OperationalError as exc:
            busy = exc.sqlite_errorcode & 0xFF == SQLITE_BUSY
            if not busy or time.monotonic() >= deadline:
                raise
        time.sleep(0.005)


def _apply_next(connection: Connection, migrations: Sequence[Migration]) -> None:
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
        if dbapi.complete_statement(pending):
            if pending.strip(" \t\r\n;"):
                statements.append(pending.strip())
            pending = ""
    if pending.strip(" \t\r\n;"):
        raise ValueError(f"The migration ends in an unfinished statement: {pending.strip()!r}")
    return statements

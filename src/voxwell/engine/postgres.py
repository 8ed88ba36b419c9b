"""The team server's store: the engine's schema on PostgreSQL, through psycopg 3 and its pools.

The same SQL as SQLite (``voxwell.engine.db``), its ``?`` parameters turned into psycopg's ``%s``
once per statement. Two pools: a blocking one for the threads (routes FastAPI runs in its thread
pool, the analysis supervisors, the sweeper) and an async one for the reads that routes make on
the event loop (every poll and every API key check), so a poll never holds up the loop on a
round trip to the database. Connections are checked before use, so a restarted server costs the
next request a reconnect, not an error.

Schema changes are explicit: :func:`migrate` (``voxwell engine migrate``) applies the engine's
ordered steps, the same list SQLite uses, in one transaction under an advisory lock, and the job
queue's schema; a node refuses to start on a database whose schema is older or newer than its own.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg.rows import RowMaker
from psycopg_pool import AsyncConnectionPool, ConnectionPool, PoolTimeout

from voxwell.engine.db import MIGRATIONS, Cursor, Database, Row, StoreError, Transaction
from voxwell.sqlite_db import Migration, statements

__all__ = ["PostgresDatabase", "PostgresTransaction", "migrate", "require_postgres_url"]

_OPEN_TIMEOUT = 15.0
"""Seconds a node waits for its first connection before it says the database is unreachable."""

_MIGRATION_LOCK = 0x766F78  # any constant: one advisory lock id for "a migration is running"

_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS voxwell_schema (version INTEGER NOT NULL)"


def require_postgres_url(url: str) -> str:
    """``url`` if it names a PostgreSQL database; else the plain error of a wrong ``database``."""
    if url.split(":", 1)[0] not in ("postgresql", "postgres"):
        raise StoreError(
            "The database must be a PostgreSQL URL (postgresql://user@host:5432/name); "
            "leave it out to use the SQLite store in the data folder."
        )
    return url


def _stored_version(connection: psycopg.Connection[Any]) -> int:
    """How many of the engine's migration steps the database has had (0: none yet)."""
    exists = connection.execute("SELECT to_regclass('voxwell_schema')").fetchone()
    if exists is None or exists[0] is None:
        return 0
    row = connection.execute("SELECT max(version) FROM voxwell_schema").fetchone()
    return int(row[0] or 0) if row is not None else 0


@functools.lru_cache(maxsize=256)
def _native(sql: str) -> str:
    """``sql`` with psycopg's parameter marks (no statement of ours has a literal ``?``)."""
    return sql.replace("%", "%%").replace("?", "%s")


class _Row(tuple[Any, ...]):
    """A row readable by position and by column name, as ``sqlite3.Row`` is."""

    _names: dict[str, int]

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            return super().__getitem__(self._names[key])
        return super().__getitem__(key)

    def keys(self) -> list[str]:
        return list(self._names)


def _rows(cursor: psycopg.Cursor[Any] | psycopg.AsyncCursor[Any]) -> RowMaker[_Row]:
    names = {column.name: i for i, column in enumerate(cursor.description or ())}

    def make(values: Sequence[Any]) -> _Row:
        row = _Row(values)
        row._names = names
        return row

    return make


class PostgresTransaction:
    """One transaction's statements; ``connection`` is the raw one (the job queue defers its
    job on it, so a run and its job are committed together)."""

    def __init__(self, connection: psycopg.Connection[_Row]) -> None:
        self.connection = connection

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Cursor:
        return self.connection.execute(_native(sql), parameters)


def _plain(url: str, exc: Exception) -> StoreError:
    # The URL may hold a password: name the database by host and name only.
    try:
        info = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.Error:
        info = {}
    where = f"{info.get('dbname', '?')} on {info.get('host', 'localhost')}"
    return StoreError(f"The team database ({where}) cannot be reached: {type(exc).__name__}.")


class PostgresDatabase(Database):
    """The engine's tables in one PostgreSQL database, shared by every node of a team server."""

    row_lock = " FOR UPDATE"
    integrity_errors = (psycopg.errors.UniqueViolation,)
    unavailable_errors = (psycopg.OperationalError, PoolTimeout)

    def __init__(self, url: str, *, max_connections: int = 10, timeout: float = 3.0) -> None:
        self.url = url
        self._max = max_connections
        self._timeout = timeout
        self._pool: ConnectionPool[psycopg.Connection[_Row]] = ConnectionPool(
            url,
            connection_class=psycopg.Connection[_Row],
            kwargs=self._connection_options(),
            min_size=1,
            max_size=max_connections,
            timeout=timeout,
            reconnect_timeout=timeout,
            check=ConnectionPool.check_connection,
            open=False,
            name="voxwell",
        )
        self._apool: AsyncConnectionPool[psycopg.AsyncConnection[_Row]] | None = None
        self._apool_lock: asyncio.Lock | None = None
        try:
            self._pool.open(wait=True, timeout=_OPEN_TIMEOUT)
            found = self._version()
        except (PoolTimeout, psycopg.Error) as exc:
            self._pool.close()
            raise _plain(url, exc) from None
        if found != len(MIGRATIONS):
            self._pool.close()
            newer = found > len(MIGRATIONS)
            raise StoreError(
                f"The team database has schema version {found}; this Voxwell uses "
                f"{len(MIGRATIONS)}. "
                + (
                    "Update Voxwell on this host to use it."
                    if newer
                    else "Run 'voxwell engine migrate --database URL' first."
                )
            )

    # reconnect_timeout: how long the pool keeps retrying one lost connection, its pause doubling
    # each time; past it the pool starts afresh (pause 1 s) on the next request. Left at its
    # default (5 min) the pause reached 30 s during an outage, and the node stayed at 503 that
    # long after the database was back.

    def _connection_options(self) -> dict[str, Any]:
        # A database that stopped answering costs a request ``timeout`` (then a 503), not
        # libpq's default of waiting for ever; connect_timeout is whole seconds.
        return {
            "autocommit": True,
            "row_factory": _rows,
            "connect_timeout": max(1, round(self._timeout)),
        }

    def _version(self) -> int:
        with self._pool.connection() as connection:
            return _stored_version(connection)

    @contextmanager
    def write(self) -> Iterator[Transaction]:
        with self._pool.connection() as connection, connection.transaction():
            yield PostgresTransaction(connection)

    def query(self, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
        with self._pool.connection() as connection:
            return list(connection.execute(_native(sql), params).fetchall())

    async def _async_pool(self) -> AsyncConnectionPool[psycopg.AsyncConnection[_Row]]:
        if self._apool is not None:
            return self._apool
        if self._apool_lock is None:
            self._apool_lock = asyncio.Lock()
        async with self._apool_lock:
            if self._apool is None:
                pool: AsyncConnectionPool[psycopg.AsyncConnection[_Row]] = AsyncConnectionPool(
                    self.url,
                    connection_class=psycopg.AsyncConnection[_Row],
                    kwargs=self._connection_options(),
                    min_size=1,
                    max_size=self._max,
                    timeout=self._timeout,
                    reconnect_timeout=self._timeout,
                    check=AsyncConnectionPool.check_connection,
                    open=False,
                    name="voxwell-async",
                )
                await pool.open(wait=True, timeout=_OPEN_TIMEOUT)
                self._apool = pool
        return self._apool

    async def aopen(self) -> None:
        # At start, not on the first request: a burst of polls would all wait for the connect.
        await self._async_pool()

    async def aquery(self, sql: str, params: tuple[object, ...] = ()) -> list[Row]:
        pool = await self._async_pool()
        async with pool.connection() as connection:
            cursor = await connection.execute(_native(sql), params)
            return list(await cursor.fetchall())

    def close(self) -> None:
        self._pool.close()

    async def aclose(self) -> None:
        if self._apool is not None:
            await self._apool.close()
            self._apool = None


def migrate(
    url: str,
    migrations: Sequence[Migration] = MIGRATIONS,
    *,
    also: Callable[[psycopg.Connection[Any]], None] | None = None,
) -> tuple[int, int]:
    """Apply the missing steps (and ``also``, the job queue's schema); returns (before, after).

    One transaction under an advisory lock: two nodes migrating at once apply each step once, and
    a failure leaves the database as it was. A database past the known steps is refused.
    """
    try:
        with psycopg.connect(url, autocommit=True) as connection, connection.transaction():
            connection.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
            before = _stored_version(connection)
            connection.execute(_VERSION_TABLE)
            if before > len(migrations):
                raise StoreError(
                    f"The team database has schema version {before}, newer than the "
                    f"{len(migrations)} this Voxwell knows; update Voxwell. Nothing was changed."
                )
            for step in migrations[before:]:
                if not isinstance(step.apply, str):
                    raise StoreError(f"Migration {step.description!r} is written for SQLite only.")
                for statement in statements(step.apply):
                    connection.execute(statement.encode())
            connection.execute("DELETE FROM voxwell_schema")
            connection.execute(
                "INSERT INTO voxwell_schema (version) VALUES (%s)", (len(migrations),)
            )
            if also is not None:
                also(connection)
    except psycopg.Error as exc:
        raise _plain(url, exc) from exc
    return before, len(migrations)

"""The SQLite helper: steps applied in order and once, each in its own transaction, a failed step
leaves the file at the last good version, a newer file is refused untouched."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from voxwell.sqlite_db import (
    Connection,
    DatabaseError,
    Migration,
    OperationalError,
    SchemaTooNewError,
    connect,
    encrypt_in_place,
    is_not_a_database,
    is_plain_sqlite,
    prepare,
    schema_version,
)

STEPS = (
    Migration("notes", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);"),
    Migration(
        "note authors, with a trigger whose body holds semicolons",
        """
        ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT 'unknown';
        CREATE TABLE log (note_id INTEGER, what TEXT);
        CREATE TRIGGER notes_logged AFTER INSERT ON notes BEGIN
            INSERT INTO log VALUES (new.id, 'added');
            INSERT INTO log VALUES (new.id, 'checked');
        END;
        """,
    ),
)


def _open(path: Path, steps: tuple[Migration, ...]) -> Connection:
    connection = connect(path, timeout=5.0)
    prepare(connection, steps)
    return connection


def test_a_new_file_gets_every_step_and_the_durable_settings(tmp_path: Path) -> None:
    connection = _open(tmp_path / "a.sqlite3", STEPS)
    try:
        assert schema_version(connection) == 2
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert connection.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        connection.execute("INSERT INTO notes (text) VALUES ('hello')")
        rows = connection.execute("SELECT what FROM log ORDER BY rowid").fetchall()
        assert [row["what"] for row in rows] == ["added", "checked"]
    finally:
        connection.close()


def test_an_older_file_gets_only_the_missing_steps_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    first = _open(path, STEPS[:1])
    first.execute("INSERT INTO notes (text) VALUES ('kept')")
    first.close()
    connection = _open(path, STEPS)
    try:
        assert schema_version(connection) == 2
        row = connection.execute("SELECT text, author FROM notes").fetchone()
        assert (row["text"], row["author"]) == ("kept", "unknown")
    finally:
        connection.close()


def test_a_failing_step_is_rolled_back_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    broken = Migration(
        "half a step",
        "CREATE TABLE half (x); INSERT INTO no_such_table VALUES (1);",
    )
    connection = connect(path, timeout=5.0)
    try:
        with pytest.raises(OperationalError, match="no_such_table"):
            prepare(connection, (STEPS[0], broken))
        assert schema_version(connection) == 1
        assert not connection.in_transaction
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        assert "notes" in tables
        assert "half" not in tables
    finally:
        connection.close()


def test_a_failing_python_step_is_rolled_back_too(tmp_path: Path) -> None:
    def fill_then_fail(connection: Connection) -> None:
        connection.execute("INSERT INTO notes (text) VALUES ('half')")
        raise ValueError("the data cannot be converted")

    path = tmp_path / "a.sqlite3"
    connection = connect(path, timeout=5.0)
    try:
        with pytest.raises(ValueError, match="cannot be converted"):
            prepare(connection, (STEPS[0], Migration("convert", fill_then_fail)))
        assert schema_version(connection) == 1
        assert connection.execute("SELECT count(*) FROM notes").fetchone()[0] == 0
    finally:
        connection.close()


def test_a_newer_file_is_refused_before_anything_changes(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    with connect(path, timeout=5.0) as raw:
        raw.execute("PRAGMA user_version=7")
    before = path.read_bytes()
    connection = connect(path, timeout=5.0)
    try:
        with pytest.raises(SchemaTooNewError) as caught:
            prepare(connection, STEPS)
    finally:
        connection.close()
    assert (caught.value.found, caught.value.known) == (7, 2)
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists()


def test_connections_preparing_one_file_at_once_apply_each_step_once(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    applied: list[int] = []
    applied_lock = threading.Lock()

    def counted(connection: Connection) -> None:
        with applied_lock:
            applied.append(threading.get_ident())
        connection.execute("CREATE TABLE once (x)")  # fails if the step runs twice

    steps = (Migration("once", counted),)
    start = threading.Barrier(4)
    errors: list[BaseException] = []

    def open_one() -> None:
        start.wait()
        try:
            _open(path, steps).close()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=open_one) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(applied) == 1
    with connect(path, timeout=5.0) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 1


def test_an_unfinished_statement_is_a_clear_error(tmp_path: Path) -> None:
    connection = connect(tmp_path / "a.sqlite3", timeout=5.0)
    try:
        with pytest.raises(ValueError, match="unfinished statement"):
            prepare(connection, (Migration("bad", "CREATE TRIGGER t AFTER INSERT ON x BEGIN"),))
        assert schema_version(connection) == 0
    finally:
        connection.close()


def test_switching_to_wal_waits_for_another_writer_instead_of_failing(tmp_path: Path) -> None:
    # SQLite takes this switch's lock without its busy handler, so prepare() must wait itself.
    path = tmp_path / "a.sqlite3"
    holder = connect(path, timeout=5.0)
    holder.execute("BEGIN IMMEDIATE")  # a writer holds the new file, still in rollback mode
    waiter = connect(path, timeout=30.0)
    switches: list[str] = []
    retried_or_done = threading.Event()

    def traced(statement: str) -> None:
        if "journal_mode=WAL" in statement:
            switches.append(statement)
            if len(switches) == 2:
                retried_or_done.set()

    waiter.set_trace_callback(traced)
    errors: list[BaseException] = []

    def prepare_waiter() -> None:
        try:
            prepare(waiter, STEPS)
        except BaseException as exc:
            errors.append(exc)
        finally:
            retried_or_done.set()

    thread = threading.Thread(target=prepare_waiter)
    thread.start()
    retried_or_done.wait(timeout=30.0)
    holder.execute("COMMIT")
    holder.close()
    thread.join()
    try:
        assert errors == []
        assert schema_version(waiter) == 2
        assert waiter.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        waiter.close()


KEY = bytes(range(32))
SECRET = "P-SECRET-4471 said: I want to kill myself"


def _file_bytes(path: Path) -> bytes:
    """Every byte of the database and any log or index beside it."""
    found = b""
    for name in (path.name, path.name + "-wal", path.name + "-shm", path.name + "-journal"):
        if (path.parent / name).exists():
            found += (path.parent / name).read_bytes()
    return found


def _write_secret(connection: Connection) -> None:
    prepare(connection, STEPS)
    connection.execute("INSERT INTO notes (text) VALUES (?)", (SECRET,))


def test_with_a_key_no_page_or_log_holds_the_plain_text(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    connection = connect(path, timeout=5.0, key=KEY)
    _write_secret(connection)  # still open: the row is in the write-ahead log
    assert b"P-SECRET-4471" not in _file_bytes(path)
    assert b"SQLite format 3" not in _file_bytes(path)
    assert not is_plain_sqlite(path)
    connection.close()
    again = connect(path, timeout=5.0, key=KEY)
    assert again.execute("SELECT text FROM notes").fetchone()["text"] == SECRET
    again.close()


def test_a_wrong_or_missing_key_is_refused_as_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    connection = connect(path, timeout=5.0, key=KEY)
    _write_secret(connection)
    connection.close()
    for key in (bytes(32), None):
        other = connect(path, timeout=5.0, key=key)
        with pytest.raises(DatabaseError) as caught:
            other.execute("SELECT text FROM notes").fetchall()
        other.close()
        assert is_not_a_database(caught.value)
        assert KEY.hex() not in str(caught.value)


def test_a_plain_file_is_encrypted_in_place_with_its_rows_and_version(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    plain = connect(path, timeout=5.0)
    _write_secret(plain)
    plain.close()
    assert is_plain_sqlite(path)
    assert b"P-SECRET-4471" in _file_bytes(path)
    encrypt_in_place(path, KEY)
    assert not is_plain_sqlite(path)
    assert b"P-SECRET-4471" not in _file_bytes(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.sqlite3"]
    sealed = connect(path, timeout=5.0, key=KEY)
    assert schema_version(sealed) == len(STEPS)
    assert sealed.execute("SELECT text FROM notes").fetchone()["text"] == SECRET
    sealed.close()


def test_an_encryption_cut_short_leaves_the_plain_file_readable_and_is_done_again(
    tmp_path: Path,
) -> None:
    # What a kill before the rename leaves: a half-made copy beside the untouched plain file.
    path = tmp_path / "a.sqlite3"
    plain = connect(path, timeout=5.0)
    _write_secret(plain)
    plain.close()
    (tmp_path / "a.sqlite3.sealing").write_bytes(os.urandom(3000))
    assert connect(path, timeout=5.0).execute("SELECT count(*) FROM notes").fetchone()[0] == 1
    encrypt_in_place(path, KEY)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.sqlite3"]
    sealed = connect(path, timeout=5.0, key=KEY)
    assert sealed.execute("SELECT text FROM notes").fetchone()["text"] == SECRET
    sealed.close()


def test_deleted_rows_are_overwritten_in_a_plain_file(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    connection = connect(path, timeout=5.0)
    _write_secret(connection)
    connection.execute("DELETE FROM notes")
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    assert b"P-SECRET-4471" not in _file_bytes(path)

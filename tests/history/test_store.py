"""The local history store: round trips, updates, resume queries, durability and bad files."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from voxwell.errors import HistoryError
from voxwell.history import SCHEMA_VERSION, HistoryStore, SessionRecord

T0 = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)


def _new(store: HistoryStore, label: str = "P-001", **extra: Any) -> SessionRecord:
    base: dict[str, Any] = {
        "user_label": label,
        "model_kind": "mental-wellness",
        "service_name": "Local engine",
        "base_url": "http://127.0.0.1:5000",
        "language": "en",
        "request_json": {
            "user": {"userLabel": label, "dateOfBirth": "1980-01-01", "birthSex": "FEMALE"},
            "language": "en",
            "deleteData": False,
        },
        "takes": {"recording": "/takes/one.wav"},
    }
    base.update(extra)
    return store.create_session(**base)


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "history.sqlite3") as opened:
        yield opened


def test_new_session_round_trips(store: HistoryStore) -> None:
    made = _new(
        store,
        takes={"moodQuestion": Path("/t/m.wav"), "readAloud": "/t/r.wav"},
        model_kind="apollo",
        created_at=T0,
    )
    got = store.get(made.id)
    assert got == made
    assert got.created_at == T0
    assert got.status == "recorded"
    assert got.takes == {"moodQuestion": "/t/m.wav", "readAloud": "/t/r.wav"}
    assert got.request_json["user"]["birthSex"] == "FEMALE"
    assert got.run_id is None
    assert got.run_json is None
    assert got.upload_urls == {}
    assert got.uploaded_slots == []
    assert got.missing_slots == ["moodQuestion", "readAloud"]
    assert got.is_active


def test_take_paths_are_every_stored_sessions_take_files(store: HistoryStore) -> None:
    assert store.take_paths() == set()
    _new(store)
    _new(
        store,
        "P-002",
        model_kind="apollo",
        takes={"moodQuestion": "/t/m.wav", "readAloud": "/t/r.wav"},
    )
    assert store.take_paths() == {"/takes/one.wav", "/t/m.wav", "/t/r.wav"}


def test_update_every_step_and_results_fill_model_and_error(store: HistoryStore) -> None:
    made = _new(store)
    store.update(made.id, run_id="r-1", upload_urls={"recording": "http://x/u"}, status="uploading")
    after_upload = store.update(made.id, uploaded_slots=["recording"], status="running")
    assert after_upload.missing_slots == []
    run = {
        "id": "r-1",
        "status": "COMPLETE_ERROR",
        "model": "voxwell-acoustic-1.0",
        "errorCode": "ERR_RECORDING_TOO_SHORT",
        "errorReason": "4.2 s of speech",
    }
    done = store.update(made.id, run_json=run, status="failed")
    assert done.run_json == run
    assert done.model_version == "voxwell-acoustic-1.0"
    assert done.error_code == "ERR_RECORDING_TOO_SHORT"
    assert done.error_reason == "4.2 s of speech"
    assert not done.is_active
    # An explicit value wins over the one read from the run.
    kept = store.update(made.id, run_json=run, model_version="override")
    assert kept.model_version == "override"


def test_bad_updates_are_refused_and_change_nothing(store: HistoryStore) -> None:
    made = _new(store)
    with pytest.raises(ValueError, match="status must be one of"):
        store.update(made.id, status="done")
    with pytest.raises(TypeError, match="created_at"):
        store.update(made.id, created_at=T0)
    with pytest.raises(ValueError, match="take slot"):
        store.update(made.id, uploaded_slots=["voice"])
    with pytest.raises(ValueError, match="model_kind"):
        _new(store, model_kind="other")
    with pytest.raises(HistoryError, match="no session 999"):
        store.update(999, status="complete")
    with pytest.raises(HistoryError, match="no session 999"):
        store.get(999)
    assert store.get(made.id) == made


def test_sessions_filter_newest_first_pending_oldest_first(store: HistoryStore) -> None:
    a = _new(store, "P-002", created_at=T0)
    b = _new(store, "P-001", created_at=T0 + timedelta(days=1))
    c = _new(store, "P-002", created_at=T0 + timedelta(days=2))
    store.update(b.id, status="complete")
    store.update(c.id, status="running")
    assert [r.id for r in store.sessions()] == [c.id, b.id, a.id]
    assert [r.id for r in store.sessions("P-002")] == [c.id, a.id]
    assert store.sessions("nobody") == []
    assert [r.id for r in store.pending()] == [a.id, c.id]
    assert store.user_labels() == ["P-001", "P-002"]
    store.delete(a.id)
    assert [r.id for r in store.sessions("P-002")] == [c.id]


def test_store_is_wal_and_a_second_connection_sees_each_commit(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HistoryStore(path) as writer, HistoryStore(path) as reader:
        made = _new(writer)
        writer.update(made.id, status="running")
        assert reader.get(made.id).status == "running"
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_results_survive_the_process_dying_right_after_update(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    script = textwrap.dedent(
        f"""
        import os
        from pathlib import Path
        from voxwell.history import HistoryStore
        store = HistoryStore(Path({str(path)!r}))
        made = store.create_session(user_label="P-9", model_kind="mental-wellness",
            service_name="Local engine", base_url="http://127.0.0.1:1", language="en",
            request_json={{}}, takes={{"recording": "/t.wav"}})
        run = {{"status": "COMPLETE_OK", "model": "m1"}}
        store.update(made.id, status="complete", run_json=run)
        os._exit(0)  # no close, no atexit: as if the app were killed
        """
    )
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    with HistoryStore(path) as reopened:
        (record,) = reopened.sessions("P-9")
    assert record.status == "complete"
    assert record.model_version == "m1"


def test_damaged_file_gives_plain_error_and_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    junk = b"this is not a database, " * 200
    path.write_bytes(junk)
    with pytest.raises(HistoryError, match="move it aside"):
        HistoryStore(path)
    assert path.read_bytes() == junk


def test_history_from_a_newer_version_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    with pytest.raises(HistoryError, match="newer Voxwell"):
        HistoryStore(path)
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
        assert raw.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0


DATA_KEY = bytes(range(32))


def _stored(path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in path.parent.glob(path.name + "*"))


def test_a_plain_history_is_encrypted_in_place_and_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with HistoryStore(path) as plain:
        made = _new(plain, "P-PLAIN-5521")
        plain.update(made.id, run_json={"status": "COMPLETE_OK", "transcript": "windward harbour"})
    assert b"P-PLAIN-5521" in _stored(path)
    with HistoryStore(path, key=DATA_KEY) as sealed:
        record = sealed.get(made.id)
        assert record.user_label == "P-PLAIN-5521"
        assert record.run_json == {"status": "COMPLETE_OK", "transcript": "windward harbour"}
        _new(sealed, "P-NEW-0931")  # written while open: in the write-ahead log
        stored = _stored(path)
        for secret in (b"P-PLAIN-5521", b"P-NEW-0931", b"windward", b"1980-01-01"):
            assert secret not in stored
    with pytest.raises(HistoryError, match="keyring lacks"):
        HistoryStore(path)
    with pytest.raises(HistoryError, match="keyring lacks"):
        HistoryStore(path, key=bytes(32))
    with HistoryStore(path, key=DATA_KEY) as again:
        assert again.user_labels() == ["P-NEW-0931", "P-PLAIN-5521"]


def test_results_at_is_set_when_final_results_are_stored_and_cleared_by_a_new_run(
    store: HistoryStore,
) -> None:
    made = _new(store)
    assert made.results_at is None
    running = store.update(made.id, status="running", run_json={"status": "RUNNING"})
    assert running.results_at is None, "no final results yet"
    before = datetime.now(UTC)
    done = store.update(made.id, status="complete", run_json={"status": "COMPLETE_OK"})
    assert done.results_at is not None
    assert before <= done.results_at <= datetime.now(UTC)
    assert store.update(made.id, run_json=None).results_at is None, "a new run has none"
    given = store.update(made.id, run_json={"status": "COMPLETE_OK"}, results_at=T0)
    assert given.results_at == T0, "a given time wins"
    removed = store.update(
        made.id, audio_removed_at=T0 + timedelta(days=30), audio_retention_days=30
    )
    assert (removed.audio_removed_at, removed.audio_retention_days) == (T0 + timedelta(days=30), 30)
    assert store.get(made.id) == removed


def test_a_history_of_the_fourth_format_gains_the_retention_columns_and_keeps_its_rows(
    tmp_path: Path,
) -> None:
    from voxwell.history import MIGRATIONS
    from voxwell.sqlite_db import connect, prepare

    path = tmp_path / "h.sqlite3"
    # The earlier steps never change, so the first four are the fourth format exactly.
    old = connect(path, timeout=5.0)
    try:
        prepare(old, MIGRATIONS[:4])
        old.execute(
            "INSERT INTO sessions (created_at, user_label, model_kind, service_name, base_url,"
            " language, request_json, takes, status, run_json, live_monitoring) VALUES"
            " (?, 'P-4', 'mental-wellness', 'Local engine', 'http://127.0.0.1:1', 'en', '{}',"
            ' \'{"recording": "/t/4.wav"}\', \'complete\', \'{"status": "COMPLETE_OK"}\','
            ' \'{"recording": {"captions": []}}\')',
            (T0.isoformat(),),
        )
    finally:
        old.close()
    with HistoryStore(path) as store:
        (session,) = store.sessions()
        assert (session.user_label, session.status, session.created_at) == ("P-4", "complete", T0)
        assert session.takes == {"recording": "/t/4.wav"}
        assert session.run_json == {"status": "COMPLETE_OK"}
        assert session.live_monitoring == {"recording": {"captions": []}}
        assert (session.results_at, session.audio_removed_at) == (None, None)
        assert session.audio_retention_days is None
        assert store.update(session.id, audio_removed_at=T0).audio_removed_at == T0
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7


def test_a_study_sessions_attributes_are_kept_and_others_have_none(store: HistoryStore) -> None:
    plain = _new(store, "P-001")
    assert plain.attributes == {}
    study = store.create_session(
        user_label="S-0007",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:5000",
        language="es",
        request_json={"user": {"userLabel": "S-0007"}},
        takes={"recording": "/takes/s7.flac"},
        attributes={"group": "control", "site": "Lima"},
    )
    assert store.get(study.id).attributes == {"group": "control", "site": "Lima"}
    assert store.get(plain.id).attributes == {}

"""The engine's store across versions: a data folder made before the store counted its schema
versions is migrated when the engine opens it, and keeps its keys, runs, uploads, questionnaires
and user data; a folder written by a newer engine is refused and left as it was."""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
import time
from contextlib import closing
from pathlib import Path

import httpx
import pytest

from voxwell import api
from voxwell.engine.db import MIGRATIONS, SqliteDatabase, StoreError
from voxwell.engine.keys import KeyStore
from voxwell.engine.state import database_path
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


# The engine store's schema exactly as the engine wrote it before versions were counted (its
# files have user_version 0). A fixture copied from that code, not the code's own schema, so a
# later change to the code cannot change what "an existing data folder" means here.
TODAYS_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
    id TEXT PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    created_at REAL NOT NULL,
    revoked_at REAL
);
CREATE TABLE IF NOT EXISTS runs (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    key_id TEXT NOT NULL,
    user_label TEXT NOT NULL,
    user_json TEXT NOT NULL,
    language TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at REAL NOT NULL,
    run_at REAL,
    completed_at REAL,
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
    upload_expires_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    recordings_deleted_at REAL
);
CREATE INDEX IF NOT EXISTS runs_status ON runs (status, run_at);
CREATE TABLE IF NOT EXISTS uploads (
    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    slot TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    received_at REAL NOT NULL,
    PRIMARY KEY (run_id, slot)
);
CREATE TABLE IF NOT EXISTS questionnaires (
    id TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    user_label TEXT NOT NULL,
    type TEXT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    created_at REAL NOT NULL,
    completed_at REAL,
    details_json TEXT
);
CREATE TABLE IF NOT EXISTS user_data (
    id TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    upload_type TEXT NOT NULL,
    user_label TEXT NOT NULL,
    data_json TEXT NOT NULL,
    created_at REAL NOT NULL
);
"""

KEY = "vxk-made-by-the-earlier-engine-0123456789abcdef"
SECTION: dict[str, object] = {"startSecs": 0.0, "finishSecs": 12.5, "transcript": "the north wind"}
SECTION.update({name: {"value": 0.33} for name in api.BANDED_MEASURES})
SECTION.update({name: {"value": 0.25} for name in api.CONTINUOUS_MEASURES})
RESULTS = {"sections": [SECTION]}


def _make_todays_store(data_dir: Path) -> str:
    """A store as today's engine leaves it, with one row in every table; the run's id."""
    digest = hashlib.sha256(KEY.encode()).hexdigest()
    key_id = digest[:12]
    run_id = "8d0f6c1e-2b6a-4c1f-9e55-0c3b1f7b2a10"
    now = time.time()
    audio = data_dir / "audio" / f"{run_id}-recording.wav"
    audio.parent.mkdir(parents=True)
    audio.write_bytes(b"RIFF")
    user = {"userLabel": "P-old", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
    with closing(sqlite3.connect(database_path(data_dir))) as raw, raw:
        raw.execute("PRAGMA journal_mode=WAL")
        raw.executescript(TODAYS_SCHEMA)
        raw.execute("INSERT INTO meta VALUES ('account_id', 'local-0123456789ab')")
        raw.execute("INSERT INTO api_keys VALUES (?, ?, ?, NULL)", (key_id, digest, now))
        raw.execute(
            "INSERT INTO runs (id, kind, key_id, user_label, user_json, language, status,"
            " created_at, run_at, completed_at, results_json, delete_data, model, slots,"
            " upload_expires_at, attempts) VALUES (?, 'mental-wellness', ?, 'P-old', ?, 'en',"
            " 'COMPLETE_OK', ?, ?, ?, ?, 0, 'voxwell-acoustic-1.0', 'recording', ?, 1)",
            (run_id, key_id, json.dumps(user), now, now, now, json.dumps(RESULTS), now + 3600),
        )
        raw.execute(
            "INSERT INTO uploads VALUES (?, 'recording', ?, 4, ?)", (run_id, str(audio), now)
        )
        raw.execute(
            "INSERT INTO questionnaires (id, key_id, user_label, type, token, created_at)"
            " VALUES ('q-old', ?, 'P-old', 'phq-9', 'tok-old', ?)",
            (key_id, now),
        )
        raw.execute(
            "INSERT INTO user_data VALUES ('ud-old', ?, 'sleep', 'P-old', ?, ?)",
            (key_id, json.dumps({"hours": 7}), now),
        )
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 0
    return run_id


def _counts(path: Path) -> dict[str, int]:
    with closing(sqlite3.connect(path)) as raw, raw:
        return {
            table: raw.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("meta", "api_keys", "runs", "uploads", "questionnaires", "user_data")
        }


def test_a_store_made_before_versions_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    _make_todays_store(tmp_path)
    path = database_path(tmp_path)
    before = _counts(path)
    assert set(before.values()) == {1}
    db = SqliteDatabase(path)
    try:
        assert asyncio.run(KeyStore(db).lookup(KEY)) is not None
    finally:
        db.close()
    assert _counts(path) == before
    with closing(sqlite3.connect(path)) as raw, raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.slow
def test_the_engine_serves_a_run_from_a_store_made_before_versions(tmp_path: Path) -> None:
    run_id = _make_todays_store(tmp_path)
    with LocalEngine(tmp_path, api_key=KEY, workers=1) as engine:
        response = httpx.get(
            f"{engine.base_url}/v1/models/mental-wellness/{run_id}",
            headers={"x-api-key": KEY},
            timeout=30,
        )
    assert response.status_code == 200, response.text
    run = response.json()
    assert run["status"] == "COMPLETE_OK"
    assert run["results"]["sections"][0]["finishSecs"] == 12.5
    assert run["model"] == "voxwell-acoustic-1.0"


def test_a_store_from_a_newer_engine_is_refused_and_not_changed(tmp_path: Path) -> None:
    path = database_path(tmp_path)
    with closing(sqlite3.connect(path)) as raw, raw:
        raw.execute(f"PRAGMA user_version={len(MIGRATIONS) + 1}")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="newer Voxwell"):
        SqliteDatabase(path)
    assert path.read_bytes() == before


DATA_KEY = bytes(range(32))


def test_a_plain_store_is_encrypted_in_place_when_given_the_data_key(tmp_path: Path) -> None:
    _make_todays_store(tmp_path)
    path = database_path(tmp_path)
    before = _counts(path)
    assert b"P-old" in path.read_bytes()
    db = SqliteDatabase(path, key=DATA_KEY)
    try:
        assert asyncio.run(KeyStore(db).lookup(KEY)) is not None
        assert db.query_one("SELECT user_label FROM runs")["user_label"] == "P-old"
    finally:
        db.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("engine.sqlite3*"))
    assert b"P-old" not in stored
    assert b"1984-06-01" not in stored
    with pytest.raises(StoreError, match="keyring lacks"):
        SqliteDatabase(path)  # without the key it cannot be read, and says why
    db = SqliteDatabase(path, key=DATA_KEY)
    try:
        counts = {
            table: db.query_one(f"SELECT count(*) AS n FROM {table}")["n"]
            for table in ("meta", "api_keys", "runs", "uploads", "questionnaires", "user_data")
        }
    finally:
        db.close()
    assert counts == before


@pytest.mark.slow
def test_the_engine_encrypts_its_store_with_the_key_from_its_environment(tmp_path: Path) -> None:
    from voxwell.privacy.data_key import DATA_KEY_ENV

    run_id = _make_todays_store(tmp_path)
    env = {DATA_KEY_ENV: DATA_KEY.hex()}
    with LocalEngine(tmp_path, api_key=KEY, workers=1, env=env) as engine:
        response = httpx.get(
            f"{engine.base_url}/v1/models/mental-wellness/{run_id}",
            headers={"x-api-key": KEY},
            timeout=30,
        )
    assert response.status_code == 200, response.text
    assert response.json()["results"]["sections"][0]["transcript"] == "the north wind"
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("engine.sqlite3*"))
    assert b"the north wind" not in stored
    assert b"P-old" not in stored

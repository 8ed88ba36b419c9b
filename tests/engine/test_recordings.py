"""The recording store: the folder store and the S3 store held to the same behaviour, and the
S3 store's plain errors (an engine using S3: ``test_s3_engine``).

The S3 store is tested against moto's standalone S3 server (``moto.server.ThreadedMotoServer``,
see ``tests.engine.s3_server``) started by these tests on a free loopback port: moto is the
documented stand-in for an S3-compatible object store here (no cloud account, no network). Only
the object store is a stand-in; the stores are the real ones. The tests inspect the bucket with
boto3 directly, as an operator would.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.engine.engine_helpers import wait_until
from tests.engine.s3_server import SECRET, S3Server, free_port, s3_credentials
from voxwell.engine.db import SqliteDatabase
from voxwell.engine.recording_stores import open_recordings
from voxwell.engine.recordings import (
    FolderRecordings,
    RecordingMissing,
    RecordingStore,
    RecordingStoreError,
)
from voxwell.engine.retention import Sweeper
from voxwell.engine.settings import EngineSettings

RUN = "0d3c8a52-6f4e-4d4b-9a43-0a5b2f3c4d5e"
OTHER_RUN = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d"
THIRD_RUN = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b"


@dataclass
class Store:
    """A store under test and how the test sees what it holds, whatever its kind."""

    store: RecordingStore
    held: Callable[[], list[str]]  # the keys it holds, sorted
    spool: Path  # where local part files and copies may be


def _settings(data_dir: Path, **given: Any) -> EngineSettings:
    return EngineSettings.load(data_dir=data_dir, **given)


@pytest.fixture(params=["folder", "s3"])
def kept(request: pytest.FixtureRequest, tmp_path: Path) -> Store:
    data_dir = tmp_path / "data"
    if request.param == "folder":
        store = open_recordings(_settings(data_dir))
        assert isinstance(store, FolderRecordings)
        root = store.root

        def files() -> list[str]:
            return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.audio"))

        return Store(store, files, root)
    server: S3Server = request.getfixturevalue("s3")
    bucket = server.new_bucket()
    store = open_recordings(
        _settings(data_dir, storage=f"s3://{bucket}/team/a", s3_endpoint_url=server.url)
    )

    def objects() -> list[str]:
        return [name.removeprefix("team/a/") for name in server.names(bucket)]

    return Store(store, objects, data_dir / "spool")


def _commit(kept: Store, run_id: str, slot: str, body: bytes) -> str:
    key, part = kept.store.spool(run_id, slot)
    part.write_bytes(body)
    kept.store.commit(key, part)
    assert not part.exists(), "the part file is gone once committed"
    return key


def test_a_committed_recording_comes_back_whole_and_its_copy_goes(kept: Store) -> None:
    body = os.urandom(300_000)
    key = _commit(kept, RUN, "recording", body)
    assert key.startswith(f"{RUN}/recording-")
    assert key.endswith(".audio")
    assert kept.held() == [key]
    with kept.store.local_copies({"recording": key}) as paths:
        assert set(paths) == {"recording"}
        assert paths["recording"].read_bytes() == body
        copy = paths["recording"]
    if isinstance(kept.store, FolderRecordings):
        assert copy.exists(), "the folder store hands out the recording itself"
    else:
        assert not copy.exists(), "a downloaded copy is removed after the block"
        assert list(kept.spool.iterdir()) == []


def test_every_upload_gets_its_own_key(kept: Store) -> None:
    first = _commit(kept, RUN, "recording", b"one")
    second = _commit(kept, RUN, "recording", b"two")
    assert first != second
    assert kept.held() == sorted([first, second])


def test_a_discarded_part_leaves_nothing(kept: Store) -> None:
    _, part = kept.store.spool(RUN, "recording")
    part.write_bytes(b"half a recording")
    kept.store.discard(part)
    kept.store.discard(part)  # twice is fine
    assert not part.exists()
    assert kept.held() == []


def test_a_missing_recording_is_one_clear_error(kept: Store) -> None:
    present = _commit(kept, RUN, "readAloud", b"here")
    absent = f"{RUN}/recording-0123456789ab.audio"
    with (
        pytest.raises(RecordingMissing, match="recording recording is missing"),
        kept.store.local_copies({"readAloud": present, "recording": absent}),
    ):
        pytest.fail("the block must not run without every recording")
    assert kept.held() == [present]
    if not isinstance(kept.store, FolderRecordings):
        assert list(kept.spool.iterdir()) == [], "the fetched copy went too"


def test_delete_run_removes_only_that_runs_recordings_and_can_repeat(kept: Store) -> None:
    _commit(kept, RUN, "recording", b"a")
    _commit(kept, RUN, "readAloud", b"b")
    other = _commit(kept, OTHER_RUN, "recording", b"c")
    kept.store.delete_run(RUN)
    assert kept.held() == [other]
    kept.store.delete_run(RUN)
    kept.store.delete_run("1b2c3d4e-0000-4000-8000-000000000000")  # never had any
    assert kept.held() == [other]


def test_delete_run_refuses_an_id_that_leaves_the_store(kept: Store) -> None:
    other = _commit(kept, OTHER_RUN, "recording", b"c")
    for bad in ("..", "", f"{OTHER_RUN}/..", "a/b"):
        with pytest.raises(RecordingMissing):
            kept.store.delete_run(bad)
    assert kept.held() == [other]


def test_orphans_go_only_once_old_and_known_recordings_stay(kept: Store) -> None:
    known = _commit(kept, RUN, "recording", b"row written")
    orphan = _commit(kept, OTHER_RUN, "recording", b"row never written")
    _, stale_part = kept.store.spool(OTHER_RUN, "readAloud")
    stale_part.write_bytes(b"an upload cut short")
    # Recent: another node may be about to write the row, so nothing goes yet.
    assert kept.store.remove_orphans({known}, older_than=3600) == 0
    assert kept.held() == sorted([known, orphan])
    assert stale_part.exists()
    # Old enough (any age): the orphan and the part file go, the known recording stays.
    assert kept.store.remove_orphans({known}, older_than=0) == 2
    assert kept.held() == [known]
    assert not stale_part.exists()


def test_the_folder_store_still_reads_and_deletes_absolute_paths_of_old_rows(
    tmp_path: Path,
) -> None:
    store = FolderRecordings(tmp_path / "audio")
    old = tmp_path / "audio" / RUN / "recording-00aa11bb22cc.audio"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"an earlier engine's upload")
    with store.local_copies({"recording": str(old)}) as paths:
        assert paths["recording"].read_bytes() == b"an earlier engine's upload"
    assert store.remove_orphans({str(old)}, older_than=0) == 0
    assert old.exists(), "an old row's absolute path counts as known"
    store.delete_run(RUN)
    assert not old.exists()


def test_the_folder_store_ages_orphans_by_their_files(tmp_path: Path) -> None:
    store = FolderRecordings(tmp_path / "audio")
    key, part = store.spool(RUN, "recording")
    part.write_bytes(b"x")
    store.commit(key, part)
    path = store.path_of(key)
    assert store.remove_orphans(set(), older_than=60) == 0
    hour_ago = path.stat().st_mtime - 3600
    os.utime(path, (hour_ago, hour_ago))
    os.utime(path.parent, (hour_ago, hour_ago))
    assert store.remove_orphans(set(), older_than=60) == 1
    assert not path.parent.exists(), "the emptied old run folder went too"


# --- The S3 store alone -------------------------------------------------------------------


def _s3_store(server: S3Server, bucket: str, data_dir: Path) -> RecordingStore:
    return open_recordings(
        _settings(data_dir, storage=f"s3://{bucket}", s3_endpoint_url=server.url)
    )


def test_a_20_mb_recording_goes_up_and_comes_back_in_parts(s3: S3Server, tmp_path: Path) -> None:
    bucket = s3.new_bucket()
    store = _s3_store(s3, bucket, tmp_path)
    body = os.urandom(20 * 1024 * 1024)
    key, part = store.spool(RUN, "recording")
    part.write_bytes(body)
    store.commit(key, part)
    head = s3.client().head_object(Bucket=bucket, Key=key)
    assert head["ContentLength"] == len(body)
    # A multipart upload's ETag is the digest of its parts' digests and their count: 3 parts
    # of at most 8 MiB.
    assert head["ETag"].strip('"').endswith("-3"), head["ETag"]
    with store.local_copies({"recording": key}) as paths:
        assert paths["recording"].read_bytes() == body


def test_a_missing_bucket_is_named_in_a_plain_error(s3: S3Server, tmp_path: Path) -> None:
    with pytest.raises(RecordingStoreError) as caught:
        _s3_store(s3, "vx-no-such-bucket", tmp_path)
    message = str(caught.value)
    assert "'vx-no-such-bucket'" in message
    assert "does not exist" in message
    assert SECRET not in message


def test_an_unreachable_endpoint_is_a_plain_error(s3: S3Server, tmp_path: Path) -> None:
    closed = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(RecordingStoreError, match=r"'vx-bucket' at .* could not be reached"):
        open_recordings(_settings(tmp_path, storage="s3://vx-bucket", s3_endpoint_url=closed))


def test_missing_credentials_are_a_plain_error(
    s3: S3Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bucket = s3.new_bucket()
    monkeypatch.delenv("AWS_ACCESS_KEY_ID")
    monkeypatch.delenv("AWS_SECRET_ACCESS_KEY")
    with pytest.raises(RecordingStoreError, match="No S3 credentials were found"):
        _s3_store(s3, bucket, tmp_path)


@pytest.fixture
def strict_s3() -> Iterator[str]:
    """moto's standalone server as its own command, checking every request's credentials
    (it knows none, so every key is refused), with the test credentials set in this process
    (without any, the store would say none were found, not that they were refused)."""
    with s3_credentials():
        yield from _strict_s3_server()


def _strict_s3_server() -> Iterator[str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        env={**os.environ, "INITIAL_NO_AUTH_ACTION_COUNT": "0"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert server.poll() is None, "moto's server ended at start"
                assert time.monotonic() < deadline, "moto's server did not start"
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(10)


def test_refused_credentials_are_named_without_the_secret(strict_s3: str, tmp_path: Path) -> None:
    settings = _settings(tmp_path, storage="s3://vx-team/rec", s3_endpoint_url=strict_s3)
    with pytest.raises(RecordingStoreError) as caught:
        open_recordings(settings)
    message = str(caught.value)
    assert "credentials were refused" in message
    assert "'vx-team'" in message
    assert SECRET not in message


def test_the_store_shows_no_secret(s3: S3Server, tmp_path: Path) -> None:
    store = _s3_store(s3, s3.new_bucket(), tmp_path)
    assert SECRET not in repr(store)
    assert "s3://vx-" in repr(store)


def test_a_team_sweeper_looks_again_for_orphans_once_they_are_old(tmp_path: Path) -> None:
    db = SqliteDatabase(tmp_path / "engine.sqlite3")
    store = FolderRecordings(tmp_path / "audio")
    sweeper = Sweeper(db, store, delete_delay=60, unfinished_ttl=3600, orphan_age=1.0)
    sweeper.start()
    try:
        old, young = (store.path_of(_commit_folder(store, run)) for run in (RUN, OTHER_RUN))
        hour_ago = time.time() - 3600
        os.utime(old, (hour_ago, hour_ago))
        soon = time.time() + 3600  # stays young for the whole test
        os.utime(young, (soon, soon))
        wait_until(lambda: not old.exists(), within=30, what="the next look for orphans")
        assert young.exists(), "a recording younger than the age is spared"
    finally:
        sweeper.stop()
        db.close()


def _commit_folder(store: FolderRecordings, run_id: str) -> str:
    key, part = store.spool(run_id, "recording")
    part.write_bytes(b"no row refers to this")
    store.commit(key, part)
    return key


SEAL_KEY = bytes(range(32))


def test_a_folder_store_with_the_data_key_never_holds_a_plain_recording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from voxwell.engine.recordings import readable_recording
    from voxwell.privacy.data_key import DATA_KEY_ENV

    store = open_recordings(_settings(tmp_path / "data", **{DATA_KEY_ENV: SEAL_KEY.hex()}))
    assert isinstance(store, FolderRecordings)
    body = b"RIFF" + os.urandom(200_000)
    key, part = store.spool(RUN, "recording")
    with store.open_part(part) as handle:
        handle.write(body[:100_000])
        assert b"RIFF" not in part.read_bytes()  # sealed as it arrives, not at the end
        handle.write(body[100_000:])
    store.commit(key, part)
    with store.local_copies({"recording": key}) as paths:
        stored = paths["recording"]
        assert b"RIFF" not in stored.read_bytes()
        monkeypatch.setenv(DATA_KEY_ENV, SEAL_KEY.hex())  # as the engine's workers have it
        assert readable_recording(stored) == body
        monkeypatch.delenv(DATA_KEY_ENV)
        with pytest.raises(RecordingMissing, match="no data key"):
            readable_recording(stored)


@pytest.mark.slow
def test_an_engine_with_the_data_key_analyses_from_sealed_recordings(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    from tests.engine.engine_helpers import Api, client_for
    from voxwell.launcher.local_engine import LocalEngine
    from voxwell.privacy.data_key import DATA_KEY_ENV

    env = {DATA_KEY_ENV: SEAL_KEY.hex()}
    with (
        LocalEngine(tmp_path, api_key="vxk-sealed-test-key", workers=1, env=env) as engine,
        client_for(engine, engine.api_key) as http,
    ):
        run = Api(http, engine).analyse(audio_fixtures / "read_passage_en.flac")
        stored = b"".join(p.read_bytes() for p in (tmp_path / "audio").rglob("*") if p.is_file())
    assert run["status"] == "COMPLETE_OK", run
    assert run["results"]["sections"][0]["transcript"]
    assert stored  # the recording was kept, sealed
    assert b"fLaC" not in stored
    words = run["results"]["sections"][0]["transcript"].split()
    assert all(word.encode() not in stored for word in words if len(word) > 4)


def _final_run(db: SqliteDatabase, store: FolderRecordings, run_id: str, **row: Any) -> Path:
    """A run of today's schema with one committed recording and the given status."""
    key = _commit_folder(store, run_id)
    values: dict[str, Any] = {
        "status": "COMPLETE_OK",
        "delete_data": 0,
        "completed_at": time.time(),
        **row,
    }
    with db.write() as tx:
        tx.execute(
            "INSERT INTO runs (id, kind, key_id, user_label, user_json, language, status,"
            " created_at, completed_at, delete_data, slots, upload_expires_at)"
            " VALUES (?, 'mental-wellness', 'k', 'P-1', '{}', 'en', ?, ?, ?, ?, 'recording', ?)",
            (
                run_id,
                values["status"],
                time.time(),
                values["completed_at"],
                values["delete_data"],
                time.time() + 3600,
            ),
        )
        tx.execute(
            "INSERT INTO uploads VALUES (?, 'recording', ?, 21, ?)", (run_id, key, time.time())
        )
    return store.path_of(key)


def test_without_keep_recordings_a_final_runs_recordings_go_and_the_run_stays(
    tmp_path: Path,
) -> None:
    db = SqliteDatabase(tmp_path / "engine.sqlite3")
    store = FolderRecordings(tmp_path / "audio")
    done = _final_run(db, store, RUN)
    running = _final_run(db, store, OTHER_RUN, status="RUNNING", completed_at=None)
    asked = _final_run(db, store, THIRD_RUN, delete_data=1)
    try:
        kept = Sweeper(db, store, delete_delay=60, unfinished_ttl=3600)
        assert kept.sweep() == 0
        assert done.exists()
        dropping = Sweeper(db, store, delete_delay=60, unfinished_ttl=3600, keep_recordings=False)
        assert dropping.sweep() == 1
        assert not done.exists()
        assert running.exists(), "a run still analysed keeps its recording"
        assert asked.exists(), "a deleteData run goes whole after its delay, as the spec says"
        row = db.query_one("SELECT status, recordings_deleted_at FROM runs WHERE id = ?", (RUN,))
        assert row is not None
        assert row["status"] == "COMPLETE_OK"
        assert row["recordings_deleted_at"] is not None
        assert dropping.sweep() == 0
    finally:
        db.close()

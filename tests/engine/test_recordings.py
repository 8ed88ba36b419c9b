"""The recording store: the folder store and the S3 store held to the same behaviour, and an
engine that keeps its recordings in S3.

The S3 store is tested against moto's standalone S3 server (``moto.server.ThreadedMotoServer``)
started by these tests on a free loopback port: moto is the documented stand-in for an
S3-compatible object store here (no cloud account, no network). Only the object store is a
stand-in; the stores, the engine and its analysis are the real ones. The tests inspect the
bucket with boto3 directly, as an operator would.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from voxwell.engine.recordings import (
    FolderRecordings,
    RecordingMissing,
    RecordingStore,
    open_recordings,
)
from voxwell.engine.settings import EngineSettings

boto3 = pytest.importorskip("boto3", reason="the S3 store needs the team extra")
moto_server = pytest.importorskip("moto.server", reason="moto[server] is in the test extra")

RUN = "0d3c8a52-6f4e-4d4b-9a43-0a5b2f3c4d5e"
OTHER_RUN = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d"
SECRET = f"secret-{secrets.token_hex(8)}"
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "voxwell-test",
    "AWS_SECRET_ACCESS_KEY": SECRET,
    "AWS_DEFAULT_REGION": "us-east-1",
    # Nothing from this machine's own AWS set-up, and no instance-metadata look-up.
    "AWS_CONFIG_FILE": os.devnull,
    "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
    "AWS_EC2_METADATA_DISABLED": "true",
}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class S3Server:
    """A moto S3 server on loopback that a test can stop and start again on the same port.

    moto keeps its buckets in this process, so they outlive a restart of the server.
    """

    def __init__(self) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._server: Any = None

    def start(self) -> None:
        self._server = moto_server.ThreadedMotoServer(
            ip_address="127.0.0.1", port=self.port, verbose=False
        )
        self._server.start()

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None

    def client(self) -> Any:
        return boto3.session.Session().client("s3", endpoint_url=self.url)

    def new_bucket(self) -> str:
        name = f"vx-{secrets.token_hex(6)}"
        self.client().create_bucket(Bucket=name)
        return name

    def names(self, bucket: str) -> list[str]:
        listed = self.client().list_objects_v2(Bucket=bucket)
        return sorted(item["Key"] for item in listed.get("Contents", []))


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    with pytest.MonkeyPatch.context() as patch:
        for name, value in CREDENTIALS.items():
            patch.setenv(name, value)
        server = S3Server()
        server.start()
        try:
            yield server
        finally:
            server.stop()


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

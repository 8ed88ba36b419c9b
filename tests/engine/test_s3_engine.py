"""An engine that keeps its recordings in S3-compatible storage: the local engine, and a team
server's API node and worker on a private PostgreSQL cluster.

The object store is moto's standalone S3 server (``tests.engine.s3_server``), the documented
stand-in for S3-compatible storage, started by these tests on a free loopback port; the engine,
its analysis and PostgreSQL are the real ones.
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.engine.engine_helpers import SHORT_TAKE, Api, client_for, wait_until
from tests.engine.s3_server import CREDENTIALS, SECRET, S3Server
from tests.postgres_cluster import PostgresCluster, PostgresUnavailable
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


def _s3_engine(server: S3Server, bucket: str, data_dir: Path) -> LocalEngine:
    env = {
        **CREDENTIALS,
        "VOXWELL_STORAGE": f"s3://{bucket}/recordings",
        "VOXWELL_S3_ENDPOINT_URL": server.url,
        "VOXWELL_DELETE_DELAY": "1",
    }
    return LocalEngine(data_dir, api_key=f"vxk-s3-{secrets.token_hex(8)}", workers=1, env=env)


@pytest.fixture(scope="module")
def s3_api(s3: S3Server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Api, str]]:
    bucket = s3.new_bucket()
    with (
        _s3_engine(s3, bucket, tmp_path_factory.mktemp("s3-engine")) as engine,
        client_for(engine, engine.api_key) as http,
    ):
        yield Api(http, engine), bucket


@contextmanager
def _engine_on_its_own_store(data_dir: Path) -> Iterator[tuple[S3Server, str, Api]]:
    """An engine on an S3 server of its own, which the test may stop (not the shared one)."""
    own = S3Server()
    own.start()
    try:
        bucket = own.new_bucket()
        with (
            _s3_engine(own, bucket, data_dir) as engine,
            client_for(engine, engine.api_key) as http,
        ):
            yield own, bucket, Api(http, engine)
    finally:
        own.stop()


def _local_files(data_dir: Path, folder: str) -> list[Path]:
    return [p for p in (data_dir / folder).rglob("*") if p.is_file()]


@pytest.mark.slow
def test_an_engine_analyses_a_recording_kept_in_the_bucket(
    s3: S3Server, s3_api: tuple[Api, str], audio_fixtures: Path
) -> None:
    api, bucket = s3_api
    recording = audio_fixtures / SHORT_TAKE
    run = api.analyse(recording)
    assert run["status"] == "COMPLETE_OK", (run.get("errorCode"), run.get("errorReason"))
    names = [n for n in s3.names(bucket) if n.startswith(f"recordings/{run['id']}/")]
    assert len(names) == 1, s3.names(bucket)
    head = s3.client().head_object(Bucket=bucket, Key=names[0])
    assert head["ContentLength"] == recording.stat().st_size
    data_dir = api.engine.data_dir
    assert _local_files(data_dir, "audio") == [], "no recording is kept in the data folder"
    # The analysis' local copy goes once the run is recorded.
    wait_until(lambda: _local_files(data_dir, "spool") == [], within=30, what="the copy to go")


@pytest.mark.slow
def test_a_delete_data_run_leaves_the_bucket_after_the_delay(
    s3: S3Server, s3_api: tuple[Api, str], audio_fixtures: Path
) -> None:
    api, bucket = s3_api
    run = api.analyse(audio_fixtures / SHORT_TAKE, deleteData=True)
    assert run["status"] == "COMPLETE_OK", (run.get("errorCode"), run.get("errorReason"))

    def gone() -> bool:
        return not any(n.startswith(f"recordings/{run['id']}/") for n in s3.names(bucket))

    wait_until(gone, within=60, what="the recording to leave the bucket")
    wait_until(lambda: api.get_run(run["id"]).status_code == 404, within=30, what="the run")


@pytest.mark.slow
def test_an_upload_while_the_store_is_down_is_refused_and_can_be_sent_again(
    tmp_path: Path, audio_fixtures: Path, s3: S3Server
) -> None:
    with _engine_on_its_own_store(tmp_path) as (own, bucket, api):
        run = api.create_run()
        body = (audio_fixtures / "read_passage_en.flac").read_bytes()
        own.stop()
        refused = api.upload(run["recordingUploadUrl"], body)
        assert refused.status_code == 503, refused.text
        assert "recording store cannot be reached" in refused.json()["detail"]
        assert api.get_run(run["id"]).json()["status"] == "CREATED", "nothing was recorded"
        assert _local_files(tmp_path, "spool") == [], "the part file went"
        own.start()  # the same port; moto kept the bucket
        again = api.upload(run["recordingUploadUrl"], body)
        assert again.status_code == 200, again.text
        assert again.json()["status"] == "RUNNING"
        assert len(own.names(bucket)) == 1


@pytest.mark.slow
def test_a_run_whose_recording_cannot_be_fetched_waits_for_the_store(
    tmp_path: Path, audio_fixtures: Path, s3: S3Server
) -> None:
    with _engine_on_its_own_store(tmp_path) as (own, _, api):
        # A long analysis holds the engine's one worker, so the second run's recording is
        # fetched only after it: by then the store is down.
        first = api.create_run()
        long_take = audio_fixtures / "long_190s.opus"
        assert api.upload(first["recordingUploadUrl"], long_take).status_code == 200
        second = api.create_run()
        take = audio_fixtures / "read_passage_en.flac"
        assert api.upload(second["recordingUploadUrl"], take).status_code == 200
        own.stop()
        assert api.get_run(first["id"]).json()["status"] == "RUNNING", "still analysing"

        def waiting() -> bool:
            # The engine's own output (LocalEngine keeps its last lines).
            return any("waits for the recording store" in line for line in api.engine._tail)

        wait_until(waiting, within=600, what="the fetch to fail")
        assert api.get_run(second["id"]).json()["status"] == "RUNNING", "not failed"
        own.start()
        run = api.wait_final(second["id"], within=300)
        assert run["status"] == "COMPLETE_OK", (run.get("errorCode"), run.get("errorReason"))


def test_a_worker_with_a_missing_bucket_exits_with_a_plain_message(
    s3: S3Server, tmp_path: Path
) -> None:
    # The recording store is opened before the database, so the database named here is never
    # reached: the message is about the bucket alone.
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "voxwell",
            "engine",
            "worker",
            "--data-dir",
            str(tmp_path),
            "--database",
            "postgresql://voxwell@127.0.0.1:1/voxwell",
            "--storage",
            "s3://vx-never-made/recordings",
        ],
        env={**os.environ, "VOXWELL_S3_ENDPOINT_URL": s3.url},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "'vx-never-made'" in done.stderr
    assert "does not exist" in done.stderr
    assert "Traceback" not in done.stderr
    assert SECRET not in done.stderr + done.stdout


@pytest.mark.slow
def test_a_team_worker_analyses_from_the_bucket_what_an_api_node_stored(
    s3: S3Server, tmp_path: Path, audio_fixtures: Path
) -> None:
    try:
        cluster = PostgresCluster()
        cluster.start()
    except PostgresUnavailable as exc:
        pytest.skip(f"no PostgreSQL here: {exc}")
    bucket = s3.new_bucket()
    env = {
        **os.environ,
        **CREDENTIALS,
        "VOXWELL_DATABASE": cluster.url,
        "VOXWELL_STORAGE": f"s3://{bucket}/team",
        "VOXWELL_S3_ENDPOINT_URL": s3.url,
    }
    worker: subprocess.Popen[str] | None = None
    try:
        voxwell = [sys.executable, "-m", "voxwell", "engine"]
        subprocess.run([*voxwell, "migrate"], env=env, check=True, timeout=120)
        worker = subprocess.Popen(
            [*voxwell, "worker", "--data-dir", str(tmp_path / "worker"), "--concurrency", "1"],
            env=env,
            text=True,
        )
        key = f"vxk-team-{secrets.token_hex(8)}"
        with (
            LocalEngine(tmp_path / "node", api_key=key, env=env) as node,
            client_for(node, key) as http,
        ):
            api = Api(http, node)
            created = api.create_run()
            uploaded = api.upload(created["recordingUploadUrl"], audio_fixtures / SHORT_TAKE)
            assert uploaded.status_code == 200, uploaded.text
            run = api.wait_final(created["id"], within=180)
        assert run["status"] == "COMPLETE_OK", (run.get("errorCode"), run.get("errorReason"))
        assert [n.split("/")[1] for n in s3.names(bucket)] == [run["id"]]
        for folder in ("node", "worker"):
            kept = [p for p in (tmp_path / folder).rglob("*.audio") if p.is_file()]
            assert kept == [], f"no recording is kept in the {folder}'s folder"
    finally:
        if worker is not None:
            worker.terminate()
            worker.wait(60)
        cluster.stop()
        shutil.rmtree(cluster.folder, ignore_errors=True)

"""A team server across processes: two API nodes and two workers on one PostgreSQL database and one
storage folder, as on several hosts. Runs move between nodes; a worker or an API node killed with
SIGKILL, and a restart of PostgreSQL, lose no acknowledged upload and leave no run unfinished.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from tests.engine.engine_helpers import FINAL, USER, Api, client_for, wait_until
from tests.postgres_cluster import PostgresCluster
from tests.team_server import TeamServer, new_database

pytestmark = pytest.mark.slow


pytest.importorskip("procrastinate", reason="the job queue is in the team-server extra")

# A worker that sent no heartbeat for 2 s is taken as dead (the default is 30 s).
_FAST_RECOVERY = {"VOXWELL_STALLED_WORKER_TIMEOUT": "2"}


def _on(node_url: str, upload_url: str) -> str:
    """``upload_url`` sent to another node (every node accepts every node's signed URLs)."""
    return node_url + upload_url[upload_url.index("/v1/uploads/") :]


@pytest.fixture(scope="module")
def team(
    postgres: PostgresCluster, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[TeamServer]:
    root = tmp_path_factory.mktemp("team-of-four")
    with TeamServer(postgres, root, nodes=2, workers=2, env=_FAST_RECOVERY) as running:
        yield running


@pytest.fixture
def apis(team: TeamServer) -> Iterator[list[Api]]:
    """One client per API node."""
    clients = [Api(client_for(node, team.api_key), node) for node in team.nodes]
    yield clients
    for api in clients:
        api.http.close()


def test_a_run_created_on_one_node_is_uploaded_and_read_on_the_other(
    team: TeamServer, apis: list[Api], audio_fixtures: Path
) -> None:
    first, second = apis
    run = first.create_run()
    uploaded = second.upload(
        _on(second.engine.base_url, run["recordingUploadUrl"]),
        audio_fixtures / "mood_answer_en.flac",
    )
    assert uploaded.status_code == 200, uploaded.text
    assert uploaded.json()["status"] == "RUNNING"
    done = second.wait_final(run["id"])
    assert done["status"] == "COMPLETE_OK", done
    assert first.get_run(run["id"]).json() == done
    # Both workers share the queue: the run was analysed exactly once.
    started = [w for w in team.workers if any(run["id"] in line for line in w.output)]
    assert len(started) == 1


def test_a_questionnaire_made_on_one_node_is_read_on_the_other(apis: list[Api]) -> None:
    first, second = apis
    made = first.http.post(
        "/v1/questionnaires",
        json={"user": {"userLabel": USER["userLabel"]}, "questionnaireType": "phq-9"},
    )
    assert made.status_code == 200, made.text
    read = second.http.get(f"/v1/questionnaires/{made.json()['id']}")
    assert read.status_code == 200, read.text
    assert read.json()["status"] == "RESULTS_NOT_AVAILABLE"


def test_a_worker_killed_mid_analysis_leaves_its_run_to_another_worker(
    team: TeamServer, apis: list[Api], audio_fixtures: Path
) -> None:
    api = apis[0]
    run = api.create_run()
    assert api.upload(run["recordingUploadUrl"], audio_fixtures / "read_passage_en.flac").is_success

    def holder() -> list[int]:
        return [
            i
            for i, worker in enumerate(team.workers)
            if any(f"run_id='{run['id']}'" in line for line in worker.output)
        ]

    wait_until(lambda: len(holder()) == 1, within=60, what="a worker to start the run")
    killed = holder()[0]
    team.workers[killed].kill()
    try:
        done = api.wait_final(run["id"], within=180)
        assert done["status"] == "COMPLETE_OK", done
        survivor = team.workers[1 - killed]
        assert any(f"run_id='{run['id']}'" in line for line in survivor.output)
    finally:
        team.workers[killed].start()


def test_an_api_node_killed_under_load_loses_no_acknowledged_upload(
    team: TeamServer, apis: list[Api], audio_fixtures: Path
) -> None:
    recording = (audio_fixtures / "mood_answer_en.flac").read_bytes()
    first, second = apis
    doomed = first.engine.base_url
    acknowledged: list[str] = []
    refused: list[str] = []
    stop = threading.Event()

    def client() -> None:
        # Runs are made on the surviving node; uploads go to the node about to be killed.
        while not stop.is_set():
            run = second.create_run()
            try:
                answer = httpx.put(
                    _on(doomed, run["recordingUploadUrl"]),
                    content=recording,
                    timeout=30,
                )
            except httpx.TransportError:
                refused.append(run["id"])
                return
            (acknowledged if answer.status_code == 200 else refused).append(run["id"])

    clients = [threading.Thread(target=client) for _ in range(3)]
    for thread in clients:
        thread.start()
    try:
        wait_until(lambda: len(acknowledged) >= 4, within=120, what="uploads before the kill")
        team.nodes[0].kill()
    finally:
        stop.set()
        for thread in clients:
            thread.join(60)
        team.nodes[0].start(60)  # for the tests after this one
    assert refused, "the kill interrupted nobody: the test did not test anything"
    for run_id in acknowledged:
        done = second.wait_final(run_id, within=300)
        assert done["status"] == "COMPLETE_OK", done


def test_a_run_still_ends_when_postgresql_restarts_during_it(
    own_postgres: PostgresCluster, tmp_path: Path, audio_fixtures: Path
) -> None:
    with (
        TeamServer(own_postgres, tmp_path, env=_FAST_RECOVERY) as solo,
        client_for(solo.nodes[0], solo.api_key) as http,
    ):
        api = Api(http, solo.nodes[0])
        run = api.create_run()
        assert api.upload(
            run["recordingUploadUrl"], audio_fixtures / "read_passage_en.flac"
        ).is_success
        wait_until(lambda: solo.workers[0].started_jobs() >= 1, within=60, what="the job")
        own_postgres.restart()

        def final() -> bool:
            try:
                answer = api.get_run(run["id"])
            except httpx.TransportError:
                return False
            return answer.status_code == 200 and answer.json()["status"] in FINAL

        wait_until(final, within=180, what="the run to end after the restart")
        assert api.get_run(run["id"]).json()["status"] == "COMPLETE_OK"


def _engine(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "voxwell", "engine", *args, "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_node_refuses_a_database_that_was_not_migrated_and_says_what_to_run(
    postgres: PostgresCluster, tmp_path: Path
) -> None:
    database = new_database(postgres)
    refused = _engine("serve", "--database", database, "--port", "0", tmp_path=tmp_path)
    assert refused.returncode == 2
    assert "voxwell engine migrate" in refused.stderr
    assert "Traceback" not in refused.stderr
    first = _engine("migrate", "--database", database, tmp_path=tmp_path)
    again = _engine("migrate", "--database", database, tmp_path=tmp_path)
    assert first.returncode == again.returncode == 0
    assert "from schema version 0 to" in first.stdout
    assert "up to date" in again.stdout
    key = _engine("keys", "create", "--database", database, tmp_path=tmp_path).stdout.strip()
    listed = _engine("keys", "list", "--database", database, tmp_path=tmp_path).stdout
    assert key.startswith("vxk-")
    assert len(listed.splitlines()) == 1
    assert "active" in listed


def test_a_database_migrated_by_a_newer_voxwell_is_refused_unchanged(
    postgres: PostgresCluster, tmp_path: Path
) -> None:
    database = new_database(postgres)
    assert _engine("migrate", "--database", database, tmp_path=tmp_path).returncode == 0
    with psycopg.connect(database, autocommit=True) as connection:
        connection.execute("UPDATE voxwell_schema SET version = 99")
    for command in (("serve", "--port", "0"), ("migrate",), ("worker",)):
        refused = _engine(*command, "--database", database, tmp_path=tmp_path)
        assert refused.returncode == 2, command
        assert "update voxwell" in refused.stderr.lower(), refused.stderr
    with psycopg.connect(database, autocommit=True) as connection:
        assert connection.execute("SELECT version FROM voxwell_schema").fetchall() == [(99,)]


def test_an_unreachable_database_is_named_without_its_password(tmp_path: Path) -> None:
    url = f"postgresql://team:secret-pw-123@/voxwell?host={tmp_path / 'nowhere'}"
    refused = _engine("worker", "--database", url, tmp_path=tmp_path)
    assert refused.returncode == 2
    assert "cannot be reached" in refused.stderr
    assert "secret-pw-123" not in refused.stderr + refused.stdout
    assert "Traceback" not in refused.stderr


def test_a_worker_needs_a_team_database(tmp_path: Path) -> None:
    refused = _engine("worker", tmp_path=tmp_path)
    assert refused.returncode == 2
    assert "--database" in refused.stderr

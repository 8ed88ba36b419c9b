"""A team server through a PostgreSQL outage (issue 24): a burst of runs, the database stopped for
60 s in the middle of it and started again, and nobody stepping in.

The deadlines are the issue's own, stated once here: readiness turns 503 within 5 s of the
database stopping and 200 within 5 s of its return; a request that needs the database answers
503 with ``Retry-After`` within 5 s during the outage; once the workers are idle again, the p95
from an upload's acknowledgement to a worker starting its job is at most 200 ms (the same as
before an outage: notifications, not polling). Nothing else here asserts on time.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import httpx
import pytest

from tests.engine.engine_helpers import FINAL, Api, client_for, wait_until
from tests.postgres_cluster import PostgresCluster
from tests.team_server import TeamServer, job_started_at

pytestmark = pytest.mark.slow


pytest.importorskip("procrastinate", reason="the job queue is in the team-server extra")

_OUTAGE = 60.0
_HEALTH_DEADLINE = 5.0
_PICKUP_P95 = 0.2
_BURST = 8
_PICKUPS = 10
_ENV = {"VOXWELL_STALLED_WORKER_TIMEOUT": "2"}


def _ready(http: httpx.Client) -> int:
    try:
        return http.get("/health/ready").status_code
    except httpx.TransportError:
        return 0


def _seconds_until(status: int, http: httpx.Client, since: float, within: float) -> float:
    """Seconds from ``since`` to the first readiness answer with ``status`` (probing until then)."""
    deadline = since + within + 10  # probe a little past the bound, so that a miss is measured
    while time.monotonic() < deadline:
        if _ready(http) == status:
            return time.monotonic() - since
        time.sleep(0.05)
    return float("inf")


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


@pytest.mark.slow
@pytest.mark.deadline("readiness answers within 5 s; an idle worker picks up a job, p95")
@pytest.mark.timeout(900)  # the 60 s outage, then the burst's analyses on a shared machine
def test_a_60_s_outage_mid_burst_ends_every_run_and_keeps_notifications(
    own_postgres: PostgresCluster, tmp_path: Path, audio_fixtures: Path
) -> None:
    recording = (audio_fixtures / "mood_answer_en.flac").read_bytes()
    short = (audio_fixtures / "short_8s.flac").read_bytes()
    with (
        TeamServer(own_postgres, tmp_path, nodes=1, workers=2, env=_ENV) as team,
        client_for(team.nodes[0], team.api_key) as http,
    ):
        api = Api(http, team.nodes[0])
        assert _ready(http) == 200
        runs = [api.create_run() for _ in range(_BURST)]
        for run in runs[: _BURST // 2]:
            assert api.upload(run["recordingUploadUrl"], recording).status_code == 200
        wait_until(
            lambda: sum(w.started_jobs() for w in team.workers) >= 1,
            within=60,
            what="the burst's first job",
        )

        own_postgres.stop()
        stopped = time.monotonic()
        assert _seconds_until(503, http, stopped, _HEALTH_DEADLINE) <= _HEALTH_DEADLINE
        asked = time.monotonic()
        answer = api.get_run(runs[0]["id"])
        assert time.monotonic() - asked <= _HEALTH_DEADLINE
        assert answer.status_code == 503, answer.text
        assert int(answer.headers["retry-after"]) > 0
        assert http.get("/health").status_code == 200, "liveness: the process answers"
        while time.monotonic() < stopped + _OUTAGE:  # the outage lasts; no worker gives up
            assert all(w.process is not None and w.process.poll() is None for w in team.workers)
            time.sleep(0.5)

        own_postgres.start_again()
        returned = time.monotonic()
        assert _seconds_until(200, http, returned, _HEALTH_DEADLINE) <= _HEALTH_DEADLINE
        for run in runs[_BURST // 2 :]:
            assert api.upload(run["recordingUploadUrl"], recording).status_code == 200
        finals = [api.wait_final(run["id"], within=300)["status"] for run in runs]
        assert all(status in FINAL for status in finals)
        assert finals.count("COMPLETE_OK") == _BURST, finals
        assert all(w.process is not None and w.process.poll() is None for w in team.workers)
        assert all(w.listens() >= 2 for w in team.workers), "each listens again after the return"

        delays = []
        for _ in range(_PICKUPS):  # one run at a time: the workers are idle when it arrives
            run = api.create_run()
            # Too short to analyse: it ends soon, and a job starts alike whatever it holds.
            assert api.upload(run["recordingUploadUrl"], short).status_code == 200
            acknowledged = time.time()
            started = job_started_at(team.database, run["id"])
            assert started is not None
            delays.append(started - acknowledged)
            api.wait_final(run["id"])
        assert _p95(delays) <= _PICKUP_P95, delays


def test_a_worker_that_cannot_reach_the_database_exits_non_zero(
    own_postgres: PostgresCluster, tmp_path: Path
) -> None:
    env = {**_ENV, "VOXWELL_DATABASE_RETRY_LIMIT": "3"}
    with TeamServer(own_postgres, tmp_path, nodes=0, workers=1, env=env) as team:
        worker = team.workers[0]
        assert worker.process is not None
        own_postgres.stop()
        try:
            worker.process.wait(120)
        finally:
            own_postgres.start_again()
        assert worker.process.returncode not in (None, 0)
        assert any("could not be reached" in line for line in worker.output)

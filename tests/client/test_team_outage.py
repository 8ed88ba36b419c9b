"""The client through a team server's database outage: the node answers 503 with Retry-After
within its database timeout (not a hang past the client's read timeout), and polling retries
that answer as it retries a lost connection, until the run's result arrives after the return.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest

from tests.postgres_cluster import PostgresCluster
from tests.team_server import TeamServer
from voxwell.api import MentalWellnessModelRunCreate
from voxwell.client import AsyncVoiceClient, PollPolicy, wait_for_run
from voxwell.errors import ServerError

pytestmark = pytest.mark.slow


pytest.importorskip("procrastinate", reason="the job queue is in the team-server extra")

QUICK = PollPolicy(first_interval=0.05, factor=2.0, max_interval=0.5)


@pytest.mark.asyncio
async def test_polling_rides_out_a_database_outage_on_503s(
    own_postgres: PostgresCluster,
    tmp_path: Path,
    create_body: MentalWellnessModelRunCreate,
    audio_fixtures: Path,
) -> None:
    with TeamServer(own_postgres, tmp_path) as team:
        node = team.nodes[0]
        async with AsyncVoiceClient(node.base_url, team.api_key, poll=QUICK) as client:
            created = await client.create_mental_wellness_run(create_body)
            await client.upload_file(created.recordingUploadUrl, audio_fixtures / "short_8s.flac")
            await asyncio.to_thread(own_postgres.stop)
            seen: list[Exception] = []
            restart = threading.Thread(target=own_postgres.start_again)

            def transient(error: Exception) -> None:
                seen.append(error)
                if len(seen) == 3:  # a few 503s, then the database returns
                    restart.start()

            run = await wait_for_run(client, created.id, deadline=300, on_transient_error=transient)
            restart.join(120)
    assert run.status.is_final
    assert len(seen) >= 3
    assert all(isinstance(error, ServerError) and error.status_code == 503 for error in seen[:3])

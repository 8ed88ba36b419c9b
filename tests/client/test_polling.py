"""Polling against the real engine: statuses, deadline, cancellation, and an engine restart."""

from __future__ import annotations

import asyncio
import secrets
import uuid
from pathlib import Path

import pytest

from voxwell.api import MentalWellnessErrorCode, MentalWellnessModelRunCreate, ModelRunStatus
from voxwell.client import AsyncVoiceClient, ModelKind, PollPolicy, Run, wait_for_run
from voxwell.errors import ApiError, ApiTimeoutError, NotFoundError
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


QUICK = PollPolicy(first_interval=0.05, factor=2.0, max_interval=0.4)


def _others() -> list[asyncio.Task[object]]:
    return [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]


@pytest.mark.asyncio
async def test_wait_reports_each_status_once_and_returns_the_final_run(
    engine: LocalEngine, create_body: MentalWellnessModelRunCreate, audio_fixtures: Path
) -> None:
    async with AsyncVoiceClient(engine.base_url, engine.api_key, poll=QUICK) as client:
        created = await client.create_mental_wellness_run(create_body)
        await client.upload_file(created.recordingUploadUrl, audio_fixtures / "short_8s.flac")
        seen: list[ModelRunStatus] = []
        run = await wait_for_run(client, created.id, on_status=lambda r: seen.append(r.status))
    assert run.status.is_final
    assert run.completedAt is not None
    assert seen[-1] is run.status
    assert len(seen) == len(set(seen)), "a status is reported when it changes, not every poll"
    assert ModelRunStatus.CREATED not in seen, "the upload already started the run"


@pytest.mark.asyncio
async def test_deadline_ends_the_wait_with_the_last_status(
    client: AsyncVoiceClient, create_body: MentalWellnessModelRunCreate
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    with pytest.raises(ApiTimeoutError, match="CREATED"):
        await wait_for_run(client, created.id, deadline=0.5, policy=QUICK)
    assert _others() == []


@pytest.mark.asyncio
async def test_a_missing_run_ends_the_wait_at_once(client: AsyncVoiceClient) -> None:
    with pytest.raises(NotFoundError):
        await wait_for_run(client, uuid.uuid4(), model=ModelKind.APOLLO, deadline=30)


@pytest.mark.asyncio
async def test_cancelled_wait_leaves_no_task_behind(
    client: AsyncVoiceClient, create_body: MentalWellnessModelRunCreate
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    first_status = asyncio.Event()
    waiting = asyncio.create_task(
        wait_for_run(client, created.id, policy=QUICK, on_status=lambda _r: first_status.set())
    )
    async with asyncio.timeout(10):
        await first_status.wait()
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert _others() == []
    assert (await client.get_mental_wellness_run(created.id)).status is ModelRunStatus.CREATED


@pytest.mark.asyncio
async def test_wait_survives_an_engine_restart(
    tmp_path: Path, create_body: MentalWellnessModelRunCreate, audio_fixtures: Path
) -> None:
    engine = LocalEngine(tmp_path / "engine", api_key=f"vxk-{secrets.token_hex(16)}", workers=1)
    await engine.astart()
    try:
        async with AsyncVoiceClient(engine.base_url, engine.api_key, poll=QUICK) as client:
            created = await client.create_mental_wellness_run(create_body)
            await client.upload_file(created.recordingUploadUrl, audio_fixtures / "short_8s.flac")
            await asyncio.to_thread(engine.stop)
            outage = asyncio.Event()
            failures: list[Exception] = []

            def on_failure(exc: Exception) -> None:
                failures.append(exc)
                outage.set()

            statuses: list[Run] = []
            waiting = asyncio.create_task(
                wait_for_run(
                    client,
                    created.id,
                    deadline=120,
                    on_status=statuses.append,
                    on_transient_error=on_failure,
                )
            )
            async with asyncio.timeout(10):
                await outage.wait()
            await asyncio.to_thread(engine.restart)
            run = await waiting
    finally:
        await asyncio.to_thread(engine.stop)
    assert failures, "the wait met the outage"
    assert all(isinstance(failure, ApiError) for failure in failures)
    assert run.id == created.id
    assert run.status is ModelRunStatus.COMPLETE_ERROR, "the restarted engine finished the run"
    assert run.errorCode is MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT

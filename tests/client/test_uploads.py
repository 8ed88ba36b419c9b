"""Uploads against the real engine: expiry, retries over a flaky link, memory, cancellation."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from tests.upload_clock import UploadClock
from voxwell.api import MentalWellnessModelRunCreate, ModelRunStatus
from voxwell.client import AsyncVoiceClient, RetryPolicy
from voxwell.errors import ApiConnectionError, UploadUrlExpiredError
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


FAST_RETRY = RetryPolicy(attempts=3, first_delay=0.05, max_delay=0.2)
URL_TTL = 3600.0  # the engine's default upload-URL lifetime (s)
LONG_WAV_BYTES = 44 + 180 * 48_000 * 2 * 2  # header + three minutes of 48 kHz 16-bit stereo


@pytest.mark.asyncio
async def test_expired_url_raises_the_dedicated_error_and_stores_nothing(
    short_lived_urls: LocalEngine,
    upload_clock: UploadClock,
    create_body: MentalWellnessModelRunCreate,
    audio_fixtures: Path,
    long_stereo_wav: Path,
) -> None:
    async with AsyncVoiceClient(short_lived_urls.base_url, short_lived_urls.api_key) as client:
        small = await client.create_mental_wellness_run(create_body)
        large = await client.create_mental_wellness_run(create_body)
        # The engine rounds expiry up to the whole second: its clock is moved past that.
        with upload_clock.passed(URL_TTL + 1):
            with pytest.raises(UploadUrlExpiredError, match="Create a new run"):
                await client.upload_file(small.recordingUploadUrl, audio_fixtures / "short_8s.flac")
            # The engine refuses before reading a 33 MiB body; the refusal still reaches the
            # caller.
            with pytest.raises(UploadUrlExpiredError):
                await client.upload_file(large.recordingUploadUrl, long_stereo_wav)
        runs = [await client.get_mental_wellness_run(c.id) for c in (small, large)]
    assert [run.status for run in runs] == [ModelRunStatus.CREATED] * 2


@pytest.mark.parametrize(
    ("dropped", "refused", "stored", "connections"),
    [
        pytest.param(1, 0, True, 2, id="lost-answer-then-409-counts-as-success"),
        pytest.param(0, 2, True, 3, id="refused-twice-then-lands"),
        pytest.param(0, FAST_RETRY.attempts, False, FAST_RETRY.attempts, id="gives-up"),
    ],
)
@pytest.mark.asyncio
async def test_upload_is_retried_over_a_flaky_link(
    engine: LocalEngine,
    relay,
    create_body: MentalWellnessModelRunCreate,
    audio_fixtures: Path,
    dropped: int,
    refused: int,
    stored: bool,
    connections: int,
) -> None:
    async with AsyncVoiceClient(engine.base_url, engine.api_key, upload_retry=FAST_RETRY) as client:
        created = await client.create_mental_wellness_run(create_body)
        relay.drop_responses, relay.refuse = dropped, refused
        starts: list[int] = []
        upload = client.upload_file(
            relay.route(created.recordingUploadUrl),
            audio_fixtures / "short_8s.flac",
            on_progress=lambda sent, _total: starts.append(sent) if sent == 0 else None,
        )
        if stored:
            await upload
        else:
            with pytest.raises(ApiConnectionError, match="could not be reached"):
                await upload
        run = await client.get_mental_wellness_run(created.id)
    assert relay.dropped == dropped, "the answers were really lost"
    assert relay.connections == connections
    assert len(starts) == connections, "progress starts again at 0 on each attempt"
    assert (run.status is not ModelRunStatus.CREATED) is stored


@pytest.mark.asyncio
async def test_streamed_upload_keeps_client_memory_flat(
    engine: LocalEngine,
    client: AsyncVoiceClient,
    create_body: MentalWellnessModelRunCreate,
    long_stereo_wav: Path,
) -> None:
    size = LONG_WAV_BYTES
    created = await client.create_mental_wellness_run(create_body)
    # Measured in a process of its own: tracemalloc counts every thread of a process.
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        str(Path(__file__).with_name("upload_child.py")),
        engine.base_url,
        created.recordingUploadUrl,
        str(long_stereo_wav),
        stdout=asyncio.subprocess.PIPE,
        env={**os.environ, "VOXWELL_API_KEY": engine.api_key},
    )
    out, _ = await child.communicate()
    assert child.returncode == 0
    peak = int(out)
    run = await client.get_mental_wellness_run(created.id)
    assert run.status is not ModelRunStatus.CREATED, "the whole file arrived"
    # A few chunks in flight at most, never the file: a whole read would peak above 34 MB.
    assert peak < 4 * 2**20, f"peak {peak / 2**20:.1f} MiB for a {size / 2**20:.1f} MiB file"


@pytest.mark.asyncio
async def test_cancelled_upload_leaves_no_task_and_the_url_still_works(
    client: AsyncVoiceClient,
    create_body: MentalWellnessModelRunCreate,
    long_stereo_wav: Path,
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    size = LONG_WAV_BYTES
    upload: asyncio.Task[None] | None = None

    def cancel_midway(sent: int, total: int) -> None:
        if upload is not None and total // 4 < sent < total:
            upload.cancel()

    upload = asyncio.create_task(
        client.upload_file(created.recordingUploadUrl, long_stereo_wav, on_progress=cancel_midway)
    )
    with pytest.raises(asyncio.CancelledError):
        await upload
    assert [task for task in asyncio.all_tasks() if task is not asyncio.current_task()] == []
    run = await client.get_mental_wellness_run(created.id)
    assert run.status is ModelRunStatus.CREATED, "a partial body is not stored"
    # The cut body was thrown away, so the same URL then takes the whole file.
    sent: list[int] = []
    await client.upload_file(
        created.recordingUploadUrl, long_stereo_wav, on_progress=lambda s, _t: sent.append(s)
    )
    assert sent[-1] == size

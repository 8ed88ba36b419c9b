"""SessionRunner against real engines, its checkpoints in the real history store.

Every step is saved before the next; a lost upload answer is not uploaded twice; an expired
upload URL gets a new run; a missing take file is a plain error that changes nothing. Whole runs
in one call (``run_mental_wellness``, ``run_two_recording``) return the run, or raise with the
run's own error code.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.service_fixtures import FINISHED_RUNS_GROUP, FinishedRuns
from tests.upload_clock import UploadClock
from voxwell.api import (
    BANDED_MEASURES,
    BirthSex,
    LanguageCode,
    MentalWellnessErrorCode,
    MentalWellnessModelRunCreate,
    ModelKind,
    ModelRunStatus,
    UserDetails,
)
from voxwell.client import AsyncVoiceClient
from voxwell.errors import RunFailedError, RunUnknownError, TakeError
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions import SessionRunner, run_mental_wellness
from voxwell.sessions.runner import Phase, Step

pytestmark = pytest.mark.slow


FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")


def one_take_session(store: HistoryStore, take: Path, base_url: str) -> SessionRecord:
    user = UserDetails.from_partial("P-0300", 1988, 2, None, BirthSex.INTERSEX)
    body = MentalWellnessModelRunCreate(user=user, language=LanguageCode.EN_GB)
    return store.create_session(
        user_label="P-0300",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url=base_url,
        language="en-GB",
        request_json=body.to_wire(),
        takes={"recording": str(take)},
    )


@pytest.mark.asyncio
async def test_every_step_is_saved_before_the_next(
    store: HistoryStore, client: AsyncVoiceClient, audio_fixtures: Path
) -> None:
    record = one_take_session(store, audio_fixtures / "short_8s.flac", client.base_url)
    seen: list[tuple[Phase, str, list[str], str | None]] = []

    def on_phase(phase: Phase, session: SessionRecord) -> None:
        saved = store.get(session.id)  # what is on disk at this moment
        seen.append((phase, saved.status, list(saved.uploaded_slots), saved.run_id))

    checkpoints = HistoryCheckpoints(store)
    final = await SessionRunner(checkpoints, client, on_phase=on_phase, poll_deadline=60).run(
        record
    )
    phases = [phase for phase, *_ in seen]
    assert phases[:3] == [
        Phase(Step.CREATING),
        Phase(Step.CREATED),
        Phase(Step.UPLOADING, "recording"),
    ]
    assert phases[-1] == Phase(Step.FAILED)  # 8 s of speech: the run ends ERR_RECORDING_TOO_SHORT
    created = seen[1]
    assert created[1] == "uploading"
    assert created[2] == []
    assert created[3] == final.run_id
    running = seen[phases.index(Phase(Step.RUNNING))]
    assert running[1] == "running"
    assert running[2] == ["recording"]
    assert final.status == "failed"
    assert final.error_code == "ERR_RECORDING_TOO_SHORT"
    assert store.get(record.id) == final
    assert checkpoints.unfinished() == []


@pytest.mark.asyncio
async def test_lost_upload_answer_is_not_uploaded_twice(
    store: HistoryStore, client: AsyncVoiceClient, audio_fixtures: Path
) -> None:
    take = audio_fixtures / "short_8s.flac"
    record = one_take_session(store, take, client.base_url)
    checkpoints = HistoryCheckpoints(store)
    created = await SessionRunner(checkpoints, client)._new_run(record)
    await client.upload_file(created.upload_urls["recording"], take)
    # The process died after the upload but before saving it: the record says not uploaded.
    assert store.get(record.id).uploaded_slots == []
    phases: list[Phase] = []
    runner = SessionRunner(
        checkpoints, client, poll_deadline=60, on_phase=lambda p, _r: phases.append(p)
    )
    final = await runner.run(store.get(record.id))
    assert final.run_id == created.run_id
    assert final.uploaded_slots == ["recording"]
    assert final.run_json is not None
    assert final.run_json["status"] in FINAL
    assert final.status in ("complete", "failed")
    assert Phase(Step.CREATING) not in phases


@pytest.mark.asyncio
async def test_a_run_being_created_is_saved_before_a_cancellation_ends_the_session(
    store: HistoryStore, client: AsyncVoiceClient, audio_fixtures: Path
) -> None:
    """Ctrl+C (or a closing window) while the run is created: the service's run is saved, so a
    resume uploads to it rather than making another. Cancelled twice, as a batch's Ctrl+C does
    (its gather, then its own clean-up)."""
    record = one_take_session(store, audio_fixtures / "short_8s.flac", client.base_url)
    running: list[asyncio.Task[SessionRecord]] = []

    def on_phase(phase: Phase, _session: SessionRecord) -> None:
        if phase == Phase(Step.CREATING):  # before the create request is sent
            running[0].cancel()
            asyncio.get_running_loop().call_soon(running[0].cancel)

    runner = SessionRunner(HistoryCheckpoints(store), client, on_phase=on_phase)
    running.append(asyncio.ensure_future(runner.run(record)))
    with pytest.raises(asyncio.CancelledError):
        await running[0]
    saved = store.get(record.id)
    assert saved.run_id is not None, "the run the service made is saved"
    assert saved.uploaded_slots == [], "nothing after the create step ran"
    run = await client.get_run(ModelKind.MENTAL_WELLNESS, saved.run_id)
    assert run.status is ModelRunStatus.CREATED
    resumed = await SessionRunner(HistoryCheckpoints(store), client, poll_deadline=60).run(saved)
    assert resumed.run_id == saved.run_id, "resumed: no second run"


@pytest.mark.asyncio
async def test_missing_take_file_is_a_plain_error(
    store: HistoryStore, client: AsyncVoiceClient, tmp_path: Path
) -> None:
    record = one_take_session(store, tmp_path / "gone.wav", client.base_url)
    runner = SessionRunner(HistoryCheckpoints(store), client)
    with pytest.raises(TakeError, match="no longer on disk"):
        await runner.run(record)
    assert store.get(record.id).status == "recorded"


@pytest.mark.asyncio
async def test_a_cancelled_session_stays_cancelled(
    store: HistoryStore, client: AsyncVoiceClient, audio_fixtures: Path
) -> None:
    record = one_take_session(store, audio_fixtures / "short_8s.flac", client.base_url)
    checkpoints = HistoryCheckpoints(store)
    checkpoints.record_cancelled(record.id)
    # A step of the cancelled run that was still being saved is dropped.
    after = checkpoints.record_created(record.id, "run-id", {"recording": "http://x/u"})
    assert after.status == "cancelled"
    assert after.run_id is None
    assert checkpoints.unfinished() == []


@pytest.mark.asyncio
async def test_expired_upload_url_gets_a_new_run(
    store: HistoryStore,
    short_lived_urls: LocalEngine,
    upload_clock: UploadClock,
    audio_fixtures: Path,
) -> None:
    take = audio_fixtures / "short_8s.flac"
    record = one_take_session(store, take, short_lived_urls.base_url)
    async with AsyncVoiceClient(short_lived_urls.base_url, short_lived_urls.api_key) as client:
        created = await client.create_mental_wellness_run(
            MentalWellnessModelRunCreate.model_validate(record.request_json)
        )
        stale = store.update(
            record.id,
            run_id=str(created.id),
            upload_urls={"recording": created.recordingUploadUrl},
            status="uploading",
        )
        runner = SessionRunner(HistoryCheckpoints(store), client, poll_deadline=60)
        # The URL's hour passes (the condition under test): the new run the runner makes gets
        # URLs valid on the same moved clock.
        with upload_clock.passed(3601):
            final = await runner.run(stale)
    assert final.run_id != stale.run_id
    assert final.uploaded_slots == ["recording"]
    assert final.run_json is not None
    assert final.run_json["status"] in FINAL


@pytest.mark.xdist_group(FINISHED_RUNS_GROUP)
def test_mental_wellness_run_returns_sections_with_every_measure(
    finished_runs: FinishedRuns,
) -> None:
    run = finished_runs.wellness
    assert run is not None
    assert run.status is ModelRunStatus.COMPLETE_OK
    assert [str(run.id)] == finished_runs.created
    assert finished_runs.statuses[-1] is ModelRunStatus.COMPLETE_OK
    assert run.model
    assert run.results is not None
    sections = run.results.sections
    assert sections
    assert all(0 <= s.startSecs < s.finishSecs for s in sections)
    assert any(s.transcript.strip() for s in sections)
    for section in sections:
        for name in BANDED_MEASURES:
            assert section.measure(name) is not None


@pytest.mark.asyncio
async def test_failed_run_raises_with_its_code_and_reason(
    client: AsyncVoiceClient, user: UserDetails, audio_fixtures: Path
) -> None:
    with pytest.raises(RunFailedError) as caught:
        await run_mental_wellness(client, audio_fixtures / "short_8s.flac", user, LanguageCode.EN)
    assert caught.value.code is MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT
    assert caught.value.reason
    assert caught.value.run_id in str(caught.value)


@pytest.mark.xdist_group(FINISHED_RUNS_GROUP)
def test_two_recording_run_returns_disorders_and_symptoms(finished_runs: FinishedRuns) -> None:
    run = finished_runs.two_recording
    assert run is not None
    total = finished_runs.mood.stat().st_size + finished_runs.passage.stat().st_size
    progress = finished_runs.upload_progress
    assert run.status is ModelRunStatus.COMPLETE_OK
    assert run.results is not None
    assert 0.0 <= run.results.disorders.depression.probability <= 1.0
    assert 0.0 <= run.results.symptoms.anxiety.dread.value <= 1.0
    assert {t for _, t in progress} == {total}, "progress covers both files"
    assert progress[-1] == (total, total)


@pytest.mark.asyncio
async def test_a_missing_file_is_refused_before_any_run_is_created(
    client: AsyncVoiceClient, user: UserDetails, tmp_path: Path
) -> None:
    created: list[str] = []
    with pytest.raises(FileNotFoundError, match="does not exist"):
        await run_mental_wellness(
            client, tmp_path / "nowhere.flac", user, LanguageCode.EN, on_created=created.append
        )
    assert created == []


@pytest.fixture(scope="module")
def two_key_engine(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[LocalEngine, str, str]]:
    """An engine accepting two keys: runs made with one answer 404 to the other."""
    data = tmp_path_factory.mktemp("engine-two-keys")
    first, second = (f"vxk-test-{secrets.token_hex(16)}" for _ in range(2))
    with LocalEngine(data, f"{first},{second}", workers=1) as running:
        yield running, first, second


@pytest.mark.asyncio
async def test_a_run_unknown_after_a_restart_is_not_made_again_silently(
    store: HistoryStore, two_key_engine: tuple[LocalEngine, str, str], audio_fixtures: Path
) -> None:
    engine, old_key, new_key = two_key_engine
    record = one_take_session(store, audio_fixtures / "short_8s.flac", engine.base_url)
    async with AsyncVoiceClient(engine.base_url, old_key) as old_client:
        created = await old_client.create_mental_wellness_run(
            MentalWellnessModelRunCreate.model_validate(record.request_json)
        )
        # The earlier launch uploaded the take: its run is analysing now, under the old key.
        await old_client.upload_file(created.recordingUploadUrl, record.takes["recording"])
    paused = store.update(
        record.id,
        run_id=str(created.id),
        upload_urls={"recording": created.recordingUploadUrl},
        status="uploading",
    )
    async with AsyncVoiceClient(engine.base_url, new_key) as client:
        runner = SessionRunner(HistoryCheckpoints(store), client, poll_deadline=60)
        with pytest.raises(RunUnknownError, match="may have been deleted, or made with another"):
            await runner.run(paused)
        unchanged = store.get(record.id)
        assert unchanged.run_id == str(created.id)  # no second run was made behind our back
        assert unchanged.uploaded_slots == []
        # The user chose to analyse again: only then is a new run made.
        final = await runner.run(unchanged, new_run=True)
    assert final.run_id not in (None, str(created.id))
    assert final.uploaded_slots == ["recording"]
    assert final.run_json is not None
    assert final.run_json["status"] in FINAL

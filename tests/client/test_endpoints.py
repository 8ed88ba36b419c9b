"""Every endpoint of ``AsyncVoiceClient`` against the real engine, with the error mapping."""

from __future__ import annotations

import logging
import uuid
from pathlib import Path

import pytest

from voxwell.api import (
    AccountResponse,
    ApolloModelRunCreate,
    ApolloModelRunResponse,
    LanguageCode,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunResponse,
    ModelRunStatus,
    QuestionnaireCreate,
    QuestionnaireStatus,
    Tag,
    UserDataUpload,
    UserDetails,
    UserDetailsShort,
)
from voxwell.client import AsyncVoiceClient, ModelKind
from voxwell.errors import (
    ApiConnectionError,
    ApiStatusError,
    AuthError,
    NotFoundError,
    ValidationFailed,
)
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


@pytest.mark.asyncio
async def test_account_lists_the_engine_features(client: AsyncVoiceClient) -> None:
    account = await client.get_account()
    assert isinstance(account, AccountResponse)
    assert "mental-wellness" in account.features
    assert "apollo" in account.features
    assert account.id


@pytest.mark.asyncio
async def test_health_is_true_for_a_running_engine(client: AsyncVoiceClient) -> None:
    assert await client.health() is True


@pytest.mark.asyncio
async def test_mental_wellness_run_is_created_and_read_back(
    client: AsyncVoiceClient, user: UserDetails
) -> None:
    body = MentalWellnessModelRunCreate(
        user=user, language=LanguageCode.EN_GB, tags=[Tag(name="site", value="north")]
    )
    created = await client.create_mental_wellness_run(body)
    assert created.recordingUploadUrl.startswith("http://127.0.0.1:")
    run = await client.get_mental_wellness_run(created.id)
    assert isinstance(run, MentalWellnessModelRunResponse)
    assert run.id == created.id
    assert run.status is ModelRunStatus.CREATED
    assert run.userLabel == user.userLabel
    assert run.tags == [Tag(name="site", value="north")]
    again = await client.get_run(ModelKind.MENTAL_WELLNESS, str(created.id))
    assert again.id == created.id


@pytest.mark.asyncio
async def test_apollo_run_is_created_and_read_back(
    client: AsyncVoiceClient, user: UserDetails
) -> None:
    created = await client.create_apollo_run(
        ApolloModelRunCreate(user=user, language=LanguageCode.EN)
    )
    urls = created.uploadUrls
    assert urls.moodQuestionUploadUrl != urls.readAloudUploadUrl
    run = await client.get_apollo_run(created.id)
    assert isinstance(run, ApolloModelRunResponse)
    assert run.status is ModelRunStatus.CREATED
    assert run.results is None


@pytest.mark.asyncio
async def test_upload_fills_the_slot_and_starts_the_run(
    client: AsyncVoiceClient, create_body: MentalWellnessModelRunCreate, audio_fixtures: Path
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    reports: list[tuple[int, int]] = []
    path = audio_fixtures / "mood_answer_en.flac"
    await client.upload_file(
        created.recordingUploadUrl, path, on_progress=lambda s, t: reports.append((s, t))
    )
    size = path.stat().st_size
    assert reports[0] == (0, size)
    assert reports[-1] == (size, size)
    assert [sent for sent, _ in reports] == sorted(sent for sent, _ in reports)
    run = await client.get_mental_wellness_run(created.id)
    assert run.status is not ModelRunStatus.CREATED
    assert run.runAt is not None


@pytest.mark.asyncio
async def test_a_second_upload_to_a_filled_slot_is_a_conflict(
    client: AsyncVoiceClient, create_body: MentalWellnessModelRunCreate, audio_fixtures: Path
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    path = audio_fixtures / "short_8s.flac"
    await client.upload_file(created.recordingUploadUrl, path)
    with pytest.raises(ApiStatusError, match="already used") as caught:
        await client.upload_file(created.recordingUploadUrl, path)
    assert caught.value.status_code == 409


@pytest.mark.asyncio
async def test_a_tampered_upload_url_is_refused(
    client: AsyncVoiceClient, create_body: MentalWellnessModelRunCreate, audio_fixtures: Path
) -> None:
    created = await client.create_mental_wellness_run(create_body)
    url = created.recordingUploadUrl
    tampered = url[:-3] + ("AAA" if not url.endswith("AAA") else "BBB")
    with pytest.raises(ApiStatusError) as caught:
        await client.upload_file(tampered, audio_fixtures / "short_8s.flac")
    assert caught.value.status_code == 403
    assert "expired" not in str(caught.value)


@pytest.mark.asyncio
async def test_questionnaire_is_created_and_not_yet_answered(
    client: AsyncVoiceClient,
) -> None:
    created = await client.create_questionnaire(
        QuestionnaireCreate(user=UserDetailsShort(userLabel="p-9"), questionnaireType="phq-9")
    )
    assert created.activityLink
    status = await client.get_questionnaire(created.id)
    assert status.status is QuestionnaireStatus.RESULTS_NOT_AVAILABLE
    assert status.details is None


@pytest.mark.asyncio
async def test_user_data_upload_returns_an_id(client: AsyncVoiceClient) -> None:
    response = await client.upload_user_data(
        "sleep", UserDataUpload(user=UserDetailsShort(userLabel="p-9"), data={"hours": 6.5})
    )
    assert isinstance(response.uploadId, uuid.UUID)


@pytest.mark.asyncio
async def test_wrong_key_is_an_auth_error_that_never_shows_the_key(
    engine: LocalEngine, caplog: pytest.LogCaptureFixture
) -> None:
    wrong = "vxk-wrong-0123456789abcdef"
    caplog.set_level(logging.DEBUG)
    async with AsyncVoiceClient(engine.base_url, wrong) as client:
        assert wrong not in repr(client)
        with pytest.raises(AuthError) as caught:
            await client.get_account()
    assert caught.value.status_code == 401
    assert "VOXWELL_API_KEY" in str(caught.value)
    assert wrong not in str(caught.value)
    assert wrong not in repr(caught.value)
    assert wrong not in caplog.text
    assert engine.api_key not in caplog.text


@pytest.mark.asyncio
async def test_unknown_run_is_not_found(client: AsyncVoiceClient) -> None:
    missing = uuid.uuid4()
    with pytest.raises(NotFoundError) as caught:
        await client.get_mental_wellness_run(missing)
    assert caught.value.status_code == 404
    assert str(missing) in str(caught.value)
    with pytest.raises(NotFoundError):
        await client.get_apollo_run(missing)


@pytest.mark.asyncio
async def test_validation_details_reach_the_caller(client: AsyncVoiceClient) -> None:
    with pytest.raises(ValidationFailed) as caught:
        await client.create_questionnaire(
            QuestionnaireCreate(user=UserDetailsShort(userLabel="p-9"), questionnaireType="nope")
        )
    assert caught.value.status_code == 422
    assert caught.value.details, "the service's detail entries are kept"
    entry = caught.value.details[0]
    assert {"loc", "msg", "type"} <= set(entry)
    assert entry["msg"] in str(caught.value)


@pytest.mark.asyncio
async def test_a_malformed_run_id_is_a_validation_error(client: AsyncVoiceClient) -> None:
    with pytest.raises(ValidationFailed) as caught:
        await client.get_mental_wellness_run("not-a-uuid")
    assert any("model_run_id" in [str(part) for part in e["loc"]] for e in caught.value.details)


@pytest.mark.asyncio
async def test_personal_data_in_user_data_is_refused_with_its_location(
    client: AsyncVoiceClient,
) -> None:
    body = UserDataUpload(
        user=UserDetailsShort(userLabel="p-9"), data={"contact": "someone@example.org"}
    )
    with pytest.raises(ValidationFailed) as caught:
        await client.upload_user_data("sleep", body)
    locations = [[str(part) for part in entry["loc"]] for entry in caught.value.details]
    assert any("contact" in location for location in locations)


@pytest.mark.asyncio
async def test_nothing_listening_is_a_connection_error(engine: LocalEngine) -> None:
    # A port that was just free: bind, read the number, close.
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    async with AsyncVoiceClient(f"http://127.0.0.1:{port}", engine.api_key) as client:
        with pytest.raises(ApiConnectionError, match="could not be reached"):
            await client.get_account()
        assert await client.health() is False

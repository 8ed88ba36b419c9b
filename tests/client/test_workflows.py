"""Whole runs through the real engine: create, upload, poll, and the run's own error codes."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxwell.api import (
    BANDED_MEASURES,
    LanguageCode,
    MentalWellnessErrorCode,
    ModelRunStatus,
    UserDetails,
)
from voxwell.client import AsyncVoiceClient, run_mental_wellness
from voxwell.errors import RunFailedError


@pytest.mark.asyncio
async def test_mental_wellness_run_returns_sections_with_every_measure(
    client: AsyncVoiceClient, user: UserDetails, audio_fixtures: Path
) -> None:
    created: list[str] = []
    statuses: list[ModelRunStatus] = []
    run = await client.run_mental_wellness(
        audio_fixtures / "mood_answer_en.flac",
        user,
        LanguageCode.EN,
        on_created=created.append,
        on_status=lambda r: statuses.append(r.status),
    )
    assert run.status is ModelRunStatus.COMPLETE_OK
    assert [str(run.id)] == created
    assert statuses[-1] is ModelRunStatus.COMPLETE_OK
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


@pytest.mark.asyncio
async def test_two_recording_run_returns_disorders_and_symptoms(
    client: AsyncVoiceClient, user: UserDetails, audio_fixtures: Path
) -> None:
    mood = audio_fixtures / "mood_answer_en.flac"
    read = audio_fixtures / "read_passage_en.flac"
    total = mood.stat().st_size + read.stat().st_size
    progress: list[tuple[int, int]] = []
    run = await client.run_two_recording(
        mood, read, user, LanguageCode.EN, on_upload_progress=lambda s, t: progress.append((s, t))
    )
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
        await client.run_mental_wellness(
            tmp_path / "nowhere.flac", user, LanguageCode.EN, on_created=created.append
        )
    assert created == []

"""Whole runs in one call: create the run, upload its recordings, poll, return the final run.

A run that ends ``COMPLETE_ERROR`` raises ``RunFailedError`` with the run's error code and reason.
Files are checked before the run is created, so a missing file leaves no orphan run behind.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from voxwell.api import (
    ApolloModelRunCreate,
    ApolloModelRunResponse,
    DataDeletionType,
    LanguageCode,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunResponse,
    ModelKind,
    ModelRunStatus,
    Tag,
    UserDetails,
)
from voxwell.client.polling import DEFAULT_DEADLINE, StatusCallback
from voxwell.client.uploads import UploadProgress
from voxwell.errors import RunFailedError

if TYPE_CHECKING:
    from voxwell.client.async_client import AsyncVoiceClient, Run

__all__ = ["RunCreated", "run_mental_wellness", "run_two_recording"]

_log = logging.getLogger(__name__)

RunCreated = Callable[[str], None]
"""Called with the new run's id as soon as the run exists (so a caller can record it)."""

RunT = TypeVar("RunT", MentalWellnessModelRunResponse, ApolloModelRunResponse)


def _sizes(paths: Sequence[Path]) -> list[int]:
    """The files' sizes; a clear error for a missing or empty file."""
    sizes = []
    for path in paths:
        if not path.is_file():
            raise FileNotFoundError(f"{path} does not exist or is not a file; check the path.")
        size = path.stat().st_size
        if size == 0:
            raise ValueError(f"{path} is empty; choose a file that holds a recording.")
        sizes.append(size)
    return sizes


def _final(run: Run, expected: type[RunT]) -> RunT:
    assert isinstance(run, expected)
    if run.status is ModelRunStatus.COMPLETE_ERROR:
        raise RunFailedError(str(run.id), run.errorCode, run.errorReason or "no reason given")
    return run


async def run_mental_wellness(
    client: AsyncVoiceClient,
    path: Path | str,
    user: UserDetails,
    language: LanguageCode,
    *,
    delete_data: bool = False,
    data_to_delete: Sequence[DataDeletionType] | None = None,
    tags: Sequence[Tag] | None = None,
    activity_type: str | None = None,
    on_created: RunCreated | None = None,
    on_upload_progress: UploadProgress | None = None,
    on_status: StatusCallback | None = None,
    deadline: float | None = DEFAULT_DEADLINE,
) -> MentalWellnessModelRunResponse:
    """Analyse one recording with the mental wellness model and return the finished run."""
    recording = Path(path)
    await asyncio.to_thread(_sizes, [recording])
    created = await client.create_mental_wellness_run(
        MentalWellnessModelRunCreate(
            user=user,
            language=language,
            deleteData=delete_data,
            dataToDelete=list(data_to_delete) if data_to_delete is not None else None,
            tags=list(tags) if tags is not None else None,
            activityType=activity_type,
        )
    )
    if on_created is not None:
        on_created(str(created.id))
    _log.info("Run %s created for %s", created.id, recording.name)
    await client.upload_file(created.recordingUploadUrl, recording, on_progress=on_upload_progress)
    run = await client.wait_for_run(
        created.id, model=ModelKind.MENTAL_WELLNESS, deadline=deadline, on_status=on_status
    )
    return _final(run, MentalWellnessModelRunResponse)


async def run_two_recording(
    client: AsyncVoiceClient,
    mood_path: Path | str,
    read_path: Path | str,
    user: UserDetails,
    language: LanguageCode,
    *,
    delete_data: bool = False,
    on_created: RunCreated | None = None,
    on_upload_progress: UploadProgress | None = None,
    on_status: StatusCallback | None = None,
    deadline: float | None = DEFAULT_DEADLINE,
) -> ApolloModelRunResponse:
    """Analyse a mood answer and a read-aloud passage with the two-recording model.

    Upload progress covers both files: (bytes sent of both, total bytes of both).
    """
    mood, read = Path(mood_path), Path(read_path)
    mood_size, read_size = await asyncio.to_thread(_sizes, [mood, read])
    created = await client.create_apollo_run(
        ApolloModelRunCreate(user=user, language=language, deleteData=delete_data)
    )
    if on_created is not None:
        on_created(str(created.id))
    _log.info("Two-recording run %s created for %s and %s", created.id, mood.name, read.name)
    total = mood_size + read_size

    def offset_progress(offset: int) -> UploadProgress | None:
        if on_upload_progress is None:
            return None
        report = on_upload_progress
        return lambda sent, _size: report(offset + sent, total)

    await client.upload_file(
        created.uploadUrls.moodQuestionUploadUrl, mood, on_progress=offset_progress(0)
    )
    await client.upload_file(
        created.uploadUrls.readAloudUploadUrl, read, on_progress=offset_progress(mood_size)
    )
    run = await client.wait_for_run(
        created.id, model=ModelKind.APOLLO, deadline=deadline, on_status=on_status
    )
    return _final(run, ApolloModelRunResponse)

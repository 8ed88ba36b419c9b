"""Whole runs in one call: create the run, upload its recordings, poll, return the final run.

Each call is one session through ``SessionRunner`` with its checkpoints in memory (nothing to
resume after the process ends; ``voxwell analyze`` and the app keep theirs on disk).

A run that ends ``COMPLETE_ERROR`` raises ``RunFailedError`` with the run's error code and reason.
Files are checked before the run is created, so a missing file leaves no orphan run behind.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

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
from voxwell.client.checkpoints import MemoryCheckpoints, SessionState
from voxwell.client.polling import DEFAULT_DEADLINE, StatusCallback
from voxwell.client.session_runner import SessionRunner, saved_run
from voxwell.client.uploads import UploadProgress
from voxwell.errors import RunFailedError

if TYPE_CHECKING:
    from voxwell.client.async_client import AsyncVoiceClient, Run

__all__ = ["RunCreated", "run_mental_wellness", "run_two_recording"]

RunCreated = Callable[[str], None]
"""Called with the new run's id as soon as the run exists (so a caller can record it)."""


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


async def _run_session(
    client: AsyncVoiceClient,
    model: ModelKind,
    body: MentalWellnessModelRunCreate | ApolloModelRunCreate,
    takes: dict[str, Path],
    *,
    on_created: RunCreated | None,
    on_upload_progress: UploadProgress | None,
    on_status: StatusCallback | None,
    deadline: float | None,
) -> Run:
    """One session through ``SessionRunner``, its checkpoints kept in memory only."""
    sizes = await asyncio.to_thread(_sizes, list(takes.values()))
    total = sum(sizes)
    offsets = dict(zip(takes, itertools.accumulate([0, *sizes]), strict=False))
    checkpoints = MemoryCheckpoints()
    session = checkpoints.add(model.value, body.to_wire(), {k: str(v) for k, v in takes.items()})

    def on_phase(phase: str, state: SessionState) -> None:
        if phase == "created" and on_created is not None and state.run_id is not None:
            on_created(state.run_id)

    def on_progress(slot: str, sent: int, _size: int) -> None:
        # Progress covers every take: (bytes sent of all, total bytes of all).
        if on_upload_progress is not None:
            on_upload_progress(offsets[slot] + sent, total)

    runner = SessionRunner(
        checkpoints,
        client,
        on_phase=on_phase,
        on_progress=on_progress,
        on_status=on_status,
        poll_deadline=deadline,
    )
    run = saved_run(await runner.run(session))
    assert run is not None
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
    body = MentalWellnessModelRunCreate(
        user=user,
        language=language,
        deleteData=delete_data,
        dataToDelete=list(data_to_delete) if data_to_delete is not None else None,
        tags=list(tags) if tags is not None else None,
        activityType=activity_type,
    )
    run = await _run_session(
        client,
        ModelKind.MENTAL_WELLNESS,
        body,
        dict(zip(ModelKind.MENTAL_WELLNESS.slots, [Path(path)], strict=True)),
        on_created=on_created,
        on_upload_progress=on_upload_progress,
        on_status=on_status,
        deadline=deadline,
    )
    assert isinstance(run, MentalWellnessModelRunResponse)
    return run


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
    run = await _run_session(
        client,
        ModelKind.APOLLO,
        ApolloModelRunCreate(user=user, language=language, deleteData=delete_data),
        dict(zip(ModelKind.APOLLO.slots, [Path(mood_path), Path(read_path)], strict=True)),
        on_created=on_created,
        on_upload_progress=on_upload_progress,
        on_status=on_status,
        deadline=deadline,
    )
    assert isinstance(run, ApolloModelRunResponse)
    return run

"""Whole runs in one call: one recording (or a pair) from the files to the finished run.

``run_mental_wellness`` and ``run_two_recording`` take an ``AsyncVoiceClient`` and drive one
session through :class:`~voxwell.sessions.runner.SessionRunner`, its checkpoints kept in memory
(nothing is stored, nothing to resume after the process ends). Their files are checked before
the run is created, so a missing file leaves no orphan run behind; a run that ends
``COMPLETE_ERROR`` raises ``RunFailedError`` with the run's error code and reason.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypedDict, Unpack

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
from voxwell.client import AsyncVoiceClient, Run, UploadProgress
from voxwell.client.polling import DEFAULT_DEADLINE, StatusCallback
from voxwell.errors import RunFailedError
from voxwell.records import SessionRecord
from voxwell.sessions.memory import MemoryCheckpoints
from voxwell.sessions.runner import Phase, SessionRunner, Step, saved_run, session_progress

__all__ = ["RunOptions", "run_mental_wellness", "run_two_recording"]


class RunOptions(TypedDict, total=False):
    """What a one-call run reports as it goes, and how long it waits for the final run."""

    on_created: Callable[[str], None] | None
    """Called with the new run's id as soon as the run exists (so a caller can record it)."""
    on_upload_progress: UploadProgress | None
    """(bytes sent of all the takes, total bytes of all the takes)."""
    on_status: StatusCallback | None
    deadline: float | None
    """Seconds to wait for the final run (default ``DEFAULT_DEADLINE``; None: no limit)."""


def _sizes(takes: Mapping[str, Path]) -> dict[str, int]:
    """The files' sizes by slot; a clear error for a missing or empty file."""
    sizes = {}
    for slot, path in takes.items():
        if not path.is_file():
            raise FileNotFoundError(f"{path} does not exist or is not a file; check the path.")
        sizes[slot] = path.stat().st_size
        if sizes[slot] == 0:
            raise ValueError(f"{path} is empty; choose a file that holds a recording.")
    return sizes


async def _run_once(
    client: AsyncVoiceClient,
    body: MentalWellnessModelRunCreate | ApolloModelRunCreate,
    paths: Sequence[Path | str],
    **options: Unpack[RunOptions],
) -> Run:
    """One session through ``SessionRunner``, its checkpoints kept in memory (no store)."""
    kind = ModelKind.APOLLO if isinstance(body, ApolloModelRunCreate) else ModelKind.MENTAL_WELLNESS
    takes: dict[str, Path] = {slot: Path(p) for slot, p in zip(kind.slots, paths, strict=True)}
    sizes = await asyncio.to_thread(_sizes, takes)
    on_created = options.get("on_created")
    report = options.get("on_upload_progress")
    on_progress = None if report is None else session_progress(sizes, report)

    def on_phase(phase: Phase, session: SessionRecord) -> None:
        if phase.step is Step.CREATED and on_created is not None and session.run_id is not None:
            on_created(session.run_id)

    checkpoints = MemoryCheckpoints()
    session = checkpoints.add(
        model_kind=kind.value,
        base_url=client.base_url,
        request_json=body.to_wire(),
        takes={slot: str(path) for slot, path in takes.items()},
    )
    runner = SessionRunner(
        checkpoints,
        client,
        on_phase=on_phase,
        on_progress=on_progress,
        on_status=options.get("on_status"),
        poll_deadline=options.get("deadline", DEFAULT_DEADLINE),
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
    **options: Unpack[RunOptions],
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
    run = await _run_once(client, body, [path], **options)
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
    **options: Unpack[RunOptions],
) -> ApolloModelRunResponse:
    """Analyse a mood answer and a read-aloud passage with the two-recording model."""
    body = ApolloModelRunCreate(user=user, language=language, deleteData=delete_data)
    run = await _run_once(client, body, [mood_path, read_path], **options)
    assert isinstance(run, ApolloModelRunResponse)
    return run

"""Upload URLs: ``PUT /v1/uploads/{token}`` streams one recording into the store, durably.

The token is checked before a byte of the body is read; the body is written in chunks to a
local part file (never held whole in memory), counted against the cap, committed to the
recording store (fsynced and renamed, or uploaded), and only then is its row committed.
Anything refused leaves no recording behind; a store that cannot be reached answers 503.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import Any

import anyio
from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from voxwell.api import ModelRunStatus
from voxwell.engine.deps import State
from voxwell.engine.handlers import Message, disk_full, is_disk_full, problem, validation_response
from voxwell.engine.recordings import PartWriter, RecordingStore, RecordingStoreError
from voxwell.engine.runs import UploadRejected
from voxwell.engine.signing import TokenCheck

__all__ = ["UploadReceipt", "router"]

router = APIRouter(prefix="/v1/uploads", tags=["uploads"])

_log = logging.getLogger(__name__)


class UploadReceipt(BaseModel):
    """What the engine answers to an accepted upload."""

    runId: str
    slot: str
    size: int
    status: ModelRunStatus


_RESPONSES: dict[int | str, dict[str, Any]] = {
    403: {"model": Message, "description": "The upload URL has expired or is not genuine"},
    404: {"model": Message, "description": "The run of this upload URL no longer exists"},
    409: {"model": Message, "description": "The recording is already uploaded or the run started"},
    413: {"model": Message, "description": "The recording is larger than this engine accepts"},
    503: {"model": Message, "description": "The recording store cannot be reached; retry"},
    507: {"model": Message, "description": "The engine's disk is full"},
}

_BODY = {
    "requestBody": {
        "required": True,
        "description": "The recording: FLAC, MP3, MP4, Ogg, WebM or WAV (found from its bytes).",
        "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}},
    }
}


def _conflict() -> HTTPException:
    return HTTPException(
        409, "This recording has already been uploaded, or the run is no longer waiting for it."
    )


_WRITE_BATCH = 1024 * 1024
"""Bytes gathered before one write: each write is a hop to a worker thread, so not per chunk."""


_STORE_UNAVAILABLE = (
    "The engine's recording store cannot be reached, so the recording was not kept. Send it"
    " again in a moment to the same upload URL."
)


def _open_part(recordings: RecordingStore, run_id: str, slot: str) -> tuple[str, Path, PartWriter]:
    """A fresh recording key, its local part file and that file opened for writing."""
    key, part = recordings.spool(run_id, slot)
    return key, part, recordings.open_part(part)


def _finish(
    handle: PartWriter, rest: bytes, recordings: RecordingStore, key: str, part: Path
) -> None:
    # The last bytes, then the durable commit to the store: one hop to a worker thread for all.
    with handle:
        handle.write(rest)
    recordings.commit(key, part)


def _discard(handle: PartWriter, recordings: RecordingStore, part: Path) -> None:
    with contextlib.suppress(OSError):
        handle.close()  # may fail to flush on a full disk; the file goes anyway
    recordings.discard(part)


def _forget(recordings: RecordingStore, key: str) -> None:
    # A committed recording whose row was refused; if the store fails now, the orphan sweep
    # removes it later.
    try:
        recordings.delete(key)
    except RecordingStoreError as exc:
        _log.warning("A refused upload's recording stays until the orphan sweep: %s", exc)


async def _receive(
    request: Request, handle: PartWriter, cap: int, too_big: HTTPException
) -> tuple[int, bytes]:
    """Stream the body into ``handle`` in batches, counting it against ``cap``.

    Returns the size and the last, unwritten batch. Disk writes run in worker threads: a slow or
    busy disk must not hold up the event loop, which answers every other request meanwhile.
    """
    size = 0
    pending = bytearray()
    async for chunk in request.stream():
        size += len(chunk)
        if size > cap:
            raise too_big
        pending += chunk
        if len(pending) >= _WRITE_BATCH:
            await anyio.to_thread.run_sync(handle.write, bytes(pending))
            pending.clear()
    return size, bytes(pending)


@router.put(
    "/{token}",
    name="upload_recording",
    response_model=UploadReceipt,
    responses=_RESPONSES,
    openapi_extra=_BODY,
    summary="Upload a recording to a signed upload URL",
)
async def upload_recording(token: str, request: Request, state: State) -> Any:
    check, signed = state.signer.check(token)
    if check is TokenCheck.EXPIRED:
        raise HTTPException(403, "Upload URL has expired")
    if check is not TokenCheck.VALID or signed is None:
        raise HTTPException(403, "This upload URL is not genuine; use the URL the run was given.")
    record = await state.runs.aget(signed.run_id)
    if record is None:
        raise HTTPException(404, "The run of this upload URL no longer exists.")
    if signed.slot not in record.slots:
        raise HTTPException(403, "This upload URL is not genuine; use the URL the run was given.")
    if record.status is not ModelRunStatus.CREATED or await state.runs.slot_filled(
        record.id, signed.slot
    ):
        raise _conflict()
    cap = state.settings.max_upload_bytes
    too_big = HTTPException(
        413, f"The recording is larger than this engine accepts ({cap / 1048576:.3g} MiB)."
    )
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > cap:
        raise too_big
    recordings = state.recordings
    key, part, handle = await anyio.to_thread.run_sync(
        _open_part, recordings, record.id, signed.slot
    )
    try:
        size, rest = await _receive(request, handle, cap, too_big)
        if size == 0:
            await anyio.to_thread.run_sync(_discard, handle, recordings, part)
            empty = problem(["body"], "The upload is empty; send the recording's bytes.", "missing")
            return validation_response([empty])
        await anyio.to_thread.run_sync(_finish, handle, rest, recordings, key, part)
    except BaseException as exc:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_discard, handle, recordings, part)
        if isinstance(exc, OSError) and is_disk_full(exc):
            raise disk_full() from exc
        if isinstance(exc, RecordingStoreError):
            _log.warning("An upload to run %s was not kept: %s", record.id, exc)
            raise HTTPException(503, _STORE_UNAVAILABLE) from exc
        raise
    try:
        status = await anyio.to_thread.run_sync(
            state.runs.record_upload, record.id, signed.slot, key, size
        )
    except UploadRejected as exc:
        await anyio.to_thread.run_sync(_forget, recordings, key)
        raise _conflict() from exc
    if status is ModelRunStatus.RUNNING and state.jobs is not None:
        state.jobs.notify()
    return JSONResponse(
        UploadReceipt(runId=record.id, slot=signed.slot, size=size, status=status).model_dump(
            mode="json"
        )
    )

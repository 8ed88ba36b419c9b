"""Upload URLs: ``PUT /v1/uploads/{token}`` streams one recording to disk, durably.

The token is checked before a byte of the body is read; the body is written in chunks to a
temporary file (never held whole in memory), counted against the cap, fsynced and renamed, and
only then is its row committed. Anything refused leaves no file behind.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, BinaryIO

import anyio
from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from voxwell.api import ModelRunStatus
from voxwell.engine.deps import State
from voxwell.engine.handlers import Message, disk_full, is_disk_full, validation_response
from voxwell.engine.runs import RunStore, UploadRejected
from voxwell.engine.signing import TokenCheck
from voxwell.files import commit_durably

__all__ = ["UploadReceipt", "router"]

router = APIRouter(prefix="/v1/uploads", tags=["uploads"])


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


def _open_part(runs: RunStore, run_id: str, slot: str) -> tuple[Path, Path, BinaryIO]:
    """A fresh final path, its temporary file and that file opened for writing."""
    final = runs.new_audio_path(run_id, slot)
    part = final.with_suffix(".part")
    return final, part, part.open("wb")


def _finish(handle: BinaryIO, rest: bytes, part: Path, final: Path) -> None:
    # The last bytes, then the durable move into place: one hop to a worker thread for all.
    with handle:
        handle.write(rest)
    commit_durably(part, final)


def _discard(handle: BinaryIO, part: Path, final: Path) -> None:
    with contextlib.suppress(OSError):
        handle.close()  # may fail to flush on a full disk; the file goes anyway
    part.unlink(missing_ok=True)
    final.unlink(missing_ok=True)


async def _receive(
    request: Request, handle: BinaryIO, cap: int, too_big: HTTPException
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
    final, part, handle = await anyio.to_thread.run_sync(
        _open_part, state.runs, record.id, signed.slot
    )
    try:
        size, rest = await _receive(request, handle, cap, too_big)
        if size == 0:
            await anyio.to_thread.run_sync(_discard, handle, part, final)
            return validation_response(
                [
                    {
                        "loc": ["body"],
                        "msg": "The upload is empty; send the recording's bytes.",
                        "type": "missing",
                    }
                ]
            )
        await anyio.to_thread.run_sync(_finish, handle, rest, part, final)
    except BaseException as exc:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_discard, handle, part, final)
        if isinstance(exc, OSError) and is_disk_full(exc):
            raise disk_full() from exc
        raise
    try:
        status = await anyio.to_thread.run_sync(
            state.runs.record_upload, record.id, signed.slot, final, size
        )
    except UploadRejected as exc:
        final.unlink(missing_ok=True)
        raise _conflict() from exc
    if status is ModelRunStatus.RUNNING and state.jobs is not None:
        state.jobs.notify()
    return JSONResponse(
        UploadReceipt(runId=record.id, slot=signed.slot, size=size, status=status).model_dump(
            mode="json"
        )
    )

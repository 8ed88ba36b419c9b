"""Uploading a recording to an upload URL: streamed from disk, with progress and retries.

The body is read in chunks as the connection takes it, so a three-minute 48 kHz stereo WAV is never
held in memory. ``Content-Length`` is always sent (presigned storage URLs refuse chunked bodies).

Retries: a PUT to an upload URL is idempotent until the slot is filled, so connection errors,
timeouts and 5xx answers are tried again with backoff. When an earlier attempt had sent the whole
body and its answer was lost, a 409 ("slot already filled") on a later attempt means the first one
was stored, and counts as success.

Expired URLs: the URL's token is opaque to the client, so expiry is learnt from the answer. A 403
whose detail says "expired" on an attempt before any complete body was sent means nothing was
stored: ``UploadUrlExpiredError`` is raised and the caller should create a new run.
"""

from __future__ import annotations

import asyncio
import io
import logging
import mimetypes
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urlsplit

import httpx

from voxwell.client.config import RetryPolicy
from voxwell.client.mapping import is_expired_upload, status_error, transport_error
from voxwell.errors import ApiStatusError, ServerError, UploadUrlExpiredError
from voxwell.i18n import translate
from voxwell.sharing import open_for_reading

__all__ = ["CHUNK_SIZE", "UploadProgress", "content_type_for", "upload_file"]

_log = logging.getLogger(__name__)

CHUNK_SIZE = 256 * 1024
"""Bytes read from disk and handed to the connection at a time."""

UploadProgress = Callable[[int, int], None]
"""Called with (bytes sent, total bytes) as an upload proceeds; starts again at 0 on a retry."""

_AUDIO_TYPES = {
    ".wav": "audio/wav",
    ".flac": "audio/flac",
    ".mp3": "audio/mpeg",
    ".m4a": "audio/mp4",
    ".mp4": "audio/mp4",
    ".ogg": "audio/ogg",
    ".oga": "audio/ogg",
    ".opus": "audio/ogg",
    ".webm": "audio/webm",
}


def content_type_for(path: Path) -> str:
    """The audio media type for a file name (the service finds the real format from the bytes)."""
    guessed = _AUDIO_TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0]
    return guessed or "application/octet-stream"


class _FileBody:
    """An async iterable over a file's bytes that reports progress and knows when it ended."""

    def __init__(self, file: BinaryIO, size: int, on_progress: UploadProgress | None) -> None:
        self._file = file
        self._size = size
        self._sent = 0
        self._on_progress = on_progress
        self.completed = False

    def __aiter__(self) -> _FileBody:
        return self

    async def __anext__(self) -> bytes:
        # The previous chunk has been taken by the connection once it asks for the next one.
        if self._on_progress is not None and self._sent:
            self._on_progress(self._sent, self._size)
        remaining = self._size - self._sent
        if remaining <= 0:
            self.completed = True
            raise StopAsyncIteration
        chunk = await asyncio.to_thread(self._file.read, min(CHUNK_SIZE, remaining))
        if not chunk:
            raise OSError(
                translate(
                    "Uploads",
                    "The file shrank while it was being uploaded ({sent} of {size} bytes read); "
                    "upload it again once nothing else is writing to it.",
                ).format(sent=self._sent, size=self._size)
            )
        self._sent += len(chunk)
        return chunk


def _where(url: str) -> str:
    # The token in an upload URL is a bearer secret: name only the host in messages.
    return translate("Uploads", "The upload server {host}").format(host=urlsplit(url).netloc)


async def upload_file(
    http: httpx.AsyncClient,
    upload_url: str,
    path: Path,
    *,
    http_timeout: httpx.Timeout,
    retry: RetryPolicy,
    on_progress: UploadProgress | None = None,
    content_type: str | None = None,
    content: bytes | None = None,
) -> None:
    """PUT ``path`` to ``upload_url`` (no API key: upload URLs are bearer URLs). ``content``:
    the file's plain bytes, already read by the caller (a take sealed at rest is plain only in
    memory); ``path`` then only names it."""
    path = Path(path)
    size = (await asyncio.to_thread(path.stat)).st_size if content is None else len(content)
    headers = {
        "Content-Length": str(size),
        "Content-Type": content_type or content_type_for(path),
    }
    where = _where(upload_url)
    whole_body_sent_before = False
    for attempt in range(1, retry.attempts + 1):
        last = attempt == retry.attempts
        if on_progress is not None:
            on_progress(0, size)
        # Opened here, not in a thread: a cancellation must never leave an open file behind.
        # A take that antivirus holds for a moment is waited for (voxwell.sharing).
        file = io.BytesIO(content) if content is not None else await open_for_reading(path)
        body = _FileBody(file, size, on_progress)
        try:
            response = await http.put(
                upload_url, content=body, headers=headers, timeout=http_timeout
            )
        except httpx.RequestError as exc:
            whole_body_sent_before = whole_body_sent_before or body.completed
            mapped = transport_error(exc, where)
            if last or not isinstance(exc, httpx.TransportError):
                raise mapped from exc
            _log.info("Upload attempt %d of %s failed: %s", attempt, path.name, mapped)
            await asyncio.sleep(retry.delay(attempt))
            continue
        finally:
            file.close()
        if response.is_success:
            return
        if response.status_code == 409 and whole_body_sent_before:
            _log.info("Upload of %s was stored by an attempt whose answer was lost", path.name)
            return
        if is_expired_upload(response):
            if not whole_body_sent_before:
                raise UploadUrlExpiredError(
                    translate(
                        "Uploads",
                        "The upload URL for {file} has expired, so nothing was stored. "
                        "Create a new run and upload to its fresh URL.",
                    ).format(file=path.name)
                )
            raise ApiStatusError(
                403,
                translate(
                    "Uploads",
                    "The upload URL for {file} expired while an interrupted upload was "
                    "retried; the recording may not have been stored. Check the run's status, "
                    "and create a new run if it is still waiting for input.",
                ).format(file=path.name),
            )
        what = translate("Uploads", "the upload of {file}").format(file=path.name)
        error = status_error(response, what=what, service=where, api_key=None)
        if isinstance(error, ServerError) and not last:
            whole_body_sent_before = whole_body_sent_before or body.completed
            _log.info("Upload attempt %d of %s failed: %s", attempt, path.name, error)
            await asyncio.sleep(retry.delay(attempt))
            continue
        if response.status_code == 413:
            raise ApiStatusError(
                413,
                translate(
                    "Uploads",
                    "{file} ({size}) is larger than the service accepts; "
                    "trim the recording or save it in a compressed format such as FLAC.",
                ).format(file=path.name, size=f"{size / 2**20:.1f} MiB"),
            )
        if response.status_code == 409:
            raise ApiStatusError(
                409,
                translate(
                    "Uploads",
                    "The upload URL for {file} was already used, or its run no longer "
                    "waits for input; create a new run to analyse this recording.",
                ).format(file=path.name),
            )
        raise error
    raise AssertionError("unreachable: the last attempt returns or raises")  # pragma: no cover

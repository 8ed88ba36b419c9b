"""The one exception tree of Voxwell.

Every error a caller can meet is one of these; lower-level errors (httpx, PortAudio, FFmpeg, SQLite)
are mapped once, where they happen, with ``raise ... from``::

    VoxwellError
    ├── AudioError
    │   ├── AudioDeviceError        no PortAudio, no device, device lost or refused
    │   └── TakeError               a take file cannot be written, repaired or encoded
    ├── AnalysisError               carries a MentalWellnessErrorCode and a plain reason
    ├── RecogniserModelError        a speech-recognition model is missing, damaged or unloadable
    ├── CredentialsError            no keyring backend, or no key stored for a service
    ├── HistoryError                the local session history cannot be read or written
    ├── ManifestError               a study manifest cannot be used at all (carries its problems)
    ├── StudyError                  a study view file is damaged, or a dataset format not installed
    └── ApiError
        ├── ApiConnectionError      the service cannot be reached
        ├── ApiTimeoutError         the service did not answer in time
        ├── UploadUrlExpiredError   an upload URL expired before the upload started
        ├── RunFailedError          a run ended COMPLETE_ERROR (carries its code and reason)
        └── ApiStatusError          the service answered with an error status
            ├── AuthError           401: missing or wrong API key
            ├── NotFoundError       404: no such resource (or it has been deleted)
            ├── ValidationFailed    422: carries the ``detail`` entries
            └── ServerError         5xx

Messages are plain sentences that say what to do; they never contain an API key.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from voxwell.api.enums import MentalWellnessErrorCode
from voxwell.i18n import translate

__all__ = [
    "AnalysisError",
    "ApiConnectionError",
    "ApiError",
    "ApiStatusError",
    "ApiTimeoutError",
    "AudioDeviceError",
    "AudioError",
    "AuthError",
    "CredentialsError",
    "EngineFolderBusyError",
    "HistoryError",
    "ManifestError",
    "NotFoundError",
    "ProcessCrashed",
    "RecogniserModelError",
    "RunFailedError",
    "RunUnknownError",
    "ServerError",
    "StudyError",
    "TakeError",
    "UploadUrlExpiredError",
    "ValidationFailed",
    "VoxwellError",
]


class VoxwellError(Exception):
    """Base of every error Voxwell raises on purpose."""


class AudioError(VoxwellError):
    """Recording or playing audio failed."""


class AudioDeviceError(AudioError):
    """No usable audio device: PortAudio missing, no input, device lost or refused."""


class TakeError(AudioError):
    """A take file could not be written, repaired or encoded."""


class AnalysisError(VoxwellError):
    """The analysis of a recording ended with one of the service's error codes."""

    def __init__(self, code: MentalWellnessErrorCode, reason: str) -> None:
        super().__init__(f"{code.value}: {reason}")
        self.code = code
        self.reason = reason


class RecogniserModelError(VoxwellError):
    """A speech-recognition model is missing, damaged (a file's hash differs from its pin) or
    cannot be loaded; the message names the file or folder and says what to do."""


class ProcessCrashed(VoxwellError):
    """Work run in a process of its own (``voxwell.isolated``) ended with that process: a crash,
    or the cap on its memory."""


class CredentialsError(VoxwellError):
    """An API key could not be stored or found."""


class HistoryError(VoxwellError):
    """The local session history (SQLite) cannot be opened, read or written."""


class ManifestError(VoxwellError):
    """A study manifest cannot be used at all: unreadable, without its required columns, or
    without one valid row. ``problems`` names each (row and column) and says what to do."""

    def __init__(self, message: str, problems: Sequence[str] = ()) -> None:
        super().__init__("\n".join([message, *(f"  {problem}" for problem in problems)]))
        self.problems = list(problems)


class StudyError(VoxwellError):
    """The Study screen's files: a study view file that cannot be read (damaged, or written by a
    newer Voxwell), or a dataset format whose library is not installed (Parquet without
    pyarrow). The message says what to do."""


class ApiError(VoxwellError):
    """Talking to the voice-analysis service failed."""


class ApiConnectionError(ApiError):
    """The service could not be reached."""


class EngineFolderBusyError(ApiConnectionError):
    """Another engine already runs on this data folder (it holds the folder's lock)."""


class ApiTimeoutError(ApiError):
    """The service did not answer in time."""


class UploadUrlExpiredError(ApiError):
    """An upload URL expired before the upload started; create a new run."""


class RunFailedError(ApiError):
    """A model run ended in COMPLETE_ERROR."""

    def __init__(self, run_id: str, code: MentalWellnessErrorCode | None, reason: str) -> None:
        label = code.value if code is not None else "COMPLETE_ERROR"
        super().__init__(
            translate("Errors", "Run {run_id} failed with {code}: {reason}").format(
                run_id=run_id, code=label, reason=reason
            )
        )
        self.run_id = run_id
        self.code = code
        self.reason = reason


class ApiStatusError(ApiError):
    """The service answered with an error status."""

    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code


class AuthError(ApiStatusError):
    """401: the API key is missing or not valid for this service."""


class NotFoundError(ApiStatusError):
    """404: the resource does not exist, belongs to another key, or has been deleted."""


class RunUnknownError(NotFoundError):
    """404 for a run made before a restart: it may have been made with another key and still be
    analysing, so a new run is created only when the user asks (never silently)."""

    def __init__(self, run_id: str, message: str) -> None:
        super().__init__(404, message)
        self.run_id = run_id


class ValidationFailed(ApiStatusError):
    """422: the request was malformed; ``details`` holds the service's ``detail`` entries."""

    def __init__(self, message: str, details: Sequence[dict[str, Any]] = ()) -> None:
        super().__init__(422, message)
        self.details = list(details)


class ServerError(ApiStatusError):
    """5xx: the service failed; try again later."""

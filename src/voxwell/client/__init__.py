"""The async client of the voice-analysis service: the bundled engine, a team server or a region.

``AsyncVoiceClient`` has a typed method per endpoint, streamed uploads with retries, polling with
backoff, and whole-run helpers; ``SessionRunner`` drives saved sessions (create, upload, poll)
through a checkpoint protocol, so they resume after an interruption. Errors are those of
``voxwell.errors``. API keys come from the caller, ``VOXWELL_API_KEY`` or the OS keyring
(``voxwell.client.credentials``). ``LocalEngine`` (the engine as a child process) lives in
``voxwell.client.local_engine``.
"""

from voxwell.api import ModelKind  # re-exported: callers name the model they poll
from voxwell.client import config
from voxwell.client.async_client import AsyncVoiceClient, Run
from voxwell.client.checkpoints import CheckpointedSession, Checkpoints
from voxwell.client.config import *  # noqa: F403
from voxwell.client.polling import wait_for_run
from voxwell.client.session_runner import (
    SessionRunner,
    run_mental_wellness,
    run_two_recording,
    saved_run,
)
from voxwell.client.uploads import UploadProgress

__all__ = [
    "AsyncVoiceClient",
    "CheckpointedSession",
    "Checkpoints",
    "ModelKind",
    "Run",
    "SessionRunner",
    "UploadProgress",
    "run_mental_wellness",
    "run_two_recording",
    "saved_run",
    "wait_for_run",
]
__all__ += config.__all__  # the service settings, whole

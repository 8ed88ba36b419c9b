"""The async client of the voice-analysis service: the bundled engine, a team server or a region.

An httpx library over the wire schema (``voxwell.api``) and nothing else of the app:
``AsyncVoiceClient`` has a typed method per endpoint and streamed uploads with retries;
``wait_for_run(client, run_id)`` polls with backoff and a deadline. Errors are those of
``voxwell.errors``. API keys come from the caller, ``VOXWELL_API_KEY`` or the OS keyring
(``voxwell.client.credentials``). Sessions driven to their end with checkpoints are
``voxwell.sessions``'; the engine as a child process is ``voxwell.launcher``'s.
"""

from voxwell.api import ModelKind  # re-exported: callers name the model they poll
from voxwell.client import config
from voxwell.client.async_client import AsyncVoiceClient, Run
from voxwell.client.config import *  # noqa: F403
from voxwell.client.polling import wait_for_run
from voxwell.client.uploads import UploadProgress

__all__ = [
    "AsyncVoiceClient",
    "ModelKind",
    "Run",
    "UploadProgress",
    "wait_for_run",
]
__all__ += config.__all__  # the service settings, whole

"""The app's service layer, shared by the desktop app and ``voxwell analyze``; no Qt.

A session is one model run made from take files. ``SessionRunner`` (``runner``) drives saved
sessions to their end (create, upload, poll) through the ``Checkpoints`` protocol
(``checkpoints``; the local history implements it, ``memory`` keeps them in memory);
``whole_runs`` runs one session in one call; ``draft`` is what the setup collects before a
session exists; ``batch`` and its helpers are ``voxwell analyze``. It sits above ``client``
(the httpx library) and ``history`` (the store), below ``desk`` and ``gui``.
"""

from voxwell.sessions.checkpoints import CheckpointedSession, Checkpoints, session_status_of
from voxwell.sessions.memory import MemoryCheckpoints
from voxwell.sessions.runner import SessionRunner, saved_run, session_progress
from voxwell.sessions.whole_runs import RunOptions, run_mental_wellness, run_two_recording

__all__ = [
    "CheckpointedSession",
    "Checkpoints",
    "MemoryCheckpoints",
    "RunOptions",
    "SessionRunner",
    "run_mental_wellness",
    "run_two_recording",
    "saved_run",
    "session_progress",
    "session_status_of",
]

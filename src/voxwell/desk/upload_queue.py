"""Sessions going up, one at a time: the upload queue the upload page shows. Qt-free.

:class:`UploadQueue` drives one stored session at a time through
``voxwell.sessions.SessionRunner`` (create the run, upload each take, poll; every step saved in
the history off the event loop, so a session resumes where it stopped) and queues the others.
What the page shows is its state (:class:`UploadState`), the current job (:class:`UploadJob`:
the record as saved, the take going up, the run's status, the bytes sent) and, after a failure,
the one plain action that helps (``voxwell.desk.error_actions``). :meth:`UploadQueue.cancel`
stops at once and marks the session cancelled; :meth:`UploadQueue.stop_for_shutdown` leaves it
pending, so it resumes at the next start. :meth:`UploadQueue.act` does what the action's button
says where the queue can (try again, a new run, analyse again in the language heard) and
otherwise tells its subscribers (record again, import another file, open the settings).

Every change is told to the subscribers of :attr:`UploadQueue.changes` as an
:class:`UploadChange`. Tasks are started through the ``spawn`` it is given (the app's
``run_task``), which reports a failure on the way to :meth:`UploadQueue.failed_on_the_way`.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal

from voxwell.api import LanguageCode, MentalWellnessErrorCode, SessionStatus
from voxwell.desk.error_actions import (
    Button,
    ErrorAction,
    action_for_code,
    action_for_error,
    in_language,
)
from voxwell.desk.language_again import language_heard_instead, session_in_language
from voxwell.desk.observed import Events
from voxwell.errors import TakeError, VoxwellError
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord
from voxwell.i18n import translate
from voxwell.sessions.runner import Phase, SessionRunner, Step, session_progress
from voxwell.wording import service_label, slot_label

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = [
    "ClientFor",
    "Spawn",
    "UploadChange",
    "UploadJob",
    "UploadQueue",
    "UploadState",
]

ClientFor = Callable[[SessionRecord], Awaitable[Callable[[], "AsyncVoiceClient"]]]
"""Gives what gives the ``AsyncVoiceClient`` of a session's service at each step (its key looked
up first; raises ``VoxwellError`` if there is none)."""

Spawn = Callable[[Coroutine[Any, Any, None], Callable[[VoxwellError], None]], "asyncio.Task[None]"]
"""Starts a coroutine as a task; a ``VoxwellError`` it raises goes to the handler given."""


class UploadState(StrEnum):
    """The runner's step, or how the session ended."""

    IDLE = "idle"
    CREATING = "creating"
    UPLOADING = "uploading"
    RUNNING = "running"
    COMPLETE = "complete"
    FAILED = "failed"  # the analysis ended with an error code
    ERROR = "error"  # failed on the way (network, key, missing take)
    CANCELLED = "cancelled"


ChangeKind = Literal["state", "sent", "phase", "queued", "finished", "failed", "requested"]


@dataclass(frozen=True)
class UploadChange:
    """One change: its kind, the state and text it leaves, and what it carries (the runner's
    ``Phase``; the requested button, e.g. ``retake``; the record that finished or failed)."""

    kind: ChangeKind
    state: UploadState
    text: str = ""
    phase: Phase | None = None
    button: Button | None = None
    record: SessionRecord | None = None


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


@dataclass
class UploadJob:
    """The session being driven now, and what the page shows of its progress."""

    record: SessionRecord
    started: float = field(default_factory=time.monotonic)
    task: asyncio.Task[None] | None = None
    uploading: str = ""  # the slot going up now
    run_status: str = ""  # the run's last status on the wire
    action: ErrorAction | None = None  # the plain action shown after a failure
    sent: float = 0.0  # share of the takes' bytes sent, 0..1

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started


class UploadQueue:
    """Drives one session at a time to its results and queues the others."""

    def __init__(
        self,
        store: HistoryStore,
        client_for: ClientFor,
        spawn: Spawn,
        *,
        poll_deadline: float | None = 900.0,
    ) -> None:
        self._store = store
        self._checkpoints = HistoryCheckpoints(store)
        self._client_for = client_for
        self._spawn = spawn
        self._poll_deadline = poll_deadline
        self.state = UploadState.IDLE
        self.text = translate("UploadQueue", "Nothing is being uploaded.")
        self.job: UploadJob | None = None
        self.waiting: list[SessionRecord] = []
        self.changes: Events[UploadChange] = Events()

    # -- what the page reads -------------------------------------------------------------------

    @property
    def record(self) -> SessionRecord | None:
        return self.job.record if self.job is not None else None

    @property
    def action(self) -> ErrorAction | None:
        """The plain action shown after a failure (None while all is well)."""
        return self.job.action if self.job is not None else None

    def is_busy(self) -> bool:
        task = self.job.task if self.job is not None else None
        return task is not None and not task.done()

    def steps(self) -> list[str]:
        """The checklist: each step of the session with its mark (✓ done, ● now, ○ to do)."""
        job = self.job
        if job is None:
            return []
        record, state = job.record, self.state
        lines = [
            ("✓ " if record.run_id else "● " if state is UploadState.CREATING else "○ ")
            + translate("UploadQueue", "Run created")
        ]
        for slot in record.takes:
            title = slot_label(slot)
            if slot in record.uploaded_slots:
                text = translate("UploadQueue", "{name} uploaded").format(name=title)
                lines.append(f"✓ {text}")
            elif state is UploadState.UPLOADING and slot == job.uploading:
                text = translate("UploadQueue", "Uploading {name}…").format(name=title.lower())
                lines.append(f"● {text}")
            else:
                text = translate("UploadQueue", "Upload {name}").format(name=title.lower())
                lines.append(f"○ {text}")
        if state is UploadState.RUNNING:
            analysis = "● " + translate("UploadQueue", "Analysing ({status})").format(
                status=job.run_status or "CREATED"
            )
        elif state is UploadState.COMPLETE:
            analysis = "✓ " + translate("UploadQueue", "Analysis complete")
        elif state is UploadState.FAILED:
            analysis = "✗ " + translate("UploadQueue", "Analysis ended with an error")
        else:
            analysis = "○ " + translate("UploadQueue", "Analysis")
        lines.append(analysis)
        return lines

    # -- driving -------------------------------------------------------------------------------

    def start(self, record: SessionRecord, *, new_run: bool = False) -> None:
        """Upload and analyse ``record`` (or queue it behind the one in progress).

        ``new_run``: the user asked for a new run whatever became of the earlier one.
        """
        if self.is_busy():
            if all(queued.id != record.id for queued in self.waiting):
                self.waiting.append(record)
            self._tell(UploadChange("queued", self.state, self.text))
            return
        job = self.job = UploadJob(record)
        self._set(UploadState.CREATING, translate("UploadQueue", "Preparing the upload…"))
        job.task = self._spawn(self._drive(job, new_run), self.failed_on_the_way)

    async def _drive(self, job: UploadJob, new_run: bool) -> None:
        sizes = {slot: _size(path) for slot, path in job.record.takes.items()}

        def sent(done: int, total: int) -> None:
            job.sent = min(1.0, done / (total or 1))
            self._tell(UploadChange("sent", self.state, self.text))

        def on_phase(phase: Phase, record: SessionRecord) -> None:
            if self.job is not job:
                return
            job.record = record
            if phase.step is Step.CREATING:
                self._set(
                    UploadState.CREATING,
                    translate("UploadQueue", "Creating the run at {service}…").format(
                        service=service_label(record.service_name)
                    ),
                )
            elif phase.step is Step.UPLOADING and phase.slot is not None:
                job.uploading = phase.slot
                index = list(record.takes).index(phase.slot) + 1
                self._set(
                    UploadState.UPLOADING,
                    translate("UploadQueue", "Uploading {name} ({index} of {total})…").format(
                        name=slot_label(phase.slot).lower(), index=index, total=len(record.takes)
                    ),
                )
            elif phase.step is Step.RUNNING:
                job.run_status = str((record.run_json or {}).get("status", "CREATED"))
                job.sent = 1.0
                self._set(
                    UploadState.RUNNING,
                    translate(
                        "UploadQueue", "Uploaded. Analysing at {service}; run status {status}."
                    ).format(service=service_label(record.service_name), status=job.run_status),
                )
            self._tell(UploadChange("phase", self.state, self.text, phase=phase))

        # The client of the moment at each step: an engine restart during the run replaces the
        # service's client, and the run carries on with the new one.
        runner = SessionRunner(
            self._checkpoints,
            await self._client_for(job.record),
            on_progress=session_progress(sizes, sent),
            on_phase=on_phase,
            poll_deadline=self._poll_deadline,
        )
        try:
            final = job.record = await runner.run(job.record, new_run=new_run)
        except TakeError as exc:
            # Its take files are gone: retrying at every start could never succeed.
            job.record = await asyncio.to_thread(
                self._checkpoints.record_failure, job.record.id, str(exc)
            )
            raise
        if final.status == SessionStatus.COMPLETE:
            job.sent = 1.0
            self._end(
                UploadState.COMPLETE, translate("UploadQueue", "Results are ready."), "finished"
            )
        else:
            job.action = await self._failure_action(final)
            text = translate("UploadQueue", "The analysis ended with {code}.").format(
                code=final.error_code
            )
            self._end(UploadState.FAILED, text, "failed")

    @staticmethod
    async def _failure_action(record: SessionRecord) -> ErrorAction:
        """The plain action for a run that ended with an error code; no words at all may mean
        the takes are in another language, which the analysis's own check then names."""
        action = action_for_code(record.error_code, record.error_reason or "")
        if record.error_code != MentalWellnessErrorCode.ERR_TRANSCRIPTION_FAILED:
            return action
        heard = await asyncio.to_thread(language_heard_instead, record)
        if heard is None:
            return action
        return in_language(action, heard, LanguageCode(record.language))

    def failed_on_the_way(self, error: VoxwellError) -> None:
        """A failure before the run ended (network, key, a take gone): shown with its action."""
        job = self.job
        if job is None:
            return
        job.action = action_for_error(error)
        self._end(
            UploadState.ERROR,
            translate("UploadQueue", "The session could not be completed. Nothing was lost."),
            "failed",
        )

    def cancel(self) -> asyncio.Task[None] | None:
        """Stop now; the session is marked cancelled (its takes are kept). Returns the task that
        saves the mark (None when nothing was running)."""
        job = self.job
        if job is None or job.task is None or job.task.done():
            return None
        job.task.cancel()
        marking = self._spawn(self._mark_cancelled(job), self.failed_on_the_way)
        job.action = ErrorAction(
            translate("UploadQueue", "Cancelled"),
            translate(
                "UploadQueue",
                "The recordings are kept. Try again to upload them, or start a new session.",
            ),
            Button.RETRY,
        )
        self._end(UploadState.CANCELLED, translate("UploadQueue", "Cancelled."), None)
        return marking

    async def _mark_cancelled(self, job: UploadJob) -> None:
        """Saved in a worker thread (a history commit); a later step of the run is dropped."""
        job.record = await asyncio.to_thread(self._checkpoints.record_cancelled, job.record.id)

    def stop_for_shutdown(self) -> None:
        """The app is closing: stop without marking anything, so the session resumes later."""
        if self.job is not None and self.job.task is not None:
            self.job.task.cancel()

    def act(self) -> None:
        """Do what the action's button says: try again, a new run, or the same takes in the
        language heard; other buttons (record again, import, settings) are told as requested."""
        action, record = self.action, self.record
        if action is None or record is None:
            return
        if action.button in (Button.RETRY, Button.NEW_RUN):
            self._spawn(
                self._again(record, action.button is Button.NEW_RUN), self.failed_on_the_way
            )
        elif action.button is Button.LANGUAGE and action.language is not None:
            self._spawn(self._again_in(record, action.language), self.failed_on_the_way)
        else:
            self.request(action.button)

    def request(self, button: Button) -> None:
        """Ask the window for what the page cannot do itself (``retake``, ``import``,
        ``settings``) with the session in hand."""
        if self.record is not None:
            self._tell(UploadChange("requested", self.state, self.text, button=button))

    async def _again(self, record: SessionRecord, new_run: bool) -> None:
        again = await asyncio.to_thread(
            self._store.update, record.id, status=SessionStatus.RECORDED
        )
        self.start(again, new_run=new_run)

    async def _again_in(self, record: SessionRecord, language: LanguageCode) -> None:
        """A new session of the same takes in ``language``, uploaded now; ``record`` keeps its
        failed run in the history."""
        again = await asyncio.to_thread(session_in_language, self._store, record, language)
        self.start(again)

    # -- telling -------------------------------------------------------------------------------

    def _set(self, state: UploadState, text: str) -> None:
        self.state, self.text = state, text
        self._tell(UploadChange("state", state, text))

    def _end(self, state: UploadState, text: str, kind: ChangeKind | None) -> None:
        self._set(state, text)
        job = self.job
        if kind is not None and job is not None:
            self._tell(UploadChange(kind, state, text, record=job.record))
        if self.waiting:
            following = self.waiting.pop(0)
            asyncio.get_running_loop().call_soon(lambda: self.start(self._store.get(following.id)))

    def _tell(self, change: UploadChange) -> None:
        self.changes.emit(change)

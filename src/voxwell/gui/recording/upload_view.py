"""Upload and status: the takes go up with a progress bar, then the run's status with elapsed time.

``UploadView.start(record)`` drives one stored session through ``voxwell.client.SessionRunner``
(create run, upload, poll; every step saved in the history, off the event loop). Cancel stops at
once and marks the session cancelled; closing the app instead leaves it pending, so it resumes at
the next start. A run that ends in an analysis error, or a failure on the way, is shown as a plain
action with the one button that helps (record again, import another file, open settings, try again);
a run that found no words because the takes are in another language offers to analyse the same
takes again in it (``voxwell.desk.language_again``), beside recording again.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import LanguageCode, MentalWellnessErrorCode, SessionStatus
from voxwell.desk.error_actions import ErrorAction, action_for_code, action_for_error, in_language
from voxwell.desk.language_again import language_heard_instead, session_in_language
from voxwell.errors import TakeError, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.widgets import ERROR_STYLE, wrapped_label
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord
from voxwell.sessions.runner import (
    Phase,
    ProgressCallback,
    SessionRunner,
    Step,
    session_progress,
)
from voxwell.wording import format_clock, language_name, slot_label

if TYPE_CHECKING:
    from voxwell.client import AsyncVoiceClient

__all__ = ["BUTTON_LABELS", "ClientFor", "UploadState", "UploadView"]

BUTTON_LABELS = {
    "retake": "Record again",
    "import": "Import another file",
    "settings": "Open settings",
    "retry": "Try again",
    "new-run": "Analyse as a new run",
    "language": "Analyse again",  # "… as <language>"
}


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


ClientFor = Callable[[SessionRecord], Awaitable[Callable[[], "AsyncVoiceClient"]]]
"""Gives what gives the ``AsyncVoiceClient`` of a session's service at each step (its key looked
up first; raises ``VoxwellError`` if there is none)."""


class UploadState(StrEnum):
    """What the view shows: the runner's step, or how the session ended."""

    IDLE = "idle"
    CREATING = "creating"
    UPLOADING = "uploading"
    RUNNING = "running"
    COMPLETE = "complete"
    FAILED = "failed"  # the analysis ended with an error code
    ERROR = "error"  # failed on the way (network, key, missing take)
    CANCELLED = "cancelled"


@dataclass
class _Job:
    """The session being driven now, and what the view shows of its progress."""

    record: SessionRecord
    progress: ProgressCallback  # each take's upload progress, shown for the whole session
    started: float = field(default_factory=time.monotonic)
    task: asyncio.Task[None] | None = None
    uploading: str = ""  # the slot going up now
    run_status: str = ""  # the run's last status on the wire
    action: ErrorAction | None = None  # the plain action shown after a failure


class UploadView(QWidget):
    """Progress of one session from upload to results."""

    sessionFinished = Signal(object)  # SessionRecord with results (status "complete")
    sessionFailed = Signal(object)  # SessionRecord, when the run or the way there failed
    actionRequested = Signal(str, object)  # "retake" | "import" | "settings", SessionRecord
    stateChanged = Signal(str)  # UploadState
    phaseChanged = Signal(object)  # the runner's Phase

    def __init__(
        self,
        store: HistoryStore,
        client_for: ClientFor,
        *,
        poll_deadline: float | None = 900.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._checkpoints = HistoryCheckpoints(store)
        self._client_for = client_for
        self._poll_deadline = poll_deadline
        self._state = UploadState.IDLE
        self._job: _Job | None = None
        self._queue: list[SessionRecord] = []

        self.title = QLabel("Upload and analysis", self)
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.status_label = wrapped_label("Nothing is being uploaded.", self)
        self.steps_label = QLabel(self)
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self.steps_label.setStyleSheet("font-size: 12pt; padding: 6px 0;")
        self.elapsed_label = QLabel(self)
        self.action_label = wrapped_label(parent=self, style=ERROR_STYLE)
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setEnabled(False)  # nothing to cancel yet
        self.action_button = QPushButton(self)
        self.action_button.hide()
        # Beside "Analyse again as <language>": the person may have spoken the session's language.
        self.retake_button = QPushButton(BUTTON_LABELS["retake"], self)
        self.retake_button.hide()
        self.queue_label = QLabel(self)

        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.action_button)
        buttons.addWidget(self.retake_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.progress)
        layout.addWidget(self.status_label)
        layout.addWidget(self.steps_label)
        layout.addWidget(self.elapsed_label)
        layout.addWidget(self.action_label)
        layout.addLayout(buttons)
        layout.addWidget(self.queue_label)
        layout.addStretch(1)

        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._tick)
        self.cancel_button.clicked.connect(self.cancel)
        self.action_button.clicked.connect(self._act)
        self.retake_button.clicked.connect(self._retake)

    # -- what tests and the main window read ---------------------------------------------------

    @property
    def state(self) -> UploadState:
        return self._state

    @property
    def record(self) -> SessionRecord | None:
        return self._job.record if self._job is not None else None

    @property
    def action(self) -> ErrorAction | None:
        """The plain action shown after a failure (None while all is well)."""
        return self._job.action if self._job is not None else None

    def is_busy(self) -> bool:
        task = self._job.task if self._job is not None else None
        return task is not None and not task.done()

    def status_text(self) -> str:
        return self.status_label.text()

    # -- driving -------------------------------------------------------------------------------

    def start(self, record: SessionRecord, *, new_run: bool = False) -> None:
        """Upload and analyse ``record`` (or queue it behind the one in progress).

        ``new_run``: the user asked for a new run whatever became of the earlier one.
        """
        if self.is_busy():
            if all(queued.id != record.id for queued in self._queue):
                self._queue.append(record)
            self._show_queue()
            return
        sizes = {slot: _size(path) for slot, path in record.takes.items()}
        job = self._job = _Job(record, session_progress(sizes, self._show_sent))
        self.title.setText(f"Session of {record.user_label}")
        self.action_label.hide()
        self.action_button.hide()
        self.retake_button.hide()
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self._set_state(UploadState.CREATING, "Preparing the upload…")
        self._clock.start()
        job.task = run_task(self._drive(job, new_run), on_error=self._failed_on_the_way, owner=self)
        self._show_queue()

    async def _drive(self, job: _Job, new_run: bool = False) -> None:
        record = job.record
        # The client of the moment at each step: an engine restart during the run replaces the
        # service's client, and the run carries on with the new one.
        runner = SessionRunner(
            self._checkpoints,
            await self._client_for(record),
            on_progress=job.progress,
            on_phase=self._on_phase,
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
            self.progress.setValue(1000)
            self._set_state(UploadState.COMPLETE, "Results are ready.")
            self._end()
            self.sessionFinished.emit(final)
        else:
            self._show_action(await self._failure_action(final))
            self._set_state(UploadState.FAILED, f"The analysis ended with {final.error_code}.")
            self._end()
            self.sessionFailed.emit(final)

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

    def _show_sent(self, sent: int, total: int) -> None:
        self.progress.setValue(min(1000, int(1000 * sent / (total or 1))))

    def _on_phase(self, phase: Phase, record: SessionRecord) -> None:
        job = self._job
        if job is None:
            return
        job.record = record
        self.phaseChanged.emit(phase)
        if phase.step is Step.CREATING:
            self._set_state(UploadState.CREATING, f"Creating the run at {record.service_name}…")
        elif phase.step is Step.UPLOADING and phase.slot is not None:
            slot = job.uploading = phase.slot
            index = list(record.takes).index(slot) + 1
            self._set_state(
                UploadState.UPLOADING,
                f"Uploading {slot_label(slot).lower()} ({index} of {len(record.takes)})…",
            )
        elif phase.step is Step.RUNNING:
            status = str((record.run_json or {}).get("status", "CREATED"))
            job.run_status = status
            self.progress.setValue(1000)
            self._set_state(
                UploadState.RUNNING,
                f"Uploaded. Analysing at {record.service_name}; run status {status}.",
            )

    def _failed_on_the_way(self, error: VoxwellError) -> None:
        job = self._job
        if job is None:
            return
        self._show_action(action_for_error(error))
        self._set_state(UploadState.ERROR, "The session could not be completed. Nothing was lost.")
        self._end()
        self.sessionFailed.emit(job.record)

    def cancel(self) -> None:
        """Stop now; the session is marked cancelled (its takes are kept)."""
        job = self._job
        if job is None or job.task is None or job.task.done():
            return
        job.task.cancel()
        run_task(self._mark_cancelled(job), owner=self, name="mark-cancelled")
        self._show_action(
            ErrorAction(
                "Cancelled",
                "The recordings are kept. Try again to upload them, or start a new session.",
                "retry",
            )
        )
        self._set_state(UploadState.CANCELLED, "Cancelled.")
        self._end()

    async def _mark_cancelled(self, job: _Job) -> None:
        """Saved in a worker thread (a history commit); a later step of the run is dropped."""
        job.record = await asyncio.to_thread(self._checkpoints.record_cancelled, job.record.id)

    def stop_for_shutdown(self) -> None:
        """The app is closing: stop without marking anything, so the session resumes later."""
        if self._job is not None and self._job.task is not None:
            self._job.task.cancel()
        self._clock.stop()

    def _end(self) -> None:
        self._clock.stop()
        self._tick()
        self.cancel_button.setEnabled(False)
        if self._queue:
            following = self._queue.pop(0)
            QTimer.singleShot(0, lambda: self.start(self._store.get(following.id)))

    def _act(self) -> None:
        action, record = self.action, self.record
        if action is None or record is None:
            return
        if action.button in ("retry", "new-run"):
            self.action_button.setEnabled(False)  # one retry per click
            run_task(self._again(record, action.button == "new-run"), owner=self, name="retry")
        elif action.button == "language" and action.language is not None:
            self.action_button.setEnabled(False)  # one new session per click
            run_task(self._again_in(record, action.language), owner=self, name="language")
        else:
            self.actionRequested.emit(action.button, record)

    def _retake(self) -> None:
        if self.record is not None:
            self.actionRequested.emit("retake", self.record)

    async def _again(self, record: SessionRecord, new_run: bool) -> None:
        try:
            again = await asyncio.to_thread(
                self._store.update, record.id, status=SessionStatus.RECORDED
            )
        finally:
            self.action_button.setEnabled(True)
        self.start(again, new_run=new_run)

    async def _again_in(self, record: SessionRecord, language: LanguageCode) -> None:
        """A new session of the same takes in ``language``, uploaded now; ``record`` keeps its
        failed run in the history."""
        try:
            again = await asyncio.to_thread(session_in_language, self._store, record, language)
        finally:
            self.action_button.setEnabled(True)
        self.start(again)

    # -- showing -------------------------------------------------------------------------------

    def steps(self) -> list[str]:
        """The checklist shown: each step of the session with its mark (✓ done, ● now, ○ to do)."""
        job = self._job
        if job is None:
            return []
        record, state = job.record, self._state
        lines = [
            ("✓ " if record.run_id else "● " if state is UploadState.CREATING else "○ ")
            + "Run created"
        ]
        for slot in record.takes:
            title = slot_label(slot)
            if slot in record.uploaded_slots:
                lines.append(f"✓ {title} uploaded")
            elif state is UploadState.UPLOADING and slot == job.uploading:
                lines.append(f"● Uploading {title.lower()}…")
            else:
                lines.append(f"○ Upload {title.lower()}")
        analysis = {
            UploadState.RUNNING: f"● Analysing ({job.run_status or 'CREATED'})",
            UploadState.COMPLETE: "✓ Analysis complete",
            UploadState.FAILED: "✗ Analysis ended with an error",
        }
        lines.append(analysis.get(state, "○ Analysis"))
        return lines

    def _set_state(self, state: UploadState, text: str) -> None:
        self.status_label.setText(text)
        changed = state != self._state
        self._state = state
        self.steps_label.setText("<br>".join(self.steps()))
        if changed:
            self.stateChanged.emit(state)

    def _show_action(self, action: ErrorAction) -> None:
        if self._job is not None:
            self._job.action = action
        self.action_label.setText(action.text)
        self.action_label.show()
        label = BUTTON_LABELS.get(action.button)
        if label is not None and action.language is not None:
            label = f"{label} as {language_name(action.language.value)}"
        self.action_button.setVisible(label is not None)
        if label is not None:
            self.action_button.setText(label)
        self.retake_button.setVisible(action.button == "language")

    def _show_queue(self) -> None:
        count = len(self._queue)
        self.queue_label.setText(f"{count} more session(s) waiting to upload." if count else "")

    def _tick(self) -> None:
        if self._job is not None:
            elapsed = int(time.monotonic() - self._job.started)  # a stopwatch: whole seconds
            self.elapsed_label.setText(f"Elapsed {format_clock(elapsed)}")

"""Upload and status: the takes go up with a progress bar, then the run's status with elapsed time.

``UploadView.start(record)`` drives one stored session through ``voxwell.client.SessionRunner``
(create run, upload, poll; every step saved in the history, off the event loop). Cancel stops at
once and marks the session cancelled; closing the app instead leaves it pending, so it resumes at
the next start. A run that ends in an analysis error, or a failure on the way, is shown as a plain
action with the one button that helps (record again, import another file, open settings, try again).
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from voxwell.client.session_runner import SessionRunner
from voxwell.errors import TakeError, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.error_actions import ErrorAction, action_for_code, action_for_error
from voxwell.gui.meter_widget import format_clock
from voxwell.gui.off_thread import wait_off_thread
from voxwell.gui.recording_view import SLOT_TITLES
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord

__all__ = ["BUTTON_LABELS", "UploadView"]

_log = logging.getLogger(__name__)

BUTTON_LABELS = {
    "retake": "Record again",
    "import": "Import another file",
    "settings": "Open settings",
    "retry": "Try again",
}


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


ClientFor = Callable[[SessionRecord], Any]
"""Gives the ``AsyncVoiceClient`` for a session's service (raises ``VoxwellError`` if none)."""


class UploadView(QWidget):
    """Progress of one session from upload to results."""

    sessionFinished = Signal(object)  # SessionRecord with results (status "complete")
    sessionFailed = Signal(object)  # SessionRecord, when the run or the way there failed
    actionRequested = Signal(str, object)  # "retake" | "import" | "settings", SessionRecord
    stateChanged = Signal(str)
    phaseChanged = Signal(str)  # the runner's phase: "creating", "uploading:<slot>", "running"

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
        self._record: SessionRecord | None = None
        self._task: asyncio.Task[Any] | None = None
        self._state = "idle"
        self._action: ErrorAction | None = None
        self._started = 0.0
        self._sent: dict[str, tuple[int, int]] = {}  # slot -> bytes sent, file size
        self._run_status = ""
        self._uploading = ""
        self._queue: list[SessionRecord] = []

        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.steps_label = QLabel(self)
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self.steps_label.setStyleSheet("font-size: 12pt; padding: 6px 0;")
        self.elapsed_label = QLabel(self)
        self.action_label = QLabel(self)
        self.action_label.setWordWrap(True)
        self.action_label.setStyleSheet("color: #b71c1c;")
        self.cancel_button = QPushButton("Cancel", self)
        self.action_button = QPushButton(self)
        self.action_button.hide()
        self.queue_label = QLabel(self)

        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.action_button)
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
        self._show_idle()

    # -- what tests and the main window read ---------------------------------------------------

    @property
    def state(self) -> str:
        """``idle``, ``creating``, ``uploading``, ``running``, ``complete``, ``failed``,
        ``error`` (failed on the way) or ``cancelled``."""
        return self._state

    @property
    def record(self) -> SessionRecord | None:
        return self._record

    @property
    def action(self) -> ErrorAction | None:
        """The plain action shown after a failure (None while all is well)."""
        return self._action

    def is_busy(self) -> bool:
        return self._task is not None and not self._task.done()

    def status_text(self) -> str:
        return self.status_label.text()

    # -- driving -------------------------------------------------------------------------------

    def start(self, record: SessionRecord) -> None:
        """Upload and analyse ``record`` (or queue it behind the one in progress)."""
        if self.is_busy():
            if all(queued.id != record.id for queued in self._queue):
                self._queue.append(record)
            self._show_queue()
            return
        self._record = record
        self._action = None
        self._sent = {slot: (0, _size(path)) for slot, path in record.takes.items()}
        for slot in record.uploaded_slots:
            self._sent[slot] = (self._sent[slot][1], self._sent[slot][1])
        self._run_status = ""
        self._started = time.monotonic()
        self.title.setText(f"Session of {record.user_label}")
        self.action_label.hide()
        self.action_button.hide()
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self._set_state("creating", "Preparing the upload…")
        self._clock.start()
        self._task = run_task(self._drive(record), on_error=self._failed_on_the_way, owner=self)
        self._show_queue()

    async def _drive(self, record: SessionRecord) -> None:
        client = self._client_for(record)
        runner = SessionRunner(
            self._checkpoints,
            client,
            on_progress=self._on_progress,
            on_phase=self._on_phase,
            poll_deadline=self._poll_deadline,
        )
        final = await runner.run(record)
        self._record = final
        if final.status == "complete":
            self.progress.setValue(1000)
            self._set_state("complete", "Results are ready.")
            self._end()
            self.sessionFinished.emit(final)
        else:
            self._show_action(action_for_code(final.error_code, final.error_reason or ""))
            self._set_state("failed", f"The analysis ended with {final.error_code}.")
            self._end()
            self.sessionFailed.emit(final)

    def _on_progress(self, slot: str, sent: int, total: int) -> None:
        self._sent[slot] = (sent, total)
        done = sum(part for part, _ in self._sent.values())
        whole = sum(size for _, size in self._sent.values()) or 1
        self.progress.setValue(min(1000, int(1000 * done / whole)))

    def _on_phase(self, phase: str, record: SessionRecord) -> None:
        self._record = record
        self.phaseChanged.emit(phase)
        if phase == "creating":
            self._set_state("creating", f"Creating the run at {record.service_name}…")
        elif phase.startswith("uploading:"):
            slot = phase.split(":", 1)[1]
            self._uploading = slot
            index = list(record.takes).index(slot) + 1
            self._set_state(
                "uploading",
                f"Uploading {SLOT_TITLES.get(slot, slot).lower()} "
                f"({index} of {len(record.takes)})…",
            )
        elif phase == "running":
            status = (record.run_json or {}).get("status", "CREATED")
            self._run_status = status
            self.progress.setValue(1000)
            self._set_state(
                "running", f"Uploaded. Analysing at {record.service_name}; run status {status}."
            )

    def _failed_on_the_way(self, error: VoxwellError) -> None:
        if isinstance(error, TakeError) and self._record is not None:
            # Its take files are gone: retrying at every start could never succeed.
            self._record = wait_off_thread(
                self._checkpoints.record_failure, self._record.id, str(error)
            )
        self._show_action(action_for_error(error))
        self._set_state("error", "The session could not be completed. Nothing was lost.")
        self._end()
        if self._record is not None:
            self.sessionFailed.emit(self._record)

    def cancel(self) -> None:
        """Stop now; the session is marked cancelled (its takes are kept)."""
        task = self._task
        if task is None or task.done():
            return
        task.cancel()
        if self._record is not None:
            self._record = wait_off_thread(self._checkpoints.record_cancelled, self._record.id)
        self._show_action(
            ErrorAction(
                "Cancelled",
                "The recordings are kept. Try again to upload them, or start a new session.",
                "retry",
            )
        )
        self._set_state("cancelled", "Cancelled.")
        self._end()

    def stop_for_shutdown(self) -> None:
        """The app is closing: stop without marking anything, so the session resumes later."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._clock.stop()

    def _end(self) -> None:
        self._clock.stop()
        self._tick()
        self.cancel_button.setEnabled(False)
        if self._queue:
            following = self._queue.pop(0)
            QTimer.singleShot(0, lambda: self.start(self._store.get(following.id)))

    def _act(self) -> None:
        action, record = self._action, self._record
        if action is None or record is None:
            return
        if action.button == "retry":
            self.start(wait_off_thread(self._store.update, record.id, status="recorded"))
        else:
            self.actionRequested.emit(action.button, record)

    # -- showing -------------------------------------------------------------------------------

    def steps(self) -> list[str]:
        """The checklist shown: each step of the session with its mark (✓ done, ● now, ○ to do)."""
        record = self._record
        if record is None:
            return []
        state = self._state
        lines = [("✓ " if record.run_id else "● " if state == "creating" else "○ ") + "Run created"]
        for slot in record.takes:
            title = SLOT_TITLES.get(slot, slot)
            if slot in record.uploaded_slots:
                lines.append(f"✓ {title} uploaded")
            elif state == "uploading" and slot == self._uploading:
                lines.append(f"● Uploading {title.lower()}…")
            else:
                lines.append(f"○ Upload {title.lower()}")
        analysis = {
            "running": f"● Analysing ({self._run_status or 'CREATED'})",
            "complete": "✓ Analysis complete",
            "failed": "✗ Analysis ended with an error",
        }
        lines.append(analysis.get(state, "○ Analysis"))
        return lines

    def _set_state(self, state: str, text: str) -> None:
        self.status_label.setText(text)
        changed = state != self._state
        self._state = state
        self.steps_label.setText("<br>".join(self.steps()))
        if changed:
            self.stateChanged.emit(state)

    def _show_action(self, action: ErrorAction) -> None:
        self._action = action
        self.action_label.setText(action.text)
        self.action_label.show()
        label = BUTTON_LABELS.get(action.button)
        self.action_button.setVisible(label is not None)
        if label is not None:
            self.action_button.setText(label)

    def _show_idle(self) -> None:
        self.title.setText("Upload and analysis")
        self.status_label.setText("Nothing is being uploaded.")
        self.elapsed_label.setText("")
        self.cancel_button.setEnabled(False)

    def _show_queue(self) -> None:
        count = len(self._queue)
        self.queue_label.setText(f"{count} more session(s) waiting to upload." if count else "")

    def _tick(self) -> None:
        if self._started:
            self.elapsed_label.setText(f"Elapsed {format_clock(time.monotonic() - self._started)}")

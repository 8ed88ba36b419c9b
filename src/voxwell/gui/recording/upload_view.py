"""Upload and status: the takes go up with a progress bar, then the run's status with elapsed time.

The page shows one :class:`voxwell.desk.upload_queue.UploadQueue`, which drives each stored
session through the session runner and queues the others; the page draws what it is told (the
state, the steps, the bytes sent, the plain action after a failure) and hands its buttons to the
queue. Cancel stops at once and marks the session cancelled; closing the app instead leaves it
pending, so it resumes at the next start. After a failure the one button that helps is offered
(record again, import another file, open settings, try again); a run that found no words because
the takes are in another language offers to analyse the same takes again in it, beside recording
again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
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

from voxwell.desk import Desk
from voxwell.desk.error_actions import Button, ErrorAction
from voxwell.desk.upload_queue import ClientFor, UploadChange, UploadQueue, UploadState
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.widgets import ERROR_STYLE, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.records import SessionRecord
from voxwell.wording import format_clock, language_name

__all__ = ["BUTTON_LABELS", "UploadState", "UploadView", "button_label"]

BUTTON_LABELS = {
    Button.RETAKE: QT_TRANSLATE_NOOP("UploadView", "Record again"),
    Button.IMPORT: QT_TRANSLATE_NOOP("UploadView", "Import another file"),
    Button.SETTINGS: QT_TRANSLATE_NOOP("UploadView", "Open settings"),
    Button.RETRY: QT_TRANSLATE_NOOP("UploadView", "Try again"),
    Button.NEW_RUN: QT_TRANSLATE_NOOP("UploadView", "Analyse as a new run"),
    Button.LANGUAGE: QT_TRANSLATE_NOOP("UploadView", "Analyse again"),  # "… as <language>"
}
"""The button after a failure, in English (shown in the app's language: :func:`button_label`)."""


def button_label(button: Button) -> str | None:
    """The text of the button that helps after a failure (None: no button helps)."""
    label = BUTTON_LABELS.get(button)
    return None if label is None else translate("UploadView", label)


class UploadView(QWidget):
    """Progress of one session from upload to results: the page of an ``UploadQueue``."""

    sessionFinished = Signal(object)  # SessionRecord with results (status "complete")
    sessionFailed = Signal(object)  # SessionRecord, when the run or the way there failed
    actionRequested = Signal(str, object)  # Button (record again, import, settings), SessionRecord
    stateChanged = Signal(str)  # UploadState
    phaseChanged = Signal(object)  # the runner's Phase

    def __init__(
        self,
        desk: Desk,
        client_for: ClientFor,
        *,
        poll_deadline: float | None = 900.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.queue = UploadQueue(desk.store, client_for, self._spawn, poll_deadline=poll_deadline)

        self.title = QLabel(translate("UploadView", "Upload and analysis"), self)
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 1000)
        self.status_label = wrapped_label(self.queue.text, self)
        self.steps_label = QLabel(self)
        self.steps_label.setTextFormat(Qt.TextFormat.RichText)
        self.steps_label.setStyleSheet("font-size: 12pt; padding: 6px 0;")
        self.elapsed_label = QLabel(self)
        self.action_label = wrapped_label(parent=self, style=ERROR_STYLE)
        self.cancel_button = QPushButton(translate("UploadView", "Cancel"), self)
        self.cancel_button.setEnabled(False)  # nothing to cancel yet
        self.action_button = QPushButton(self)
        self.action_button.hide()
        # Beside "Analyse again as <language>": the person may have spoken the session's language.
        self.retake_button = QPushButton(
            translate("UploadView", BUTTON_LABELS[Button.RETAKE]), self
        )
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
        self.retake_button.clicked.connect(lambda: self.queue.request(Button.RETAKE))
        self._shown_job: object = None  # the queue's job this page shows
        self.queue.changes.subscribe(self._changed)

    def _spawn(
        self, coro: Coroutine[Any, Any, None], on_error: Callable[[VoxwellError], None]
    ) -> asyncio.Task[None]:
        # The queue's tasks live no longer than this page.
        return run_task(coro, on_error=on_error, owner=self, name="upload")

    # -- what tests and the main window read ---------------------------------------------------

    @property
    def state(self) -> UploadState:
        return self.queue.state

    @property
    def record(self) -> SessionRecord | None:
        return self.queue.record

    @property
    def action(self) -> ErrorAction | None:
        """The plain action shown after a failure (None while all is well)."""
        return self.queue.action

    def is_busy(self) -> bool:
        return self.queue.is_busy()

    def status_text(self) -> str:
        return self.status_label.text()

    def steps(self) -> list[str]:
        return self.queue.steps()

    # -- driving -------------------------------------------------------------------------------

    def start(self, record: SessionRecord, *, new_run: bool = False) -> None:
        """Upload and analyse ``record`` (or queue it behind the one in progress)."""
        self.queue.start(record, new_run=new_run)

    def cancel(self) -> None:
        """Stop now; the session is marked cancelled (its takes are kept)."""
        self.queue.cancel()

    def stop_for_shutdown(self) -> None:
        """The app is closing: stop without marking anything, so the session resumes later."""
        self.queue.stop_for_shutdown()
        self._clock.stop()

    def _act(self) -> None:
        if self.queue.action is not None and self.queue.action.button in (
            Button.RETRY,
            Button.NEW_RUN,
            Button.LANGUAGE,
        ):
            self.action_button.setEnabled(False)  # one new attempt per click
        self.queue.act()

    # -- showing -------------------------------------------------------------------------------

    def _changed(self, change: UploadChange) -> None:
        job = self.queue.job
        if job is not None and job is not self._shown_job:  # another session begins
            self._shown_job = job
            self.title.setText(
                translate("UploadView", "Session of {label}").format(label=job.record.user_label)
            )
            self.action_label.hide()
            self.action_button.hide()
            self.retake_button.hide()
            self._clock.start()
        record = change.record
        if change.kind == "requested" and change.button and self.queue.record is not None:
            self.actionRequested.emit(change.button, self.queue.record)
        elif change.kind == "phase" and change.phase is not None:
            self.phaseChanged.emit(change.phase)
        elif change.kind == "finished" and record is not None:
            self.sessionFinished.emit(record)
        elif change.kind == "failed" and record is not None:
            self.sessionFailed.emit(record)
        elif change.kind == "state":
            self._show_state()
            if change.state in (UploadState.CREATING, UploadState.UPLOADING, UploadState.RUNNING):
                self.action_button.setEnabled(True)
            self.stateChanged.emit(change.state)
        elif change.kind == "sent":
            self._show_sent()
        self._show_queue()

    def _show_state(self) -> None:
        queue = self.queue
        self.status_label.setText(queue.text)
        self.steps_label.setText("<br>".join(queue.steps()))
        self._show_sent()
        ended = queue.state in (
            UploadState.COMPLETE,
            UploadState.FAILED,
            UploadState.ERROR,
            UploadState.CANCELLED,
        )
        self.cancel_button.setEnabled(not ended and queue.state is not UploadState.IDLE)
        if ended:
            self._clock.stop()
            self._tick()
            if queue.action is not None:
                self._show_action(queue.action)

    def _show_sent(self) -> None:
        job = self.queue.job
        self.progress.setValue(min(1000, int(1000 * job.sent)) if job is not None else 0)

    def _show_action(self, action: ErrorAction) -> None:
        self.action_label.setText(action.text)
        self.action_label.show()
        label = button_label(action.button)
        if action.button is Button.LANGUAGE and action.language is not None:
            label = translate("UploadView", "Analyse again as {language}").format(
                language=language_name(action.language.value)
            )
        self.action_button.setVisible(label is not None)
        self.action_button.setEnabled(True)
        if label is not None:
            self.action_button.setText(label)
        self.retake_button.setVisible(action.button is Button.LANGUAGE)

    def _show_queue(self) -> None:
        count = len(self.queue.waiting)
        self.queue_label.setText(
            translate("UploadView", "%n more session(s) waiting to upload.", None, count)
            if count
            else ""
        )

    def _tick(self) -> None:
        job = self.queue.job
        if job is not None:
            # A stopwatch: whole seconds.
            self.elapsed_label.setText(
                translate("UploadView", "Elapsed {clock}").format(
                    clock=format_clock(int(job.elapsed))
                )
            )

"""Recording the takes of a session: prompt or passage, live meter, record/stop on Space.

One slot per take the model needs (``recording``; or ``moodQuestion`` then ``readAloud``). The
selected slot shows what to say (the mood question, or the read-aloud passage in large type).
Space starts and stops a take; a finished take is kept at once (a crash mid-take leaves a
``.partial.wav`` that the recovery prompt offers back). Re-taking one slot never touches the
other; a file can be imported instead of recording. ``uploadRequested`` carries the takes
(slot -> path) once every slot has one and consent was given.

Capture goes through ``voxwell.audio.TakeSession``, polled by a timer about 30 times a second;
the widgets never touch the audio stream.
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from voxwell.errors import AudioError, VoxwellError
from voxwell.gui.meter_widget import MeterWidget, format_clock
from voxwell.gui.passages import mood_prompt_for, passage_for
from voxwell.gui.settings import MODEL_LABELS
from voxwell.gui.workflow import SessionDraft
from voxwell.paths import app_paths

__all__ = ["POLL_INTERVAL_MS", "SLOT_TITLES", "RecordingView", "SourceFactory"]

_log = logging.getLogger(__name__)

POLL_INTERVAL_MS = 33
"""How often the take is drained and the meter redrawn (about 30 frames a second)."""

SLOT_TITLES = {
    "recording": "Recording",
    "moodQuestion": "Mood question",
    "readAloud": "Read aloud",
}

SourceFactory = Callable[[str], Any]
"""Makes the capture source for a slot (a ``voxwell.audio.CaptureSource``)."""

IMPORT_FILTER = "Audio files (*.wav *.flac *.mp3 *.m4a *.mp4 *.ogg *.opus *.webm);;All files (*)"


class RecordingView(QWidget):
    """Records or imports one take per slot of the session's model."""

    uploadRequested = Signal(object)  # dict[str, str]: slot -> take path
    backRequested = Signal()

    def __init__(
        self,
        source_factory: SourceFactory,
        *,
        mood_prompt: str = "",
        takes_folder: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._source_factory = source_factory
        self._configured_prompt = mood_prompt
        self._takes_folder = takes_folder
        self._draft: SessionDraft | None = None
        self._takes: dict[str, str] = {}
        self._speech: dict[str, tuple[float, bool]] = {}  # slot -> speech seconds, enough
        self._slot = ""
        self._session: Any = None
        self._session_is_file = False
        self._recording_slot = ""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_INTERVAL_MS)
        self._timer.timeout.connect(self._poll)
        self.overflows = 0  # input overflows over the takes of this view (benchmark, tests)

        self.header = QLabel(self)
        self.slot_list = QListWidget(self)
        self.slot_list.setMaximumWidth(260)
        self.prompt_title = QLabel(self)
        self.prompt_title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.prompt_text = QLabel(self)
        self.prompt_text.setWordWrap(True)
        self.prompt_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.font())
        big.setPointSizeF(max(16.0, big.pointSizeF() * 1.6))
        self.prompt_text.setFont(big)
        self.prompt_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.prompt_text)
        self.meter = MeterWidget(self)
        self.record_button = QPushButton(self)
        self.listen_button = QPushButton("Listen", self)
        self.import_button = QPushButton("Import file…", self)
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.back_button = QPushButton("Back to setup", self)
        self.upload_button = QPushButton("Upload and analyse", self)
        self.consent_note = QLabel(
            "Consent has not been given: go back to the setup to record it before upload.", self
        )
        self.consent_note.setStyleSheet("color: #b26a00;")
        self.consent_note.setWordWrap(True)

        controls = QHBoxLayout()
        controls.addWidget(self.record_button)
        controls.addWidget(self.listen_button)
        controls.addWidget(self.import_button)
        controls.addStretch(1)
        centre = QVBoxLayout()
        centre.addWidget(self.prompt_title)
        centre.addWidget(scroll, 1)
        centre.addWidget(self.meter)
        centre.addLayout(controls)
        centre.addWidget(self.status_label)
        body = QHBoxLayout()
        body.addWidget(self.slot_list)
        body.addLayout(centre, 1)
        footer = QHBoxLayout()
        footer.addWidget(self.back_button)
        footer.addWidget(self.consent_note, 1)
        footer.addWidget(self.upload_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addLayout(body, 1)
        layout.addLayout(footer)

        self.slot_list.currentRowChanged.connect(self._row_changed)
        self.record_button.clicked.connect(self.toggle_recording)
        self.listen_button.clicked.connect(self.listen)
        self.import_button.clicked.connect(self._choose_import)
        self.back_button.clicked.connect(self._back)
        self.upload_button.clicked.connect(self._upload)
        self.space_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.space_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.space_shortcut.activated.connect(self.toggle_recording)
        self._refresh()

    # -- session -----------------------------------------------------------------------------

    @property
    def draft(self) -> SessionDraft | None:
        return self._draft

    @property
    def takes(self) -> dict[str, str]:
        return dict(self._takes)

    def take_speech(self, slot: str) -> tuple[float, bool] | None:
        """Seconds of speech the meter counted in the slot's take, and whether it was enough."""
        return self._speech.get(slot)

    @property
    def current_slot(self) -> str:
        return self._slot

    @property
    def is_recording(self) -> bool:
        return bool(self._recording_slot)

    def set_source_factory(self, factory: SourceFactory) -> None:
        """A new input (settings changed); used from the next take on."""
        self._close_session()
        self._source_factory = factory

    def set_mood_prompt(self, prompt: str) -> None:
        self._configured_prompt = prompt
        self._show_prompt()

    def begin(self, draft: SessionDraft, takes: dict[str, str] | None = None) -> None:
        """Start recording the takes of ``draft`` (``takes``: ones already made, to keep)."""
        self._close_session()
        self._draft = draft
        self._takes = {slot: path for slot, path in (takes or {}).items() if slot in draft.slots}
        self._speech = {}
        model = MODEL_LABELS.get(draft.model_kind, draft.model_kind)
        self.header.setText(f"<b>{draft.user_label}</b> · {model} · {draft.language.value}")
        self.slot_list.blockSignals(True)
        self.slot_list.clear()
        for _ in draft.slots:
            self.slot_list.addItem(QListWidgetItem(""))
        self.slot_list.blockSignals(False)
        missing = [slot for slot in draft.slots if slot not in self._takes]
        self.select_slot(missing[0] if missing else draft.slots[0])
        self.status_label.setText("Press Space (or Record) to start, and again to stop.")

    def select_slot(self, slot: str) -> None:
        if self._draft is None or slot not in self._draft.slots or self.is_recording:
            return
        self._slot = slot
        self.slot_list.setCurrentRow(self._draft.slots.index(slot))
        self._show_prompt()
        self._reset_meter()
        self._refresh()

    def _row_changed(self, row: int) -> None:
        if self._draft is None or row < 0:
            return
        slot = self._draft.slots[row]
        if self.is_recording and slot != self._recording_slot:
            # Stay on the slot being recorded: stop first.
            self.slot_list.blockSignals(True)
            self.slot_list.setCurrentRow(self._draft.slots.index(self._recording_slot))
            self.slot_list.blockSignals(False)
            return
        if slot != self._slot:
            self.select_slot(slot)

    def _show_prompt(self) -> None:
        draft = self._draft
        if draft is None:
            self.prompt_title.setText("")
            self.prompt_text.setText("")
            return
        language = draft.language.value
        if self._slot == "readAloud":
            passage = passage_for(language)
            title = f"Read aloud: {passage.title}"
            if passage.is_fallback:
                title += " (no passage in the session language; English shown)"
            self.prompt_title.setText(title)
            self.prompt_text.setText(passage.text)
        elif self._slot == "moodQuestion":
            self.prompt_title.setText("Ask the mood question, and let the person answer freely")
            self.prompt_text.setText(mood_prompt_for(language, self._configured_prompt))
        else:
            self.prompt_title.setText("Recording")
            self.prompt_text.setText(
                "Let the person talk freely, for example about how they have been feeling "
                "lately, until the meter shows “Enough speech”."
            )

    def _targets(self) -> Any:
        from voxwell.audio import MeterTargets

        assert self._draft is not None
        return MeterTargets.for_model(self._draft.model_kind)

    def _reset_meter(self) -> None:
        if self._draft is None:
            return
        targets = self._targets()
        self.meter.reset(target_seconds=targets.target_seconds, max_seconds=targets.max_seconds)

    # -- recording ---------------------------------------------------------------------------

    def toggle_recording(self) -> None:
        """Space: start a take of the selected slot, or stop the one running."""
        if self.is_recording:
            self.stop_recording()
        else:
            self.start_recording()

    def _open_session(self) -> Any:
        from voxwell.audio import FileInput, TakeSession

        reusable = (
            self._session is not None
            and not self._session_is_file
            and self._session.source.state.value == "running"
        )
        if reusable:
            return self._session
        self._close_session()
        source = self._source_factory(self._slot)
        folder = self._takes_folder or app_paths().takes
        self._session = TakeSession(source, self._targets(), folder, label=self._slot)
        self._session_is_file = isinstance(source, FileInput)
        return self._session

    def start_recording(self) -> None:
        if self._draft is None or not self._slot or self.is_recording:
            return
        try:
            session = self._open_session()
            session.record(label=self._slot)
        except VoxwellError as exc:
            self._close_session()
            self._show_error(exc)
            return
        self._recording_slot = self._slot
        self._reset_meter()
        self.status_label.setText(
            f"Recording {SLOT_TITLES[self._slot].lower()}… press Space to stop."
        )
        self._timer.start()
        self._refresh()

    def stop_recording(self) -> None:
        if not self.is_recording or self._session is None:
            return
        self._session.stop()
        self._poll()

    def _poll(self) -> None:
        session = self._session
        if session is None:
            self._timer.stop()
            return
        status = session.poll()
        self.meter.show_snapshot(status.meter)
        if self.is_recording and status.state.value == "ended":
            self.overflows += status.overflows
            self._finish_take(status)

    def _finish_take(self, status: Any) -> None:
        slot = self._recording_slot
        self._recording_slot = ""
        session = self._session
        try:
            path = session.keep("wav")
        except VoxwellError as exc:
            self._show_error(exc)
            self._refresh()
            return
        finally:
            if self._session_is_file or session.state.value != "preview":
                self._timer.stop()
        self._replace_take(slot, str(path))
        meter = status.meter
        self._speech[slot] = (meter.speech_seconds, meter.enough_speech)
        verdict = (
            "enough speech"
            if meter.enough_speech
            else f"only {meter.speech_seconds:.0f} s of speech (needs {meter.target_seconds:.0f} s)"
        )
        reason = f" {status.stop_reason}" if status.stop_reason else ""
        self.status_label.setText(
            f"{SLOT_TITLES[slot]} kept: {format_clock(status.take_seconds)}, {verdict}.{reason}"
        )
        if self._session_is_file:
            self._close_session()
        self._advance()

    def _replace_take(self, slot: str, path: str) -> None:
        old = self._takes.get(slot)
        self._takes[slot] = path
        if old and old != path:
            folder = (self._takes_folder or app_paths().takes).resolve()
            old_path = Path(old)
            # Only our own superseded takes are deleted, never a file the user imported from
            # elsewhere (imports are copied into the takes folder first anyway).
            if old_path.resolve().parent == folder:
                old_path.unlink(missing_ok=True)

    def _advance(self) -> None:
        assert self._draft is not None
        missing = [slot for slot in self._draft.slots if slot not in self._takes]
        if missing and missing[0] != self._slot:
            self.select_slot(missing[0])
        else:
            self._refresh()

    def _close_session(self) -> None:
        self._timer.stop()
        session, self._session = self._session, None
        self._recording_slot = ""
        if session is not None:
            try:
                session.close()  # an unfinished take stays on disk for the recovery scan
            except VoxwellError as exc:
                _log.warning("Closing the input failed: %s", exc)

    def shutdown(self) -> None:
        """The app is closing: stop the input; a take being recorded stays for recovery."""
        self._close_session()

    # -- listen, import ----------------------------------------------------------------------

    def listen(self) -> None:
        path = self._takes.get(self._slot)
        if not path:
            return
        try:
            from voxwell.audio import play_file

            seconds = play_file(path)
        except VoxwellError as exc:
            self._show_error(exc)
            return
        self.status_label.setText(f"Playing {SLOT_TITLES[self._slot].lower()} ({seconds:.0f} s).")

    def _choose_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a recording", "", IMPORT_FILTER)
        if name:
            self.import_file(Path(name))

    def import_file(self, path: Path, slot: str | None = None) -> str | None:
        """Use ``path`` as the take of ``slot`` (default: the selected one); copied to takes."""
        slot = slot or self._slot
        if self._draft is None or slot not in self._draft.slots or self.is_recording:
            return None
        folder = self._takes_folder or app_paths().takes
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        target = folder / f"{stamp}-{slot}-imported{path.suffix.lower()}"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
        except OSError as exc:
            self._show_error(VoxwellError(f"Could not import {path.name}: {exc.strerror or exc}."))
            return None
        self._replace_take(slot, str(target))
        self._speech.pop(slot, None)
        self.status_label.setText(f"{SLOT_TITLES[slot]}: imported {path.name}.")
        self._advance()
        return str(target)

    # -- footer ------------------------------------------------------------------------------

    def _show_error(self, error: VoxwellError) -> None:
        from voxwell.gui.error_actions import action_for_error

        action = action_for_error(error)
        self.status_label.setText(f"<b>{action.title}.</b> {action.action}<br>{action.detail}")

    def ready_to_upload(self) -> bool:
        draft = self._draft
        return (
            draft is not None
            and draft.consent
            and not self.is_recording
            and all(slot in self._takes for slot in draft.slots)
        )

    def _upload(self) -> None:
        if self.ready_to_upload():
            self._close_session()
            self.uploadRequested.emit(self.takes)

    def _back(self) -> None:
        if not self.is_recording:
            self._close_session()
            self.backRequested.emit()

    def _slot_state(self, slot: str, take: str | None) -> str:
        if slot == self._recording_slot:
            return "recording…"
        if not take:
            return "not recorded yet"
        speech = self._speech.get(slot)
        if speech is None:
            return f"✓ {Path(take).name}"
        seconds, enough = speech
        return f"✓ {seconds:.0f} s of speech" + ("" if enough else " (not enough)")

    def _refresh(self) -> None:
        draft = self._draft
        if draft is not None:
            for row, slot in enumerate(draft.slots):
                take = self._takes.get(slot)
                state = self._slot_state(slot, take)
                item = self.slot_list.item(row)
                if item is not None:
                    item.setText(f"{row + 1}. {SLOT_TITLES[slot]}\n    {state}")
        has_take = self._slot in self._takes
        if self.is_recording:
            self.record_button.setText("Stop (Space)")
        else:
            self.record_button.setText("Re-take (Space)" if has_take else "Record (Space)")
        self.record_button.setEnabled(draft is not None)
        self.listen_button.setEnabled(has_take and not self.is_recording)
        self.import_button.setEnabled(draft is not None and not self.is_recording)
        self.back_button.setEnabled(not self.is_recording)
        self.upload_button.setEnabled(self.ready_to_upload())
        self.consent_note.setVisible(draft is not None and not draft.consent)


def default_source_factory(input_device: str, input_file: str) -> SourceFactory:
    """The capture source the settings choose: a file played as input, or a microphone."""

    def make(slot: str) -> Any:
        from voxwell.audio import DeviceInput, FileInput, find_input_device

        if input_file:
            return FileInput(input_file)
        try:
            device = find_input_device(input_device) if input_device else None
        except AudioError:
            device = None  # the chosen device is gone: fall back to the default input
        return DeviceInput(device)

    return make

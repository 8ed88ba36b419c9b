"""Recording the takes of a session: prompt or passage, live meter, record/stop on Space.

One slot per take the model needs (``recording``; or ``moodQuestion`` then ``readAloud``). The
selected slot shows what to say (the mood question, or the read-aloud passage in large type).
Space starts and stops a take; a finished take is kept at once (a crash mid-take leaves a
``.partial.wav`` that the recovery prompt offers back). Re-taking one slot never touches the
other, and the take a re-take replaces is kept: "Restore earlier take" brings it back until the
session is uploaded (``voxwell.desk.custody``). A file can be imported instead of recording.
``uploadRequested`` carries the takes (slot -> path) once every slot has one and consent was given.
The takes, their owner and their speech are held by the app's ``voxwell.desk.Desk``: this view
shows them and keeps no session state of its own.

While a take records, its audio goes to the service's live monitoring (``voxwell.desk.LiveMonitor``,
when one is given): the latest captions show under the meter and an alert as a banner above them,
on this clinician's screen only; a service that cannot monitor says so there and the take goes on.

Capture is driven by ``TakeRecorder`` (``voxwell.audio.TakeSession`` on a timer, 40 polls a
second); the widgets never touch the audio stream.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import MentalWellnessErrorCode, TakeSlot
from voxwell.audio.preflight import check_take, measure_take
from voxwell.desk import Desk, Take
from voxwell.desk.live_monitor import LiveMonitor
from voxwell.desk.take_inputs import IMPORT_FILTER, SourceFactory, import_take
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.recording.live_alert_banner import LiveAlertBanner
from voxwell.gui.recording.live_captions_view import LiveCaptionsView
from voxwell.gui.recording.meter_widget import MeterWidget
from voxwell.gui.recording.take_recorder import TakeRecorder
from voxwell.gui.widgets import WARNING_STYLE, push_button, wrapped_label
from voxwell.passages import slot_prompt
from voxwell.sessions.draft import SessionDraft
from voxwell.wording import format_clock, model_description, slot_label

if TYPE_CHECKING:  # voxwell.audio loads PortAudio: imported when the first take starts
    from voxwell.audio import MeterSnapshot, MeterTargets, SessionStatus

__all__ = ["RecordingView"]


class RecordingView(QWidget):
    """Records or imports one take per slot of the session's model."""

    uploadRequested = Signal(object)  # dict[str, str]: slot -> take path
    backRequested = Signal()
    consentChanged = Signal(object)  # the draft with consent given (or withdrawn) here

    def __init__(
        self,
        source_factory: SourceFactory,
        *,
        mood_prompt: str = "",
        takes_folder: Path,
        desk: Desk | None = None,
        live: LiveMonitor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._configured_prompt = mood_prompt
        self.desk = desk or Desk()
        self._slot = ""
        self._busy = False  # importing a file or checking the takes
        self.recorder = TakeRecorder(source_factory, takes_folder, self)
        self.recorder.snapshot.connect(self._show_snapshot)
        self.recorder.takeEnded.connect(self._take_ended)

        self.header = QLabel(self)
        self.slot_list = QListWidget(self)
        self.slot_list.setFixedWidth(230)
        self.slot_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.slot_list.setSpacing(3)
        self.prompt_title = QLabel(self)
        self.prompt_title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.prompt_text = wrapped_label(parent=self)
        self.prompt_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.font())
        big.setPointSizeF(max(16.0, big.pointSizeF() * 1.6))
        self.prompt_text.setFont(big)
        self.prompt_text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.prompt_text)
        self.meter = MeterWidget(self)
        self.live = live
        self.alert_banner = LiveAlertBanner(self)
        self.captions = LiveCaptionsView(self)
        self.captions.setVisible(live is not None)
        if live is not None:
            self.recorder.set_tap(live.feed)
            live.subscribe(self._show_live)
            self._show_live()
        self.record_button = self._button("", self.toggle_recording)  # its text: _refresh
        self.listen_button = self._button("Listen", self.listen)
        self.import_button = self._button("Import file…", self.choose_import)
        self.level_button = self._button("Check level", self.check_level)
        self.level_button.setToolTip("Open the microphone to see its level before recording")
        self.restore_button = self._button("Restore earlier take", self.restore_take)
        self.restore_button.setToolTip("Bring back the take this slot had before the last one")
        self.status_label = wrapped_label(parent=self)
        self.back_button = self._button("Back to setup", self._back)
        self.upload_button = self._button("Upload and analyse", self._upload)
        self.consent_note = wrapped_label(
            "Consent has not been given yet.", self, style=WARNING_STYLE
        )
        # Consent can be given here too: no trip back to the setup, where takes could be lost.
        self.consent_check = QCheckBox(
            "The person has agreed to the recording and its analysis", self
        )

        controls = QHBoxLayout()
        controls.addWidget(self.record_button)
        controls.addWidget(self.listen_button)
        controls.addWidget(self.import_button)
        controls.addWidget(self.level_button)
        controls.addWidget(self.restore_button)
        controls.addStretch(1)
        centre = QVBoxLayout()
        centre.addWidget(self.prompt_title)
        centre.addWidget(scroll, 1)
        centre.addWidget(self.meter)
        centre.addWidget(self.alert_banner)
        centre.addWidget(self.captions)
        centre.addLayout(controls)
        centre.addWidget(self.status_label)
        body = QHBoxLayout()
        body.addWidget(self.slot_list)
        body.addLayout(centre, 1)
        footer = QHBoxLayout()
        footer.addWidget(self.back_button)
        footer.addWidget(self.consent_note, 1)
        footer.addWidget(self.consent_check)
        footer.addStretch(1)
        footer.addWidget(self.upload_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addLayout(body, 1)
        layout.addLayout(footer)

        self.slot_list.currentRowChanged.connect(self._row_changed)
        self.consent_check.toggled.connect(self._consent_toggled)
        # The view takes focus itself so that Space works as soon as the page is shown.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.space_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        # Window-wide while this page is shown, whatever has focus (a button just clicked, the
        # page reached from "Record again"): Space always starts or stops the take.
        self.space_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.space_shortcut.activated.connect(self.toggle_recording)
        self.consent_check.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # as the buttons: see _button
        for child in (self, self.slot_list, self.consent_check):
            child.installEventFilter(self)
        self._refresh()

    def _button(self, text: str, clicked: Callable[[], None]) -> QPushButton:
        button = push_button(text, clicked, self)
        # A focused button would take Space as a click of its own.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.installEventFilter(self)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Space pressed on the page or a child that would take it starts or stops the take.

        The shortcut fires only in Qt's active window. Under X without a window manager (or with
        focus following the pointer) the keys reach the window while Qt never counts it active:
        Space then comes to the focused widget.
        """
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and _is_space(event)
        ):
            self.toggle_recording()
            return True
        return super().eventFilter(watched, event)

    # -- session -----------------------------------------------------------------------------

    @property
    def _draft(self) -> SessionDraft | None:
        return self.desk.draft

    @property
    def draft(self) -> SessionDraft | None:
        return self.desk.draft

    @property
    def takes(self) -> dict[str, str]:
        """The take filling each slot (slot -> path)."""
        return {slot: str(take.path) for slot, take in self.desk.custody.current_takes().items()}

    def _speech_of(self, slot: str) -> float | None:
        take = self.desk.custody.current(slot)
        return None if take is None else take.speech_seconds

    def take_speech(self, slot: str) -> tuple[float, bool] | None:
        """Seconds of speech counted in the slot's take, and whether that is enough."""
        seconds = self._speech_of(slot)
        return None if seconds is None else (seconds, self._enough(seconds))

    def _enough(self, seconds: float) -> bool:
        return seconds >= self._targets().target_seconds

    @property
    def current_slot(self) -> str:
        return self._slot

    @property
    def is_recording(self) -> bool:
        return bool(self.recorder.recording_slot)

    def _show_snapshot(self, snapshot: MeterSnapshot) -> None:
        if self.is_recording:
            self.meter.show_snapshot(snapshot)
        else:  # between takes the clock and the speech count stand still
            self.meter.show_level(snapshot)

    def set_source_factory(self, factory: SourceFactory) -> None:
        """A new input (settings changed); used from the next take on."""
        self.recorder.set_source_factory(factory)

    def set_live_captions(self, enabled: bool) -> None:
        """Live captions on or off (Settings), from the next take on."""
        if self.live is not None:
            self.live.set_enabled(enabled)

    def set_mood_prompt(self, prompt: str) -> None:
        self._configured_prompt = prompt
        self._show_prompt()

    def begin(self, draft: SessionDraft, takes: dict[str, str] | None = None) -> None:
        """Show the recording of ``draft``'s takes: the desk's session in hand (started here if
        it is not yet); ``takes`` (slot -> path): ones already made, to keep."""
        self.recorder.close()  # an unfinished take stays on disk for the recovery scan
        if self.live is not None:  # no caption of an earlier session stays on screen
            self.live.clear()
        if takes:
            draft = self.desk.record_again(draft, takes)
        elif self.desk.draft is None or self.desk.draft.session_id != draft.session_id:
            draft = self.desk.start_session(draft)
        with QSignalBlocker(self.consent_check):
            self.consent_check.setChecked(draft.consent)
        model = model_description(draft.model_kind)
        self.header.setText(f"<b>{draft.user_label}</b> · {model} · {draft.language.value}")
        with QSignalBlocker(self.slot_list):
            self.slot_list.clear()
            self.slot_list.addItems([""] * len(draft.slots))  # texts: _refresh
        missing = [slot for slot in draft.slots if slot not in self.takes]
        self.select_slot(missing[0] if missing else draft.slots[0])
        self.status_label.setText("Press Space (or Record) to start, and again to stop.")
        for take in self.desk.custody.current_takes().values():
            if take.speech_seconds is None:
                self._measure(take)

    def _measure(self, take: Take) -> None:
        """Count the speech of a take brought back that was never counted (recovered after a
        crash) in the background, so its slot and the meter show it as for a take just
        recorded."""
        run_task(self._count_speech(take), on_error=lambda _e: None, owner=self, name="count")

    async def _count_speech(self, take: Take) -> None:
        # An unreadable take raises here and is refused at upload, with the reason.
        check = await asyncio.to_thread(measure_take, take.path)
        counted = self.desk.custody.counted(take.path, check.speech_seconds)
        if counted is not None:  # still held (not gone with a new session meanwhile)
            self._speech_changed(counted.slot)

    def _speech_changed(self, slot: str) -> None:
        if slot == self._slot and not self.is_recording:
            self._reset_meter()
        self._refresh()

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
        if self.is_recording and slot != self.recorder.recording_slot:
            # Stay on the slot being recorded: stop first.
            with QSignalBlocker(self.slot_list):
                self.slot_list.setCurrentRow(self._draft.slots.index(self.recorder.recording_slot))
            return
        if slot != self._slot:
            self.select_slot(slot)

    def _show_prompt(self) -> None:
        draft = self._draft
        title, text = (
            slot_prompt(self._slot, draft.language.value, self._configured_prompt)
            if draft is not None
            else ("", "")
        )
        self.prompt_title.setText(title)
        self.prompt_text.setText(text)

    def _targets(self) -> MeterTargets:
        from voxwell.audio import MeterTargets

        assert self._draft is not None
        return MeterTargets.for_model(self._draft.model_kind)

    def _reset_meter(self) -> None:
        if self._draft is None:
            return
        targets = self._targets()
        known = self._speech_of(self._slot) or 0.0  # a take's own count, not 0, when it has one
        self.meter.reset(
            target_seconds=targets.target_seconds,
            max_seconds=targets.max_seconds,
            speech_seconds=0.0 if self.is_recording else known,
        )
        if not self.is_recording:
            self.meter.set_idle(level_check=self.recorder.previewing)

    # -- recording ---------------------------------------------------------------------------

    def check_level(self) -> None:
        """Open the input so the meter shows its level before (or between) takes."""
        if self._draft is None or not self._slot or self.is_recording:
            return
        try:
            self.recorder.preview(self._slot, self._targets())
        except VoxwellError as exc:
            self._show_error(exc)
            return
        self.meter.set_idle(level_check=True)
        self.status_label.setText(
            "Level check: speak and watch the level bar. Press Space to start recording."
        )
        self.setFocus()

    def toggle_recording(self) -> None:
        """Space: start a take of the selected slot, or stop the one running."""
        if self.is_recording:
            self.stop_recording()
        else:
            self.start_recording()

    def start_recording(self) -> None:
        if self._draft is None or not self._slot or self.is_recording or self._busy:
            return
        try:
            self.recorder.start(self._slot, self._targets(), self.desk.owner())
        except VoxwellError as exc:
            self._show_error(exc)
            return
        if self.live is not None:
            writer = self.recorder.writer
            self.live.start(self._draft, writer.path if writer is not None else None)
        self._reset_meter()
        self.status_label.setText(f"Recording{self._take_named()}… press Space to stop.")
        self._refresh()

    def stop_recording(self) -> None:
        self.recorder.stop()

    def _take_ended(
        self, slot: str, status: SessionStatus, path: Path | None, error: VoxwellError | None
    ) -> None:
        # The take is over: the clock and the speech count stop (the level may still show).
        self.meter.set_idle(level_check=self.recorder.previewing)
        if self.live is not None:  # its last captions come, and are kept beside the take
            self.live.end(path if error is None else None)
        if error is not None or path is None:
            self._show_error(error or VoxwellError("The take was not kept."))
            self._refresh()
            return
        meter = status.meter
        owner = self.desk.owner()
        assert owner is not None
        replaced = self.desk.custody.add(Take(path, slot, owner, meter.speech_seconds))
        verdict = (
            "enough speech"
            if meter.enough_speech
            else f"only {meter.speech_seconds:.0f} s of speech (needs {meter.target_seconds:.0f} s)"
        )
        reason = f" {status.stop_reason}" if status.stop_reason else ""
        text = f"{slot_label(slot)} kept: {format_clock(status.take_seconds)}, {verdict}.{reason}"
        if not meter.enough_speech:  # Upload stays off: say what the service would say, and why
            from voxwell.desk.error_actions import action_for_code

            action = action_for_code(MentalWellnessErrorCode.ERR_RECORDING_TOO_SHORT)
            text += f"<br><b>{action.title}.</b> {action.action}"
        text += _kept_note(replaced)
        self.status_label.setText(text)
        if replaced is not None and (replaced.speech_seconds or 0.0) > meter.speech_seconds:
            self._refresh()  # a worse re-take: stay, with "Restore earlier take" at hand
        else:
            self._advance()

    def _advance(self) -> None:
        assert self._draft is not None
        missing = [slot for slot in self._draft.slots if slot not in self.takes]
        if missing and missing[0] != self._slot:
            self.select_slot(missing[0])
        else:
            self._refresh()

    def shutdown(self) -> None:
        """The app is closing: stop the input; a take being recorded stays for recovery."""
        self.recorder.close()
        if self.live is not None:
            self.live.cancel()

    def _show_live(self) -> None:
        """The take's monitoring changed: a caption, an alert, or its state."""
        live = self.live.current if self.live is not None else None
        self.captions.show_take(live, enabled=self.live is None or self.live.enabled)
        self.alert_banner.show_alerts(live.notes.alerts if live is not None else [])

    # -- listen, import ----------------------------------------------------------------------

    def restore_take(self) -> None:
        """Bring back the take the selected slot had before its last one (kept until upload)."""
        if self._draft is None or self.is_recording:
            return
        try:
            earlier = self.desk.custody.restore(self._slot)
        except VoxwellError as exc:
            self._show_error(exc)
            return
        speech = earlier.speech_seconds
        counted = "" if speech is None else f" ({speech:.0f} s of speech)"
        self.status_label.setText(
            f"{slot_label(self._slot)}: the earlier take is back{counted}; the one it "
            "replaces is kept and can be restored in its turn."
        )
        if self.live is not None:  # the captions on screen were the replaced take's
            self.live.show_restored(earlier.path)
        self._reset_meter()
        self._refresh()
        self.setFocus()

    def listen(self) -> None:
        path = self.takes.get(self._slot)
        if not path:
            return
        try:
            from voxwell.audio import play_file

            seconds = play_file(path)
        except VoxwellError as exc:
            # Playback, not capture: the error actions speak of the microphone.
            self.status_label.setText(
                f"<b>The take cannot be played here.</b> {exc} It is kept and can still be "
                "uploaded."
            )
            return
        self.status_label.setText(f"Playing{self._take_named()} ({format_clock(seconds)}).")

    def choose_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Import a recording", "", IMPORT_FILTER)
        if name:
            run_task(self.import_file(Path(name)), owner=self, name="import")

    async def import_file(self, path: Path, slot: str | None = None) -> str | None:
        """Use ``path`` as the take of ``slot`` (default: the selected one); copied to takes,
        checked in a worker thread while the window goes on (Record and Import wait)."""
        slot = slot or self._slot
        draft = self._draft
        if draft is None or slot not in draft.slots or self.is_recording or self._busy:
            return None
        self._set_busy(True)
        try:
            target = await asyncio.to_thread(import_take, path, slot, self.recorder.folder)
            try:
                # A file the service would refuse (not audio, too long, too little speech)
                # is refused now, with the reason and the fix, and never becomes the take.
                check = await asyncio.to_thread(
                    check_take, target, draft.model_kind, label=path.name
                )
            except VoxwellError:
                target.unlink(missing_ok=True)
                raise
        except VoxwellError as exc:
            self._show_error(exc)
            self.setFocus()  # Space keeps working after the refusal
            return None
        finally:
            self._set_busy(False)
        owner = self.desk.owner()
        if owner is None or owner.session_id != draft.session_id:
            target.unlink(missing_ok=True)  # the session was left meanwhile
            return None
        replaced = self.desk.custody.add(
            Take(target, slot, owner, check.speech_seconds, origin="imported")
        )
        self.setFocus()  # not left on the Import button
        self._speech_changed(slot)
        self.status_label.setText(
            f"{slot_label(slot)}: imported {path.name}.{_kept_note(replaced)}"
        )
        self._advance()
        return str(target)

    # -- footer ------------------------------------------------------------------------------

    def _show_error(self, error: VoxwellError) -> None:
        from voxwell.desk.error_actions import action_for_error

        action = action_for_error(error)
        self.status_label.setText(f"<b>{action.title}.</b> {action.action}<br>{action.detail}")

    def _set_busy(self, busy: bool) -> None:
        """A file is being imported or the takes checked: no take starts meanwhile."""
        self._busy = busy
        self._refresh()

    def ready_to_upload(self) -> bool:
        draft = self._draft
        return (
            draft is not None
            and draft.consent
            and not self.is_recording
            and not self._busy
            and all(slot in self.takes for slot in draft.slots)
            # A take known to have too little speech would be refused: re-take it first.
            and all(
                self._enough(take.speech_seconds)
                for take in self.desk.custody.current_takes().values()
                if take.speech_seconds is not None
            )
        )

    def _upload(self) -> None:
        if self.ready_to_upload():
            run_task(self._check_and_upload(), owner=self, name="check-takes")

    async def _check_and_upload(self) -> None:
        self._set_busy(True)
        try:
            takes = self.takes
            ready = await self.check_takes()
        finally:
            self._set_busy(False)
        if ready and takes == self.takes and self.ready_to_upload():
            self.recorder.close()
            self.uploadRequested.emit(takes)

    async def check_takes(self) -> bool:
        """The pre-upload checks (``voxwell.audio.preflight``) on every take, in a worker
        thread; False, with the reason and the fix shown and the failing slot selected, when
        one would be refused."""
        draft = self._draft
        if draft is None:
            return False
        for slot in draft.slots:
            try:
                await asyncio.to_thread(
                    check_take,
                    Path(self.takes[slot]),
                    draft.model_kind,
                    speech_seconds=self._speech_of(slot),
                    label=f"The {slot_label(slot).lower()} take",
                )
            except VoxwellError as exc:
                self.select_slot(slot)
                self._show_error(exc)
                self.setFocus()
                return False
        return True

    def _consent_toggled(self, given: bool) -> None:
        draft = self._draft
        if draft is None or draft.consent == given:
            return
        draft = dataclasses.replace(draft, consent=given)
        self.desk.update_draft(draft)
        self.consentChanged.emit(draft)
        self._refresh()

    def _back(self) -> None:
        if not self.is_recording:
            self.recorder.close()
            self.backRequested.emit()

    def _slot_state(self, slot: str, take: Take | None) -> str:
        if slot == self.recorder.recording_slot:
            return "● recording…"
        if take is None:
            return "not recorded yet"
        seconds = take.speech_seconds
        if seconds is None:
            return "counting speech…"
        if self._enough(seconds):
            return f"✓ {seconds:.0f} s of speech"
        # Short enough for the slot list: the status line says the rest.
        return f"⚠ {seconds:.0f} s of speech (needs {self._targets().target_seconds:.0f} s)"

    def _take_named(self) -> str:
        """How the status line names the current take: `` the take`` for the one recording of
        a session, else its slot (`` mood question``)."""
        slot = TakeSlot(self._slot)
        return " the take" if slot is TakeSlot.RECORDING else f" {slot_label(slot).lower()}"

    def _refresh(self) -> None:
        draft = self._draft
        if draft is not None:
            for row, slot in enumerate(draft.slots):
                take = self.desk.custody.current(slot)
                state = self._slot_state(slot, take)
                item = self.slot_list.item(row)
                if item is not None:
                    item.setText(f"{row + 1}. {slot_label(slot)}\n    {state}")
                    item.setToolTip(str(take.path) if take is not None else "")
        has_take = self.desk.custody.current(self._slot) is not None
        if self.is_recording:
            self.record_button.setText("Stop (Space)")
        else:
            self.record_button.setText("Re-take (Space)" if has_take else "Record (Space)")
        self.record_button.setEnabled(draft is not None and not self._busy)
        self.listen_button.setEnabled(has_take and not self.is_recording)
        self.import_button.setEnabled(
            draft is not None and not self.is_recording and not self._busy
        )
        self.level_button.setEnabled(draft is not None and not self.is_recording)
        earlier = self.desk.custody.replaced(self._slot) if draft is not None else []
        self.restore_button.setVisible(bool(earlier))
        self.restore_button.setEnabled(bool(earlier) and not self.is_recording)
        if earlier:
            speech = earlier[-1].speech_seconds
            counted = "" if speech is None else f" ({speech:.0f} s)"
            self.restore_button.setText(f"Restore earlier take{counted}")
        self.back_button.setEnabled(not self.is_recording)
        self.upload_button.setEnabled(self.ready_to_upload())
        self.consent_note.setVisible(draft is not None and not draft.consent)
        self.consent_check.setVisible(draft is not None)
        self.consent_check.setEnabled(not self.is_recording)


def _is_space(event: QKeyEvent) -> bool:
    """A plain Space press (not held down: one press, one start or stop)."""
    return (
        event.key() == Qt.Key.Key_Space
        and event.modifiers() == Qt.KeyboardModifier.NoModifier
        and not event.isAutoRepeat()
    )


def _kept_note(replaced: Take | None) -> str:
    """What the status line says of the take a new one replaced: kept, and how to get it back."""
    if replaced is None:
        return ""
    speech = replaced.speech_seconds
    counted = "" if speech is None else f" ({speech:.0f} s of speech)"
    return f"<br>The earlier take{counted} is kept: “Restore earlier take” brings it back."

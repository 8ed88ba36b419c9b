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
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import TakeSlot
from voxwell.audio.preflight import measure_take
from voxwell.desk import Desk, Take
from voxwell.desk.custody import CustodyChange
from voxwell.desk.live_monitor import LiveMonitor
from voxwell.desk.take_inputs import (
    SourceFactory,
    first_refused_take,
    import_checked,
    import_filter,
)
from voxwell.desk.take_messages import (
    imported_message,
    kept_message,
    restored_message,
    slot_line,
)
from voxwell.errors import VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.recording.live_alert_banner import LiveAlertBanner
from voxwell.gui.recording.live_captions_view import LiveCaptionsView
from voxwell.gui.recording.meter_widget import MeterWidget
from voxwell.gui.recording.prompt_panel import PromptPanel
from voxwell.gui.recording.session_footer import SessionFooter
from voxwell.gui.recording.space_key import SpaceKey
from voxwell.gui.recording.take_controls import TakeControls
from voxwell.gui.recording.take_recorder import TakeRecorder
from voxwell.gui.recording.take_slot_list import TakeSlotList
from voxwell.gui.widgets import wrapped_label
from voxwell.i18n import translate
from voxwell.passages import slot_prompt
from voxwell.sessions.draft import SessionDraft
from voxwell.wording import format_clock, language_name, model_description, slot_label

if TYPE_CHECKING:  # voxwell.audio loads PortAudio: imported when the first take starts
    from voxwell.audio import MeterSnapshot, MeterTargets, SessionStatus

__all__ = ["RecordingView"]


def _slot_named(slot: str) -> str:
    """A slot's take as a status line names it mid-sentence: ``mood question``."""
    return slot_label(slot).lower()


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
        self.recorder.levelCheckEnded.connect(self._level_check_ended)
        self.space_key = SpaceKey(self, self.toggle_recording)

        self.header = QLabel(self)
        self.slot_list = TakeSlotList(self)
        self.prompt = PromptPanel(self)
        self.meter = MeterWidget(self)
        self.live = live
        self.alert_banner = LiveAlertBanner(self)
        self.captions = LiveCaptionsView(self)
        self.captions.setVisible(live is not None)
        if live is not None:
            self.recorder.set_tap(live.feed)
            live.subscribe(self._show_live)
            self._show_live()
        self.controls = TakeControls(self)
        self.space_key.set_own(self.controls.record_button)
        self.status_label = wrapped_label(parent=self)
        self.footer = SessionFooter(self)

        centre = QVBoxLayout()
        for widget in (self.prompt, self.meter, self.alert_banner, self.captions):
            centre.addWidget(widget, 1 if widget is self.prompt else 0)
        centre.addWidget(self.controls)
        centre.addWidget(self.status_label)
        body = QHBoxLayout()
        body.addWidget(self.slot_list)
        body.addLayout(centre, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addLayout(body, 1)
        layout.addWidget(self.footer)

        clicks = {
            self.controls.record_button: self.toggle_recording,
            self.controls.listen_button: self.listen,
            self.controls.import_button: self.choose_import,
            self.controls.level_button: self.check_level,
            self.controls.restore_button: self.restore_take,
            self.footer.back_button: self._back,
            self.footer.upload_button: self._upload,
        }
        for button, clicked in clicks.items():
            button.clicked.connect(clicked)
            self.space_key.watch(button)
        self.slot_list.currentRowChanged.connect(self._row_changed)
        self.footer.consent_check.toggled.connect(self._consent_toggled)
        self.space_key.watch(self.slot_list)
        self.space_key.watch(self.footer.consent_check)
        # The slots, the buttons and the meter follow the custody: every change is shown.
        self.desk.custody.changes.subscribe(self._custody_changed)
        self._refresh()

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

    def begin(self) -> None:
        """Show the recording of the desk's session in hand. Starting it is the desk's one path
        (``Desk.start_session``, or ``Desk.record_again`` with the takes that stay)."""
        draft = self.desk.draft
        if draft is None:
            return
        self.recorder.close()  # an unfinished take stays on disk for the recovery scan
        if self.live is not None:  # no caption of an earlier session stays on screen
            self.live.clear()
        self.footer.show_consent(draft.consent)
        model = model_description(draft.model_kind)
        language = language_name(draft.language.value)  # as the setup form names it
        self.header.setText(f"<b>{draft.user_label}</b> · {model} · {language}")
        self.slot_list.show_slots(len(draft.slots))  # their texts: _refresh
        missing = [slot for slot in draft.slots if slot not in self.takes]
        self.select_slot(missing[0] if missing else draft.slots[0])
        self.status_label.setText(
            translate("RecordingView", "Press Space (or Record) to start, and again to stop.")
        )
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
        # Counted if still held (not gone with a new session meanwhile): the change is shown.
        self.desk.custody.counted(take.path, check.speech_seconds)

    def _custody_changed(self, change: CustodyChange) -> None:
        """The custody changed: a take of the selected slot shows its count on the meter."""
        if change.slot is not None and change.slot == self._slot and not self.is_recording:
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
            self.slot_list.select_quietly(self._draft.slots.index(self.recorder.recording_slot))
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
        self.prompt.show_prompt(title, text)
        # The page holds the focus (Space records at once): a screen reader names it and says
        # what to do in this take.
        self.setAccessibleName(translate("RecordingView", "Recording"))
        self.setAccessibleDescription(
            translate("RecordingView", "{instruction}. Space starts and stops the take.").format(
                instruction=title
            )
        )

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
            translate(
                "RecordingView",
                "Level check: speak and watch the level bar. Press Space to start recording.",
            )
        )
        self.setFocus()

    def _level_check_ended(self) -> None:
        self.meter.set_idle(level_check=False)
        self.status_label.setText(
            translate(
                "RecordingView",
                "The level check ended, and the microphone is closed. Press Check level to see "
                "the level again, or Space to start recording.",
            )
        )

    def hideEvent(self, event: QHideEvent) -> None:
        # The page is left (another tab, New session): a level check closes the microphone; a
        # take being recorded goes on.
        self.recorder.end_level_check()
        super().hideEvent(event)

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
        if TakeSlot(self._slot) is TakeSlot.RECORDING:
            said = translate("RecordingView", "Recording the take… press Space to stop.")
        else:
            said = translate("RecordingView", "Recording {slot}… press Space to stop.").format(
                slot=_slot_named(self._slot)
            )
        self.status_label.setText(said)
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
            self._show_error(
                error or VoxwellError(translate("RecordingView", "The take was not kept."))
            )
            self._refresh()
            return
        meter = status.meter
        owner = self.desk.owner()
        assert owner is not None
        replaced = self.desk.custody.add(Take(path, slot, owner, meter.speech_seconds))
        self.status_label.setText(
            kept_message(
                slot,
                take_seconds=status.take_seconds,
                speech_seconds=meter.speech_seconds,
                target_seconds=meter.target_seconds,
                stop_reason=status.stop_reason or "",
                replaced=replaced,
            )
        )
        # A worse re-take stays selected, with "Restore earlier take" at hand.
        if replaced is None or (replaced.speech_seconds or 0.0) <= meter.speech_seconds:
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
        self.captions.show_take(
            live,
            enabled=self.live is None or self.live.enabled,
            announce_captions=self.desk.settings.announce_captions,
        )
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
        self.status_label.setText(restored_message(self._slot, earlier))
        if self.live is not None:  # the captions on screen were the replaced take's
            self.live.show_restored(earlier.path)
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
                translate(
                    "RecordingView",
                    "<b>The take cannot be played here.</b> {error} It is kept and can still be "
                    "uploaded.",
                ).format(error=exc)
            )
            return
        clock = format_clock(seconds)
        if TakeSlot(self._slot) is TakeSlot.RECORDING:
            said = translate("RecordingView", "Playing the take ({clock}).").format(clock=clock)
        else:
            said = translate("RecordingView", "Playing {slot} ({clock}).").format(
                slot=_slot_named(self._slot), clock=clock
            )
        self.status_label.setText(said)

    def choose_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, translate("RecordingView", "Import a recording"), "", import_filter()
        )
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
            target, check = await asyncio.to_thread(
                import_checked, path, slot, self.recorder.folder, draft.model_kind
            )
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
        self.status_label.setText(imported_message(slot, path.name, replaced))
        self._advance()
        return str(target)

    # -- footer ------------------------------------------------------------------------------

    def _show_error(self, error: VoxwellError) -> None:
        from voxwell.desk.error_actions import action_for_error

        action = action_for_error(error)
        self.status_label.setText(
            translate("RecordingView", "<b>{title}.</b> {action}<br>{detail}").format(
                title=action.title, action=action.action, detail=action.detail
            )
        )

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
        takes = self.desk.custody.current_takes()
        refused = await asyncio.to_thread(first_refused_take, takes, draft.slots, draft.model_kind)
        if refused is None:
            return True
        slot, error = refused
        self.select_slot(slot)
        self._show_error(error)
        self.setFocus()
        return False

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

    def _refresh(self) -> None:
        draft = self._draft
        if draft is not None:
            target = self._targets().target_seconds
            rows = []
            for number, slot in enumerate(draft.slots, start=1):
                take = self.desk.custody.current(slot)
                recording = slot == self.recorder.recording_slot
                line = slot_line(number, slot, take, recording=recording, target_seconds=target)
                rows.append((line, str(take.path) if take is not None else ""))
            self.slot_list.show_rows(rows)
        earlier = self.desk.custody.replaced(self._slot) if draft is not None else []
        self.controls.show_state(
            has_session=draft is not None,
            has_take=self.desk.custody.current(self._slot) is not None,
            recording=self.is_recording,
            busy=self._busy,
            earlier=earlier[-1] if earlier else None,
        )
        self.footer.show_state(
            has_session=draft is not None,
            consent=draft is not None and draft.consent,
            recording=self.is_recording,
            ready=self.ready_to_upload(),
        )

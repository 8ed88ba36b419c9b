"""The main window: the session tab (setup → recording → upload → results), the review tabs,
menus and the status bar that says which service is in use.

Review tabs (history, questionnaires, user data, account) are built the first time they are
shown, so the window opens without loading the plotting library. The session tab's results page
(``ResultsView``) is also built on first use.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from voxwell import __version__
from voxwell.client.config import plain_http_warning
from voxwell.desk import EngineStatus
from voxwell.desk.error_actions import Button
from voxwell.desk.failed_takes import failed_slots
from voxwell.desk.live_monitor import LiveMonitor
from voxwell.desk.recovery import KeptTakes
from voxwell.desk.settings import AppSettings
from voxwell.desk.take_inputs import SourceFactory
from voxwell.desk.upload_queue import ClientFor
from voxwell.errors import VoxwellError
from voxwell.gui import WINDOW_TITLE
from voxwell.gui.app_state import AppState
from voxwell.gui.async_tasks import run_task
from voxwell.gui.recording.recording_view import RecordingView
from voxwell.gui.recording.session_setup_view import SessionSetupView
from voxwell.gui.recording.take_controls import KEYS as RECORDING_KEYS
from voxwell.gui.recording.upload_view import UploadView
from voxwell.gui.widgets import alt_key, push_button, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.paths import AppPaths
from voxwell.privacy.protection import Protection
from voxwell.records import SessionRecord
from voxwell.sessions.draft import SessionDraft, create_session_record, draft_from_record
from voxwell.wording import service_label, slot_label

if TYPE_CHECKING:
    from voxwell.gui.history.history_view import HistoryView
    from voxwell.gui.results.results_view import ResultsView

_MENU_KEYS: tuple[tuple[str, str], ...] = (
    ("Ctrl+N", QT_TRANSLATE_NOOP("MainWindow", "New session")),
    ("Ctrl+I", QT_TRANSLATE_NOOP("MainWindow", "Import a recording")),
    ("Ctrl+,", QT_TRANSLATE_NOOP("MainWindow", "Settings")),
)
"""The menus' keys, for Help > Keyboard shortcuts (with the menus' own Alt keys)."""


__all__ = ["PAGES", "MainWindow"]

_log = logging.getLogger(__name__)

PAGES = ("setup", "recording", "upload", "results")

# The review tabs after the session tab, by title (each view is built by _make_review); the
# titles shown are translated, these stay the tabs' names in code.
_REVIEW_TABS = (
    QT_TRANSLATE_NOOP("MainWindow", "History"),
    QT_TRANSLATE_NOOP("MainWindow", "Study"),
    QT_TRANSLATE_NOOP("MainWindow", "Questionnaires"),
    QT_TRANSLATE_NOOP("MainWindow", "User data"),
    QT_TRANSLATE_NOOP("MainWindow", "Account"),
)

_ENGINE_STATES = {
    EngineStatus.NOT_USED: QT_TRANSLATE_NOOP("MainWindow", "Local engine: not used"),
    EngineStatus.NOT_STARTED: QT_TRANSLATE_NOOP("MainWindow", "Local engine: not started"),
    EngineStatus.STARTING: QT_TRANSLATE_NOOP("MainWindow", "Local engine: starting"),
    EngineStatus.READY: QT_TRANSLATE_NOOP("MainWindow", "Local engine: ready"),
    EngineStatus.STOPPED: QT_TRANSLATE_NOOP("MainWindow", "Local engine: stopped"),
    EngineStatus.FAILED: QT_TRANSLATE_NOOP("MainWindow", "Local engine: failed"),
}
"""The status bar's words for the local engine's state."""


class MainWindow(QMainWindow):
    """Everything the clinician and the researcher see."""

    settingsRequested = Signal()
    closing = Signal()

    def __init__(
        self,
        state: AppState,
        settings: AppSettings,
        source_factory: SourceFactory,
        client_for: ClientFor,
        parent: QWidget | None = None,
        *,
        takes_folder: Path,
        paths: AppPaths | None = None,
    ) -> None:
        """``paths``: the data folder, for erasing a person from History (None: no erase)."""
        super().__init__(parent)
        self.state = state
        self._paths = paths
        self.desk = state.desk  # the session in hand, its takes, whom the window is about
        self.store = self.desk.store  # the History screen's (the desk's models keep sessions)
        self._review: dict[str, QWidget] = {}
        self._history: HistoryView | None = None
        self._results: ResultsView | None = None
        self._results_for: int | None = None  # the session whose results are being opened
        self.setWindowTitle(WINDOW_TITLE)
        self.resize(1100, 760)

        self.setup_view = SessionSetupView(settings, self)
        self.recording_view = RecordingView(
            source_factory,
            mood_prompt=settings.mood_prompt,
            takes_folder=takes_folder,
            desk=self.desk,
            # Live captions and alerts through the service in use (the bundled engine offline).
            live=LiveMonitor(
                state.service.connection,
                enabled=settings.live_captions,
                spawn=lambda coro, name: run_task(coro, owner=self, name=name),
            ),
        )
        self.upload_view = UploadView(self.desk, client_for)
        self.results_page = QWidget()
        self._results_layout = QVBoxLayout(self.results_page)
        bar = QHBoxLayout()
        self.new_session_button = push_button(
            translate("MainWindow", "New session"), self.new_session, self.results_page
        )
        bar.addStretch(1)
        bar.addWidget(self.new_session_button)
        self._results_layout.addLayout(bar)
        self.session_stack = QStackedWidget()
        for page in (self.setup_view, self.recording_view, self.upload_view, self.results_page):
            self.session_stack.addWidget(page)

        self.banner = wrapped_label(
            style="background: #fff3e0; color: #5d4037; padding: 6px; border: 1px solid #ffcc80;"
        )
        self.banner_close = QToolButton()
        self.banner_close.setText("✕")
        self.banner_close.setAccessibleName(translate("MainWindow", "Close this notice"))
        self.banner_close.setToolTip(translate("MainWindow", "Close this notice"))
        self.banner_close.setAutoRaise(True)
        self.banner_close.clicked.connect(self.clear_message)
        banner_row = QHBoxLayout()
        banner_row.addWidget(self.banner, 1)
        banner_row.addWidget(self.banner_close)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.session_stack, translate("MainWindow", "Session"))
        for title in _REVIEW_TABS:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(holder, translate("MainWindow", title))
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addLayout(banner_row)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.clear_message()

        self.service_label = QLabel()
        self.statusBar().addPermanentWidget(self.service_label)
        self.protection_label = QLabel()
        self.protection_label.setObjectName("protection")
        self.statusBar().addPermanentWidget(self.protection_label)
        self._build_menus()

        self.setup_view.startRequested.connect(self._start_recording)
        self.recording_view.backRequested.connect(self._back_to_setup)
        self.recording_view.uploadRequested.connect(self._upload)
        self.upload_view.sessionFinished.connect(self._finished)
        self.upload_view.sessionFailed.connect(lambda _record: self._refresh_history())
        self.upload_view.actionRequested.connect(self._upload_action)
        self.tabs.currentChanged.connect(self._tab_changed)
        state.service.changed.connect(self._update_status)
        state.engineStateChanged.connect(self._update_status)
        self._update_status()
        # The keyboard starts in the setup's first field, not on the tab bar.
        self.setup_view.label_edit.setFocus()

    # -- menus and status ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        file_menu.addAction(
            translate("MainWindow", "&New session"), QKeySequence.StandardKey.New, self.new_session
        )
        self.import_action = file_menu.addAction(
            translate("MainWindow", "&Import recording…"),
            QKeySequence("Ctrl+I"),
            self._import_recording,
        )
        self.import_action.setToolTip(
            translate("MainWindow", "Use an audio file as the selected take instead of recording")
        )
        file_menu.addAction(
            translate("MainWindow", "&Settings…"),
            QKeySequence("Ctrl+,"),
            self.settingsRequested.emit,
        )
        file_menu.addSeparator()
        file_menu.addAction(
            translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close
        )
        self.file_menu = file_menu
        self.help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        self.help_menu.addAction(translate("MainWindow", "&Keyboard shortcuts"), self.show_keys)
        self.help_menu.addAction(translate("MainWindow", "&About Voxwell"), self._about)

    def _import_recording(self) -> None:
        if self.current_page() == "setup":
            # An imported file fills a take of a session: start the one the form describes (the
            # form says why if it cannot start), then choose the file.
            self.setup_view.start()
            if self.current_page() == "setup":
                return
        if self.current_page() != "recording":
            self.show_error(
                translate(
                    "MainWindow",
                    "Start a new session first: imported files fill a take of a session.",
                )
            )
            return
        self.recording_view.choose_import()

    def show_keys(self) -> QMessageBox:
        """The recording page's keys (and the menus'), in a window of their own."""
        # The menus' Alt keys are the letters of their titles as shown (a translation's own).
        menu_keys = ", ".join(
            key for key in (alt_key(self.file_menu.title()), alt_key(self.help_menu.title())) if key
        )
        keys = [
            *RECORDING_KEYS,  # already in the app's language
            *((key, translate("MainWindow", what)) for key, what in _MENU_KEYS),
            (menu_keys, translate("MainWindow", "The File and Help menus")),
        ]
        rows = "".join(
            f"<tr><td><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>" for key, what in keys
        )
        title = translate("MainWindow", "Keyboard shortcuts")
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, "", parent=self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(f"<table cellspacing='6'>{rows}</table>")
        box.setAccessibleName(title)
        box.open()
        return box

    def _about(self) -> None:
        what = translate("MainWindow", "Record, analyse and review voice sessions.")
        model = translate(
            "MainWindow",
            "Results from the local engine come from an acoustic reference model, not a "
            "clinical model. So do those of a team server, which runs the same engine.",
        )
        QMessageBox.about(
            self,
            translate("MainWindow", "About Voxwell"),
            f"<b>Voxwell {__version__}</b><br>{what}<br>{model}",
        )

    def _update_status(self) -> None:
        service, state = self.state.service, self.state
        name = service_label(service.service_name)
        parts = [translate("MainWindow", "Service: {name}").format(name=name)]
        if service.base_url:
            parts.append(service.base_url)
            if not service.is_local and plain_http_warning(service.base_url):
                parts.append(translate("MainWindow", "unencrypted (plain http)"))
        elif not service.is_local:
            parts.append(translate("MainWindow", "no address (open Settings)"))
        if not service.is_local and not service.has_key:
            parts.append(translate("MainWindow", "no API key (open Settings)"))
        if state.engine_state is EngineStatus.FAILED and state.engine_detail:
            engine = translate("MainWindow", "Local engine: failed ({reason})").format(
                reason=state.engine_detail
            )
        elif state.engine_state in _ENGINE_STATES:
            engine = translate("MainWindow", _ENGINE_STATES[state.engine_state])
        else:
            engine = translate("MainWindow", "Local engine: {state}").format(
                state=state.engine_state
            )
        parts.append(engine)
        self.service_label.setText(" · ".join(parts))

    def status_text(self) -> str:
        return self.service_label.text()

    def show_protection(self, protection: Protection) -> None:
        """Say how the patient data on this computer is kept: encrypted, or plainly not."""
        if protection.notice is None:
            self.protection_label.setText(
                translate("MainWindow", "Data on this computer: encrypted")
            )
            self.protection_label.setToolTip(
                translate(
                    "MainWindow",
                    "Recordings, notes and results are encrypted with a key kept in this "
                    "computer's keyring.",
                )
            )
        else:
            self.protection_label.setText(
                translate("MainWindow", "Data on this computer: NOT encrypted (no keyring)")
            )
            self.protection_label.setToolTip(protection.notice)
        self.protection_label.setAccessibleDescription(self.protection_label.toolTip())

    def show_error(self, error: VoxwellError | str) -> None:
        """Shown in the banner at the top (the async tasks' error sink)."""
        self.banner.setText(str(error))
        self.banner.show()
        self.banner_close.show()

    def clear_message(self) -> None:
        self.banner.clear()
        self.banner.hide()
        self.banner_close.hide()

    def message(self) -> str:
        return self.banner.text()  # cleared when the banner is closed

    # -- the session tab -----------------------------------------------------------------------

    def show_page(self, name: str) -> None:
        self.tabs.setCurrentIndex(0)
        self.session_stack.setCurrentIndex(PAGES.index(name))
        if name == "recording":
            self.recording_view.setFocus()  # Space works at once, also after "Record again"
        if self._results is not None:
            # Export acts on the results on screen only, never on a session no longer shown.
            self._results.export_actions.menu.setEnabled(name == "results")

    def current_page(self) -> str:
        return PAGES[self.session_stack.currentIndex()]

    def current_user_label(self) -> str:
        """The person the window is about (``Desk.person``): the session being recorded or the
        one whose results are open; else the label typed in the setup."""
        return self.desk.person or self.setup_view.label_edit.text().strip()

    def apply_settings(self, settings: AppSettings, source_factory: SourceFactory) -> None:
        self.desk.apply_settings(settings)
        self.setup_view.apply_defaults(settings)
        self.recording_view.set_mood_prompt(settings.mood_prompt)
        self.recording_view.set_live_captions(settings.live_captions)
        self.recording_view.set_source_factory(source_factory)

    def offer_recovered(self, kept: KeptTakes) -> None:
        """Takes kept from the recovery prompt wait for their own person's session."""
        self.desk.custody.offer(kept.takes)
        self.show_error(kept.message())

    def waiting_takes(self, user_label: str) -> dict[str, str]:
        """Takes waiting for ``user_label``'s session (recovered, or kept by "Back to setup"):
        the newest of each slot."""
        return {take.slot: str(take.path) for take in self.desk.custody.waiting(user_label)}

    def new_session(self) -> None:
        if self.recording_view.is_recording:
            return
        defaults = self.desk.new_session()  # the takes in hand wait for their person
        self.setup_view.clear_person()  # nothing of the previous person stays on screen
        self.setup_view.apply_setup_defaults(defaults)  # nor their language or model
        self.show_page("setup")
        self.setup_view.focus_first()

    def _person_erased(self, user_label: str) -> None:
        """Nothing of an erased person stays on screen: their results or setup give way to a
        new session."""
        if self.desk.person == user_label or self.current_user_label() == user_label:
            self.new_session()

    def _back_to_setup(self) -> None:
        # The takes stay with their person: starting again for them brings them back.
        self.desk.back_to_setup()
        self.show_page("setup")

    def _start_recording(self, draft: SessionDraft) -> None:
        self.desk.start_session(draft)
        self.recording_view.begin()
        self.show_page("recording")
        self.recording_view.setFocus()

    def _upload(self, takes: dict[str, str]) -> None:
        draft = self.state.draft
        if draft is not None:
            run_task(self._store_and_upload(draft, takes), owner=self, name="store-session")

    async def _store_and_upload(self, draft: SessionDraft, takes: dict[str, str]) -> None:
        try:
            record = await asyncio.to_thread(  # a history commit: not on the event loop
                create_session_record,
                self.store,
                draft,
                takes,
                service_name=self.state.service.service_name,
                base_url=self.state.service.base_url,
            )
        except VoxwellError as exc:
            self.show_error(exc)
            return
        kept = self.desk.session_sent()
        if kept:
            earlier = ", ".join(
                translate("MainWindow", "the earlier {slot} take").format(
                    slot=slot_label(t.slot).lower()
                )
                for t in kept
            )
            self.show_error(
                translate(
                    "MainWindow",
                    "Kept {takes}: it had more speech than the take sent. It is offered again at "
                    "the next start, where it can be discarded.",
                ).format(takes=earlier)
            )
        self.upload_view.start(record)
        self.show_page("upload")
        self._refresh_history()

    def resume(self, records: list[SessionRecord]) -> None:
        """Sessions left unfinished by an earlier run of the app: upload or poll them again."""
        if not records:
            return
        for record in records:
            self.upload_view.start(record)
        if self.current_page() == "setup" and not self.recording_view.is_recording:
            self.show_page("upload")
        count = len(records)  # a plain name: lupdate reads no call as the count
        self.statusBar().showMessage(
            translate("MainWindow", "Resuming %n unfinished session(s).", None, count), 10_000
        )

    def _finished(self, record: SessionRecord) -> None:
        self._refresh_history()
        self.show_results(record)

    def _upload_action(self, button: str, record: SessionRecord) -> None:
        if button == Button.SETTINGS:
            self.settingsRequested.emit()
            return
        keep = {s: p for s, p in record.takes.items() if Path(p).is_file()}
        if record.error_code and button in (Button.RETAKE, Button.IMPORT):
            # The failed take must be replaced: the takes are checked again to find which.
            run_task(self._record_again_but_failed(record, keep), owner=self, name="failed-takes")
        else:
            self._record_again(record, keep)

    async def _record_again_but_failed(self, record: SessionRecord, keep: dict[str, str]) -> None:
        failed = await asyncio.to_thread(failed_slots, record)
        self._record_again(record, {s: p for s, p in keep.items() if s not in failed})

    def _record_again(self, record: SessionRecord, keep: dict[str, str]) -> None:
        draft = self.state.draft
        if draft is None or draft.user_label.strip() != record.user_label.strip():
            draft = draft_from_record(record)  # never another person's session in hand
        self.desk.record_again(draft, keep)
        self.recording_view.begin()
        self.show_page("recording")

    def results_view(self) -> ResultsView:
        """The ``ResultsView`` on the session tab's results page (built on first use)."""
        if self._results is None:
            from voxwell.gui.results.results_view import ResultsView

            self._results = ResultsView()
            self._results.export_actions.questionnaire_source = self.store.questionnaires
            self._results_layout.addWidget(self._results, 1)
            self._results.show()
            # The results view's Export menu, also in the menu bar.
            self.menuBar().insertMenu(
                self.help_menu.menuAction(), self._results.export_actions.menu
            )
        return self._results

    def show_results(self, record: SessionRecord) -> None:
        """Open ``record``'s results: its one results model is built off the event loop (the
        stored run parsed and checked, the person's questionnaires read), then shown."""
        self.desk.show_person(record.user_label)  # the window is about this person now
        self._results_for = record.id
        run_task(self._show_results(record), owner=self, name="results-model")

    async def _show_results(self, record: SessionRecord) -> None:
        view = self.results_view()
        model = await asyncio.to_thread(view.results_model, record)
        if self._results_for != record.id:
            return  # another session was opened meanwhile: its own task shows it
        view.show_session(record, model)
        self.show_page("results")

    # -- review tabs ---------------------------------------------------------------------------

    def review_tab(self, title: str) -> QWidget | None:
        """The review tab called ``title``, built now if it has not been shown yet."""
        if title not in _REVIEW_TABS:
            return None
        return self._build_review(1 + _REVIEW_TABS.index(title))  # after the session tab

    def _tab_changed(self, index: int) -> None:
        if index > 0:
            self._build_review(index)

    def _build_review(self, index: int) -> QWidget | None:
        if not 0 < index <= len(_REVIEW_TABS):
            return None
        title = _REVIEW_TABS[index - 1]  # the tab's name in code (its text is translated)
        if title in self._review:
            return self._review[title]
        view = self._make_review(title)
        holder = self.tabs.widget(index)
        layout = holder.layout() if holder is not None else None
        if view is None or layout is None:
            return None
        layout.addWidget(view)
        view.show()  # a child added to a visible parent stays hidden until shown
        self._review[title] = view
        return view

    def _make_review(self, title: str) -> QWidget | None:
        # Each view's module is imported here, the first time its tab is shown.
        if title == "History":
            from voxwell.gui.history.history_view import HistoryView

            history = HistoryView(self.store, self._paths)
            history.sessionActivated.connect(self._open_session)
            history.personErased.connect(self._person_erased)
            self._history = history
            return history
        if title == "Study":
            from voxwell.gui.study.study_view import StudyView

            study = StudyView(self.store, self._paths)
            study.sessionActivated.connect(self.show_results)
            return study
        if title == "Questionnaires":
            from voxwell.gui.questionnaires.questionnaires_view import QuestionnairesView

            questionnaires = QuestionnairesView(
                self.state.service, self.current_user_label, desk=self.desk
            )
            self.state.deskChanged.connect(questionnaires.person_changed)
            return questionnaires
        if title == "User data":
            from voxwell.gui.account.user_data_view import UserDataView

            user_data = UserDataView(self.state.service, self.current_user_label)
            self.state.deskChanged.connect(user_data.person_changed)
            return user_data
        if title == "Account":
            from voxwell.gui.account.account_view import AccountView

            return AccountView(self.state.service)
        return None

    def _open_session(self, session_id: int) -> None:
        self.show_results(self.store.get(session_id))

    def recordings_removed(self, session_ids: Collection[int]) -> None:
        """The retention rule removed these sessions' audio: results on screen of one of them
        are shown again from the history, so Inspect and Listen say so."""
        view = self._results
        shown = view.record() if view is not None else None
        if view is not None and shown is not None and shown.id in session_ids:
            view.show_session(self.store.get(shown.id))

    def _refresh_history(self) -> None:
        if self._history is not None:
            self._history.refresh()

    # -- closing -------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        # Nothing is asked: a take being recorded, or recorded and not uploaded, stays on disk
        # for the prompt at the next start, and an upload in progress resumes then.
        self.recording_view.shutdown()
        self.upload_view.stop_for_shutdown()
        for view in self._review.values():
            view.close()  # e.g. the questionnaires tab stops polling the service
        self.closing.emit()
        event.accept()

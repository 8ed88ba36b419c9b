"""The running desktop app: settings, services, engine, history and window, wired together.

``Application`` builds the main window, adopts the engine launched at start (or launches it),
reports the engine's state and the chosen service to the one ``AppState`` the views observe,
resumes unfinished uploads once the engine is up, offers back takes a crash left behind, applies
the retention rule for recordings at start and once a day (``voxwell.desk.retention``), applies
edited settings, and stops everything on close.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from voxwell.desk import Desk, EngineStatus, open_history
from voxwell.desk.settings import AppSettings, load_settings
from voxwell.desk.take_inputs import default_source_factory
from voxwell.errors import VoxwellError
from voxwell.gui.app_state import AppState
from voxwell.gui.async_tasks import cancel_all, run_task, set_error_sink
from voxwell.gui.main_window import MainWindow
from voxwell.gui.translation import install_ui_language, system_session_language
from voxwell.i18n import translate
from voxwell.launcher.engine_launch import EngineLaunch, launch_engine
from voxwell.paths import app_paths
from voxwell.privacy.at_rest import use_data_key
from voxwell.privacy.protection import Protection, protect_data_folder

if TYPE_CHECKING:
    from voxwell.gui.recording.recovery_dialog import RecoveryDialog
    from voxwell.gui.settings.settings_dialog import SettingsDialog
    from voxwell.launcher.engine_key import KeyHome
    from voxwell.launcher.engine_supervisor import EngineSupervisor

__all__ = ["Application"]

_log = logging.getLogger(__name__)

RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000
"""How often the retention rule for recordings is applied while the app runs (and at start)."""


def _hosted_service(settings: AppSettings) -> tuple[str, str]:
    """Name and base URL of the team server or hosted region the settings choose (a team server
    without an address gives "": the views say to enter one)."""
    from voxwell.client import Region

    region = Region(settings.service)
    name = region.label if region is Region.TEAM else f"{region.label} region"
    config = settings.services().get(region)
    if config is None:
        return name, ""
    return name, config.base_url


class Application(QObject):
    """The running app: settings, services, engine, history and window."""

    def __init__(
        self,
        *,
        start_engine: bool = True,
        engine_workers: int | None = None,
        launch: EngineLaunch | None = None,
        settings: AppSettings | None = None,
        protection: Protection | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.paths = app_paths().ensure()
        first_start = settings is None and not self.paths.settings_file.exists()
        self.settings = settings or load_settings(self.paths.settings_file)
        if first_start and (spoken := system_session_language()) is not None:
            # A first start's sessions default to the system's language (a clinician in
            # Madrid records in es-ES), until Settings say otherwise.
            self.settings = self.settings.model_copy(update={"language": spoken})
        # The app's language before any window is built: widgets take their words when made.
        self.language = install_ui_language(self.settings.ui_language)
        # The data key (or none, said in the window) before anything of a patient is opened.
        self.protection = protection or protect_data_folder(self.paths.data)
        use_data_key(self.protection.secret)  # takes and their notes are sealed with it
        self.store = open_history(self.paths.history_db, key=self.protection.secret)
        self.state = AppState(
            engine_state=EngineStatus.STARTING if start_engine else EngineStatus.NOT_STARTED,
            desk=Desk(self.settings, self.store),
            parent=self,
        )
        self._start_engine = start_engine
        self._engine_workers = engine_workers
        self._launch = launch
        self.runner: EngineSupervisor | None = None
        self.engine_key_home: KeyHome | None = None
        self.window = MainWindow(
            self.state,
            self.settings,
            default_source_factory(self.settings.input_device, self.settings.input_file),
            self.state.clients_for,
            takes_folder=self.paths.takes,
            paths=self.paths,
        )
        self.window.show_protection(self.protection)
        self.window.settingsRequested.connect(self.open_settings)
        self.window.closing.connect(self.shutdown)
        self._apply_service()
        self._shut_down = False
        self.startup_times: dict[str, float] = {}
        self.recovery_dialog: RecoveryDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.retention_timer = QTimer(self)
        self.retention_timer.setObjectName("recording-retention")
        self.retention_timer.setInterval(RETENTION_INTERVAL_MS)
        self.retention_timer.timeout.connect(self._retention_due)

    # -- services ------------------------------------------------------------------------------

    def _apply_service(self) -> None:
        if self.settings.service == "local":
            self.state.use_local()
        else:
            name, base_url = _hosted_service(self.settings)
            self.state.use_hosted_from_keyring(self.settings.service, name, base_url)

    # -- start ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Show the window, then start the engine, resume uploads and look for lost takes."""
        set_error_sink(self.window.show_error)
        self.window.show()
        self.startup_times["window_shown"] = time.time()
        QTimer.singleShot(0, self._interactive)
        recovering = run_task(self._recover_takes(), name="recover-takes")
        # The first pass waits for the takes folder's own start-up work (sealing, recovery), so
        # that no file is rewritten there while the rule deletes it.
        run_task(self._apply_retention(after=recovering), name="recording-retention")
        self.retention_timer.start()
        if self._start_engine:
            run_task(self._run_engine(), on_error=self._engine_failed, name="engine-start")
        else:
            self._resume_pending()

    def _interactive(self) -> None:
        self.startup_times.setdefault("interactive", time.time())

    async def _run_engine(self) -> None:
        from voxwell.launcher.engine_supervisor import EngineSupervisor

        self.state.set_engine_state(EngineStatus.STARTING)
        launch = self._launch or launch_engine(
            self.paths.engine,
            self._engine_workers,
            port=self.settings.engine_port,
            asr_model=self.settings.asr_model,
            data_key=self.protection.key,
        )
        self._launch = launch
        runner = self.runner = EngineSupervisor(launch, self._engine_state)
        engine = await asyncio.to_thread(launch.wait_for_engine)
        self.engine_key_home = launch.key_home
        self.state.set_engine_key(engine.api_key)
        await runner.start()
        if launch.port_note and not self._shut_down:
            self.window.show_error(launch.port_note)
        self._resume_pending()

    def _engine_state(self, state: EngineStatus, detail: str) -> None:
        """The supervisor's report: ``detail`` is the address when ready, else the reason."""
        if self._shut_down and state is not EngineStatus.STOPPED:
            return
        if state is EngineStatus.READY:
            self.state.set_engine_state(state, base_url=detail)
            self.startup_times.setdefault("engine_ready", time.time())
        else:
            self.state.set_engine_state(state, detail=detail)

    def _engine_failed(self, error: VoxwellError) -> None:
        reason = str(error).splitlines()[0]
        self.state.set_engine_state(EngineStatus.FAILED, detail=reason)
        self.window.show_error(
            translate(
                "Application",
                "The local engine could not start: {reason} Recording still works; uploads to "
                "the local engine wait until it runs. Restart Voxwell, or choose a region in "
                "Settings.",
            ).format(reason=reason)
        )
        self._resume_pending()

    def _resume_pending(self) -> None:
        if self._shut_down:
            return
        self.window.resume(self.store.pending())

    async def _recover_takes(self) -> None:
        from voxwell.audio.take_notes import take_file_purpose
        from voxwell.desk.recovery import find_left_behind
        from voxwell.erasure.erase import resume_pending_erase
        from voxwell.privacy.migration import seal_folder_in_place

        try:
            # An erase cut short by a crash is finished before anything is offered back.
            await asyncio.to_thread(resume_pending_erase, self.paths)
            if self.protection.secret is not None:  # takes an earlier version left plain
                await asyncio.to_thread(
                    seal_folder_in_place,
                    self.paths.takes,
                    self.protection.secret,
                    take_file_purpose,
                )
            recovery = await asyncio.to_thread(find_left_behind, self.paths.takes, self.store)
        except VoxwellError as exc:
            self.window.show_error(exc)
            return
        if recovery.offers and not self._shut_down:
            from voxwell.gui.recording.recovery_dialog import RecoveryDialog

            dialog = RecoveryDialog(recovery, self.window)
            dialog.takesKept.connect(self.window.offer_recovered)
            self.recovery_dialog = dialog
            dialog.open()

    def _retention_due(self) -> None:
        if not self._shut_down:
            run_task(self._apply_retention(), name="recording-retention")

    async def _apply_retention(self, after: asyncio.Task[None] | None = None) -> None:
        """Remove the recordings the retention rule no longer keeps, in a worker thread (once
        ``after`` ended); the takes the window holds are spared, and results on screen say their
        audio went."""
        from voxwell.desk.retention import apply_retention

        if after is not None:
            await asyncio.wait([after])
        if self._shut_down:
            return
        held = [take.path for take in self.state.desk.custody.held()]
        report = await asyncio.to_thread(
            apply_retention,
            self.store,
            self.paths.takes,
            self.settings.recording_retention_days,
            spare=held,
        )
        if report.session_ids and not self._shut_down:
            self.window.recordings_removed(report.session_ids)

    # -- settings ------------------------------------------------------------------------------

    def open_settings(self) -> None:
        from voxwell.gui.settings.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window, paths=self.paths)
        dialog.settingsSaved.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()

    def apply_settings(self, settings: AppSettings) -> None:
        self.settings = settings
        self.window.apply_settings(
            settings, default_source_factory(settings.input_device, settings.input_file)
        )
        self._apply_service()

    # -- stop ----------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop everything that runs; safe to call more than once."""
        if self._shut_down:
            return
        self._shut_down = True
        self.retention_timer.stop()
        self.window.recording_view.shutdown()
        self.window.upload_view.stop_for_shutdown()
        cancel_all()
        if self.runner is not None:
            self.runner.stop()
        elif self._launch is not None:
            self._launch.cancel()
        set_error_sink(None)

    async def aclose(self) -> None:
        """Close the clients (after ``shutdown``) and the history store."""
        for context in self.state.services():
            try:
                await context.aclose()
            except VoxwellError as exc:
                _log.debug("Closing a client: %s", exc)
        self.store.close()

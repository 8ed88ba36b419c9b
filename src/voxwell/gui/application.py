"""The running desktop app: settings, services, engine, history and window, wired together.

``Application`` builds the main window, adopts the engine launched at start (or launches it),
keeps two service contexts (the service in use, and the local engine, which resumed local
sessions need whatever the service in use), resumes unfinished uploads once the engine is up,
offers back takes a crash left behind, applies edited settings, and stops everything on close.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer

from voxwell.client.session_draft import LOCAL_SERVICE_NAME
from voxwell.errors import CredentialsError, VoxwellError
from voxwell.gui.async_tasks import cancel_all, run_task, set_error_sink
from voxwell.gui.engine_launch import EngineLaunch, launch_engine
from voxwell.gui.main_window import MainWindow
from voxwell.gui.off_thread import wait_off_thread
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.settings import AppSettings, load_settings
from voxwell.gui.take_inputs import default_source_factory
from voxwell.history import HistoryStore, SessionRecord
from voxwell.paths import app_paths

__all__ = ["Application"]

_log = logging.getLogger(__name__)


def _hosted_service(settings: AppSettings) -> tuple[str, str, str | None]:
    """Name, base URL and key (if one is stored) of the hosted region the settings choose."""
    from voxwell.client import Region, load_services
    from voxwell.client.credentials import resolve_api_key

    region = Region(settings.service)
    config = load_services()[region]
    try:
        key: str | None = wait_off_thread(resolve_api_key, config.base_url)  # the keyring
    except CredentialsError:
        key = None
    return f"{region.label} region", config.base_url, key


class Application(QObject):
    """The running app: settings, services, engine, history and window."""

    def __init__(
        self,
        *,
        start_engine: bool = True,
        engine_workers: int | None = None,
        launch: EngineLaunch | None = None,
        settings: AppSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.paths = app_paths().ensure()
        self.settings = settings or load_settings()
        self.store = HistoryStore(self.paths.history_db)
        self.engine_context = ServiceContext(service_name=LOCAL_SERVICE_NAME, is_local=True)
        self.context = ServiceContext(service_name=LOCAL_SERVICE_NAME, is_local=True)
        self._other_contexts: dict[str, ServiceContext] = {}
        self._start_engine = start_engine
        self._engine_workers = engine_workers
        self._launch = launch
        self._engine_key: str | None = None
        self.runner: Any = None
        self.engine_key_kept = False
        self.window = MainWindow(
            self.context,
            self.store,
            self.settings,
            default_source_factory(self.settings.input_device, self.settings.input_file),
            self.client_for,
        )
        self.window.settingsRequested.connect(self.open_settings)
        self.window.closing.connect(self.shutdown)
        self._apply_service()
        self._shut_down = False
        self.startup_times: dict[str, float] = {}
        self.recovered: list[Any] = []

    # -- services ------------------------------------------------------------------------------

    def _apply_service(self) -> None:
        if self.settings.service == "local":
            self.context.set_service(
                service_id="local",
                service_name=LOCAL_SERVICE_NAME,
                base_url=self.engine_context.base_url,
                api_key=self._engine_key_if_known(),
                is_local=True,
            )
            state = self.engine_context.engine_state
            self.context.set_engine_state(state, base_url=self.engine_context.base_url)
        else:
            name, base_url, key = _hosted_service(self.settings)
            self.context.set_service(
                service_id=self.settings.service,
                service_name=name,
                base_url=base_url,
                api_key=key,
                is_local=False,
            )

    def _engine_key_if_known(self) -> str | None:
        return self._engine_key

    def client_for(self, record: SessionRecord) -> Any:
        """The client of the service a stored session was sent to."""
        if record.service_name == LOCAL_SERVICE_NAME:
            return self.engine_context.client()
        if record.base_url == self.context.base_url:
            return self.context.client()
        context = self._other_contexts.get(record.base_url)
        if context is None:
            from voxwell.client.credentials import resolve_api_key

            try:
                key: str | None = wait_off_thread(resolve_api_key, record.base_url)
            except CredentialsError:
                key = None
            context = ServiceContext(
                service_id="other",
                service_name=record.service_name,
                base_url=record.base_url,
                api_key=key,
                is_local=False,
                parent=self,
            )
            self._other_contexts[record.base_url] = context
        return context.client()

    # -- start ---------------------------------------------------------------------------------

    def start(self) -> None:
        """Show the window, then start the engine, resume uploads and look for lost takes."""
        set_error_sink(self.window.show_error)
        self.window.show()
        self.startup_times["window_shown"] = time.time()
        QTimer.singleShot(0, self._interactive)
        run_task(self._recover_takes(), name="recover-takes")
        if self._start_engine:
            run_task(self._run_engine(), on_error=self._engine_failed, name="engine-start")
        else:
            self.window.set_engine_state("not started")
            self._resume_pending()

    def _interactive(self) -> None:
        self.startup_times.setdefault("interactive", time.time())

    @property
    def starts_engine(self) -> bool:
        return self._start_engine

    async def _run_engine(self) -> None:
        from voxwell.gui.engine_runner import EngineRunner

        self.window.set_engine_state("starting")
        launch = self._launch or launch_engine(self.paths.engine, self._engine_workers)
        self._launch = launch
        self.runner = EngineRunner(launch, parent=self)
        self.runner.stateChanged.connect(self._engine_state)
        engine = await asyncio.to_thread(launch.wait_for_engine)
        self._engine_key = engine.api_key
        self.engine_key_kept = launch.key_kept
        self.engine_context.set_service(
            service_id="local",
            service_name=LOCAL_SERVICE_NAME,
            base_url="",
            api_key=engine.api_key,
            is_local=True,
        )
        if self.context.is_local:
            self._apply_service()
        await self.runner.start()
        self._resume_pending()

    def _engine_state(self, state: str, detail: str) -> None:
        base_url = detail if state == "ready" else ""
        reason = "" if state == "ready" else detail
        self.engine_context.set_engine_state(state, base_url=base_url, detail=reason)
        if self.context.is_local:
            self.context.set_engine_state(state, base_url=base_url, detail=reason)
        self.window.set_engine_state(state, reason)
        if state == "ready":
            self.startup_times.setdefault("engine_ready", time.time())

    def _engine_failed(self, error: VoxwellError) -> None:
        self.window.set_engine_state("failed", str(error).splitlines()[0])
        self.window.show_error(
            f"The local engine could not start: {str(error).splitlines()[0]} "
            "Recording still works; uploads to the local engine wait until it runs. "
            "Restart Voxwell, or choose a region in Settings."
        )
        self._resume_pending()

    def _resume_pending(self) -> None:
        if self._shut_down:
            return
        self.window.resume(self.store.pending())

    async def _recover_takes(self) -> None:
        from voxwell.audio import recover_takes

        takes = await asyncio.to_thread(recover_takes, self.paths.takes)
        self.recovered = takes
        if takes and not self._shut_down:
            from voxwell.gui.recovery_dialog import RecoveryDialog

            dialog = RecoveryDialog(takes, self.window)
            dialog.takesKept.connect(self.window.offer_recovered)
            self.recovery_dialog = dialog
            dialog.open()

    # -- settings ------------------------------------------------------------------------------

    def open_settings(self) -> None:
        from voxwell.gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
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
        for context in (self.context, self.engine_context, *self._other_contexts.values()):
            try:
                await context.aclose()
            except VoxwellError as exc:
                _log.debug("Closing a client: %s", exc)
        self.store.close()

"""The ``voxwell`` desktop application: one QApplication, one qasync loop, the engine child.

``main(argv)`` is the entry (``voxwell`` with no command). ``Application`` wires the parts: the
settings, the service context, the bundled engine (started in the background as a child process
on a free loopback port, with its own key), the history store and the main window; it resumes
unfinished uploads once the engine is up, offers back takes left by a crash, and stops the engine
on exit, also when the window is closed mid-task.

``open_main_window_for_smoke_test()`` and ``self_test_window()`` open the window, wait until it
is shown (and, for the former, until the engine is ready), and close it: the packaging smoke
test and ``voxwell self-test`` use them. Heavy modules (the client, plotting, audio) are
imported only when first needed; the analysis library is never imported here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from voxwell.errors import CredentialsError, VoxwellError
from voxwell.gui.async_tasks import cancel_all, run_task, set_error_sink
from voxwell.gui.main_window import WINDOW_TITLE, MainWindow
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.settings import AppSettings, load_settings
from voxwell.gui.take_inputs import default_source_factory
from voxwell.gui.workflow import LOCAL_SERVICE_NAME
from voxwell.history import HistoryStore, SessionRecord
from voxwell.paths import app_paths

__all__ = [
    "Application",
    "main",
    "open_main_window_for_smoke_test",
    "self_test_window",
]

_log = logging.getLogger(__name__)

_STARTED = time.time()  # when this module was imported: the app's start, for the report


def _hosted_service(settings: AppSettings) -> tuple[str, str, str | None]:
    """Name, base URL and key (if one is stored) of the hosted region the settings choose."""
    from voxwell.client import Region, load_services
    from voxwell.client.credentials import resolve_api_key

    region = Region(settings.service)
    config = load_services()[region]
    try:
        key: str | None = resolve_api_key(config.base_url)
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
                api_key=self._engine_key(),
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

    def _engine_key(self) -> str | None:
        return self.runner.engine.api_key if self.runner is not None else None

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
                key: str | None = resolve_api_key(record.base_url)
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

    async def _run_engine(self) -> None:
        from voxwell.gui.engine_runner import EngineRunner, engine_api_key

        self.window.set_engine_state("starting")
        key, kept = await asyncio.to_thread(engine_api_key, self.paths.engine)
        self.engine_key_kept = kept
        self.runner = EngineRunner(
            self.paths.engine, key, workers=self._engine_workers, parent=self
        )
        self.runner.stateChanged.connect(self._engine_state)
        self.engine_context.set_service(
            service_id="local",
            service_name=LOCAL_SERVICE_NAME,
            base_url="",
            api_key=key,
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
        set_error_sink(None)

    async def aclose(self) -> None:
        """Close the clients (after ``shutdown``) and the history store."""
        for context in (self.context, self.engine_context, *self._other_contexts.values()):
            try:
                await context.aclose()
            except VoxwellError as exc:
                _log.debug("Closing a client: %s", exc)
        self.store.close()


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="voxwell", description="The Voxwell desktop app.")
    parser.add_argument(
        "--offscreen", action="store_true", help="draw without a display (tests, smoke tests)"
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, wait for the local engine, close; exit 0 when both worked",
    )
    parser.add_argument("--no-engine", action="store_true", help="do not start the local engine")
    parser.add_argument(
        "--startup-report", type=Path, help="write start-up timings (JSON) to this file"
    )
    parser.add_argument("--quit-after", type=float, help=argparse.SUPPRESS)
    return parser.parse_args(list(argv))


def _qt_app() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "voxwell"])
    app.setApplicationName("Voxwell")
    app.setApplicationDisplayName(WINDOW_TITLE)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    """Open the desktop app; returns the exit status when its window closes."""
    args = _parse(sys.argv[1:] if argv is None else argv)
    if args.offscreen or args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    if args.smoke_test:
        try:
            summary = open_main_window_for_smoke_test(start_engine=not args.no_engine)
        except VoxwellError as exc:
            _log.error("Smoke test failed: %s", exc)
            return 1
        _log.info("Smoke test passed: %s", summary)
        return 0
    import qasync

    app = _qt_app()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    application = Application(start_engine=not args.no_engine)
    application.start()
    if args.startup_report is not None or args.quit_after is not None:
        _watch_startup(application, args.startup_report, args.quit_after)
    try:
        loop.run_forever()
    finally:
        application.shutdown()
        loop.run_until_complete(application.aclose())
        loop.close()
        asyncio.set_event_loop(None)
    return 0


def _watch_startup(application: Application, report: Path | None, quit_after: float | None) -> None:
    """Benchmarks: write the start-up timings once the engine is ready (or failed), then quit."""
    deadline = time.time() + (quit_after or 60.0)
    timer = QTimer(application)
    timer.setInterval(20)

    def check() -> None:
        times = application.startup_times
        engine_done = (
            not application._start_engine
            or "engine_ready" in times
            or (application.runner is not None and application.runner.state == "failed")
        )
        if ("interactive" in times and engine_done) or time.time() > deadline:
            timer.stop()
            if report is not None:
                data = {"module_imported": _STARTED, **times}
                report.write_text(json.dumps(data), encoding="utf-8")
            application.window.close()

    timer.timeout.connect(check)
    timer.start()


def open_main_window_for_smoke_test(timeout: float = 60.0, *, start_engine: bool = True) -> str:
    """Open the main window (offscreen when asked), wait until it is shown and, with
    ``start_engine``, until the local engine is ready; close everything; return a summary.

    Raises ``VoxwellError`` when the window or the engine does not come up within ``timeout``.
    """
    import qasync

    app = _qt_app()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    started = time.perf_counter()
    application = Application(start_engine=start_engine)

    async def wait() -> str:
        application.start()
        ends = time.perf_counter() + timeout
        window = application.window
        while not (window.isVisible() and "interactive" in application.startup_times):
            if time.perf_counter() > ends:
                raise VoxwellError("The main window was not shown in time.")
            await asyncio.sleep(0.01)
        shown = time.perf_counter() - started
        engine_text = "engine not started"
        if start_engine:
            while application.engine_context.engine_state != "ready":
                if application.engine_context.engine_state == "failed":
                    raise VoxwellError(
                        f"The local engine failed: {application.engine_context.engine_detail}"
                    )
                if time.perf_counter() > ends:
                    raise VoxwellError("The local engine was not ready in time.")
                await asyncio.sleep(0.02)
            engine_text = f"engine ready in {time.perf_counter() - started:.2f} s"
        title = window.windowTitle()
        window.close()
        return f"window {title!r} shown in {shown:.2f} s, {engine_text}"

    try:
        return loop.run_until_complete(wait())
    finally:
        application.shutdown()
        loop.run_until_complete(application.aclose())
        application.window.deleteLater()
        app.processEvents()
        loop.close()
        asyncio.set_event_loop(None)


def self_test_window(timeout: float) -> str:
    """``voxwell self-test``'s window check: show the main window and close it; its title."""
    open_main_window_for_smoke_test(timeout, start_engine=False)
    return WINDOW_TITLE

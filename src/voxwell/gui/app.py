"""The ``voxwell`` desktop application: one QApplication, one qasync loop, the engine child.

``main(argv)`` is the entry (``voxwell`` with no command). It launches the bundled engine first
(a child process on the settings' fixed loopback port with its own key, started in a thread
while the rest loads), then imports Qt and the views, shows the window
(``application.Application`` wires the parts) and runs the event loop; on exit, also when the
window is closed mid-task, it stops the engine and closes the clients. SIGTERM and SIGHUP (a
logout, a service manager) close the window the same way, so the app and its engine end cleanly.

``open_main_window_for_smoke_test()`` and ``self_test_window()`` open the window, wait until it
is shown (and, for the former, until the engine is ready), and close it: the packaging smoke
test and ``voxwell self-test`` use them. Only the standard library is imported at module level,
so the engine launch is not held up; heavy modules load when first needed, and the analysis
library is never imported by the GUI process.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from voxwell.gui import WINDOW_TITLE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from voxwell.gui.application import Application
    from voxwell.launcher.engine_launch import EngineLaunch
    from voxwell.privacy.protection import Protection

__all__ = ["main", "open_main_window_for_smoke_test", "self_test_window"]

_log = logging.getLogger(__name__)

_SIGNAL_WAKE: list[object] = []  # the application first, then its wake-up sockets
_TERMINATE: list[int] = []  # signals received

_STARTED = time.time()  # when this module was imported: the app's start, for the report


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


def _no_display() -> bool:
    """On Linux and BSD, Qt aborts the process when it finds no display: say so plainly."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return False
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


_GUI_THREAD_COLLECTOR: list[object] = []  # kept alive for the process


def _qt_app() -> QApplication:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "voxwell"])
    app.setApplicationName("Voxwell")
    app.setApplicationDisplayName(WINDOW_TITLE)
    # Python's cyclic garbage collector runs in whichever thread happens to allocate; if that is
    # a worker (take checks, exports, keyring calls run in threads) and the garbage holds Qt
    # widgets, they are destroyed off the GUI thread and Qt crashes later. Collect on a GUI
    # timer instead (pyqtgraph's collector disables automatic collection and does exactly that).
    from pyqtgraph.util.garbage_collector import GarbageCollector

    _GUI_THREAD_COLLECTOR.append(GarbageCollector(interval=1.0))
    return app


def main(argv: Sequence[str] | None = None) -> int:
    """Open the desktop app; returns the exit status when its window closes."""
    args = _parse(sys.argv[1:] if argv is None else argv)
    if args.offscreen or args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    elif _no_display():
        sys.stderr.write(
            "voxwell: no display was found (DISPLAY and WAYLAND_DISPLAY are not set), so the "
            "window cannot open. Run it in a desktop session, under xvfb-run, or with "
            "--offscreen; 'voxwell --help' lists the commands that need no window.\n"
        )
        return 2
    from voxwell.applog import configure_app_logging

    configure_app_logging()  # a file log too: a windowed app may have no console at all
    if args.smoke_test:
        from voxwell.errors import VoxwellError

        try:
            summary = open_main_window_for_smoke_test(start_engine=not args.no_engine)
        except VoxwellError as exc:
            _log.error("Smoke test failed: %s", exc)
            return 1
        _log.info("Smoke test passed: %s", summary)
        return 0
    _catch_terminate()
    from voxwell.paths import app_paths

    paths = app_paths().ensure()
    protection = _protection_or_report(paths.data)
    if protection is None:
        return 1
    launch = None
    if not args.no_engine:
        from voxwell.launcher.engine_launch import (
            launch_engine,
            saved_asr_model,
            saved_engine_env,
            saved_engine_port,
        )

        launch = launch_engine(
            paths.engine,
            port=saved_engine_port(paths.settings_file),
            asr_model=saved_asr_model(paths.settings_file),
            env=saved_engine_env(paths.settings_file),
            data_key=protection.key,
        )
    with _running_app(start_engine=launch is not None, launch=launch, protection=protection) as (
        application,
        loop,
    ):
        _close_on_terminate(application)
        application.start()
        if args.startup_report is not None or args.quit_after is not None:
            _watch_startup(application, args.startup_report, args.quit_after)
        loop.run_forever()
    return 0


def _protection_or_report(data_dir: Path) -> Protection | None:
    """The data folder's protection, or None after saying why the data cannot be opened (its
    key is gone from the keyring: a new key would leave it unreadable for good)."""
    from voxwell.privacy.data_key import DataKeyError
    from voxwell.privacy.protection import protect_data_folder

    try:
        return protect_data_folder(data_dir)
    except DataKeyError as exc:
        _log.error("The data folder cannot be opened: %s", exc)
        from PySide6.QtWidgets import QMessageBox

        _qt_app()
        QMessageBox.critical(None, WINDOW_TITLE, str(exc))
        return None


@contextlib.contextmanager
def _running_app(
    *,
    start_engine: bool,
    launch: EngineLaunch | None = None,
    protection: Protection | None = None,
) -> Iterator[tuple[Application, asyncio.AbstractEventLoop]]:
    """The application on a qasync loop; on the way out (an error too) it is shut down, its
    clients closed and its window deleted, then the loop closed."""
    import qasync

    from voxwell.gui.application import Application

    app = _qt_app()
    # The app's one event loop: asyncio on Qt's own loop (qasync), where every background job is
    # an async slot awaiting ``asyncio.to_thread``; there is no nested loop anywhere. qasync has
    # no type information; its loop is an asyncio event loop.
    loop: asyncio.AbstractEventLoop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    application = Application(start_engine=start_engine, launch=launch, protection=protection)
    try:
        yield application, loop
    finally:
        application.shutdown()
        loop.run_until_complete(application.aclose())
        application.window.deleteLater()
        app.processEvents()
        loop.close()
        asyncio.set_event_loop(None)


def _catch_terminate() -> None:
    """From the very start, SIGTERM / SIGHUP (a logout, a service manager) ask for a clean close
    (POSIX) instead of killing the app; ``_close_on_terminate`` then closes the window."""
    if os.name != "posix":
        return
    import signal

    def close(signum: int, frame: object) -> None:
        del frame
        _log.info("Signal %d received: closing the window and the engine.", signum)
        _TERMINATE.append(signum)
        if _SIGNAL_WAKE:
            _close_soon()

    for name in ("SIGTERM", "SIGHUP"):
        signal.signal(getattr(signal, name), close)


def _close_soon() -> None:
    from PySide6.QtCore import QTimer

    application = _SIGNAL_WAKE[0]
    QTimer.singleShot(0, application.window.close)  # type: ignore[attr-defined]


def _close_on_terminate(application: Application) -> None:
    """Wire the signals caught by ``_catch_terminate`` to closing ``application``'s window.

    Python runs a signal handler only when it next runs Python code, which an idle Qt loop may
    not do for a long time: the signal's wake-up byte goes to a socket Qt watches, so the loop
    wakes at once and the handler runs.
    """
    if os.name != "posix":
        return
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, application)

    def drain() -> None:
        with contextlib.suppress(OSError):
            reader.recv(256)

    notifier.activated.connect(drain)
    _SIGNAL_WAKE.extend((application, reader, writer, notifier))  # alive for the app's life
    if _TERMINATE:  # asked to stop while starting
        _close_soon()


def _watch_startup(application: Application, report: Path | None, quit_after: float | None) -> None:
    """Benchmarks: write the start-up timings once the engine is ready (or failed), then quit."""
    from PySide6.QtCore import QTimer

    from voxwell.desk import EngineStatus

    # Not started (--no-engine), ready, or failed: the engine's start-up is over.
    settled = (EngineStatus.NOT_STARTED, EngineStatus.READY, EngineStatus.FAILED)
    deadline = time.time() + (quit_after or 60.0)
    timer = QTimer(application)
    timer.setInterval(20)

    def check() -> None:
        times = application.startup_times
        engine_done = application.state.engine_state in settled
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
    from voxwell.desk import EngineStatus
    from voxwell.errors import VoxwellError
    from voxwell.locales import DEFAULT_LANGUAGE

    started = time.perf_counter()
    with _running_app(start_engine=start_engine) as (application, loop):

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
                state = application.state
                while state.engine_state is not EngineStatus.READY:
                    if state.engine_state is EngineStatus.FAILED:
                        raise VoxwellError(f"The local engine failed: {state.engine_detail}")
                    if time.perf_counter() > ends:
                        raise VoxwellError("The local engine was not ready in time.")
                    await asyncio.sleep(0.02)
                engine_text = f"engine ready in {time.perf_counter() - started:.2f} s"
            title = window.windowTitle()
            start = window.setup_view.start_button.text()
            # In another language, its catalogue must have been found (the frozen app's too).
            if application.language != DEFAULT_LANGUAGE and start == "Start recording":
                raise VoxwellError(f"The app's {application.language} words were not found.")
            window.close()
            return (
                f"window {title!r} in {application.language} ({start!r}) shown in "
                f"{shown:.2f} s, {engine_text}"
            )

        return loop.run_until_complete(wait())


def self_test_window(timeout: float) -> str:
    """``voxwell self-test``'s window check: show the main window and close it; what it showed
    (its title, the app's language and the start button's words)."""
    return open_main_window_for_smoke_test(timeout, start_engine=False)

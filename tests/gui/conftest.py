"""Fixtures for the desktop application's tests: qasync loop, service context, home, keyring.

``qasync_loop`` installs a ``qasync.QEventLoop`` on the pytest-qt ``QApplication`` as the running
asyncio loop; tests drive it with ``qtbot.waitUntil(...)`` (which spins Qt, and so the loop).
``service_context`` talks to the shared real engine (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
import qasync
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.gui.closing import wait_closed
from voxwell.gui.async_tasks import cancel_all, pending_tasks, set_error_sink
from voxwell.gui.service_context import ServiceContext
from voxwell.launcher.local_engine import LocalEngine

T = TypeVar("T")


@pytest.fixture(autouse=True)
def _garbage_collected_on_the_gui_thread() -> Iterator[None]:
    """Python's cyclic collector runs in whichever thread allocates: a worker thread of one test
    (a take check, an export) could otherwise destroy the widgets an earlier test left as garbage,
    off the GUI thread, which crashes Qt. As in the app (``gui.app``), collection happens on
    the GUI thread only: automatic collection is off during a test and done here after it.

    Then nothing may be left running: a timer still active on a window that outlived the test
    (it would fire into the next test) fails the test that left it."""
    # What outlived the earlier tests is collected and set aside before each test
    # (tests/conftest.py), so these collections look at this test's objects only.
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()
    _fail_on_dangling_timers()


def _fail_on_dangling_timers() -> None:
    app = QApplication.instance()
    if app is None:
        return
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # closed widgets go
    running = [
        f"{type(widget).__name__}.{timer.objectName() or 'QTimer'} ({timer.interval()} ms)"
        for widget in QApplication.topLevelWidgets()
        for timer in widget.findChildren(QTimer)
        if timer.isActive()
    ]
    if running:
        for widget in QApplication.topLevelWidgets():  # the next test starts clean either way
            for timer in widget.findChildren(QTimer):
                timer.stop()
        pytest.fail(f"Timers left running after the test: {', '.join(running)}", pytrace=False)


@pytest.fixture
def qasync_loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    """A running qasync loop for one test; pending tasks are cancelled and the loop closed after."""
    # Not ``already_running=True``: its ``stop()`` calls ``QApplication.exit()``, which with no
    # ``exec()`` running makes every later nested Qt event loop (qtbot.wait) return at once.
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    asyncio.events._set_running_loop(loop)
    try:
        yield loop
    finally:
        cancel_all()
        deadline = loop.time() + 5.0
        while pending_tasks() and loop.time() < deadline:
            qapp.processEvents()
        # Let callbacks scheduled by the cancellations run before the loop goes.
        for _ in range(3):
            qapp.processEvents()
        # A task that outlives its cancellation (or one started without run_task, which no
        # shutdown cancels) would run on into a closed loop: it fails the test.
        dangling = sorted(task.get_name() for task in asyncio.all_tasks(loop) if not task.done())
        set_error_sink(None)
        asyncio.events._set_running_loop(None)
        loop.close()
        asyncio.set_event_loop(None)
        if dangling:
            pytest.fail(f"Tasks left running after the test: {', '.join(dangling)}", pytrace=False)


Settle = Callable[[Coroutine[Any, Any, T]], T]


@pytest.fixture
def settle(qtbot: QtBot, qasync_loop: asyncio.AbstractEventLoop) -> Settle[Any]:
    """Run an async slot (``view.import_file(...)``) to its end on the test's qasync loop, the
    window going on meanwhile, and give its result."""

    def run(coro: Coroutine[Any, Any, T]) -> T:
        task = asyncio.ensure_future(coro)
        qtbot.waitUntil(task.done, timeout=60_000)
        return task.result()

    return run


@pytest.fixture
def service_context(
    engine: LocalEngine, qasync_loop: asyncio.AbstractEventLoop
) -> Iterator[ServiceContext]:
    """A context connected to the shared real engine; its client is closed after the test."""
    context = ServiceContext.for_engine(engine.base_url, engine.api_key, name="Local engine")
    yield context
    closing = asyncio.ensure_future(context.aclose())
    app = QApplication.instance()
    deadline = qasync_loop.time() + 5.0
    while not closing.done() and qasync_loop.time() < deadline:
        assert app is not None
        app.processEvents()


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of the app's own (``VOXWELL_HOME``) for one test."""
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


class AppLauncher:
    """Starts whole applications in the test's loop and closes them like a user would."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.running: list[Any] = []

    def start(self, **options: Any) -> Any:
        from voxwell.gui.application import Application

        application = Application(**options)
        self.qtbot.addWidget(application.window)
        application.start()
        self.running.append(application)
        return application

    def close(self, application: Any) -> None:
        """Close the window (as the user does), then wait for the clients to close."""
        application.window.close()
        wait_closed(self.qtbot, application, timeout=10_000)
        self.running.remove(application)


@pytest.fixture
def app_launcher(
    qtbot: QtBot, home: Path, qasync_loop: asyncio.AbstractEventLoop
) -> Iterator[AppLauncher]:
    launcher = AppLauncher(qtbot)
    yield launcher
    for application in list(launcher.running):
        launcher.close(application)

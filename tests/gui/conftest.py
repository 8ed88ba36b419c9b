"""Fixtures for the desktop application's tests: qasync loop, service context, home, keyring.

``qasync_loop`` installs a ``qasync.QEventLoop`` on the pytest-qt ``QApplication`` as the running
asyncio loop; tests drive it with ``qtbot.waitUntil(...)`` (which spins Qt, and so the loop).
``service_context`` talks to the shared real engine (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import keyring
import keyring.backend
import pytest
import qasync
from keyring.compat import properties
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from voxwell.client.local_engine import LocalEngine
from voxwell.gui.async_tasks import cancel_all, pending_tasks, set_error_sink
from voxwell.gui.service_context import ServiceContext


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
        set_error_sink(None)
        asyncio.events._set_running_loop(None)
        loop.close()
        asyncio.set_event_loop(None)


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


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A stand-in for the OS keyring (the outside world): passwords kept in memory, per test.

    keyring offers every loaded backend class when it picks the default one; this one reports
    no priority (so it is never picked) unless the ``memory_keyring`` fixture installed it.
    """

    installed = False

    @properties.classproperty
    def priority(cls) -> float:
        if not cls.installed:
            raise RuntimeError("only for tests that ask for the memory_keyring fixture")
        return 1.0

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.store.pop((service, username), None)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The stand-in keyring installed for one test (the machine has no real one)."""
    previous = keyring.get_keyring()
    MemoryKeyring.installed = True
    fake = MemoryKeyring()
    keyring.set_keyring(fake)
    try:
        yield fake
    finally:
        keyring.set_keyring(previous)
        MemoryKeyring.installed = False


@pytest.fixture
def no_keyring() -> Iterator[None]:
    """keyring's own "no backend" keyring, as on a headless machine, whatever else is loaded."""
    import keyring.backends.fail

    previous = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    try:
        yield
    finally:
        keyring.set_keyring(previous)


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
        closing = asyncio.ensure_future(application.aclose())
        self.qtbot.waitUntil(closing.done, timeout=10_000)
        self.running.remove(application)


@pytest.fixture
def app_launcher(
    qtbot: QtBot, home: Path, qasync_loop: asyncio.AbstractEventLoop
) -> Iterator[AppLauncher]:
    launcher = AppLauncher(qtbot)
    yield launcher
    for application in list(launcher.running):
        launcher.close(application)

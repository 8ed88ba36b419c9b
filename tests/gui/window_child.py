"""What the real-window tests' child processes share (``real_window_app.py``, ``a11y_app.py``):
the whole app on a qasync loop, without its engine, and a tick every 50 ms that reports to the
parent on stdout until the process is ended."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from voxwell.desk.settings import AppSettings
from voxwell.gui.application import Application

__all__ = ["run_window_app"]


def run_window_app(
    settings: AppSettings, prepare: Callable[[Application], Callable[[], None]]
) -> int:
    """Start the app with ``settings``; ``prepare`` sets it up and returns the tick."""
    app = QApplication(["voxwell"])
    app.setApplicationName("Voxwell")
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    application = Application(start_engine=False, settings=settings)
    application.start()
    timer = QTimer()
    timer.timeout.connect(prepare(application))
    timer.start(50)
    with loop:
        loop.run_forever()
    return 0

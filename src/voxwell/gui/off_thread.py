"""The last synchronous way to make a blocking call from a Qt slot: a nested event loop.

The app's idiom for background work is an async slot (``gui.async_tasks.run_task``) that does
``await asyncio.to_thread(...)`` on the qasync loop: the recording, upload and session screens
use it. :func:`wait_off_thread` remains only where a synchronous answer is still expected: the
keyring look-ups of the settings dialog and ``AppState.client_for``, and the file exports of
``export_actions``. It runs the call in a worker thread and spins a nested ``QEventLoop`` until
it returns, so slots may re-enter meanwhile; do not add callers, convert the remaining ones.
Inside a coroutine it runs the call where it is (a nested loop must not start while a task runs).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

from PySide6.QtCore import QEventLoop, QTimer

__all__ = ["wait_off_thread"]

P = ParamSpec("P")
T = TypeVar("T")

_workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="gui-blocking")
_CHECK_EVERY_MS = 5


def _inside_a_task() -> bool:
    try:
        return asyncio.current_task() is not None
    except RuntimeError:  # no running asyncio loop
        return False


def wait_off_thread(call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``call(*args, **kwargs)`` in a worker thread while the event loop goes on; its result."""
    if _inside_a_task():
        return call(*args, **kwargs)
    future: Future[T] = _workers.submit(call, *args, **kwargs)
    if not future.done():
        loop = QEventLoop()
        timer = QTimer()
        timer.setInterval(_CHECK_EVERY_MS)

        def check(*_: Any) -> None:
            if future.done():
                loop.quit()

        timer.timeout.connect(check)
        timer.start()
        if not future.done():  # it may have ended while the timer was being set up
            loop.exec()
        timer.stop()
    return future.result()

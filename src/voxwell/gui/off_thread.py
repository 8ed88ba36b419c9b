"""Blocking calls from Qt slots without freezing the window: the call runs in a worker thread.

Keyring look-ups (a desktop keyring may wait on an unlock prompt), history commits
(``synchronous=FULL``), and file copies and exports can each take from milliseconds to seconds.
:func:`wait_off_thread` runs one in a worker thread and keeps the Qt event loop (and with it the
qasync loop: timers, meters, uploads) running until it returns, then returns its result or raises
its exception, so a slot keeps its plain synchronous shape. :func:`call_off_thread` is for work
the window need not wait for (measuring a take it already shows): the result comes back to a
callback on the GUI thread. Inside a coroutine, use
``await asyncio.to_thread(...)`` instead: a nested event loop must not start another asyncio
task while one is running, so there the call simply runs where it is.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

from PySide6.QtCore import QEventLoop, QObject, QTimer

__all__ = ["call_off_thread", "wait_off_thread"]

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


def call_off_thread(
    call: Callable[[], T], then: Callable[[Future[T]], None], *, owner: QObject
) -> Future[T]:
    """Start ``call()`` in a worker thread; ``then(future)`` runs on the GUI thread when it ends.

    ``then`` is not called if ``owner`` is destroyed first (its timer goes with it).
    """
    future: Future[T] = _workers.submit(call)
    timer = QTimer(owner)
    timer.setInterval(_CHECK_EVERY_MS)

    def check() -> None:
        if future.done():
            timer.stop()
            timer.deleteLater()
            then(future)

    timer.timeout.connect(check)
    timer.start()
    return future

"""Running coroutines from Qt slots on the qasync loop without losing their errors.

``run_task`` schedules a coroutine, keeps a strong reference until it ends (the event loop keeps
only weak ones), and reports how it ended: a ``VoxwellError`` goes to ``on_error`` (or to the
application's error sink, which shows it plainly); any other exception is logged, shown as a plain
"something went wrong" message and handed to ``sys.excepthook`` so that it never vanishes (and so
that pytest-qt fails the test). Cancellation is quiet.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from PySide6.QtCore import QObject

from voxwell.errors import VoxwellError
from voxwell.i18n import translate

__all__ = [
    "ErrorHandler",
    "await_idle",
    "cancel_all",
    "pending_tasks",
    "run_task",
    "set_error_sink",
]

_log = logging.getLogger(__name__)

ErrorHandler = Callable[[VoxwellError], None]
T = TypeVar("T")

_tasks: set[asyncio.Task[object]] = set()
_error_sink: ErrorHandler | None = None


def set_error_sink(sink: ErrorHandler | None) -> None:
    """Where errors go when a task has no ``on_error`` (the main window shows them)."""
    global _error_sink
    _error_sink = sink


def _report(error: VoxwellError, on_error: ErrorHandler | None) -> None:
    handler = on_error or _error_sink
    if handler is None:
        _log.error("%s", error)
        return
    try:
        handler(error)
    except Exception:  # an error handler that fails must not hide the first error
        _log.exception("Showing an error failed")
        sys.excepthook(*sys.exc_info())


def _finished(task: asyncio.Task[object], on_error: ErrorHandler | None) -> None:
    _tasks.discard(task)
    if task.cancelled():
        return
    exc = task.exception()
    if exc is None:
        return
    if isinstance(exc, VoxwellError):
        _report(exc, on_error)
        return
    _log.error("Unexpected error in %s", task.get_name(), exc_info=exc)
    message = translate(
        "AsyncTasks", "Something went wrong: {error}. Nothing was lost; try again."
    ).format(error=exc)
    _report(VoxwellError(message), on_error)
    sys.excepthook(type(exc), exc, exc.__traceback__)


def run_task(
    coro: Coroutine[Any, Any, T],  # a coroutine's send and yield types are always Any
    *,
    on_error: ErrorHandler | None = None,
    owner: QObject | None = None,
    name: str | None = None,
) -> asyncio.Task[T]:
    """Schedule ``coro`` on the running loop and keep it alive until it ends.

    ``owner`` (a QObject) cancels the task when it is destroyed, so a closed view does not get
    callbacks after its widgets are gone.
    """
    task = asyncio.ensure_future(coro)
    if name:
        task.set_name(name)
    _tasks.add(task)
    task.add_done_callback(lambda done: _finished(done, on_error))
    if owner is not None:
        owner.destroyed.connect(lambda *_: task.cancel())
    return task


def pending_tasks() -> list[asyncio.Task[object]]:
    """Tasks started through ``run_task`` that have not ended yet."""
    return [task for task in _tasks if not task.done()]


async def await_idle(within: float | None = None) -> None:
    """Wait until every task started through ``run_task`` has ended (tests, shutdown).

    ``within`` seconds: raise ``TimeoutError`` if some are still running then.
    """
    current = asyncio.current_task()
    while True:
        waiting = [task for task in pending_tasks() if task is not current]
        if not waiting:
            return
        await asyncio.wait(waiting, timeout=within)
        if within is not None and any(not task.done() for task in waiting):
            raise TimeoutError("Background tasks did not finish in time.")


def cancel_all() -> list[asyncio.Task[object]]:
    """Cancel every pending task (application shutdown); returns the cancelled tasks."""
    cancelled = pending_tasks()
    for task in cancelled:
        task.cancel()
    return cancelled

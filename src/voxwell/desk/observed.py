"""The one way the desk's models tell their observers (the Qt views' adapters) of a change.

``Events`` carries one kind of event to its listeners (``TakeCustody.changes``: each change of
custody); ``Observed`` is a model whose listeners only hear that something changed. Both
``subscribe`` calls return the call that unsubscribes, so an observer that goes before its
model leaves nothing behind.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["Events", "Listener", "Observed", "Unsubscribe"]

E = TypeVar("E")

Listener = Callable[[], None]
Unsubscribe = Callable[[], None]


class Events(Generic[E]):
    """Listeners of one kind of event, called in the order they subscribed (on the thread that
    made the change)."""

    def __init__(self) -> None:
        self._listeners: list[Callable[[E], None]] = []

    def subscribe(self, listener: Callable[[E], None]) -> Unsubscribe:
        """``listener(event)`` after every change, until the returned call unsubscribes it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            with contextlib.suppress(ValueError):  # already unsubscribed
                self._listeners.remove(listener)

        return unsubscribe

    def emit(self, event: E) -> None:
        for listener in list(self._listeners):
            listener(event)


class Observed:
    """A model with listeners, called after each change (on the thread that made it)."""

    def __init__(self) -> None:
        self._events: Events[None] = Events()

    def subscribe(self, listener: Listener) -> Unsubscribe:
        """``listener()`` after every change, until the returned call unsubscribes it."""
        return self._events.subscribe(lambda _: listener())

    def _changed(self) -> None:
        self._events.emit(None)

"""The one way the desk's models tell their observers (the Qt views' adapters) of a change."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Listener", "Observed"]

Listener = Callable[[], None]


class Observed:
    """A model with listeners, called after each change (on the thread that made it)."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> None:
        """``listener()`` after every change."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

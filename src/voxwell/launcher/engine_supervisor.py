"""The bundled engine for the app's whole life: started, watched, started again, stopped. Qt-free.

:class:`EngineSupervisor` adopts an ``EngineLaunch`` (``engine_launch``: launched early, in a
thread), reports each :class:`EngineStatus` with its detail (the address when ready, else the
reason) to the callback it is given, and awaits the engine's process (``LocalEngine.ended``)
rather than asking every few seconds whether it still runs: an engine that dies by itself is
started again at once, up to ``MAX_RESTARTS`` times, after which the status says what to do.
:meth:`EngineSupervisor.stop` stops it when the app closes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from enum import StrEnum

from voxwell.errors import VoxwellError
from voxwell.i18n import translate
from voxwell.launcher.engine_launch import EngineLaunch
from voxwell.launcher.local_engine import LocalEngine

__all__ = ["MAX_RESTARTS", "EngineStatus", "EngineSupervisor", "StateCallback"]

_log = logging.getLogger(__name__)

MAX_RESTARTS = 3
"""Times an engine that died by itself is started again before the app gives up on it."""


class EngineStatus(StrEnum):
    """The bundled engine as the app sees it; ``not used`` while a hosted region is chosen,
    ``not started`` when the app was told not to start it. The values are English; the main
    window says them in the app's language."""

    NOT_USED = "not used"
    NOT_STARTED = "not started"
    STARTING = "starting"
    READY = "ready"
    STOPPED = "stopped"
    FAILED = "failed"


StateCallback = Callable[[EngineStatus, str], None]
"""Told each state: the address when ready, else the plain reason ("" when there is none)."""


class EngineSupervisor:
    """Starts the engine without blocking the caller, awaits its end, starts it again if it
    dies by itself."""

    def __init__(self, launch: EngineLaunch, on_state: StateCallback) -> None:
        self._launch = launch
        self._on_state = on_state
        self._state = EngineStatus.STOPPED
        self.restarts = 0
        self._stopping = False
        self._watch: asyncio.Task[None] | None = None

    @property
    def engine(self) -> LocalEngine:
        """The engine (its key is known as soon as the launch thread has made it)."""
        return self._launch.wait_for_engine()

    @property
    def state(self) -> EngineStatus:
        return self._state

    def _set_state(self, state: EngineStatus, detail: str = "") -> None:
        self._state = state
        self._on_state(state, detail)

    async def start(self) -> str:
        """Wait for the launch (or start again after a death); returns the base URL, and from
        then on awaits the engine's end."""
        self._set_state(EngineStatus.STARTING)
        try:
            if self._launch.future.done() and self.restarts:
                # On the port it had, so links already handed out (questionnaires) still work.
                url = await asyncio.to_thread(self.engine.restart)
            else:
                url = await asyncio.wrap_future(self._launch.future)
        except VoxwellError as exc:
            if not self._stopping:
                self._set_state(EngineStatus.FAILED, str(exc).splitlines()[0])
            raise
        if self._stopping:
            return url
        self._set_state(EngineStatus.READY, url)
        self._watch = asyncio.ensure_future(self._watch_until_it_ends())
        return url

    async def _watch_until_it_ends(self) -> None:
        await self.engine.ended()
        if self._stopping:
            return
        if self.restarts >= MAX_RESTARTS:
            self._set_state(
                EngineStatus.FAILED,
                translate(
                    "EngineSupervisor",
                    "The local engine stopped repeatedly. Restart Voxwell, or choose a region "
                    "in Settings.",
                ),
            )
            return
        self.restarts += 1
        _log.warning("The local engine stopped unexpectedly; starting it again")
        try:
            await self.start()
        except VoxwellError:
            _log.exception("The local engine could not be started again")  # FAILED is shown

    def stop(self) -> None:
        """Stop the engine now (the app is closing)."""
        self._stopping = True
        if self._watch is not None:
            self._watch.cancel()
        self._launch.cancel()
        if self._state is not EngineStatus.FAILED:
            self._set_state(EngineStatus.STOPPED)

"""The bundled engine as the app's child process, seen from the window: state, watch, stop.

``EngineRunner`` adopts an ``EngineLaunch`` (``engine_launch``: launched early, in a thread),
reports ``starting`` / ``ready`` / ``failed`` / ``stopped`` to the status bar, restarts an engine
that dies (a few times), and stops it when the app closes.
"""

from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import QObject, QTimer, Signal

from voxwell.desk import EngineStatus
from voxwell.errors import VoxwellError
from voxwell.launcher.engine_launch import EngineLaunch
from voxwell.launcher.local_engine import LocalEngine

__all__ = ["EngineRunner"]

_log = logging.getLogger(__name__)

_MAX_RESTARTS = 3


class EngineRunner(QObject):
    """Starts the engine without blocking the window, watches it, restarts it if it dies."""

    stateChanged = Signal(str, str)  # EngineStatus, base URL when ready or plain reason

    def __init__(self, launch: EngineLaunch, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._launch = launch
        self._state = EngineStatus.STOPPED
        self._restarts = 0
        self._stopping = False
        self._watch = QTimer(self)
        self._watch.setInterval(2000)
        self._watch.timeout.connect(self._check_alive)

    @property
    def engine(self) -> LocalEngine:
        """The engine (its key is known as soon as the launch thread has made it)."""
        return self._launch.wait_for_engine()

    @property
    def state(self) -> EngineStatus:
        return self._state

    def _set_state(self, state: EngineStatus, detail: str = "") -> None:
        self._state = state
        self.stateChanged.emit(state, detail)

    async def start(self) -> str:
        """Wait for the launch (or start again after a crash); returns the base URL."""
        self._set_state(EngineStatus.STARTING)
        try:
            if self._launch.future.done() and self._restarts:
                url = await self.engine.astart()
            else:
                url = await asyncio.wrap_future(self._launch.future)
        except VoxwellError as exc:
            if not self._stopping:
                self._set_state(EngineStatus.FAILED, str(exc).splitlines()[0])
            raise
        if self._stopping:
            return url
        self._set_state(EngineStatus.READY, url)
        self._watch.start()
        return url

    def _check_alive(self) -> None:
        if self._stopping or self._state is not EngineStatus.READY or self.engine.is_running():
            return
        self._watch.stop()
        if self._restarts >= _MAX_RESTARTS:
            self._set_state(
                EngineStatus.FAILED,
                "The local engine stopped repeatedly. Restart Voxwell, or choose a region "
                "in Settings.",
            )
            return
        self._restarts += 1
        _log.warning("The local engine stopped unexpectedly; restarting it")
        from voxwell.gui.async_tasks import run_task

        run_task(self.start(), owner=self, name="engine-restart")

    def stop(self) -> None:
        """Stop the engine now (the app is closing)."""
        self._stopping = True
        self._watch.stop()
        self._launch.cancel()
        if self._state is not EngineStatus.FAILED:
            self._set_state(EngineStatus.STOPPED)

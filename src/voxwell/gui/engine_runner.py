"""The bundled engine as the app's child process: its key, its start, its watch and its stop.

The engine's API key belongs to its data folder (runs created with one key answer 404 to
another), so it is kept in the OS keyring when there is a usable one, and the app's pending runs
on the local engine survive a restart. Without a keyring a fresh key is made for each launch and
held only in memory; pending local runs are then created again from their takes. The key goes to
the child through its environment (``LocalEngine``), never on the command line or to disk.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from voxwell.client.local_engine import LocalEngine
from voxwell.errors import CredentialsError, VoxwellError

__all__ = ["EngineRunner", "engine_api_key"]

_log = logging.getLogger(__name__)

_MAX_RESTARTS = 3


def _keyring_account(data_dir: Path) -> str:
    # voxwell.client.credentials keys entries by a service address; a loopback pseudo-address
    # derived from the data folder gives each engine store its own entry under the same policy
    # (no plain-text keyrings, clear errors).
    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()[:24]
    return f"http://127.0.0.1/local-engine/{digest}"


def engine_api_key(data_dir: Path) -> tuple[str, bool]:
    """The engine key of ``data_dir`` and whether it is kept (in the keyring) across launches."""
    from voxwell.client import credentials

    account = _keyring_account(data_dir)
    try:
        return credentials.get_api_key(account), True
    except CredentialsError:
        pass  # no key stored yet, or no keyring at all: try to store a new one
    key = "vxk-" + secrets.token_urlsafe(32)
    try:
        credentials.set_api_key(account, key)
    except CredentialsError as exc:
        _log.info("Engine key kept in memory for this launch only: %s", exc)
        return key, False
    return key, True


class EngineRunner(QObject):
    """Starts the engine without blocking the window, watches it, restarts it if it dies."""

    stateChanged = Signal(str, str)  # state, base URL or plain reason

    def __init__(
        self,
        data_dir: Path,
        api_key: str,
        *,
        workers: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._engine = LocalEngine(data_dir, api_key, workers=workers)
        self._state = "stopped"
        self._restarts = 0
        self._stopping = False
        self._watch = QTimer(self)
        self._watch.setInterval(2000)
        self._watch.timeout.connect(self._check_alive)

    @property
    def engine(self) -> LocalEngine:
        return self._engine

    @property
    def state(self) -> str:
        return self._state

    def _set_state(self, state: str, detail: str = "") -> None:
        self._state = state
        self.stateChanged.emit(state, detail)

    async def start(self) -> str:
        """Start the engine (in a thread: it takes a second or two) and return its base URL."""
        self._stopping = False
        self._set_state("starting")
        try:
            url = await self._engine.astart()
        except VoxwellError as exc:
            self._set_state("failed", str(exc).splitlines()[0])
            raise
        if self._stopping:  # the app closed while the engine was starting
            self._engine.stop()
            return url
        self._set_state("ready", url)
        self._watch.start()
        return url

    def _check_alive(self) -> None:
        if self._stopping or self._state != "ready" or self._engine.is_running():
            return
        self._watch.stop()
        if self._restarts >= _MAX_RESTARTS:
            self._set_state(
                "failed",
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
        if self._engine.is_running():
            self._engine.stop()
        if self._state != "failed":
            self._set_state("stopped")

"""The bundled engine as a child process: start it on a free loopback port, wait, stop it.

Used by the desktop app (which starts its own engine with its own key), by ``voxwell analyze
--engine local`` and by the tests. The engine is the same executable run with the ``engine``
command (``python -m voxwell engine`` from source, ``Voxwell engine`` when frozen). The API key is
passed through the environment, never the command line (which other users can read).

One engine runs per data folder (it holds the folder's lock, ``voxwell.folder_lock``): one
started on a folder another engine holds ends at once, and ``start`` raises
``EngineFolderBusyError``; ``LocalEngine.attach`` then uses the running one (found through its
discovery file) without owning it.

Once ready, the engine is announced in a discovery file in its data folder (``engine_discovery``:
base URL, process id, data folder; never the key), removed again when it stops, so that
``voxwell analyze --engine local`` can use the app's engine instead of starting its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from urllib.parse import urlsplit

from voxwell.client.credentials import API_KEY_ENV
from voxwell.errors import ApiConnectionError, EngineFolderBusyError
from voxwell.folder_lock import FOLDER_BUSY_STATUS
from voxwell.i18n import translate
from voxwell.launcher.engine_discovery import (
    RunningEngine,
    pid_alive,
    remove_discovery,
    write_discovery,
)
from voxwell.lifeline import ChildOwnership, own_child

__all__ = [
    "DEFAULT_ENGINE_PORT",
    "ENGINE_PORTS",
    "READY_PATTERN",
    "LocalEngine",
    "engine_command",
    "loopback_port_free",
]

_log = logging.getLogger(__name__)

READY_PATTERN = re.compile(r"Voxwell engine listening on (http://\S+)")
"""The one line the engine prints once it accepts connections."""


DEFAULT_ENGINE_PORT = 28765
"""The desktop app's engine port unless the settings choose another: fixed, so that links and
upload URLs survive restarts; below the usual ephemeral ranges, on loopback only."""

ENGINE_PORTS = range(1024, 65536)
"""The ports the settings may choose for the app's engine: any unprivileged one."""


def loopback_port_free(port: int) -> bool:
    """Whether nothing listens on ``127.0.0.1:port`` now (a later bind may still lose a race)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if sys.platform != "win32":  # as the engine binds: a port in TIME_WAIT is free
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def engine_command() -> list[str]:
    """How to run the engine from this interpreter or frozen executable."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "engine"]
    return [sys.executable, "-m", "voxwell", "engine"]


class LocalEngine:
    """One engine child process bound to ``127.0.0.1`` on ``port`` (0: a port the OS picks)."""

    def __init__(
        self,
        data_dir: Path,
        api_key: str,
        *,
        workers: int | None = None,
        env: Mapping[str, str] | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.data_dir = Path(data_dir)
        self._api_key = api_key
        self._workers = workers
        self._extra_env = dict(env or {})
        self._host = host
        self._port = port
        self._bound_port: int | None = None
        self._process: subprocess.Popen[str] | None = None
        self._ready = threading.Event()
        self._base_url: str | None = None
        self._tail: deque[str] = deque(maxlen=40)
        self._reader: threading.Thread | None = None
        self._ownership = ChildOwnership()
        self._attached_pid: int | None = None  # an engine another process started and owns

    @classmethod
    def attach(cls, running: RunningEngine) -> LocalEngine:
        """The engine another app started on the same data folder: used, never stopped."""
        engine = cls(running.data_dir, running.api_key)
        engine._attached_pid = running.pid
        engine._base_url = running.base_url
        engine._bound_port = urlsplit(running.base_url).port
        return engine

    def __repr__(self) -> str:
        state = self._base_url or ("starting" if self._process else "stopped")
        return f"LocalEngine({state}, data_dir={str(self.data_dir)!r})"

    @property
    def api_key(self) -> str:
        return self._api_key

    @property
    def base_url(self) -> str:
        if self._base_url is None:
            raise ApiConnectionError(
                translate("LocalEngine", "The local engine has not started yet.")
            )
        return self._base_url

    @property
    def pid(self) -> int | None:
        if self._attached_pid is not None:
            return self._attached_pid
        return self._process.pid if self._process else None

    def is_running(self) -> bool:
        if self._attached_pid is not None:
            return pid_alive(self._attached_pid)
        return self._process is not None and self._process.poll() is None

    def start(self, timeout: float = 30.0) -> str:
        """Start the engine and return its base URL once it accepts connections."""
        if self.is_running():
            return self.base_url
        if self._process is not None:
            self.stop()  # it ended by itself: its pipe, reader and job are let go first
        self._attached_pid = None  # the other app's engine ended: start one of our own
        self.data_dir.mkdir(parents=True, exist_ok=True)
        command = [*engine_command(), "--host", self._host, "--port", str(self._port)]
        command += ["--data-dir", str(self.data_dir), "--end-with-parent"]
        if self._workers is not None:
            command += ["--workers", str(self._workers)]
        # The engine's accepted key goes by its own name (the engine's settings); the client's
        # VOXWELL_API_KEY is no business of the engine, so it is not passed on.
        env = {k: v for k, v in os.environ.items() if k != API_KEY_ENV}
        env.update(self._extra_env)
        env["VOXWELL_ENGINE_API_KEYS"] = self._api_key
        env["PYTHONUNBUFFERED"] = "1"
        # UTF-8 file names and output whatever the OS's code page (the frozen app sets the same
        # mode in its executable, which ignores PYTHON* variables).
        env["PYTHONUTF8"] = "1"
        env["PYTHONIOENCODING"] = "utf-8"
        self._ready.clear()
        self._base_url = None
        try:
            # stdin is the engine's lifeline: a pipe we keep open and never write to. It closes
            # when this process ends, however it ends, and the engine then stops cleanly.
            self._process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                encoding="utf-8",
                errors="replace",
                env=env,
            )
        except OSError as exc:
            raise ApiConnectionError(
                translate("LocalEngine", "The local engine could not be started: {error}.").format(
                    error=exc
                )
            ) from exc
        self._ownership = own_child(self._process.pid)  # Windows: killed with us (Job object)
        self._reader = threading.Thread(
            target=self._read_output, args=(self._process,), name="engine-output", daemon=True
        )
        self._reader.start()
        if not self._ready.wait(timeout) or self._base_url is None:
            tail = "\n".join(self._tail)
            status = self._process.poll()
            if status is None and self._ready.is_set():  # its output ended: it is exiting
                with contextlib.suppress(subprocess.TimeoutExpired):
                    status = self._process.wait(5.0)
            self.stop()
            if status == FOLDER_BUSY_STATUS:  # another engine holds the data folder
                raise EngineFolderBusyError(
                    translate(
                        "LocalEngine", "Another Voxwell engine is already running on {folder}."
                    ).format(folder=self.data_dir)
                )
            raise ApiConnectionError(
                translate(
                    "LocalEngine",
                    "The local engine did not become ready within {seconds} s. "
                    "Its last output was:\n{output}",
                ).format(seconds=f"{timeout:.0f}", output=tail)
            )
        self._bound_port = urlsplit(self._base_url).port
        try:
            write_discovery(self.data_dir, self._base_url, self._process.pid)
        except OSError as exc:  # the engine works without it; only discovery is lost
            _log.warning("Could not write the engine's discovery file: %s", exc)
        return self._base_url

    async def astart(self, ready_within: float = 30.0) -> str:
        """``start`` without blocking the event loop."""
        return await asyncio.to_thread(self.start, ready_within)

    async def ended(self) -> None:
        """Return once the engine's process has ended, however it ended (at once when none
        runs). The process is awaited in a thread of its own, not polled; an engine another
        copy of the app runs is not our child, so there its id is checked every second."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        process, attached = self._process, self._attached_pid

        def settle() -> None:
            if not done.done():
                done.set_result(None)

        def wait() -> None:
            if process is not None:
                process.wait()
            elif attached is not None:
                while pid_alive(attached):
                    time.sleep(1.0)
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(settle)

        threading.Thread(target=wait, name="engine-watch", daemon=True).start()
        await done

    def _read_output(self, process: subprocess.Popen[str]) -> None:
        # Drains the pipe for the engine's whole life so it never blocks on a full pipe.
        assert process.stdout is not None
        with process.stdout:
            for line in process.stdout:
                text = line.rstrip()
                self._tail.append(text)
                _log.info("engine: %s", text)  # kept in the app's log (voxwell.applog)
                match = READY_PATTERN.search(text)
                if match and not self._ready.is_set():
                    self._base_url = match.group(1).rstrip("/")
                    self._ready.set()
        self._ready.set()  # the process ended: wake a waiting start()

    def stop(self, timeout: float = 10.0) -> None:
        """Ask the engine to stop (its stdin closed: a clean stop on every OS), then kill it
        if it lingers past ``timeout``."""
        if self._attached_pid is not None:
            # Not ours: the app that started it stops it.
            self._attached_pid = None
            self._base_url = None
            return
        process = self._process
        if process is None:
            return
        remove_discovery(self.data_dir, process.pid)  # first: nobody should find a dying engine
        if process.stdin is not None:
            with contextlib.suppress(OSError):
                process.stdin.close()
        if process.poll() is None:
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout)
        self._ownership.close()
        if self._reader is not None:
            self._reader.join(timeout)
            self._reader = None
        self._process = None
        self._base_url = None

    def restart(self, timeout: float = 30.0) -> str:
        """(Re)start the engine on the port it last had, so clients keep their URL.

        Runs it was analysing are picked up again by the new process (they are in its store).
        """
        if self._bound_port is not None:
            self._port = self._bound_port
        self.stop()
        return self.start(timeout)

    def kill(self) -> None:
        """Kill the engine at once (crash tests)."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self.stop()

    def __enter__(self) -> LocalEngine:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

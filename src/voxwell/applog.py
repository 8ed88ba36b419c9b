"""The desktop app's log: a rotating file in the app's log folder, with or without a console.

A windowed app (``Voxwell.exe``, ``Voxwell.app`` started from Explorer or Finder) has no console:
``sys.stdout`` and ``sys.stderr`` may be None, so a plain ``logging.basicConfig`` logs nowhere
and a stray ``print`` or traceback raises. ``configure_app_logging`` therefore always writes to
``<logs>/voxwell.log`` (``voxwell.paths``; rotated at 1 MB, five old files kept), also to the
console when there is one, and gives missing standard streams a stand-in that sends their lines
to the log. The engine's own output reaches this log through ``LocalEngine`` (one line per
record); its analysis workers write theirs to ``worker.log`` in the engine's data folder.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import sys
import threading
import types
from pathlib import Path

from voxwell.paths import app_paths

__all__ = ["LOG_FILE_NAME", "configure_app_logging"]

LOG_FILE_NAME = "voxwell.log"
_MAX_BYTES = 1024 * 1024
_BACKUPS = 5
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class _LogStream(io.TextIOBase):
    """Stands in for a missing ``sys.stdout``/``sys.stderr``: whole lines go to a logger."""

    def __init__(self, logger: logging.Logger, level: int) -> None:
        super().__init__()
        self._logger = logger
        self._level = level
        self._partial = ""
        self._lock = threading.Lock()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        with self._lock:
            *lines, self._partial = (self._partial + text).split("\n")
        for line in lines:
            if line.strip():
                self._logger.log(self._level, "%s", line.rstrip())
        return len(text)

    def flush(self) -> None:
        with self._lock:
            line, self._partial = self._partial, ""
        if line.strip():
            self._logger.log(self._level, "%s", line.rstrip())


def _log_uncaught(
    kind: type[BaseException], value: BaseException, tb: types.TracebackType | None
) -> None:
    logging.getLogger("voxwell").critical("Uncaught exception", exc_info=(kind, value, tb))


def configure_app_logging(level: int = logging.INFO, folder: Path | None = None) -> Path:
    """Log to the app's rotating log file (and the console, if any); the file's path.

    Safe to call more than once: the file handler is added only the first time.
    """
    logs = folder or app_paths().logs
    logs.mkdir(parents=True, exist_ok=True)
    path = logs / LOG_FILE_NAME
    root = logging.getLogger()
    root.setLevel(level)
    formatter = logging.Formatter(_FORMAT)
    if not any(getattr(handler, "voxwell_app_log", False) for handler in root.handlers):
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=_MAX_BYTES, backupCount=_BACKUPS, encoding="utf-8", delay=True
        )
        handler.voxwell_app_log = True  # type: ignore[attr-defined]
        handler.setFormatter(formatter)
        root.addHandler(handler)
        if sys.stderr is not None:
            console = logging.StreamHandler(sys.stderr)
            console.setFormatter(formatter)
            root.addHandler(console)
    if sys.stdout is None:
        sys.stdout = _LogStream(logging.getLogger("voxwell.stdout"), logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(logging.getLogger("voxwell.stderr"), logging.ERROR)
        sys.excepthook = _log_uncaught
    return path

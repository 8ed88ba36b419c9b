"""Finding a local engine that is already running: its discovery file, its liveness, its key.

``LocalEngine`` writes ``engine.json`` in the engine's data folder once the engine accepts
connections (base URL, process id, data folder; never the key) and removes it when it stops.
``find_running_engine`` reads it back, checks the process is alive and ``GET /health`` answers,
and takes the key the desktop app keeps for that data folder (``engine_key``: the OS keyring,
or the user-only key file where there is no keyring). A stale file (dead process, no answer)
is ignored, and the next engine started on that folder writes over it.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from voxwell.errors import CredentialsError
from voxwell.files import write_text_atomically
from voxwell.i18n import translate
from voxwell.launcher.engine_key import KeyHome, engine_keyring_account, stored_engine_key

__all__ = [
    "DISCOVERY_FILE",
    "Discovery",
    "RunningEngine",
    "engine_keyring_account",
    "find_running_engine",
    "pid_alive",
    "read_discovery",
    "remove_discovery",
    "write_discovery",
]

_log = logging.getLogger(__name__)

DISCOVERY_FILE = "engine.json"
"""The name of the discovery file inside the engine's data folder."""

_PROBE_TIMEOUT = 3.0


@dataclass(frozen=True)
class Discovery:
    """What an engine's discovery file says."""

    base_url: str
    pid: int
    data_dir: Path


@dataclass(frozen=True)
class RunningEngine(Discovery):
    """A running engine found through its discovery file, with the key that opens it."""

    api_key: str = field(default="", repr=False)


def _path(data_dir: Path) -> Path:
    return Path(data_dir) / DISCOVERY_FILE


def write_discovery(data_dir: Path, base_url: str, pid: int) -> None:
    """Write (or replace) the discovery file of ``data_dir`` whole (temporary file, rename)."""
    found = {"baseUrl": base_url, "pid": pid, "dataDir": str(Path(data_dir).resolve())}
    write_text_atomically(_path(data_dir), json.dumps(found, indent=2) + "\n")


def read_discovery(data_dir: Path) -> Discovery | None:
    """The discovery file of ``data_dir``; None when there is none or it cannot be read."""
    try:
        raw = json.loads(_path(data_dir).read_text(encoding="utf-8"))
        return Discovery(str(raw["baseUrl"]), int(raw["pid"]), Path(str(raw["dataDir"])))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remove_discovery(data_dir: Path, pid: int | None = None) -> None:
    """Remove the discovery file; with ``pid``, only when it is that process's own file."""
    found = read_discovery(data_dir)
    if pid is not None and found is not None and found.pid != pid:
        return  # another engine's file: not ours to remove
    try:
        _path(data_dir).unlink(missing_ok=True)
    except OSError as exc:
        _log.warning("Could not remove the engine's discovery file: %s", exc)


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (without signalling it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            code = ctypes.c_ulong()
            ok = kernel.GetExitCodeProcess(handle, ctypes.byref(code))
            return bool(ok) and code.value == 259  # STILL_ACTIVE
        finally:
            kernel.CloseHandle(handle)
    try:
        os.kill(pid, 0)  # signal 0: an existence check only
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, but belongs to someone else
    return True


def _answers(base_url: str, api_key: str) -> tuple[bool, bool]:
    """Whether ``/health`` answers, and whether the key opens ``/v1/account``."""
    try:
        with httpx.Client(base_url=base_url, timeout=_PROBE_TIMEOUT, trust_env=False) as http:
            if http.get("/health").status_code != 200:
                return False, False
            if not api_key:
                return True, False
            account = http.get("/v1/account", headers={"x-api-key": api_key})
            return True, account.status_code == 200
    except httpx.HTTPError:
        return False, False


def find_running_engine(
    data_dir: Path, *, sentence: bool = False
) -> tuple[RunningEngine | None, str | None]:
    """The engine running on ``data_dir`` with its key, or None and why it cannot be used.

    The reason is None when no engine runs there (no file, or a stale one), and a plain clause
    when one runs but cannot be used (no keyring, no key, key refused): in English for the
    command line, or with ``sentence`` a whole sentence in the app's language (for a message).
    """
    found = read_discovery(data_dir)
    if found is None:
        return None, None
    if not pid_alive(found.pid):
        remove_discovery(data_dir, found.pid)  # certainly stale: its process is gone
        return None, None
    healthy, _ = _answers(found.base_url, "")
    if not healthy:
        return None, None
    try:
        stored = stored_engine_key(data_dir)
    except CredentialsError as exc:
        # Its first sentence (a Japanese one ends with U+3002, the ideographic full stop).
        first = str(exc).split(". ")[0].split("\u3002")[0].rstrip(".")
        if sentence:
            return None, translate(
                "EngineDiscovery",
                "The app's local engine is running, but its key cannot be read ({problem}).",
            ).format(problem=first)
        return None, f"the app's local engine is running, but its key cannot be read ({first})"
    if stored is None:
        if sentence:
            return None, translate(
                "EngineDiscovery",
                "The app's local engine is running, but no key for it is kept here.",
            )
        return None, "the app's local engine is running, but no key for it is kept here"
    key, home = stored
    _, accepted = _answers(found.base_url, key)
    if not accepted:
        if not sentence:
            return None, f"the app's local engine is running, but it refused the key in the {home}"
        if home is KeyHome.KEYRING:
            refused = translate(
                "EngineDiscovery",
                "The app's local engine is running, but it refused the key in the keyring.",
            )
        else:
            refused = translate(
                "EngineDiscovery",
                "The app's local engine is running, but it refused the key in the file.",
            )
        return None, refused
    return RunningEngine(found.base_url, found.pid, found.data_dir, key), None

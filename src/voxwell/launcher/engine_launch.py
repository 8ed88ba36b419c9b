"""Launching the bundled engine as early as possible, and the engine's API key (no Qt here).

The engine takes a second or two to accept connections, so the app launches it first, in a
thread, before it imports Qt and builds the window; ``EngineLaunch.future`` gives the base URL
once the engine is ready (or its error).

The engine's key belongs to its data folder (runs created with one key answer 404 to another),
so it is kept across launches (``voxwell.launcher.engine_key``: the OS keyring when there is a
usable one, else a key file only the user can read), and runs, questionnaires and upload URLs
on the local engine survive a restart. The key reaches the child through its environment
(``LocalEngine``), never the command line.

One engine per data folder: when another copy of the app already runs an engine on the same
folder (its discovery file, its lock), that engine is used instead of starting a second one.

The ``saved_*`` readers take what they need from the app's ``settings.json`` raw, before (or
without) the settings module (``voxwell.desk.settings``, a layer above): the engine's port, model
and settings, and the service addresses, which ``voxwell analyze`` reads too.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass, field
from pathlib import Path

from voxwell.analysis.asr_models import ASR_MODEL_ENV
from voxwell.errors import ApiConnectionError, EngineFolderBusyError
from voxwell.i18n import translate
from voxwell.launcher.engine_discovery import find_running_engine
from voxwell.launcher.engine_key import KeyHome, engine_key
from voxwell.launcher.local_engine import (
    DEFAULT_ENGINE_PORT,
    ENGINE_PORTS,
    LocalEngine,
    loopback_port_free,
)
from voxwell.paths import LEGACY_SERVICES_FILE
from voxwell.privacy.data_key import DATA_KEY_ENV, DataKey

__all__ = [
    "EngineLaunch",
    "launch_engine",
    "saved_asr_model",
    "saved_engine_env",
    "saved_engine_port",
    "saved_service_addresses",
]

_log = logging.getLogger(__name__)


@dataclass
class EngineLaunch:
    """An engine being started in a thread: the key is known at once, the URL when ready."""

    data_dir: Path
    workers: int | None = None
    port: int = 0  # the settings' fixed port; 0: any free one
    asr_model: str = ""  # the settings' Whisper folder; empty: the bundled models
    # Engine settings (``saved_engine_env``) and the data key: never shown in a repr.
    env: dict[str, str] = field(default_factory=dict, repr=False)
    port_note: str = ""  # said to the user when the fixed port was taken
    ready_within: float = 60.0
    engine: LocalEngine | None = None
    key_home: KeyHome | None = None
    future: Future[str] = field(default_factory=Future)
    _key_ready: threading.Event = field(default_factory=threading.Event)
    _cancelled: bool = False

    def _run(self) -> None:
        try:
            key, self.key_home = engine_key(self.data_dir)
            running, _ = find_running_engine(self.data_dir)
            if running is not None and running.api_key == key:
                self.engine = LocalEngine.attach(running)  # another copy of the app runs it
                _log.info(
                    "An engine already runs on this data folder: using the engine at %s",
                    running.base_url,
                )
            else:
                port = self.port
                if port and not loopback_port_free(port):
                    self.port_note = translate(
                        "EngineLaunch",
                        "Port {port} is in use by another program, so the local engine uses "
                        "another port until Voxwell restarts: questionnaire links made now stop "
                        "working then. Choose a free port in Settings.",
                    ).format(port=port)
                    _log.warning("Engine port %d is taken; using a free one for now", port)
                    port = 0
                # The engine checks the folder at start and its workers read it from there.
                env = dict(self.env)
                if self.asr_model:
                    env[ASR_MODEL_ENV] = self.asr_model
                self.engine = LocalEngine(
                    self.data_dir, key, workers=self.workers, port=port, env=env or None
                )
            self._key_ready.set()
            if self._cancelled:
                raise ApiConnectionError(_closed_before_start())
            try:
                url = self.engine.start(self.ready_within)
            except EngineFolderBusyError:
                # Launched at the same moment as another copy, which won the folder's lock.
                self.engine = self._attach_when_announced(key)
                url = self.engine.base_url
            if self._cancelled:  # closed while starting: leave no engine behind
                self.engine.stop()
                raise ApiConnectionError(_closed_before_start())
            self.future.set_result(url)
        except BaseException as exc:  # handed to whoever awaits the future
            self._key_ready.set()
            self.future.set_exception(exc)

    def _attach_when_announced(self, key: str) -> LocalEngine:
        ends = time.monotonic() + self.ready_within
        while time.monotonic() < ends and not self._cancelled:
            running, reason = find_running_engine(self.data_dir, sentence=True)
            if running is not None and running.api_key == key:
                _log.info(
                    "Another engine took this data folder: using the engine at %s", running.base_url
                )
                return LocalEngine.attach(running)
            if reason is not None:
                raise ApiConnectionError(reason)
            time.sleep(0.2)  # the other engine is starting; it announces itself when ready
        raise ApiConnectionError(
            translate(
                "EngineLaunch", "Another Voxwell engine holds {folder} but did not become ready."
            ).format(folder=self.data_dir)
        )

    def start(self) -> EngineLaunch:
        threading.Thread(target=self._run, name="engine-launch", daemon=True).start()
        return self

    def cancel(self) -> None:
        """The app is closing: stop the engine, or make sure it is not started."""
        self._cancelled = True
        if self.engine is not None:
            self.engine.stop()

    def wait_for_engine(self, timeout: float = 30.0) -> LocalEngine:
        """The ``LocalEngine`` (its key known) as soon as the thread has made it."""
        self._key_ready.wait(timeout)
        if self.engine is None:
            exc = self.future.exception(0) if self.future.done() else None
            raise exc or TimeoutError(
                translate("EngineLaunch", "The local engine was not launched in time.")
            )
        return self.engine


def _closed_before_start() -> str:
    return translate("EngineLaunch", "The app closed before the local engine started.")


DESKTOP_ENGINE_WORKERS = 2
"""Analysis workers the app's own engine may run at once, whatever the core count: each holds
about 480 MB while loaded, and a third run waits rather than load another (``voxwell engine``
run by hand, ``voxwell analyze --jobs`` and team workers keep their own settings)."""


def launch_engine(
    data_dir: Path,
    workers: int | None = None,
    port: int = 0,
    asr_model: str = "",
    env: dict[str, str] | None = None,
    data_key: DataKey | None = None,
) -> EngineLaunch:
    """Start launching the engine of ``data_dir`` now, in a thread, with ``workers`` analysis
    workers at most (``DESKTOP_ENGINE_WORKERS`` by default), on ``port`` if it is free,
    transcribing with the Whisper folder ``asr_model`` (empty: the bundled models), with the
    engine settings ``env`` (``saved_engine_env``); ``data_key`` encrypts its store (passed in
    its environment, ``voxwell.privacy.data_key``)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    most = DESKTOP_ENGINE_WORKERS if workers is None else workers
    env = dict(env or {})
    if data_key is not None:
        env[DATA_KEY_ENV] = data_key.hex()
    # The app holds every take it uploads: the engine's copy goes once the run is final.
    env.setdefault("VOXWELL_KEEP_RECORDINGS", "false")
    return EngineLaunch(data_dir, most, port=port, asr_model=asr_model, env=env).start()


def _saved(settings_file: Path, *, say_unreadable: bool = False) -> dict[str, object]:
    try:
        saved = json.loads(settings_file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        if say_unreadable:
            _log.warning("Ignoring unreadable settings %s: %s", settings_file, exc)
        return {}
    return saved if isinstance(saved, dict) else {}


def saved_engine_port(settings_file: Path) -> int:
    """The engine port in the saved settings, read before the settings module loads (speed)."""
    port = _saved(settings_file).get("engine_port")
    return port if isinstance(port, int) and port in ENGINE_PORTS else DEFAULT_ENGINE_PORT


def saved_asr_model(settings_file: Path) -> str:
    """The Whisper folder in the saved settings ("" for the bundled models), read the same way."""
    folder = _saved(settings_file).get("asr_model")
    return folder.strip() if isinstance(folder, str) else ""


def saved_service_addresses(settings_file: Path) -> dict[str, str]:
    """The service addresses saved in the app's settings: region value -> base URL, as saved
    (``voxwell.client.services_from`` checks them, and ``voxwell.desk.settings`` too).

    They are ``settings.json``'s ``service_addresses``; when it has none (a Voxwell that kept them
    apart, and has not saved its settings since), those of the ``services.json`` beside it, so
    that nothing the user saved is lost. Once the settings are saved the old file is ignored.
    """
    source = settings_file
    saved = _saved(settings_file).get("service_addresses")
    if not isinstance(saved, dict):
        source = settings_file.with_name(LEGACY_SERVICES_FILE)
        saved = _saved(source, say_unreadable=True)
    addresses: dict[str, str] = {}
    for region, url in saved.items():
        if isinstance(url, str):
            addresses[region] = url
        else:  # the region then has its factory address (a team server none)
            _log.warning(
                "Ignoring the saved address of %s in %s: %r is not text", region, source, url
            )
    return addresses


def saved_engine_env(settings_file: Path) -> dict[str, str]:
    """The engine settings kept in the app's settings, as the engine's ``VOXWELL_*`` variables:
    questionnaire sharing on the local network (off unless chosen; on the settings' address or
    the one found now, the port after the engine's) and the site's crisis texts."""
    saved = _saved(settings_file)
    env: dict[str, str] = {}
    crisis = saved.get("crisis_text")
    if isinstance(crisis, str) and crisis.strip():
        env["VOXWELL_CRISIS_TEXT"] = crisis.strip()
    texts = saved.get("crisis_texts")
    if isinstance(texts, dict):
        kept = {
            str(language): text.strip()
            for language, text in texts.items()
            if isinstance(text, str) and text.strip()
        }
        if kept:
            env["VOXWELL_CRISIS_TEXTS"] = json.dumps(kept, ensure_ascii=False)
    if saved.get("share_questionnaires") is True:
        address = saved.get("share_address")
        host = address.strip() if isinstance(address, str) and address.strip() else ""
        host = host or local_network_address()
        if host:
            env["VOXWELL_SHARE_HOST"] = host
            env["VOXWELL_SHARE_PORT"] = str(saved_engine_port(settings_file) + 1)
        else:
            _log.warning("Questionnaire sharing is on, but this computer has no network address")
    return env


def local_network_address() -> str:
    """This computer's address on its local network (the one its default route leaves from),
    or "" when it has none. No packet is sent: a UDP socket is only pointed at a documentation
    address (RFC 5737) to let the system choose the outgoing interface."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            address = str(probe.getsockname()[0])
        except OSError:
            return ""
    return "" if address.startswith(("127.", "0.")) else address

"""Access to PortAudio (through ``sounddevice``): loaded lazily, every failure mapped once.

``sounddevice`` loads the PortAudio library when it is imported, and raises ``OSError`` when the
library is missing (Linux without ``libportaudio2``). Importing it lazily here keeps
``import voxwell.audio`` working on such a machine, so the app still starts and can import files.
Every call into PortAudio goes through :func:`portaudio_call`, which turns ``PortAudioError``
and friends into :class:`~voxwell.errors.AudioDeviceError` with a plain message.

It also counts the streams of ours that are open, and releases them on a thread of their own
(:func:`release_stream`): a lost device's without waiting, any other for a bounded time,
because the sound system may never answer. Seen with PulseAudio killed mid-take: its client
library deadlocked two of its own threads, and PortAudio's abort then waited for ever for the
stream's callback thread. The thread that drains the take (the GUI's) must not wait with it.
"""

from __future__ import annotations

import atexit
import importlib
import sys
import threading
from collections.abc import Callable
from types import ModuleType
from typing import Any, TypeVar

from voxwell.errors import AudioDeviceError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "NO_PORTAUDIO_MESSAGE",
    "RELEASE_WAIT_SECONDS",
    "open_stream_count",
    "portaudio_call",
    "release_stream",
    "releases_finish",
    "releasing_stream_count",
    "sounddevice",
    "stream_opened",
]

T = TypeVar("T")

NO_PORTAUDIO_MESSAGE = QT_TRANSLATE_NOOP(
    "AudioBackend",
    "Audio input is not available: the PortAudio sound library could not be loaded. "
    "On Linux install the 'libportaudio2' package; elsewhere reinstall Voxwell. "
    "You can still import recordings from files.",
)
"""In English (the command line's); raised in the app's language (``translate``)."""

RELEASE_WAIT_SECONDS = 2.0
"""How long closing a stream may hold its caller (the GUI thread, when a take stops): a
working device lets go within milliseconds."""

_lock = threading.Lock()
_released = threading.Condition(_lock)  # notified whenever a release returns
_open_streams = 0
_releasing = 0  # streams whose release has not returned
_exit_hook_added = False


def sounddevice() -> ModuleType:
    """The ``sounddevice`` module, or ``AudioDeviceError`` when PortAudio cannot be loaded."""
    cached = sys.modules.get("sounddevice")
    if cached is not None:
        return cached
    try:
        return importlib.import_module("sounddevice")
    except (ImportError, OSError) as exc:
        raise AudioDeviceError(translate("AudioBackend", NO_PORTAUDIO_MESSAGE)) from exc


def portaudio_call(failure: str, call: Callable[[], T], *, direction: str = "input") -> T:
    """Run ``call`` (which uses PortAudio) and map its failures to ``AudioDeviceError``.

    ``failure`` is the whole message, already translated, with a ``{reason}`` field for what
    PortAudio said and what to do, e.g. ``"Could not open the microphone: {reason}"``;
    ``direction`` ("input" or "output") is the kind of device the message suggests choosing.
    """
    sd = sounddevice()
    try:
        return call()
    except AudioDeviceError:
        raise
    except (sd.PortAudioError, OSError, ValueError, TypeError, RuntimeError) as exc:
        # replace, not format: the message may already hold a device name with braces.
        raise AudioDeviceError(failure.replace("{reason}", _reason(exc, direction))) from exc


def _reason(exc: BaseException, direction: str) -> str:
    text = str(exc.args[0]) if exc.args else str(exc)
    if not text:
        text = type(exc).__name__
    # PortAudio's texts are terse ("Invalid sample rate"); add what the user can do.
    if direction == "output":
        advice = translate(
            "AudioBackend",
            "{error}. Check that the device is connected and not in use, or choose another output.",
        )
    else:
        advice = translate(
            "AudioBackend",
            "{error}. Check that the device is connected and not in use, or choose another input.",
        )
    return advice.format(error=text)


def stream_opened() -> None:
    """Count a stream of ours as open (a rescan would tear it down)."""
    global _open_streams
    with _lock:
        _open_streams += 1


def open_stream_count() -> int:
    """How many streams opened through ``voxwell.audio`` are open now (a lost device's stream
    counts until its release returns)."""
    with _lock:
        return _open_streams


def releasing_stream_count() -> int:
    """How many streams are still being released: the sound system has not let go of them (a
    lost device's, for good, when it stopped answering)."""
    with _lock:
        return _releasing


def releases_finish(within: float = RELEASE_WAIT_SECONDS) -> bool:
    """Wait up to ``within`` seconds for every release in progress to return; False when the
    sound system still holds a stream (it stopped answering)."""
    with _released:
        return _released.wait_for(lambda: _releasing == 0, timeout=within)


def _abort_and_close(stream: Any) -> None:
    sd = sounddevice()
    try:
        # abort, not stop: a device that is going away may never drain its buffers.
        stream.abort(ignore_errors=True)
        stream.close(ignore_errors=True)
    except (sd.PortAudioError, OSError):
        pass  # the device is gone already; nothing left to release


def release_stream(stream: Any, *, wait: float = RELEASE_WAIT_SECONDS) -> bool:
    """Abort and close one of our streams on a thread of its own, waiting up to ``wait``
    seconds for that; True when it was released within them.

    A stream not released in time stays counted as open, and as releasing, until its release
    returns; if it never does, PortAudio is left untouched at exit
    (:func:`_leave_wedged_portaudio`). Pass ``wait=0`` for a device known to be lost.
    """
    global _releasing, _exit_hook_added
    released = threading.Event()
    with _lock:
        _releasing += 1
        if not _exit_hook_added:
            # After sounddevice's own exit handler (registered when it was imported, before any
            # stream existed), so this one runs first.
            atexit.register(_leave_wedged_portaudio)
            _exit_hook_added = True

    def release() -> None:
        global _releasing, _open_streams
        try:
            _abort_and_close(stream)
        finally:
            with _released:
                _releasing -= 1
                _open_streams = max(0, _open_streams - 1)
                _released.notify_all()
            released.set()

    threading.Thread(target=release, name="voxwell-release-input", daemon=True).start()
    return released.wait(wait) if wait > 0 else released.is_set()


def _leave_wedged_portaudio() -> None:
    """At exit, with a lost stream's release still waiting inside the sound system, skip
    sounddevice's termination of PortAudio: it would close that stream again and wait for the
    same wedged thread for ever. The process's end frees what PortAudio holds."""
    module = sys.modules.get("sounddevice")
    if module is not None and not releases_finish():
        # What its exit handler reads (as devices.rescan_devices does).
        setattr(module, "_initialized", 0)  # noqa: B010 (a private name of sounddevice's)

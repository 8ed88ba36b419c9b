"""Access to PortAudio (through ``sounddevice``): loaded lazily, every failure mapped once.

``sounddevice`` loads the PortAudio library when it is imported, and raises ``OSError`` when the
library is missing (Linux without ``libportaudio2``). Importing it lazily here keeps
``import voxwell.audio`` working on such a machine, so the app still starts and can import files.
Every call into PortAudio goes through :func:`portaudio_call`, which turns ``PortAudioError``
and friends into :class:`~voxwell.errors.AudioDeviceError` with a plain message.
"""

from __future__ import annotations

import importlib
import sys
import threading
from collections.abc import Callable
from types import ModuleType
from typing import TypeVar

from voxwell.errors import AudioDeviceError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "NO_PORTAUDIO_MESSAGE",
    "open_stream_count",
    "portaudio_call",
    "sounddevice",
    "stream_closed",
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

_lock = threading.Lock()
_open_streams = 0


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


def stream_closed() -> None:
    global _open_streams
    with _lock:
        _open_streams = max(0, _open_streams - 1)


def open_stream_count() -> int:
    """How many streams opened through ``voxwell.audio`` are open now."""
    with _lock:
        return _open_streams

"""Input devices: list them (default first), pick one, rescan for hot-plugged headsets.

Where PortAudio reaches PulseAudio (or PipeWire's Pulse server) only through one ALSA device
called ``pulse``, the sound server's own sources are listed too, by their real descriptions
(``pactl``); such an entry opens the ``pulse`` device with ``PULSE_SOURCE`` naming the source.

A machine with no input, or with no PortAudio at all, gets an empty list from
:func:`list_input_devices` only through :class:`~voxwell.errors.AudioDeviceError` with a plain
message; nothing here crashes the app.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass, replace
from typing import Any

from voxwell.audio.backend import (
    open_stream_count,
    portaudio_call,
    releases_finish,
    sounddevice,
)
from voxwell.errors import AudioDeviceError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "NO_INPUT_MESSAGE",
    "InputDevice",
    "default_input_device",
    "find_input_device",
    "list_input_devices",
    "rescan_devices",
    "use_pulse_source",
]

NO_INPUT_MESSAGE = QT_TRANSLATE_NOOP(
    "AudioDevices",
    "No microphone was found. Connect a microphone or headset and choose 'Rescan', "
    "or import a recording from a file.",
)
"""In English (the command line's); raised as ``translate("AudioDevices", NO_INPUT_MESSAGE)``."""


@dataclass(frozen=True)
class InputDevice:
    """One audio input as PortAudio reports it."""

    index: int
    name: str
    hostapi: str
    channels: int
    default_samplerate: int
    is_default: bool = False
    pulse_source: str = ""  # a sound server's source reached through the ``pulse`` device

    @property
    def label(self) -> str:
        """A readable one-line name for a device menu, e.g. ``USB Headset (ALSA)``."""
        if self.is_default:
            return translate("AudioDevices", "{name} ({hostapi}) — default").format(
                name=self.name, hostapi=self.hostapi
            )
        return f"{self.name} ({self.hostapi})"


def _default_input_index(sd: Any) -> int:
    try:
        index = sd.default.device[0]
    except (TypeError, IndexError):
        index = -1
    if index is None or int(index) < 0:
        try:
            return int(sd.query_hostapis(0)["default_input_device"])
        except (sd.PortAudioError, IndexError, KeyError):
            return -1
    return int(index)


def _query_inputs() -> list[InputDevice]:
    sd = sounddevice()
    hostapis = [str(api["name"]) for api in sd.query_hostapis()]
    default_index = _default_input_index(sd)
    devices = [
        InputDevice(
            index=int(raw["index"]),
            name=str(raw["name"]).strip(),
            hostapi=hostapis[int(raw["hostapi"])],
            channels=int(raw["max_input_channels"]),
            default_samplerate=round(float(raw["default_samplerate"])),
            is_default=int(raw["index"]) == default_index,
        )
        for raw in sd.query_devices()
        if int(raw["max_input_channels"]) > 0
    ]
    default_api = next((d.hostapi for d in devices if d.is_default), None)
    # Default first, then the default's host API (the one the OS uses), then the rest.
    devices.sort(key=lambda d: (not d.is_default, d.hostapi != default_api, d.index))
    pulse = next((d for d in devices if d.name == "pulse"), None)
    if pulse is not None:
        devices[1:1] = _pulse_sources(pulse)
    return devices


def _pulse_sources(pulse: InputDevice) -> list[InputDevice]:
    """The sound server's real microphones (not the monitors of its outputs), by description."""
    pactl = shutil.which("pactl")
    if pactl is None:
        return []
    try:
        done = subprocess.run(
            [pactl, "--format=json", "list", "sources"],
            capture_output=True,
            text=True,
            timeout=3,
            check=True,
        )
        sources = json.loads(done.stdout)
    except (OSError, subprocess.SubprocessError, ValueError):
        return []  # an older pactl, or no server: the plain "pulse" entry still works
    found: list[InputDevice] = []
    for source in sources if isinstance(sources, list) else []:
        name = str(source.get("name", ""))
        if not name or str(source.get("monitor_source", "")) or name.endswith(".monitor"):
            continue
        if str(source.get("monitor_of_sink", "n/a")) not in ("n/a", ""):
            continue
        description = str(source.get("description") or name)
        found.append(
            replace(
                pulse, name=description, hostapi="PulseAudio", is_default=False, pulse_source=name
            )
        )
    return found


_pulse_source_set: list[str] = []  # the PULSE_SOURCE we set (an outside one is left alone)


def use_pulse_source(device: InputDevice) -> None:
    """Before opening ``device``: point the ``pulse`` device at its source, or back at the
    server's default when this app chose another source earlier."""
    if device.pulse_source:
        os.environ["PULSE_SOURCE"] = device.pulse_source
        _pulse_source_set[:] = [device.pulse_source]
    elif _pulse_source_set and os.environ.get("PULSE_SOURCE") == _pulse_source_set[0]:
        del os.environ["PULSE_SOURCE"]
        _pulse_source_set.clear()


def list_input_devices() -> list[InputDevice]:
    """Every input device, default first. May be empty (no microphone connected)."""
    return portaudio_call(
        translate("AudioDevices", "Could not list the audio inputs: {reason}"), _query_inputs
    )


def default_input_device() -> InputDevice:
    """The input to use when the user has not chosen one; ``AudioDeviceError`` if there is none."""
    devices = list_input_devices()
    if not devices:
        raise AudioDeviceError(translate("AudioDevices", NO_INPUT_MESSAGE))
    return devices[0]


def find_input_device(name_or_index: str | int) -> InputDevice:
    """The input with this index, exact name, or (case-insensitive) name part."""
    devices = list_input_devices()
    if not devices:
        raise AudioDeviceError(translate("AudioDevices", NO_INPUT_MESSAGE))
    if isinstance(name_or_index, int):
        matches = [d for d in devices if d.index == name_or_index]
    else:
        wanted = name_or_index.casefold()
        matches = [d for d in devices if d.name.casefold() == wanted]
        if not matches:
            matches = [d for d in devices if wanted in d.name.casefold()]
    if not matches:
        names = ", ".join(repr(d.name) for d in devices)
        raise AudioDeviceError(
            translate("AudioDevices", "No input called {wanted}. Inputs found: {names}.").format(
                wanted=repr(name_or_index), names=names
            )
        )
    return matches[0]


def rescan_devices() -> list[InputDevice]:
    """Ask PortAudio to look for devices again (a headset plugged in since start), then list.

    PortAudio only enumerates devices when it is initialised, so this re-initialises it. That
    would tear down open streams, so it refuses while any stream of ours is open: stop the level
    preview or the take first.
    """
    sd = sounddevice()
    if not releases_finish():
        # A lost device's stream the sound system never let go of: re-initialising would close
        # it again and wait for it for good.
        raise AudioDeviceError(
            translate(
                "AudioDevices",
                "The sound system stopped answering when the microphone was lost. Restart "
                "Voxwell to look for devices again.",
            )
        )
    if open_stream_count():
        raise AudioDeviceError(
            translate(
                "AudioDevices",
                "Cannot look for new devices while the microphone is in use. "
                "Stop the recording or the level preview, then rescan.",
            )
        )

    def reinitialise() -> None:
        if sd._initialized:  # zero after a failed earlier attempt
            sd.stop(ignore_errors=True)  # a listen-back in progress would be torn down anyway
            sd._terminate()
        sd._initialize()

    portaudio_call(
        translate("AudioDevices", "Could not look for audio devices: {reason}"), reinitialise
    )
    return list_input_devices()

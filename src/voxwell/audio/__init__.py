"""Audio for Voxwell: devices, capture, the crash-safe take writer, the live speech meter.

No Qt here; the GUI drives everything from a timer through a small surface:

- :func:`list_input_devices`, :func:`rescan_devices`, :class:`InputDevice`
- :class:`CaptureSource` (protocol): :class:`DeviceInput` (microphone, via sounddevice) and
  :class:`FileInput` (plays a file through the same path: tests, demos, no microphone)
- :class:`TakeWriter` (and :class:`BackgroundTakeWriter`, the same in a writer thread) and
  :func:`recover_takes`, :func:`unsent_takes` / :class:`RecoveredTake`
- :class:`SpeechMeter`, :class:`MeterTargets`, :class:`MeterSnapshot`
- :class:`TakeSession`: source → writer → meter, with ``poll()`` for the GUI timer
- :func:`play_file`, :func:`play_segment`, :func:`stop_playback`, :func:`is_playing`: listen back

Every PortAudio failure, including PortAudio missing altogether, is an
:class:`~voxwell.errors.AudioDeviceError` with a plain message.
"""

from __future__ import annotations

from voxwell.audio.capture import DeviceInput
from voxwell.audio.devices import (
    InputDevice,
    default_input_device,
    find_input_device,
    list_input_devices,
    rescan_devices,
)
from voxwell.audio.file_source import FileInput
from voxwell.audio.levels import LevelMeter, LevelReading
from voxwell.audio.meter import (
    LevelState,
    MeterSnapshot,
    MeterTargets,
    SpeechDetector,
    SpeechMeter,
    level_state,
)
from voxwell.audio.playback import is_playing, play_file, play_segment, stop_playback
from voxwell.audio.recovery import RecoveredTake, recover_takes, unsent_takes
from voxwell.audio.session import SessionState, SessionStatus, TakeSession
from voxwell.audio.source import CaptureSource, SourceState
from voxwell.audio.take_thread import BackgroundTakeWriter
from voxwell.audio.takes import TakeFormat, TakeOwner, TakeWriter

__all__ = [
    "BackgroundTakeWriter",
    "CaptureSource",
    "DeviceInput",
    "FileInput",
    "InputDevice",
    "LevelMeter",
    "LevelReading",
    "LevelState",
    "MeterSnapshot",
    "MeterTargets",
    "RecoveredTake",
    "SessionState",
    "SessionStatus",
    "SourceState",
    "SpeechDetector",
    "SpeechMeter",
    "TakeFormat",
    "TakeOwner",
    "TakeSession",
    "TakeWriter",
    "default_input_device",
    "find_input_device",
    "is_playing",
    "level_state",
    "list_input_devices",
    "play_file",
    "play_segment",
    "recover_takes",
    "rescan_devices",
    "stop_playback",
    "unsent_takes",
]

"""Capture from a microphone: a ``sounddevice.InputStream`` at the device's native rate.

The stream's callback only copies into the preallocated ring and counts overflows (see
:mod:`voxwell.audio.source`); everything else happens in :meth:`DeviceInput.drain` on the
consumer's thread, including noticing that the device has gone away: either PortAudio stopped
the stream, or no audio has arrived for ``stall_seconds`` (some host APIs just stop calling back
when a USB or Bluetooth device is unplugged).
"""

from __future__ import annotations

import time
from typing import Any

from voxwell.audio.backend import (
    portaudio_call,
    release_stream,
    sounddevice,
    stream_opened,
)
from voxwell.audio.devices import InputDevice, default_input_device, use_pulse_source
from voxwell.audio.ring import SampleRing
from voxwell.audio.source import RingSource, Samples, SourceState
from voxwell.errors import AudioDeviceError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate

__all__ = ["DEVICE_LOST_MESSAGE", "DeviceInput"]

DEVICE_LOST_MESSAGE = QT_TRANSLATE_NOOP(
    "DeviceInput",
    "The microphone '{name}' stopped sending sound (it may have been unplugged or taken by "
    "another program). What was recorded up to then has been kept; choose an input and record "
    "again if needed.",
)
"""In English; said as ``translate("DeviceInput", DEVICE_LOST_MESSAGE).format(name=...)``."""


class DeviceInput(RingSource):
    """Mono capture from one input device (the default input when ``device`` is None).

    ``samplerate`` defaults to the device's native rate; pass one only to keep a running take's
    rate across a device switch.
    """

    def __init__(
        self,
        device: InputDevice | None = None,
        samplerate: int | None = None,
        *,
        ring_seconds: float = 30.0,
        stall_seconds: float = 3.0,
    ) -> None:
        chosen = device if device is not None else default_input_device()
        rate = samplerate or chosen.default_samplerate
        super().__init__(rate, ring_seconds)
        self._device = chosen
        self._ring_seconds = ring_seconds
        self._stall_seconds = stall_seconds
        self._stream: Any = None
        self._started_at = 0.0

    @property
    def device(self) -> InputDevice:
        return self._device

    @property
    def description(self) -> str:
        return self._device.label

    def _open(self, device: InputDevice, rate: int, ring: SampleRing) -> Any:
        """Open and start a stream on ``device`` that writes into ``ring``."""
        sd = sounddevice()

        def callback(indata: Any, frames: int, time_info: Any, status: Any) -> None:
            self._deliver(ring, indata, bool(status) and status.input_overflow)

        # WASAPI in shared mode only opens at the mixer's rate unless asked to convert.
        extra = sd.WasapiSettings(auto_convert=True) if "WASAPI" in device.hostapi else None

        def make(channels: int) -> Any:
            stream = sd.InputStream(
                device=device.index,
                samplerate=rate,
                channels=channels,
                dtype="float32",
                latency="high",  # larger buffers: fewer overflows on a busy 2-core machine
                callback=callback,
                extra_settings=extra,
            )
            try:
                stream.start()
            except BaseException:
                stream.close()
                raise
            return stream

        use_pulse_source(device)  # a named PulseAudio/PipeWire source: the pulse device's target
        what = translate(
            "DeviceInput", "Could not open the microphone '{name}' at {rate} Hz: {reason}"
        ).format(name=device.name, rate=rate, reason="{reason}")  # portaudio_call fills it
        try:
            stream = portaudio_call(what, lambda: make(1))
        except AudioDeviceError:
            if device.channels < 2:
                raise
            # Some devices refuse mono; record their first channel instead.
            stream = portaudio_call(what, lambda: make(min(device.channels, 2)))
        stream_opened()
        return stream

    def start(self) -> None:
        """Open the device and start capturing; ``AudioDeviceError`` if it cannot be opened."""
        if self._state is SourceState.RUNNING:
            return
        self._stream = self._open(self._device, self._samplerate, self._ring)
        self._started_at = time.monotonic()
        self._error = None
        self._state = SourceState.RUNNING

    def switch_device(self, device: InputDevice, samplerate: int | None = None) -> None:
        """Capture from ``device`` instead; the old stream runs until the new one has started.

        If the new device cannot be opened, ``AudioDeviceError`` is raised and capture goes on
        from the old one. Samples still in the old ring come out of the next :meth:`drain`.
        """
        rate = samplerate or device.default_samplerate
        ring = SampleRing(max(1, int(self._ring_seconds * rate)))
        if self._state is SourceState.RUNNING:
            new_stream = self._open(device, rate, ring)
            old_stream, self._stream = self._stream, new_stream
            release_stream(old_stream)
            self._started_at = time.monotonic()
        self._replace_ring(ring, rate)
        self._device = device

    def stop(self) -> None:
        """Stop capturing; samples already captured can still be drained."""
        stream, self._stream = self._stream, None
        if stream is not None:
            release_stream(stream)
        if self._state is SourceState.RUNNING:
            self._state = SourceState.STOPPED

    def drain(self) -> list[Samples]:
        blocks = super().drain()
        if self._state is SourceState.RUNNING:
            self._check_alive()
        return blocks

    def _check_alive(self) -> None:
        stream = self._stream
        now = time.monotonic()
        last = max(self.last_delivery, self._started_at)
        stopped = stream is not None and not self._is_active(stream)
        if stopped or now - last > self._stall_seconds:
            self._stream = None
            if stream is not None:
                release_stream(stream, wait=0)  # the sound system may never let go of it
            self._fail(translate("DeviceInput", DEVICE_LOST_MESSAGE).format(name=self._device.name))

    @staticmethod
    def _is_active(stream: Any) -> bool:
        sd = sounddevice()
        try:
            return bool(stream.active and not stream.closed)
        except sd.PortAudioError:
            return False  # PortAudio no longer knows the stream: as good as stopped

"""Listen back: play a take, or a stretch of it, through the default (or a chosen) output.

One playback at a time (a new one stops the last). PortAudio failures become
:class:`~voxwell.errors.AudioDeviceError`, as for capture; a file that cannot be read becomes
:class:`~voxwell.errors.TakeError`.
"""

from __future__ import annotations

from pathlib import Path

import soundfile

from voxwell.audio.backend import portaudio_call, sounddevice
from voxwell.audio.take_audio import take_source
from voxwell.errors import TakeError
from voxwell.i18n import translate
from voxwell.privacy.sealing import SealedDataError

__all__ = ["is_playing", "play_file", "play_segment", "stop_playback"]


def play_file(
    path: str | Path,
    start_seconds: float = 0.0,
    end_seconds: float | None = None,
    *,
    device: int | None = None,
) -> float:
    """Start playing ``path`` from ``start_seconds`` to ``end_seconds`` (default: the end).

    Returns at once with the length played, in seconds; use :func:`is_playing` and
    :func:`stop_playback`.
    """
    path = Path(path)
    try:
        with soundfile.SoundFile(take_source(path)) as f:
            rate = int(f.samplerate)
            first = max(0, min(f.frames, int(start_seconds * rate)))
            last = f.frames if end_seconds is None else max(first, int(end_seconds * rate))
            f.seek(first)
            data = f.read(min(last, f.frames) - first, dtype="float32", always_2d=True)
    except (soundfile.LibsndfileError, RuntimeError, OSError) as exc:
        raise TakeError(
            translate("Playback", "Cannot play '{file}': {error}. The file may be damaged.").format(
                file=path.name, error=exc
            )
        ) from exc
    except SealedDataError as exc:
        raise TakeError(
            translate("Playback", "Cannot play '{file}': {error}").format(file=path.name, error=exc)
        ) from exc
    if not len(data):
        return 0.0
    sd = sounddevice()
    portaudio_call(
        translate("Playback", "Could not play the recording: {reason}"),
        lambda: sd.play(data, rate, device=device),
        direction="output",
    )
    return len(data) / rate


def play_segment(path: str | Path, start_seconds: float, end_seconds: float) -> float:
    """Play the stretch ``start_seconds``..``end_seconds`` of ``path`` (e.g. one section)."""
    return play_file(path, start_seconds, end_seconds)


def stop_playback() -> None:
    """Stop what :func:`play_file` started (nothing happens if nothing plays)."""
    sd = sounddevice()
    portaudio_call(
        translate("Playback", "Could not stop playing: {reason}"), sd.stop, direction="output"
    )


def is_playing() -> bool:
    """True while a playback started by :func:`play_file` is still sounding."""
    sd = sounddevice()

    def active() -> bool:
        try:
            stream = sd.get_stream()
        except RuntimeError:
            return False  # nothing has been played yet
        return bool(stream.active)

    return portaudio_call(
        translate("Playback", "Could not check playback: {reason}"), active, direction="output"
    )

"""The audio formats the sniffer (``decoding.sniff_format``) accepts, named once for every
message: the engine's refusals, the app's import error and its file dialog say the same list.

Light on purpose (no FFmpeg): the app's error texts import it at start.
"""

from __future__ import annotations

__all__ = ["FORMAT_EXTENSIONS", "FORMAT_NAMES", "SUPPORTED_FORMATS", "file_patterns"]

FORMAT_NAMES: dict[str, tuple[str, str]] = {
    "flac": ("FLAC", ""),
    "mp3": ("MP3", ""),
    "mp4": ("MP4", "AAC"),
    "ogg": ("Ogg", "Vorbis or Opus"),
    "webm": ("WebM", "Opus"),
    "wav": ("WAV", ""),
}
"""Each container the sniffer recognises: its name, and the codecs it may hold when that
matters (an MP4 or .m4a file must hold AAC)."""


def _listed() -> str:
    names = [f"{name} ({codecs})" if codecs else name for name, codecs in FORMAT_NAMES.values()]
    # The order people look for: FLAC first, WAV last.
    return ", ".join(names[:-1]) + " or " + names[-1]


SUPPORTED_FORMATS = _listed()
"""``FLAC, MP3, MP4 (AAC), Ogg (Vorbis or Opus), WebM (Opus) or WAV``."""

FORMAT_EXTENSIONS: dict[str, tuple[str, ...]] = {
    "flac": (".flac",),
    "mp3": (".mp3",),
    "mp4": (".m4a", ".mp4"),
    "ogg": (".ogg", ".opus"),
    "webm": (".webm",),
    "wav": (".wav",),
}
"""The file names these containers usually carry (a file dialog's filter; the sniffer itself
reads the bytes, never the name)."""
assert set(FORMAT_EXTENSIONS) == set(FORMAT_NAMES)


def file_patterns() -> str:
    """``*.flac *.mp3 …``: every usual file name of the accepted formats."""
    return " ".join(f"*{ext}" for exts in FORMAT_EXTENSIONS.values() for ext in exts)

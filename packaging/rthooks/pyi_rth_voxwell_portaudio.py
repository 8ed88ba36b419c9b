"""PyInstaller runtime hook: make sounddevice load the PortAudio library shipped in the app.

sounddevice looks PortAudio up with ``ctypes.util.find_library("portaudio")``. On Linux that asks
``ldconfig``, which never sees the copy inside the app folder, so a machine without the
``libportaudio2`` package would have no audio; on macOS and Windows a PortAudio installed elsewhere
(Homebrew, conda) could win over the tested copy. This hook runs before any app code and answers
"portaudio" with the bundled file when there is one; every other name goes to the original.
"""

import ctypes.util
import os
import sys

_BUNDLE = getattr(sys, "_MEIPASS", os.path.dirname(sys.executable))
_PORTAUDIO_FILES = (
    "libportaudio.so.2",  # Linux: the system library, collected by the spec
    os.path.join("_sounddevice_data", "portaudio-binaries", "libportaudio.dylib"),
    os.path.join("_sounddevice_data", "portaudio-binaries", "libportaudio64bit.dll"),
    os.path.join("_sounddevice_data", "portaudio-binaries", "libportaudioarm64.dll"),
)
_original_find_library = ctypes.util.find_library


def _find_library(name):
    if name == "portaudio":
        for relative in _PORTAUDIO_FILES:
            candidate = os.path.join(_BUNDLE, relative)
            if os.path.isfile(candidate):
                return candidate
    return _original_find_library(name)


ctypes.util.find_library = _find_library

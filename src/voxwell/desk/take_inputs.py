"""Where takes come from: the capture source the settings choose, and files imported instead.

``default_source_factory`` gives, for a slot, a ``voxwell.audio`` capture source: the file the
settings name (played as if it were a microphone: tests, demos, machines without one), or the
chosen microphone (the system default when it is gone). ``import_take`` copies a file the user
imports into the takes folder, so the session never depends on a file elsewhere that may move.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from voxwell.analysis.formats import file_patterns
from voxwell.errors import AudioError, TakeError

if TYPE_CHECKING:  # voxwell.audio loads PortAudio: imported when the first source is made
    from voxwell.audio import CaptureSource

__all__ = ["IMPORT_FILTER", "SourceFactory", "default_source_factory", "import_take"]

SourceFactory = Callable[[str], "CaptureSource"]
"""Makes the capture source for a slot."""

IMPORT_FILTER = f"Audio files ({file_patterns()});;All files (*)"


def default_source_factory(input_device: str, input_file: str) -> SourceFactory:
    """The capture source the settings choose: a file played as input, or a microphone."""

    def make(slot: str) -> CaptureSource:
        from voxwell.audio import DeviceInput, FileInput, find_input_device

        if input_file:
            return FileInput(input_file)
        try:
            device = find_input_device(input_device) if input_device else None
        except AudioError:
            device = None  # the chosen device is gone: fall back to the default input
        return DeviceInput(device)

    return make


def import_take(path: Path, slot: str, folder: Path) -> Path:
    """Copy ``path`` into ``folder`` as the take of ``slot``; ``TakeError`` when it cannot."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = folder / f"{stamp}-{slot}-imported{path.suffix.lower()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    except OSError as exc:
        raise TakeError(f"Could not import {path.name}: {exc.strerror or exc}.") from exc
    return target

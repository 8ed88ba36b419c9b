"""Where takes come from: the capture source the settings choose, and files imported instead.

``default_source_factory`` gives, for a slot, a ``voxwell.audio`` capture source: the file the
settings name (played as if it were a microphone: tests, demos, machines without one), or the
chosen microphone (the system default when it is gone). ``import_take`` copies a file the user
imports into the takes folder, so the session never depends on a file elsewhere that may move;
``import_checked`` also refuses there a file the service would refuse, and keeps no copy of it.
``first_refused_take`` runs the pre-upload checks (``voxwell.audio.preflight``) on a session's
takes. Both read and decode files: callers run them in a worker thread.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from voxwell.analysis.formats import file_patterns
from voxwell.api import ModelKind, TakeSlot
from voxwell.audio.preflight import TakeCheck, check_take
from voxwell.desk.custody import Take
from voxwell.errors import AudioError, TakeError, VoxwellError
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.privacy.at_rest import TAKE_AUDIO, data_key
from voxwell.privacy.migration import write_sealed_copy

if TYPE_CHECKING:  # voxwell.audio loads PortAudio: imported when the first source is made
    from voxwell.audio import CaptureSource

__all__ = [
    "IMPORT_FILTER",
    "SourceFactory",
    "default_source_factory",
    "first_refused_take",
    "import_checked",
    "import_filter",
    "import_take",
]

SourceFactory = Callable[[str], "CaptureSource"]
"""Makes the capture source for a slot."""

IMPORT_FILTER = QT_TRANSLATE_NOOP("TakeInputs", "Audio files ({patterns});;All files (*)").format(
    patterns=file_patterns()
)
"""The file dialog's filter in English (on screen: :func:`import_filter`)."""


def import_filter() -> str:
    """The import dialog's file filter in the app's language: audio files, or all files."""
    return translate("TakeInputs", "Audio files ({patterns});;All files (*)").format(
        patterns=file_patterns()
    )


_TAKE_NAMES = {
    TakeSlot.RECORDING: QT_TRANSLATE_NOOP("TakeInputs", "The recording take"),
    TakeSlot.MOOD_QUESTION: QT_TRANSLATE_NOOP("TakeInputs", "The mood question take"),
    TakeSlot.READ_ALOUD: QT_TRANSLATE_NOOP("TakeInputs", "The read aloud take"),
}
"""How a refusal names a slot's take (the subject of its sentence)."""


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
    key = data_key()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if key is None:
            shutil.copyfile(path, target)
        else:  # sealed as the takes recorded here are: never a plain copy in the takes folder
            write_sealed_copy(path, target, key, purpose=TAKE_AUDIO)
    except OSError as exc:
        target.unlink(missing_ok=True)
        raise TakeError(
            translate("TakeInputs", "Could not import {name}: {reason}.").format(
                name=path.name, reason=exc.strerror or exc
            )
        ) from exc
    return target


def import_checked(
    path: Path, slot: str, folder: Path, model_kind: ModelKind | str
) -> tuple[Path, TakeCheck]:
    """Import ``path`` as the take of ``slot`` (``import_take``) and check it as the service
    would; a file it would refuse (not audio, too long, too little speech) raises the reason and
    the fix, and its copy is deleted: it never becomes the take."""
    target = import_take(path, slot, folder)
    try:
        return target, check_take(target, model_kind, label=path.name)
    except VoxwellError:
        target.unlink(missing_ok=True)
        raise


def first_refused_take(
    takes: Mapping[str, Take], slots: Sequence[str], model_kind: ModelKind | str
) -> tuple[str, VoxwellError] | None:
    """The first of ``slots`` whose take the service would refuse, with the reason; None when
    every take passes. A recorded take's speech is the meter's count (not measured again)."""
    for slot in slots:
        take = takes.get(slot)
        label = translate("TakeInputs", _TAKE_NAMES[TakeSlot(slot)])
        if take is None:
            missing = translate("TakeInputs", "{name} is missing: record or import it.")
            return slot, TakeError(missing.format(name=label))
        try:
            check_take(take.path, model_kind, speech_seconds=take.speech_seconds, label=label)
        except VoxwellError as exc:
            return slot, exc
    return None

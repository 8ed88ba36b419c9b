"""Which takes of a failed run to record again: the ones the service's own checks refuse.

A two-recording run that ends with an error code says which take failed only in the words of its
reason, which differ from service to service. Instead each take is checked again here as the
engine checks it (``voxwell.audio.preflight.check_take``: its container, its length, its speech
against the model's minimum), and the takes that fail with the run's own code are the ones to
replace. When no take fails that way (a code about no single take's limits, such as a failed
transcription or an internal error), every take is recorded again.
"""

from __future__ import annotations

from pathlib import Path

from voxwell.api import ModelKind
from voxwell.errors import AnalysisError
from voxwell.history import SessionRecord

__all__ = ["failed_slots"]


def failed_slots(record: SessionRecord) -> set[str]:
    """The slots of ``record`` whose take fails the check its run's error code names; every
    slot when none does. Slow (decodes each take): call it off the event loop."""
    from voxwell.audio.preflight import check_take  # loads FFmpeg and the speech detector

    kind = ModelKind(record.model_kind)
    failing = set()
    for slot, path in record.takes.items():
        try:
            check_take(Path(path), kind)
        except AnalysisError as exc:
            if exc.code == record.error_code:
                failing.add(slot)
    return failing or set(record.takes)

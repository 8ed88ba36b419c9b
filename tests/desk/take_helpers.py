"""Takes as the app's take writer leaves them, for the tests of takes left behind."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt

from voxwell.analysis import decode
from voxwell.audio import TakeWriter

RATE = 16_000


def mood_speech(audio_fixtures: Path) -> npt.NDArray[np.float32]:
    """Eleven seconds of the committed mood answer at 16 kHz."""
    return decode(audio_fixtures / "mood_answer_en.flac").samples[: 11 * RATE]


def written_take(
    folder: Path, slot: str, session: str, person: str, samples: npt.NDArray[np.float32]
) -> TakeWriter:
    """A take of ``person``'s session being written: ``finish`` keeps it, ``close`` leaves it
    cut short (``.partial.wav``), as a crash or a lost microphone does."""
    writer = TakeWriter(RATE, folder, label=slot, extra={"session": session, "user_label": person})
    writer.write(samples)
    return writer

"""The recovery prompt shows the desk's offers: one per person and slot with its speech, what was
set aside, Listen, and "Keep ticked" keeping exactly the ticked takes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.audio.audio_helpers import PulseServer
from tests.desk.take_helpers import mood_speech, written_take
from voxwell.audio import is_playing, stop_playback
from voxwell.desk.recovery import KeptTakes, find_left_behind
from voxwell.gui.recording.recovery_dialog import RecoveryDialog
from voxwell.history import HistoryStore


@pytest.fixture(scope="module")
def speech(audio_fixtures: Path) -> npt.NDArray[np.float32]:
    return mood_speech(audio_fixtures)


def _dialog(qtbot: QtBot, takes: Path, store: HistoryStore) -> RecoveryDialog:
    dialog = RecoveryDialog(find_left_behind(takes, store, min_age_seconds=0))
    qtbot.addWidget(dialog)
    return dialog


def test_one_line_per_slot_with_its_speech_and_the_ticked_ones_kept(
    qtbot: QtBot, tmp_path: Path, store: HistoryStore, speech: npt.NDArray[np.float32]
) -> None:
    takes = tmp_path / "takes"
    written_take(takes, "moodQuestion", "s-1", "P-4009", speech[:32_000]).finish("wav")
    newest = written_take(takes, "moodQuestion", "s-1", "P-4009", speech).finish("wav")
    read = written_take(takes, "readAloud", "s-1", "P-4009", speech).finish("wav")
    dialog = _dialog(qtbot, takes, store)

    lines = [dialog.take_list.item(i).text() for i in range(dialog.take_list.count())]
    assert len(lines) == 2
    assert "Mood question" in lines[0]
    assert "Read aloud" in lines[1]
    for line, offer in zip(lines, dialog.offers(), strict=True):
        assert offer.speech_seconds is not None
        assert f"{offer.speech_seconds:.1f} s of speech" in line
    intro = dialog.intro_label.text()
    assert "1 earlier take of the same slots" in intro
    assert str(takes / "superseded") in intro

    dialog.take_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    with qtbot.waitSignal(dialog.takesKept, timeout=1000) as signal:
        dialog.keep_button.click()
    kept: KeptTakes = signal.args[0]
    assert [t.path for t in kept.takes] == [newest]
    assert not read.exists()  # unticked: discarded
    assert kept.message().startswith("Kept 1 recovered take for P-4009:")


def test_listen_plays_the_selected_take_or_says_why_not(
    qtbot: QtBot,
    tmp_path: Path,
    store: HistoryStore,
    speech: npt.NDArray[np.float32],
    pulse: PulseServer,
) -> None:
    takes = tmp_path / "takes"
    mood = written_take(takes, "moodQuestion", "s-2", "P-0101", speech).finish("wav")
    written_take(takes, "readAloud", "s-2", "P-0101", speech).finish("wav")
    dialog = _dialog(qtbot, takes, store)

    assert dialog.listen()  # the first offer is selected from the start
    assert is_playing()
    stop_playback()
    assert dialog.error_label.isHidden()

    mood.unlink()  # gone meanwhile (another program, a full clean-up)
    assert not dialog.listen()
    assert "cannot be played" in dialog.error_label.text()
    assert not dialog.error_label.isHidden()

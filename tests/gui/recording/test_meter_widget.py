"""MeterWidget shows a MeterSnapshot: speech against target, clip lamp, elapsed, warnings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import soundfile
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from voxwell.audio import LevelState, MeterSnapshot
from voxwell.audio.meter import MeterTargets, SpeechMeter
from voxwell.gui.recording.meter_widget import POLITE_EVERY_S, SETTLE_S, MeterWidget


def _snapshot(**changes: Any) -> MeterSnapshot:
    values: dict[str, Any] = {
        "speech_seconds": 4.0,
        "target_seconds": 15.0,
        "elapsed_seconds": 6.2,
        "max_seconds": 180.0,
        "is_speech": True,
        "rms_dbfs": -24.0,
        "peak_dbfs": -9.0,
        "clip_count": 0,
        "noise_floor_dbfs": -62.0,
        "no_signal": False,
        "warnings": (),
    }
    values.update(changes)
    return MeterSnapshot(**values)


def test_speech_progress_and_enough_state(qtbot: QtBot) -> None:
    meter = MeterWidget()
    qtbot.addWidget(meter)
    meter.show_snapshot(_snapshot())
    assert meter.speech_text() == "4.0 s of 15 s"
    assert not meter.enough_speech
    assert meter.speech_bar.value() == int(1000 * 4 / 15)
    assert meter.elapsed_text() == "Elapsed 0:06 of 3:00"
    meter.show_snapshot(_snapshot(speech_seconds=15.5, elapsed_seconds=170.0))
    assert meter.enough_speech
    assert meter.speech_text().startswith("Enough speech")
    assert meter.speech_bar.value() == 1000
    assert "stops in 10 s" in meter.elapsed_text()


def test_clip_lamp_and_warnings(qtbot: QtBot) -> None:
    meter = MeterWidget()
    qtbot.addWidget(meter)
    meter.show()
    meter.show_snapshot(_snapshot())
    assert not meter.clipped
    assert not meter.warnings_label.isVisible()
    warning = "The sound is too loud and has clipped 3 times: move a little away."
    meter.show_snapshot(_snapshot(clip_count=3, peak_dbfs=0.0, warnings=(warning,)))
    assert meter.clipped
    assert "#d32f2f" in meter.clip_lamp.styleSheet()
    assert meter.warnings() == (warning,)
    assert meter.warnings_label.isVisible()
    assert warning in meter.warnings_label.text()
    meter.reset(target_seconds=10.0, max_seconds=180.0)
    assert not meter.clipped
    assert meter.warnings() == ()
    assert meter.speech_text() == "0.0 s of 10 s"


def test_level_bar_rises_at_once_and_falls_slowly(qtbot: QtBot) -> None:
    meter = MeterWidget()
    qtbot.addWidget(meter)
    bar = meter.level_bar
    meter.show_snapshot(_snapshot(rms_dbfs=-12.0, peak_dbfs=-3.0))
    assert bar.rms_dbfs == -12.0
    assert bar.peak_dbfs == -3.0
    meter.show_snapshot(_snapshot(rms_dbfs=-50.0, peak_dbfs=-40.0))
    assert -50.0 < bar.rms_dbfs <= -12.0  # released gradually, not dropped
    assert bar.peak_dbfs == -3.0  # the peak is held


class _Clock:
    """A clock the test moves (the meter's announcements are paced in seconds)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_level_is_a_state_announced_politely_and_clipping_at_once(qtbot: QtBot) -> None:
    clock = _Clock()
    meter = MeterWidget(clock=clock)
    qtbot.addWidget(meter)
    said_at: list[float] = []

    def reading(**changes: Any) -> None:
        """One reading a 40th of a second after the last; when each word was said is kept."""
        clock.now += 0.025
        before = len(meter.announcements)
        meter.show_snapshot(_snapshot(**changes))
        said_at.extend([clock.now] * (len(meter.announcements) - before))

    accessible = QAccessible.queryAccessibleInterface(meter.level_bar)
    assert accessible.text(QAccessible.Text.Name) == "Input level"
    assert meter.level_state is LevelState.WAITING
    # Good speech: said once it has held for a moment, then never repeated.
    for step in range(80):
        reading(rms_dbfs=-22.0 - step % 3)
    assert meter.announcements == [("Input level: good", False)]
    assert said_at[0] - 100.0 >= SETTLE_S
    assert accessible.text(QAccessible.Text.Description).startswith("good; level -2")
    # Clipping: said at once, assertively; a second clip within seconds is not said again.
    reading(clip_count=1, peak_dbfs=0.0)
    assert meter.announcements[1] == ("Input level: clipping", True)
    reading(clip_count=2, peak_dbfs=0.0)
    assert len(meter.announcements) == 2
    # Too quiet for a while: said politely, never within 5 s of the last polite word.
    for _ in range(240):
        reading(rms_dbfs=-50.0, clip_count=2)
    assert meter.announcements[2:] == [("Input level: too quiet", False)]
    assert said_at[2] - said_at[0] >= POLITE_EVERY_S
    assert meter.level_state is LevelState.TOO_QUIET
    # A pause between words (no speech) keeps the state: nothing more is said.
    for _ in range(200):
        reading(rms_dbfs=-70.0, is_speech=False, clip_count=2)
    assert len(meter.announcements) == 3


def test_speech_with_pauses_between_words_is_said_good(qtbot: QtBot) -> None:
    """Real speech has short pauses between words: they do not restart the wait for the state
    to hold (the meter stayed "waiting for speech" through a whole take read over AT-SPI)."""
    clock = _Clock()
    meter = MeterWidget(clock=clock)
    qtbot.addWidget(meter)
    for step in range(160):  # 4 s: 0.3 s of speech, then 0.1 s between words
        clock.now += 0.025
        speaking = step % 16 < 12
        meter.show_snapshot(_snapshot(rms_dbfs=-22.0 if speaking else -60.0, is_speech=speaking))
    assert meter.level_state is LevelState.GOOD
    assert meter.announcements == [("Input level: good", False)]


def test_a_real_take_is_said_good_within_seconds(qtbot: QtBot, audio_fixtures: Path) -> None:
    """A reading swings 20 dB and more within words (-18 to -52 dBFS in this take): the state
    judges the speech level averaged over half a second, so it settles as "good"."""
    data, rate = soundfile.read(audio_fixtures / "read_passage_en.flac", dtype="float32")
    speech = SpeechMeter(rate, MeterTargets(target_seconds=15.0, max_seconds=180.0))
    clock = _Clock()
    meter = MeterWidget(clock=clock)
    qtbot.addWidget(meter)
    block = rate // 40  # the GUI drains the stream every 25 ms
    for start in range(0, 6 * rate, block):
        clock.now += 0.025
        meter.show_snapshot(speech.update([data[start : start + block]]))
    assert meter.level_state is LevelState.GOOD
    assert meter.announcements == [("Input level: good", False)]


def test_enough_speech_is_announced_once_per_take(qtbot: QtBot) -> None:
    meter = MeterWidget(clock=_Clock())
    qtbot.addWidget(meter)
    for speech in (9.0, 15.0, 16.0, 17.0):
        meter.show_snapshot(_snapshot(speech_seconds=speech, rms_dbfs=-22.0))
    said = [text for text, _ in meter.announcements if text.startswith("Enough speech")]
    assert said == ["Enough speech: 15 seconds"]
    meter.reset(target_seconds=15.0, max_seconds=180.0)
    meter.show_snapshot(_snapshot(speech_seconds=15.2))
    said = [text for text, _ in meter.announcements if text.startswith("Enough speech")]
    assert said == ["Enough speech: 15 seconds", "Enough speech: 15 seconds"], "a new take"

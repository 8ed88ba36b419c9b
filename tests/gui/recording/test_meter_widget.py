"""MeterWidget shows a MeterSnapshot: speech against target, clip lamp, elapsed, warnings."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from voxwell.audio import MeterSnapshot
from voxwell.gui.recording.meter_widget import MeterWidget


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

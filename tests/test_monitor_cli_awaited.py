"""What ``voxwell monitor --file`` waits for before it ends: every second of the file as
``PROGRESS``, then the ``POLICY_RESULT`` of each biomarker set its speech reached, which the
engine measures beside the audio and may send after the last ``PROGRESS`` (a file sent as fast
as the engine takes it under load once ended without its measures). Events as the engine sends
them; the whole command against a real engine is ``tests/client/test_monitor_cli.py``."""

from __future__ import annotations

from typing import Any

from voxwell.monitor_cli import _Awaited


def _progress(speech: float, processing: bool) -> dict[str, Any]:
    return {
        "type": "PROGRESS",
        "biomarkers": {
            "helios": {"speech_seconds": speech, "trigger_seconds": 10.0, "processing": processing},
            "apollo": {"speech_seconds": speech, "trigger_seconds": 15.0, "processing": False},
        },
    }


def _result(**summary: object) -> dict[str, Any]:
    return {"type": "POLICY_RESULT", "result": {"biomarker_summary": summary or None}}


def test_the_measures_due_after_the_last_second_are_awaited_set_by_set() -> None:
    awaited = _Awaited(seconds=3)
    for speech in (6.0, 12.0, 20.0):
        awaited.take(_progress(speech, processing=speech >= 10.0))
    assert awaited.heard
    assert not awaited.done, "helios and apollo were both reached, neither measured yet"
    awaited.take(_result())  # a result without measures (a risk word) answers for no set
    assert not awaited.done
    awaited.take(_result(distress=0.4, depression_probability=None))
    assert not awaited.done, "apollo's measures are still to come"
    awaited.take(_result(distress=0.4, depression_probability=0.3))
    assert awaited.done


def test_speech_under_every_trigger_owes_nothing_after_its_last_second() -> None:
    awaited = _Awaited(seconds=2)
    awaited.take(_progress(4.0, processing=False))
    assert not awaited.done
    awaited.take(_progress(8.0, processing=False))
    assert awaited.done

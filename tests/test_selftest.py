"""``voxwell self-test`` from source: the real engine child process, the bundled sample through
the real client, the main window offscreen; and the result checks on real wire models.

The frozen app's self-test is run by ``packaging/smoke_test.sh`` (too slow for the suite: the
PyInstaller build takes minutes).
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from voxwell.api import MentalWellnessModelRunResponse
from voxwell.paths import resource_path
from voxwell.selftest import SAMPLE_NAMES, SelfTestFailed, _check_result, _Sample, _words

pytestmark = pytest.mark.slow


_NEEDED = ("voxwell.engine.app", "voxwell.client.async_client", "voxwell.gui.app")


def _missing_modules() -> list[str]:
    return [name for name in _NEEDED if importlib.util.find_spec(name) is None]


def _run_self_test(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.run(
        [sys.executable, "-m", "voxwell", "self-test", *args],
        capture_output=True,
        text=True,
        timeout=400,
        env=env,
        check=False,
    )


@pytest.mark.slow
@pytest.mark.timeout(450)
def test_self_test_passes_from_source() -> None:
    missing = _missing_modules()
    if missing:
        pytest.skip(f"the self-test needs {', '.join(missing)}, which is not there yet")
    result = _run_self_test()
    lines = result.stdout.strip().splitlines()
    assert lines, result.stderr[-3000:]
    verdict = lines[-1]
    assert verdict.startswith("voxwell self-test: PASS"), (verdict, result.stderr[-3000:])
    assert result.returncode == 0
    assert "Voxwell engine listening on http://127.0.0.1:" in result.stderr
    assert "Traceback" not in result.stderr
    assert "window shown" in verdict
    # Both recognisers ran: the English sample on tiny.en, the Spanish one on base.
    for expected in ("en-US: ", "(whisper-tiny.en)", "es-ES: ", "(whisper-base)"):
        assert expected in verdict, verdict


def _sample(name: str = SAMPLE_NAMES[0]) -> _Sample:
    meta = json.loads(resource_path("samples", f"{name}.json").read_text(encoding="utf-8"))
    return _Sample(
        audio=resource_path("samples", meta["file"]),
        duration_secs=float(meta["durationSecs"]),
        language=meta["language"],
        words=frozenset(_words(meta["text"], meta["language"])),
    )


def _wire_run(sections: list[dict[str, Any]], status: str = "COMPLETE_OK") -> Any:
    now = datetime.now(UTC).isoformat().replace("+00:00", "Z")
    return MentalWellnessModelRunResponse.model_validate(
        {
            "id": "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
            "createdAt": now,
            "status": status,
            "userLabel": "self-test",
            "deleteData": False,
            "model": "voxwell-acoustic-1.0",
            "results": {"sections": sections},
        }
    )


def _section(start: float, finish: float, transcript: str, **values: float) -> dict[str, Any]:
    measures = {
        "distress": 0.33,
        "stress": 0.0,
        "exhaustion": 0.66,
        "sleepPropensity": 1.0,
        "lowSelfEsteem": 0.33,
        "mentalStrain": 0.42,
        "uniformStress": 0.25,
    }
    measures.update(values)
    body: dict[str, Any] = {"startSecs": start, "finishSecs": finish, "transcript": transcript}
    body.update({name: {"value": value} for name, value in measures.items()})
    return body


# Words of the sample's text, but ones that any English speech would supply.
_COMMON_ONLY_TEXT = "that would have been when this with some other like that were"
_UNRELATED_TEXT = "the quick brown foxes jumped over seven lazy dogs"
_GOOD_TEXT = "the morning train was late again so i walked along the river to the office"


def test_result_check_accepts_a_plausible_analysis_of_the_sample() -> None:
    run = _wire_run([_section(0.2, 12.0, _GOOD_TEXT), _section(12.5, 25.0, _GOOD_TEXT)])
    assert _check_result(run, _sample()).startswith("en-US: 2 sections")


def test_result_check_of_the_spanish_sample_reads_spanish_words() -> None:
    said = "un día el viento del norte y el sol discutían sobre cuál de los dos era más fuerte"
    run = _wire_run([_section(0.2, 12.0, said)])
    assert _check_result(run, _sample(SAMPLE_NAMES[1])).startswith("es-ES: 1 section")
    with pytest.raises(SelfTestFailed, match="es-ES sample does not match"):
        _check_result(_wire_run([_section(0.2, 12.0, _GOOD_TEXT)]), _sample(SAMPLE_NAMES[1]))


@pytest.mark.parametrize(
    ("sections", "complaint"),
    [
        ([_section(0.2, 12.0, _GOOD_TEXT, distress=0.5)], "not a band"),
        ([_section(0.2, 12.0, _GOOD_TEXT, uniformStress=1.5)], "outside [0, 1]"),
        ([_section(0.2, 60.0, _GOOD_TEXT)], "ends after the recording"),
        ([_section(5.0, 12.0, _GOOD_TEXT), _section(1.0, 4.0, _GOOD_TEXT)], "out of order"),
        ([_section(0.2, 12.0, _UNRELATED_TEXT)], "does not match"),
        ([_section(0.2, 12.0, "")], "does not match"),
        ([_section(0.2, 12.0, "the morning train")], "does not match"),
        ([_section(0.2, 12.0, _COMMON_ONLY_TEXT)], "does not match"),
        ([], "without sections"),
    ],
)
def test_result_check_rejects_an_implausible_analysis(
    sections: list[dict[str, Any]], complaint: str
) -> None:
    with pytest.raises(SelfTestFailed, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        _check_result(_wire_run(sections), _sample())


def test_result_check_rejects_a_failed_run() -> None:
    with pytest.raises(SelfTestFailed, match="COMPLETE_ERROR"):
        _check_result(_wire_run([], status="COMPLETE_ERROR"), _sample())


@pytest.mark.parametrize("name", SAMPLE_NAMES)
def test_bundled_sample_is_small_and_described(name: str) -> None:
    sample = _sample(name)
    assert sample.audio.stat().st_size < 200_000  # shipped in every installer
    assert sample.duration_secs >= 12.0
    assert sample.audio.read_bytes()[:4] == b"OggS"
    assert Path(resource_path("samples", "README.md")).is_file()

"""The app as a screen reader meets it: started for real in an X window (Xvfb) inside its own
D-Bus session with the accessibility bus (``dbus-run-session``), and read and driven only
through AT-SPI by Debian's python3-pyatspi (``a11y_driver.py``).

Every control shown on the setup, recording and results pages has a name of words (not its
value, not a symbol); the level meter tells its state; the setup is filled in and the recording
started, a take recorded and stopped, all through accessibility actions. Skips, saying why,
where Xvfb, dbus-run-session or pyatspi are missing.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gui.real_window import child_env, xvfb_display

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"
pytestmark = pytest.mark.slow


def _can_read_the_bus() -> str | None:
    if shutil.which("dbus-run-session") is None:
        return "dbus-run-session (package dbus) is needed"
    if not Path(SYSTEM_PYTHON).exists():
        return "Debian's python3 is needed for python3-pyatspi"
    probe = subprocess.run(
        [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=30, check=False
    )
    return None if probe.returncode == 0 else "python3-pyatspi (Debian) is needed"


@pytest.fixture(scope="module")
def walked(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    """What the driver read and did, once for the module's tests."""
    missing = _can_read_the_bus()
    if missing:
        pytest.skip(missing)
    with xvfb_display() as display:
        yield _walk(display, tmp_path_factory.mktemp("a11y"))


def _walk(display: str, tmp_path: Path) -> dict:
    env = child_env(
        display,
        tmp_path,
        {"QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1", "LANGUAGE": "en"},
    )
    take = HERE.parent / "fixtures" / "audio" / "read_passage_en.flac"
    done = subprocess.run(
        [
            "dbus-run-session",
            "--",
            SYSTEM_PYTHON,
            str(HERE / "a11y_driver.py"),
            sys.executable,
            str(take),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, f"the driver read nothing (status {done.returncode}): {done.stderr[-2000:]}"
    result: dict = json.loads(lines[-1].removeprefix("RESULT "))
    return result


def _said_name(control: dict) -> str:
    """What a screen reader says a control is: its label where the label is told by relation
    (Qt names a combo box by its current value), else its own name."""
    if control["role"] == "combo box":
        return str(control["label"])
    return str(control["name"] or control["label"])


def _unnamed(controls: list[dict]) -> list[dict]:
    """Controls whose name has no word in it (empty, a symbol, a number)."""
    return [c for c in controls if not re.search(r"[^\W\d_]{2,}", _said_name(c))]


@pytest.mark.parametrize("page", ["setup", "recording", "results"])
def test_every_control_has_a_name_of_words(walked: dict, page: str) -> None:
    controls = walked[page]
    assert len(controls) >= 5, controls
    assert _unnamed(controls) == []
    combos = [c for c in controls if c["role"] == "combo box"]
    assert all(c["label"] and c["label"] != c["name"] for c in combos), combos


def test_the_setup_is_read_as_its_labels(walked: dict) -> None:
    said = {_said_name(c) for c in walked["setup"]}
    assert {"User label", "Year of birth", "Month of birth", "Birth sex", "Start recording"} <= {
        name.replace("&", "") for name in said
    }


def test_the_meter_tells_its_state_not_a_stream(walked: dict) -> None:
    before, during = walked["meter_before"], walked["meter_during"]
    assert before["role"] != "progress bar"  # screen readers beep on a progress bar's values
    assert before["description"] == "waiting for speech"
    # The take plays a speech file: the meter says its state once it held, with its level.
    assert re.fullmatch(r"good; level -\d+ dBFS", during["description"]), during


def test_setup_to_a_recorded_take_through_accessibility_actions(walked: dict) -> None:
    """The setup was filled in and started, a take recorded and stopped, by actions alone: the
    take list says what the take heard."""
    rows = walked["after_take"]
    assert re.match(r"1\. Mood question\n.*\d+(\.\d)? s of speech", rows[0]), rows


def test_each_sections_measures_and_bands_are_read_as_a_table(walked: dict) -> None:
    """The results chart's table alternative, read cell by cell over AT-SPI: every section of
    the run, each with its measures, a value from 0 to 1 and a band in words."""
    table = walked["table"]
    assert table["headers"] == ["Section", "Measure", "Value", "Band"]
    rows = table["rows"]
    sections = {row[0] for row in rows}
    assert len(sections) == 3, sections  # the stored run has three sections
    assert all(re.fullmatch(r"[1-3] +\d:\d\d–\d:\d\d", section) for section in sections)
    assert {row[1] for row in rows} >= {"Distress", "Stress", "Exhaustion"}
    assert all(0.0 <= float(row[2]) <= 1.0 for row in rows)
    bands = {"None", "Mild", "Moderate", "Severe", "no band (continuous)"}
    assert {row[3] for row in rows} <= bands

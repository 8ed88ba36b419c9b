"""A real X window (Xvfb), a real keyboard (XTEST through xdotool) and a PulseAudio pipe source
fed with real speech: Space starts and stops a take whatever has focus, the take hears the
speech, and the meter is idle between takes.

Sets up its own Xvfb and PulseAudio server; skips, saying why, where either cannot start.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import soundfile

from tests.audio.audio_helpers import (
    HEARD_SECONDS,
    RATE,
    PulseServer,
    pipe_writer,
    private_pulse_server,
    resample,
)
from tests.gui.real_window import Lines, child_env, xvfb_display
from voxwell.api import QuestionnaireCreateResponse, QuestionnaireResponse
from voxwell.launcher.local_engine import LocalEngine

HERE = Path(__file__).parent
pytestmark = pytest.mark.slow


@pytest.fixture
def display() -> Iterator[str]:
    """A display of the test's own (``xvfb_display``)."""
    with xvfb_display() as number:
        yield number


@pytest.fixture
def pulse_server() -> Iterator[PulseServer]:
    with private_pulse_server("vxrw-", ("mic",)) as server:
        yield server


def _xdotool(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        ["xdotool", *args], env=env, check=True, timeout=10, capture_output=True, text=True
    )
    return done.stdout


def _is_state(line: str) -> bool:
    return line.startswith("STATE ")


def _state(line: str) -> dict[str, str]:
    _, slot, recording, idle, takes, speech, active = line.split()
    return {
        "slot": slot,
        "recording": recording,
        "idle": idle,
        "takes": takes,
        "speech": speech,
        "active": active,
    }


def test_space_records_from_the_pipe_microphone_in_a_real_window(
    display: str,
    pulse_server: PulseServer,
    audio_fixtures: Path,
    tmp_path: Path,
) -> None:
    """No window manager: the keys go to the window under the pointer, which Qt never counts as
    its active window (so no window shortcut fires); Space must still start and stop the take.

    The child's environment is made here, not inherited: inherited, it carried the
    ``PULSE_SOURCE=mic2`` that an earlier audio test's device choice had left in this process,
    and the take could not open the microphone (this server has no "mic2").
    """
    env = child_env(display, tmp_path, pulse_server.env())
    log = tmp_path / "child.log"
    with log.open("w") as errors:
        child = subprocess.Popen(
            [sys.executable, str(HERE / "real_window_app.py")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )
    try:
        lines = Lines(child)
        window = lines.expect(lambda x: x.startswith("READY"), 60).split()[1]
        first = _state(lines.expect(_is_state, 10))
        assert first["slot"] == "moodQuestion"
        assert first["idle"] == "1"  # before the first take
        assert first["active"] == "0"  # nothing gave the window the focus
        # The pointer over the window: where the X server sends the keys (focus PointerRoot).
        _xdotool(env, "mousemove", "--sync", "--window", window, "300", "300")
        _xdotool(env, "key", "space")
        started = _state(lines.expect(lambda x: _is_state(x) and _state(x)["recording"] == "1", 15))
        assert started["idle"] == "0"
        speech, rate = soundfile.read(str(audio_fixtures / "mood_answer_en.flac"), dtype="float32")
        pcm = (resample(speech[: HEARD_SECONDS * rate], rate, RATE) * 32767).astype("int16")
        with pipe_writer(pulse_server.fifo("mic"), pcm, pad_seconds=0.6) as written:
            assert written.wait(90)
        _xdotool(env, "key", "space")
        kept = _state(
            lines.expect(lambda x: _is_state(x) and "moodQuestion" in _state(x)["takes"], 20)
        )
        assert kept["recording"] == "0"
        assert kept["idle"] == "1"  # the meter stands still between takes
        assert float(kept["speech"]) > 5.0  # the take heard the speech fed to the microphone
    except AssertionError as exc:
        raise AssertionError(f"{exc}\nthe app's messages: {lines.messages[-3:]}") from exc
    finally:
        child.terminate()
        child.wait(20)
        if child.stdout is not None:
            child.stdout.close()


def test_the_patient_form_covers_the_screen_and_is_filled_from_the_keyboard(
    display: str, engine: LocalEngine, tmp_path: Path
) -> None:
    """Without a window manager (here) the full-screen state is only a request nobody grants:
    the form opened at its own size with the app, and another person's data, around it."""
    created = httpx.post(
        f"{engine.base_url}/v1/questionnaires",
        json={"user": {"userLabel": "P-0888"}, "questionnaireType": "gad-7"},
        headers={"x-api-key": engine.api_key},
        timeout=10,
    )
    created.raise_for_status()
    reply = QuestionnaireCreateResponse.model_validate(created.json())
    env = child_env(display, tmp_path)
    child = subprocess.Popen(
        [sys.executable, str(HERE / "real_window_form.py"), reply.activityLink],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        lines = Lines(child)
        form = lines.expect(lambda x: x.startswith("FORM"), 60).split()[1]
        assert lines.expect(lambda x: x.startswith("ANSWERS"), 10) == "ANSWERS 0 answering"
        shell = _xdotool(env, "getwindowgeometry", "--shell", form)
        geometry = dict(line.split("=", 1) for line in shell.split())
        assert (geometry["WIDTH"], geometry["HEIGHT"]) == ("1280", "900")  # the whole screen
        _xdotool(env, "windowfocus", "--sync", form)  # as a window manager gives a new window
        # The first question's first answer has the focus: Space ticks it, Right moves on to
        # "Several days" (1 point); Tab goes to the next question, Space ticks "Not at all".
        _xdotool(env, "key", "space", "Right")
        for _ in range(7):
            _xdotool(env, "key", "Tab", "space")
        lines.expect(lambda x: x == "ANSWERS 8 answering", 10)
        _xdotool(env, "key", "Return")  # the form's default button: Send my answers
        lines.expect(lambda x: x == "ANSWERS 8 done", 20)
    finally:
        child.terminate()
        child.wait(20)
        if child.stdout is not None:
            child.stdout.close()
    # Kept and scored by the engine through the activity endpoint: 1 point, for question 1.
    kept = httpx.get(
        f"{engine.base_url}/v1/questionnaires/{reply.id}",
        headers={"x-api-key": engine.api_key},
        timeout=10,
    )
    details = QuestionnaireResponse.model_validate(kept.json()).details
    assert details is not None
    assert details.scoreDetails is not None
    assert str(details.answers["gad7_1"]) == "1"
    assert details.scoreDetails.score == 1

"""The application as a whole: engine child process, status bar, resume after close, recovery
after a kill. Each test has its own home folder (``VOXWELL_HOME``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from voxwell.audio import FileInput
from voxwell.audio.preflight import measure_take
from voxwell.audio.takes import owner_of
from voxwell.desk.results_style import local_time_text
from voxwell.errors import CredentialsError

# Apps started here launch their engine on the settings' default port (28765): one worker runs
# them all, so two never race for that port (pytest-xdist, --dist loadgroup).
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("default-engine-port")]

HERE = Path(__file__).resolve().parent


def test_window_opens_without_engine(app_launcher: Any) -> None:
    application = app_launcher.start(start_engine=False)
    app_launcher.qtbot.waitUntil(lambda: "interactive" in application.startup_times, timeout=5000)
    assert application.window.isVisible()
    assert application.window.windowTitle() == "Voxwell"
    assert "Service: Local engine" in application.window.status_text()
    assert "Local engine: not started" in application.window.status_text()
    assert application.window.current_page() == "setup"
    window = application.window
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Session", "History", "Study", "Questionnaires", "User data", "Account"]
    for index, title in enumerate(titles[1:], start=1):
        window.tabs.setCurrentIndex(index)  # each review tab is built when first shown
        view = window.review_tab(title)
        assert view is not None
        assert view.isVisible()
    app_launcher.close(application)


def test_choosing_a_region_shows_in_the_status_bar(app_launcher: Any, home: Path) -> None:
    from voxwell.desk.settings import AppSettings

    application = app_launcher.start(start_engine=False)
    application.apply_settings(AppSettings(service="ca"))
    window = application.window
    assert application.state.service.service_name == "Canada region"
    assert not application.state.service.is_local
    assert "Service: Canada region" in window.status_text()
    assert "no API key (open Settings)" in window.status_text()
    # Sessions recorded now go to the region, and say so plainly that a key is missing.
    with pytest.raises(CredentialsError, match="No API key is stored for Canada region"):
        application.state.service.client()


def test_engine_starts_with_the_app_and_stops_on_close(
    app_launcher: Any, home: Path, memory_keyring: Any
) -> None:
    application = app_launcher.start(engine_workers=1)
    app_launcher.qtbot.waitUntil(lambda: application.state.engine_state == "ready", timeout=60_000)
    engine = application.runner.engine
    assert engine.is_running()
    assert application.state.service.base_url.startswith("http://127.0.0.1:")
    assert "Local engine: ready" in application.window.status_text()
    assert application.engine_key_home == "keyring"  # the key lives in the (stand-in) keyring
    assert engine.api_key in memory_keyring.store.values()
    assert not any(engine.api_key in p.read_text(errors="ignore") for p in home.rglob("*.json"))
    app_launcher.close(application)
    assert not engine.is_running()


def test_killed_mid_take_offers_the_take_back(
    qtbot: QtBot, app_launcher: Any, home: Path, audio_fixtures: Path
) -> None:
    child = subprocess.Popen(
        [
            sys.executable,
            str(HERE / "record_then_hang.py"),
            str(audio_fixtures / "read_passage_en.flac"),
        ],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline().split()
        assert line[0] == "RECORDING", line
        partial = Path(line[1])
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        if child.stdout is not None:
            child.stdout.close()
    assert partial.name.endswith(".partial.wav")
    assert partial.parent == home / "data" / "takes"
    # recover_takes leaves takes written in the last 5 s alone (another copy may be recording).
    qtbot.waitUntil(lambda: time.time() - partial.stat().st_mtime > 5.5, timeout=10_000)

    application = app_launcher.start(start_engine=False)
    qtbot.waitUntil(
        lambda: getattr(application, "recovery_dialog", None) is not None, timeout=10_000
    )
    dialog = application.recovery_dialog
    assert dialog.isVisible()
    (offer,) = dialog.offers()
    assert offer.take.label == "readAloud"
    assert offer.take.user_label == "P-0666"
    assert offer.take.duration_seconds > 1.0
    assert offer.speech_seconds is not None
    assert offer.speech_seconds > 0  # the take's speech, counted as the engine counts it
    assert offer.speech_seconds == measure_take(offer.take.path).speech_seconds
    described = dialog.take_list.item(0).text()
    assert "Read aloud" in described
    assert "P-0666" in described  # the person it belongs to, and when, and its speech
    assert f"recorded {local_time_text(offer.take.started_at)}" in described
    assert f"{offer.speech_seconds:.1f} s of speech" in described
    dialog.keep_button.click()
    (kept_take,) = dialog.kept.takes
    kept = kept_take.path
    assert kept_take.slot == "readAloud"
    assert kept.is_file()
    assert kept.suffix == ".wav"
    assert not partial.exists()
    # The take still says whose it is, beside the audio.
    assert owner_of(kept)[1] == "P-0666"
    window = application.window
    # Another person's session comes first: the take is not theirs and is not offered.
    window.setup_view.fill(user_label="P-0099", birth_year=1980, model_kind="apollo")
    window.setup_view.start_button.click()
    assert window.recording_view.takes == {}
    assert not window.recording_view.footer.upload_button.isEnabled()
    window.new_session()
    window.setup_view.fill(user_label="P-0666", birth_year=1990, model_kind="apollo")
    window.setup_view.start_button.click()
    assert window.recording_view.takes == {"readAloud": str(kept)}
    assert window.recording_view.current_slot == "moodQuestion"
    app_launcher.close(application)


def test_a_take_not_uploaded_before_closing_is_offered_at_the_next_start(
    qtbot: QtBot, app_launcher: Any, home: Path, audio_fixtures: Path
) -> None:
    first = app_launcher.start(start_engine=False)
    window = first.window
    sample = audio_fixtures / "format_sample.wav"
    window.recording_view.set_source_factory(lambda slot: FileInput(sample, speed=25.0))
    window.setup_view.fill(user_label="P-0777", birth_year=1975, model_kind="mental-wellness")
    window.setup_view.start_button.click()
    window.recording_view.toggle_recording()
    qtbot.waitUntil(lambda: "recording" in window.recording_view.takes, timeout=15_000)
    take = Path(window.recording_view.takes["recording"])
    assert window.recording_view.footer.upload_button.isEnabled()
    app_launcher.close(first)  # closed before Upload: no session was stored
    assert take.is_file()

    second = app_launcher.start(start_engine=False)
    qtbot.waitUntil(lambda: getattr(second, "recovery_dialog", None) is not None, timeout=10_000)
    dialog = second.recovery_dialog
    assert [(o.take.path, o.take.user_label, o.take.finished) for o in dialog.offers()] == [
        (take, "P-0777", True)
    ]
    assert "(not uploaded)" in dialog.take_list.item(0).text()
    assert dialog.windowTitle() == "Recordings not uploaded"
    dialog.keep_button.click()
    assert [(t.slot, t.path, t.owner.user_label) for t in dialog.kept.takes] == [
        ("recording", take, "P-0777")
    ]
    view = second.window.recording_view
    second.window.setup_view.fill(
        user_label="P-0777", birth_year=1975, model_kind="mental-wellness"
    )
    second.window.setup_view.start_button.click()
    assert view.takes == {"recording": str(take)}
    qtbot.waitUntil(lambda: view.take_speech("recording") is not None, timeout=15_000)
    assert view.footer.upload_button.isEnabled()
    app_launcher.close(second)


def _voxwell(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "voxwell", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="only X11/Wayland systems run without a display"
)
def test_no_display_is_said_plainly(home: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = _voxwell([], env)
    assert done.returncode == 2
    assert "no display was found" in done.stderr
    assert "--offscreen" in done.stderr


def test_smoke_test_opens_and_closes_the_window(home: Path) -> None:
    done = _voxwell(["--smoke-test", "--no-engine"], dict(os.environ))
    assert done.returncode == 0, done.stderr
    # It names the language the window spoke and its start button's words (the suite's is
    # English: tests/conftest.py).
    assert "Smoke test passed: window 'Voxwell' in en ('Start recording') shown" in done.stderr

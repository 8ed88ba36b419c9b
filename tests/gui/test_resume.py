"""Closing the app mid-upload, then starting it again, finishes the same run."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import httpx
import pytest
from pytestqt.qtbot import QtBot

from voxwell.api import BirthSex, LanguageCode
from voxwell.desk.settings import AppSettings, save_settings
from voxwell.paths import app_paths
from voxwell.sessions.runner import Phase, Step

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("keyring_fixture", ["memory_keyring", "no_keyring"])
def test_closing_mid_upload_resumes_at_next_start(
    settle: Any,
    qtbot: QtBot,
    app_launcher: Any,
    audio_fixtures: Path,
    request: pytest.FixtureRequest,
    keyring_fixture: str,
) -> None:
    # Without a keyring (a common Linux desktop) the engine key is kept in its 0600 key file.
    request.getfixturevalue(keyring_fixture)
    port = _free_port()  # the settings' fixed engine port (the default may be taken here)
    save_settings(AppSettings(engine_port=port), app_paths().ensure().settings_file)
    first = app_launcher.start(engine_workers=1)
    qtbot.waitUntil(lambda: first.state.engine_state == "ready", timeout=60_000)
    window = first.window
    window.setup_view.fill(
        user_label="P-0200",
        birth_year=1959,
        birth_sex=BirthSex.MALE,
        language=LanguageCode.EN_US,
        model_kind="apollo",
    )
    window.setup_view.start_button.click()
    settle(
        window.recording_view.import_file(audio_fixtures / "mood_answer_en.flac", "moodQuestion")
    )
    settle(window.recording_view.import_file(audio_fixtures / "read_passage_en.flac", "readAloud"))

    def close_before_second_take(phase: Phase) -> None:
        # The app is closed the moment the second upload begins: a close mid-upload.
        if phase == Phase(Step.UPLOADING, "readAloud"):
            window.close()

    window.upload_view.phaseChanged.connect(close_before_second_take)
    window.recording_view.footer.upload_button.click()
    store = first.store
    qtbot.waitUntil(lambda: bool(store.sessions()), timeout=10_000)
    session_id = store.sessions()[0].id
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=30_000)
    engine = first.runner.engine
    app_launcher.close(first)
    # Closed mid-upload (the second take has not gone up): the engine child stopped too.
    assert not engine.is_running()

    second = app_launcher.start(engine_workers=1)
    paused = second.store.get(session_id)
    assert paused.status == "uploading"
    assert paused.uploaded_slots == ["moodQuestion"]
    qtbot.waitUntil(lambda: second.window.current_page() == "results", timeout=120_000)
    done = second.store.get(session_id)
    assert done.status == "complete"
    assert done.run_id == paused.run_id  # same key, same run, its upload URL re-used
    assert second.engine_key_home == ("keyring" if keyring_fixture == "memory_keyring" else "file")
    # The same port at every start: upload URLs (and questionnaire links) stay valid.
    assert done.base_url == second.state.engine.base_url == paused.base_url
    assert paused.base_url == f"http://127.0.0.1:{port}"
    assert second.window.results_view().showing() == "apollo"
    app_launcher.close(second)


def test_questionnaire_answers_arrive_after_a_restart_without_keyring(
    qtbot: QtBot, app_launcher: Any, no_keyring: None
) -> None:
    port = _free_port()
    save_settings(AppSettings(engine_port=port), app_paths().ensure().settings_file)
    first = app_launcher.start(engine_workers=1)
    qtbot.waitUntil(lambda: first.state.engine_state == "ready", timeout=60_000)
    first.window.setup_view.fill(user_label="P-0210", birth_year=1970)
    view = first.window.review_tab("Questionnaires")
    view.type_box.setCurrentIndex(view.type_box.findData("phq-9"))
    view.create_button.click()
    qtbot.waitUntil(lambda: view.activity_link() != "", timeout=10_000)
    link = view.activity_link()
    assert link.startswith(f"http://127.0.0.1:{port}/activities/")
    app_launcher.close(first)

    second = app_launcher.start(engine_workers=1)
    qtbot.waitUntil(lambda: second.state.engine_state == "ready", timeout=60_000)
    # The link handed out before the restart still opens, and the answers reach the clinician.
    page = httpx.get(link, timeout=10)
    assert page.status_code == 200
    answers = {f"phq9_{i}": "1" for i in range(1, 10)}
    assert httpx.post(link, data=answers, timeout=10).status_code == 200
    again = second.window.review_tab("Questionnaires")
    assert again.activity_link() == link
    qtbot.waitUntil(lambda: again.current_reading() is not None, timeout=20_000)
    assert again.current_reading().score == 9

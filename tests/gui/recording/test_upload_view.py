"""UploadView against the real engine: results, each error code's plain action, cancel, resume."""

from __future__ import annotations

import secrets
import shutil
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.closing import wait_closed
from tests.gui.main_window_helpers import clients_of
from voxwell.api import BirthSex, LanguageCode
from voxwell.desk import Desk
from voxwell.gui.recording.upload_view import BUTTON_LABELS, UploadView
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore, SessionRecord
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.draft import SessionDraft, create_session_record

pytestmark = pytest.mark.slow


DONE = ("complete", "failed", "error", "cancelled")


def _draft(
    model_kind: str = "mental-wellness", language: LanguageCode = LanguageCode.EN_US
) -> SessionDraft:
    return SessionDraft(
        user_label="P-0007",
        birth_year=1975,
        birth_month=6,
        birth_day=None,
        birth_sex=BirthSex.MALE,
        language=language,
        model_kind=model_kind,
        consent=True,
    )


def _session(
    store: HistoryStore,
    context: ServiceContext,
    takes: dict[str, Path],
    model: str,
    language: LanguageCode = LanguageCode.EN_US,
) -> SessionRecord:
    return create_session_record(
        store,
        _draft(model, language),
        {slot: str(path) for slot, path in takes.items()},
        service_name=context.service_name,
        base_url=context.base_url,
    )


def _view(qtbot: QtBot, store: HistoryStore, context: ServiceContext) -> UploadView:
    view = UploadView(Desk(store=store), clients_of(context), poll_deadline=120)
    qtbot.addWidget(view)
    return view


def _run(qtbot: QtBot, view: UploadView, record: SessionRecord) -> None:
    view.start(record)
    qtbot.waitUntil(lambda: view.state in DONE, timeout=90_000)


def test_mental_wellness_take_gets_results(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, audio_fixtures: Path
) -> None:
    record = _session(
        store,
        service_context,
        {"recording": audio_fixtures / "format_sample.flac"},
        "mental-wellness",
    )
    view = _view(qtbot, store, service_context)
    states: list[str] = []
    view.stateChanged.connect(states.append)
    with qtbot.waitSignal(view.sessionFinished, timeout=90_000) as finished:
        view.start(record)
    saved = store.get(record.id)
    assert finished.args[0].id == record.id
    assert saved.status == "complete"
    assert saved.uploaded_slots == ["recording"]
    assert saved.run_json is not None
    assert saved.run_json["status"] == "COMPLETE_OK"
    assert saved.run_json["results"]["sections"]
    assert saved.model_version
    assert states.index("uploading") < states.index("running") < states.index("complete")
    assert view.progress.value() == 1000
    assert view.steps() == ["✓ Run created", "✓ Recording uploaded", "✓ Analysis complete"]
    assert view.elapsed_label.text().startswith("Elapsed")


@pytest.mark.parametrize(
    ("fixture", "code", "button", "words"),
    [
        ("short_8s.flac", "ERR_RECORDING_TOO_SHORT", "retake", "Record again with more speech"),
        ("long_190s.opus", "ERR_RECORDING_TOO_LONG", "retake", "stop within 3 minutes"),
        ("format_sample.txt", "ERR_RECORDING_INVALID_FORMAT", "import", "Re-export"),
    ],
)
def test_error_codes_show_plain_actions(
    qtbot: QtBot,
    store: HistoryStore,
    service_context: ServiceContext,
    audio_fixtures: Path,
    tmp_path: Path,
    fixture: str,
    code: str,
    button: str,
    words: str,
) -> None:
    source = audio_fixtures / fixture
    if source.suffix == ".txt":  # a text file renamed .wav
        renamed = tmp_path / "not_audio.wav"
        shutil.copyfile(source, renamed)
        source = renamed
    record = _session(store, service_context, {"recording": source}, "mental-wellness")
    view = _view(qtbot, store, service_context)
    _run(qtbot, view, record)
    assert view.state == "failed"
    assert store.get(record.id).error_code == code
    assert store.get(record.id).status == "failed"
    assert view.action is not None
    assert view.action.button == button
    assert words in view.action_label.text()
    # The one button that helps is shown (the view itself is never put on screen here).
    assert not view.action_button.isHidden()
    assert view.action_button.text() == BUTTON_LABELS[button]
    with qtbot.waitSignal(view.actionRequested, timeout=1000) as requested:
        view.action_button.click()
    assert requested.args[0] == button


def test_a_take_in_another_language_is_analysed_again_in_it_without_recording_again(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, audio_fixtures: Path
) -> None:
    """English speech in a ja-JP session gives no Japanese words (ERR_TRANSCRIPTION_FAILED).
    The only button used to be "Record again", which dropped the take; now the view offers the
    same take again in English, beside recording again, and the failed run stays as it ended."""
    take = audio_fixtures / "mood_answer_en.flac"
    record = _session(
        store, service_context, {"recording": take}, "mental-wellness", LanguageCode.JA_JP
    )
    view = _view(qtbot, store, service_context)
    _run(qtbot, view, record)
    assert view.state == "failed"
    assert view.action is not None
    assert (view.action.button, view.action.language) == ("language", LanguageCode.EN_US)
    assert view.action_button.text() == "Analyse again as English (United States)"
    assert "nothing is recorded again" in view.action_label.text()
    assert not view.retake_button.isHidden()
    with qtbot.waitSignal(view.actionRequested, timeout=1000) as requested:
        view.retake_button.click()
    assert requested.args == ["retake", view.record]

    with qtbot.waitSignal(view.sessionFinished, timeout=90_000) as finished:
        view.action_button.click()
    again: SessionRecord = finished.args[0]
    assert again.id != record.id
    assert (again.status, again.language) == ("complete", "en-US")
    assert again.takes == {"recording": str(take)}
    assert again.run_json is not None
    assert again.run_json["results"]["sections"]
    assert view.retake_button.isHidden()
    failed = store.get(record.id)
    assert (failed.status, failed.error_code, failed.language) == (
        "failed",
        "ERR_TRANSCRIPTION_FAILED",
        "ja-JP",
    )


def test_wrong_key_says_open_settings(
    qtbot: QtBot, store: HistoryStore, engine: LocalEngine, qasync_loop: Any, audio_fixtures: Path
) -> None:
    context = ServiceContext.for_engine(engine.base_url, "vxk-not-a-key-" + secrets.token_hex(8))
    record = _session(
        store, context, {"recording": audio_fixtures / "short_8s.flac"}, "mental-wellness"
    )
    view = _view(qtbot, store, context)
    _run(qtbot, view, record)
    assert view.state == "error"
    assert view.action is not None
    assert view.action.button == "settings"
    assert "API key" in view.action_label.text()
    assert store.get(record.id).status == "recorded"  # nothing lost: still pending
    wait_closed(qtbot, context)


def test_cancel_marks_cancelled_and_keeps_takes(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, audio_fixtures: Path
) -> None:
    take = audio_fixtures / "short_8s.flac"
    record = _session(store, service_context, {"recording": take}, "mental-wellness")
    view = _view(qtbot, store, service_context)
    view.start(record)
    assert view.is_busy()
    view.cancel()
    assert view.state == "cancelled"
    qtbot.waitUntil(lambda: store.get(record.id).status == "cancelled", timeout=5000)
    assert record.id not in [pending.id for pending in store.pending()]
    assert take.is_file()
    qtbot.waitUntil(lambda: not view.is_busy(), timeout=5000)
    # "Try again" takes it up again, to the end (this take is too short: the run fails).
    with qtbot.waitSignal(view.sessionFailed, timeout=90_000):
        view.action_button.click()
    assert view.state == "failed"
    assert store.get(record.id).error_code == "ERR_RECORDING_TOO_SHORT"


def test_missing_take_file_ends_the_session(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, tmp_path: Path
) -> None:
    record = _session(
        store, service_context, {"recording": tmp_path / "moved.wav"}, "mental-wellness"
    )
    view = _view(qtbot, store, service_context)
    _run(qtbot, view, record)
    assert view.state == "error"
    assert "no longer on disk" in view.action_label.text()
    assert store.get(record.id).status == "failed"  # not offered again at every start
    assert store.pending() == []

"""RecordingView with the real file-backed input: takes kept per slot, meter, re-take, import."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
import soundfile
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.audio.audio_helpers import PulseServer
from voxwell.api import BirthSex, LanguageCode
from voxwell.audio import FileInput, is_playing, stop_playback
from voxwell.audio.backend import sounddevice
from voxwell.gui.recording.recording_view import RecordingView
from voxwell.gui.recording.take_controls import KEYS
from voxwell.sessions.draft import SessionDraft
from voxwell.wording import format_clock

SPEED = 25.0  # the file plays 25 times faster than real time


def _draft(
    model_kind: str = "apollo",
    *,
    consent: bool = True,
    language: LanguageCode = LanguageCode.EN_US,
) -> SessionDraft:
    return SessionDraft(
        user_label="P-0042",
        birth_year=1980,
        birth_month=None,
        birth_day=None,
        birth_sex=BirthSex.FEMALE,
        language=language,
        model_kind=model_kind,
        consent=consent,
    )


@pytest.fixture
def view(
    qtbot: QtBot, audio_fixtures: Path, tmp_path: Path, qasync_loop: asyncio.AbstractEventLoop
) -> RecordingView:
    files = {
        "moodQuestion": audio_fixtures / "mood_answer_en.flac",
        "readAloud": audio_fixtures / "read_passage_en.flac",
        "recording": audio_fixtures / "short_8s.flac",
    }
    widget = RecordingView(lambda slot: FileInput(files[slot], speed=SPEED), takes_folder=tmp_path)
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    return widget


def _record_whole_file(qtbot: QtBot, view: RecordingView) -> None:
    slot = view.current_slot
    view.toggle_recording()
    assert view.is_recording
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15000)
    assert slot in view.takes


def test_the_header_names_the_person_model_and_language_as_the_form_does(
    view: RecordingView,
) -> None:
    view.desk.start_session(_draft("mental-wellness", language=LanguageCode.ID_ID))
    view.begin()
    assert view.header.text() == "<b>P-0042</b> · Mental wellness (one recording) · Indonesian"


def test_two_takes_fill_both_slots_and_enable_upload(qtbot: QtBot, view: RecordingView) -> None:
    view.desk.start_session(_draft())
    view.begin()
    assert view.current_slot == "moodQuestion"
    assert "How are you feeling today?" in view.prompt.text.text()
    assert not view.footer.upload_button.isEnabled()
    _record_whole_file(qtbot, view)
    speech = view.take_speech("moodQuestion")
    assert speech is not None
    assert speech[0] > 15.0
    assert speech[1]
    assert "enough speech" in view.status_label.text()
    # The view moves on to the slot still missing, and shows the passage.
    assert view.current_slot == "readAloud"
    assert "North Wind" in view.prompt.title.text()
    _record_whole_file(qtbot, view)
    assert set(view.takes) == {"moodQuestion", "readAloud"}
    for path in view.takes.values():
        assert Path(path).is_file()
        assert Path(path).suffix == ".wav"
    assert view.footer.upload_button.isEnabled()
    # The pre-upload checks decode both takes in a worker thread (importing the analysis the
    # first time): the wait allows for a loaded machine and returns as soon as the signal comes.
    with qtbot.waitSignal(view.uploadRequested, timeout=30_000) as signal:
        view.footer.upload_button.click()
    assert signal.args[0] == view.takes


def test_retake_keeps_the_other_take_and_the_replaced_one(
    qtbot: QtBot, view: RecordingView
) -> None:
    view.desk.start_session(_draft())
    view.begin()
    _record_whole_file(qtbot, view)
    _record_whole_file(qtbot, view)
    first = view.takes
    superseded_notes = Path(first["moodQuestion"]).with_suffix(".json")
    assert superseded_notes.is_file()  # a kept take says whose it is
    view.select_slot("moodQuestion")
    assert view.controls.record_button.text().replace("&", "").startswith("Re-take")
    _record_whole_file(qtbot, view)
    assert view.takes["readAloud"] == first["readAloud"]
    second = view.takes["moodQuestion"]
    assert second != first["moodQuestion"]
    # The replaced take is kept, with its notes, and comes back with one click.
    assert Path(first["moodQuestion"]).is_file()
    assert superseded_notes.is_file()
    assert "is kept" in view.status_label.text()
    view.select_slot("moodQuestion")
    assert not view.controls.restore_button.isHidden()
    view.controls.restore_button.click()
    assert view.takes["moodQuestion"] == first["moodQuestion"]
    assert Path(second).is_file()  # the one it replaced is kept in its turn
    assert Path(first["readAloud"]).is_file()
    assert Path(first["readAloud"]).with_suffix(".json").is_file()


def test_a_worse_retake_stays_on_its_slot_with_the_way_back(
    qtbot: QtBot, view: RecordingView, audio_fixtures: Path
) -> None:
    """The accidental Space, Space after a good take: the short take does not move the page on,
    and the good one is one click away."""
    view.desk.start_session(_draft())
    view.begin()
    _record_whole_file(qtbot, view)
    good = view.takes["moodQuestion"]
    assert view.current_slot == "readAloud"
    view.select_slot("moodQuestion")
    short = audio_fixtures / "short_8s.flac"
    view.set_source_factory(lambda _slot: FileInput(short, speed=SPEED))
    _record_whole_file(qtbot, view)
    assert view.current_slot == "moodQuestion"
    assert view.controls.restore_button.isVisible()
    assert "is kept" in view.status_label.text()
    view.controls.restore_button.click()
    assert view.takes["moodQuestion"] == good
    speech = view.take_speech("moodQuestion")
    assert speech is not None
    assert speech[1]


def test_short_take_says_not_enough_speech(qtbot: QtBot, view: RecordingView) -> None:
    view.desk.start_session(_draft("mental-wellness"))
    view.begin()
    assert view.current_slot == "recording"
    _record_whole_file(qtbot, view)
    speech = view.take_speech("recording")
    assert speech is not None
    assert 0 < speech[0] < 10.0
    assert not speech[1]
    assert "needs 10 s" in view.status_label.text()
    assert f"⚠ {speech[0]:.0f} s of speech" in view.slot_list.item(0).text()
    assert "(needs 10 s)" in view.slot_list.item(0).text()
    # Consent is given and the slot has a take, but the service would refuse it: re-take first.
    assert not view.footer.upload_button.isEnabled()


def test_an_imported_take_shows_its_speech(
    settle: Any, view: RecordingView, audio_fixtures: Path
) -> None:
    view.desk.start_session(_draft("mental-wellness"))
    view.begin()
    assert settle(view.import_file(audio_fixtures / "format_sample.wav")) is not None
    speech = view.take_speech("recording")
    assert speech is not None
    assert speech[1]
    assert f"✓ {speech[0]:.0f} s of speech" in view.slot_list.item(0).text()
    assert view.meter.speech_text() == f"Enough speech ✓ ({speech[0]:.0f} s)"
    assert view.footer.upload_button.isEnabled()


@pytest.mark.parametrize(
    ("fixture", "enough"), [("format_sample.wav", True), ("short_8s.flac", False)]
)
def test_takes_brought_back_are_measured_like_new_ones(
    qtbot: QtBot,
    view: RecordingView,
    audio_fixtures: Path,
    tmp_path: Path,
    fixture: str,
    enough: bool,
) -> None:
    # As after a crash (recovered) or a return from the setup page: takes already on disk.
    kept = tmp_path / f"kept-{fixture}"
    kept.write_bytes((audio_fixtures / fixture).read_bytes())
    view.desk.record_again(_draft("mental-wellness"), {"recording": str(kept)})
    view.begin()
    assert view.take_speech("recording") is None  # counted in the background
    qtbot.waitUntil(lambda: view.take_speech("recording") is not None, timeout=15000)
    speech = view.take_speech("recording")
    assert speech is not None
    assert speech[1] is enough
    assert speech[0] > 0.0
    assert (speech[0] >= 10.0) is enough
    assert view.meter.speech_text() != "0.0 s of 10 s"
    assert view.meter.enough_speech is enough
    assert ("✓" in view.slot_list.item(0).text()) is enough
    assert view.footer.upload_button.isEnabled() is enough


def test_no_upload_without_consent(
    settle: Any, qtbot: QtBot, view: RecordingView, audio_fixtures: Path
) -> None:
    view.desk.start_session(_draft("mental-wellness", consent=False))
    view.begin()
    imported = settle(view.import_file(audio_fixtures / "format_sample.wav"))
    assert imported is not None
    assert Path(imported).read_bytes() == (audio_fixtures / "format_sample.wav").read_bytes()
    assert view.takes == {"recording": imported}
    assert not view.footer.upload_button.isEnabled()
    assert view.footer.consent_note.isVisibleTo(view)


def test_space_starts_and_stops(qtbot: QtBot, view: RecordingView) -> None:
    view.desk.start_session(_draft())
    view.begin()
    view.setFocus()
    qtbot.keyClick(view, " ")
    assert view.is_recording
    qtbot.waitUntil(lambda: view.meter.elapsed_text() != "Elapsed 0:00 of 3:00", timeout=5000)
    qtbot.keyClick(view, " ")
    assert not view.is_recording
    assert "moodQuestion" in view.takes


def test_space_or_enter_on_a_focused_button_presses_it_and_never_records(
    qtbot: QtBot, view: RecordingView
) -> None:
    """A keyboard user who tabbed to a button presses that button: Space on a focused "Back to
    setup" goes back (it once started a take), and Enter presses it too."""
    view.desk.start_session(_draft())
    view.begin()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    back = view.footer.back_button
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        back.setFocus(Qt.FocusReason.TabFocusReason)
        assert QApplication.focusWidget() is back
        with qtbot.waitSignal(view.backRequested, timeout=2000):
            qtbot.keyClick(back, key)
        assert not view.is_recording
    # Focus on the record button, or on none: Space records.
    view.controls.record_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(view.controls.record_button, Qt.Key.Key_Space)
    assert view.is_recording
    view.toggle_recording()


def test_each_button_has_a_key_named_in_its_tooltip_and_in_help(
    qtbot: QtBot, view: RecordingView
) -> None:
    view.desk.start_session(_draft())
    view.begin()
    named = {key for key, _ in KEYS}
    buttons = [*view.controls.buttons(), view.footer.back_button, view.footer.upload_button]
    for button in buttons:
        letter = button.text().split("&", 1)[1][0].upper()
        assert f"Alt+{letter}" in named, button.text()
        assert f"Alt+{letter}" in button.toolTip(), button.text()
    letters = [button.text().split("&", 1)[1][0].upper() for button in buttons]
    assert len(set(letters)) == len(letters), "no two buttons share a key"
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    with qtbot.waitSignal(view.backRequested, timeout=2000):
        qtbot.keyClick(view, "b", Qt.KeyboardModifier.AltModifier)


def _import_and_listen(settle: Any, view: RecordingView, audio_fixtures: Path) -> str:
    view.desk.start_session(_draft("mental-wellness"))
    view.begin()
    # A file with enough speech: a too-short one is refused at import (pre-upload checks).
    assert settle(view.import_file(audio_fixtures / "format_sample.wav")) is not None
    assert view.controls.listen_button.isEnabled()
    view.controls.listen_button.click()
    return view.status_label.text()


def test_listen_plays_the_take_through_the_output(
    settle: Any, pulse: PulseServer, view: RecordingView, audio_fixtures: Path
) -> None:
    text = _import_and_listen(settle, view, audio_fixtures)
    try:
        length = soundfile.info(str(audio_fixtures / "format_sample.wav")).duration
        assert text == f"Playing the take ({format_clock(length)})."
        assert is_playing()
    finally:
        stop_playback()
    assert "recording" in view.takes


def test_listen_without_a_working_output_says_why_and_keeps_the_take(
    settle: Any, view: RecordingView, audio_fixtures: Path
) -> None:
    sd = sounddevice()
    # The default output is a device that does not exist (as after unplugging it).
    sd.default.device = (None, 9999)
    try:
        text = _import_and_listen(settle, view, audio_fixtures)
    finally:
        sd.default.device = None  # back to PortAudio's own default, which Voxwell follows
    assert "The take cannot be played here." in text
    assert "choose another output" in text
    assert "kept and can still be uploaded" in text
    assert "recording" in view.takes
    assert Path(view.takes["recording"]).exists()

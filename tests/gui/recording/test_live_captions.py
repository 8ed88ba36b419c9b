"""Live captions and alerts on the clinician's recording screen, with the real engine.

The real main window records a take from the file-backed input (a risk phrase spoken by
espeak-ng between pauses, at espeak's own 22.05 kHz so the take is resampled on its way): its
captions appear under the meter and an alert banner above them while the take goes on; the
captions and the alert are kept beside the take. Handing the laptop to the patient (the
questionnaire's patient form) or starting the next person's session shows none of it. A service
that cannot monitor is a line on the screen, and the take is recorded as ever.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
import soundfile
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.desk.test_live_monitor import draft
from tests.gui.main_window_helpers import shown_main_window, start_session
from voxwell.api import BirthSex, LanguageCode, LiveAlert, LiveCaption, LiveNotes
from voxwell.audio import FileInput
from voxwell.audio.takes import read_live_notes, write_live_notes
from voxwell.desk.connection import ServiceConnection
from voxwell.desk.live_monitor import LiveMonitor, LiveState, LiveTake
from voxwell.gui.main_window import MainWindow
from voxwell.gui.questionnaires.questionnaires_view import QuestionnairesView
from voxwell.gui.recording.live_alert_banner import LiveAlertBanner
from voxwell.gui.recording.live_captions_view import LiveCaptionsView
from voxwell.gui.recording.recording_view import RecordingView
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore

pytestmark = pytest.mark.slow

SPEED = 4.0  # the take plays four times faster than real time
RISK_PHRASE = "Lately I feel that I want to kill myself."


@pytest.fixture
def risk_take(tmp_path: Path) -> Path:
    """A second of silence, the risk phrase, a pause, the phrase again, at 22.05 kHz."""
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    spoken = tmp_path / "phrase.wav"
    subprocess.run(
        ["espeak-ng", "-v", "en-us", "-s", "140", "-w", str(spoken), RISK_PHRASE],
        check=True,
        timeout=60,
    )
    phrase, rate = soundfile.read(str(spoken), dtype="float32")
    silence = np.zeros(rate, np.float32)
    take = tmp_path / "risk-take.wav"
    soundfile.write(str(take), np.concatenate([silence, phrase, silence, phrase, silence]), rate)
    return take


def _start(window: MainWindow, label: str) -> None:
    start_session(
        window,
        user_label=label,
        birth_year=1971,
        birth_month=None,
        birth_day=None,
        birth_sex=BirthSex.MALE,
        language=LanguageCode.EN_US,
        model_kind="mental-wellness",
        consent=True,
    )


def _short_take_view(
    qtbot: QtBot, folder: Path, audio_fixtures: Path, live: LiveMonitor
) -> RecordingView:
    """The recording screen, shown, whose input plays the 8 s fixture 25 times faster."""
    view = RecordingView(
        lambda _slot: FileInput(audio_fixtures / "short_8s.flac", speed=25.0),
        takes_folder=folder,
        live=live,
    )
    qtbot.addWidget(view)
    view.show()
    return view


def _texts(widget: QWidget) -> str:
    """Every label's text in ``widget`` and its children."""
    return " ".join(label.text() for label in widget.findChildren(QLabel))


def test_captions_and_an_alert_show_while_recording_and_never_on_the_patient_form(
    qtbot: QtBot,
    service_context: ServiceContext,
    store: HistoryStore,
    risk_take: Path,
) -> None:
    window = shown_main_window(
        qtbot, service_context, store, {"recording": risk_take}, SPEED, live_captions=True
    )
    _start(window, "P-LIVE1")
    view = window.recording_view
    assert view.captions.isVisible()
    assert "appear here while a take is recorded" in view.captions.status_label.text()
    assert not view.alert_banner.isVisible()

    qtbot.keyClick(view, " ")
    assert view.is_recording
    qtbot.waitUntil(lambda: view.alert_banner.alert is not None, timeout=120_000)
    alert = view.alert_banner.alert
    assert alert is not None
    assert view.alert_banner.isVisible()  # a banner in the page, not a dialog
    assert "Alert level 3 of 3: possible suicide risk (act now)" in view.alert_banner.label.text()
    assert "mindful" not in view.alert_banner.label.text(), "the wire's word understates it"
    assert "kill myself" in view.alert_banner.label.text()
    assert "diagnose nothing" in view.alert_banner.label.text()
    assert any("kill myself" in t.lower() for t in view.captions.caption_texts())
    assert view.alert_banner.announced[0].startswith("Alert level 3 of 3"), "read out at once"
    assert view.captions.announced == [], "captions are not read out unless chosen"
    # The take goes on (or has ended on its own) whatever monitoring says.
    qtbot.waitUntil(lambda: "recording" in view.takes and not view.is_recording, timeout=60_000)
    live = view.live.current if view.live is not None else None
    assert live is not None
    qtbot.waitUntil(lambda: live.state is LiveState.DONE, timeout=120_000)
    assert "Live captions of the last take" in view.captions.status_label.text()
    kept = read_live_notes(Path(view.takes["recording"]))
    assert kept is not None
    assert kept.alerts[0].level == 3
    assert [c.text for c in kept.captions] == [c.text for c in live.notes.captions]
    caption = kept.captions[-1].text

    # The patient is handed the questionnaire form: none of it is there.
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    window.tabs.setCurrentIndex(titles.index("Questionnaires"))
    questionnaires = window.findChild(QuestionnairesView)
    assert questionnaires is not None  # for the person in view, P-LIVE1
    questionnaires.create_button.click()
    qtbot.waitUntil(lambda: questionnaires.activity_link() != "", timeout=10_000)
    questionnaires.patient_button.click()
    form = questionnaires.patient_form
    assert form is not None
    qtbot.addWidget(form)
    assert form.isFullScreen()
    assert form.findChildren(LiveCaptionsView) == []
    assert form.findChildren(LiveAlertBanner) == []
    shown = _texts(form).lower()
    assert caption.lower() not in shown
    assert "kill myself" not in shown
    assert "alert level" not in shown
    form.reject()

    # The next person's session starts with no caption or alert of the last one.
    window.tabs.setCurrentIndex(0)
    window.new_session()
    assert "kill myself" not in _texts(window.setup_view).lower()
    _start(window, "P-LIVE2")
    assert view.captions.caption_texts() == []
    assert not view.alert_banner.isVisible()


def test_a_service_without_monitoring_says_so_and_the_take_is_recorded(
    qtbot: QtBot,
    tmp_path: Path,
    audio_fixtures: Path,
    qasync_loop: asyncio.AbstractEventLoop,
) -> None:
    nowhere = ServiceConnection(
        service_id="ca", service_name="Canada", base_url="", api_key=None, is_local=False
    )
    view = _short_take_view(qtbot, tmp_path, audio_fixtures, LiveMonitor(nowhere))
    view.desk.start_session(draft())
    view.begin()
    view.toggle_recording()
    assert view.is_recording
    status = view.captions.status_label.text()
    assert status.startswith("Live captions unavailable: ")
    assert "No address is set for Canada" in status
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15_000)
    take = Path(view.takes["recording"])
    assert take.is_file()
    assert soundfile.info(str(take)).duration > 7.5
    assert read_live_notes(take) is None
    assert not view.alert_banner.isVisible()


def test_captions_turned_off_in_settings_stream_nothing_and_say_so(
    qtbot: QtBot,
    tmp_path: Path,
    audio_fixtures: Path,
    service_context: ServiceContext,
    qasync_loop: asyncio.AbstractEventLoop,
) -> None:
    live = LiveMonitor(service_context.connection, enabled=False)
    view = _short_take_view(qtbot, tmp_path, audio_fixtures, live)
    assert "Live captions are off" in view.captions.status_label.text()
    view.desk.start_session(draft())
    view.begin()
    view.toggle_recording()
    assert view.is_recording
    assert live.current is None  # no monitoring session was opened for the take
    assert "Live captions are off" in view.captions.status_label.text()
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15_000)
    take = Path(view.takes["recording"])
    assert soundfile.info(str(take)).duration > 7.5
    assert read_live_notes(take) is None
    # Turned on again (Settings saved): the next take is monitored.
    live.set_enabled(True)
    assert "appear here while a take is recorded" in view.captions.status_label.text()
    view.toggle_recording()
    assert live.current is not None
    assert "Live captions are off" not in view.captions.status_label.text()
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15_000)
    qtbot.waitUntil(lambda: live.current is not None and live.current.over, timeout=60_000)


def test_a_restored_take_brings_back_its_own_captions(
    qtbot: QtBot,
    tmp_path: Path,
    audio_fixtures: Path,
    qasync_loop: asyncio.AbstractEventLoop,
) -> None:
    """The captions under the meter are the take's that fills the slot: after "Restore earlier
    take" they are the ones kept beside the earlier take, not the replaced take's."""
    live = LiveMonitor(ServiceConnection(), enabled=False)  # no service: the notes are on disk
    view = _short_take_view(qtbot, tmp_path, audio_fixtures, live)
    view.desk.start_session(draft())
    view.begin()
    view.toggle_recording()
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15_000)
    earlier = Path(view.takes["recording"])
    # As a monitored take leaves them: what was heard while it was recorded.
    heard = LiveNotes(captions=[LiveCaption(start=0.5, end=2.0, text="heard in the earlier take")])
    write_live_notes(earlier, heard)
    view.toggle_recording()
    qtbot.waitUntil(lambda: not view.is_recording, timeout=15_000)
    assert Path(view.takes["recording"]) != earlier
    assert view.captions.caption_texts() == []
    assert view.controls.restore_button.isVisible()
    view.controls.restore_button.click()
    assert Path(view.takes["recording"]) == earlier
    assert view.captions.caption_texts() == ["heard in the earlier take"]
    assert "restored take" in view.captions.status_label.text()


def test_the_banner_of_an_alert_from_the_voice_alone_says_its_concerns(qtbot: QtBot) -> None:
    banner = LiveAlertBanner()
    qtbot.addWidget(banner)
    concerns = ("voice: stress at the 97th centile",)
    banner.show_alerts([LiveAlert(level=1, alert="aware", note="", concerns=concerns)])
    assert banner.alert is not None  # on show
    assert "Concerns: voice: stress at the 97th centile." in _texts(banner)


def test_captions_are_a_reviewable_text_read_out_only_when_chosen(qtbot: QtBot) -> None:
    view = LiveCaptionsView()
    qtbot.addWidget(view)
    live = LiveTake(None, None, lambda _take: None)
    live.state = LiveState.LIVE
    first = [LiveCaption(start=float(n), end=n + 0.8, text=f"caption {n}") for n in range(6)]
    live.notes = LiveNotes(captions=first)
    view.show_take(live)
    assert view.caption_texts() == [f"caption {n}" for n in range(6)], "all kept, to review"
    assert view.captions_text.isReadOnly()
    assert view.captions_text.accessibleName() == "Live captions"
    assert view.announced == [], "off by default: nothing read out over the patient"
    later = [*first, LiveCaption(start=7.0, end=8.0, text="a new one")]
    live.notes = LiveNotes(captions=later)
    view.show_take(live, announce_captions=True)
    assert view.announced == ["a new one"], "only what is new, once"
    view.show_take(live, announce_captions=True)
    assert view.announced == ["a new one"]


def test_a_new_alert_is_read_out_at_once(qtbot: QtBot) -> None:
    banner = LiveAlertBanner()
    qtbot.addWidget(banner)
    said = 'Said "kill myself" at 0:04'
    first = LiveAlert(level=3, alert="mindful", note=said, urgency="immediate")
    banner.show_alerts([first])
    assert banner.announced == [
        'Alert level 3 of 3: possible suicide risk (act now). Said "kill myself" at 0:04'
    ]
    banner.show_alerts([first])
    banner.dismiss()
    banner.show_alerts([first])
    assert len(banner.announced) == 1, "each alert once"
    second = LiveAlert(level=1, alert="aware", note="", concerns=("voice: stress",))
    banner.show_alerts([first, second])
    assert banner.announced[1].startswith("Alert level 1 of 3: be aware, check in")

"""The desk's live monitoring against the real engine: a take's blocks (48 kHz, as a microphone
gives them) become captions and, for a risk phrase spoken by espeak-ng, an alert with the words
and their time; both are saved beside the take. A service without the endpoint, or one that
refuses the key, is an unavailable state with the reason, never an error in the take's way.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from tests.engine.monitor_helpers import spoken
from tests.real_speech import LJ_WER_CLIPS, build
from voxwell.analysis import decode
from voxwell.api import BirthSex, LanguageCode, LiveCaption, LiveNotes
from voxwell.audio.takes import live_notes_of, read_live_notes, write_live_notes
from voxwell.desk.connection import ServiceConnection
from voxwell.desk.live_monitor import LiveMonitor, LiveState, LiveTake, monitor_config
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.draft import SessionDraft

pytestmark = pytest.mark.slow


DEVICE_RATE = 48_000
BLOCK = 1200  # 25 ms at 48 kHz: what one poll of the take drains
RISK_PHRASE = "Lately I feel that I want to kill myself."


def draft(model_kind: str = "mental-wellness") -> SessionDraft:
    """A session of a person born in May 1980 (the day unknown), in American English."""
    return SessionDraft(
        user_label="P-0042",
        birth_year=1980,
        birth_month=5,
        birth_day=None,
        birth_sex=BirthSex.FEMALE,
        language=LanguageCode.EN_US,
        model_kind=model_kind,
    )


def _at_device_rate(samples: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """16 kHz speech as a 48 kHz device delivers it (linear interpolation: enough for speech)."""
    times = np.arange(samples.size * 3) / 3
    return np.interp(times, np.arange(samples.size), samples).astype(np.float32)


async def _record(
    monitor: LiveMonitor, samples: npt.NDArray[np.float32], folder: Path
) -> tuple[LiveTake, Path]:
    """Feed a take block by block as the take's tap does, end it as kept, wait for the end."""
    partial = folder / "take-recording.partial.wav"
    live = monitor.start(draft(), partial)
    assert live is not None
    device = _at_device_rate(samples)
    for offset in range(0, device.size, BLOCK):
        monitor.feed(device[offset : offset + BLOCK], DEVICE_RATE)
    kept = folder / "take-recording.wav"
    monitor.end(kept)
    await live.wait()
    return live, kept


def _connection(engine: LocalEngine) -> ServiceConnection:
    return ServiceConnection(base_url=engine.base_url, api_key=engine.api_key)


def test_the_configuration_sends_what_the_upload_sends_and_no_label() -> None:
    config = monitor_config(draft("apollo"))
    assert config.language is LanguageCode.EN_US
    assert config.policies == ["voxwell_wellbeing_awareness"]
    assert config.biomarkers == ["apollo"]
    assert config.birth_sex is BirthSex.FEMALE
    assert config.date_of_birth is not None
    assert config.date_of_birth.isoformat() == "1980-05-01"
    assert config.user_label is None
    assert monitor_config(draft()).biomarkers == ["helios"]


@pytest.mark.slow
@pytest.mark.asyncio
async def test_a_risk_phrase_in_a_take_gives_captions_and_a_level_3_alert_saved_beside_it(
    engine: LocalEngine, tmp_path: Path
) -> None:
    phrase = spoken(RISK_PHRASE, "en-us", tmp_path, "phrase")
    gap = np.zeros(16_000, np.float32)
    samples = np.concatenate([gap, phrase, gap, phrase])
    heard: list[LiveState | None] = []
    monitor = LiveMonitor(_connection(engine))
    monitor.subscribe(lambda: heard.append(monitor.current.state if monitor.current else None))
    live, kept = await _record(monitor, samples, tmp_path)

    assert live.state is LiveState.DONE, live.reason
    assert heard[0] is LiveState.CONNECTING  # observers hear each change
    assert heard[-1] is LiveState.DONE
    assert live.notes.captions
    said = " ".join(c.text for c in live.notes.captions).lower()
    assert "kill myself" in said
    for caption in live.notes.captions:
        assert 0.0 <= caption.start <= caption.end <= samples.size / 16_000 + 0.5
    assert live.notes.alerts
    alert = live.notes.alerts[0]
    assert alert.level == 3
    assert alert.alert == "mindful"
    assert alert.urgency == "immediate"
    assert any("kill myself" in words for words in alert.words)
    assert alert.start is not None
    assert 0.5 <= alert.start <= 1.0 + phrase.size / 16_000
    assert "kill myself" in alert.note
    # Saved beside the kept take, nothing left beside the partial one.
    assert read_live_notes(kept) == live.notes
    assert not live_notes_of(tmp_path / "take-recording.partial.wav").exists()


@pytest.mark.slow
@pytest.mark.asyncio
async def test_real_speech_gives_captions_of_its_words_and_no_alert(
    engine: LocalEngine, tmp_path: Path
) -> None:
    clips = LJ_WER_CLIPS[:2]  # skips without ../shared/real-speech
    samples = decode(build(clips, tmp_path, "lj").path).samples
    live, kept = await _record(LiveMonitor(_connection(engine)), samples, tmp_path)
    assert live.state is LiveState.DONE, live.reason
    words = " ".join(c.text for c in live.notes.captions).lower()
    # LJ001-0001 opens with these words.
    assert "printing" in words
    assert "only sense" in words or "the only" in words
    assert live.notes.alerts == []
    notes = read_live_notes(kept)
    assert isinstance(notes, LiveNotes)
    assert notes.captions == live.notes.captions


@pytest.mark.asyncio
@pytest.mark.parametrize("fault", ["no endpoint", "wrong key", "no address"])
async def test_a_service_without_monitoring_is_a_state_with_the_reason(
    engine: LocalEngine, tmp_path: Path, fault: str
) -> None:
    connection = {
        "no endpoint": ServiceConnection(
            base_url=engine.base_url + "/none", api_key=engine.api_key
        ),
        "wrong key": ServiceConnection(base_url=engine.base_url, api_key="vxk-wrong"),
        "no address": ServiceConnection(base_url="", api_key=engine.api_key),
    }[fault]
    monitor = LiveMonitor(connection)
    live, kept = await _record(monitor, np.zeros(16_000, np.float32), tmp_path)
    assert live.state is LiveState.UNAVAILABLE
    expected = {
        "no endpoint": "no monitoring endpoint",
        "wrong key": "refused the API key",
        "no address": "not ready",
    }[fault]
    assert expected in live.reason
    assert "vxk" not in live.reason
    assert read_live_notes(kept) is None


def test_monitoring_switched_off_starts_nothing(tmp_path: Path) -> None:
    monitor = LiveMonitor(ServiceConnection(), enabled=False)
    assert monitor.start(draft(), tmp_path / "t.partial.wav") is None
    monitor.feed(np.zeros(BLOCK, np.float32), DEVICE_RATE)  # the tap stays harmless
    monitor.end(tmp_path / "t.wav")
    assert monitor.current is None


def test_a_restored_take_shows_the_notes_kept_beside_it(tmp_path: Path) -> None:
    """A take brought back shows what was heard while it was recorded, not the captions of the
    take it replaces; one recorded without monitoring shows none."""
    monitor = LiveMonitor(ServiceConnection())
    shown: list[LiveTake | None] = []
    monitor.subscribe(lambda: shown.append(monitor.current))
    earlier = tmp_path / "earlier.wav"
    notes = LiveNotes(captions=[LiveCaption(start=1.5, end=3.0, text="the earlier take")])
    write_live_notes(earlier, notes)
    monitor.show_restored(earlier)
    restored = monitor.current
    assert restored is not None
    assert restored.state is LiveState.RESTORED
    assert restored.notes == notes
    assert restored.take == earlier
    assert restored.over  # nothing is streamed for it
    monitor.show_restored(tmp_path / "unmonitored.wav")
    assert monitor.current is None
    assert shown == [restored, None]

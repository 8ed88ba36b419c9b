"""The live speech meter against the analysis library, on the committed fixtures."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile

from voxwell.analysis import detect_speech
from voxwell.api import (
    MAX_RECORDING_SECONDS,
    MIN_SPEECH_SECONDS_MENTAL_WELLNESS,
    MIN_SPEECH_SECONDS_TWO_RECORDING,
)
from voxwell.audio import (
    FileInput,
    MeterSnapshot,
    MeterTargets,
    SessionState,
    SpeechMeter,
    TakeSession,
)
from voxwell.audio.meter import NO_SIGNAL_WARNING


def test_targets_are_the_service_limits() -> None:
    wellness = MeterTargets.for_model("mental-wellness")
    two = MeterTargets.for_model("apollo")
    assert wellness.target_seconds == MIN_SPEECH_SECONDS_MENTAL_WELLNESS == 10.0
    assert two.target_seconds == MIN_SPEECH_SECONDS_TWO_RECORDING == 15.0
    assert wellness.max_seconds == two.max_seconds == MAX_RECORDING_SECONDS == 180.0
    with pytest.raises(ValueError, match="mental-wellness, apollo"):
        MeterTargets.for_model("nonsense")


def _record(path: Path, targets: MeterTargets, folder: Path) -> list[MeterSnapshot]:
    """Play ``path`` through a take session as the GUI timer would; every snapshot polled.

    A small ring at full speed makes each poll see at most 0.1 s of audio, whatever the load.
    """
    session = TakeSession(FileInput(path, speed=math.inf, ring_seconds=0.1), targets, folder)
    session.record()
    snapshots = []
    deadline = time.monotonic() + 60
    while session.state is SessionState.RECORDING and time.monotonic() < deadline:
        snapshots.append(session.poll().meter)
    session.discard()
    session.close()
    return snapshots


def _time_reaching(intervals: tuple, target: float) -> float:
    total = 0.0
    for interval in intervals:
        if total + interval.duration >= target:
            return float(interval.start + target - total)
        total += interval.duration
    return math.inf


@pytest.mark.parametrize(
    ("name", "model"),
    [("read_passage_en.flac", "mental-wellness"), ("mood_answer_en.flac", "apollo")],
)
def test_meter_reaches_the_target_with_the_analysis_count(
    name: str, model: str, fixture_48k: Callable[[str], Path], audio_fixtures: Path, tmp_path: Path
) -> None:
    targets = MeterTargets.for_model(model)
    samples, rate = soundfile.read(str(audio_fixtures / name), dtype="float32")
    assert rate == 16000
    reference = detect_speech(samples)
    snapshots = _record(fixture_48k(name), targets, tmp_path)  # the 48 kHz "microphone" rate
    final = snapshots[-1]
    assert final.speech_seconds == pytest.approx(reference.speech_seconds, rel=0.10)
    assert final.enough_speech
    # The meter turns green when the analysis would first count the target, within 10 %.
    first = next(s for s in snapshots if s.enough_speech)
    expected_at = _time_reaching(reference.intervals, targets.target_seconds)
    assert first.elapsed_seconds == pytest.approx(expected_at, rel=0.10)
    assert not any(s.enough_speech for s in snapshots if s.elapsed_seconds < 0.9 * expected_at)


def test_noise_only_stays_near_zero(audio_fixtures: Path, tmp_path: Path) -> None:
    targets = MeterTargets.for_model("mental-wellness")
    final = _record(audio_fixtures / "noise_only.flac", targets, tmp_path)[-1]
    assert final.elapsed_seconds == pytest.approx(20.0, abs=0.05)
    assert final.speech_seconds < 0.5
    assert not final.enough_speech
    assert final.noise_floor_dbfs is not None
    assert final.noise_floor_dbfs > -40  # a fan-like room: the meter warns about it
    assert any("noisy" in w for w in final.warnings)


def test_digital_silence_shows_no_signal(tmp_path: Path) -> None:
    silent = tmp_path / "muted.wav"
    soundfile.write(str(silent), np.zeros(3 * 48000, dtype=np.int16), 48000)
    snapshots = _record(silent, MeterTargets.for_model("apollo"), tmp_path)
    assert not any(s.no_signal for s in snapshots if s.elapsed_seconds < 1.9)
    final = snapshots[-1]
    assert final.no_signal
    assert NO_SIGNAL_WARNING in final.warnings
    assert final.speech_seconds == 0.0


def test_the_clipping_warning_counts_in_words() -> None:
    rate = 48000
    quiet = np.full(rate, 0.01, dtype=np.float32)
    meter = SpeechMeter(rate, MeterTargets.for_model("mental-wellness"))
    once = quiet.copy()
    once[rate // 2] = 1.0  # one full-scale sample: one clipped frame
    (warning,) = [w for w in meter.update([once]).warnings if "clipped" in w]
    assert warning.startswith("The sound is too loud and has clipped once: move a little away")
    again = quiet.copy()
    again[rate // 4] = again[3 * rate // 4] = -1.0  # two more frames, far apart
    (warning,) = [w for w in meter.update([again]).warnings if "clipped" in w]
    assert "has clipped 3 times:" in warning


def test_meter_reset_starts_a_new_count(fixture_48k: Callable[[str], Path]) -> None:
    samples, rate = soundfile.read(str(fixture_48k("short_8s.flac")), dtype="float32")
    meter = SpeechMeter(rate, MeterTargets.for_model("apollo"))
    first = meter.update([samples])
    assert first.speech_seconds > 3
    assert not first.enough_speech
    assert first.elapsed_seconds == pytest.approx(8.0, abs=0.01)
    meter.reset()
    again = meter.snapshot()
    assert again.speech_seconds == 0.0
    assert again.elapsed_seconds == 0.0
    assert again.remaining_seconds == 180.0


# --- the noise warning on real speech (``../shared/real-speech``; skipped without it) ---------


def _meter_run(samples: np.ndarray, rate: int) -> list[MeterSnapshot]:
    """The meter fed as the recorder drains it (50 ms blocks), a snapshot after each."""
    meter = SpeechMeter(rate, MeterTargets.for_model("mental-wellness"))
    block = rate // 20
    return [meter.update([samples[i : i + block]]) for i in range(0, samples.size, block)]


def _loud(samples: np.ndarray) -> np.ndarray:
    return (samples / np.abs(samples).max() * 0.9).astype(np.float32)  # peaks at -1 dBFS


def test_loud_real_speech_raises_no_noise_warning() -> None:
    """Speech is not background: 3 s and more of loud speech with hardly a pause once read as a
    noisy room (the floor was the quietest tenth of all frames, speech included)."""
    from tests.real_speech import LJ_WER_CLIPS, REAL_SPEECH, arctic_clips, require_real_speech
    from voxwell.analysis.evaluation import join_clips

    root = require_real_speech()
    recordings = [join_clips([root / c for c in LJ_WER_CLIPS[:3]], 0.5)]
    recordings += [soundfile.read(REAL_SPEECH / c, dtype="float32") for c in arctic_clips("aew")]
    for samples, rate in recordings:
        snapshots = _meter_run(_loud(samples), rate)
        assert snapshots[-1].elapsed_seconds >= 3.0
        assert snapshots[-1].speech_seconds >= 2.0
        noisy = [s.elapsed_seconds for s in snapshots if any("noisy" in w for w in s.warnings)]
        assert noisy == [], f"a noise warning at {noisy[:3]} s of loud speech"


def test_real_speech_in_a_noisy_room_still_warns() -> None:
    """The check still bites: the same speech under pink noise 5 dB below it, after the two
    seconds of room a recording starts with (the background is heard where nobody speaks, and
    remembered while the person talks on)."""
    from tests.real_speech import LJ_WER_CLIPS, require_real_speech
    from voxwell.analysis.evaluation import add_pink_noise, join_clips

    root = require_real_speech()
    samples, rate = join_clips([root / c for c in LJ_WER_CLIPS[:3]], 0.5)
    lead_in = np.zeros(2 * rate, np.float32)
    noisy = _loud(add_pink_noise(np.concatenate([lead_in, samples]), 5.0, 20))
    snapshots = _meter_run(noisy, rate)
    assert not any("noisy" in w for w in snapshots[5].warnings), "not before a second of room"
    assert all(any("noisy" in w for w in s.warnings) for s in snapshots[40:])
    final = snapshots[-1].noise_floor_dbfs
    assert final is not None
    assert final > -40

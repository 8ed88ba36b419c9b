"""The analysis judged on real people's speech (``../shared/real-speech``; skipped without it).

Transcription accuracy in every language the service names (and never worse than Whisper on its
own), word timings, determinism across process counts, speech detection on every clip, and the
reference model's behaviour on ordinary speakers: no extreme centiles, no SEVERE two-recording
result, no symptom that merely repeats a disorder probability.
"""

from __future__ import annotations

import itertools
from datetime import date
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from tests.real_speech import (
    ARCTIC_SPEAKERS,
    LJ_CLEAN_GROUP,
    LJ_READER,
    LJ_RECORDINGS,
    LJ_WER_CLIPS,
    Built,
    arctic_clips,
    build,
    reference_words,
    require_real_speech,
)
from voxwell.analysis import (
    MentalWellnessOutcome,
    StreamingSpeechDetector,
    analyze_mental_wellness,
    analyze_two_recording,
    decode,
    detect_speech,
)
from voxwell.analysis.evaluation import normalise_words, word_error_rate
from voxwell.analysis.features import AcousticFeatures, measure_features
from voxwell.analysis.measures import (
    MEASURE_WEIGHTS,
    Task,
    age_on,
    band,
    distinct_rounded,
    standardise,
    two_recording_scores,
    wellness_values,
)
from voxwell.api import BAND_VALUES, BirthSex, LanguageCode, Severity

pytestmark = pytest.mark.slow


READER = LJ_READER
IN_LJ_GROUP = pytest.mark.xdist_group(LJ_CLEAN_GROUP)
"""On the worker that makes ``lj_clean_outcome`` (conftest.py), and the fixtures built on it."""


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    require_real_speech()
    return tmp_path_factory.mktemp("real-speech")


@pytest.fixture(scope="module")
def lj_noisy(folder: Path) -> Built:
    return build(LJ_WER_CLIPS, folder, "lj_noisy", noisy=True)


def _hypothesis(outcome: MentalWellnessOutcome) -> list[str]:
    return [t for words in outcome.section_words for w in words for t in normalise_words(w.text)]


@IN_LJ_GROUP
def test_word_error_rate_of_the_full_pipeline_on_clean_read_speech(
    lj_clean_outcome: MentalWellnessOutcome,
) -> None:
    rate = word_error_rate(reference_words(LJ_WER_CLIPS), _hypothesis(lj_clean_outcome))
    assert rate <= 0.05, f"word error rate {rate:.3f}"


def test_word_error_rate_with_pink_noise_at_20_db(lj_noisy: Built) -> None:
    outcome = analyze_mental_wellness(lj_noisy.path, READER, LanguageCode.EN_US, workers=2)
    rate = word_error_rate(reference_words(LJ_WER_CLIPS), _hypothesis(outcome))
    assert rate <= 0.07, f"word error rate {rate:.3f}"


@IN_LJ_GROUP
def test_one_or_two_recogniser_threads_give_identical_results(
    lj_clean: Built, lj_clean_outcome: MentalWellnessOutcome
) -> None:
    alone = analyze_mental_wellness(lj_clean.path, READER, LanguageCode.EN_US, workers=1)
    assert alone.results.to_wire() == lj_clean_outcome.results.to_wire()
    assert alone.section_words == lj_clean_outcome.section_words
    assert alone.model == lj_clean_outcome.model == "voxwell-acoustic-1.3 (whisper-tiny.en)"


@IN_LJ_GROUP
def test_words_keep_their_times_on_the_recording_clock(
    lj_clean: Built, lj_clean_outcome: MentalWellnessOutcome
) -> None:
    sections = lj_clean_outcome.results.sections
    assert len(lj_clean_outcome.section_words) == len(sections)
    every = [w for words in lj_clean_outcome.section_words for w in words]
    assert len(every) >= 140  # about 170 words were read
    for section, words in zip(sections, lj_clean_outcome.section_words, strict=True):
        assert section.transcript == " ".join(w.text for w in words)
        for word in words:
            assert word.start < word.end
            assert section.startSecs <= (word.start + word.end) / 2 < section.finishSecs
    for before, after in itertools.pairwise(every):
        assert before.end <= after.start + 1e-9
    # Every word lies in a clip, none in the silence between clips.
    for word in every:
        middle = (word.start + word.end) / 2
        assert any(a - 0.05 <= middle <= b + 0.05 for a, b in lj_clean.clip_spans), word
    # The first words of the second clip ("in being comparatively modern") start in it.
    second_start, second_end = lj_clean.clip_spans[1]
    inside = [w.text for w in every if second_start <= w.start < second_end]
    assert "comparatively" in inside


def test_speech_played_backwards_has_no_words(lj_clean: Built, tmp_path: Path) -> None:
    """Real speech backwards is speech to the detector but holds no words in any language: the
    run fails with ERR_TRANSCRIPTION_FAILED instead of inventing a transcript."""
    from voxwell.errors import AnalysisError

    samples, rate = sf.read(lj_clean.path, dtype="float32")
    backwards = tmp_path / "backwards.flac"
    sf.write(backwards, samples[::-1], rate)
    for language in (LanguageCode.EN_US, LanguageCode.ES_ES):
        with pytest.raises(AnalysisError) as caught:
            analyze_mental_wellness(backwards, READER, language, workers=2)
        assert caught.value.code.value == "ERR_TRANSCRIPTION_FAILED"
        assert "no words could be recognised" in caught.value.reason


def _all_clips() -> list[Path]:
    root = require_real_speech()
    return sorted(p for p in root.rglob("*") if p.suffix in (".flac", ".wav", ".mp3"))


def test_speech_seconds_of_every_clip_as_the_live_meter_counts_them() -> None:
    """The meter's streaming count at the clip's own rate is within 10 % of Silero run over the
    whole decoded file."""
    clips = _all_clips()
    assert len(clips) >= 40
    for clip in clips:
        audio = decode(clip)
        whole = detect_speech(audio.samples).speech_seconds
        assert whole > 1.0, clip.name
        if clip.suffix == ".mp3":
            native = _native_mp3(clip)
            rate = audio.native_rate
        else:
            native, rate = sf.read(clip, dtype="float32")
        detector = StreamingSpeechDetector(rate)
        block = round(rate * 0.03)
        for i in range(0, native.shape[0], block):
            detector.feed(native[i : i + block])
        assert detector.speech_seconds == pytest.approx(whole, rel=0.10), clip.name


def _native_mp3(path: Path) -> np.ndarray:
    """An MP3 decoded at its own rate, mixed to mono."""
    import av

    with av.open(str(path)) as container:
        stream = container.streams.audio[0]
        mixer = av.AudioResampler(format="flt", layout="mono", rate=stream.rate)
        parts = [
            out.to_ndarray().reshape(-1)
            for frame in container.decode(stream)
            for out in mixer.resample(frame)
        ]
    return np.concatenate(parts).astype(np.float32)


# --- the reference model on ordinary speakers -----------------------------------------------


@pytest.fixture(scope="module")
def lj_recordings(folder: Path, lj_clean: Built) -> list[Path]:
    """The three LJ recordings; the first holds the clips of ``lj_clean``, so it is that file."""
    assert LJ_RECORDINGS[0] == LJ_WER_CLIPS
    later = LJ_RECORDINGS[1:]
    return [
        lj_clean.path,
        *(build(clips, folder, f"lj_part{i}").path for i, clips in enumerate(later, 1)),
    ]


@pytest.fixture(scope="module")
def arctic_features(folder: Path) -> dict[str, tuple[BirthSex, AcousticFeatures]]:
    """Features of each ARCTIC speaker's clips joined (too short for a run: measured directly)."""
    out = {}
    for speaker, sex in ARCTIC_SPEAKERS.items():
        built = build(arctic_clips(speaker), folder, f"arctic_{speaker}")
        audio = decode(built.path)
        speech = detect_speech(audio.samples)
        out[speaker] = (
            BirthSex(sex),
            measure_features(audio.samples, speech.intervals),
        )
    return out


@pytest.fixture(scope="module")
def lj_outcomes(
    lj_recordings: list[Path], lj_clean_outcome: MentalWellnessOutcome
) -> list[MentalWellnessOutcome]:
    """The LJ reader's run on each recording: the first is ``lj_clean_outcome``'s (same file, same
    run; the number of processes does not change a result, as a test above checks)."""
    later = [analyze_mental_wellness(p, READER, LanguageCode.EN_US) for p in lj_recordings[1:]]
    return [lj_clean_outcome, *later]


@IN_LJ_GROUP
def test_uniform_values_are_rarely_extreme_on_real_speakers(
    lj_outcomes: list[MentalWellnessOutcome],
    arctic_features: dict[str, tuple[BirthSex, AcousticFeatures]],
) -> None:
    values = []
    for outcome in lj_outcomes:
        for section in outcome.results.sections:
            for name in MEASURE_WEIGHTS:
                value = section.measure(f"uniform{name}")
                assert value is not None
                values.append(value)
    for sex, features in arctic_features.values():
        values += wellness_values(standardise(features, sex, 40, Task.FREE)).values()
    assert len(values) >= 70
    extreme = sum(v > 0.97 or v < 0.03 for v in values)
    assert extreme <= 0.05 * len(values), f"{extreme} of {len(values)} values are extreme"


def _check_two_recording(
    disorders: dict[str, tuple[float, Severity]], symptoms: dict[str, tuple[float, Severity]]
) -> None:
    for probability, severity in disorders.values():
        assert severity is not Severity.SEVERE
        assert 0.0 < probability < 1.0
    for name, (value, severity) in symptoms.items():
        assert severity is not Severity.SEVERE, name
        for probability, _ in disorders.values():
            assert value != probability, name
    shown = [round(value, 4) for value, _ in symptoms.values()]
    assert len(set(shown)) == len(shown), f"symptoms tie to four decimals: {sorted(shown)}"


def test_two_recording_runs_of_the_lj_reader(lj_recordings: list[Path]) -> None:
    # Each recording once as the mood answer and once as the read passage. The run of the
    # second as the mood answer and the first as the passage is the engine's, for the same
    # reader, with these checks (tests/engine/test_real_speech.py::
    # test_two_recording_run_of_a_real_reader): it is not made twice.
    first, second, third = lj_recordings
    for mood, read in ((first, third), (third, second)):
        results = analyze_two_recording(mood, read, READER, LanguageCode.EN_US).results
        wire = results.model_dump(mode="json")
        disorders = {
            name: (d["probability"], Severity(d["severity"]))
            for name, d in wire["disorders"].items()
        }
        symptoms = {
            name: (s["value"], Severity(s["severity"]))
            for group in wire["symptoms"].values()
            for name, s in group.items()
        }
        assert len(symptoms) == 15
        _check_two_recording(disorders, symptoms)


@IN_LJ_GROUP
def test_two_recording_scores_of_the_arctic_speakers(
    arctic_features: dict[str, tuple[BirthSex, AcousticFeatures]],
) -> None:
    for sex, features in arctic_features.values():
        disorders, symptoms = two_recording_scores(_two_task_z(features, sex, 40))
        shown = distinct_rounded({name: value for name, (value, _) in symptoms.items()})
        _check_two_recording(disorders, {n: (shown[n], s) for n, (_, s) in symptoms.items()})


def _two_task_z(features: AcousticFeatures, sex: BirthSex, age: int) -> dict[str, float]:
    """The same recording as mood answer (free) and read passage, weighted alike."""
    zs = [standardise(features, sex, age, task) for task in (Task.FREE, Task.READ)]
    return {name: (zs[0][name] + zs[1][name]) / 2 for name in zs[0]}


# --- one reader under every sex and birth year ------------------------------------------------

SEXES = tuple(BirthSex)
BIRTH_YEARS = range(date.today().year - 90, date.today().year - 17)
"""Every birth year of an adult of 18 to 90 today."""
_SEVERITY_ORDER = tuple(Severity)


@pytest.fixture(scope="module")
def readers(
    lj_outcomes: list[MentalWellnessOutcome],
    arctic_features: dict[str, tuple[BirthSex, AcousticFeatures]],
) -> dict[str, AcousticFeatures]:
    """Every reader of the set: each LJ section as the pipeline measured it, each ARCTIC
    speaker, and each LibriSpeech and Common Voice clip measured whole."""
    found = {
        f"lj{i}.{j}": features
        for i, outcome in enumerate(lj_outcomes)
        for j, features in enumerate(outcome.section_features)
    }
    found |= {f"arctic-{name}": features for name, (_, features) in arctic_features.items()}
    root = require_real_speech()
    for clip in sorted(root.glob("*/*.mp3")):
        audio = decode(clip)
        found[f"{clip.parent.name}-{clip.stem}"] = measure_features(
            audio.samples, detect_speech(audio.samples).intervals
        )
    return found


def _ages() -> list[int]:
    return [age_on(date(year, 7, 1), date.today()) for year in BIRTH_YEARS]


def _spread(indices: list[int]) -> int:
    return max(indices) - min(indices)


@IN_LJ_GROUP
def test_the_pipeline_bands_are_those_recomputed_from_its_features(
    lj_outcomes: list[MentalWellnessOutcome],
) -> None:
    """The checks below recompute measures from the features for other speakers' details:
    the pipeline's own bands come out of the same functions."""
    age = age_on(READER.dateOfBirth, date.today())
    for outcome in lj_outcomes:
        for section, features in zip(
            outcome.results.sections, outcome.section_features, strict=True
        ):
            values = wellness_values(standardise(features, READER.birthSex, age, Task.FREE))
            for name, value in values.items():
                assert section.measure(name[0].lower() + name[1:]) == band(value), name


@IN_LJ_GROUP
def test_no_reader_moves_more_than_one_band_when_only_sex_or_birth_year_changes(
    readers: dict[str, AcousticFeatures],
) -> None:
    assert len(readers) >= 25
    ages = _ages()
    for reader, features in readers.items():
        bands = {  # (sex, age) -> measure -> band index; disorder/symptom -> severity index
            (sex, age): {
                name: BAND_VALUES.index(band(value))
                for name, value in wellness_values(standardise(features, sex, age)).items()
            }
            | {
                name: _SEVERITY_ORDER.index(severity)
                for scores in two_recording_scores(_two_task_z(features, sex, age))
                for name, (_, severity) in scores.items()
            }
            for sex in SEXES
            for age in ages
        }
        names = bands[(SEXES[0], ages[0])]
        for name in names:
            for age in ages:
                moved = _spread([bands[(sex, age)][name] for sex in SEXES])
                assert moved <= 1, f"{reader} {name} at {age}: sex moves it {moved} bands"
            for sex in SEXES:
                moved = _spread([bands[(sex, age)][name] for age in ages])
                assert moved <= 1, f"{reader} {name} as {sex}: birth year moves it {moved} bands"


@IN_LJ_GROUP
def test_no_two_symptom_scores_of_a_run_are_equal(readers: dict[str, AcousticFeatures]) -> None:
    """No two symptoms come out equal (each follows features or a share of its own), and the
    four-decimal values a run reports keep them apart and in order, near their rounding."""
    for reader, features in readers.items():
        for sex in SEXES:
            for age in (25, 45, 65, 85):
                _, symptoms = two_recording_scores(_two_task_z(features, sex, age))
                values = sorted(value for value, _ in symptoms.values())
                gaps = [b - a for a, b in itertools.pairwise(values)]
                assert min(gaps) > 1e-9, (reader, sex, age, values)
                shown = distinct_rounded({n: v for n, (v, _) in symptoms.items()})
                assert len(set(shown.values())) == 15, (reader, sex, age)
                assert sorted(shown, key=shown.__getitem__) == sorted(
                    symptoms, key=lambda n: symptoms[n][0]
                ), "the order of the values is kept"
                for name, (value, _) in symptoms.items():
                    assert abs(shown[name] - round(value, 4)) <= 0.0002 + 1e-12, name

"""Real speech through the engine's HTTP interface: the transcripts a client receives are as
accurate as the analysis library's in English and Spanish (``../shared/real-speech``; skipped
without it), a Spanish recording sent as English is flagged, and a real reader's two-recording
run carries no SEVERE label, no copied symptom score, both takes' words and the read-aloud
check (LJ read a book, not the passage)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.engine_helpers import Api
from tests.real_speech import (
    LJ_RECORDINGS,
    LJ_WER_CLIPS,
    build,
    language_clips,
    reference_words,
)
from tests.real_speech import require_real_speech as _require
from tests.team_server import store_independent
from voxwell.analysis.evaluation import normalise_words, word_error_rate

pytestmark = pytest.mark.slow


RECOGNITION = "recognition and scoring of real speech: the analysis is the same for every store"


@pytest.fixture(scope="module")
def recordings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    _require()
    folder = tmp_path_factory.mktemp("real-speech-http")
    return {
        "clean": build(LJ_WER_CLIPS, folder, "lj_clean").path,
        "noisy": build(LJ_WER_CLIPS, folder, "lj_noisy", noisy=True).path,
        "second": build(LJ_RECORDINGS[1], folder, "lj_second").path,
        # The four Spanish clips twice over: 17 s of speech, over a run's 10 s minimum.
        "spanish": build(language_clips("es") * 2, folder, "es_twice").path,
    }


@pytest.fixture(scope="module")
def wellness_runs(api: Api, recordings: dict[str, Path]) -> dict[str, str]:
    """Both runs uploaded before either is awaited, so the two workers share them."""
    runs = {}
    for name in ("clean", "noisy"):
        run = api.create_run(language="en-US")
        assert api.upload(run["recordingUploadUrl"], recordings[name]).status_code == 200
        runs[name] = run["id"]
    return runs


@pytest.mark.parametrize(("name", "bound"), [("clean", 0.05), ("noisy", 0.07)])
@store_independent(RECOGNITION)
def test_word_error_rate_through_the_interface(
    api: Api, wellness_runs: dict[str, str], name: str, bound: float
) -> None:
    run = api.wait_final(wellness_runs[name], within=600)
    assert run["status"] == "COMPLETE_OK", run
    assert run["model"] == "voxwell-acoustic-1.3 (whisper-tiny.en)"
    assert not run.get("warnings"), run.get("warnings")
    said = [w for s in run["results"]["sections"] for w in normalise_words(s["transcript"])]
    rate = word_error_rate(reference_words(LJ_WER_CLIPS), said)
    assert rate <= bound, f"word error rate {rate:.3f} ({name})"
    words = [w for s in run["results"]["sections"] for w in s["words"]]
    assert all(0.0 <= w["confidence"] <= 1.0 and w["start"] < w["end"] for w in words)


@store_independent(RECOGNITION)
def test_spanish_through_the_interface(api: Api, recordings: dict[str, Path]) -> None:
    reference = reference_words(language_clips("es") * 2, "es")
    # es-US is heard by the same model with the same decoding language as es-ES, so its words
    # are es-ES's: that every code is accepted is tests/analysis/test_analysis_languages.py's.
    for language, warned in (("es-ES", False), ("en-US", True)):
        run = api.create_run(language=language)
        assert api.upload(run["recordingUploadUrl"], recordings["spanish"]).status_code == 200
        done = api.wait_final(run["id"], within=600)
        assert done["status"] == "COMPLETE_OK", done
        flagged = [w for w in done.get("warnings", []) if "sounds like Spanish" in w]
        assert bool(flagged) is warned, (language, done.get("warnings"))
        if not warned:
            assert done["model"] == "voxwell-acoustic-1.3 (whisper-base)"
            said = [
                w
                for s in done["results"]["sections"]
                for w in normalise_words(s["transcript"], "es")
            ]
            rate = word_error_rate(reference, said)
            assert rate <= 0.22, f"{language}: word error rate {rate:.3f}"


@store_independent(RECOGNITION)
def test_two_recording_run_of_a_real_reader(api: Api, recordings: dict[str, Path]) -> None:
    run = api.create_run("apollo", language="en-US")
    urls = run["uploadUrls"]
    assert api.upload(urls["moodQuestionUploadUrl"], recordings["second"]).status_code == 200
    assert api.upload(urls["readAloudUploadUrl"], recordings["clean"]).status_code == 200
    done = api.wait_final(run["id"], "apollo", within=600)
    assert done["status"] == "COMPLETE_OK", done
    disorders = done["results"]["disorders"]
    probabilities = [d["probability"] for d in disorders.values()]
    assert all(d["severity"] != "SEVERE" for d in disorders.values())
    assert all(0.0 < p < 1.0 for p in probabilities)
    symptoms = [s for group in done["results"]["symptoms"].values() for s in group.values()]
    assert len(symptoms) == 15
    for symptom in symptoms:
        assert symptom["severity"] != "SEVERE"
        assert symptom["value"] not in probabilities
    shown = [s["value"] for s in symptoms]
    assert len(set(shown)) == len(shown), f"symptoms tie to four decimals: {sorted(shown)}"
    takes = done["results"]["takes"]
    assert len(takes["moodQuestion"]["words"]) >= 100
    assert "printing" in takes["readAloud"]["transcript"].lower()
    for take in takes.values():  # each take's own figures, as a section's
        assert take["features"]["durationSeconds"] > 30.0
        assert 60.0 < take["features"]["f0MeanHz"] < 400.0
    check = takes["readAloud"]["readingCheck"]
    assert check["passage"] == "en"
    assert check["isPassage"] is False
    assert any("does not follow the passage" in w for w in done["warnings"]), done["warnings"]

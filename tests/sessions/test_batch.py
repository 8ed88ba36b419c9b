"""``voxwell analyze`` on the audio fixtures through the real engine, outputs checked by field."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import os
import pty
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.service_fixtures import start_interruptible
from voxwell.api import (
    ANXIETY_SYMPTOMS,
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    DEPRESSION_SYMPTOMS,
    ModelRunStatus,
)
from voxwell.client import AsyncVoiceClient, ModelKind, Run
from voxwell.exports.tabular import DISCLAIMER, MENTAL_WELLNESS_COLUMNS, README_NAME, run_document
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.batch import main

pytestmark = pytest.mark.slow


USER = ["--user-label", "participant-07", "--dob", "1984-03", "--sex", "female", "--language", "en"]


@pytest.fixture
def engine_args(engine: LocalEngine, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setenv("VOXWELL_API_KEY", engine.api_key)
    return ["--engine", engine.base_url, *USER]


def _fetch(engine: LocalEngine, model: ModelKind, run_id: str) -> Run:
    async def get() -> Run:
        async with AsyncVoiceClient(engine.base_url, engine.api_key) as client:
            return await client.get_run(model, run_id)

    return asyncio.run(get())


@pytest.fixture(scope="module")
def mixed_batch(
    engine: LocalEngine, audio_fixtures: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    """One batch of a 46 s passage and an 8 s file, written as JSON and as CSV."""
    folder = tmp_path_factory.mktemp("batch")
    good, short = audio_fixtures / "read_passage_en.flac", audio_fixtures / "short_8s.flac"
    outs = ["--out", str(folder / "results.json"), "--out", str(folder / "results.csv")]
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("VOXWELL_API_KEY", engine.api_key)
        status = main([str(good), str(short), "--engine", engine.base_url, *USER, *outs])
    return {
        "status": status,
        "good": good,
        "short": short,
        "json": json.loads((folder / "results.json").read_text(encoding="utf-8")),
        "csv": (folder / "results.csv").read_text(encoding="utf-8"),
        "readme": (folder / README_NAME).read_text(encoding="utf-8"),
    }


def test_a_failed_file_makes_the_exit_status_non_zero(mixed_batch: dict[str, Any]) -> None:
    assert mixed_batch["status"] == 1


def test_json_output_holds_every_run_as_the_engine_reports_it(
    engine: LocalEngine, mixed_batch: dict[str, Any]
) -> None:
    document = mixed_batch["json"]
    assert document["model"] == "mental-wellness"
    assert document["userLabel"] == "participant-07"
    assert document["language"] == "en"
    assert document["service"] == engine.base_url
    ok, failed = document["items"]
    assert ok["files"] == [str(mixed_batch["good"])]
    assert ok["ok"] is True
    assert ok["errorCode"] is None
    assert ok["turnaroundSecs"] > 0
    fetched = _fetch(engine, ModelKind.MENTAL_WELLNESS, ok["runId"])
    assert ok["run"] == run_document(fetched)
    assert ok["run"]["status"] == "COMPLETE_OK"
    assert ok["run"]["userLabel"] == "participant-07"
    assert failed["files"] == [str(mixed_batch["short"])]
    assert failed["ok"] is False
    assert failed["errorCode"] == "ERR_RECORDING_TOO_SHORT"
    assert failed["error"]
    assert failed["run"] == run_document(_fetch(engine, ModelKind.MENTAL_WELLNESS, failed["runId"]))
    assert failed["run"]["errorCode"] == "ERR_RECORDING_TOO_SHORT"


def test_csv_output_has_a_row_per_section_with_every_measure(
    engine: LocalEngine, mixed_batch: dict[str, Any]
) -> None:
    assert " ".join(DISCLAIMER.split()) in " ".join(mixed_batch["readme"].split())
    reader = csv.DictReader(io.StringIO(mixed_batch["csv"], newline=""))
    assert tuple(reader.fieldnames or ()) == ("file", *MENTAL_WELLNESS_COLUMNS)
    rows = list(reader)
    good, short = str(mixed_batch["good"]), str(mixed_batch["short"])
    sections = [row for row in rows if row["file"] == good]
    fetched = _fetch(engine, ModelKind.MENTAL_WELLNESS, sections[0]["run_id"])
    assert fetched.results is not None
    assert len(sections) == len(fetched.results.sections) >= 2, "a 46 s passage has sections"
    for index, (row, section) in enumerate(zip(sections, fetched.results.sections, strict=True)):
        assert row["section_index"] == str(index)
        assert row["model_version"] == fetched.model
        assert row["user_label"] == "participant-07"
        assert row["status"] == "COMPLETE_OK"
        assert float(row["startSecs"]) == section.startSecs
        assert float(row["finishSecs"]) == section.finishSecs
        assert row["transcript"] == section.transcript
        assert (row["date_of_birth"], row["birth_sex"], row["language"]) == (
            "1984-03-01",
            "FEMALE",
            "en",
        )
        assert row["session_date"] == fetched.createdAt.astimezone().date().isoformat()
        for name in (*BANDED_MEASURES, *CONTINUOUS_MEASURES):
            value = section.measure(name)
            assert row[name] == ("" if value is None else repr(value)), name
        assert section.features, "the local engine sends each section's features"
        for name, value in section.features.items():
            assert row[name] == repr(value), name
        assert float(row["f0MeanHz"]) > 80.0
    (failed,) = [row for row in rows if row["file"] == short]
    assert failed["error_code"] == "ERR_RECORDING_TOO_SHORT"
    assert failed["status"] == "COMPLETE_ERROR"
    assert failed["run_id"]
    assert all(failed[name] == "" for name in BANDED_MEASURES)


def test_apollo_takes_pairs_and_gives_one_row_per_run(
    engine: LocalEngine, engine_args: list[str], audio_fixtures: Path, tmp_path: Path
) -> None:
    mood, read = audio_fixtures / "mood_answer_en.flac", audio_fixtures / "read_passage_en.flac"
    out = tmp_path / "apollo.csv"
    assert main([str(mood), str(read), "--model", "apollo", *engine_args, "--out", str(out)]) == 0
    with out.open(encoding="utf-8", newline="") as stream:
        (row,) = list(csv.DictReader(stream))
    assert row["mood_file"] == str(mood)
    assert row["read_file"] == str(read)
    fetched = _fetch(engine, ModelKind.APOLLO, row["run_id"])
    assert fetched.status is ModelRunStatus.COMPLETE_OK
    results: Any = fetched.results
    assert float(row["depression_probability"]) == results.disorders.depression.probability
    assert row["anxiety_severity"] == results.disorders.anxiety.severity.value
    for name in DEPRESSION_SYMPTOMS:
        assert float(row[name]) == getattr(results.symptoms.depression, name).value
    for name in ANXIETY_SYMPTOMS:
        assert float(row[name]) == getattr(results.symptoms.anxiety, name).value


@pytest.mark.parametrize(
    ("extra", "complaint"),
    [
        (["--model", "apollo"], "in pairs"),
        (["--out", "results.txt"], "must end in .json or .csv"),
        (["--out", "no/such/folder/r.csv"], "does not exist"),
        (["--dob", "1984-13-40"], "not a usable date of birth"),
        (["--jobs", "0"], "--jobs must be 1 or more"),
        (["missing.flac"], "do not exist"),
        (["--engine", "http://voice.example.org"], "unencrypted"),
    ],
)
def test_usage_errors_exit_2_with_a_plain_message(
    extra: list[str],
    complaint: str,
    audio_fixtures: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    files = [str(audio_fixtures / "mood_answer_en.flac")]
    assert main([*files, *USER, "--engine", "http://127.0.0.1:9", *extra]) == 2
    assert complaint in capsys.readouterr().err


def test_unreachable_service_is_one_plain_error_before_any_file(
    audio_fixtures: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOXWELL_API_KEY", "vxk-any")
    out = tmp_path / "r.json"
    files = [str(audio_fixtures / "mood_answer_en.flac"), str(audio_fixtures / "short_8s.flac")]
    assert main([*files, *USER, "--engine", "http://127.0.0.1:9", "--out", str(out)]) == 1
    assert not out.exists(), "nothing ran, so nothing is written"


def test_a_wrong_key_is_one_plain_error(
    engine: LocalEngine,
    audio_fixtures: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("VOXWELL_API_KEY", "vxk-wrong")
    files = [str(audio_fixtures / "short_8s.flac")]
    assert main([*files, *USER, "--engine", engine.base_url]) == 1
    err = capsys.readouterr().err
    assert "refused the API key" in err
    assert "vxk-wrong" not in err


def test_an_unconfigured_region_says_where_to_set_its_address(
    audio_fixtures: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("VOXWELL_HOME", str(tmp_path))  # factory settings, whatever others saved
    files = [str(audio_fixtures / "short_8s.flac")]
    assert main([*files, *USER, "--engine", "ca"]) == 2
    assert "not configured yet" in capsys.readouterr().err


def _cli(args: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    env.pop("VOXWELL_API_KEY", None)
    command = [sys.executable, "-m", "voxwell", "analyze", *args]
    return subprocess.run(command, env=env, text=True, timeout=120, check=False, **options)


def test_local_engine_is_started_for_the_batch_and_stopped_after(
    audio_fixtures: Path, tmp_path: Path
) -> None:
    out = tmp_path / "r.json"
    done = _cli(
        [str(audio_fixtures / "short_8s.flac"), *USER, "--out", str(out)], capture_output=True
    )
    assert done.returncode == 1, done.stderr
    assert "[1/1] short_8s.flac: uploaded" in done.stderr, "plain lines when piped"
    assert "[1/1] short_8s.flac: FAILED ERR_RECORDING_TOO_SHORT" in done.stderr
    assert "0 of 1 analysed; 1 failed." in done.stderr
    assert "\x1b[" not in done.stderr
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["service"] == "local engine"
    assert document["items"][0]["run"]["status"] == "COMPLETE_ERROR"
    url = next(line for line in done.stderr.splitlines() if "engine at" in line).split()[-1]
    assert not asyncio.run(_answers(url)), "the batch's engine was stopped"


async def _answers(url: str) -> bool:
    async with AsyncVoiceClient(url, "any") as client:
        return await client.health()


def test_progress_bars_on_a_terminal(engine: LocalEngine, audio_fixtures: Path) -> None:
    controller, terminal = pty.openpty()
    env_key = {"VOXWELL_API_KEY": engine.api_key}
    command = [
        sys.executable, "-m", "voxwell", "analyze",
        str(audio_fixtures / "short_8s.flac"), *USER, "--engine", engine.base_url,
    ]  # fmt: skip
    with subprocess.Popen(
        command,
        env={**os.environ, **env_key},
        stdout=subprocess.DEVNULL,
        stderr=terminal,
        text=True,
    ) as process:
        os.close(terminal)
        drawn = b""
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the terminal closes when the process ends
                break
            if not chunk:
                break
            drawn += chunk
        assert process.wait(timeout=60) == 1
    os.close(controller)
    text = drawn.decode("utf-8", errors="replace")
    assert "█" in text, "a bar is drawn"
    assert "\x1b[J" in text, "the live block is redrawn in place"
    assert "FAILED short_8s.flac: ERR_RECORDING_TOO_SHORT" in text


def test_interrupt_writes_what_is_done_and_exits_130(
    engine: LocalEngine, audio_fixtures: Path, tmp_path: Path
) -> None:
    out = tmp_path / "r.json"
    files = [str(audio_fixtures / "short_8s.flac"), str(audio_fixtures / "noise_only.flac")]
    command = [
        sys.executable, "-m", "voxwell", "analyze", *files, *USER,
        "--engine", engine.base_url, "--jobs", "1", "--out", str(out),
    ]  # fmt: skip
    with start_interruptible(command, {**os.environ, "VOXWELL_API_KEY": engine.api_key}) as process:
        assert process.stderr is not None
        for line in process.stderr:
            if "[2/2] noise_only.flac: run" in line:
                process.send_signal(signal.SIGINT)
                break
        rest = process.stderr.read()
        assert process.wait(timeout=60) == 130, rest
    assert "the results so far were written" in rest
    first, second = json.loads(out.read_text(encoding="utf-8"))["items"]
    assert first["errorCode"] == "ERR_RECORDING_TOO_SHORT"
    assert second["errorCode"] == "INTERRUPTED"
    assert second["runId"], "the run id of an interrupted file is kept"

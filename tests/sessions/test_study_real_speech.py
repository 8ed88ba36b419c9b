"""A study of real people's recordings in four languages through ``voxwell analyze --manifest``.

The study (``tests.real_speech_study``: 24 rows in English, Spanish, Japanese and Indonesian, two
groups, mixed ages and sexes, and one bad row) runs as a researcher runs it, a process of its own
with a home folder of its own and no keyring (so its study file is plain SQLite to read back):
once on the session's local engine and once on a private team server (an API node and two
workers on a database of their own, reached with ``--engine team --url``). Each run is stopped
with Ctrl+C once a few rows have finished, then the same command is run again to its end. The
engine's own store counts the runs; pandas reads what the study gives a researcher. Skips without
``../shared/real-speech``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import psycopg
import pytest

from tests.postgres_cluster import PostgresCluster
from tests.real_speech_study import (
    BAD_LABEL,
    BAD_ROW,
    LANGUAGES,
    StudyRow,
    study_rows,
    write_study,
)
from tests.service_fixtures import start_interruptible
from tests.team_server import TeamServer
from voxwell.history import HistoryStore, SessionRecord
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.batch_state import is_final
from voxwell.study import StudyTable, write_parquet, write_runs_csv, write_sections_csv

pytestmark = pytest.mark.slow

STOP_AFTER = 6
"""Rows finished before the first command is stopped with Ctrl+C."""

_FINISHED = re.compile(r"^\[\s*\d+/\d+\] row \d+ \S+: (\d+ sections|FAILED)")


@dataclass
class StudyRun:
    """What one deployment's study left: both commands' output, its files and its runs."""

    manifest: Path
    stopped_status: int
    stopped_stderr: str
    finished_before: dict[str, str]  # file name -> run id of the rows final when stopped
    status: int
    stderr: str
    document: dict[str, Any]
    results_csv: Path
    study_file: Path
    runs: Counter[str]  # user label -> the runs the engine holds
    rows: tuple[StudyRow, ...]


def _run_study(folder: Path, manifest: Path, key: str, engine: list[str]) -> StudyRun:
    """The study stopped with Ctrl+C once ``STOP_AFTER`` rows have finished, then run again."""
    home = folder / "home"
    folder.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "VOXWELL_HOME": str(home),
        "VOXWELL_API_KEY": key,
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",  # no keyring: a plain file
        "PYTHONUNBUFFERED": "1",
    }
    results_csv, results_json = folder / "results.csv", folder / "results.json"
    command = [
        sys.executable, "-m", "voxwell", "analyze", "--manifest", str(manifest), *engine,
        "--jobs", "2", "--out", str(results_csv), "--out", str(results_json),
    ]  # fmt: skip
    with start_interruptible(command, env) as first:
        assert first.stderr is not None
        seen: list[str] = []
        for line in first.stderr:
            seen.append(line)
            if sum(bool(_FINISHED.match(text)) for text in seen) == STOP_AFTER:
                first.send_signal(signal.SIGINT)
                break
        seen.append(first.stderr.read())
        stopped_status = first.wait(timeout=120)
    study_file = home / "data" / "studies" / f"{manifest.stem}.sqlite3"
    with HistoryStore(study_file) as store:
        finished = {
            Path(record.takes["recording"]).name: str(record.run_id)
            for record in store.sessions()
            if is_final(record)
        }
    second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
    return StudyRun(
        manifest=manifest,
        stopped_status=stopped_status,
        stopped_stderr="".join(seen),
        finished_before=finished,
        status=second.returncode,
        stderr=second.stderr,
        document=json.loads(results_json.read_text(encoding="utf-8")),
        results_csv=results_csv,
        study_file=study_file,
        runs=Counter(),
        rows=study_rows(),
    )


@pytest.fixture(scope="module")
def manifest(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_study(tmp_path_factory.mktemp("real-study"))


@pytest.fixture(scope="module")
def local_study(
    engine: LocalEngine, manifest: Path, tmp_path_factory: pytest.TempPathFactory
) -> StudyRun:
    """The study on the session's local engine (``--engine URL``)."""
    labels = {row.label for row in study_rows()} | {BAD_LABEL}
    folder = tmp_path_factory.mktemp("local-study")
    study = _run_study(folder, manifest, engine.api_key, ["--engine", engine.base_url])
    uri = f"file:{engine.data_dir / 'engine.sqlite3'}?mode=ro"
    with sqlite3.connect(uri, uri=True) as db:
        labels_held = [str(row[0]) for row in db.execute("SELECT user_label FROM runs")]
    study.runs = Counter(label for label in labels_held if label in labels)
    return study


@pytest.fixture(scope="module")
def team_study(
    postgres: PostgresCluster, manifest: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[StudyRun, list[int]]:
    """The study on a private team server (one API node, two workers of one analysis each);
    with how many jobs each worker started."""
    root = tmp_path_factory.mktemp("team-study")
    with TeamServer(postgres, root, nodes=1, workers=2, concurrency=1) as team:
        node = team.nodes[0]
        engine = ["--engine", "team", "--url", node.base_url]
        study = _run_study(root / "researcher", manifest, team.api_key, engine)
        with psycopg.connect(team.database) as db:
            labels_held = [str(row[0]) for row in db.execute("SELECT user_label FROM runs")]
        study.runs = Counter(labels_held)  # the team's own database: every run is the study's
        jobs = [worker.started_jobs() for worker in team.workers]
    return study, jobs


# -- what both deployments must give ------------------------------------------------------------


def _check_rows_and_runs(study: StudyRun) -> None:
    """The bad row is named and skipped; every other row has a complete run, and one only."""
    assert study.status == 1, study.stderr  # a row was skipped
    err = study.stderr
    assert f"1 row of {study.manifest} has problems and is skipped; the other rows run:" in err
    assert (
        f"  Row {BAD_ROW}, column userLabel: This label looks like an e-mail address. Use a "
        "code that does not identify the person." in err
    )
    assert "24 of 24 analysed; 1 row of the manifest skipped." in err
    assert study.document["skipped"] == [
        {
            "row": BAD_ROW,
            "problems": [
                f"Row {BAD_ROW}, column userLabel: This label looks like an e-mail address. Use "
                "a code that does not identify the person."
            ],
        }
    ]
    items = study.document["items"]
    assert [item["row"] for item in items] == [n for n in range(2, 27) if n != BAD_ROW]
    for item, row in zip(items, study.rows, strict=True):
        assert item["ok"], item
        assert item["run"]["status"] == "COMPLETE_OK", item["run"]
        assert Path(item["files"][0]).name == row.name
        assert (item["userLabel"], item["language"], item["birthSex"]) == (
            row.label,
            row.language,
            row.birth_sex,
        )
        assert item["dateOfBirth"] == row.date_of_birth
        assert item["sessionDate"] == row.session_date
        assert item["attributes"] == {"group": row.group, "site": row.site}
        assert item["run"]["results"]["sections"], "a mental wellness run has sections"
    assert {item["language"] for item in items} == LANGUAGES
    # Exactly one run per row at the engine, whatever was stopped and resumed.
    assert study.runs == Counter(row.label for row in study.rows)
    assert BAD_LABEL not in study.runs


def _check_the_resume(study: StudyRun) -> None:
    """Stopped with rows finished: run again, those rows keep their runs and make no new one."""
    assert study.stopped_status == 130, study.stopped_stderr
    assert "voxwell analyze: interrupted; the results so far were written." in study.stopped_stderr
    assert len(study.finished_before) >= STOP_AFTER
    assert study.stderr.count("(finished before; no new run)") == len(study.finished_before)
    run_of = {Path(item["files"][0]).name: item["runId"] for item in study.document["items"]}
    for name, run_id in study.finished_before.items():
        assert run_of[name] == run_id, name


def _check_what_pandas_reads(study: StudyRun, folder: Path) -> None:
    """The results CSV and JSON, and the study's tidy dataset, with the attribute columns."""
    results = pd.read_csv(study.results_csv)
    assert results["run_id"].nunique() == 24
    per_run = results.drop_duplicates("run_id").set_index("file")
    for row in study.rows:
        found = per_run.loc[str(study.manifest.parent / "recordings" / row.name)]
        assert (found["group"], found["site"]) == (row.group, row.site)
        assert found["session_date"] == row.session_date
        assert found["language"] == row.language
    items = pd.json_normalize(study.document["items"])
    assert items.groupby("attributes.group")["row"].count().to_dict() == dict(
        Counter(row.group for row in study.rows)
    )
    with HistoryStore(study.study_file) as store:
        table = StudyTable.from_store(store)
        runs = pd.read_csv(write_runs_csv(table, folder / "runs.csv"))
        sections = pd.read_csv(write_sections_csv(table, folder / "sections.csv"))
        typed = pd.read_parquet(write_parquet(table, folder / "runs.parquet"))
    assert len(runs) == len(typed) == 24
    assert set(runs["language"]) == set(typed["language"]) == LANGUAGES
    assert sorted(runs["session_date"]) == sorted(row.session_date for row in study.rows)
    by_label = runs.groupby("user_label")
    assert by_label["group"].unique().map(list).to_dict() == {
        row.label: [row.group] for row in study.rows
    }
    assert typed["site"].tolist() == runs["site"].tolist()
    counted = [len(item["run"]["results"]["sections"]) for item in study.document["items"]]
    assert len(sections) == sum(counted)
    assert set(sections["group"]) == {"control", "treatment"}


def _sessions(study: StudyRun) -> list[SessionRecord]:
    with HistoryStore(study.study_file) as store:
        return store.sessions()


# -- on the local engine ------------------------------------------------------------------------


def test_on_the_local_engine_the_bad_row_is_skipped_and_every_other_row_analysed(
    local_study: StudyRun,
) -> None:
    _check_rows_and_runs(local_study)
    assert len(_sessions(local_study)) == 24, "the study file keeps a session per row"


def test_on_the_local_engine_a_stopped_study_resumes_without_new_runs(
    local_study: StudyRun,
) -> None:
    _check_the_resume(local_study)


def test_on_the_local_engine_pandas_reads_the_results_and_the_dataset(
    local_study: StudyRun, tmp_path: Path
) -> None:
    _check_what_pandas_reads(local_study, tmp_path)


# -- on a private team server -------------------------------------------------------------------


def test_on_a_team_server_the_rows_are_spread_over_the_workers(
    team_study: tuple[StudyRun, list[int]],
) -> None:
    study, jobs = team_study
    _check_rows_and_runs(study)
    assert "Using the team server at http://127.0.0.1:" in study.stderr
    assert all(started >= 1 for started in jobs), jobs
    assert len(_sessions(study)) == 24


def test_on_a_team_server_a_stopped_study_resumes_without_new_runs(
    team_study: tuple[StudyRun, list[int]],
) -> None:
    _check_the_resume(team_study[0])


def test_on_a_team_server_pandas_reads_the_results_and_the_dataset(
    team_study: tuple[StudyRun, list[int]], tmp_path: Path
) -> None:
    _check_what_pandas_reads(team_study[0], tmp_path)

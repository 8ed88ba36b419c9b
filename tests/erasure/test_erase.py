"""Erasing one person (``voxwell.erasure``): no byte of theirs is left in the data folder, the other
person's data is all there and readable, the command confirms, and an erase killed midway is
finished at the next start.

Every test works on its own copy of one data folder made by the real components
(``erase_helpers.build_home``: a real engine, the history, ``TakeWriter``), while a real engine
serves it where the subject is an erase beside a running engine.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sqlite3
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from tests.engine.engine_helpers import client_for, wait_until
from tests.erasure.erase_helpers import BORN, ERASED, HEARD, KEPT, KEY, Home, build_home, traces
from voxwell.audio.takes import owner_of
from voxwell.cli import main as voxwell_main
from voxwell.erasure import (
    JOURNAL_NAME,
    REMOTE_COPIES_NOTE,
    ErasePlan,
    describe,
    erase,
    plan_erase,
    resume_pending_erase,
)
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine
from voxwell.paths import AppPaths

pytestmark = pytest.mark.slow

GONE = [ERASED, BORN[ERASED], HEARD[ERASED]]
"""What must not be found anywhere after the erase: the label, the date of birth, a word said."""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, audio_fixtures: Path) -> Home:
    return build_home(tmp_path_factory.mktemp("erase-home") / "home", audio_fixtures)


@pytest.fixture
def home(built: Home, tmp_path: Path) -> Home:
    """This test's own copy of the data folder (an erase changes it)."""
    return built.copy(tmp_path / "home")


def _erase_command(home: Home, *args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "voxwell", "erase", *args],
        input=typed,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "VOXWELL_HOME": str(home.root)},
        check=False,
    )


def _assert_kept_person_intact(paths: AppPaths) -> None:
    """Everything of the other person is there and reads back."""
    with HistoryStore(paths.history_db) as history:
        sessions = history.sessions(KEPT)
        assert len(sessions) == 2
        analysed = next(s for s in sessions if s.run_json is not None)
        words = " ".join(s["transcript"] for s in analysed.run_json["results"]["sections"])
        assert HEARD[KEPT] in words.lower()
        assert history.questionnaires(KEPT)[0].details_json is not None
        assert history.user_labels() == [KEPT]
    with HistoryStore(paths.batch_state) as batch:
        assert [s.user_label for s in batch.sessions()] == [KEPT]
    with HistoryStore(paths.studies / "pilot.sqlite3") as study:
        assert [s.user_label for s in study.sessions()] == [KEPT]
    takes = [p for p in paths.takes.rglob("*") if p.suffix in (".wav", ".flac")]
    owners = {owner_of(p).user_label for p in takes}
    assert owners == {KEPT, ""}  # "": the imported take, which has no notes
    assert len(takes) == 5  # WAV, FLAC, cut short, set aside, imported
    assert traces(paths.data, [KEPT, BORN[KEPT], HEARD[KEPT]]) != []


def test_erase_leaves_no_trace_while_the_engine_runs_and_keeps_the_other_person(
    home: Home, caplog: pytest.LogCaptureFixture
) -> None:
    paths = home.paths
    assert {t.split(": ")[1] for t in traces(paths.data, GONE)} == set(GONE), "all there first"
    with (
        LocalEngine(paths.engine, api_key=KEY, workers=1) as engine,
        client_for(engine, KEY) as http,
    ):
        plan = plan_erase(paths, f"  {ERASED} ")
        assert plan.counts() == {
            "sessions": 2,
            "questionnaires": 1,
            "batch_sessions": 1,
            "study_rows": 1,
            # WAV, FLAC and set-aside takes with notes and live notes, the cut-short one with
            # its sidecar and live notes, the import, and the leftover of an atomic write.
            "take_files": 3 * 3 + 3 + 1 + 1,
            "engine_runs": 2,
            "engine_questionnaires": 1,
            "engine_user_data": 1,
        }
        assert plan.takes == 5
        text = describe(plan)
        assert text.startswith(
            "This erases from this computer, for good: 2 sessions, 5 takes with their notes, "
            "1 questionnaire, 1 session kept by 'voxwell analyze', 1 session of a study; "
            "in the local analysis engine: 2 runs with their recordings, 1 questionnaire, "
            "1 user-data upload."
        )
        assert REMOTE_COPIES_NOTE in text
        assert "deleteData" in text
        assert "12 hours" in text
        with caplog.at_level(logging.INFO, logger="voxwell.erasure"):
            assert erase(paths, plan) == plan.total
        assert traces(paths.data, GONE) == []  # with the engine still running on its store
        for run_id in home.runs[ERASED]:
            assert http.get(f"/v1/models/mental-wellness/{run_id}").status_code == 404
        gone = http.get(f"/v1/questionnaires/{home.questionnaires[ERASED]}")
        assert gone.status_code == 404
        kept = http.get(f"/v1/models/mental-wellness/{home.runs[KEPT][0]}")
        assert kept.status_code == 200
        assert kept.json()["status"] == "COMPLETE_OK"
        assert http.get(f"/v1/models/mental-wellness/{home.runs[KEPT][1]}").status_code == 200
        answered = http.get(f"/v1/questionnaires/{home.questionnaires[KEPT]}").json()
        assert answered["status"] == "RESULTS_AVAILABLE"
        # The kept run's recording is still where the engine keeps it; the erased ones' are not.
        assert (paths.engine / "audio" / home.runs[KEPT][0]).is_dir()
        assert not (paths.engine / "audio" / home.runs[ERASED][0]).exists()
    assert traces(paths.data, GONE) == []
    assert not (paths.data / JOURNAL_NAME).exists()
    assert home.outside.is_file(), "a file given to 'voxwell analyze' is the user's own"
    _assert_kept_person_intact(paths)
    assert plan_erase(paths, ERASED) == ErasePlan()
    lines = [r for r in caplog.records if r.name.startswith("voxwell.erasure")]
    assert [r.levelno for r in lines] == [logging.INFO]
    said = lines[0].getMessage()
    assert "engine_runs 2" in said
    assert f"({plan.total} items)" in said
    assert ERASED not in said
    assert str(home.root) not in said


def test_an_erase_killed_midway_is_finished_at_the_next_start(home: Home) -> None:
    paths = home.paths
    plan = plan_erase(paths, ERASED)
    journal = paths.data / JOURNAL_NAME
    first_recordings = paths.engine / "audio" / home.runs[ERASED][0]
    assert first_recordings.is_dir()
    # Hold the engine store's write lock, as the engine does while it writes: the erase
    # deletes the takes and the first run's recordings, then waits on the lock for that run's
    # rows (up to the store's 10 s busy timeout) and is killed there.
    holder = sqlite3.connect(paths.engine / "engine.sqlite3", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        command = subprocess.Popen(
            [sys.executable, "-m", "voxwell", "erase", "--user-label", ERASED, "--yes"],
            env={**os.environ, "VOXWELL_HOME": str(home.root)},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            wait_until(
                lambda: (
                    command.poll() is not None
                    or (journal.exists() and not first_recordings.exists())
                ),
                within=60,
                what="the erase to reach the engine's rows",
            )
            assert command.poll() is None, command.communicate()
            command.send_signal(signal.SIGKILL)
            command.wait(30)
        finally:
            if command.poll() is None:
                command.kill()
                command.wait(30)
            command.communicate()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert command.returncode == -signal.SIGKILL
    # Cut short: the journal says what to finish, and holds nothing of the person.
    text = journal.read_text(encoding="utf-8")
    assert [needle for needle in GONE if needle.lower() in text.lower()] == []
    assert json.loads(text)["engine_runs"] == list(plan.engine_runs)
    with sqlite3.connect(f"file:{paths.engine / 'engine.sqlite3'}?mode=ro", uri=True) as reader:
        left_runs = reader.execute("SELECT count(*) FROM runs WHERE user_label = ?", (ERASED,))
        assert left_runs.fetchone()[0] == 2, "killed before the engine's rows went"

    assert resume_pending_erase(paths) == plan.total
    assert not journal.exists()
    assert traces(paths.data, GONE) == []
    _assert_kept_person_intact(paths)
    assert resume_pending_erase(paths) is None


def test_the_command_erases_with_yes_and_records_it_in_the_app_log(home: Home) -> None:
    total = plan_erase(home.paths, ERASED).total
    done = _erase_command(home, "--user-label", ERASED, "--yes")
    assert done.returncode == 0, done.stderr
    assert "2 runs with their recordings" in done.stdout
    assert f"Erased {total} items of 'P-ERASE-7731' from this computer." in done.stdout
    assert traces(home.paths.data, GONE) == []
    _assert_kept_person_intact(home.paths)
    log = (home.root / "logs" / "voxwell.log").read_text(encoding="utf-8")
    assert "Erased one person's data from this computer" in log
    assert ERASED not in log


def test_the_command_erases_only_once_the_label_is_typed_again(home: Home) -> None:
    before = plan_erase(home.paths, ERASED)
    wrong = _erase_command(home, "--user-label", ERASED, typed="P-ERASE-7713\n")
    assert wrong.returncode == 1
    assert "Type the label again to confirm" in wrong.stdout
    assert "nothing was erased" in wrong.stderr
    assert plan_erase(home.paths, ERASED) == before
    assert not (home.paths.data / JOURNAL_NAME).exists()
    unanswered = _erase_command(home, "--user-label", ERASED)  # standard input at its end
    assert unanswered.returncode == 1
    assert plan_erase(home.paths, ERASED) == before
    right = _erase_command(home, "--user-label", ERASED, typed=f"{ERASED}\n")
    assert right.returncode == 0, right.stderr
    assert traces(home.paths.data, GONE) == []


def test_an_unknown_label_erases_nothing_and_says_so(home: Home) -> None:
    before = plan_erase(home.paths, KEPT)
    done = _erase_command(home, "--user-label", "P-NOBODY-0001", "--yes")
    assert done.returncode == 1
    assert "Nothing of 'P-NOBODY-0001' is kept on this computer" in done.stdout
    assert plan_erase(home.paths, KEPT) == before
    assert plan_erase(home.paths, ERASED).total == 23


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["erase"], ["erase", "--user-label", "  "], ["erase", "--label", "x"]):
        with pytest.raises(SystemExit) as exited:
            voxwell_main(argv)
        assert exited.value.code == 2
    assert "--user-label" in capsys.readouterr().err


def test_a_damaged_journal_is_set_aside_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    paths = AppPaths(data=tmp_path / "data", logs=tmp_path / "logs", config=tmp_path / "config")
    paths.data.mkdir()
    escaping = {"format": 1, **asdict(ErasePlan(sessions=(1,), take_files=("../../etc/x",)))}
    (paths.data / JOURNAL_NAME).write_text(json.dumps(escaping))
    with caplog.at_level(logging.WARNING, logger="voxwell.erasure"):
        assert resume_pending_erase(paths) is None
    assert not (paths.data / JOURNAL_NAME).exists()
    assert [p.name.startswith("erase.damaged-") for p in paths.data.iterdir()] == [True]
    assert "set aside" in caplog.text
    assert resume_pending_erase(paths) is None

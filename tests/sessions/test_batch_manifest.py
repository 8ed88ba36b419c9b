"""``voxwell analyze --manifest``: a study of real fixture recordings through the real engine.

The command runs as a researcher runs it (a process of its own, with a home folder of this
module's and no keyring, so its study file is plain SQLite to read back), against the session's
engine. The engine's own store counts the runs; the study file is read with ``HistoryStore``.
The study's resume rules (a changed row told and analysed again, changed attributes updated in
place) are checked first on a real store without an engine.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from voxwell.api import BirthSex, LanguageCode, ModelKind, UserDetails
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions.batch_results import BatchItem, Options
from voxwell.sessions.batch_state import batch_sessions

LABELS = ("study-m-01", "study-m-02", "study-m-03", "study-m-04")

MANIFEST = (
    "file,file2,userLabel,dateOfBirth,birthSex,language,sessionDate,group,site\r\n"
    "recordings/passage.flac,,study-m-01,1984-03,female,en,2024-03-05,control,north\r\n"
    "recordings/sample.flac,,study-m-02,1979,MALE,en-US,,treatment,south\r\n"
    "recordings/mood.flac,recordings/read.flac,study-m-03,1990-07-21,FEMALE,en,"
    "2024-03-07T10:30,treatment,\r\n"
    "recordings/short.flac,,study-m-04,1984,M,en,,control,north\r\n"
)
"""Three rows that run (the third a two-recording pair) and one with a wrong birth sex."""


def _engine_runs(engine: LocalEngine) -> dict[str, set[str]]:
    """The ids of the runs the engine holds for this module's user labels, by label."""
    uri = f"file:{engine.data_dir / 'engine.sqlite3'}?mode=ro"
    marks = ", ".join("?" for _ in LABELS)
    with sqlite3.connect(uri, uri=True) as db:
        rows = db.execute(
            f"SELECT user_label, id FROM runs WHERE user_label IN ({marks})", LABELS
        ).fetchall()
    runs: dict[str, set[str]] = {}
    for label, run_id in rows:
        runs.setdefault(str(label), set()).add(str(run_id))
    return runs


def _study(path: Path) -> dict[str, Any]:
    """The study's sessions by user label."""
    with HistoryStore(path) as store:
        return {session.user_label: session for session in store.sessions()}


@pytest.fixture(scope="module")
def study(
    engine: LocalEngine, audio_fixtures: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    """The study run once, then the same command again, then again with a changed manifest."""
    folder = tmp_path_factory.mktemp("study")
    recordings = folder / "recordings"
    recordings.mkdir()
    for name, fixture in (
        ("passage.flac", "read_passage_en.flac"),
        ("sample.flac", "format_sample.flac"),
        ("mood.flac", "mood_answer_en.flac"),
        ("read.flac", "read_passage_en.flac"),
        ("short.flac", "short_8s.flac"),
    ):
        shutil.copyfile(audio_fixtures / fixture, recordings / name)
    manifest = folder / "pilot.csv"
    manifest.write_text(MANIFEST, encoding="utf-8", newline="")
    out_csv, out_json = folder / "results.csv", folder / "results.json"
    env = {
        **os.environ,
        "VOXWELL_HOME": str(folder / "home"),
        "VOXWELL_API_KEY": engine.api_key,
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",  # no keyring: a plain file
        "PYTHONUNBUFFERED": "1",
    }
    command = [
        sys.executable, "-m", "voxwell", "analyze", "--manifest", str(manifest),
        "--engine", engine.base_url, "--jobs", "3", "--out", str(out_csv), "--out", str(out_json),
    ]  # fmt: skip
    path = folder / "home" / "data" / "studies" / "pilot.sqlite3"
    found: dict[str, Any] = {"path": path, "recordings": recordings.resolve()}
    found["runs_before"] = _engine_runs(engine)
    for run in ("first", "again", "changed"):
        if run == "changed":  # row 2's group and row 3's date of birth are corrected
            text = MANIFEST.replace(
                "control,north\r\nrecordings/sample", "control-b,north\r\nrecordings/sample"
            ).replace(",1979,", ",1979-06,")
            manifest.write_text(text, encoding="utf-8", newline="")
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
        found[run] = {
            "status": done.returncode,
            "stderr": done.stderr,
            "json": json.loads(out_json.read_text(encoding="utf-8")),
            "csv": out_csv.read_text(encoding="utf-8"),
            "runs": _engine_runs(engine),
            "sessions": _study(path) if path.exists() else {},
        }
    return found


@pytest.mark.slow
def test_the_bad_row_is_named_and_skipped_and_the_others_complete(study: dict[str, Any]) -> None:
    first = study["first"]
    assert first["status"] == 1, first["stderr"]  # a row was skipped
    err = first["stderr"]
    assert "1 row of " in err
    assert "has problems and is skipped; the other rows run:" in err
    assert (
        "  Row 5, column birthSex: 'M' is not a birth sex; use MALE, FEMALE, INTERSEX or UNKNOWN."
        in err
    )
    assert "3 of 3 analysed; 1 row of the manifest skipped." in err
    assert study["runs_before"] == {}
    assert "study-m-04" not in first["runs"], "the skipped row made no run"
    document = first["json"]
    assert document["skipped"] == [
        {
            "row": 5,
            "problems": [
                "Row 5, column birthSex: 'M' is not a birth sex; use MALE, FEMALE, INTERSEX or "
                "UNKNOWN."
            ],
        }
    ]
    items = document["items"]
    assert [item["row"] for item in items] == [2, 3, 4]
    for item in items:
        assert item["ok"], item
        assert item["run"]["status"] == "COMPLETE_OK"
        assert item["run"]["userLabel"] == item["userLabel"]
        assert first["runs"][item["userLabel"]] == {item["runId"]}
    passage, sample, pair = items
    assert passage["run"]["results"]["sections"], "a mental wellness run has sections"
    assert passage["model"] == "mental-wellness"
    assert passage["dateOfBirth"] == "1984-03", "as far as it is known"
    assert passage["sessionDate"] == "2024-03-05"
    assert passage["attributes"] == {"group": "control", "site": "north"}
    assert sample["language"] == "en-US"
    assert sample["birthSex"] == "MALE"
    assert pair["model"] == "apollo"
    assert pair["files"] == [str(study["recordings"] / name) for name in ("mood.flac", "read.flac")]
    assert pair["run"]["results"]["disorders"]["depression"]["probability"] is not None
    assert pair["attributes"] == {"group": "treatment"}
    assert pair["sessionDate"] == "2024-03-07"


@pytest.mark.slow
def test_the_study_file_is_kept_with_each_rows_attributes(study: dict[str, Any]) -> None:
    first = study["first"]
    assert f"the study is kept in {study['path']}; the Study screen opens it." in first["stderr"]
    sessions = first["sessions"]
    assert set(sessions) == {"study-m-01", "study-m-02", "study-m-03"}
    passage, sample, pair = (sessions[label] for label in LABELS[:3])
    assert passage.attributes == {"group": "control", "site": "north"}
    assert sample.attributes == {"group": "treatment", "site": "south"}
    assert pair.attributes == {"group": "treatment"}
    assert passage.created_at == datetime(2024, 3, 5).astimezone(), "the row's sessionDate"
    assert pair.created_at == datetime(2024, 3, 7, 10, 30).astimezone()
    assert passage.birth_date_known == "1984-03"
    assert pair.model_kind == "apollo"
    for session in (passage, sample, pair):
        assert session.status == "complete"
        assert session.run_json is not None
        assert session.run_json["status"] == "COMPLETE_OK"


@pytest.mark.slow
def test_the_results_csv_has_the_attribute_columns(study: dict[str, Any]) -> None:
    reader = csv.DictReader(io.StringIO(study["first"]["csv"], newline=""))
    rows = list(reader)
    columns = list(reader.fieldnames or ())
    assert columns[:6] == ["file", "mood_file", "read_file", "group", "site", "run_id"]
    assert columns.count("session_date") == 1, "one date: the session's in the study"
    assert "sessionDate" not in columns
    assert "depression_probability" in columns
    assert "section_index" in columns
    passage = [row for row in rows if row["user_label"] == "study-m-01"]
    assert len(passage) == len(study["first"]["json"]["items"][0]["run"]["results"]["sections"])
    for row in passage:
        assert row["file"].endswith("passage.flac")
        assert (row["group"], row["site"]) == ("control", "north")
        assert row["session_date"] == "2024-03-05"
        assert (row["date_of_birth"], row["birth_sex"], row["language"]) == (
            "1984-03",
            "FEMALE",
            "en",
        )
        assert row["status"] == "COMPLETE_OK"
    sample = [row for row in rows if row["user_label"] == "study-m-02"]
    created = study["first"]["sessions"]["study-m-02"].created_at
    assert sample, "a row per section"
    for row in sample:
        assert (row["group"], row["site"]) == ("treatment", "south")
        assert row["session_date"] == created.astimezone().date().isoformat(), "the day it ran"
    (pair,) = [row for row in rows if row["user_label"] == "study-m-03"]
    assert pair["file"] == ""
    assert pair["mood_file"].endswith("mood.flac")
    assert pair["read_file"].endswith("read.flac")
    assert (pair["group"], pair["site"], pair["session_date"]) == ("treatment", "", "2024-03-07")
    assert float(pair["depression_probability"]) >= 0.0
    assert not [row for row in rows if row["user_label"] == "study-m-04"]


@pytest.mark.slow
def test_running_the_same_command_again_makes_no_new_run(study: dict[str, Any]) -> None:
    first, again = study["first"], study["again"]
    assert again["status"] == 1, again["stderr"]  # the bad row is still bad
    assert again["stderr"].count("(finished before; no new run)") == 3
    assert again["runs"] == first["runs"], "no run was made again"
    assert [item["runId"] for item in again["json"]["items"]] == [
        item["runId"] for item in first["json"]["items"]
    ]
    assert {label: s.id for label, s in again["sessions"].items()} == {
        label: s.id for label, s in first["sessions"].items()
    }
    assert "changed" not in again["stderr"]


@pytest.mark.slow
def test_a_changed_row_is_told_and_analysed_again(study: dict[str, Any]) -> None:
    first, changed = study["first"], study["changed"]
    err = changed["stderr"]
    assert "row 2 passage.flac: group changed; updated on its session, with no new run." in err
    assert (
        "row 3 sample.flac: dateOfBirth changed since the study last ran it; it is analysed "
        "again and replaces its earlier session." in err
    )
    assert err.count("(finished before; no new run)") == 2
    runs = changed["runs"]
    assert runs["study-m-01"] == first["runs"]["study-m-01"]
    assert runs["study-m-03"] == first["runs"]["study-m-03"]
    (new_run,) = runs["study-m-02"] - first["runs"]["study-m-02"]
    sessions = changed["sessions"]
    assert len(sessions) == 3, "one session per row: the earlier one was replaced"
    assert sessions["study-m-01"].id == first["sessions"]["study-m-01"].id
    assert sessions["study-m-01"].attributes == {"group": "control-b", "site": "north"}
    assert sessions["study-m-02"].run_id == new_run
    assert sessions["study-m-02"].birth_date_known == "1979-06"
    assert sessions["study-m-02"].run_json["status"] == "COMPLETE_OK"


# -- the study's resume rules on a real store, without an engine ---------------------------------


def _item(path: Path, row: int, label: str, dob: str = "1984", **attributes: str) -> BatchItem:
    year, _, month = dob.partition("-")
    user = UserDetails.from_partial(
        label, int(year), int(month) if month else None, None, BirthSex.FEMALE
    )
    return BatchItem(
        (path,),
        ModelKind.MENTAL_WELLNESS,
        user,
        LanguageCode.EN,
        row=row,
        birth_date_known=dob,
        attributes=attributes,
    )


def _options(
    items: list[BatchItem], state: Path, *, study: bool = True, named: tuple[Path, ...] = ()
) -> Options:
    return Options(
        items=items,
        model=None,
        user=None,
        language=None,
        engine="local",
        jobs=1,
        outs=[],
        deadline=1.0,
        state=state,
        manifest=state.with_suffix(".csv") if study else None,
        named_files=frozenset(path.resolve() for path in named),
    )


def test_a_study_keeps_one_session_per_row_and_says_what_changed(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    state = tmp_path / "study.sqlite3"
    one, two = audio_fixtures / "mood_answer_en.flac", audio_fixtures / "short_8s.flac"
    told: list[str] = []
    with HistoryStore(state) as store:
        first = batch_sessions(
            store,
            _options([_item(one, 2, "s-1", group="a"), _item(two, 3, "s-2")], state),
            "http://127.0.0.1:1",
            told.append,
        )
        again = batch_sessions(
            store,
            _options(
                [_item(one, 2, "s-1", group="b", arm="x"), _item(two, 3, "s-2", "1984-05")], state
            ),
            "http://127.0.0.1:1",
            told.append,
        )
        kept = store.sessions()
    assert again[0].id == first[0].id, "attributes are no input of the run"
    assert again[0].attributes == {"group": "b", "arm": "x"}
    assert again[1].id != first[1].id
    assert again[1].birth_date_known == "1984-05"
    assert sorted(s.id for s in kept) == sorted(s.id for s in again), "the earlier one is gone"
    assert told == [
        "row 2 mood_answer_en.flac: group, arm changed; updated on its session, with no new run.",
        "row 3 short_8s.flac: dateOfBirth changed since the study last ran it; it is analysed "
        "again and replaces its earlier session.",
    ]


def test_a_study_forgets_the_rows_removed_from_its_manifest_not_the_skipped_ones(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    state = tmp_path / "study.sqlite3"
    names = ("mood_answer_en.flac", "short_8s.flac", "noise_only.flac")
    one, two, three = (audio_fixtures / name for name in names)
    rows = [_item(one, 2, "s-1"), _item(two, 3, "s-2"), _item(three, 4, "s-3")]
    told: list[str] = []
    with HistoryStore(state) as store:
        first = batch_sessions(store, _options(rows, state), "http://x", told.append)
        # Row 3 is gone from the manifest; row 4 is still there but skipped (a problem in it).
        again = batch_sessions(
            store, _options(rows[:1], state, named=(one, three)), "http://x", told.append
        )
        kept = {session.id for session in store.sessions()}
    assert again[0].id == first[0].id
    assert kept == {first[0].id, first[2].id}, "the skipped row keeps its session"
    assert told == [
        "short_8s.flac (s-2) is on no row of the manifest any more; its session is removed "
        "from the study."
    ]


def test_a_batch_of_files_keeps_its_earlier_sessions_and_says_nothing(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    state = tmp_path / "state.sqlite3"
    take = audio_fixtures / "short_8s.flac"
    told: list[str] = []
    with HistoryStore(state) as store:
        first = batch_sessions(
            store, _options([_item(take, 2, "b-1")], state, study=False), "http://x", told.append
        )
        again = batch_sessions(
            store,
            _options([_item(take, 2, "b-1", "1984-05")], state, study=False),
            "http://x",
            told.append,
        )
        kept = store.sessions()
    assert again[0].id != first[0].id
    assert len(kept) == 2
    assert told == []

"""The study's tidy dataset read back as a researcher reads it: pandas on the CSV and Parquet
files, attribute columns and dtypes as they should be, the visible rows only."""

from __future__ import annotations

import sys
import time
from datetime import datetime
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from tests.gui.results_samples import answered, apollo_run, stored_session
from tests.study.study_samples import V1, V2, day, study_run, study_session
from voxwell.api import SECTION_FEATURES, SECTION_MEASURES
from voxwell.errors import StudyError
from voxwell.history import HistoryStore, section_weight
from voxwell.study import (
    StudyModel,
    StudyTable,
    write_parquet,
    write_runs_csv,
    write_sections_csv,
)
from voxwell.study.dataset import SECTION_COLUMNS


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> StudyTable:
    path = tmp_path_factory.mktemp("study") / "study.sqlite3"
    with HistoryStore(path) as store:
        study_session(
            store,
            "P-1",
            day(0),
            run=study_run(3, widths=[5.0, 10.0, 25.0], features=True),
            attributes={"group": "control", "site": "Leeds"},
        )
        study_session(
            store, "P-2", day(1), run=study_run(2, model=V2), attributes={"group": "treated"}
        )
        study_session(store, "P-3", day(2), run=study_run(4, shift=0.2), language="de")
        stored_session(
            store, apollo_run(), take=None, kind="apollo", label="P-4", created_at=day(3)
        )
        answered(store, "q1", "phq-9", "P-1", day(2), 11)
        answered(store, "q2", "gad-7", "P-2", day(-1), 4)
        return StudyTable.from_store(store)


def test_the_runs_csv_reads_back_with_pandas(table: StudyTable, tmp_path: Path) -> None:
    path = write_runs_csv(table, tmp_path / "runs.csv")
    frame = pd.read_csv(path)
    assert len(frame) == 4
    assert list(frame.columns[:5]) == ["session_id", "run_id", "user_label", "group", "site"]
    assert frame["session_id"].tolist() == table.session_ids.tolist()
    assert frame["session_id"].dtype == np.int64
    assert pd.api.types.is_string_dtype(frame["group"])
    assert frame["group"].tolist()[:2] == ["control", "treated"]
    assert frame["group"].isna().tolist() == [False, False, True, True]  # empty for missing
    assert frame["site"].tolist()[0] == "Leeds"
    assert frame["language"].tolist() == ["en", "en", "de", "en"]
    assert frame["model_version"].tolist()[:2] == [V1, V2]
    for name in (*SECTION_MEASURES, "depressionProbability", "phq9_total", "gad7_total"):
        assert frame[name].dtype == np.float64, name
    for name in table.measure_names:
        expected = table.measures[name]
        assert np.allclose(frame[name], expected, equal_nan=True, rtol=0, atol=0), name
    assert frame["phq9_total"].tolist()[0] == 11
    assert frame["gad7_total"].tolist()[1] == 4
    assert frame["phq9_total"].isna().tolist()[1:] == [True, True, True]
    created = pd.to_datetime(frame["created_at"], utc=True)
    assert created.tolist() == [pd.Timestamp(day(n)) for n in range(4)]
    assert frame["session_date"].tolist() == [
        "2026-03-02",
        "2026-03-03",
        "2026-03-04",
        "2026-03-05",
    ]


def test_the_session_date_is_the_local_day_a_manifest_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Local midnight east of UTC is the evening before in UTC: the date stays the local one."""
    monkeypatch.setenv("TZ", "Europe/Madrid")
    time.tzset()
    try:
        midnight = datetime(2026, 9, 7).astimezone()  # as a manifest's sessionDate is kept
        with HistoryStore(tmp_path / "study.sqlite3") as store:
            study_session(store, "P-1", midnight)
            table = StudyTable.from_store(store)
        frame = pd.read_csv(write_runs_csv(table, tmp_path / "runs.csv"))
    finally:
        monkeypatch.undo()
        time.tzset()
    assert frame["session_date"].tolist() == ["2026-09-07"]
    assert frame["created_at"].tolist() == ["2026-09-06T22:00:00+00:00"]


def test_a_runs_features_are_its_sections_weighted_by_duration(
    table: StudyTable, tmp_path: Path
) -> None:
    frame = pd.read_csv(write_runs_csv(table, tmp_path / "runs.csv"))
    sections = table.records[0].run_json["results"]["sections"]
    weights = [section_weight(s["startSecs"], s["finishSecs"]) for s in sections]
    for name in SECTION_FEATURES:
        expected = sum(w * s["features"][name] for w, s in zip(weights, sections, strict=True))
        assert frame[name][0] == pytest.approx(expected / sum(weights)), name
        assert frame[name].isna().tolist()[1:] == [True, True, True]  # the others have none
    transcript = " ".join(s["transcript"] for s in sections)
    assert frame["transcript"][0] == transcript


def test_the_sections_csv_has_a_row_per_section(table: StudyTable, tmp_path: Path) -> None:
    frame = pd.read_csv(write_sections_csv(table, tmp_path / "sections.csv"))
    assert len(frame) == 3 + 2 + 4  # the two-recording run has no sections
    assert list(frame.columns[-len(SECTION_COLUMNS) :]) == list(SECTION_COLUMNS)
    assert frame["section_index"].tolist() == [0, 1, 2, 0, 1, 0, 1, 2, 3]
    assert frame["section_index"].dtype == np.int64
    assert frame["group"].tolist()[:5] == ["control"] * 3 + ["treated"] * 2
    assert frame["phq9_total"].tolist()[:3] == [11, 11, 11]
    for (_, row), (record_row, index) in zip(
        frame.iterrows(), [(0, i) for i in range(3)] + [(1, 0), (1, 1)], strict=False
    ):
        section = table.records[record_row].run_json["results"]["sections"][index]
        assert row["startSecs"] == section["startSecs"]
        assert row["finishSecs"] == section["finishSecs"]
        assert row["transcript"] == section["transcript"]
        for name in SECTION_MEASURES:
            assert row[name] == section[name]["value"], name
    assert frame["f0MeanHz"].tolist()[:3] == [2.0, 12.0, 22.0]


def test_a_model_writes_its_visible_rows_only(table: StudyTable, tmp_path: Path) -> None:
    model = StudyModel(table)
    model.set_attribute_filter("group", {"control", "treated"})
    runs = pd.read_csv(write_runs_csv(model, tmp_path / "runs.csv"))
    assert runs["user_label"].tolist() == ["P-1", "P-2"]
    sections = pd.read_csv(write_sections_csv(model, tmp_path / "sections.csv"))
    assert sections["user_label"].tolist() == ["P-1"] * 3 + ["P-2"] * 2


def test_the_csv_is_plain_utf8_with_one_header_row(table: StudyTable, tmp_path: Path) -> None:
    path = write_runs_csv(table, tmp_path / "runs.csv")
    lines = path.read_bytes().decode("utf-8").splitlines()
    assert lines[0].startswith("session_id,run_id,user_label,group,site,model_kind,")
    assert len(lines) == 1 + 4
    cells = [cell.lower() for line in lines[1:] for cell in line.split(",")]
    assert "" in cells  # empty cells for what a run does not have...
    assert not {"nan", "none", "null"} & set(cells)  # ...not a word for it
    assert not list(tmp_path.glob(".*tmp"))  # written through a temporary file, renamed


def test_an_empty_table_writes_a_header_only(tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "empty.sqlite3") as store:
        table = StudyTable.from_store(store)
    frame = pd.read_csv(write_runs_csv(table, tmp_path / "runs.csv"))
    assert len(frame) == 0
    assert "session_id" in frame.columns


def test_parquet_reads_back_with_typed_columns(table: StudyTable, tmp_path: Path) -> None:
    pytest.importorskip("pyarrow")
    frame = pd.read_parquet(write_parquet(table, tmp_path / "runs.parquet"))
    csv = pd.read_csv(write_runs_csv(table, tmp_path / "runs.csv"))
    assert list(frame.columns) == list(csv.columns)
    assert frame["session_id"].dtype == np.int64
    assert isinstance(frame["created_at"].dtype, pd.DatetimeTZDtype)
    assert str(frame["created_at"].dt.tz) == "UTC"
    assert frame["created_at"].tolist() == [pd.Timestamp(day(n)) for n in range(4)]
    assert frame["stress"].dtype == np.float64
    assert pd.api.types.is_string_dtype(frame["group"])
    assert frame["group"].isna().tolist() == [False, False, True, True]
    for name in table.measure_names:
        assert np.allclose(frame[name], csv[name], equal_nan=True, rtol=0, atol=0), name
    sections = pd.read_parquet(write_parquet(table, tmp_path / "s.parquet", sections=True))
    assert len(sections) == 9
    assert sections["section_index"].dtype == np.int64


def test_parquet_without_pyarrow_says_what_to_install(
    table: StudyTable, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # an import of it now fails
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(StudyError, match=r'pip install "voxwell\[parquet\]"'):
        write_parquet(table, tmp_path / "runs.parquet")
    assert not (tmp_path / "runs.parquet").exists()

"""The study table: a row per complete run, its measures as the trend computes them, the
participants' attributes, and the questionnaire answered nearest each session (14 days at most)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests.gui.results_samples import answered, apollo_run, stored_session
from tests.study.study_samples import V1, V2, day, study_run, study_session
from voxwell.api import CONTINUOUS_MEASURES, SECTION_MEASURES
from voxwell.errors import HistoryError
from voxwell.history import APOLLO_MEASURES, HistoryStore, session_measure_value
from voxwell.study import QUESTIONNAIRE_WINDOW, StudyTable, open_study


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    with HistoryStore(tmp_path / "study.sqlite3") as opened:
        yield opened


def test_a_runs_measures_are_its_sections_weighted_by_duration(store: HistoryStore) -> None:
    run = study_run(3, widths=[10.0, 30.0, 20.0])
    study_session(store, "P-1", day(0), run=run)
    table = StudyTable.from_store(store)
    sections = run["results"]["sections"]
    for name in SECTION_MEASURES:
        weighted = sum(s[name]["value"] * (s["finishSecs"] - s["startSecs"]) for s in sections)
        assert table.measures[name][0] == pytest.approx(weighted / 60.0, rel=1e-12), name


def test_every_value_is_the_history_trends_value(store: HistoryStore) -> None:
    """The study and a person's History trend show the same number for the same session."""
    study_session(store, "P-1", day(0), run=study_run(4, shift=0.1, widths=[5, 9, 1, 30]))
    study_session(store, "P-2", day(1), run=study_run(2, shift=-0.2))
    partial = study_run(3)
    for section in partial["results"]["sections"]:
        for name in CONTINUOUS_MEASURES:
            del section[name]  # the continuous measures are optional
    study_session(store, "P-3", day(2), run=partial)
    stored_session(store, apollo_run(), take=None, kind="apollo", label="P-4", created_at=day(3))
    table = StudyTable.from_store(store)
    assert len(table) == 4
    assert table.measure_names == SECTION_MEASURES + APOLLO_MEASURES
    for row, record in enumerate(table.records):
        for name in table.measure_names:
            expected = session_measure_value(record, name)
            got = float(table.measures[name][row])
            assert (math.isnan(got) and expected is None) or got == expected, (row, name)
    assert np.isnan(table.measures["uniformStress"][2])
    assert table.measures["depressionProbability"][3] == pytest.approx(0.62)


def test_columns_are_numpy_arrays_oldest_first(store: HistoryStore) -> None:
    later = study_session(store, "P-2", day(3), run=study_run(model=V2))
    first = study_session(store, "P-1", day(0), language="de")
    table = StudyTable.from_store(store)
    assert table.session_ids.tolist() == [first.id, later.id]
    assert table.session_ids.dtype == np.int64
    assert table.user_labels.dtype == object
    assert table.measures["stress"].dtype == np.float64
    assert table.model_versions.tolist() == [V1, V2]
    assert table.languages.tolist() == ["de", "en"]
    assert table.timestamps.tolist() == [day(0).timestamp(), day(3).timestamp()]
    assert table.created_at.tolist() == [day(0), day(3)]


def test_attributes_are_the_union_of_every_sessions_names(store: HistoryStore) -> None:
    study_session(store, "P-1", day(0), attributes={"group": "control", "site": "Leeds"})
    study_session(store, "P-2", day(1), attributes={"group": "treated"})
    study_session(store, "P-3", day(2), attributes={"arm": "B"})
    study_session(store, "P-4", day(3))
    table = StudyTable.from_store(store)
    assert table.attribute_names == ("arm", "group", "site")
    assert table.attributes["group"].tolist() == ["control", "treated", "", ""]
    assert table.attributes["site"].tolist() == ["Leeds", "", "", ""]
    assert table.attributes["arm"].tolist() == ["", "", "B", ""]
    assert table.attributes["arm"].dtype == object
    assert table.attribute("never").tolist() == ["", "", "", ""]


def test_an_attribute_named_like_a_column_gets_a_column_of_its_own(store: HistoryStore) -> None:
    study_session(store, "P-1", day(0), attributes={"language": "bilingual", "stress": "high"})
    table = StudyTable.from_store(store)
    assert table.attribute_column("language") == "attribute_language"
    assert table.attribute_column("stress") == "attribute_stress"
    assert table.column("attribute_language").tolist() == ["bilingual"]
    assert table.column("language").tolist() == ["en"]
    assert len(set(table.columns)) == len(table.columns)


def test_the_nearest_questionnaire_within_fourteen_days_stands_beside_a_session(
    store: HistoryStore,
) -> None:
    assert QUESTIONNAIRE_WINDOW.days == 14
    first = study_session(store, "P-1", day(0))
    second = study_session(store, "P-1", day(30))
    other = study_session(store, "P-2", day(0))
    answered(store, "q1", "phq-9", "P-1", day(-10), 5)
    answered(store, "q2", "phq-9", "P-1", day(3), 12)  # nearer the first session
    answered(store, "q3", "gad-7", "P-1", day(15), 8)  # 15 days after, 15 before: outside both
    answered(store, "q4", "phq-9", "P-1", day(44), 20)  # 14 days after the second: inside
    answered(store, "q5", "phq-9", "P-3", day(0), 27)  # another person's
    table = StudyTable.from_store(store)
    phq9 = dict(
        zip(table.session_ids.tolist(), table.questionnaires["phq-9"].tolist(), strict=True)
    )
    assert phq9[first.id] == 12.0
    assert phq9[second.id] == 20.0
    assert math.isnan(phq9[other.id])
    assert np.isnan(table.questionnaires["gad-7"]).all()


def test_of_two_equally_near_questionnaires_the_earlier_one_counts(store: HistoryStore) -> None:
    study_session(store, "P-1", day(10))
    answered(store, "after", "gad-7", "P-1", day(12), 9)
    answered(store, "before", "gad-7", "P-1", day(8), 3)
    table = StudyTable.from_store(store)
    assert table.questionnaires["gad-7"].tolist() == [3.0]


def test_only_sessions_whose_run_completed_are_rows(store: HistoryStore) -> None:
    study_session(store, "P-1", day(0))
    failed = study_run()
    failed |= {"status": "COMPLETE_ERROR", "results": None, "errorCode": "ERR_INTERNAL"}
    study_session(store, "P-2", day(1), run=failed)
    store.create_session(
        user_label="P-3",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en",
        request_json={},
        takes={},
    )
    table = StudyTable.from_store(store)
    assert table.user_labels.tolist() == ["P-1"]
    assert table.sessions_in_history == 3
    assert table.describe() == "1 of 3 sessions have results: 1 participant, 1 model version."


def test_a_history_without_complete_runs_gives_an_empty_table_that_says_so(
    store: HistoryStore,
) -> None:
    failed = study_run() | {"status": "COMPLETE_ERROR", "results": None}
    study_session(store, "P-1", day(0), run=failed, attributes={"group": "a"})
    study_session(store, "P-2", day(1), run=failed)
    table = StudyTable.from_store(store)
    assert table.is_empty
    assert len(table) == 0
    assert table.measures == {}
    assert table.attributes == {}
    assert table.session_ids.shape == (0,)
    assert "No session of this history has results yet (2 sessions, none complete)" in (
        table.describe()
    )


def test_an_empty_history_says_so(store: HistoryStore) -> None:
    table = StudyTable.from_store(store)
    assert table.is_empty
    assert table.describe() == "This history has no sessions yet."


def test_a_study_file_is_opened_by_its_path(tmp_path: Path) -> None:
    path = tmp_path / "trial.sqlite3"
    with HistoryStore(path) as store:
        study_session(store, "P-1", day(0), attributes={"group": "a"})
    table = open_study(path)
    assert table.user_labels.tolist() == ["P-1"]
    assert table.attributes["group"].tolist() == ["a"]
    assert np.isnan(table.questionnaire("phq-9")).all()


def test_a_study_files_participants_answer_in_the_apps_history(tmp_path: Path) -> None:
    path = tmp_path / "trial.sqlite3"
    with HistoryStore(path) as store:
        study_session(store, "P-1", day(0), attributes={"group": "a"})
    with HistoryStore(tmp_path / "history.sqlite3") as history:
        answered(history, "q-1", "phq-9", "P-1", day(2), score=13)
        answered(history, "q-2", "phq-9", "P-2", day(0), score=20)  # someone else
        table = open_study(path, questionnaires=history.questionnaires())
    assert table.questionnaire("phq-9").tolist() == [13.0]


def test_an_unknown_measure_is_refused(store: HistoryStore) -> None:
    study_session(store, "P-1", day(0))
    table = StudyTable.from_store(store)
    with pytest.raises(ValueError, match="not a measure"):
        table.measure("happiness")
    assert np.isnan(table.measure("anhedonia")).all()  # known, but no run here has it


def test_a_table_from_the_stored_summaries_is_the_table_of_the_records(
    store: HistoryStore,
) -> None:
    """The store's summaries give the very table the runs give (values equal, not near)."""
    study_session(
        store, "P-1", day(0), run=study_run(4, widths=[5, 9, 1, 30]), attributes={"g": "a"}
    )
    study_session(store, "P-2", day(1), run=study_run(2, model=V2, shift=0.1), language="de")
    stored_session(store, apollo_run(), take=None, kind="apollo", label="P-3", created_at=day(2))
    failed = study_run() | {"status": "COMPLETE_ERROR", "results": None}
    study_session(store, "P-4", day(3), run=failed)
    answered(store, "q1", "phq-9", "P-1", day(2), 11)
    summarised = StudyTable.from_store(store)
    read = StudyTable.from_records(store.sessions(), store.questionnaires())
    assert summarised.columns == read.columns
    for name in read.columns:
        assert summarised.column(name).tolist() == read.column(name).tolist() or (
            summarised.column(name).dtype == np.float64
            and np.array_equal(summarised.column(name), read.column(name), equal_nan=True)
        ), name
    assert summarised.sessions_in_history == read.sessions_in_history == 4


def test_a_rows_session_is_read_from_the_history_only_when_asked_for(tmp_path: Path) -> None:
    path = tmp_path / "trial.sqlite3"
    with HistoryStore(path) as store:
        first = study_session(store, "P-1", day(0))
        second = study_session(store, "P-2", day(1), run=study_run(model=V2))
        table = StudyTable.from_store(store)
        assert table.record(second.id) == store.get(second.id)
    # The store is closed: its file is opened again for the runs (a study file's table too).
    assert table.record(first.id) == first
    assert table.record(12345) is None, "no row of this table"
    assert table.records_at([1, 0]) == [second, first]
    assert table.records == (first, second)
    opened = open_study(path)
    assert opened.records_at([0]) == [first]
    with HistoryStore(path) as store:
        store.delete(second.id)
    with pytest.raises(HistoryError, match="no longer has session"):
        opened.record(second.id)

"""The study model: filters, groups, the scatter and the participants' lines of the visible rows,
model versions never mixed, observers told once per change."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import numpy as np
import pytest

from tests.gui.results_samples import answered
from tests.study.study_samples import V1, V2, day, study_run, study_session
from voxwell.api import CONTINUOUS_MEASURES
from voxwell.history import HistoryStore
from voxwell.study import StudyFilters, StudyModel, StudyTable, StudyViewState
from voxwell.study.stats import box_stats, spearman

# label, day, model version, group ("" none), language, shift of the moved measures
SESSIONS = [
    ("P-1", 0, V1, "control", "en", 0.0),
    ("P-1", 10, V1, "control", "en", 0.1),
    ("P-1", 20, V2, "control", "en", 0.2),
    ("P-2", 1, V1, "treated", "de", 0.3),
    ("P-2", 11, V2, "treated", "de", 0.4),
    ("P-3", 2, V1, "", "en", 0.05),
    ("P-3", 12, V1, "", "en", 0.15),
]


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> StudyTable:
    path = tmp_path_factory.mktemp("study") / "study.sqlite3"
    with HistoryStore(path) as store:
        for n, (label, when, version, group, language, shift) in enumerate(SESSIONS):
            run = study_run(model=version, shift=shift)
            if n == 6:  # the continuous measures are optional: this run has none
                for section in run["results"]["sections"]:
                    for name in CONTINUOUS_MEASURES:
                        del section[name]
            study_session(
                store,
                label,
                day(when),
                run=run,
                attributes={"group": group} if group else {},
                language=language,
            )
            answered(store, f"q{n}", "phq-9", label, day(when + 1), 3 * n + (n % 2))
        return StudyTable.from_store(store)


def _labels(model: StudyModel) -> list[tuple[str, float]]:
    table = model.table
    return [
        (str(table.user_labels[i]), (table.timestamps[i] - day(0).timestamp()) / 86400)
        for i in model.visible
    ]


def test_without_filters_every_row_is_visible(table: StudyTable) -> None:
    model = StudyModel(table)
    assert model.visible.tolist() == list(range(len(SESSIONS)))
    assert model.measure == "distress"  # the table's first
    assert model.questionnaire == "phq-9"  # the first with a total


def test_a_date_range_takes_whole_days_both_ends_included(table: StudyTable) -> None:
    model = StudyModel(table)
    model.set_date_range(day(1).date(), day(10).date())
    assert _labels(model) == [("P-2", 1), ("P-3", 2), ("P-1", 10)]
    model.set_date_range(None, date(2026, 3, 2))  # T0's day: the sessions at 09:00 on it
    assert _labels(model) == [("P-1", 0)]


def test_versions_languages_and_attributes_filter(table: StudyTable) -> None:
    model = StudyModel(table)
    model.set_model_versions({V2})
    assert _labels(model) == [("P-2", 11), ("P-1", 20)]
    model.set_model_versions(None)
    model.set_languages({"de"})
    assert _labels(model) == [("P-2", 1), ("P-2", 11)]
    model.set_languages(None)
    model.set_attribute_filter("group", {"control", ""})
    assert [label for label, _ in _labels(model)] == ["P-1", "P-3", "P-1", "P-3", "P-1"]
    model.set_model_versions({V1})
    assert _labels(model) == [("P-1", 0), ("P-3", 2), ("P-1", 10), ("P-3", 12)]
    model.set_model_versions(frozenset())  # nothing chosen: nothing shown
    assert model.visible.tolist() == []
    assert model.group_plot() == ()


def test_an_attribute_no_session_has_is_empty_text(table: StudyTable) -> None:
    model = StudyModel(table)
    model.set_attribute_filter("site", {""})
    assert len(model.visible) == len(SESSIONS)
    model.set_attribute_filter("site", {"Leeds"})
    assert len(model.visible) == 0


def test_observers_hear_each_change_once_and_no_change_not_at_all(table: StudyTable) -> None:
    model = StudyModel(table)
    heard: list[int] = []
    stop = model.observe(lambda: heard.append(len(model.visible)))
    model.set_model_versions({V2})
    assert heard == [2]
    model.set_model_versions({V2})  # the same again
    assert heard == [2]
    both = replace(model.state, filters=StudyFilters(languages=frozenset({"de"})), measure="stress")
    model.set_state(both)
    assert heard == [2, 2]
    visible = model.visible
    model.set_measure("uniformStress")  # not a filter: the visible rows are kept as they are
    assert model.visible is visible
    assert heard == [2, 2, 2]
    stop()
    model.set_group_by("group")
    assert heard == [2, 2, 2]
    stop()  # twice is fine


def test_the_visible_rows_cannot_be_changed_by_a_view(table: StudyTable) -> None:
    model = StudyModel(table)
    with pytest.raises(ValueError, match="read-only"):
        model.visible[0] = 3


def test_box_plots_are_per_version_then_per_group(table: StudyTable) -> None:
    model = StudyModel(table, StudyViewState(group_by="group", measure="mentalStrain"))
    plots = model.group_plot()
    assert [plot.model_version for plot in plots] == [V1, V2]  # the older version first
    v1, v2 = plots
    assert [group.group for group in v1.groups] == ["", "control", "treated"]
    assert [group.group for group in v2.groups] == ["control", "treated"]
    values = table.measures["mentalStrain"]
    ids = table.session_ids.tolist()
    for plot in plots:
        for group in plot.groups:
            rows = [ids.index(i) for i in group.session_ids.tolist()]
            assert {table.model_versions[r] for r in rows} == {plot.model_version}
            assert {table.attribute("group")[r] for r in rows} == {group.group}
            assert group.values.tolist() == values[rows].tolist()
            assert group.box == box_stats(values[rows])
    assert v1.groups[1].box.n == 2  # P-1's two V1 sessions


def test_without_grouping_each_version_has_one_group(table: StudyTable) -> None:
    model = StudyModel(table)
    plots = model.group_plot("stress")
    assert [(p.model_version, [g.group for g in p.groups]) for p in plots] == [
        (V1, [None]),
        (V2, [None]),
    ]
    assert sum(len(g.session_ids) for p in plots for g in p.groups) == len(SESSIONS)


def test_sessions_without_the_measure_are_left_out(table: StudyTable) -> None:
    model = StudyModel(table)
    (v1, _) = model.group_plot("uniformStress")
    assert v1.groups[0].box.n == 4  # P-3's day-12 run has no continuous measures
    assert len(model.rows()) == len(SESSIONS)  # the table still shows it


def test_the_scatter_is_per_version_with_its_spearman_rho(table: StudyTable) -> None:
    model = StudyModel(table, StudyViewState(measure="uniformDistress"))
    scatters = model.scatter()
    assert [s.model_version for s in scatters] == [V1, V2]
    v1, v2 = scatters
    assert v1.questionnaire == "phq-9"
    assert len(v1.session_ids) == 4  # five V1 sessions, one without the measure
    assert v1.correlation == spearman(v1.totals, v1.values)
    assert v1.correlation is not None
    assert v1.correlation.n == 4
    assert len(v2.session_ids) == 2
    assert v2.correlation is None  # two points: no correlation
    ids = table.session_ids.tolist()
    for scatter in scatters:
        rows = [ids.index(i) for i in scatter.session_ids.tolist()]
        assert scatter.totals.tolist() == table.questionnaires["phq-9"][rows].tolist()
        assert {table.model_versions[r] for r in rows} == {scatter.model_version}


def test_each_participant_has_a_line_per_version_oldest_first(table: StudyTable) -> None:
    model = StudyModel(table)
    lines = model.participant_lines("mentalStrain")
    assert [(line.user_label, line.model_version, len(line.values)) for line in lines] == [
        ("P-1", V1, 2),
        ("P-1", V2, 1),
        ("P-2", V1, 1),
        ("P-2", V2, 1),
        ("P-3", V1, 2),
    ]
    first = lines[0]
    assert first.created_at.tolist() == [day(0), day(10)]
    assert first.timestamps.tolist() == [day(0).timestamp(), day(10).timestamp()]
    assert np.all(np.diff(first.timestamps) > 0)
    model.set_date_range(day(5).date(), None)
    assert [line.user_label for line in model.participant_lines("mentalStrain")] == [
        "P-1",
        "P-1",
        "P-2",
        "P-3",
    ]


def test_rows_sort_by_a_column_with_empty_cells_last(table: StudyTable) -> None:
    model = StudyModel(table)
    rows = model.rows()
    assert [rows.session_id(i) for i in range(len(rows))] == table.session_ids.tolist()
    model.set_sort("uniformStress", descending=True)
    rows = model.rows()
    cells = [rows.cell(i, "uniformStress") for i in range(len(rows))]
    assert cells[-1] is None
    numbers = [c for c in cells if c is not None]
    assert numbers == sorted(numbers, reverse=True)
    model.set_sort("uniformStress")
    rows = model.rows()
    cells = [rows.cell(i, "uniformStress") for i in range(len(rows))]
    assert cells[-1] is None
    assert cells[:-1] == sorted(c for c in cells if c is not None)
    model.set_sort("group")
    rows = model.rows()
    assert [rows.cell(i, "group") for i in range(len(rows))] == [
        *["control"] * 3,
        *["treated"] * 2,
        "",
        "",
    ]
    model.set_sort("created_at", descending=True)
    rows = model.rows()
    assert rows.cell(0, "created_at") == day(20)
    assert rows.cell(0, "user_label") == "P-1"
    assert isinstance(rows.cell(0, "session_id"), int)
    assert rows.cell(0, "phq9_total") == 6.0


def test_an_unknown_measure_or_questionnaire_is_refused(table: StudyTable) -> None:
    model = StudyModel(table)
    with pytest.raises(ValueError, match="not a measure"):
        model.set_measure("happiness")
    with pytest.raises(ValueError, match="not a study questionnaire"):
        model.set_questionnaire("who-5")
    assert model.state == StudyViewState()


def test_an_empty_table_draws_nothing(tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "empty.sqlite3") as store:
        table = StudyTable.from_store(store)
    model = StudyModel(table)
    assert model.measure is None
    assert model.group_plot() == ()
    assert model.scatter() == ()
    assert model.participant_lines() == ()
    assert len(model.rows()) == 0

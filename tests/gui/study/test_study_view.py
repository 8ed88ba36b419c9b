"""The Study screen over a real history: it draws what the study model computes, and opens
sessions from a row or a point (data, not pixels)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import answered
from tests.study.study_samples import V1, V2, day, study_run, study_session
from voxwell.gui.study.study_view import StudyView
from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    """Twelve participants in two groups, two model versions, a PHQ-9 beside most sessions."""
    with HistoryStore(tmp_path / "study.sqlite3") as opened:
        for person in range(12):
            label = f"S-{person:03d}"
            group = "control" if person % 2 else "treated"
            for visit in range(2):
                at = day(7 * visit + person)
                model = V1 if visit == 0 else V2
                run = study_run(model=model, shift=0.03 * person - 0.15)
                study_session(opened, label, at, attributes={"group": group}, run=run)
                answered(opened, f"q-{person}-{visit}", "phq-9", label, at, score=person + visit)
        yield opened


def _view(qtbot: QtBot, store: HistoryStore) -> StudyView:
    view = StudyView(store)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    return view


def test_the_table_lists_every_session_and_a_filter_narrows_it(
    qtbot: QtBot, store: HistoryStore
) -> None:
    view = _view(qtbot, store)
    assert view.table_model.rowCount() == 24
    view.version_box.setCurrentIndex(view.version_box.findData(V2))
    assert view.table_model.rowCount() == 12
    view.filter_attribute_box.setCurrentIndex(view.filter_attribute_box.findData("group"))
    view.filter_value_box.setCurrentIndex(view.filter_value_box.findData("control"))
    assert view.table_model.rowCount() == 6
    assert "Shown: 6" in view.message.text()


def test_groups_never_mix_model_versions_and_count_their_sessions(
    qtbot: QtBot, store: HistoryStore
) -> None:
    view = _view(qtbot, store)
    view.group_box.setCurrentIndex(view.group_box.findData("group"))
    view.show_tab("Groups")
    shown = view.group_plot.shown()
    assert [plot.model_version for plot in shown] == [V1, V2]
    for plot in shown:
        assert [(g.group, g.box.n) for g in plot.groups] == [("control", 6), ("treated", 6)]


def test_a_group_has_one_colour_in_every_panel(qtbot: QtBot, tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "study.sqlite3") as opened:
        study_session(opened, "S-1", day(0), attributes={"group": "control"})
        study_session(opened, "S-2", day(1), attributes={"group": "treated"})
        # Under the second model version there is no control group.
        study_session(
            opened, "S-3", day(2), attributes={"group": "treated"}, run=study_run(model=V2)
        )
        view = _view(qtbot, opened)
        view.group_box.setCurrentIndex(view.group_box.findData("group"))
        view.show_tab("Groups")
        drawn = view.group_plot.colours()
    colour = {(version, group): hex_colour for version, group, hex_colour in drawn}
    assert set(colour) == {(V1, "control"), (V1, "treated"), (V2, "treated")}
    assert colour[V2, "treated"] == colour[V1, "treated"] != colour[V1, "control"]


def test_the_scatter_gives_spearmans_rho_per_version(qtbot: QtBot, store: HistoryStore) -> None:
    view = _view(qtbot, store)
    view.measure_box.setCurrentIndex(view.measure_box.findData("mentalStrain"))
    view.show_tab("Questionnaires")
    shown = view.scatter_plot.shown()
    assert [scatter.model_version for scatter in shown] == [V1, V2]
    assert all(len(scatter.values) == 12 for scatter in shown)
    titles = view.scatter_plot.titles()
    assert all(title.startswith("Spearman's rho") and "n = 12" in title for title in titles)
    description = view.scatter_plot.accessibleDescription()
    assert f"Model {V1}: {titles[0]}" in description  # read out, not only drawn
    assert view.scatter_plot.accessibleName()
    # Totals rise with the measures' shift in this study: the rank correlation is positive.
    assert all(s.correlation is not None and s.correlation.rho > 0.5 for s in shown)


def test_each_participant_is_a_line_and_a_point_opens_its_session(
    qtbot: QtBot, store: HistoryStore
) -> None:
    view = _view(qtbot, store)
    view.show_tab("Participants")
    lines = view.participant_plot.shown()
    assert len(lines) == 24  # twelve people, each under two model versions: never joined
    wanted = int(lines[0].session_ids[0])
    with qtbot.waitSignal(view.sessionActivated) as opened:
        view.participant_plot.sessionActivated.emit(wanted)
    assert opened.args[0].id == wanted
    assert opened.args[0].user_label == lines[0].user_label
    with qtbot.waitSignal(view.sessionActivated) as from_row:
        view.show_tab("Table")
        view.table.activated.emit(view.table_model.index(3, 0))
    assert from_row.args[0].id == view.table_model.session_id(3)


def test_the_view_saves_reopens_and_exports(
    qtbot: QtBot, store: HistoryStore, tmp_path: Path
) -> None:
    view = _view(qtbot, store)
    view.group_box.setCurrentIndex(view.group_box.findData("group"))
    view.language_box.setCurrentIndex(view.language_box.findData("en"))
    view.version_box.setCurrentIndex(view.version_box.findData(V1))
    saved = tmp_path / "view.json"
    assert view.model is not None
    from voxwell.study.view_state import save_view_state

    save_view_state(view.model.state, saved)
    other = _view(qtbot, store)
    other.open_view_file(saved)
    assert other.model is not None
    assert other.model.state == view.model.state
    assert other.version_box.currentData() == V1
    assert other.table_model.rowCount() == 12

    runs = view.export_dataset("runs", tmp_path / "runs.csv")
    assert runs is not None
    with runs.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 12
    assert {row["group"] for row in rows} == {"control", "treated"}
    view.show_tab("Groups")
    for name in ("groups.png", "groups.svg"):
        assert view.export_chart(tmp_path / name)
        assert (tmp_path / name).stat().st_size > 1000
    view.show_tab("Table")
    assert not view.export_chart(tmp_path / "table.png")


def test_a_study_file_opens_beside_the_apps_questionnaires(
    qtbot: QtBot, store: HistoryStore, tmp_path: Path
) -> None:
    """A manifest run's study file, with the PHQ-9s its participants answered in the app."""
    path = tmp_path / "pilot.sqlite3"
    with HistoryStore(path) as study:
        for person in range(5):
            run = study_run(shift=0.05 * person)
            label = f"P-{person}"
            study_session(study, label, day(person), attributes={"arm": "a"}, run=run)
            answered(store, f"pilot-{person}", "phq-9", label, day(person), score=3 * person)
    view = _view(qtbot, store)
    view.open_study_file(path)
    assert view.source_label.text() == "<b>Study: pilot</b>"
    assert view.table_model.rowCount() == 5
    view.measure_box.setCurrentIndex(view.measure_box.findData("mentalStrain"))
    view.show_tab("Questionnaires")
    (scatter,) = view.scatter_plot.shown()
    assert sorted(scatter.totals.tolist()) == [0, 3, 6, 9, 12], "the app's history's answers"

    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"not a study" * 100)
    view.open_study_file(damaged)
    assert view.message.text().startswith("The study damaged.sqlite3 cannot be opened: ")
    assert view.source_label.text() == "<b>Study: pilot</b>", "what was shown stays"
    assert view.table_model.rowCount() == 5

"""History and trend views: the sessions list, its filter, opening a session, per-version trends."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import (
    apollo_run,
    stored_questionnaire,
    stored_session,
    wellness_run,
)
from voxwell.gui.history.history_view import HistoryView
from voxwell.history import HistoryStore, build_trend

T0 = datetime(2026, 2, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def _fill(store: HistoryStore) -> list[int]:
    """P-1: three local runs (two model versions), one hosted; P-2: one two-recording run."""
    ids = []
    for day, (model, service) in enumerate(
        [
            ("voxwell-acoustic-1.0", "Local engine"),
            ("voxwell-acoustic-1.0", "Local engine"),
            ("voxwell-acoustic-1.1", "Local engine"),
            ("hosted-mw-2.3", "Canada region"),
        ]
    ):
        run = wellness_run(2 + day, model=model)
        ids.append(
            stored_session(
                store,
                run,
                take=None,
                service=service,
                label="P-1",
                created_at=T0 + timedelta(days=day),
            ).id
        )
    ids.append(
        stored_session(
            store,
            apollo_run(),
            take=None,
            kind="apollo",
            label="P-2",
            created_at=T0 + timedelta(days=9),
        ).id
    )
    return ids


def _view(qtbot: QtBot, store: HistoryStore) -> HistoryView:
    view = HistoryView(store)
    qtbot.addWidget(view)
    view.resize(1200, 600)
    view.show()
    return view


def test_list_filter_and_open_a_session(qtbot: QtBot, store: HistoryStore) -> None:
    ids = _fill(store)
    view = _view(qtbot, store)
    assert view.session_ids() == list(reversed(ids))
    assert view.row_texts(0)[1:] == [
        "P-2",
        "Two-recording",
        "Local engine",
        "Complete",
        "voxwell-acoustic-1.0",
    ]
    view.set_user_label_filter("P-1")
    assert view.session_ids() == list(reversed(ids[:4]))
    with qtbot.waitSignal(view.sessionActivated) as opened:
        view.table.setCurrentCell(1, 0)
        qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert opened.args == [ids[2]]
    with qtbot.waitSignal(view.sessionActivated) as opened:
        centre = view.table.visualItemRect(view.table.item(3, 0)).center()
        # A press first, as a real double click has: the view checks the second press's row.
        qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert opened.args == [ids[0]]


def test_new_sessions_appear_on_refresh(qtbot: QtBot, store: HistoryStore) -> None:
    view = _view(qtbot, store)
    assert view.session_ids() == []
    assert view.message.text() == "No sessions stored yet."
    made = stored_session(store, wellness_run(1), take=None, label="P-9")
    view.refresh()
    assert view.session_ids() == [made.id]
    assert view.filter_box.findText("P-9") > 0


def test_a_person_with_only_questionnaires_can_be_chosen_for_their_trend(
    qtbot: QtBot, store: HistoryStore
) -> None:
    """Answers in before any recording: the person is in the list, with their totals."""
    _fill(store)
    view = _view(qtbot, store)
    assert view.filter_box.findText("P-Q") < 0
    view.hide()
    details = {
        "completedAt": (T0 + timedelta(days=3)).isoformat(),
        "name": "PHQ-9",
        "questions": {},
        "answers": {},
        "scoreDetails": {"score": 11, "scoreMetadata": {"maxScore": 27}},
    }
    stored_questionnaire(store, "q-1", "phq-9", details, label="P-Q")
    view.show()  # shown again: what was answered meanwhile is there without a new session
    assert view.filter_box.findText("P-Q") > 0
    view.set_user_label_filter("P-Q")
    assert view.session_ids() == []
    assert view.message.text() == (
        "No sessions for P-Q yet: the trend shows their questionnaire totals."
    )
    assert view.trend.caption.text() == (
        "No finished sessions with results for P-Q yet. "
        "Questionnaire totals (right axis): 1 answer."
    )
    assert view.trend.plotted_totals() == {
        "phq-9": ([(T0 + timedelta(days=3)).timestamp()], [11.0])
    }


def test_trend_has_one_line_per_model_version(qtbot: QtBot, store: HistoryStore) -> None:
    ids = _fill(store)
    view = _view(qtbot, store)
    view.set_user_label_filter("P-1")
    trend = view.trend
    assert trend.user_label() == "P-1"
    assert trend.measures()[0] == "distress"
    trend.set_measure("mentalStrain")
    plotted = trend.plotted()
    assert list(plotted) == ["voxwell-acoustic-1.0", "voxwell-acoustic-1.1", "hosted-mw-2.3"]
    expected = {s.model_version: s for s in build_trend(store.sessions("P-1"), "mentalStrain")}
    for version, (xs, ys) in plotted.items():
        assert ys == pytest.approx(expected[version].values)
        assert xs == [p.at.timestamp() for p in expected[version].points]
    assert len(plotted["voxwell-acoustic-1.0"][1]) == 2
    assert trend.legend_labels() == [
        "Model voxwell-acoustic-1.0",
        "Model voxwell-acoustic-1.1",
        "Model hosted-mw-2.3",
    ]
    assert "never join" in trend.caption.text()
    # Clicking a point opens its session.
    xs, ys = plotted["voxwell-acoustic-1.0"]
    trend.plot.getViewBox().autoRange()
    scene = trend.plot.getViewBox().mapViewToScene(QPointF(xs[1], ys[1]))
    with qtbot.waitSignal(view.sessionActivated, timeout=2000) as opened:
        qtbot.mouseClick(
            trend.plot.viewport(), Qt.MouseButton.LeftButton, pos=trend.plot.mapFromScene(scene)
        )
    assert opened.args == [ids[1]]


def test_with_all_users_the_trend_follows_the_selected_row(qtbot, store) -> None:
    _fill(store)
    view = _view(qtbot, store)
    assert view.user_label_filter() is None
    view.table.selectRow(0)  # P-2's two-recording run
    assert view.trend.user_label() == "P-2"
    assert view.trend.measures()[:2] == ["depressionProbability", "anxietyProbability"]
    (line,) = view.trend.plotted().values()
    assert line[1] == pytest.approx([0.62])


@pytest.mark.parametrize("size", [(900, 600), (1100, 760), (1600, 1000)])
def test_every_column_is_readable(qtbot: QtBot, store: HistoryStore, size) -> None:
    _fill(store)
    view = _view(qtbot, store)
    view.resize(*size)
    qtbot.waitUntil(lambda: view.table.viewport().width() > 1)
    assert view.clipped_columns() == []
    statuses = {view.row_texts(r)[4] for r in range(len(view.session_ids()))}
    assert statuses == {"Complete"}


def test_a_person_is_erased_from_history_once_confirmed_and_no_one_else(
    qtbot: QtBot, tmp_path: Path, settle: Any
) -> None:
    import numpy as np
    from PySide6.QtWidgets import QMessageBox

    from voxwell.audio import TakeWriter
    from voxwell.paths import AppPaths

    paths = AppPaths(tmp_path / "data", tmp_path / "logs", tmp_path / "config").ensure()
    tone = (0.2 * np.sin(np.arange(16_000) / 7.0)).astype(np.float32)

    def take(label: str) -> Path:
        writer = TakeWriter(16_000, paths.takes, extra={"session": "s", "user_label": label})
        writer.write(tone)
        return writer.finish()

    with HistoryStore(paths.history_db) as store:
        erased = [stored_session(store, wellness_run(3), take=take("P-ERASE-1"), label="P-ERASE-1")]
        kept = stored_session(store, wellness_run(4), take=take("P-KEEP-2"), label="P-KEEP-2")
        view = HistoryView(store, paths)
        qtbot.addWidget(view)
        view.show()
        assert not view.erase_button.isEnabled()  # "All users": no one to erase
        view.set_user_label_filter("P-ERASE-1")
        assert view.erase_button.isEnabled()

        view.erase_button.click()
        box = view.erase_confirmation
        assert box is not None
        assert "P-ERASE-1" in box.text()
        assert "1 session" in box.text()
        assert "1 take with their notes" in box.text()
        assert "team server" in box.text()  # what the erase cannot reach is said too
        box.button(QMessageBox.StandardButton.Cancel).click()
        assert [r.user_label for r in store.sessions()] == ["P-KEEP-2", "P-ERASE-1"]

        view.erase_button.click()
        box = view.erase_confirmation
        (erase,) = [b for b in box.buttons() if b.text() == "Erase"]
        with qtbot.waitSignal(view.personErased, timeout=30_000) as erased_signal:
            erase.click()
        assert erased_signal.args == ["P-ERASE-1"]
        assert "Erased" in view.message.text()
        assert [r.id for r in store.sessions()] == [kept.id]
        assert view.filter_box.findText("P-ERASE-1") < 0
        assert not Path(erased[0].takes["recording"]).exists()
        assert Path(kept.takes["recording"]).exists()
    stored = b"".join(p.read_bytes() for p in paths.data.rglob("*") if p.is_file())
    assert b"P-ERASE-1" not in stored
    assert b"P-KEEP-2" in stored

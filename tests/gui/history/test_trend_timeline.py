"""The timeline: dates on the axis, questionnaire totals beside the voice scores, plurals."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import answered, stored_session, wellness_run
from voxwell.gui.history.trend_view import TrendView
from voxwell.history import HistoryStore

T0 = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)
_DATE_LABEL = re.compile(r"^(\d{4}|[A-Z][a-z]{2}|\d{1,2} [A-Z][a-z]{2}|\d{1,2}|\d{2}:\d{2})$")


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


def _trend(qtbot: QtBot, store: HistoryStore, width: int = 900, height: int = 500) -> TrendView:
    view = TrendView(store)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.set_user_label("P-1")
    return view


def _assert_dates(qtbot: QtBot, view: TrendView) -> None:
    qtbot.waitUntil(lambda: view.date_ticks() != [], timeout=5000)  # drawn once
    ticks = view.date_ticks()
    assert ticks, "the axis has labels"
    assert all(_DATE_LABEL.match(t) for t in ticks), ticks
    assert not any(re.fullmatch(r"\d+\.\d+", t) for t in ticks)


def test_one_session_still_has_a_date_axis_and_singular_words(qtbot, store) -> None:
    stored_session(store, wellness_run(2), take=None, label="P-1", created_at=T0)
    view = _trend(qtbot, store)
    _assert_dates(qtbot, view)
    low, high = view.plot.getViewBox().viewRange()[0]
    assert high - low >= 3 * 86_400
    assert low < T0.timestamp() < high
    # A few days may have no month tick of their own: each day tick names its month.
    ticks = view.date_ticks()
    assert any(re.fullmatch(r"\d{1,2} [A-Z][a-z]{2}", t) for t in ticks), ticks
    assert not any(re.fullmatch(r"\d{1,2}", t) for t in ticks), ticks
    assert "1 session, 1 model version." in view.caption.text()


def test_two_sessions_on_one_day_have_date_ticks(qtbot, store) -> None:
    stored_session(store, wellness_run(2), take=None, label="P-1", created_at=T0)
    later = T0 + timedelta(hours=3)
    stored_session(store, wellness_run(2), take=None, label="P-1", created_at=later)
    view = _trend(qtbot, store)
    _assert_dates(qtbot, view)
    ticks = view.date_ticks()
    assert any(re.fullmatch(r"\d{1,2} [A-Z][a-z]{2}", t) for t in ticks), ticks
    low, high = view.plot.getViewBox().viewRange()[0]
    assert low < T0.timestamp() < later.timestamp() < high
    assert high - low >= 3 * 86_400


def test_an_empty_chart_shows_the_last_days_not_1970(qtbot, store) -> None:
    view = _trend(qtbot, store)  # P-1 has no sessions
    _assert_dates(qtbot, view)
    low, high = view.plot.getViewBox().viewRange()[0]
    today = datetime.now(UTC).timestamp()
    assert low < today < high
    assert high - low >= 3 * 86_400
    assert "No finished sessions with results for P-1 yet." in view.caption.text()


def test_questionnaire_totals_share_the_timeline(qtbot, store) -> None:
    for day, model in ((0, "voxwell-acoustic-1.0"), (20, "voxwell-acoustic-1.0"), (40, "m-2")):
        stored_session(
            store,
            wellness_run(2, model=model),
            take=None,
            label="P-1",
            created_at=T0 + timedelta(days=day),
        )
    answered(store, "q-1", "phq-9", "P-1", T0 + timedelta(days=1), 12)
    answered(store, "q-2", "phq-9", "P-1", T0 + timedelta(days=30), 8)
    answered(store, "q-3", "gad-7", "P-1", T0 + timedelta(days=2), 6)
    view = _trend(qtbot, store)
    _assert_dates(qtbot, view)
    assert list(view.plotted()) == ["voxwell-acoustic-1.0", "m-2"]
    totals = view.plotted_totals()
    assert totals["phq-9"] == (
        [(T0 + timedelta(days=1)).timestamp(), (T0 + timedelta(days=30)).timestamp()],
        [12.0, 8.0],
    )
    assert totals["gad-7"] == ([(T0 + timedelta(days=2)).timestamp()], [6.0])
    assert view.legend_labels() == [
        "PHQ-9 total",
        "GAD-7 total",
        "Model voxwell-acoustic-1.0",
        "Model m-2",
    ]
    low, high = view.plot.getViewBox().viewRange()[0]
    assert low < T0.timestamp()
    assert (T0 + timedelta(days=40)).timestamp() < high
    assert view.totals_box.viewRange()[0] == pytest.approx([low, high])
    assert "3 sessions, 2 model versions." in view.caption.text()
    assert "3 answers" in view.caption.text()


def test_a_long_model_version_stays_inside_a_narrow_chart(qtbot, store) -> None:
    """The engine's version names its recogniser too; the legend keeps it in view."""
    version = "voxwell-acoustic-1.2 (whisper-tiny.en)"
    stored_session(store, wellness_run(2, model=version), take=None, label="P-1", created_at=T0)
    view = _trend(qtbot, store, 340, 520)
    assert view.legend_labels() == [f"Model {version}"]
    legend = view.legend.sceneBoundingRect()
    plot_area = view.plot.getViewBox().sceneBoundingRect()
    assert plot_area.left() <= legend.left()
    assert legend.right() <= plot_area.right()

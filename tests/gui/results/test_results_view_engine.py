"""The results view on runs the real local engine produced (not hand-made JSON).

Both models' runs of the committed takes, finished on the shared engine (``finished_runs``,
``tests/service_fixtures.py``), are stored in a history store as the app does and shown in the
view, whose chart data must match the run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.service_fixtures import FINISHED_RUNS_GROUP, FinishedRuns
from voxwell.gui.results.results_view import ResultsView
from voxwell.gui.service_context import ServiceContext
from voxwell.history import HistoryStore

pytestmark = pytest.mark.slow


@pytest.mark.slow
@pytest.mark.xdist_group(FINISHED_RUNS_GROUP)
def test_engine_runs_are_shown_section_by_section(
    qtbot: QtBot,
    service_context: ServiceContext,
    finished_runs: FinishedRuns,
    tmp_path: Path,
) -> None:
    read, mood = finished_runs.passage, finished_runs.mood
    wellness, apollo = finished_runs.wellness, finished_runs.two_recording
    assert wellness is not None
    assert apollo is not None

    with HistoryStore(tmp_path / "h.sqlite3") as store:
        records = []
        for kind, run, takes in (
            ("mental-wellness", wellness, {"recording": str(read)}),
            ("apollo", apollo, {"moodQuestion": str(mood), "readAloud": str(read)}),
        ):
            made = store.create_session(
                user_label="P-E1",
                model_kind=kind,
                service_name=service_context.service_name,
                base_url=service_context.base_url,
                language="en",
                request_json={"language": "en"},
                takes=takes,
            )
            records.append(
                store.update(
                    made.id,
                    run_id=str(run.id),
                    status="complete",
                    run_json=run.model_dump(mode="json"),
                )
            )

    view = ResultsView()
    qtbot.addWidget(view)
    view.show()
    view.show_session(records[0])
    sections = wellness.results.sections
    assert len(sections) >= 2  # 45 s of read speech: the engine splits at pauses
    assert view.section_spans() == [(s.startSecs, s.finishSecs) for s in sections]
    assert view.transcript_items() == [s.transcript for s in sections]
    assert all(view.transcript_items())
    assert view.series("mentalStrain") == [s.mentalStrain.value for s in sections]
    assert view.is_reference_model_shown()
    assert wellness.model in view.model_version_text()
    assert view.chart.waveform_points() > 0

    view.show_session(records[1])
    assert view.showing() == "apollo"
    shown = view.apollo_view.disorder("depression")
    assert shown == (
        apollo.results.disorders.depression.probability,
        apollo.results.disorders.depression.severity.value,
    )
    assert len(view.apollo_view.bar_values()) == 15
    assert view.apollo_view.bar_values()[0] == apollo.results.symptoms.depression.anhedonia.value

"""The study view file: what is saved reopens the same view; unknown keys are ignored; a damaged
or newer file is one plain error."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from tests.study.study_samples import V1, V2, day, study_run, study_session
from voxwell.errors import StudyError
from voxwell.history import HistoryStore
from voxwell.study import (
    StudyFilters,
    StudyModel,
    StudyTable,
    StudyViewState,
    load_view_state,
    save_view_state,
)
from voxwell.study.view_state import VIEW_FILE_FORMAT, VIEW_FILE_VERSION

FULL = StudyViewState(
    filters=StudyFilters(
        start=date(2026, 3, 1),
        end=date(2026, 3, 31),
        model_versions=frozenset({V2}),
        languages=frozenset({"en", "de"}),
        attributes={"group": frozenset({"control", "treated"}), "site": frozenset({""})},
    ),
    group_by="group",
    measure="uniformStress",
    questionnaire="phq-9",
    sort_column="uniformStress",
    sort_descending=True,
)


def test_a_saved_view_reads_back_the_same(tmp_path: Path) -> None:
    path = save_view_state(FULL, tmp_path / "view.json")
    assert load_view_state(path) == FULL
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == VIEW_FILE_FORMAT
    assert document["version"] == VIEW_FILE_VERSION == 1
    assert document["filters"]["start"] == "2026-03-01"
    assert document["filters"]["languages"] == ["de", "en"]
    assert load_view_state(save_view_state(StudyViewState(), path)) == StudyViewState()


def test_unlimited_and_empty_sets_stay_apart(tmp_path: Path) -> None:
    state = StudyViewState(filters=StudyFilters(model_versions=frozenset(), languages=None))
    reread = load_view_state(save_view_state(state, tmp_path / "view.json"))
    assert reread.filters.model_versions == frozenset()
    assert reread.filters.languages is None


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = save_view_state(FULL, tmp_path / "view.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    document["colour_scheme"] = "dark"
    document["filters"]["weekdays"] = ["Mon"]
    path.write_text(json.dumps(document), encoding="utf-8")
    assert load_view_state(path) == FULL


def test_the_file_reopens_the_same_view_of_a_study(tmp_path: Path) -> None:
    with HistoryStore(tmp_path / "study.sqlite3") as store:
        for n in range(8):
            study_session(
                store,
                f"P-{n % 3}",
                day(n * 5),
                run=study_run(model=(V1, V2)[n % 2], shift=0.05 * n),
                attributes={"group": ("control", "treated", "other")[n % 3]},
                language="de" if n in (4, 6) else "en",
            )
        table = StudyTable.from_store(store)
    model = StudyModel(table, FULL)
    path = save_view_state(model.state, tmp_path / "view.json")
    reopened = StudyModel(table, load_view_state(path))
    assert reopened.state == model.state
    assert reopened.visible.tolist() == model.visible.tolist()
    assert len(reopened.visible) > 0
    assert [reopened.rows().session_id(i) for i in range(len(reopened.rows()))] == [
        model.rows().session_id(i) for i in range(len(model.rows()))
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{not json", "is damaged: it is not JSON"),
        ("[]", "is not a Voxwell study view file"),
        ('{"format": "something else", "version": 1}', "is not a Voxwell study view file"),
        (f'{{"format": "{VIEW_FILE_FORMAT}"}}', "names no format version"),
        (f'{{"format": "{VIEW_FILE_FORMAT}", "version": "1"}}', "names no format version"),
        (
            f'{{"format": "{VIEW_FILE_FORMAT}", "version": 1, "filters": {{"start": "March"}}}}',
            "is damaged (filters.start:",
        ),
        (
            f'{{"format": "{VIEW_FILE_FORMAT}", "version": 1, "filters": {{"languages": "en"}}}}',
            "is damaged (filters.languages:",
        ),
        (
            f'{{"format": "{VIEW_FILE_FORMAT}", "version": 1, "sort_descending": "yes"}}',
            "is damaged (sort_descending:",
        ),
        (
            f'{{"format": "{VIEW_FILE_FORMAT}", "version": 1, "measure": "happiness"}}',
            "is damaged: it shows 'happiness', which is not a measure",
        ),
        (
            f'{{"format": "{VIEW_FILE_FORMAT}", "version": 1,'
            ' "filters": {"start": "2026-03-09", "end": "2026-03-01"}}',
            "is damaged: the date range ends (2026-03-01) before it starts (2026-03-09)",
        ),
    ],
)
def test_a_damaged_file_is_one_plain_error(tmp_path: Path, text: str, said: str) -> None:
    path = tmp_path / "view.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(StudyError) as raised:
        load_view_state(path)
    message = str(raised.value)
    assert message.startswith("The study view file view.json ")
    assert said in message
    assert message.endswith("Save the view again from the Study screen to replace it.")


def test_a_newer_format_asks_for_a_newer_voxwell(tmp_path: Path) -> None:
    path = tmp_path / "view.json"
    path.write_text(json.dumps({"format": VIEW_FILE_FORMAT, "version": 2}), encoding="utf-8")
    with pytest.raises(StudyError, match=r"saved by a newer Voxwell \(format 2\)\. Update"):
        load_view_state(path)


def test_a_missing_file_is_a_plain_error(tmp_path: Path) -> None:
    with pytest.raises(StudyError, match="cannot be read"):
        load_view_state(tmp_path / "gone.json")


def test_filters_refuse_a_range_that_ends_before_it_starts() -> None:
    with pytest.raises(ValueError, match="ends"):
        StudyFilters(start=date(2026, 3, 2), end=date(2026, 3, 1))

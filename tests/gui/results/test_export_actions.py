"""Exports from the results view: JSON, CSV, TextGrid and PDF written from the shown session."""

from __future__ import annotations

import csv
import json
import os
import stat
from datetime import UTC, datetime
from pathlib import Path

import parselmouth
import pytest
import soundfile
from parselmouth.praat import call
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from voxwell.exports.session_files import export_textgrid, suggested_name
from voxwell.exports.tabular import DISCLAIMER, README_NAME
from voxwell.gui.results.results_view import ResultsView
from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> HistoryStore:
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened


@pytest.fixture
def view(qtbot: QtBot) -> ResultsView:
    shown = ResultsView()
    qtbot.addWidget(shown)
    return shown


def _csv_rows(path: Path) -> list[dict[str, str]]:
    assert " ".join(DISCLAIMER.split()) in " ".join(
        (path.parent / README_NAME).read_text(encoding="utf-8").split()
    ), "the disclaimer is in the notes beside the table"
    with path.open(newline="", encoding="utf-8") as handle:
        assert handle.readline().startswith("run_id,"), "the header comes first"
        handle.seek(0)
        return list(csv.DictReader(handle))


def test_every_format_of_a_mental_wellness_session(
    settle, view, store, tmp_path, audio_fixtures
) -> None:
    take = audio_fixtures / "read_passage_en.flac"
    run = wellness_run(4, warnings=["noisy room"], duration=40.0)
    view.show_session(stored_session(store, run, take=take))
    actions = view.export_actions
    assert all(action.isEnabled() for action in actions.actions.values())
    written: list[tuple[str, str]] = []
    actions.exported.connect(lambda key, path: written.append((key, path)))

    document = json.loads(settle(actions.export_to("json", tmp_path / "r.json")).read_text("utf-8"))
    assert document["results"]["sections"] == run["results"]["sections"]
    assert document["model"] == "voxwell-acoustic-1.0"
    assert document["warnings"] == ["noisy room"]

    (tmp_path / "r.csv").write_text("old,contents\n1,2\n")  # replaced, not appended to
    rows = _csv_rows(settle(actions.export_to("csv", tmp_path / "r.csv")))
    assert [float(r["distress"]) for r in rows] == view.series("distress")
    assert [r["transcript"] for r in rows] == view.transcript_items()

    grid = parselmouth.Data.read(
        str(settle(actions.export_to("textgrid", tmp_path / "r.TextGrid")))
    )
    assert call(grid, "Get tier name", 1) == "sections"
    # The grid spans the whole take, not just up to the last section.
    assert call(grid, "Get end time") == pytest.approx(soundfile.info(str(take)).duration)

    pdf = settle(actions.export_to("pdf", tmp_path / "r.pdf"))
    assert pdf.read_bytes().startswith(b"%PDF-")
    assert view.message_label.text() == f"Saved {pdf}", "a saved export is confirmed with its path"
    bundle = json.loads(
        settle(actions.export_to("fhir", tmp_path / "r.fhir.json")).read_text("utf-8")
    )
    assert bundle["resourceType"] == "Bundle"
    assert sum(e["resource"]["resourceType"] == "Observation" for e in bundle["entry"]) == 4
    audio = tmp_path / "audio"
    audio.mkdir()
    assert settle(actions.export_to("audio", audio)) == audio
    (copied,) = audio.iterdir()
    assert copied.name == suggested_name(view.record(), "_recording.flac")
    assert copied.read_bytes() == take.read_bytes()
    assert str(audio) in view.message_label.text()
    assert [key for key, _ in written] == ["json", "csv", "textgrid", "pdf", "fhir", "audio"]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("r.")) == [
        "r.TextGrid",
        "r.csv",
        "r.fhir.json",
        "r.json",
        "r.pdf",
    ]


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX; Windows uses ACLs")
def test_every_export_is_readable_by_its_owner_only(
    settle, view, store, tmp_path, audio_fixtures
) -> None:
    take = tmp_path / "take.flac"
    take.write_bytes((audio_fixtures / "read_passage_en.flac").read_bytes())
    take.chmod(0o644)  # a take readable by all must not make its copy so
    view.show_session(stored_session(store, wellness_run(2), take=take))
    (tmp_path / "r.pdf").write_bytes(b"an earlier report")
    (tmp_path / "r.pdf").chmod(0o644)  # replaced with the new one's mode, not kept
    written = [
        settle(view.export_actions.export_to(key, tmp_path / f"r.{key}"))
        for key in ("json", "csv", "textgrid", "pdf", "fhir")
    ]
    audio = tmp_path / "audio"
    audio.mkdir()
    settle(view.export_actions.export_to("audio", audio))
    written.extend(audio.iterdir())
    assert len(written) == 6
    assert {path.name: stat.S_IMODE(path.stat().st_mode) for path in written} == {
        path.name: 0o600 for path in written
    }
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF-")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".r.pdf-")]  # no temporary


@pytest.mark.parametrize("key", ["json", "csv", "textgrid", "pdf", "fhir"])
def test_an_export_that_cannot_be_saved_says_why_and_what_to_do(
    settle, view, store, tmp_path, audio_fixtures, key
) -> None:
    view.show_session(
        stored_session(store, wellness_run(2), take=audio_fixtures / "read_passage_en.flac")
    )
    folder = tmp_path / "unplugged-drive"  # gone since the folder was chosen
    with pytest.raises(OSError, match="Could not save ") as caught:
        settle(view.export_actions.export_to(key, folder / f"r.{key}"))
    message = str(caught.value)
    assert message == (
        f"Could not save r.{key} in {folder}: No such file or directory. "
        "Choose a folder that exists."
    )
    assert not folder.exists()


def test_the_csv_does_not_claim_a_birthday_nobody_gave(settle, view, store, tmp_path) -> None:
    record = stored_session(store, wellness_run(2), take=None, birth_date_known="1984")
    view.show_session(record)
    rows = _csv_rows(settle(view.export_actions.export_to("csv", tmp_path / "r.csv")))
    assert {row["date_of_birth"] for row in rows} == {"1984"}


def test_hosted_two_recording_session_has_no_textgrid(settle, view, store, tmp_path) -> None:
    record = stored_session(store, apollo_run(), take=None, kind="apollo")
    view.show_session(record)
    assert not view.export_actions.actions["textgrid"].isEnabled(), "no words to put in it"
    assert not view.export_actions.actions["audio"].isEnabled(), "no takes stored"
    assert view.export_actions.actions["csv"].isEnabled()
    with pytest.raises(ValueError, match="TextGrid per take"):
        export_textgrid(record, tmp_path / "x.TextGrid")
    (row,) = _csv_rows(settle(view.export_actions.export_to("csv", tmp_path / "a.csv")))
    assert float(row["depression_probability"]) == 0.62
    assert row["depression_severity"] == "MODERATE"


def test_unfinished_session_cannot_be_exported(settle, view, store, tmp_path) -> None:
    made = store.create_session(
        user_label="P-3",
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:1",
        language="en",
        request_json={},
        takes={},
    )
    view.show_session(made)
    assert not view.export_actions.button.isEnabled()
    with pytest.raises(ValueError, match="no results yet"):
        settle(view.export_actions.export_to("json", tmp_path / "x.json"))
    assert list(tmp_path.glob("x.*")) == []


def test_suggested_names_are_safe_file_names(store) -> None:
    record = stored_session(
        store,
        wellness_run(1),
        take=None,
        label="Ward 3 / bed:7",
        created_at=datetime(2026, 3, 1, 9, 30, tzinfo=UTC),
    )
    name = suggested_name(record, ".csv")
    assert name.startswith("Ward-3-bed-7_2026-03-01_")
    assert name.endswith("_mental-wellness.csv")
    assert "/" not in name
    assert ":" not in name

"""Runs as CSV rows and JSON documents, checked cell by cell against the wire bodies."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from voxwell.api import (
    ANXIETY_SYMPTOMS,
    BANDED_MEASURES,
    CONTINUOUS_MEASURES,
    DEPRESSION_SYMPTOMS,
    SECTION_FEATURES,
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
)
from voxwell.exports.tabular import (
    APOLLO_COLUMNS,
    DISCLAIMER,
    MENTAL_WELLNESS_COLUMNS,
    README_NAME,
    RUN_COLUMNS,
    SESSION_COLUMNS,
    TAKE_COLUMNS,
    columns_for,
    readme_text,
    run_document,
    run_rows,
    save_csv,
    user_cells,
    write_csv,
)

RUN_ID = "5f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5"


def _section(start: float, finish: float, transcript: str, base: float) -> dict[str, Any]:
    section: dict[str, Any] = {"startSecs": start, "finishSecs": finish, "transcript": transcript}
    for offset, name in enumerate(BANDED_MEASURES):
        section[name] = {"value": round(base + 0.01 * offset, 4)}
    for offset, name in enumerate(CONTINUOUS_MEASURES[:3]):  # the others are optional
        section[name] = {"value": round(base / 2 + 0.001 * offset, 6)}
    return section


MENTAL_WELLNESS_WIRE: dict[str, Any] = {
    "id": RUN_ID,
    "createdAt": "2026-11-21T06:00:00+00:00",
    "runAt": "2026-11-21T06:00:01+00:00",
    "completedAt": "2026-11-21T06:00:09+00:00",
    "status": "COMPLETE_OK",
    "userLabel": "participant-07",
    "deleteData": False,
    "model": "voxwell-acoustic-1.0",
    "warnings": ["low level"],
    "results": {
        "sections": [
            {
                **_section(0.0, 12.5, 'Today I feel, "fairly" good', 0.33),
                "features": {"f0MeanHz": 181.25, "hnrDb": 14.5, "pauseCount": 2.0},
                "words": [{"text": "Today", "start": 0.3, "end": 0.7}],
            },
            _section(13.25, 25.75, "but a little tired\nand slow", 0.66),
        ]
    },
}

APOLLO_WIRE: dict[str, Any] = {
    "id": RUN_ID,
    "createdAt": "2026-11-21T06:00:00+00:00",
    "status": "COMPLETE_OK",
    "userLabel": "participant-07",
    "deleteData": True,
    "model": "voxwell-acoustic-1.0",
    "results": {
        "disorders": {
            "depression": {"probability": 0.2125, "severity": "MILD"},
            "anxiety": {"probability": 0.05, "severity": "NONE"},
        },
        "symptoms": {
            "depression": {
                name: {"value": round(0.1 * i, 3), "severity": "MILD"}
                for i, name in enumerate(DEPRESSION_SYMPTOMS)
            },
            "anxiety": {
                name: {"value": round(0.05 * i, 3), "severity": "NONE"}
                for i, name in enumerate(ANXIETY_SYMPTOMS)
            },
        },
    },
}


def _csv(rows: list[dict[str, Any]], columns: tuple[str, ...]) -> list[dict[str, str]]:
    out = io.StringIO(newline="")
    write_csv(out, columns, rows)
    reader = csv.DictReader(io.StringIO(out.getvalue(), newline=""))
    assert tuple(reader.fieldnames or ()) == columns, "the first line is the header"
    return list(reader)


def test_a_saved_csv_reads_in_pandas_and_dictreader_with_the_notes_beside_it(
    tmp_path: Path,
) -> None:
    pandas = pytest.importorskip("pandas")
    run = MentalWellnessModelRunResponse.model_validate(MENTAL_WELLNESS_WIRE)
    user = {"user": {"dateOfBirth": "1984-03-01", "birthSex": "FEMALE"}, "language": "en"}
    columns = ("file", *MENTAL_WELLNESS_COLUMNS)
    path = save_csv(
        tmp_path / "run.csv", columns, run_rows(run, {"file": "a.flac", **user_cells(user)})
    )

    frame = pandas.read_csv(path)
    assert tuple(frame.columns) == columns
    sections = MENTAL_WELLNESS_WIRE["results"]["sections"]
    assert len(frame) == len(sections)
    assert list(frame["transcript"]) == [s["transcript"] for s in sections]
    assert list(frame["startSecs"]) == [s["startSecs"] for s in sections]
    assert list(frame["run_id"]) == [RUN_ID] * len(sections)
    with path.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames or ()) == columns
        assert [row["section_index"] for row in reader] == [str(i) for i in range(len(sections))]

    notes = (tmp_path / README_NAME).read_text(encoding="utf-8")
    assert " ".join(DISCLAIMER.split()) in " ".join(notes.split())
    assert notes == readme_text(), "the same notes beside every export"


def test_the_apollo_csv_reads_in_pandas_as_one_row(tmp_path: Path) -> None:
    pandas = pytest.importorskip("pandas")
    run = ApolloModelRunResponse.model_validate(APOLLO_WIRE)
    frame = pandas.read_csv(save_csv(tmp_path / "a.csv", APOLLO_COLUMNS, run_rows(run)))
    assert tuple(frame.columns) == APOLLO_COLUMNS
    assert len(frame) == 1
    assert frame["depression_probability"][0] == 0.2125
    assert (tmp_path / README_NAME).is_file()


def test_mental_wellness_gives_one_row_per_section_with_every_measure() -> None:
    run = MentalWellnessModelRunResponse.model_validate(MENTAL_WELLNESS_WIRE)
    user = {"user": {"dateOfBirth": "1984-03-01", "birthSex": "FEMALE"}, "language": "en"}
    rows = run_rows(run, {"file": "a.flac", **user_cells(user)})
    table = _csv(rows, ("file", *MENTAL_WELLNESS_COLUMNS))
    assert len(table) == 2
    assert [row["f0MeanHz"] for row in table] == ["181.25", ""], "a hosted section has none"
    assert [row["pauseCount"] for row in table] == ["2.0", ""]
    assert {(r["date_of_birth"], r["birth_sex"], r["language"]) for r in table} == {
        ("1984-03-01", "FEMALE", "en")
    }
    assert {row["session_date"] for row in table} == {
        datetime.fromisoformat(MENTAL_WELLNESS_WIRE["createdAt"]).astimezone().date().isoformat()
    }
    for index, (row, wire) in enumerate(
        zip(table, MENTAL_WELLNESS_WIRE["results"]["sections"], strict=True)
    ):
        assert row["file"] == "a.flac"
        assert row["run_id"] == RUN_ID
        assert row["model_version"] == "voxwell-acoustic-1.0"
        assert row["user_label"] == "participant-07"
        assert row["status"] == "COMPLETE_OK"
        assert row["error_code"] == ""
        assert row["section_index"] == str(index)
        assert float(row["startSecs"]) == wire["startSecs"]
        assert float(row["finishSecs"]) == wire["finishSecs"]
        assert row["transcript"] == wire["transcript"], "commas, quotes and newlines survive"
        for name in (*BANDED_MEASURES, *CONTINUOUS_MEASURES):
            if name in wire:
                assert float(row[name]) == wire[name]["value"], name
            else:
                assert row[name] == "", f"{name} was absent, so its cell is empty"


def test_csv_columns_are_stable_and_complete() -> None:
    assert MENTAL_WELLNESS_COLUMNS[:3] == ("run_id", "model_version", "user_label")
    assert set(BANDED_MEASURES) | set(CONTINUOUS_MEASURES) <= set(MENTAL_WELLNESS_COLUMNS)
    assert MENTAL_WELLNESS_COLUMNS[-len(SECTION_FEATURES) - 1 :] == (
        "transcript",
        *SECTION_FEATURES,
    )
    assert set(SESSION_COLUMNS) <= set(RUN_COLUMNS)
    symptoms = [c for c in APOLLO_COLUMNS if c in (*DEPRESSION_SYMPTOMS, *ANXIETY_SYMPTOMS)]
    assert len(symptoms) == 15
    assert columns_for(ApolloModelRunResponse) == APOLLO_COLUMNS
    run = MentalWellnessModelRunResponse.model_validate(MENTAL_WELLNESS_WIRE)
    assert columns_for(run) == MENTAL_WELLNESS_COLUMNS


def test_apollo_gives_one_row_with_disorders_and_fifteen_symptoms() -> None:
    run = ApolloModelRunResponse.model_validate(APOLLO_WIRE)
    (row,) = _csv(run_rows(run), APOLLO_COLUMNS)
    disorders = APOLLO_WIRE["results"]["disorders"]
    for name in ("depression", "anxiety"):
        assert float(row[f"{name}_probability"]) == disorders[name]["probability"]
        assert row[f"{name}_severity"] == disorders[name]["severity"]
    symptoms = APOLLO_WIRE["results"]["symptoms"]
    for group, names in (("depression", DEPRESSION_SYMPTOMS), ("anxiety", ANXIETY_SYMPTOMS)):
        for name in names:
            assert float(row[name]) == symptoms[group][name]["value"], name
    assert row["run_id"] == RUN_ID


def test_a_local_two_recording_row_carries_each_take_as_the_screen_shows_it() -> None:
    """The two-recording CSV had the scores only: each take's transcript, read-aloud check and
    features now have columns of their own, empty for a hosted run (no takes)."""
    words = [{"text": "calm", "start": 0.5, "end": 0.9}]
    check = {
        "passage": "en",
        "passageWords": 58,
        "wordsCorrect": 55,
        "wordsSubstituted": 2,
        "wordsSkipped": 1,
        "wordsAdded": 0,
        "wordsPerMinute": 151.2,
        "isPassage": True,
    }
    takes = {
        "moodQuestion": {
            "transcript": "calm, mostly",
            "words": words,
            "features": {"f0MeanHz": 201.5, "speechSeconds": 24.25},
        },
        "readAloud": {
            "transcript": "the north wind",
            "words": words,
            "readingCheck": check,
            "features": {"f0MeanHz": 195.0},
        },
    }
    local = {**APOLLO_WIRE, "results": {**APOLLO_WIRE["results"], "takes": takes}}
    (row,) = _csv(run_rows(ApolloModelRunResponse.model_validate(local)), APOLLO_COLUMNS)
    assert APOLLO_COLUMNS[-len(TAKE_COLUMNS) :] == TAKE_COLUMNS
    assert row["moodQuestion_transcript"] == "calm, mostly"
    assert float(row["moodQuestion_f0MeanHz"]) == 201.5
    assert float(row["moodQuestion_speechSeconds"]) == 24.25
    assert row["moodQuestion_wordsCorrect"] == ""  # no reading check on the mood answer
    assert row["readAloud_transcript"] == "the north wind"
    for name, value in check.items():
        assert row[f"readAloud_{name}"] == str(value), name
    assert float(row["readAloud_f0MeanHz"]) == 195.0
    assert row["readAloud_hnrDb"] == ""  # a feature the take did not give
    (hosted,) = _csv(run_rows(ApolloModelRunResponse.model_validate(APOLLO_WIRE)), APOLLO_COLUMNS)
    assert {hosted[name] for name in TAKE_COLUMNS} == {""}


@pytest.mark.parametrize("wire", [MENTAL_WELLNESS_WIRE, APOLLO_WIRE])
def test_failed_run_gives_one_row_with_its_error_and_no_measures(wire: dict[str, Any]) -> None:
    failed = {
        **{k: v for k, v in wire.items() if k != "results"},
        "status": "COMPLETE_ERROR",
        "errorCode": "ERR_RECORDING_TOO_SHORT",
        "errorReason": "Only 5.7 s of speech; at least 10 s are needed.",
    }
    model = ApolloModelRunResponse if wire is APOLLO_WIRE else MentalWellnessModelRunResponse
    run = model.model_validate(failed)
    (row,) = _csv(run_rows(run), columns_for(run))
    assert row["status"] == "COMPLETE_ERROR"
    assert row["error_code"] == "ERR_RECORDING_TOO_SHORT"
    assert row["error_reason"] == failed["errorReason"]
    measures = [c for c in columns_for(run) if c in (*BANDED_MEASURES, *DEPRESSION_SYMPTOMS)]
    assert measures
    assert all(row[c] == "" for c in measures)


@pytest.mark.parametrize("wire", [MENTAL_WELLNESS_WIRE, APOLLO_WIRE])
def test_json_document_is_the_wire_body(wire: dict[str, Any]) -> None:
    model = ApolloModelRunResponse if wire is APOLLO_WIRE else MentalWellnessModelRunResponse
    document = run_document(model.model_validate(wire))
    assert json.loads(json.dumps(document)) == wire

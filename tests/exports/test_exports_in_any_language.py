"""Files that leave the app are the same bytes whatever language the app speaks: CSV, JSON,
TextGrid and the FHIR bundle, made once with no translator and once in
each of the app's languages."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.gui.results_samples import apollo_run, stored_session, wellness_run
from tests.gui.translation_walk import app_language
from voxwell.exports.fhir import session_bundle
from voxwell.exports.session_files import (
    export_csv,
    export_json,
    export_textgrid,
)
from voxwell.history import HistoryStore, SessionRecord

NOW = datetime(2026, 3, 2, 8, 0, tzinfo=UTC)


def _files(record: SessionRecord, folder: Path) -> dict[str, bytes]:
    folder.mkdir(parents=True)
    made = [export_csv(record, folder / "run.csv"), export_json(record, folder / "run.json")]
    if record.model_kind != "apollo":  # the sample two-recording run has no transcripts
        made.append(export_textgrid(record, folder / "run.TextGrid"))
    bundle = json.dumps(session_bundle(record, now=NOW), indent=2, ensure_ascii=False)
    files = {path.name: path.read_bytes() for path in made}
    files["fhir.json"] = bundle.encode()
    return files


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("language", ["es", "id", "ja"])
def test_exports_do_not_depend_on_the_app_language(
    store: HistoryStore, audio_fixtures: Path, tmp_path: Path, language: str
) -> None:
    take = audio_fixtures / "read_passage_en.flac"
    records = [
        stored_session(store, wellness_run(3, warnings=["noisy room"]), take=take),
        stored_session(
            store,
            apollo_run(),
            take=take,
            kind="apollo",
            takes={"moodQuestion": take, "readAloud": take},
        ),
    ]
    for record in records:
        english = _files(record, tmp_path / f"{record.id}-en")
        with app_language(language):
            translated = _files(record, tmp_path / f"{record.id}-{language}")
        assert translated.keys() == english.keys()
        assert translated == english

"""Erasing one person from an encrypted data folder (``voxwell.privacy``): the history and the
engine's store through SQLCipher, takes and their notes sealed with the data key. The plan reads
them with this process's key, and nothing of the other person goes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from tests.erasure.erase_helpers import ERASED, KEPT, home_paths
from voxwell.api import LiveCaption, LiveNotes, ModelKind
from voxwell.audio.takes import TakeOwner, TakeWriter, write_live_notes
from voxwell.engine.db import SqliteDatabase
from voxwell.engine.questionnaires import QuestionnaireStore
from voxwell.engine.recordings import FolderRecordings
from voxwell.engine.runs import RunStore
from voxwell.engine.userdata import UserDataStore
from voxwell.erasure import ErasePlan, erase, plan_erase
from voxwell.history import HistoryStore
from voxwell.paths import AppPaths
from voxwell.privacy.at_rest import use_data_key
from voxwell.privacy.sealing import is_sealed
from voxwell.sqlite_db import is_plain_sqlite

KEY = bytes(range(32))


@pytest.fixture
def sealed_home(tmp_path: Path) -> Iterator[AppPaths]:
    """A data folder whose files are written and read with the data key ``KEY``."""
    use_data_key(KEY)
    try:
        yield home_paths(tmp_path / "home").ensure()
    finally:
        use_data_key(None)


def _person(paths: AppPaths, history: HistoryStore, db: SqliteDatabase, label: str) -> str:
    """A take with notes and live notes, a session, a questionnaire; a run with its recording,
    a questionnaire and a user-data upload in the engine's store. The run's id."""
    writer = TakeWriter(16000, paths.takes, label="recording", extra=TakeOwner("s", label).notes())
    writer.write(np.zeros(8000, dtype=np.float32))
    take = writer.finish("wav")
    write_live_notes(take, LiveNotes(captions=[LiveCaption(start=0.0, end=0.5, text="a walk")]))
    assert is_sealed(take)
    user = {"userLabel": label, "dateOfBirth": "1961-03-17", "birthSex": "FEMALE"}
    history.create_session(
        user_label=label,
        model_kind="mental-wellness",
        service_name="Local engine",
        base_url="http://127.0.0.1:28765",
        language="en",
        request_json={"user": user, "language": "en", "deleteData": False},
        takes={"recording": take},
    )
    history.add_questionnaire(
        questionnaire_id=f"q-{label}",
        user_label=label,
        questionnaire_type="gad-7",
        service_name="Local engine",
        base_url="http://127.0.0.1:28765",
        activity_link="http://127.0.0.1:28765/activities/token",
    )
    runs = RunStore(db)
    run = runs.create(ModelKind.MENTAL_WELLNESS, "k1", user, "en", delete_data=False, upload_ttl=60)
    recordings = FolderRecordings(paths.engine / "audio")
    key, part = recordings.spool(run.id, "recording")
    size = part.write_bytes(b"audio of " + label.encode())
    recordings.commit(key, part)
    runs.record_upload(run.id, "recording", key, size)
    QuestionnaireStore(db).create("k1", label, "gad-7")
    UserDataStore(db).add("k1", "sleep", label, {"hours": 7})
    return run.id


def test_an_encrypted_folder_is_planned_and_erased_with_the_data_key(sealed_home: AppPaths) -> None:
    paths = sealed_home
    with HistoryStore(paths.history_db, key=KEY) as history:
        db = SqliteDatabase(paths.engine / "engine.sqlite3", key=KEY)
        try:
            erased_run = _person(paths, history, db, ERASED)
            kept_run = _person(paths, history, db, KEPT)
        finally:
            db.close()
    assert not is_plain_sqlite(paths.history_db)
    assert not is_plain_sqlite(paths.engine / "engine.sqlite3")
    kept_before = plan_erase(paths, KEPT)
    plan = plan_erase(paths, ERASED)
    assert plan.counts() == {
        "sessions": 1,
        "questionnaires": 1,
        "batch_sessions": 0,
        "study_rows": 0,
        "take_files": 3,  # found by their sealed notes
        "engine_runs": 1,
        "engine_questionnaires": 1,
        "engine_user_data": 1,
    }
    assert erase(paths, plan) == 8
    assert plan_erase(paths, ERASED) == ErasePlan()
    assert plan_erase(paths, KEPT) == kept_before
    assert not (paths.engine / "audio" / erased_run).exists()
    assert (paths.engine / "audio" / kept_run).is_dir()
    with HistoryStore(paths.history_db, key=KEY) as history:
        assert history.user_labels() == [KEPT]

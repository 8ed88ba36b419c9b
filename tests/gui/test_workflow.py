"""SessionRunner against real engines: every step saved, lost answers and expired URLs handled."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from voxwell.api import BirthSex, LanguageCode, MentalWellnessModelRunCreate
from voxwell.client import AsyncVoiceClient
from voxwell.client.local_engine import LocalEngine
from voxwell.errors import TakeError
from voxwell.gui.service_context import ServiceContext
from voxwell.gui.workflow import (
    SessionDraft,
    SessionRunner,
    create_session_record,
    draft_from_record,
    identifier_warning,
    request_json,
)
from voxwell.history import HistoryStore, SessionRecord

FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    with HistoryStore(tmp_path / "history.sqlite3") as opened:
        yield opened


def _draft(model_kind: str = "mental-wellness", **changes: Any) -> SessionDraft:
    values: dict[str, Any] = {
        "user_label": "P-0300",
        "birth_year": 1988,
        "birth_month": 2,
        "birth_day": None,
        "birth_sex": BirthSex.INTERSEX,
        "language": LanguageCode.ES_US,
        "model_kind": model_kind,
        "consent": True,
    }
    values.update(changes)
    return SessionDraft(**values)


def _one_take(store: HistoryStore, take: Path, base_url: str) -> SessionRecord:
    return create_session_record(
        store, _draft(), {"recording": str(take)}, service_name="Local engine", base_url=base_url
    )


def _wait(qtbot: QtBot, coro: Any, timeout: int = 90_000) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def test_request_json_fills_unknown_date_parts() -> None:
    body = request_json(_draft(birth_month=None))
    assert body["user"] == {
        "userLabel": "P-0300",
        "dateOfBirth": "1988-01-01",
        "birthSex": "INTERSEX",
    }
    assert body["language"] == "es-US"
    assert (
        request_json(_draft(birth_month=2, birth_day=None))["user"]["dateOfBirth"] == "1988-02-01"
    )
    assert (
        request_json(_draft(birth_month=2, birth_day=29 - 1))["user"]["dateOfBirth"] == "1988-02-28"
    )


def test_draft_round_trips_through_the_stored_request(store: HistoryStore) -> None:
    draft = _draft("apollo", birth_day=17)
    record = create_session_record(
        store, draft, {"readAloud": "b.wav", "moodQuestion": "a.wav"}, service_name="X", base_url=""
    )
    assert list(record.takes) == ["moodQuestion", "readAloud"]  # recorded order, not given order
    assert draft_from_record(record) == draft


@pytest.mark.parametrize(
    ("label", "warned"),
    [
        ("P-0042", False),
        ("study7-visit2", False),
        ("Maria Gonzalez", True),
        ("maria.gonzalez@example.org", True),
        ("123-45-6789", True),
        ("P 046 454 286", True),
    ],
)
def test_identifier_warning(label: str, warned: bool) -> None:
    assert (identifier_warning(label) is not None) == warned


def test_lost_upload_answer_is_not_uploaded_twice(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, audio_fixtures: Path
) -> None:
    take = audio_fixtures / "short_8s.flac"
    record = _one_take(store, take, service_context.base_url)
    client = service_context.client()
    runner = SessionRunner(store, client, poll_deadline=60)
    created = _wait(qtbot, runner._new_run(record))
    _wait(qtbot, client.upload_file(created.upload_urls["recording"], take))
    # The app died after the upload but before saving it: the record still says not uploaded.
    assert store.get(record.id).uploaded_slots == []
    phases: list[str] = []
    runner = SessionRunner(store, client, poll_deadline=60, on_phase=lambda p, r: phases.append(p))
    final: SessionRecord = _wait(qtbot, runner.run(store.get(record.id)))
    assert final.run_id == created.run_id
    assert final.uploaded_slots == ["recording"]
    assert final.run_json is not None
    assert final.run_json["status"] in FINAL
    assert final.status in ("complete", "failed")
    assert "creating" not in phases


def test_missing_take_file_is_a_plain_error(
    qtbot: QtBot, store: HistoryStore, service_context: ServiceContext, tmp_path: Path
) -> None:
    record = _one_take(store, tmp_path / "gone.wav", service_context.base_url)
    runner = SessionRunner(store, service_context.client())
    with pytest.raises(TakeError, match="no longer on disk"):
        _wait(qtbot, runner.run(record))
    assert store.get(record.id).status == "recorded"


@pytest.fixture(scope="module")
def short_lived_urls(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """An engine whose upload URLs expire after 2 s."""
    data = tmp_path_factory.mktemp("engine-short-urls")
    key = f"vxk-test-{secrets.token_hex(16)}"
    with LocalEngine(data, key, workers=1, env={"VOXWELL_UPLOAD_URL_TTL": "2"}) as running:
        yield running


def test_expired_upload_url_gets_a_new_run(
    qtbot: QtBot,
    store: HistoryStore,
    short_lived_urls: LocalEngine,
    qasync_loop: Any,
    audio_fixtures: Path,
) -> None:
    take = audio_fixtures / "short_8s.flac"
    record = _one_take(store, take, short_lived_urls.base_url)
    client = AsyncVoiceClient(short_lived_urls.base_url, short_lived_urls.api_key)
    try:
        created = _wait(
            qtbot,
            client.create_mental_wellness_run(
                MentalWellnessModelRunCreate.model_validate(record.request_json)
            ),
        )
        stale = store.update(
            record.id,
            run_id=str(created.id),
            upload_urls={"recording": created.recordingUploadUrl},
            status="uploading",
        )
        made = time.monotonic()
        qtbot.waitUntil(lambda: time.monotonic() - made > 3.0, timeout=10_000)
        final = _wait(qtbot, SessionRunner(store, client, poll_deadline=60).run(stale))
    finally:
        _wait(qtbot, client.aclose())
    assert final.run_id != stale.run_id
    assert final.uploaded_slots == ["recording"]
    assert final.run_json is not None
    assert final.run_json["status"] in FINAL

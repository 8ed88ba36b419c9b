"""The questionnaire watch without Qt, against the real engine: a questionnaire is kept the moment
it exists, answers are kept before they are shown, and an answer that cannot be kept stays
waiting and is asked about again (the tab's "four flags and a timer" now live here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.questionnaires.test_questionnaires_view import _answer
from voxwell.api import QuestionnaireCreate, UserDetailsShort
from voxwell.desk import ServiceConnection
from voxwell.desk.questionnaire_watch import QuestionnaireWatch, WatchChange
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow

PHQ9 = {f"phq9_{i}": "1" for i in range(1, 10)}  # 9: mild, item 9 flagged


@pytest.mark.asyncio
async def test_kept_at_once_answers_kept_before_shown(engine: LocalEngine, tmp_path: Path) -> None:
    connection = ServiceConnection(
        service_name="Local engine", base_url=engine.base_url, api_key=engine.api_key
    )
    store = HistoryStore(tmp_path / "history.sqlite3")
    watch = QuestionnaireWatch(store, connection)
    told: list[WatchChange] = []
    watch.changes.subscribe(told.append)
    body = QuestionnaireCreate(user=UserDetailsShort(userLabel="P-Q7"), questionnaireType="phq-9")
    entry = await watch.create(body)
    (kept,) = store.questionnaires("P-Q7")
    assert (kept.id, kept.activity_link) == (entry.questionnaire_id, entry.activity_link)
    assert [c.kind for c in told] == ["cleared", "listed"]
    await watch.poll()
    assert entry.reading is None  # not answered yet
    assert watch.waiting() == [entry]

    assert _answer(watch.link(entry), PHQ9).status_code == 200
    # The history cannot be written now: the answers are not shown, and stay to be asked for.
    store.close()
    told.clear()
    await watch.poll()
    assert entry.reading is None
    assert watch.waiting() == [entry]
    assert any(c.kind == "error" and "could not be saved" in c.text for c in told)

    with HistoryStore(store.path) as reopened:
        again = QuestionnaireWatch(reopened, connection)  # as after a restart
        again.load()
        (listed,) = again.entries
        await again.poll()
        assert listed.reading is not None
        assert listed.reading.score == 9
        assert reopened.questionnaire(listed.questionnaire_id).answered
        assert again.waiting() == []
    await connection.aclose()

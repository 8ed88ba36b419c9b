"""The retention rule in the running app: applied at start and once a day, off the GUI thread;
Inspect and Listen then say the recording was removed. Each test has its own home folder."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
from pytestqt.qtbot import QtBot

from tests.gui.results_samples import stored_session, wellness_run
from voxwell.audio.takes import TakeOwner, TakeWriter, notes_of
from voxwell.desk import Take
from voxwell.desk.retention import retention_note
from voxwell.desk.settings import AppSettings
from voxwell.gui.async_tasks import pending_tasks
from voxwell.history import HistoryStore, SessionRecord
from voxwell.paths import app_paths
from voxwell.privacy.protection import Protection


def _take(folder: Path) -> Path:
    """A kept take of a second of tone, as the take writer leaves it."""
    writer = TakeWriter(16000, folder, label="recording", extra=TakeOwner("s-1", "P-001").notes())
    writer.write((0.1 * np.sin(np.arange(16000) / 5.0)).astype(np.float32))
    return writer.finish()


def _stored(take: Path, arrived: datetime | None = None) -> SessionRecord:
    """A finished session in the app's own history, before the app starts."""
    with HistoryStore(app_paths().ensure().history_db) as store:
        record = stored_session(store, wellness_run(3), take=take)
        if arrived is not None:
            record = store.update(record.id, results_at=arrived)
    return record


def _retention_running() -> bool:
    return any(task.get_name() == "recording-retention" for task in pending_tasks())


def _start(app_launcher: Any, days: int) -> Any:
    return app_launcher.start(
        start_engine=False,
        settings=AppSettings(recording_retention_days=days),
        protection=Protection(None),  # a plain history, as the test wrote it
    )


def test_with_zero_days_the_audio_goes_at_start_and_inspect_and_listen_say_so(
    app_launcher: Any, qtbot: QtBot
) -> None:
    take = _take(app_paths().ensure().takes)
    record = _stored(take)
    application = _start(app_launcher, 0)
    qtbot.waitUntil(lambda: not take.exists(), timeout=10_000)
    store = application.store
    qtbot.waitUntil(lambda: store.get(record.id).audio_removed_at is not None, timeout=10_000)
    assert notes_of(take).exists(), "whose take it was stays"
    removed = store.get(record.id)
    assert removed.run_json == record.run_json, "the results stay"
    note = retention_note(removed)
    assert "(kept 0 days after results)" in note

    window = application.window
    window.show_results(removed)
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=10_000)
    view = window.results_view()
    inspection = view.show_inspection()
    assert inspection.status_label.text() == note
    assert inspection.play() is False
    assert inspection.status_label.text() == note
    assert view.play_section(0) is False
    assert view.message_label.text() == note


def test_the_daily_pass_updates_the_results_on_screen_and_spares_the_takes_in_hand(
    app_launcher: Any, qtbot: QtBot
) -> None:
    takes = app_paths().ensure().takes
    shown_take, held_take = _take(takes), _take(takes)
    recent = datetime.now(UTC) - timedelta(days=10)
    shown, held = _stored(shown_take, recent), _stored(held_take, recent)
    application = _start(app_launcher, 30)
    qtbot.waitUntil(lambda: not _retention_running(), timeout=10_000)  # the start's pass ended
    assert shown_take.exists(), "results of 10 days ago keep their audio"
    assert application.retention_timer.isActive()
    assert application.retention_timer.interval() == 24 * 60 * 60 * 1000
    window = application.window
    window.show_results(shown)
    qtbot.waitUntil(lambda: window.current_page() == "results", timeout=10_000)
    view = window.results_view()
    assert view.record() == shown
    assert retention_note(shown) == "", "its audio is kept for now"
    # A take of the held session waits in the window for its person's next session.
    window.desk.custody.offer([Take(held_take, "recording", TakeOwner("", "P-001"))])
    # A day passes: both sessions' results are now 31 days old.
    store = application.store
    for record in (shown, held):
        store.update(record.id, results_at=datetime.now(UTC) - timedelta(days=31))
    application.retention_timer.timeout.emit()
    qtbot.waitUntil(lambda: not shown_take.exists(), timeout=10_000)
    qtbot.waitUntil(lambda: view.record().audio_removed_at is not None, timeout=10_000)
    assert window.current_page() == "results"
    note = retention_note(store.get(shown.id))
    assert view.play_section(0) is False
    assert view.message_label.text() == note
    assert view.show_inspection().status_label.text() == note
    assert held_take.exists(), "a take the window holds is never removed"
    assert store.get(held.id).audio_removed_at is None

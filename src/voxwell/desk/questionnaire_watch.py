"""The questionnaires made on this computer and their answers, followed without Qt.

:class:`QuestionnaireWatch` keeps each questionnaire in the history the moment it exists (its id
and link live nowhere else), lists them (oldest first, with those kept by earlier runs of the
app), asks the service that created each waiting one whether it was answered, and keeps the
answers in the history *before* anything shows them: what the questionnaires tab shows is what is
saved, and answers that cannot be kept stay waiting and are asked about again. One poll runs at a
time. Every change is told to the subscribers of :attr:`QuestionnaireWatch.changes`; when to ask
again (every few seconds, on "Check now") is the tab's to say.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urljoin

from voxwell.api import QuestionnaireCreate, QuestionnaireStatus
from voxwell.desk.connection import ServiceConnection
from voxwell.desk.observed import Events
from voxwell.desk.questionnaire_results import QuestionnaireEntry, read_details
from voxwell.errors import HistoryError, NotFoundError
from voxwell.history import HistoryStore
from voxwell.i18n import translate

__all__ = ["QuestionnaireWatch", "WatchChange"]


ChangeKind = Literal["listed", "updated", "polled", "error", "cleared"]


@dataclass(frozen=True)
class WatchChange:
    """What changed: the list (``listed``: loaded or one added), one entry (``updated``, its
    index), a poll's end (``polled``), or a plain ``error`` to show (``cleared``: none now)."""

    kind: ChangeKind
    index: int | None = None
    text: str = ""


class QuestionnaireWatch:
    """Create, keep and follow questionnaires through one service connection."""

    def __init__(self, store: HistoryStore | None, connection: ServiceConnection) -> None:
        self._store = store  # None: questionnaires are not kept
        self._connection = connection
        self.entries: list[QuestionnaireEntry] = []
        self.polling = False
        self.changes: Events[WatchChange] = Events()

    def load(self) -> None:
        """The questionnaires kept by earlier runs of the app, oldest first."""
        if self._store is None:
            return
        try:
            records = self._store.questionnaires()
        except HistoryError as exc:
            self._tell("error", text=str(exc))
            return
        self.entries.extend(QuestionnaireEntry.from_record(r) for r in reversed(records))
        self._tell("listed")

    def pollable(self, entry: QuestionnaireEntry) -> bool:
        """Only the service that created a questionnaire can say whether it was answered."""
        return entry.waiting and entry.service_name == self._connection.service_name

    def waiting(self) -> list[QuestionnaireEntry]:
        return [entry for entry in self.entries if self.pollable(entry)]

    def link(self, entry: QuestionnaireEntry) -> str:
        """The entry's activity link as the service in use can open it."""
        c = self._connection
        return entry.link_at(c.service_name, c.base_url, local=c.is_local)

    async def create(self, body: QuestionnaireCreate) -> QuestionnaireEntry:
        """Create a questionnaire at the service and keep it at once (``VoxwellError`` when the
        service refuses; a history that cannot keep it is said, and the entry still listed)."""
        created = await self._connection.client().create_questionnaire(body)
        entry = QuestionnaireEntry(
            str(created.id),
            body.questionnaireType,
            body.user.userLabel,
            urljoin(self._connection.base_url + "/", created.activityLink),
            self._connection.service_name,
            base_url=self._connection.base_url,
        )
        self._tell("cleared")
        await self._keep(entry)
        self.entries.append(entry)
        self._tell("listed")
        return entry

    async def _keep(self, entry: QuestionnaireEntry) -> None:
        if self._store is None:
            return
        try:  # a history commit: in a worker thread, not on the event loop
            await asyncio.to_thread(
                self._store.add_questionnaire,
                questionnaire_id=entry.questionnaire_id,
                user_label=entry.user_label,
                questionnaire_type=entry.questionnaire_type,
                service_name=entry.service_name,
                base_url=self._connection.base_url,
                activity_link=entry.activity_link,
            )
        except HistoryError as exc:
            text = translate(
                "QuestionnaireWatch",
                "{error} Copy the link now: it will not be kept after closing.",
            ).format(error=exc)
            self._tell("error", text=text)

    async def poll(self) -> None:
        """Ask the service about every waiting questionnaire (``VoxwellError`` when it cannot be
        reached: the waiting ones stay waiting). A poll already running is not doubled."""
        waiting = self.waiting()
        if self.polling or not waiting:
            self._tell("polled")
            return
        self.polling = True
        try:
            client = self._connection.client()
            all_kept = True
            for entry in waiting:
                try:
                    response = await client.get_questionnaire(entry.questionnaire_id)
                except NotFoundError:
                    entry.gone = True
                    self._tell("updated", self.entries.index(entry))
                    continue
                if response.status is QuestionnaireStatus.RESULTS_AVAILABLE and response.details:
                    details = response.details.model_dump(mode="json")
                    # Kept first, shown after: one that cannot be kept stays waiting.
                    if not await self._save_answers(entry, response.status.value, details):
                        all_kept = False
                        continue
                    entry.reading = read_details(entry.questionnaire_type, details)
                entry.status = response.status.value
                self._tell("updated", self.entries.index(entry))
            if all_kept:
                self._tell("cleared")
        finally:
            self.polling = False
        self._tell("polled")

    async def _save_answers(
        self, entry: QuestionnaireEntry, status: str, details: dict[str, Any]
    ) -> bool:
        """Keep the answers in the history (off the event loop); False when they could not be."""
        if self._store is None:
            return True
        try:
            await asyncio.to_thread(
                self._store.update_questionnaire,
                entry.questionnaire_id,
                status=status,
                details_json=details,
            )
        except HistoryError as exc:
            text = translate(
                "QuestionnaireWatch",
                "The answers arrived but could not be saved: {error} (trying again).",
            ).format(error=exc)
            self._tell("error", text=text)
            return False
        return True

    def _tell(self, kind: ChangeKind, index: int | None = None, *, text: str = "") -> None:
        self.changes.emit(WatchChange(kind, index, text))

"""A session from takes to results, without Qt: create the run, upload, poll, save every step.

``SessionDraft`` is what the setup view collects; ``request_json`` turns it into the create-run
body kept in the history, so that a session can be created again later. ``SessionRunner`` drives one
stored session to its end through ``voxwell.client``, saving to the ``HistoryStore`` after every
step (run created, each take uploaded, each status, the final run the moment it arrives), so a
closed or killed app resumes where it stopped: upload URLs still valid are re-used, an expired URL
or a run the service no longer knows gets a new run from the same takes.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from voxwell.api import (
    ApolloModelRunCreate,
    BirthSex,
    LanguageCode,
    MentalWellnessModelRunCreate,
    ModelKind,
    ModelRunStatus,
    SessionStatus,
    TakeSlot,
    UserDetails,
)
from voxwell.errors import ApiStatusError, NotFoundError, TakeError, UploadUrlExpiredError
from voxwell.history import HistoryStore, SessionRecord

if TYPE_CHECKING:  # the client package is imported on first use, to keep start-up quick
    from voxwell.client import AsyncVoiceClient, ModelKind
    from voxwell.client.async_client import Run

__all__ = [
    "LOCAL_SERVICE_NAME",
    "SessionDraft",
    "SessionRunner",
    "create_session_record",
    "draft_from_record",
    "identifier_warning",
    "request_json",
]

_log = logging.getLogger(__name__)

LOCAL_SERVICE_NAME = "Local engine"

_MAX_NEW_RUNS = 2  # a session is re-created at most this often in one go (expired URLs, 404)

_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_ID_NUMBER = re.compile(r"(?<!\d)(\d[\s-]?){6,}(?!\d)")
_NAME = re.compile(r"^[A-ZÀ-Þ][a-zß-ÿ'’-]+(\s+[A-ZÀ-Þ][a-zß-ÿ'’-]+)+$")


def identifier_warning(label: str) -> str | None:
    """A plain warning when a user label looks like a name, an e-mail address or an ID number."""
    text = label.strip()
    if _EMAIL.search(text):
        return (
            "This label looks like an e-mail address. Use a code that does not identify the person."
        )
    if _ID_NUMBER.search(text):
        return (
            "This label contains a long number, like a national ID, health or phone number. "
            "Use a study code instead."
        )
    if _NAME.match(text):
        return "This label looks like a person's name. Use a code that does not identify them."
    return None


@dataclass(frozen=True)
class SessionDraft:
    """What the setup view collects before recording."""

    user_label: str
    birth_year: int
    birth_month: int | None
    birth_day: int | None
    birth_sex: BirthSex
    language: LanguageCode
    model_kind: str  # a ModelKind value
    delete_data: bool = False
    consent: bool = False  # the person agreed to the analysis; required before upload

    def user_details(self) -> UserDetails:
        """Unknown month or day become 01 (``UserDetails.from_partial``)."""
        return UserDetails.from_partial(
            self.user_label.strip(),
            self.birth_year,
            self.birth_month,
            self.birth_day,
            self.birth_sex,
        )

    @property
    def slots(self) -> tuple[str, ...]:
        return ModelKind(self.model_kind).slots


def request_json(draft: SessionDraft) -> dict[str, Any]:
    """The create-run body of the draft's model, as wire JSON (validated on the way)."""
    user = draft.user_details()
    body: MentalWellnessModelRunCreate | ApolloModelRunCreate
    if draft.model_kind == ModelKind.APOLLO:
        body = ApolloModelRunCreate(
            user=user, language=draft.language, deleteData=draft.delete_data
        )
    else:
        body = MentalWellnessModelRunCreate(
            user=user, language=draft.language, deleteData=draft.delete_data
        )
    return body.to_wire()


def draft_from_record(record: SessionRecord) -> SessionDraft:
    """The draft a stored session was made from (to record it again after a failure)."""
    body = record.request_json
    user = UserDetails.model_validate(body["user"])
    born = user.dateOfBirth
    return SessionDraft(
        user_label=user.userLabel,
        birth_year=born.year,
        birth_month=born.month,
        birth_day=born.day,
        birth_sex=user.birthSex,
        language=LanguageCode(body["language"]),
        model_kind=record.model_kind,
        delete_data=bool(body.get("deleteData", False)),
        consent=True,  # it was given before the session was first uploaded
    )


def create_session_record(
    store: HistoryStore,
    draft: SessionDraft,
    takes: dict[str, str],
    *,
    service_name: str,
    base_url: str,
) -> SessionRecord:
    """Store the session the moment its takes are ready (status ``recorded``)."""
    ordered = {slot: takes[slot] for slot in draft.slots}
    return store.create_session(
        user_label=draft.user_label.strip(),
        model_kind=draft.model_kind,
        service_name=service_name,
        base_url=base_url,
        language=draft.language.value,
        request_json=request_json(draft),
        takes=ordered,
    )


def _is_file(path: str) -> bool:
    return Path(path).is_file()


ProgressCallback = Callable[[str, int, int], None]  # slot, bytes sent, total bytes
PhaseCallback = Callable[[str, SessionRecord], None]  # phase, record as saved


class SessionRunner:
    """Drives one stored session to its end; every step is saved before the next begins.

    ``client`` is a ``voxwell.client.AsyncVoiceClient``. Phases reported through ``on_phase``:
    ``creating``, ``uploading:<slot>``, ``running`` (with each new status), ``complete``,
    ``failed``. The final record is returned; a run that ended ``COMPLETE_ERROR`` is returned too
    (status ``failed`` with ``error_code``), not raised.
    """

    def __init__(
        self,
        store: HistoryStore,
        client: AsyncVoiceClient,
        *,
        on_progress: ProgressCallback | None = None,
        on_phase: PhaseCallback | None = None,
        poll_deadline: float | None = 900.0,
    ) -> None:
        self._store = store
        self._client = client
        self._on_progress = on_progress
        self._on_phase = on_phase
        self._poll_deadline = poll_deadline

    def _phase(self, phase: str, record: SessionRecord) -> None:
        if self._on_phase is not None:
            self._on_phase(phase, record)

    def _model(self, record: SessionRecord) -> ModelKind:
        return ModelKind(record.model_kind)

    async def _new_run(self, record: SessionRecord) -> SessionRecord:
        self._phase("creating", record)
        if record.model_kind == ModelKind.APOLLO:
            apollo = await self._client.create_apollo_run(
                ApolloModelRunCreate.model_validate(record.request_json)
            )
            run_id = str(apollo.id)
            urls = {
                TakeSlot.MOOD_QUESTION.value: apollo.uploadUrls.moodQuestionUploadUrl,
                TakeSlot.READ_ALOUD.value: apollo.uploadUrls.readAloudUploadUrl,
            }
        else:
            created = await self._client.create_mental_wellness_run(
                MentalWellnessModelRunCreate.model_validate(record.request_json)
            )
            run_id = str(created.id)
            urls = {TakeSlot.RECORDING.value: created.recordingUploadUrl}
        return self._store.update(
            record.id,
            run_id=run_id,
            upload_urls=urls,
            uploaded_slots=[],
            status=SessionStatus.UPLOADING,
            run_json=None,
            error_code=None,
            error_reason=None,
        )

    async def _upload_missing(self, record: SessionRecord) -> SessionRecord:
        for slot in record.missing_slots:
            self._phase(f"uploading:{slot}", record)

            def report(sent: int, total: int, slot: str = slot) -> None:
                if self._on_progress is not None:
                    self._on_progress(slot, sent, total)

            try:
                await self._client.upload_file(
                    record.upload_urls[slot], record.takes[slot], on_progress=report
                )
            except ApiStatusError as exc:
                if exc.status_code != 409:
                    raise
                # The slot was filled by an upload whose answer was lost (a crash between the
                # upload and saving it), or the run has all its input already.
                assert record.run_id is not None  # uploads only happen once the run exists
                run = await self._client.get_run(self._model(record), record.run_id)
                done = [slot] if run.status is ModelRunStatus.CREATED else list(record.takes)
                record = self._store.update(
                    record.id, uploaded_slots=sorted({*record.uploaded_slots, *done})
                )
                continue
            record = self._store.update(record.id, uploaded_slots=[*record.uploaded_slots, slot])
        return record

    def _save_status(self, record_id: int, run: Run) -> SessionRecord:
        status = run.status
        if status is ModelRunStatus.COMPLETE_OK:
            state = SessionStatus.COMPLETE
        elif status is ModelRunStatus.COMPLETE_ERROR:
            state = SessionStatus.FAILED
        else:
            state = SessionStatus.RUNNING
        return self._store.update(
            record_id,
            status=state,
            run_json=run.model_dump(mode="json"),
            model_version=run.model,
            error_code=run.errorCode.value if run.errorCode is not None else None,
            error_reason=run.errorReason,
        )

    def _rebase(self, record: SessionRecord) -> SessionRecord:
        """The bundled engine listens on a new port each launch: upload URLs it served to an
        earlier launch are moved to the address it has now (other hosts are left alone)."""
        current = str(getattr(self._client, "base_url", "") or "")
        if not current or not record.base_url or current == record.base_url:
            return record
        old = record.base_url.rstrip("/") + "/"
        urls = {
            slot: current.rstrip("/") + "/" + url[len(old) :] if url.startswith(old) else url
            for slot, url in record.upload_urls.items()
        }
        return self._store.update(record.id, base_url=current, upload_urls=urls)

    async def run(self, record: SessionRecord) -> SessionRecord:
        """Create (if needed), upload what is missing, poll to the end; returns the final record."""
        from voxwell.client import wait_for_run

        missing = [slot for slot in record.missing_slots if not _is_file(record.takes[slot])]
        if missing:
            names = ", ".join(f"{slot} ({record.takes[slot]})" for slot in missing)
            raise TakeError(
                f"The recording file of {names} is no longer on disk, so it cannot be uploaded. "
                "Record the session again."
            )
        record = self._rebase(record)
        new_runs = 0
        while True:
            try:
                if record.run_id is None or (record.missing_slots and not record.upload_urls):
                    new_runs += 1
                    record = await self._new_run(record)
                if record.missing_slots:
                    if record.status != SessionStatus.UPLOADING:
                        record = self._store.update(record.id, status=SessionStatus.UPLOADING)
                    record = await self._upload_missing(record)
                record = self._store.update(record.id, status=SessionStatus.RUNNING)
                self._phase("running", record)

                def saved(run: Run, record_id: int = record.id) -> None:
                    latest = self._save_status(record_id, run)
                    self._phase("running", latest)

                assert record.run_id is not None  # created above when it was missing
                final = await wait_for_run(
                    self._client,
                    record.run_id,
                    model=self._model(record),
                    deadline=self._poll_deadline,
                    on_status=saved,
                )
            except (UploadUrlExpiredError, NotFoundError) as exc:
                # The URLs expired, or the service no longer knows the run (deleted, or made
                # with a key this launch does not have): start over from the same takes.
                if new_runs >= _MAX_NEW_RUNS:
                    raise
                _log.info("Session %s needs a new run: %s", record.id, exc)
                new_runs += 1
                record = await self._new_run(record)
                continue
            record = self._save_status(record.id, final)
            self._phase(record.status, record)
            return record

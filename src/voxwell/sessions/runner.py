"""One session from its takes to a final run: create the run, upload each take, poll, resume.

``SessionRunner`` is the one place that sequences create → upload → poll. It saves every step
through a :class:`~voxwell.sessions.checkpoints.Checkpoints` before taking the next (run created,
each take uploaded, each new status, the final run the moment it arrives), so a closed, killed
or interrupted process resumes where it stopped: upload URLs still valid are re-used, a slot
already filled is not sent twice, and an expired URL gets a new run from the same takes. A run
made before an interruption that the service no longer knows (404) is never silently made
again: it may have been created with another key and still be analysing the same file, so
``RunUnknownError`` asks the caller, who passes ``new_run=True`` once the user has agreed.
The checkpoints are written in a worker thread, never on the event loop. The desktop app and
``voxwell analyze`` both drive sessions through it; ``voxwell.sessions.whole_runs`` runs one
session in one call with its checkpoints kept in memory.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Generic, TypeVar

from voxwell.api import (
    ApolloModelRunCreate,
    MentalWellnessModelRunCreate,
    ModelKind,
    ModelRunStatus,
)
from voxwell.audio.take_audio import is_sealed_take, take_bytes
from voxwell.client import AsyncVoiceClient, Run, UploadProgress
from voxwell.client.polling import (
    DEFAULT_DEADLINE,
    TRANSIENT_ERRORS,
    ClientSource,
    current_client,
    wait_for_run,
)
from voxwell.errors import (
    ApiStatusError,
    NotFoundError,
    RunUnknownError,
    TakeError,
    UploadUrlExpiredError,
)
from voxwell.privacy.sealing import SealedDataError
from voxwell.records import parse_run
from voxwell.sessions.checkpoints import CheckpointedSession, Checkpoints, session_status_of

__all__ = [
    "MAX_NEW_RUNS",
    "Phase",
    "PhaseCallback",
    "ProgressCallback",
    "SessionRunner",
    "Step",
    "saved_run",
    "session_progress",
]

_log = logging.getLogger(__name__)

MAX_NEW_RUNS = 2
"""A session is given a new run at most this often in one go (expired URLs, a run gone: 404)."""

SessionT = TypeVar("SessionT", bound=CheckpointedSession)
T = TypeVar("T")

ProgressCallback = Callable[[str, int, int], None]
"""Upload progress of one take: slot, bytes sent, file size."""


class Step(StrEnum):
    """Where a session is on its way to a final run."""

    CREATING = "creating"
    CREATED = "created"
    UPLOADING = "uploading"
    RUNNING = "running"  # again with each new status
    COMPLETE = "complete"
    FAILED = "failed"


@dataclass(frozen=True)
class Phase:
    """A step that begins or ends, and the take it concerns (the one going up, ``UPLOADING``)."""

    step: Step
    slot: str | None = None


PhaseCallback = Callable[[Phase, Any], None]
"""A step begins or ends: its phase, and the session as saved."""


def saved_run(session: CheckpointedSession) -> Run | None:
    """The run response a session saved last, parsed (None before the first status)."""
    return None if session.run_json is None else parse_run(session.model_kind, session.run_json)


def session_progress(sizes: Mapping[str, int], report: UploadProgress) -> ProgressCallback:
    """Each take's upload progress (``sizes``: bytes by slot) reported for the whole session:
    (bytes sent of all takes, total bytes of all takes)."""
    total = sum(sizes.values())
    offsets = dict(zip(sizes, itertools.accumulate([0, *sizes.values()]), strict=False))
    return lambda slot, sent, _size: report(offsets[slot] + sent, total)


def _missing_files(session: CheckpointedSession) -> list[str]:
    return [slot for slot in session.missing_slots if not Path(session.takes[slot]).is_file()]


class SessionRunner(Generic[SessionT]):
    """Drives saved sessions to their end through one ``AsyncVoiceClient`` (or a callable that
    gives the client of the moment: each step then follows a reconnection).

    :meth:`run` returns the final session; a run that ended ``COMPLETE_ERROR`` is returned too
    (status ``failed``), not raised. Errors on the way (``voxwell.errors``) are raised with the
    session left unfinished, so it can be resumed; take files no longer on disk raise
    ``TakeError`` before anything is sent.
    """

    def __init__(
        self,
        checkpoints: Checkpoints[SessionT],
        client: ClientSource,
        *,
        on_progress: ProgressCallback | None = None,
        on_phase: PhaseCallback | None = None,
        on_status: Callable[[Run], None] | None = None,
        poll_deadline: float | None = DEFAULT_DEADLINE,
    ) -> None:
        self._checkpoints = checkpoints
        self._source = client
        self._on_progress = on_progress
        self._on_phase = on_phase
        self._on_status = on_status
        self._poll_deadline = poll_deadline

    @property
    def _client(self) -> AsyncVoiceClient:
        return current_client(self._source)

    def _phase(self, step: Step, session: SessionT, slot: str | None = None) -> None:
        if self._on_phase is not None:
            self._on_phase(Phase(step, slot), session)

    async def _reconnecting(self, call: Callable[[AsyncVoiceClient], Awaitable[T]]) -> T:
        """``call(client)``; when the client was replaced while the call was in flight (an
        engine restart closes it), once more through the client of the moment."""
        client = self._client
        try:
            return await call(client)
        except (*TRANSIENT_ERRORS, RuntimeError) as exc:
            if isinstance(exc, RuntimeError) and not client.is_closed:
                raise  # not a closed client: a fault, not a reconnection
            if not callable(self._source) or self._client is client:
                raise
            _log.info("Reconnected after %s; trying again", exc)
            return await call(self._client)

    async def _save(self, step: Callable[..., SessionT], *args: Any) -> SessionT:
        # SQLite commits with synchronous=FULL take milliseconds to seconds: not on the loop.
        return await asyncio.to_thread(step, *args)

    async def _new_run(self, session: SessionT) -> SessionT:
        # Once the create request is sent the service may hold the run: it is saved before a
        # cancellation (Ctrl+C, a closing window) takes effect, or a resume would make another.
        return await _uninterrupted(self._create_and_save(session))

    async def _create_and_save(self, session: SessionT) -> SessionT:
        self._phase(Step.CREATING, session)
        urls: dict[str, str]
        if session.model_kind == ModelKind.APOLLO.value:
            apollo_body = ApolloModelRunCreate.model_validate(dict(session.request_json))
            apollo = await self._reconnecting(lambda c: c.create_apollo_run(apollo_body))
            run_id = str(apollo.id)
            urls = {
                "moodQuestion": apollo.uploadUrls.moodQuestionUploadUrl,
                "readAloud": apollo.uploadUrls.readAloudUploadUrl,
            }
        else:
            body = MentalWellnessModelRunCreate.model_validate(dict(session.request_json))
            created = await self._reconnecting(lambda c: c.create_mental_wellness_run(body))
            run_id = str(created.id)
            urls = {"recording": created.recordingUploadUrl}
        _log.info("Session %s: run %s created", session.id, run_id)
        session = await self._save(self._checkpoints.record_created, session.id, run_id, urls)
        self._phase(Step.CREATED, session)
        return session

    async def _upload_missing(self, session: SessionT) -> SessionT:
        for slot in session.missing_slots:
            self._phase(Step.UPLOADING, session, slot)

            def report(sent: int, total: int, slot: str = slot) -> None:
                if self._on_progress is not None:
                    self._on_progress(slot, sent, total)

            url, take = session.upload_urls[slot], session.takes[slot]

            # A take sealed at rest is sent as its plain sound file, read into memory here.
            content = await asyncio.to_thread(_plain_if_sealed, Path(take))

            async def upload(
                client: AsyncVoiceClient,
                url: str = url,
                take: str = take,
                content: bytes | None = content,
            ) -> None:
                await client.upload_file(url, take, on_progress=report, content=content)

            try:
                await self._reconnecting(upload)
            except ApiStatusError as exc:
                if exc.status_code != 409:
                    raise
                # The slot was filled by an upload whose answer was lost (a crash between the
                # upload and its checkpoint), or the run has all its input already.
                session = await self._check_resumed(session)
                if slot not in session.missing_slots:
                    continue
            session = await self._save(self._checkpoints.record_uploaded, session.id, [slot])
        return session

    async def _check_resumed(self, session: SessionT) -> SessionT:
        """A run made earlier: does the service still know it (404 if not: made by another
        engine, or with another key), and has its input all arrived (then all takes are sent)?"""
        assert session.run_id is not None
        run_id, kind = session.run_id, ModelKind(session.model_kind)
        run = await self._reconnecting(lambda c: c.get_run(kind, run_id))
        if run.status is ModelRunStatus.CREATED:
            return session
        return await self._save(self._checkpoints.record_uploaded, session.id, list(session.takes))

    async def _rebase(self, session: SessionT) -> SessionT:
        """The bundled engine may listen on another port after a restart (its fixed one was
        taken, or changed in Settings): upload URLs it served to an earlier launch are moved to
        the address it has now (other hosts are left alone)."""
        current = self._client.base_url
        if not session.base_url or current == session.base_url:
            return session
        old = session.base_url.rstrip("/") + "/"
        new = current.rstrip("/") + "/"
        urls: Mapping[str, str] = {
            slot: new + url[len(old) :] if url.startswith(old) else url
            for slot, url in session.upload_urls.items()
        }
        return await self._save(self._checkpoints.record_moved, session.id, current, urls)

    async def run(self, session: SessionT, *, new_run: bool = False) -> SessionT:
        """Create (if needed), upload what is missing, poll to the end; returns the final one.

        ``new_run``: the user chose to analyse the takes again as a new run, whatever became of
        the run made earlier (after ``RunUnknownError``).
        """
        missing = _missing_files(session)
        if missing:
            names = ", ".join(f"{slot} ({session.takes[slot]})" for slot in missing)
            raise TakeError(
                f"The recording file of {names} is no longer on disk, so it cannot be uploaded. "
                "Record the session again."
            )
        session = await self._rebase(session)
        new_runs = 0
        resumed = session.run_id is not None and not new_run
        earlier_run = session.run_id if resumed else None
        while True:
            try:
                if (
                    new_run
                    or session.run_id is None
                    or (session.missing_slots and not session.upload_urls)
                ):
                    new_run = False
                    new_runs += 1
                    session = await self._new_run(session)
                elif resumed and session.missing_slots:
                    session = await self._check_resumed(session)
                resumed = False
                if session.missing_slots:
                    session = await self._upload_missing(session)
                self._phase(Step.RUNNING, session)
                final = await self._wait(session)
            except (UploadUrlExpiredError, NotFoundError) as exc:
                if isinstance(exc, NotFoundError) and session.run_id == earlier_run:
                    # Made before a restart and unknown now: deleted, or made with another
                    # key and possibly still analysing. Only the user can decide.
                    raise RunUnknownError(
                        str(session.run_id),
                        f"The service does not know run {session.run_id}, made earlier for "
                        "this session. It may have been deleted, or made with another key and "
                        "still be analysing. Check the service, then analyse the recordings "
                        "again as a new run if needed.",
                    ) from exc
                # The URLs expired, or a run made in this call is gone: start over from the
                # same takes.
                if new_runs >= MAX_NEW_RUNS:
                    raise
                _log.info("Session %s needs a new run: %s", session.id, exc)
                new_runs += 1
                session = await self._new_run(session)
                continue
            session = await self._save_run(session.id, final)
            self._phase(Step(session.status), session)  # complete or failed
            return session

    async def _wait(self, session: SessionT) -> Run:
        assert session.run_id is not None
        saving: list[asyncio.Task[SessionT]] = []

        def saved(run: Run, session_id: int = session.id) -> None:
            if self._on_status is not None:
                self._on_status(run)
            if run.status.is_final:
                return  # saved once the wait returns
            # Saved in the background, in order, while the poll goes on.
            previous = saving[-1] if saving else None
            saving.append(asyncio.ensure_future(self._save_status(previous, session_id, run)))

        try:
            return await wait_for_run(
                self._source,
                session.run_id,
                model=ModelKind(session.model_kind),
                deadline=self._poll_deadline,
                on_status=saved,
            )
        finally:
            if saving:
                await asyncio.gather(*saving, return_exceptions=True)

    async def _save_status(
        self, previous: asyncio.Task[SessionT] | None, session_id: int, run: Run
    ) -> SessionT:
        if previous is not None:
            await asyncio.gather(previous, return_exceptions=True)
        latest = await self._save_run(session_id, run)
        self._phase(Step.RUNNING, latest)
        return latest

    async def _save_run(self, session_id: int, run: Run) -> SessionT:
        status = session_status_of(run.status)
        wire = run.model_dump(mode="json")
        return await self._save(self._checkpoints.record_run, session_id, status, wire)


async def _uninterrupted(step: Coroutine[Any, Any, T]) -> T:
    """``step`` run to its end even when the caller is cancelled meanwhile (as often as it is);
    the cancellation then goes on. A second Ctrl+C still stops the program at once."""
    task = asyncio.ensure_future(step)
    cancelled = False
    while not task.done():
        try:
            await asyncio.shield(task)
        except asyncio.CancelledError:
            if task.cancelled():  # the step itself was cancelled (the loop is closing)
                raise
            cancelled = True
    if cancelled:
        raise asyncio.CancelledError
    return task.result()


def _plain_if_sealed(take: Path) -> bytes | None:
    """The plain sound file of a take sealed at rest; None for a plain file (streamed from
    disk). A take this computer's key cannot open is a plain :class:`TakeError`."""
    if not is_sealed_take(take):
        return None
    try:
        return take_bytes(take)
    except SealedDataError as exc:
        raise TakeError(f"The take {take.name} cannot be uploaded: {exc}") from exc

"""The team server's job queue: one procrastinate job per analysis, on the engine's PostgreSQL.

An API node queues a run's job inside the transaction that records its last upload
(:func:`queue_in`), so no upload is acknowledged without its job and no job exists for an upload
that was rolled back. ``voxwell engine worker`` (:func:`work`) runs procrastinate's worker: jobs
arrive through LISTEN/NOTIFY; each is analysed in one of the worker's supervised analysis
processes (``voxwell.engine.jobs``: a crash or an overrun kills that process only, and the
run's final state says why). What this module adds to procrastinate, and owns:

- outliving the database: the LISTEN connection is this module's (:class:`_Connector`), checked
  every few seconds, and its loss (or the loss of any of procrastinate's connections) ends that
  worker incarnation; :func:`work` then waits for the database with a growing pause and starts
  a new one, which LISTENs again. A worker that cannot reach the database for
  ``database_retry_limit`` seconds raises :class:`DatabaseLost`: the command exits non-zero so
  that its service manager restarts it. It is never left alive and idle;
- retries, counted once: the engine's attempt counter (``runs.attempts``, ``MAX_ATTEMPTS``) is
  the only count of tries at a run. procrastinate re-delivers a job only when the database went
  away while the attempt was being stored (:data:`_REDELIVER`), without a limit of its own;
- stalled jobs (:func:`_recover_stalled`): workers send heartbeats; a job held by a worker whose
  heartbeat stopped (killed, or its host lost) is handed to another worker;
- shutdown: SIGTERM stops fetching and lets the analyses in flight finish.

procrastinate has no time limit of its own for a task; the limit is the supervisor's, which kills
an analysis process that overruns ``job_timeout`` and ends its run with a final error.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import time
from collections.abc import Iterable
from typing import Any

import procrastinate
import psycopg
import psycopg_pool
from procrastinate import JobContext, PsycopgConnector, RetryStrategy, SyncPsycopgConnector
from procrastinate.connector import Notify
from procrastinate.jobs import Job
from procrastinate.schema import SchemaManager
from psycopg import sql

from voxwell.engine.db import StoreError, Transaction
from voxwell.engine.postgres import PostgresDatabase, PostgresTransaction
from voxwell.engine.run_analysis import RunAnalyser
from voxwell.engine.settings import EngineSettings

__all__ = [
    "ANALYSIS_QUEUE",
    "ANALYSIS_TASK",
    "DatabaseLost",
    "Queuer",
    "apply_queue_schema",
    "queue_depth",
    "work",
]

_log = logging.getLogger(__name__)

ANALYSIS_QUEUE = "voxwell-analysis"
ANALYSIS_TASK = "voxwell.analyse_run"

_REDELIVER = RetryStrategy(wait=2, retry_exceptions=PostgresDatabase.unavailable_errors)
"""A job whose attempt raised because the database went away is delivered again 2 s later, with
no limit here: the engine's attempt counter, checked at the start of each try, gives the run up."""

_LISTEN_CHECK = 2.0
"""Seconds between two checks that the LISTEN connection is still alive (``SELECT 1``)."""

_BACKOFF_FIRST, _BACKOFF_MAX = 0.25, 5.0
"""The pause between two tries to reach the database: from the first, doubling up to the max."""

_HEALTHY_PASS = 30.0
"""A worker incarnation that lasted this long worked: its end starts a new count of failures."""

READY_LINE = "Voxwell worker listening for jobs"
"""What a worker prints each time it LISTENs again (at start and after the database returned)."""


class DatabaseLost(StoreError):
    """A worker could not reach the team database for ``database_retry_limit`` seconds."""


class Queuer:
    """Queues analyses from an API node, inside the caller's transaction (no pool of its own)."""

    def __init__(self, url: str) -> None:
        self._app = procrastinate.App(connector=SyncPsycopgConnector(conninfo=url))

    def queue_in(self, tx: Transaction, run_id: str) -> None:
        if not isinstance(tx, PostgresTransaction):
            raise TypeError("A team server's run is queued in a PostgreSQL transaction only.")
        connection = tx.connection
        job = Job(
            queue=ANALYSIS_QUEUE,
            task_name=ANALYSIS_TASK,
            task_kwargs={"run_id": run_id},
            lock=run_id,  # never two attempts at one run at the same time
            queueing_lock=None,
        )
        self._app.job_manager.defer_job(job, connection=connection)


def apply_queue_schema(connection: psycopg.Connection[Any]) -> None:
    """Create procrastinate's tables and functions once (in the caller's migration)."""
    found = connection.execute("SELECT to_regclass('procrastinate_jobs')").fetchone()
    if found is None or found[0] is None:
        connection.execute(SchemaManager.get_schema().encode())


_DEPTH = (
    "SELECT status::text, count(*) FROM procrastinate_jobs"
    " WHERE queue_name = ? AND status IN ('todo', 'doing') GROUP BY status"
)


def queue_depth(db: PostgresDatabase) -> dict[str, int]:
    """Jobs of the analysis queue by state: ``todo`` (waiting) and ``doing`` (being analysed)."""
    found = {"todo": 0, "doing": 0}
    for row in db.query(_DEPTH, (ANALYSIS_QUEUE,)):
        found[str(row[0])] = int(row[1])
    return found


class _Connector(PsycopgConnector):
    """procrastinate's connector with a LISTEN connection whose loss :func:`_one_pass` sees.

    procrastinate 3.10 runs its listener and its heartbeat as side tasks whose failure it never
    notices (its monitor returns as soon as the periodic deferrer, which has nothing to do, ends):
    after a database restart the worker stayed alive, idle between polls, with no heartbeat (so
    its own jobs looked stalled). Here the LISTEN connection is checked every
    :data:`_LISTEN_CHECK` seconds and any failure sets :attr:`lost`, on which :func:`_one_pass`
    ends that worker incarnation; :func:`work` starts a new one (heartbeat and LISTEN afresh)
    once the database answers.
    """

    def __init__(self, url: str, timeout: float) -> None:
        super().__init__(
            conninfo=url, timeout=timeout, kwargs={"connect_timeout": _seconds(timeout)}
        )
        self._url = url
        self._timeout = timeout
        self.lost = asyncio.Event()

    async def open_async(self, pool: psycopg_pool.AsyncConnectionPool | None = None) -> None:
        if pool is not None or self._async_pool is not None:
            await super().open_async(pool)
            return
        # procrastinate opens its pool waiting for psycopg_pool's default 30 s: a database gone
        # as a pass starts kept the worker from noticing for half a minute. Here it is the
        # database timeout, then the pass ends and ``work`` waits for the database.
        created = await self._create_pool(self._pool_args)
        try:
            await created.open(wait=True, timeout=self._timeout)
        except BaseException:
            await created.close()
            raise
        await super().open_async(created)
        self._pool_externally_set = False  # made here, so closed with the connector

    async def listen_notify(self, on_notification: Notify, channels: Iterable[str]) -> None:
        try:
            await self._listen(on_notification, channels)
        except asyncio.CancelledError:
            raise
        except BaseException:
            self.lost.set()
            raise

    async def _listen(self, on_notification: Notify, channels: Iterable[str]) -> None:
        connection = await psycopg.AsyncConnection.connect(
            self._url, autocommit=True, connect_timeout=_seconds(self._timeout)
        )
        async with connection:
            for channel in channels:
                await connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(channel)))
            _log.info("%s (worker %d)", READY_LINE, os.getpid())
            while True:
                async for note in connection.notifies(timeout=_LISTEN_CHECK):
                    await on_notification(channel=note.channel, payload=note.payload)
                await asyncio.wait_for(connection.execute("SELECT 1"), self._timeout)


def _seconds(timeout: float) -> int:
    return max(1, round(timeout))  # libpq's connect_timeout is whole seconds (at least 2 used)


async def _recover_stalled(app: procrastinate.App, stalled_after: float) -> None:
    """Hand the jobs of workers whose heartbeat stopped to the living ones, every little while."""
    while True:
        try:
            for job in await app.job_manager.get_stalled_jobs(
                seconds_since_heartbeat=stalled_after
            ):
                _log.warning("Job %s of a stalled worker is retried", job.id)
                await app.job_manager.retry_job(job)
        except Exception as exc:
            _log.warning("Looking for stalled jobs failed (%s); trying again shortly", exc)
        await asyncio.sleep(max(0.5, stalled_after / 3))


async def _reachable(url: str, limit: float) -> bool:
    try:
        connection = await psycopg.AsyncConnection.connect(
            url, autocommit=True, connect_timeout=_seconds(limit)
        )
        async with connection:
            await asyncio.wait_for(connection.execute("SELECT 1"), limit)
    except (psycopg.Error, OSError, TimeoutError):
        return False
    return True


async def _wait_for_database(url: str, settings: EngineSettings, stop: asyncio.Event) -> None:
    """Return once the database answers (or ``stop`` is set); :class:`DatabaseLost` past the
    limit. Tries with a growing pause, so a database coming back is not flooded."""
    deadline = time.monotonic() + settings.database_retry_limit
    pause = _BACKOFF_FIRST
    while not stop.is_set():
        if await _reachable(url, settings.database_timeout):
            return
        if time.monotonic() >= deadline:
            raise DatabaseLost(
                f"The team database could not be reached for {settings.database_retry_limit:g} s;"
                " the worker stops so that its service manager starts it again."
            )
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), pause)
        pause = min(_BACKOFF_MAX, pause * 2)


async def work(
    settings: EngineSettings, analyser: RunAnalyser, db: PostgresDatabase, concurrency: int
) -> None:
    """Run analyses from the queue until SIGTERM or SIGINT (the analyses in flight finish).

    Each pass runs one procrastinate worker; a pass ends early only when the database (or the
    LISTEN connection) was lost, and the next starts once the database answers again.
    """
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    free = asyncio.Queue[int]()
    for index in range(concurrency):
        free.put_nowait(index)
    failing_since: float | None = None  # passes that keep ending at once count as an outage
    try:
        while not stop.is_set():
            await _wait_for_database(db.url, settings, stop)
            if stop.is_set():
                return
            began = time.monotonic()
            try:
                await _one_pass(settings, analyser, db.url, concurrency, free, stop)
            except Exception as exc:  # whatever procrastinate raised on its way down
                _log.warning("The worker lost the team database (%s); reconnecting", _what(exc))
            else:
                if not stop.is_set():
                    _log.warning("The worker stopped on its own; reconnecting")
            now = time.monotonic()
            if now - began > _HEALTHY_PASS or failing_since is None:
                failing_since = now
            elif now - failing_since > settings.database_retry_limit:
                raise DatabaseLost("The worker could not keep working with the team database.")
            with contextlib.suppress(TimeoutError):  # never a tight loop of failing passes
                await asyncio.wait_for(stop.wait(), _BACKOFF_FIRST)
    finally:
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)


def _what(exc: BaseException) -> str:
    cause = exc.__cause__ or exc.__context__
    return type(exc).__name__ + (f" from {type(cause).__name__}" if cause is not None else "")


async def _one_pass(
    settings: EngineSettings,
    analyser: RunAnalyser,
    url: str,
    concurrency: int,
    free: asyncio.Queue[int],
    stop: asyncio.Event,
) -> None:
    """One procrastinate worker, until ``stop`` (returns) or the database is lost (raises)."""
    connector = _Connector(url, settings.database_timeout)
    app = procrastinate.App(connector=connector)

    @app.task(name=ANALYSIS_TASK, queue=ANALYSIS_QUEUE, pass_context=True, retry=_REDELIVER)
    async def analyse_run(context: JobContext, run_id: str) -> None:
        index = await free.get()
        try:
            await asyncio.to_thread(analyser.analyse, index, run_id)
        finally:
            free.put_nowait(index)

    stalled_after = settings.stalled_worker_timeout
    async with app.open_async():
        recovery = asyncio.create_task(_recover_stalled(app, stalled_after))
        worker = asyncio.create_task(
            app.run_worker_async(
                queues=[ANALYSIS_QUEUE],
                concurrency=concurrency,
                name=f"{socket.gethostname()}-{os.getpid()}",
                wait=True,
                listen_notify=True,
                delete_jobs="successful",
                update_heartbeat_interval=max(0.2, stalled_after / 4),
                stalled_worker_timeout=stalled_after,
                install_signal_handlers=False,
            )
        )
        ends = {
            worker,
            asyncio.create_task(stop.wait()),
            asyncio.create_task(connector.lost.wait()),
        }
        try:
            await asyncio.wait(ends, return_when=asyncio.FIRST_COMPLETED)
            # First: with its heartbeat gone, this worker's own jobs would look stalled to it.
            recovery.cancel()
            if worker.done():
                await worker  # ended by itself: its exception (a lost database) is the caller's
            else:
                # procrastinate's graceful stop: fetching stops, the analyses in flight finish
                # (an outcome that cannot be stored now is delivered again, see _REDELIVER).
                worker.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await worker
        finally:
            for task in (*ends, recovery):
                task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await recovery
        if connector.lost.is_set() and not stop.is_set():
            raise DatabaseLost("The LISTEN connection to the team database was lost.")

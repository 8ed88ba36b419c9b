"""The team server's job queue: one procrastinate job per analysis, on the engine's PostgreSQL.

An API node queues a run's job inside the transaction that records its last upload
(:func:`queue_in`), so no upload is acknowledged without its job and no job exists for an upload
that was rolled back. ``voxwell engine worker`` (:func:`work`) runs procrastinate's worker: jobs
arrive through LISTEN/NOTIFY; each is analysed in one of the worker's supervised analysis
processes (``voxwell.engine.jobs``: a crash or an overrun kills that process only, and the
run's final state says why). procrastinate's own mechanisms do the rest:

- retries: a job whose attempt raised (the database went away while its outcome was stored) is
  retried with a growing wait; the run's attempt counter in the engine's table still gives up a
  run that keeps killing its workers;
- stalled jobs: workers send heartbeats; a job held by a worker whose heartbeat stopped (killed,
  or its host lost) is handed to another worker;
- shutdown: SIGTERM stops fetching and lets the analyses in flight finish.

procrastinate has no time limit of its own for a task; the limit is the supervisor's, which kills
an analysis process that overruns ``job_timeout`` and ends its run with a final error.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from typing import Any

import procrastinate
import psycopg
from procrastinate import JobContext, PsycopgConnector, RetryStrategy, SyncPsycopgConnector
from procrastinate.jobs import Job
from procrastinate.schema import SchemaManager

from voxwell.engine.db import Transaction
from voxwell.engine.jobs import MAX_ATTEMPTS, JobRunner
from voxwell.engine.postgres import PostgresDatabase
from voxwell.engine.settings import EngineSettings

__all__ = ["ANALYSIS_QUEUE", "ANALYSIS_TASK", "Queuer", "apply_queue_schema", "work"]

_log = logging.getLogger(__name__)

ANALYSIS_QUEUE = "voxwell-analysis"
ANALYSIS_TASK = "voxwell.analyse_run"

_RETRY = RetryStrategy(max_attempts=MAX_ATTEMPTS + 2, exponential_wait=2)
"""Retries of an attempt that raised: 2, 4, 8… s apart, a few more than the engine's own
attempt limit, which ends a run that keeps failing with a final error first."""


class Queuer:
    """Queues analyses from an API node, inside the caller's transaction (no pool of its own)."""

    def __init__(self, url: str) -> None:
        self._app = procrastinate.App(connector=SyncPsycopgConnector(conninfo=url))

    def queue_in(self, tx: Transaction, run_id: str) -> None:
        connection = getattr(tx, "connection", None)
        if not isinstance(connection, psycopg.Connection):
            raise TypeError("A team server's run is queued in a PostgreSQL transaction only.")
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


async def _recover_stalled(app: procrastinate.App, stalled_after: float) -> None:
    """Hand the jobs of workers whose heartbeat stopped to the living ones, every little while."""
    while True:
        try:
            for job in await app.job_manager.get_stalled_jobs(
                seconds_since_heartbeat=stalled_after
            ):
                _log.warning("Job %s of a stalled worker is retried", job.id)
                await app.job_manager.retry_job(job)
        except Exception:
            _log.exception("Looking for stalled jobs failed; trying again shortly")
        await asyncio.sleep(max(0.5, stalled_after / 3))


async def work(
    settings: EngineSettings, runner: JobRunner, db: PostgresDatabase, concurrency: int
) -> None:
    """Run analyses from the queue until SIGTERM or SIGINT (the analyses in flight finish)."""
    app = procrastinate.App(connector=PsycopgConnector(conninfo=db.url))
    free = asyncio.Queue[int]()
    for index in range(concurrency):
        free.put_nowait(index)

    @app.task(name=ANALYSIS_TASK, queue=ANALYSIS_QUEUE, pass_context=True, retry=_RETRY)
    async def analyse_run(context: JobContext, run_id: str) -> None:
        index = await free.get()
        try:
            await asyncio.to_thread(runner.analyse, index, run_id)
        finally:
            free.put_nowait(index)

    stalled_after = settings.stalled_worker_timeout
    async with app.open_async():
        recovery = asyncio.create_task(_recover_stalled(app, stalled_after))
        try:
            await app.run_worker_async(
                queues=[ANALYSIS_QUEUE],
                concurrency=concurrency,
                name=f"{socket.gethostname()}-{os.getpid()}",
                wait=True,
                listen_notify=True,
                delete_jobs="successful",
                update_heartbeat_interval=max(0.2, stalled_after / 4),
                stalled_worker_timeout=stalled_after,
            )
        finally:
            recovery.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await recovery

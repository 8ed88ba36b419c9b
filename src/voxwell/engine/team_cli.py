"""The team server's commands: ``voxwell engine worker`` and ``voxwell engine migrate``.

A team server is API nodes (``voxwell engine serve --database URL --storage URL``) and workers on
any number of hosts, sharing one PostgreSQL database and one recording store. ``migrate`` brings
the database's schema (the engine's and the job queue's) up to this Voxwell's; ``worker`` runs
analyses from the queue (``voxwell.engine.queue``) and the deletion sweep.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from voxwell.engine.db import SqliteDatabase, StoreError
from voxwell.engine.observe import configure_logging
from voxwell.engine.recording_stores import open_recordings
from voxwell.engine.runs import RunStore
from voxwell.engine.settings import EngineSettings
from voxwell.engine.state import background_work, database_path
from voxwell.paths import app_paths

__all__ = ["add_team_options", "command_settings", "migrate_command", "worker_command"]


def add_team_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        metavar="URL",
        help="a team server's PostgreSQL (postgresql://user@host:5432/name; else VOXWELL_DATABASE,"
        " else the SQLite store in the data folder)",
    )
    parser.add_argument(
        "--storage",
        metavar="URL",
        help="where recordings are kept: a folder shared by every node, or s3://bucket/prefix"
        " (else VOXWELL_STORAGE, else the data folder)",
    )
    parser.add_argument(
        "--asr-model",
        type=Path,
        metavar="FOLDER",
        help="a CTranslate2 conversion of Whisper to transcribe with (e.g. small or"
        " large-v3-turbo; else VOXWELL_ASR_MODEL, else the bundled tiny.en and base)",
    )


def command_settings(**given: object) -> EngineSettings:
    """The settings of a ``voxwell engine`` command: its options, then VOXWELL_*, then the
    defaults (the data folder's default is the app's)."""
    settings = EngineSettings.load(default_data_dir=app_paths().engine, **given)
    settings.share_with_workers()
    return settings


def migrate_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="voxwell engine migrate",
        description="Bring the store's schema up to this Voxwell's: a team server's database"
        " (--database), or the SQLite store of a data folder.",
    )
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument("--database", metavar="URL", help="a team server's PostgreSQL URL")
    args = parser.parse_args(argv)
    settings = command_settings(data_dir=args.data_dir, database=args.database)
    if settings.database is None:
        SqliteDatabase(database_path(settings.data_dir)).close()  # opening it migrates it
        print(f"The store in {settings.data_dir} is up to date.")
        return 0
    from voxwell.engine.postgres import migrate, require_postgres_url
    from voxwell.engine.queue import apply_queue_schema

    before, after = migrate(require_postgres_url(settings.database), also=apply_queue_schema)
    if before == after:
        print(f"The team database is up to date (schema version {after}).")
    else:
        print(f"The team database went from schema version {before} to {after}.")
    return 0


def worker_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="voxwell engine worker",
        description="Run analyses of a team server's queue on this host (until SIGTERM, which"
        " lets the analyses in flight finish).",
    )
    add_team_options(parser)
    parser.add_argument("--data-dir", type=Path, help="this worker's own folder (its logs)")
    parser.add_argument(
        "--concurrency", type=int, help="analyses at once (one process each; default: cores)"
    )
    args = parser.parse_args(argv)
    settings = command_settings(
        data_dir=args.data_dir,
        database=args.database,
        storage=args.storage,
        workers=args.concurrency,
        asr_model=args.asr_model,
    )
    configure_logging(settings.json_logs)
    if settings.database is None:
        raise StoreError("A worker serves a team server: give its database with --database URL.")
    data_dir = Path(settings.data_dir)
    (data_dir / "logs").mkdir(parents=True, exist_ok=True)
    recordings = open_recordings(settings)  # first: a missing bucket is reported now
    from voxwell.engine.postgres import PostgresDatabase, require_postgres_url
    from voxwell.engine.queue import work

    db = PostgresDatabase(
        require_postgres_url(settings.database), timeout=settings.database_timeout
    )
    runs = RunStore(db)
    metrics = None
    if settings.metrics:
        from voxwell.engine.metrics import EngineMetrics, serve_worker_metrics

        metrics = EngineMetrics()
        if settings.worker_metrics_port:
            serve_worker_metrics(metrics, settings.host, settings.worker_metrics_port)
    sweeper, analyser = background_work(settings, db, runs, recordings, metrics)
    try:
        analyser.pool.warm_up()
        sweeper.start()
        print(f"Voxwell worker ready ({settings.workers} analysis processes)", flush=True)
        # Returns on SIGTERM; raises DatabaseLost (a StoreError: exit status 2) when the
        # database stayed out of reach, so that the service manager starts the worker again.
        asyncio.run(work(settings, analyser, db, settings.workers))
    finally:
        analyser.pool.stop()
        sweeper.stop()
        db.close()
    sys.stdout.flush()
    return 0

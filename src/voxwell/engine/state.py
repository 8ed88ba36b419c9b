"""Everything one running engine holds: its store, keys, signer, job runner and sweeper.

Built by ``create_app`` from settings (nothing exists at import time) and reached by the routes
through ``request.app.state.engine``. With ``settings.database`` naming a PostgreSQL server the
engine is a node of a team server: its store is that database, a run's analysis is queued there
(``voxwell.engine.queue``) for the workers of ``voxwell engine worker``, and the node itself runs
no analysis and no deletion sweep (the workers do both).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from voxwell.engine.db import Database, SqliteDatabase
from voxwell.engine.jobs import JobRunner
from voxwell.engine.keys import KeyStore, meta_get_or_create
from voxwell.engine.observe import AnalysisObserver
from voxwell.engine.questionnaires import QuestionnaireStore
from voxwell.engine.recording_stores import open_recordings
from voxwell.engine.recordings import RecordingStore
from voxwell.engine.retention import Sweeper
from voxwell.engine.run_analysis import RunAnalyser
from voxwell.engine.runs import RunStore
from voxwell.engine.settings import EngineSettings
from voxwell.engine.signing import UploadSigner
from voxwell.engine.userdata import UserDataStore
from voxwell.engine.worker_pool import WorkerPool
from voxwell.paths import resource_path
from voxwell.questionnaires import Definition, load_definitions, load_instruments

if TYPE_CHECKING:
    from voxwell.engine.metrics import EngineMetrics

__all__ = [
    "EngineState",
    "background_work",
    "database_path",
    "open_database",
    "open_state",
]


_TEAM_ORPHAN_AGE = 3600.0
"""Age below which a recording no row refers to is spared on a team server: another node may
have just stored it and be about to write its row (a stalled upload's part file is older)."""


def database_path(data_dir: Path) -> Path:
    return Path(data_dir) / "engine.sqlite3"


@dataclass
class EngineState:
    settings: EngineSettings
    db: Database
    keys: KeyStore
    runs: RunStore
    recordings: RecordingStore
    questionnaires: QuestionnaireStore
    definitions: dict[str, Definition]
    # Each questionnaire in every language it is published in (``voxwell.questionnaires``).
    instruments: dict[str, dict[str, Definition]]
    user_data: UserDataStore
    signer: UploadSigner
    jobs: JobRunner | None  # None on a team server's API node
    sweeper: Sweeper | None
    account_id: str
    metrics: EngineMetrics | None = None  # with settings.metrics only

    def start(self) -> None:
        """Start the background work: the analysis runner (its workers start with the first
        run) and the deletion sweeper."""
        if self.sweeper is not None:
            self.sweeper.start()
        if self.jobs is not None:
            self.jobs.start()
            self.jobs.notify()  # runs left RUNNING by an earlier process are taken up now

    def stop(self) -> None:
        if self.jobs is not None:
            self.jobs.stop()
        if self.sweeper is not None:
            self.sweeper.stop()
        self.db.close()


def open_database(settings: EngineSettings) -> Database:
    """The store the settings name: the team database, else the SQLite file in ``data_dir``."""
    if settings.database is None:
        return SqliteDatabase(database_path(settings.data_dir), key=settings.data_key)
    from voxwell.engine.postgres import PostgresDatabase, require_postgres_url

    return PostgresDatabase(
        require_postgres_url(settings.database), timeout=settings.database_timeout
    )


def background_work(
    settings: EngineSettings,
    db: Database,
    runs: RunStore,
    recordings: RecordingStore,
    observer: AnalysisObserver | None = None,
) -> tuple[Sweeper, RunAnalyser]:
    """The deletion sweeper and the analyser of runs with its worker pool (of the engine, whose
    ``JobRunner`` feeds it, or of a team worker, whose queue does)."""
    sweeper = Sweeper(
        db,
        recordings,
        delete_delay=settings.delete_delay,
        unfinished_ttl=settings.unfinished_run_ttl,
        # One engine on its own SQLite file owns its recordings: every leftover is a crash's.
        orphan_age=0.0 if settings.database is None else _TEAM_ORPHAN_AGE,
        keep_recordings=settings.keep_recordings,
    )
    log_path = Path(settings.data_dir) / "logs" / "worker.log"
    pool = WorkerPool(
        settings.workers, log_path, settings.job_timeout, settings.worker_idle_timeout
    )
    analyser = RunAnalyser(
        runs, recordings, pool, log_path=log_path, on_complete=sweeper.notify, observer=observer
    )
    return sweeper, analyser


def open_state(settings: EngineSettings) -> EngineState:
    """Open (or create) the store under ``settings.data_dir``; start nothing yet."""
    data_dir = Path(settings.data_dir)
    (data_dir / "logs").mkdir(parents=True, exist_ok=True)
    recordings = open_recordings(settings)  # first: an S3 bucket is checked now
    db = open_database(settings)
    keys = KeyStore(db)
    for key in settings.api_keys:
        keys.add(key)
    secret = meta_get_or_create(db, "upload_signing_secret", secrets.token_hex(32))
    kind = "local" if settings.database is None else "team"
    account_id = meta_get_or_create(db, "account_id", f"{kind}-{secrets.token_hex(6)}")
    metrics: EngineMetrics | None = None
    if settings.database is not None:
        from voxwell.engine.postgres import PostgresDatabase
        from voxwell.engine.queue import Queuer, queue_depth

        # A team server's API node: analyses and deletions are the workers' (see the module).
        runs = RunStore(db, on_started=Queuer(settings.database).queue_in)
        sweeper, jobs = None, None
        if settings.metrics and isinstance(db, PostgresDatabase):
            from voxwell.engine.metrics import EngineMetrics

            team_db = db
            metrics = EngineMetrics(depth=lambda: queue_depth(team_db))
    else:
        runs = RunStore(db)
        if settings.metrics:
            from voxwell.engine.metrics import EngineMetrics

            metrics = EngineMetrics(depth=lambda: jobs.depth() if jobs is not None else {})
        sweeper, analyser = background_work(settings, db, runs, recordings, metrics)
        jobs = JobRunner(runs, analyser, queue_size=settings.job_queue_size)
    definitions = load_definitions(resource_path("questionnaires"))
    return EngineState(
        settings=settings,
        db=db,
        keys=keys,
        runs=runs,
        recordings=recordings,
        questionnaires=QuestionnaireStore(db),
        definitions=definitions,
        instruments=load_instruments(resource_path("questionnaires"), definitions),
        user_data=UserDataStore(db),
        signer=UploadSigner(bytes.fromhex(secret), clock=settings.upload_clock()),
        jobs=jobs,
        sweeper=sweeper,
        account_id=account_id,
        metrics=metrics,
    )

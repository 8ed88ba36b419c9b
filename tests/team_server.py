"""A team server for the tests: API nodes and workers sharing one PostgreSQL database and storage.

Each :class:`TeamServer` gets a fresh database in the session's private cluster
(``tests.postgres_cluster``), applies the migrations with ``voxwell engine migrate``, then starts
real processes: API nodes (``voxwell engine serve --database … --storage …``, through the app's own
``LocalEngine`` launcher) and workers (``voxwell engine worker``). Nodes and workers can be killed
with SIGKILL and started again, as a host failing would.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import TypeVar

import psycopg
import pytest

from tests.cost_record import count, note_engine_output
from tests.postgres_cluster import PostgresCluster
from voxwell.engine.queue import READY_LINE as LISTENING
from voxwell.launcher.local_engine import LocalEngine

__all__ = [
    "STORES",
    "TeamNode",
    "TeamServer",
    "TeamWorker",
    "job_started_at",
    "new_database",
    "store_independent",
]

STORES = ["sqlite", "postgresql"]
"""The two deployments an engine fixture is parametrised over: the embedded engine, a team."""

_Test = TypeVar("_Test", bound=Callable[..., object])


def store_independent(why: str, fixture: str = "engine") -> Callable[[_Test], _Test]:
    """Run a test of a store-parametrised ``fixture`` on the embedded engine (SQLite) only.

    For checks whose subject never depends on the store (decoding, recognition, request
    screening, the monitoring protocol): the team server would repeat the same analysis for
    nothing. ``why`` says why, kept on the ``store_independent`` mark
    (``pytest -m store_independent --collect-only`` lists them). Put it next to the ``def`` so
    that the store stays first in the test's id, as before (``test_x[sqlite-en-US]``).
    """

    def narrow(test: _Test) -> _Test:
        marked = pytest.mark.store_independent(why)(test)
        return pytest.mark.parametrize(fixture, ["sqlite"], indirect=True)(marked)

    return narrow


_READY = "Voxwell worker ready"


def new_database(cluster: PostgresCluster) -> str:
    """A new empty database in ``cluster``; its URL."""
    name = f"vx_{secrets.token_hex(6)}"
    with psycopg.connect(cluster.url, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}".encode())
    return cluster.url.replace(f"/{cluster.database}?", f"/{name}?")


_KEEP_JOB_STARTS = """
CREATE TABLE test_job_starts (run_id text NOT NULL, at timestamptz NOT NULL);
CREATE FUNCTION test_keep_job_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO test_job_starts
        SELECT j.args->>'run_id', NEW.at FROM procrastinate_jobs j WHERE j.id = NEW.job_id;
    RETURN NEW;
END $$;
CREATE TRIGGER test_keep_job_start AFTER INSERT ON procrastinate_events
    FOR EACH ROW WHEN (NEW.type = 'started') EXECUTE FUNCTION test_keep_job_start();
"""
"""Copies each job's ``started`` event (procrastinate's own timestamp) where it outlives the job:
a successful job and its events are deleted as it ends, which a short job can do before a
reader polling the events sees them. Test instrumentation only, installed after the migrations."""


def keep_job_starts(database: str) -> None:
    """Install :data:`_KEEP_JOB_STARTS` in ``database`` (migrated already)."""
    with psycopg.connect(database, autocommit=True) as db:
        db.execute(_KEEP_JOB_STARTS.encode())


def job_started_at(database: str, run_id: str, within: float = 60.0) -> float | None:
    """When a worker started the job of ``run_id`` (epoch seconds, procrastinate's ``started``
    event as :func:`keep_job_starts` kept it); ``None`` if no job started within ``within``."""
    deadline = time.monotonic() + within
    with psycopg.connect(database, autocommit=True) as db:
        while time.monotonic() < deadline:
            row = db.execute(
                "SELECT extract(epoch FROM at) FROM test_job_starts WHERE run_id = %s",
                (run_id,),
            ).fetchone()
            if row is not None:
                return float(row[0])
            time.sleep(0.01)
    return None


def voxwell_engine(*args: str, env: Mapping[str, str] | None = None) -> str:
    """Run ``voxwell engine ARGS`` to its end; its standard output (an error fails the test)."""
    done = subprocess.run(
        [sys.executable, "-m", "voxwell", "engine", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, **(env or {})},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


class TeamNode(LocalEngine):
    """One API node: the app's engine launcher, pointed at the team database and storage."""

    def __init__(
        self,
        data_dir: Path,
        api_key: str,
        database: str,
        env: Mapping[str, str],
        workers: list[TeamWorker],
    ) -> None:
        super().__init__(data_dir, api_key, env={**env, "VOXWELL_DATABASE": database})
        self.database = database
        self.storage = Path(env["VOXWELL_STORAGE"])
        self.workers = workers  # the team's, which analyse what this node receives


class TeamWorker:
    """One ``voxwell engine worker`` process (its analysis processes are its children)."""

    def __init__(self, data_dir: Path, database: str, concurrency: int, env: Mapping[str, str]):
        self.data_dir = data_dir
        self._command = [
            sys.executable,
            *("-m", "voxwell", "engine", "worker", "--database", database),
            *("--data-dir", str(data_dir), "--concurrency", str(concurrency)),
        ]
        self._env = {**os.environ, **env, "PYTHONUNBUFFERED": "1"}
        self.process: subprocess.Popen[str] | None = None
        self.output: deque[str] = deque(maxlen=200)
        self._ready = threading.Event()
        self._listens = 0
        self._reader: threading.Thread | None = None

    def start(self, within: float = 180.0) -> None:
        self._ready.clear()
        self.process = subprocess.Popen(
            self._command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=self._env,
        )
        self._reader = threading.Thread(target=self._read, args=(self.process,), daemon=True)
        self._reader.start()
        if not self._ready.wait(within):
            self.kill()
            raise AssertionError("the worker did not start:\n" + "\n".join(self.output))

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            self.output.append(line.rstrip())
            note_engine_output(line)
            if LISTENING in line:
                self._listens += 1
            if line.startswith(_READY):
                self._ready.set()

    def listens(self) -> int:
        """How many times the worker has (re)started listening for jobs (counted as read: the
        kept output is only its last lines)."""
        return self._listens

    def started_jobs(self) -> int:
        return sum("Starting job" in line for line in list(self.output))

    def kill(self) -> None:
        """SIGKILL, as a host failing would (its analysis processes end with it)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
        self._reap()

    def stop(self) -> None:
        """SIGTERM: the analyses in flight finish, then it ends."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self._reap()

    def _reap(self) -> None:
        if self.process is None:
            return
        self.process.wait(10)
        if self._reader is not None:
            self._reader.join(10)  # its output ends with the process (and its children)
        if self.process.stdout is not None:
            self.process.stdout.close()


class TeamServer:
    """``nodes`` API nodes and ``workers`` workers on one new database and one storage folder."""

    def __init__(
        self,
        cluster: PostgresCluster,
        root: Path,
        *,
        nodes: int = 1,
        workers: int = 1,
        concurrency: int = 1,
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.cluster = cluster
        self.root = root
        self.api_key = f"vxk-team-{secrets.token_hex(12)}"
        self.database = new_database(cluster)
        self.storage = root / "recordings"
        self.env = {"VOXWELL_STORAGE": str(self.storage), **(env or {})}
        self.workers = [
            TeamWorker(root / f"worker-{i}", self.database, concurrency, self.env)
            for i in range(workers)
        ]
        self.nodes = [
            TeamNode(root / f"node-{i}", self.api_key, self.database, self.env, self.workers)
            for i in range(nodes)
        ]

    def __enter__(self) -> TeamServer:
        count("team servers")
        self.storage.mkdir(parents=True, exist_ok=True)
        voxwell_engine("migrate", "--database", self.database)
        keep_job_starts(self.database)
        try:
            for node in self.nodes:
                node.start(60)
            for worker in self.workers:
                worker.start()
        except BaseException:
            self.close()
            raise
        return self

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()
        for node in self.nodes:
            with contextlib.suppress(Exception):
                node.stop()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

"""Helpers of the engine tests: create runs, upload recordings, wait for final states, run
``voxwell engine keys``. Everything talks to a real engine process over loopback with httpx.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from voxwell.launcher.local_engine import LocalEngine

USER = {"userLabel": "participant-017", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
FINAL = ("COMPLETE_OK", "COMPLETE_ERROR")
SHORT_TAKE = "mood_answer_en.flac"
"""The committed take that completes a mental-wellness run at the least cost (26 s, 20 s of
speech, about 2.5 CPU-s against 4.5 for the 45 s passage): for tests whose subject is where a
recording goes or how a run ends, not what is in it."""


def store_options(store: Path | LocalEngine) -> list[str]:
    """The options naming an engine's store: its team database, else its data folder."""
    database = getattr(store, "database", None)
    if database is not None:
        return ["--database", database]
    return ["--data-dir", str(store.data_dir if isinstance(store, LocalEngine) else store)]


def recordings_folder(engine: LocalEngine) -> Path:
    """Where an engine keeps recordings: a team's storage folder, else ``audio`` in its data."""
    storage: Path | None = getattr(engine, "storage", None)
    return storage if storage is not None else engine.data_dir / "audio"


def store_rows(engine: LocalEngine, sql: str, params: tuple[object, ...] = ()) -> list[Any]:
    """Rows of a read of an engine's store, from outside (``?`` parameters): SQLite read-only
    on the data folder's file, or the team database."""
    database = getattr(engine, "database", None)
    if database is not None:
        import psycopg

        with psycopg.connect(database) as connection:
            return connection.execute(sql.replace("?", "%s").encode(), params).fetchall()
    path = engine.data_dir / "engine.sqlite3"
    reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return reader.execute(sql, params).fetchall()
    finally:
        reader.close()


def analysis_parents(engine: LocalEngine) -> list[int]:
    """The processes whose children analyse an engine's runs: a team's workers, else itself."""
    workers = getattr(engine, "workers", None)
    if workers is not None:
        return [w.process.pid for w in workers if w.process is not None]
    return [engine.pid] if engine.pid is not None else []


def engine_keys(store: Path | LocalEngine, *args: str) -> str:
    """Run ``voxwell engine keys ...`` on a data folder or an engine's store; its stdout."""
    done = subprocess.run(
        [sys.executable, "-m", "voxwell", "engine", "keys", *args, *store_options(store)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout


@dataclass
class Api:
    """A plain httpx client for one engine and one key, with the steps every test repeats."""

    http: httpx.Client
    engine: LocalEngine

    def create_run(self, kind: str = "mental-wellness", **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {"user": USER, "language": "en", **extra}
        response = self.http.post(f"/v1/models/{kind}", json=body)
        assert response.status_code == 200, response.text
        created: dict[str, Any] = response.json()
        return created

    def upload(self, url: str, path: Path | bytes) -> httpx.Response:
        content = path if isinstance(path, bytes) else path.read_bytes()
        # The upload URL is a bearer URL: no API key goes with it.
        return httpx.put(url, content=content, timeout=60)

    def get_run(self, run_id: str, kind: str = "mental-wellness") -> httpx.Response:
        return self.http.get(f"/v1/models/{kind}/{run_id}")

    def wait_final(
        self, run_id: str, kind: str = "mental-wellness", within: float = 120
    ) -> dict[str, Any]:
        deadline = time.monotonic() + within
        while True:
            response = self.get_run(run_id, kind)
            assert response.status_code == 200, response.text
            run: dict[str, Any] = response.json()
            if run["status"] in FINAL:
                return run
            assert time.monotonic() < deadline, f"run {run_id} still {run['status']}"
            time.sleep(0.1)

    def analyse(self, path: Path | bytes, **extra: Any) -> dict[str, Any]:
        created = self.create_run(**extra)
        uploaded = self.upload(created["recordingUploadUrl"], path)
        assert uploaded.status_code == 200, uploaded.text
        return self.wait_final(created["id"])


def start_workers(base_url: str, key: str) -> dict[str, Any]:
    """Create a run on the engine at ``base_url`` (an engine starts an analysis worker with its
    first run); the run as created."""
    response = httpx.post(
        f"{base_url}/v1/models/mental-wellness",
        json={"user": USER, "language": "en"},
        headers={"x-api-key": key},
        timeout=30,
    )
    assert response.status_code == 200, response.text
    created: dict[str, Any] = response.json()
    return created


def client_for(engine: LocalEngine, key: str | None) -> httpx.Client:
    headers = {} if key is None else {"x-api-key": key}
    return httpx.Client(base_url=engine.base_url, headers=headers, timeout=30)


def assert_validation_shape(response: httpx.Response) -> list[dict[str, Any]]:
    assert response.status_code == 422, response.text
    body = response.json()
    assert set(body) == {"detail"}
    assert body["detail"], "a 422 names at least one problem"
    for entry in body["detail"]:
        assert set(entry) == {"loc", "msg", "type"}
        assert all(isinstance(part, str | int) for part in entry["loc"])
        assert isinstance(entry["msg"], str)
        assert entry["msg"]
        assert isinstance(entry["type"], str)
        assert entry["type"]
    detail: list[dict[str, Any]] = body["detail"]
    return detail


def children_of(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (Linux /proc)."""
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # The command name is in parentheses and may hold spaces: the fields after it are fixed.
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def is_analysis_worker(pid: int) -> bool:
    """Whether ``pid`` is an analysis worker: a spawned process (not multiprocessing's resource
    tracker) that leads its own process group (``engine.worker``), which the engine's monitoring
    processes do not."""
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    group = int(stat[stat.rindex(")") + 2 :].split()[2])
    return b"spawn_main" in command and group == pid


def analysis_workers(pid: int) -> list[int]:
    """The analysis worker processes of the engine ``pid``, in pid order."""
    return sorted(child for child in children_of(pid) if is_analysis_worker(child))


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


def wait_until(condition: Callable[[], bool], within: float = 30.0, what: str = "it") -> None:
    """Wait for ``condition`` with a deadline (never a fixed sleep)."""
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


__all__ = [
    "FINAL",
    "USER",
    "Api",
    "alive",
    "analysis_parents",
    "analysis_workers",
    "assert_validation_shape",
    "children_of",
    "client_for",
    "engine_keys",
    "is_analysis_worker",
    "recordings_folder",
    "start_workers",
    "store_options",
    "store_rows",
    "wait_until",
]

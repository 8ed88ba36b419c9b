"""Fixtures of the engine tests: HTTP clients for the shared engine, a second key, and an engine
with shortened times. Everything talks to a real engine process over loopback with plain httpx.

The shared engine and the short-timed one come in both deployments, so every test that uses
them runs twice: ``sqlite`` (the embedded engine, as the app starts it) and ``postgresql`` (a team
server's API node with a worker process, on the session's private PostgreSQL cluster).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import httpx
import pytest

from tests.engine.engine_helpers import Api, client_for, engine_keys
from tests.engine.monitor_helpers import QUICK_CLOSE_ENV
from tests.engine.s3_server import S3Server, s3_credentials
from tests.team_server import STORES, TeamServer
from tests.upload_clock import UploadClock
from voxwell.launcher.local_engine import LocalEngine


@pytest.fixture(scope="session", params=STORES)
def engine(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    shared_engine: LocalEngine,
) -> Iterator[LocalEngine]:
    """The suite's shared engine (``tests/conftest.py``) or a team server's API node."""
    if request.param == "sqlite":
        yield shared_engine
        return
    cluster = request.getfixturevalue("postgres")
    root = tmp_path_factory.mktemp("team")
    with TeamServer(cluster, root, workers=1, concurrency=2, env=QUICK_CLOSE_ENV) as team:
        yield team.nodes[0]


@pytest.fixture(scope="module")
def s3() -> Iterator[S3Server]:
    """moto's standalone S3 server, the stand-in object store (``tests/engine/s3_server.py``)."""
    with s3_credentials():
        server = S3Server()
        server.start()
        try:
            yield server
        finally:
            server.stop()


@pytest.fixture(scope="session")
def api(engine: LocalEngine) -> Iterator[Api]:
    """The shared engine with its own key."""
    with client_for(engine, engine.api_key) as http:
        yield Api(http, engine)


@pytest.fixture(scope="session")
def other_api(engine: LocalEngine) -> Iterator[Api]:
    """The shared engine with a second key (``voxwell engine keys create`` while it runs)."""
    key = engine_keys(engine, "create").strip()
    with client_for(engine, key) as http:
        yield Api(http, engine)


@pytest.fixture(scope="session")
def anonymous(engine: LocalEngine) -> Iterator[httpx.Client]:
    with client_for(engine, None) as http:
        yield http


@pytest.fixture(scope="module", params=STORES)
def short_engine(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    upload_clock: UploadClock,
) -> Iterator[LocalEngine]:
    """An engine whose upload URLs expire when ``upload_clock`` says an hour has passed, that
    deletes after 1 s, caps uploads at 1 MiB and stops analyses after 1 s (so a real analysis
    overruns the time limit)."""
    env = {
        **upload_clock.env,
        "VOXWELL_DELETE_DELAY": "1",
        "VOXWELL_MAX_UPLOAD_BYTES": str(1024 * 1024),
        "VOXWELL_JOB_TIMEOUT": "1",
    }
    if request.param == "postgresql":
        root = tmp_path_factory.mktemp("short-team")
        with TeamServer(request.getfixturevalue("postgres"), root, env=env) as team:
            yield team.nodes[0]
        return
    data_dir = tmp_path_factory.mktemp("short-engine")
    key = f"vxk-short-{secrets.token_hex(8)}"
    with LocalEngine(data_dir, api_key=key, workers=1, env=env) as running:
        yield running


@pytest.fixture(scope="module")
def short_api(short_engine: LocalEngine) -> Iterator[Api]:
    with client_for(short_engine, short_engine.api_key) as http:
        yield Api(http, short_engine)

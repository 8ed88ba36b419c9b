"""Fixtures shared by the whole suite: an isolated home folder, the audio fixtures, a live engine,
a private PulseAudio server.

The engine fixture is the real ``voxwell engine`` started as a child process on a free loopback
port (no mocks of our own server). Tests that need an engine with other settings start their own
``LocalEngine`` with ``env=...``.
"""

from __future__ import annotations

import gc
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import keyring
import keyring.backend
import keyring.backends.fail
import pytest
from keyring.compat import properties
from keyring.errors import PasswordDeleteError

from tests.audio.audio_helpers import PulseServer, private_pulse_server
from tests.engine.monitor_helpers import QUICK_CLOSE_ENV
from tests.postgres_cluster import PostgresCluster, PostgresUnavailable
from tests.upload_clock import UploadClock
from voxwell.history import HistoryStore
from voxwell.launcher.local_engine import LocalEngine
from voxwell.privacy.at_rest import use_data_key

FIXTURES = Path(__file__).resolve().parent / "fixtures"

# A user and a client on the shared engine, for the client, sessions and launcher tests.
# The cost record (engines, clusters, analyses and CPU-seconds by directory) ends every run;
# tests.scheduling deals the tests out over the workers.
pytest_plugins = ["tests.service_fixtures", "tests.cost_record", "tests.scheduling"]


def pytest_configure(config: pytest.Config) -> None:
    # Qt views are driven offscreen; nothing of the user's own data folders is touched.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The app follows the system's UI languages on first start: the suite reads its English
    # words whatever the machine's language (tests of other languages choose theirs).
    os.environ["LANGUAGE"] = "en"
    if "VOXWELL_HOME" not in os.environ:
        home = Path(config.rootpath) / ".pytest_cache" / "voxwell-home"
        home.mkdir(parents=True, exist_ok=True)
        os.environ["VOXWELL_HOME"] = str(home)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """What outlived the earlier tests (modules, the session's fixtures, loaded models) is
    collected once more and then set aside for good: every collection during the test then
    looks at that test's objects only (a collection of a test process's whole heap costs about
    0.1 s; a GUI test collects twice)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _no_data_key_left() -> Iterator[None]:
    """A test that sealed files with a data key (an app started with a keyring) leaves this
    process writing plain files again, as every test starts."""
    yield
    use_data_key(None)


@pytest.fixture(scope="session")
def audio_fixtures() -> Path:
    """The folder of committed speech fixtures (see tests/fixtures/README.md)."""
    return FIXTURES / "audio"


@pytest.fixture(scope="session")
def shared_engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """One real engine for the session, with a key of its own and up to two analysis workers.

    Its name is not ``engine`` on purpose: ``tests/engine`` parametrizes a fixture of that name
    by store, and pytest hands a parametrized name's param to every fixture of that name, so the
    shared engine would be stopped and started again each time the store changed.
    """
    data_dir = tmp_path_factory.mktemp("engine-data")
    key = f"vxk-test-{secrets.token_hex(16)}"
    with LocalEngine(data_dir, api_key=key, workers=2, env=QUICK_CLOSE_ENV) as running:
        yield running


@pytest.fixture(scope="session")
def engine(shared_engine: LocalEngine) -> LocalEngine:
    """The session's shared engine (overridden in ``tests/engine`` to run on both stores)."""
    return shared_engine


@pytest.fixture(scope="module")
def upload_clock(tmp_path_factory: pytest.TempPathFactory) -> UploadClock:
    """The clock that judges upload URLs' expiry in an engine started with ``upload_clock.env``
    (moved forward by a test, never waited for); one per test module, like its engine."""
    return UploadClock(tmp_path_factory.mktemp("upload-clock"))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    """A new history store of the app's, in the test's own folder."""
    with HistoryStore(tmp_path / "history.sqlite3") as opened:
        yield opened


def _cluster_or_skip(*, with_database: bool = True) -> Iterator[PostgresCluster]:
    try:
        cluster = PostgresCluster(with_database=with_database).__enter__()
    except PostgresUnavailable as exc:
        pytest.skip(f"PostgreSQL is not available here: {exc}")
    try:
        yield cluster
    finally:
        cluster.__exit__(None, None, None)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresCluster]:
    """The session's private PostgreSQL cluster (skips with the reason where there is none)."""
    yield from _cluster_or_skip()


@pytest.fixture
def own_postgres() -> Iterator[PostgresCluster]:
    """A cluster of the test's own, to restart or stop without disturbing the other tests."""
    yield from _cluster_or_skip()


@pytest.fixture
def empty_postgres() -> Iterator[PostgresCluster]:
    """A new cluster with no database of ours, as just after installing PostgreSQL."""
    yield from _cluster_or_skip(with_database=False)


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A stand-in for the OS keyring (the outside world): passwords kept in memory, per test.

    keyring offers every loaded backend class when it picks its default; this one reports no
    priority (so it is never picked) unless the ``memory_keyring`` fixture installed it.
    """

    installed = False

    @properties.classproperty
    def priority(cls) -> float:
        if not cls.installed:
            raise RuntimeError("only for tests that ask for the memory_keyring fixture")
        return 1.0

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.store.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """The stand-in keyring installed for one test (a headless machine has no real one)."""
    previous = keyring.get_keyring()
    MemoryKeyring.installed = True
    fake = MemoryKeyring()
    keyring.set_keyring(fake)
    try:
        yield fake
    finally:
        keyring.set_keyring(previous)
        MemoryKeyring.installed = False


@pytest.fixture
def pulse() -> Iterator[PulseServer]:
    """A running private PulseAudio server, reachable from this process through PortAudio.

    Skips (with the reason) where PulseAudio cannot start. PortAudio is re-initialised so that
    it sees the server's devices, and again afterwards so it forgets them.
    """
    from voxwell.audio import rescan_devices

    try:
        with (
            private_pulse_server("vxpa-", ("mic", "mic2")) as server,
            pytest.MonkeyPatch.context() as mp,
        ):
            for key, value in server.env().items():
                mp.setenv(key, value)
            # Recording from a named source sets PULSE_SOURCE in this process
            # (voxwell.audio.devices.use_pulse_source): undone after the test like the rest.
            mp.setenv("PULSE_SOURCE", "")
            mp.delenv("PULSE_SOURCE")
            names = [device.name for device in rescan_devices()]
            if "pulse" not in names:
                pytest.skip(
                    "PortAudio does not see the PulseAudio server: ALSA's pulse plugin "
                    f"(Debian package libasound2-plugins) is missing; inputs seen: {names}"
                )
            yield server
    finally:
        rescan_devices()  # the server is gone and PULSE_SERVER unset: PortAudio forgets it


@pytest.fixture
def no_keyring() -> Iterator[None]:
    """keyring's own "no backend" keyring, as on a headless machine, whatever else is loaded."""
    previous = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    try:
        yield
    finally:
        keyring.set_keyring(previous)

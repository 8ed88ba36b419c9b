"""Fixtures of the tests that talk to the service (client, sessions, launcher): a user, a client
on the shared engine, an engine whose upload URLs expire on demand, and a child that a test can
stop with Ctrl+C. Loaded for the whole suite by ``tests/conftest.py`` (``pytest_plugins``).
"""

from __future__ import annotations

import secrets
import signal
from collections.abc import AsyncIterator, Iterator

import pytest
import pytest_asyncio

from tests.upload_clock import UploadClock
from voxwell.api import BirthSex, LanguageCode, MentalWellnessModelRunCreate, UserDetails
from voxwell.client import AsyncVoiceClient
from voxwell.launcher.local_engine import LocalEngine


@pytest.fixture
def user() -> UserDetails:
    return UserDetails(userLabel="participant-07", dateOfBirth="1984-03-01", birthSex=BirthSex.MALE)


@pytest.fixture
def create_body(user: UserDetails) -> MentalWellnessModelRunCreate:
    return MentalWellnessModelRunCreate(user=user, language=LanguageCode.EN)


@pytest.fixture(scope="module")
def short_lived_urls(
    tmp_path_factory: pytest.TempPathFactory, upload_clock: UploadClock
) -> Iterator[LocalEngine]:
    """An engine whose upload URLs (an hour, as by default) expire when ``upload_clock`` moves."""
    engine = LocalEngine(
        tmp_path_factory.mktemp("short-url-engine"),
        api_key=f"vxk-test-{secrets.token_hex(16)}",
        workers=1,
        env=upload_clock.env,
    )
    with engine:
        yield engine


@pytest_asyncio.fixture
async def client(engine: LocalEngine) -> AsyncIterator[AsyncVoiceClient]:
    async with AsyncVoiceClient(engine.base_url, engine.api_key) as running:
        yield running


def interruptible() -> None:
    """``preexec_fn`` of a child that a test stops with Ctrl+C (SIGINT): a pytest-xdist worker
    ignores SIGINT, and an ignored signal stays ignored across exec, so the child would never
    see it. A user's terminal delivers it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)

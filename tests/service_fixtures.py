"""Fixtures of the tests that talk to the service (client, sessions, launcher): a user, a client
on the shared engine, both models' runs of the committed takes finished once, an engine whose
upload URLs expire on demand, and a child that a test can stop with Ctrl+C. Loaded for the whole
suite by ``tests/conftest.py`` (``pytest_plugins``).
"""

from __future__ import annotations

import asyncio
import secrets
import signal
import socket
import subprocess
from collections.abc import AsyncIterator, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import pytest_asyncio

from tests.upload_clock import UploadClock
from voxwell.api import (
    ApolloModelRunResponse,
    BirthSex,
    LanguageCode,
    MentalWellnessModelRunCreate,
    MentalWellnessModelRunResponse,
    ModelRunStatus,
    UserDetails,
)
from voxwell.client import AsyncVoiceClient
from voxwell.launcher.local_engine import LocalEngine
from voxwell.sessions import run_mental_wellness, run_two_recording

FINISHED_RUNS_GROUP = "finished-runs"
"""The xdist group of the tests that read ``finished_runs``, so that one worker makes them once."""


def _participant() -> UserDetails:
    return UserDetails(userLabel="participant-07", dateOfBirth="1984-03-01", birthSex=BirthSex.MALE)


@pytest.fixture
def user() -> UserDetails:
    return _participant()


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


@dataclass
class FinishedRuns:
    """Both models' runs of the committed takes, made at once on the shared engine through the
    session runner's entry points (``run_mental_wellness``, ``run_two_recording``), with what
    their callbacks saw."""

    user: UserDetails
    passage: Path
    mood: Path
    wellness: MentalWellnessModelRunResponse | None = None
    two_recording: ApolloModelRunResponse | None = None
    created: list[str] = field(default_factory=list)
    statuses: list[ModelRunStatus] = field(default_factory=list)
    upload_progress: list[tuple[int, int]] = field(default_factory=list)


@pytest.fixture(scope="session")
def finished_runs(shared_engine: LocalEngine, audio_fixtures: Path) -> FinishedRuns:
    """The mental-wellness run of the 45 s passage and the two-recording run of the mood answer
    and the passage, finished; for tests that read finished runs (marked
    ``xdist_group(FINISHED_RUNS_GROUP)``). A test whose subject is how a run is made (a UI
    flow, resume, cancel) makes its own."""
    passage, mood = audio_fixtures / "read_passage_en.flac", audio_fixtures / "mood_answer_en.flac"
    runs = FinishedRuns(_participant(), passage, mood)

    async def both() -> None:
        async with AsyncVoiceClient(shared_engine.base_url, shared_engine.api_key) as client:
            runs.wellness, runs.two_recording = await asyncio.gather(
                run_mental_wellness(
                    client,
                    runs.passage,
                    runs.user,
                    LanguageCode.EN,
                    on_created=runs.created.append,
                    on_status=lambda run: runs.statuses.append(run.status),
                ),
                run_two_recording(
                    client,
                    runs.mood,
                    runs.passage,
                    runs.user,
                    LanguageCode.EN,
                    on_upload_progress=lambda sent, total: runs.upload_progress.append(
                        (sent, total)
                    ),
                ),
            )

    asyncio.run(both())
    return runs


@pytest_asyncio.fixture
async def client(engine: LocalEngine) -> AsyncIterator[AsyncVoiceClient]:
    async with AsyncVoiceClient(engine.base_url, engine.api_key) as running:
        yield running


SECOND_ADDRESS = "127.0.0.2"
"""A second address of this machine: it stands in for the computer's address on the local
network in the tests of questionnaire sharing."""


def second_address_works() -> bool:
    """Whether ``SECOND_ADDRESS`` can be bound here (Linux routes all of 127/8 to loopback)."""
    try:
        with socket.socket() as probe:
            probe.bind((SECOND_ADDRESS, 0))
    except OSError:
        return False
    return True


def needs_second_address() -> pytest.MarkDecorator:
    """The mark of a test that binds ``SECOND_ADDRESS``: skipped, saying why, where it cannot."""
    return pytest.mark.skipif(
        not second_address_works(), reason=f"{SECOND_ADDRESS} is not an address of this machine"
    )


def interruptible() -> None:
    """``preexec_fn`` of a child that a test stops with Ctrl+C (SIGINT): a pytest-xdist worker
    ignores SIGINT, and an ignored signal stays ignored across exec, so the child would never
    see it. A user's terminal delivers it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_interruptible(command: list[str], env: Mapping[str, str]) -> subprocess.Popen[str]:
    """``command`` started as a terminal would start it, for a test to stop with Ctrl+C: its
    standard error read line by line as text, its output dropped."""
    return subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=interruptible,
    )

"""Fixtures shared by the whole suite: an isolated home folder, the audio fixtures, a live engine.

The engine fixture is the real ``voxwell engine`` started as a child process on a free loopback
port (no mocks of our own server). Tests that need an engine with other settings start their own
``LocalEngine`` with ``env=...``.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from voxwell.client.local_engine import LocalEngine

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def pytest_configure(config: pytest.Config) -> None:
    # Qt views are driven offscreen; nothing of the user's own data folders is touched.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "VOXWELL_HOME" not in os.environ:
        home = Path(config.rootpath) / ".pytest_cache" / "voxwell-home"
        home.mkdir(parents=True, exist_ok=True)
        os.environ["VOXWELL_HOME"] = str(home)


@pytest.fixture(scope="session")
def audio_fixtures() -> Path:
    """The folder of committed speech fixtures (see tests/fixtures/README.md)."""
    return FIXTURES / "audio"


@pytest.fixture(scope="session")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalEngine]:
    """One real engine for the session, with a key of its own and two analysis workers."""
    data_dir = tmp_path_factory.mktemp("engine-data")
    with LocalEngine(data_dir, api_key=f"vxk-test-{secrets.token_hex(16)}", workers=2) as running:
        yield running

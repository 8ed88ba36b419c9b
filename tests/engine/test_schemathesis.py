"""Property-based testing of the live engine with Schemathesis: every check (schema conformance,
negative and positive data, auth ignored or not, status codes, ...), bounded in time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.team_server import store_independent
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@store_independent("one OpenAPI document, one request validation layer: the same for every store")
def test_schemathesis_finds_no_failures(engine: LocalEngine) -> None:
    env = {
        **os.environ,
        "SCHEMATHESIS_HOOKS": "tests.engine.schemathesis_hooks",
        "PYTHONPATH": str(ROOT),
        "NO_COLOR": "1",
    }
    command = [
        str(Path(sys.executable).with_name("schemathesis")),
        "run",
        f"{engine.base_url}/openapi.json",
        "--checks",
        "all",
        "--header",
        f"x-api-key: {engine.api_key}",
        "--max-examples",
        "10",
        "--max-time",
        "30",
        "--workers",
        "1",  # its threads race in Hypothesis' lambda-source parsing on Python 3.11
        "--request-timeout",
        "10",
    ]
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "passed" in report
    assert "Operations:       9 selected / 9 total" in report

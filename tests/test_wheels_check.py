"""packaging/check_wheels.py, which ``.ci/run`` runs on the lock, finds a pin without a wheel.

The check asks the real package index (PyPI's JSON simple API), as it does in CI: the pins below
are real releases whose files are fixed once uploaded. A pin taken from the project's own lock
passes; deliberately bad pins fail, each on the platforms it is bad for, and are named.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_packaging import PACKAGING, _load

check_wheels = _load("check_wheels")

UVLOOP = """uvloop==0.21.0 \\
    --hash=sha256:c0f3fa6200b3108919f8bdabb9a7f87f20e7097ea3c543754cabc7d717d95cf8
"""
"""uvloop has wheels for macOS (this one is universal2: it runs on arm64) and Linux, none for
Windows."""

DOCOPT = """docopt==0.6.2 ; sys_platform == 'darwin' \\
    --hash=sha256:49b3a825280bd66b3aa83585ef59c4a8c82f2c8a522dbe754a8bc8d08c85c491
"""
"""docopt 0.6.2 is a source archive only; its marker makes it a macOS-only pin."""


def _locked(name: str) -> str:
    """The block of ``name`` in the project's lock, as it is there (pin, marker, hashes)."""
    lock = (PACKAGING / "requirements.lock").read_text(encoding="utf-8")
    found = re.search(rf"^{re.escape(name)}==.*?(?=^\S)", lock, flags=re.MULTILINE | re.DOTALL)
    assert found is not None, name
    return found.group(0)


def test_a_pin_of_the_project_lock_passes_and_bad_pins_are_named_per_platform() -> None:
    lock = _locked("pydantic-core") + UVLOOP + DOCOPT
    found = check_wheels.check(lock)
    assert sorted(found) == [
        "docopt==0.6.2 (macOS arm64): no wheel for this platform; it would be built from source",
        "uvloop==0.21.0 (win_amd64): no wheel for this platform; it would be built from source",
    ]


def test_a_wheel_whose_hash_is_not_locked_is_a_problem(tmp_path: Path) -> None:
    # The project's own pin with its hashes replaced: the wheels exist, but --require-hashes
    # would refuse them on both platforms. Run as CI runs it: the exit status says it.
    block = _locked("cachetools")
    wrong = re.sub(r"sha256:[0-9a-f]{64}", "sha256:" + "0" * 64, block)
    lock = tmp_path / "requirements.lock"
    lock.write_text(wrong, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(PACKAGING / "check_wheels.py"), "--lock", str(lock)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAIL: 2 lack a locked wheel (1 pins on win_amd64, 1 pins on macOS arm64)" in done.stdout
    for platform in ("win_amd64", "macOS arm64"):
        line = f"cachetools==8.0.2 ({platform}): the lock lacks the hash of its wheel"
        assert line in done.stderr


@pytest.mark.parametrize(
    ("text", "message"),
    [("httpx>=0.27\n", "not an exact pin"), ("--hash=sha256:0\n", "a hash before any requirement")],
)
def test_the_lock_reader_refuses_what_is_not_an_exact_pin(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_wheels.read_lock(text)

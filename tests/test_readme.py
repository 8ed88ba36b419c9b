"""The README's Quick start stays true: two commands, the same test command as CI."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from voxwell import __version__

ROOT = Path(__file__).resolve().parent.parent


def _quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)
    # The first two blocks are the run and test commands; the third is Linux's system packages.
    return [block.strip() for block in blocks[:2]]


def test_quick_start_has_one_line_run_and_test_commands() -> None:
    run, test = _quick_start_commands()
    assert "\n" not in run
    assert "\n" not in test
    assert run.endswith("voxwell")
    assert "[test]" in test
    assert "pytest" in test


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    _, test = _quick_start_commands()
    ci_script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci_script.splitlines()


def test_version_command_prints_the_version() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "voxwell", "--version"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert result.stdout.strip() == f"voxwell {__version__}"

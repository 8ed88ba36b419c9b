"""The project's own checks run as part of the suite: lint, format, types and import boundaries.

The README's one test command therefore covers ruff, mypy (strict on all of ``src/``) and
the import-linter contracts of DESIGN.md §1; a deliberately broken copy of the package shows that
the Qt boundary really fails when crossed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _run(*command: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, env=env, check=False, timeout=600
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"{' '.join(command)} failed:\n{output}"
    return output


LINTED = ("src", "tests", "benchmarks", "translations", "tools")
"""The folders of Python that ruff lints and formats (packaging's build scripts aside)."""


def test_ruff_lint_is_clean() -> None:
    _run(str(BIN / "ruff"), "check", *LINTED)


def test_ruff_format_is_clean() -> None:
    _run(str(BIN / "ruff"), "format", "--check", *LINTED)


@pytest.mark.slow
def test_mypy_strict_on_all_of_src() -> None:
    _run(str(BIN / "mypy"))


def test_import_boundaries_hold() -> None:
    output = _run(str(BIN / "lint-imports"), "--no-cache")
    assert " 0 broken" in output


def test_import_linter_fails_when_the_wire_schema_imports_qt(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "src", tmp_path / "src", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    schema = tmp_path / "src" / "voxwell" / "api" / "__init__.py"
    schema.write_text(schema.read_text() + "\nimport PySide6.QtCore  # crossing the boundary\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "src")}
    result = subprocess.run(
        [str(BIN / "lint-imports"), "--no-cache"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "Only the GUI imports Qt BROKEN" in output
    assert "voxwell.api -> PySide6" in output

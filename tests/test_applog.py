"""The windowed app logs to its rotating file even with no console (sys.stdout/stderr None)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from voxwell import __version__
from voxwell.applog import LOG_FILE_NAME

# As a windowed executable started from Explorer or Finder: no standard streams at all. The
# real entry (`voxwell` with no command) opens the real window offscreen, then a stray print
# and a traceback must land in the log instead of raising.
_WINDOWED = """
import sys
sys.stdout = None
sys.stderr = None
from voxwell.cli import main
status = main(["--smoke-test", "--no-engine"])
print("a stray print from the windowed app")
try:
    raise RuntimeError("a traceback from the windowed app")
except RuntimeError:
    import traceback
    traceback.print_exc()
sys.stderr.flush()
raise SystemExit(status)
"""


def test_the_windowed_entry_logs_to_its_file_without_a_console(tmp_path: Path) -> None:
    env = {**os.environ, "VOXWELL_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _WINDOWED],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == ""  # nothing went to the (absent) console
    log = (tmp_path / "logs" / LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "Smoke test passed" in log
    assert "a stray print from the windowed app" in log
    assert "RuntimeError: a traceback from the windowed app" in log


def test_a_windowed_sub_command_prints_to_the_log_file(tmp_path: Path) -> None:
    script = "import sys\nsys.stdout = None\nsys.stderr = None\nfrom voxwell.cli import main\n"
    script += "raise SystemExit(main(['--version']))\n"
    env = {**os.environ, "VOXWELL_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "logs" / LOG_FILE_NAME).read_text(encoding="utf-8")
    assert f"voxwell {__version__}" in log

"""A real X display (Xvfb) for the tests that start the whole app in a window, the environment
its child process gets, and the child's output lines read as they come."""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

HERE = Path(__file__).parent

__all__ = ["Lines", "child_env", "xvfb_display"]


@contextmanager
def xvfb_display() -> Iterator[str]:
    """A display of its own (``:N``) while the block runs; skips, saying why, where Xvfb cannot
    start."""
    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        pytest.skip("Xvfb and xdotool are needed for the real-window tests")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as announced:
        number = announced.readline().strip()  # Xvfb writes the display once it accepts clients
    if not number:
        server.kill()
        server.wait()
        pytest.skip("Xvfb could not start here")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


class Lines:
    """The child's output lines, read in a thread; ``expect`` waits for a matching one."""

    def __init__(self, child: subprocess.Popen[str]) -> None:
        self._lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.messages: list[str] = []  # the app's MESSAGE lines (its status and banner texts)
        assert child.stdout is not None
        stream = child.stdout
        threading.Thread(
            target=lambda: [self._lines.put(x.strip()) for x in stream], daemon=True
        ).start()

    def expect(self, match: Callable[[str], bool], within: float) -> str:
        while True:
            try:
                line = self._lines.get(timeout=within)
            except queue.Empty:
                raise AssertionError(
                    f"no matching line within {within} s; seen: {self.seen[-8:]}"
                ) from None
            self.seen.append(line)
            if line.startswith("MESSAGE "):
                self.messages.append(line)
            if match(line):
                return line


def child_env(display: str, tmp_path: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The child's whole environment, made here rather than inherited from the test run."""
    runtime = tmp_path / "xdg-runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    return {
        "PATH": os.environ.get("PATH", os.defpath),
        "LANG": "C.UTF-8",
        "HOME": str(tmp_path / "user"),
        "XDG_RUNTIME_DIR": str(runtime),
        "DISPLAY": display,
        "VOXWELL_HOME": str(tmp_path / "home"),
        "PYTHONPATH": str(HERE.parent.parent),
        **(extra or {}),
    }

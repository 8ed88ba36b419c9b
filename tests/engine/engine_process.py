"""An engine process started by a test with its own environment and limits, its output kept.

For tests that need what ``LocalEngine`` does not offer: a resource limit set before the engine
runs (``preexec``), or every line of its output (JSON logs). It listens on 127.0.0.1 only.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

__all__ = ["EngineProcess", "engine_process"]

_LISTENING = "Voxwell engine listening on "


class EngineProcess:
    """A running ``voxwell engine``: its base URL, key and output lines (all of them)."""

    def __init__(self, process: subprocess.Popen[str], key: str) -> None:
        self.process = process
        self.api_key = key
        self.lines: list[str] = []
        self.base_url = ""
        self._ready = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip())
            if line.startswith(_LISTENING) and not self._ready.is_set():
                self.base_url = line[len(_LISTENING) :].strip()
                self._ready.set()
        self._ready.set()

    def wait_ready(self, within: float) -> None:
        ready = self._ready.wait(within) and bool(self.base_url)
        assert ready, "the engine did not start:\n" + "\n".join(self.lines[-40:])

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
        self._reader.join(10)
        if self.process.stdout is not None:
            self.process.stdout.close()


@contextmanager
def engine_process(
    data_dir: Path,
    env: Mapping[str, str] | None = None,
    preexec: Callable[[], None] | None = None,
) -> Iterator[EngineProcess]:
    """``voxwell engine`` on a free loopback port with one analysis worker, stopped after."""
    key = f"vxk-proc-{secrets.token_hex(8)}"
    command = [sys.executable, "-m", "voxwell", "engine", "--host", "127.0.0.1", "--port", "0"]
    command += ["--data-dir", str(data_dir), "--api-key", key, "--workers", "1"]
    process = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})},
        preexec_fn=preexec,
    )
    engine = EngineProcess(process, key)
    try:
        engine.wait_ready(60)
        yield engine
    finally:
        engine.stop()

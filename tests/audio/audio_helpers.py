"""Helpers of the audio tests: a private PulseAudio server, a real-time pipe writer, resampling.

The PulseAudio server has pipe sources standing in for microphones.

Started as the current user with ``-n`` (no default configuration) and an isolated runtime
folder, socket and client configuration, so it neither needs nor touches a desktop session's
sound server. PortAudio (ALSA host API) reaches it through the ALSA ``pulse`` plugin
(libasound2-plugins) and ``PULSE_SERVER``. Each pipe source is a FIFO: bytes written to it are
what the "microphone" hears.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from voxwell.audio import TakeSession

__all__ = [
    "HEARD_SECONDS",
    "RATE",
    "PulseServer",
    "PulseUnavailable",
    "pipe_writer",
    "poll_until",
    "private_pulse_server",
    "resample",
]

RATE = 48000
HEARD_SECONDS = 10
"""The start of the mood answer fed to a microphone where what is checked is that the take heard
speech (7.3 s of it in the first 10 s): a pipe source plays in real time, so the whole 26 s answer
would cost 16 s more of the run."""


class PulseUnavailable(RuntimeError):
    """PulseAudio could not be started here; the message says why."""


class PulseServer:
    """A ``pulseaudio`` child process; use as a context manager."""

    def __init__(self, folder: Path, sources: tuple[str, ...] = ("mic",)) -> None:
        self.folder = folder
        self.runtime = folder / "run"
        self.socket = folder / "native"
        self.sources = sources
        self.log_path = folder / "pulseaudio.log"
        self.server = f"unix:{self.socket}"
        self._proc: subprocess.Popen[bytes] | None = None

    def fifo(self, source: str) -> Path:
        return self.folder / f"{source}.fifo"

    def env(self) -> dict[str, str]:
        """What a client process (or this one) needs to reach this server and no other."""
        client_conf = self.folder / "client.conf"
        client_conf.write_text("autospawn = no\n", encoding="utf-8")
        return {
            "PULSE_SERVER": self.server,
            "PULSE_CLIENTCONFIG": str(client_conf),
            "PULSE_RUNTIME_PATH": str(self.runtime),
        }

    def __enter__(self) -> PulseServer:
        exe = shutil.which("pulseaudio")
        if exe is None or shutil.which("pactl") is None:
            raise PulseUnavailable("pulseaudio / pactl are not installed")
        if len(str(self.socket)) > 100:
            raise PulseUnavailable(f"socket path too long for AF_UNIX: {self.socket}")
        self.runtime.mkdir(parents=True, exist_ok=True)
        self.runtime.chmod(0o700)
        home = self.folder / "home"
        home.mkdir(exist_ok=True)
        args = [
            exe,
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--disallow-exit",
            "-n",
            "--use-pid-file=false",
            "--log-target=stderr",
            f"--load=module-native-protocol-unix auth-anonymous=1 socket={self.socket}",
            "--load=module-null-sink sink_name=voxwell_test_out",
        ]
        for name in self.sources:
            args.append(
                f"--load=module-pipe-source source_name={name} file={self.fifo(name)} "
                f"format=s16le rate={RATE} channels=1"
            )
        env = {
            **os.environ,
            "HOME": str(home),
            "PULSE_RUNTIME_PATH": str(self.runtime),
            "XDG_RUNTIME_DIR": str(self.runtime),
        }
        env.pop("PULSE_SERVER", None)
        log = self.log_path.open("wb")
        self._proc = subprocess.Popen(args, env=env, stdout=log, stderr=log)
        log.close()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                tail = self.log_path.read_text(errors="replace")[-800:]
                raise PulseUnavailable(f"pulseaudio exited at start: {tail}")
            if self._answers():
                self.pactl("set-default-source", self.sources[0])
                return self
            time.sleep(0.05)  # polling a child's start-up, not a race
        self.kill()
        raise PulseUnavailable("pulseaudio did not answer within 15 s")

    def _answers(self) -> bool:
        if not self.socket.exists() or not all(self.fifo(n).exists() for n in self.sources):
            return False
        return self.pactl("info", check=False).returncode == 0

    def pactl(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["pactl", "-s", self.server, *args],
            capture_output=True,
            text=True,
            check=check,
            timeout=10,
            env={**os.environ, **self.env()},
        )

    def kill(self) -> None:
        """End the server at once (as if the sound system or device disappeared)."""
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait(timeout=10)

    def __exit__(self, *exc: object) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


@contextmanager
def private_pulse_server(prefix: str, sources: tuple[str, ...]) -> Iterator[PulseServer]:
    """A PulseAudio server of its own in a fresh short folder (AF_UNIX paths are limited), with
    pipe ``sources``; the test is skipped, with the reason, where PulseAudio cannot start."""
    import pytest  # only the tests' fixtures use this helper

    folder = Path(tempfile.mkdtemp(prefix=prefix))
    server = PulseServer(folder, sources=sources)
    try:
        server.__enter__()
    except PulseUnavailable as exc:
        shutil.rmtree(folder, ignore_errors=True)
        pytest.skip(f"PulseAudio cannot start here: {exc}")
    try:
        yield server
    finally:
        server.__exit__(None, None, None)
        shutil.rmtree(folder, ignore_errors=True)


@contextmanager
def pipe_writer(
    fifo: Path, pcm: npt.NDArray[np.int16], *, pad_seconds: float = 0.0
) -> Iterator[threading.Event]:
    """Write ``pcm`` (mono, 48 kHz) into ``fifo`` at real-time pace on a thread.

    The yielded event is set when everything (plus ``pad_seconds`` of silence) has been
    written. A pipe source with no writer delivers nothing, so silence keeps it "live".
    """
    done = threading.Event()
    stop = threading.Event()
    chunk = RATE // 50  # 20 ms
    padded = np.concatenate((pcm.astype("<i2"), np.zeros(int(pad_seconds * RATE), "<i2")))

    def run() -> None:
        try:
            with fifo.open("wb", buffering=0) as f:
                start = time.monotonic()
                for i in range(0, len(padded), chunk):
                    if stop.is_set():
                        return
                    f.write(padded[i : i + chunk].tobytes())
                    due = start + (i + chunk) / RATE
                    stop.wait(max(0.0, due - time.monotonic()))
        except (BrokenPipeError, OSError):
            pass  # the server went away (a test killed it on purpose)
        finally:
            done.set()

    thread = threading.Thread(target=run, name="pulse-pipe-writer", daemon=True)
    thread.start()
    try:
        yield done
    finally:
        stop.set()
        thread.join(timeout=5)


def resample(x: npt.NDArray[np.float32], rate_in: int, rate_out: int) -> npt.NDArray[np.float32]:
    """Linear-interpolation resampling: enough for speech fixtures fed to a meter."""
    if rate_in == rate_out:
        return x
    n_out = int(len(x) * rate_out / rate_in)
    t = np.arange(n_out) * (rate_in / rate_out)
    return np.interp(t, np.arange(len(x)), x).astype(np.float32)


def poll_until(session: TakeSession, done: Callable[[], bool], seconds: float) -> None:
    """Poll ``session`` as the GUI's timer does until ``done``; fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        session.poll()
        time.sleep(0.03)  # the GUI timer's period
    assert done(), f"condition not met within {seconds} s"

"""A private PostgreSQL cluster for the tests: ``initdb`` and ``pg_ctl`` in a temporary folder.

The server listens only on a Unix socket inside its own folder (no TCP port, nothing shared with
other test runs). PostgreSQL refuses to run as root, so under root the cluster is made and run as
an unprivileged user (``postgres`` where the package created it, else ``nobody``). Where the
server programs are missing, ``PostgresUnavailable`` says so and the tests skip with that reason.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path
from types import TracebackType

from tests.cost_record import count

__all__ = ["PostgresCluster", "PostgresUnavailable"]

_DATABASE = "voxwell"


class PostgresUnavailable(RuntimeError):
    """The PostgreSQL server programs are not installed here, or the cluster could not start."""


def _server_bin() -> Path:
    """The folder of ``initdb`` and ``pg_ctl``: on PATH, else Debian's versioned folder."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(found).resolve().parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), reverse=True)
    if versions:
        return versions[0].parent
    raise PostgresUnavailable("the PostgreSQL server (initdb, pg_ctl) is not installed")


def _run_as() -> str | None:
    """The unprivileged user to run the server as, or None when these tests are not root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
        except KeyError:
            continue
        return name
    raise PostgresUnavailable("running as root, and no unprivileged user to run PostgreSQL as")


class PostgresCluster:
    """A throwaway cluster with one database; use as a context manager. ``url`` connects to it."""

    def __init__(self, *, durable: bool = False, with_database: bool = True) -> None:
        # Tests skip fsync (their data is thrown away); a benchmark keeps it, as a server would.
        self._durable = durable
        self._with_database = with_database  # False: an empty cluster, as after installing
        self._bin = _server_bin()
        self._user = _run_as()
        self.folder = Path(tempfile.mkdtemp(prefix="vx-pg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder / "socket"
        self.database = _DATABASE

    @property
    def bin_dir(self) -> Path:
        """The folder of the server's programs (``psql`` among them)."""
        return self._bin

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/{_DATABASE}?host={self.socket_dir}"

    def _run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        command = [str(self._bin / args[0]), *args[1:]]
        if self._user is not None:
            command = ["runuser", "-u", self._user, "--", *command]
        return subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, check=False, cwd=self.folder
        )

    def start(self) -> None:
        self.socket_dir.mkdir()
        if self._user is not None:
            entry = pwd.getpwnam(self._user)
            for path in (self.folder, self.socket_dir):
                os.chown(path, entry.pw_uid, entry.pw_gid)
        made = self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            "postgres",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )
        if made.returncode != 0:
            raise PostgresUnavailable(f"initdb failed: {made.stderr.strip()[-400:]}")
        self._start_server()
        if not self._with_database:
            return
        created = self._run("createdb", "-h", str(self.socket_dir), "-U", "postgres", _DATABASE)
        if created.returncode != 0:
            self.stop()
            raise PostgresUnavailable(f"createdb failed: {created.stderr.strip()}")

    def _start_server(self) -> None:
        options = f"-c listen_addresses='' -k {self.socket_dir}"
        if not self._durable:
            options += " -c fsync=off"
        log = self.folder / "server.log"
        started = self._run(
            "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(log), "-w", "-t", "60", "start"
        )
        if started.returncode != 0:
            tail = log.read_text(errors="replace")[-400:] if log.exists() else started.stderr
            raise PostgresUnavailable(f"pg_ctl could not start the server: {tail}")

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: end sessions; ``immediate``: as after a crash)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop", timeout=60)

    def start_again(self) -> None:
        """Start a server stopped with :meth:`stop` again, on the same folder and data."""
        self._start_server()

    def restart(self) -> None:
        """Stop and start again on the same folder (what a server restart does to clients)."""
        self.stop()
        self._start_server()

    def __enter__(self) -> PostgresCluster:
        count("clusters")
        try:
            self.start()
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

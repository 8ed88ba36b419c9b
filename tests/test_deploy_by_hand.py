"""docs/deploy.md "By hand, from a fresh machine", followed by a script: its commands, not a copy.

The blocks marked ``<!-- deploy-test: NAME -->`` are read from the guide and run in order on a
new private PostgreSQL cluster with no database (``tests.postgres_cluster``): the role and the
database, a new virtual environment with ``pip install ".[team]"`` from this checkout, the
settings file, ``migrate`` and ``keys create``; then each systemd unit's ``ExecStart`` is started
with its ``EnvironmentFile`` and ``Environment`` as systemd would (``%i`` the instance): two API
nodes and two workers on this host, and one run goes from a node to a worker to a completed result.

What stands in for the machine: the guide's paths (``/opt/voxwell``, ``/etc/voxwell``,
``/var/lib/voxwell``) are moved under a temporary folder; ``sudo`` runs its command as the test's
own user (no system user is made); PostgreSQL listens on a Unix socket in the cluster's folder (the
URL's ``@localhost:5432`` becomes that socket). To stay fast and offline, the new environment sees
the packages of the project's own environment through a ``.pth`` file added after it is made (as
``--system-site-packages`` would) and pip reads this machine's package index on disk when there is
one (``/opt/pypi/simple``, for the build's setuptools); pip still builds and installs Voxwell
itself from the checkout into the new environment.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import sysconfig
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from tests.postgres_cluster import PostgresCluster

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "deploy.md"
_LOCAL_INDEX = Path("/opt/pypi/simple")
_MARK = re.compile(r"<!-- deploy-test: (?P<name>[^>]+?) -->\n```\w*\n(?P<body>.*?)\n```", re.S)
_INSTANCES = ("1", "2")

pytestmark = pytest.mark.slow


def _blocks() -> dict[str, str]:
    return {m["name"]: m["body"] for m in _MARK.finditer(GUIDE.read_text(encoding="utf-8"))}


def test_the_guide_marks_every_step_the_script_follows() -> None:
    names = list(_blocks())
    assert names == [
        "database",
        "venv",
        "install",
        "settings",
        "migrate",
        "unit voxwell-api@.service",
        "unit voxwell-worker@.service",
    ]
    units = "\n".join(body for name, body in _blocks().items() if name.startswith("unit"))
    assert units.count("Restart=always") == 2


class _Machine:
    """The guide's paths under ``root``, a ``sudo`` that runs as this user, the cluster's psql."""

    def __init__(self, root: Path, cluster: PostgresCluster) -> None:
        self.root = root
        self.cluster = cluster
        self.shims = root / "bin"
        self.shims.mkdir()
        sudo = self.shims / "sudo"
        sudo.write_text('#!/bin/sh\nif [ "$1" = "-u" ]; then shift 2; fi\nexec "$@"\n')
        sudo.chmod(0o755)
        python = Path(getattr(sys, "_base_executable", sys.executable))
        (self.shims / "python3").symlink_to(python)
        for folder in ("opt", "etc/voxwell", "var/lib/voxwell/recordings"):
            (root / folder).mkdir(parents=True, exist_ok=True)

    def text(self, block: str) -> str:
        for path in ("/opt/voxwell", "/etc/voxwell", "/var/lib/voxwell"):
            block = block.replace(path, str(self.root) + path)
        socket_dir = self.cluster.socket_dir
        return block.replace("@localhost:5432/voxwell", f"@/voxwell?host={socket_dir}")

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VOXWELL_", "PIP_"))}
        env["PATH"] = os.pathsep.join([str(self.shims), str(self.cluster.bin_dir), env["PATH"]])
        env.update(PGHOST=str(self.cluster.socket_dir), PGUSER="postgres")
        if _LOCAL_INDEX.is_dir():
            env["PIP_INDEX_URL"] = _LOCAL_INDEX.as_uri()
        return env

    def run(self, block: str) -> str:
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", self.text(block)],
            cwd=ROOT,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, (
            f"{block}\n--- stdout\n{done.stdout}\n--- stderr\n{done.stderr}"
        )
        return done.stdout

    def reuse_project_packages(self) -> None:
        """The new venv sees the project's installed packages (see the module's docstring)."""
        version = f"python{sys.version_info.major}.{sys.version_info.minor}"
        site = self.root / "opt" / "voxwell" / "lib" / version / "site-packages"
        (site / "zz-project-packages.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")


def _unit_process(machine: _Machine, unit: str, instance: str) -> subprocess.Popen[str]:
    """The unit's ExecStart, with its EnvironmentFile and Environment, as systemd starts it."""
    lines = machine.text(unit.replace("%i", instance)).splitlines()
    env = machine.env()
    for line in lines:
        key, _, value = line.partition("=")
        if key == "EnvironmentFile":
            for entry in Path(value).read_text().splitlines():
                name, _, setting = entry.partition("=")
                if name and not name.startswith("#"):
                    env[name] = setting
        elif key == "Environment":
            name, _, setting = value.partition("=")
            env[name] = setting
    (command,) = [line.partition("=")[2] for line in lines if line.startswith("ExecStart=")]
    return subprocess.Popen(
        command.split(),
        env={**env, "PYTHONUNBUFFERED": "1"},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def _port_free(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) != 0


def _ready(url: str) -> bool:
    try:
        return httpx.get(f"{url}/health/ready", timeout=5).status_code == 200
    except httpx.TransportError:
        return False


def _wait(condition: Callable[[], bool], within: float, what: str) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.2)


def test_the_guide_goes_from_a_new_cluster_to_a_completed_run(
    empty_postgres: PostgresCluster, tmp_path: Path, audio_fixtures: Path
) -> None:
    ports = [int(f"876{i}") for i in _INSTANCES] + [int(f"971{i}") for i in _INSTANCES]
    if not all(_port_free(port) for port in ports):
        pytest.skip(f"the guide's ports {ports} are in use on this host")
    blocks = _blocks()
    machine = _Machine(tmp_path, empty_postgres)
    machine.run(blocks["database"])
    machine.run(blocks["venv"])
    machine.reuse_project_packages()
    machine.run(blocks["install"])
    machine.run(blocks["settings"])
    key = machine.run(blocks["migrate"]).strip().splitlines()[-1]
    assert key.startswith("vxk-")

    processes = [
        _unit_process(machine, blocks[f"unit voxwell-{kind}@.service"], instance)
        for kind in ("api", "worker")
        for instance in _INSTANCES
    ]
    try:
        nodes = [f"http://127.0.0.1:876{i}" for i in _INSTANCES]
        for node in nodes:
            _wait(lambda node=node: _ready(node), 120, f"{node} to be ready")
        headers = {"x-api-key": key}
        user = {"userLabel": "by-hand", "dateOfBirth": "1984-06-01", "birthSex": "FEMALE"}
        created = httpx.post(
            f"{nodes[0]}/v1/models/mental-wellness",
            json={"user": user, "language": "en"},
            headers=headers,
            timeout=30,
        )
        assert created.status_code == 200, created.text
        upload = created.json()["recordingUploadUrl"]
        assert upload.startswith("https://voxwell.clinic.example.org/v1/uploads/")
        on_second = nodes[1] + upload[upload.index("/v1/uploads/") :]
        recording = (audio_fixtures / "mood_answer_en.flac").read_bytes()
        assert httpx.put(on_second, content=recording, timeout=60).status_code == 200
        run_url = f"{nodes[1]}/v1/models/mental-wellness/{created.json()['id']}"

        def final() -> bool:
            status = httpx.get(run_url, headers=headers, timeout=30).json()["status"]
            return status in ("COMPLETE_OK", "COMPLETE_ERROR")

        _wait(final, 300, "the run to end")
        assert httpx.get(run_url, headers=headers, timeout=30).json()["status"] == "COMPLETE_OK"
        assert all(process.poll() is None for process in processes)
        worker_metrics = httpx.get("http://127.0.0.1:9711/metrics", timeout=10).text
        worker_metrics += httpx.get("http://127.0.0.1:9712/metrics", timeout=10).text
        assert 'voxwell_runs_completed_total{outcome="COMPLETE_OK"} 1.0' in worker_metrics
    finally:
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)

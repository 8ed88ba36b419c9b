"""The suite's cost record: one line at the end of a run that says what the run paid for.

It names the engines, team servers and PostgreSQL clusters started, the whole analyses the
engines ran, and the CPU-seconds spent under each test directory, so that the next change that
doubles a fixture shows at once.

How it measures:

- **CPU-seconds** are read from a cgroup of each pytest process's own (cgroup v1 ``cpuacct`` or
  cgroup v2 ``cpu.stat``): the process joins it at start, and everything it starts joins with it,
  engines, their analysis workers and PostgreSQL servers that ``pg_ctl`` detaches included. Each
  test is charged what the whole tree used from the start of its setup to the end of its
  teardown (a module's fixture is built in its first test and torn down in its last); the rest
  (collection, start-up) is charged to ``(session)``. Where no cgroup can be made (not Linux, no
  rights), the line says CPU is unavailable and why.
- **Engines** are the ``voxwell engine`` server processes seen in that cgroup (a look every half
  second, by command line), also those of apps and commands a test runs as a child; **analysis
  workers** the processes they spawned (each loads the analysis and its recognisers).
- **Team servers** and **clusters** are counted where the tests start them
  (``tests/team_server.py``, ``tests/postgres_cluster.py``).
- **Analyses** are the runs an engine ended after analysing them, counted from the engine's own
  log line (``voxwell.engine.run_analysis.RUN_ENDED``) where a test process reads the engine's
  output (``LocalEngine``, team workers); engines inside apps a test runs as a child log
  elsewhere.

Under pytest-xdist each worker measures its own tree and sends its figures to the controller
(``workeroutput``), which prints the line. ``--cost-record=FILE`` also writes every test's
CPU-seconds to FILE as JSON, to find what is expensive.

The helpers that start servers import it before pytest loads it as a plugin, so pytest is told
not to rewrite its (assert-free) code: PYTEST_DONT_REWRITE.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import sys
import threading
import time
from collections import Counter
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from voxwell.engine.run_analysis import RUN_ENDED

__all__ = ["count", "note_engine_output"]

_KEY = "voxwell_cost_record"
_SAMPLE_EVERY = 0.5
_counts: Counter[str] = Counter()
_counts_lock = threading.Lock()


def count(what: str, n: int = 1) -> None:
    """Count ``n`` more of ``what`` (``team servers``, ``clusters``, ``analyses``) in this
    process's record."""
    with _counts_lock:
        _counts[what] += n


def note_engine_output(line: str) -> None:
    """Count what one line of an engine's or team worker's output says was done."""
    if RUN_ENDED in line:
        count("analyses")


class _CpuGroup:
    """A cgroup holding this process and all it starts; ``seconds()`` is their CPU time."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.why_not = ""
        self._usage: Path | None = None
        self._home: Path | None = None
        if not sys.platform.startswith("linux"):
            self.why_not = "needs Linux cgroups"
            return
        try:
            self._join()
        except OSError as exc:
            self.why_not = f"no cgroup of our own ({exc.strerror or exc})"
            self.path = None

    def _join(self) -> None:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
        paths = {}
        for line in lines:
            _, controllers, where = line.split(":", 2)
            for name in controllers.split(","):
                paths[name] = where
        v1 = Path("/sys/fs/cgroup/cpuacct")
        if "cpuacct" in paths and (v1 / "cpuacct.usage").exists():
            home = v1 / paths["cpuacct"].lstrip("/")
            usage_file = "cpuacct.usage"
        else:
            unified = Path("/sys/fs/cgroup")
            if not (unified / "cgroup.controllers").exists():
                unified = unified / "unified"
            if "" not in paths or not (unified / "cgroup.procs").exists():
                raise OSError(0, "no cpuacct or unified hierarchy")
            home = unified / paths[""].lstrip("/")
            usage_file = "cpu.stat"
        for stale in home.glob("voxwell-tests-*"):
            # A run's group is left behind when a process of it still ran as the run ended:
            # an empty one whose pytest process is gone goes now.
            if not Path(f"/proc/{stale.name.rsplit('-', 1)[1]}").exists():
                with contextlib.suppress(OSError):
                    stale.rmdir()
        group = home / f"voxwell-tests-{os.getpid()}"
        group.mkdir(exist_ok=True)
        (group / "cgroup.procs").write_text(str(os.getpid()))
        self.path, self._home = group, home
        self._usage = group / usage_file

    def seconds(self) -> float | None:
        if self._usage is None:
            return None
        text = self._usage.read_text()
        if self._usage.name == "cpuacct.usage":
            return int(text) / 1e9
        fields = dict(line.split() for line in text.splitlines())
        return int(fields["usage_usec"]) / 1e6

    def pids(self) -> list[int]:
        if self.path is None:
            return []
        with contextlib.suppress(OSError):
            return [int(p) for p in (self.path / "cgroup.procs").read_text().split()]
        return []

    def leave(self) -> None:
        if self.path is None or self._home is None:
            return
        # Back to where it came from; the group goes once nothing of ours is left in it.
        with contextlib.suppress(OSError):
            (self._home / "cgroup.procs").write_text(str(os.getpid()))
        with contextlib.suppress(OSError):
            self.path.rmdir()


_ENGINE = re.compile(rb"(?:^|\x00)engine(?:\x00|$)")
_NOT_SERVER = (b"\x00worker", b"\x00keys", b"\x00migrate", b"\x00erase")


def _cmdline(pid: int) -> bytes:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    return b""


def _is_engine(cmdline: bytes) -> bool:
    return b"voxwell" in cmdline and _ENGINE.search(cmdline) is not None


class _EngineSpotter(threading.Thread):
    """Counts the engine server processes that appear in the group."""

    def __init__(self, group: _CpuGroup) -> None:
        super().__init__(name="cost-record", daemon=True)
        self._group = group
        self._seen: set[tuple[int, bytes]] = set()
        self._halt = threading.Event()

    def run(self) -> None:
        while not self._halt.wait(_SAMPLE_EVERY):
            self.look()

    def look(self) -> None:
        for pid in self._group.pids():
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
                stat = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()
                key, parent = (pid, stat[19]), int(stat[1])
            except (OSError, IndexError, ValueError):
                continue
            if key in self._seen:
                continue
            if _is_engine(cmdline) and not any(word in cmdline for word in _NOT_SERVER):
                self._seen.add(key)
                count("engines")
            elif b"spawn_main" in cmdline and _is_engine(_cmdline(parent)) and int(stat[2]) == pid:
                # A process an engine (or team worker) spawned that leads its own process group:
                # an analysis worker (the monitoring processes do not; a worker is counted once
                # it has made its group, on a later look if need be).
                self._seen.add(key)
                count("analysis workers")

    def stop(self) -> None:
        self._halt.set()
        self.join(5)
        self.look()


class _EngineLog(logging.Handler):
    """Reads the engine output that ``LocalEngine`` relays to its logger."""

    def emit(self, record: logging.LogRecord) -> None:
        with contextlib.suppress(Exception):
            note_engine_output(record.getMessage())


class CostRecord:
    """One pytest process's record: CPU by test, and the counters."""

    def __init__(self) -> None:
        self.group = _CpuGroup()
        self.by_test: dict[str, float] = {}
        self.counts_by_test: dict[str, dict[str, int]] = {}
        self._counts_before: Counter[str] = Counter()
        # What this process spent before it joined its group (start-up, imports).
        self.outside = sum(os.times()[:4]) if self.group.path else 0.0
        self._spotter = _EngineSpotter(self.group) if self.group.path else None
        self._last = self.group.seconds()
        self._log = _EngineLog(level=logging.INFO)
        self._logger = logging.getLogger("voxwell.launcher.local_engine")
        self._old_level = self._logger.level

    def start(self) -> None:
        if self._spotter is not None:
            self._spotter.start()
        self._logger.addHandler(self._log)
        if self._logger.getEffectiveLevel() > logging.INFO:
            self._logger.setLevel(logging.INFO)

    def _since_last(self) -> float:
        now = self.group.seconds()
        if now is None or self._last is None:
            return 0.0
        spent, self._last = now - self._last, now
        return spent

    def before_test(self) -> None:
        self.outside += self._since_last()
        with _counts_lock:
            self._counts_before = Counter(_counts)

    def after_test(self, nodeid: str) -> None:
        self.by_test[nodeid] = self.by_test.get(nodeid, 0.0) + self._since_last()
        with _counts_lock:
            started = Counter(_counts)
        started.subtract(self._counts_before)
        if +started:
            self.counts_by_test[nodeid] = dict(+started)

    def finish(self) -> dict[str, Any]:
        self.outside += self._since_last()
        if self._spotter is not None:
            self._spotter.stop()
        self._logger.removeHandler(self._log)
        self._logger.setLevel(self._old_level)
        self.group.leave()
        with _counts_lock:
            counts = dict(_counts)
        return {
            "cpu": self.group.path is not None,
            "why_not": self.group.why_not,
            "by_test": self.by_test,
            "counts_by_test": self.counts_by_test,
            "outside": self.outside,
            "counts": counts,
        }


def _directory(nodeid: str) -> str:
    parts = nodeid.split("::", 1)[0].split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "tests" else "tests"


def summary_line(records: list[dict[str, Any]]) -> str:
    """The one line: counters, then CPU-seconds in all and by directory."""
    counts: Counter[str] = Counter()
    for record in records:
        counts.update(record["counts"])
    started = ("engines", "analysis workers", "team servers", "clusters")
    line = "cost record: " + ", ".join(f"{counts.get(what, 0)} {what}" for what in started)
    line += f", {counts.get('analyses', 0)} analyses by engines"
    if not all(record["cpu"] for record in records):
        why = next(r["why_not"] for r in records if not r["cpu"])
        return f"{line}; CPU-seconds unavailable: {why}"
    by_dir: Counter[str] = Counter()
    for record in records:
        for nodeid, seconds in record["by_test"].items():
            by_dir[_directory(nodeid)] += seconds
        by_dir["(session)"] += record["outside"]
    total = sum(by_dir.values())
    parts = ", ".join(f"{name} {seconds:.0f}" for name, seconds in by_dir.most_common())
    return f"{line}; {total:.0f} CPU-s: {parts}"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--cost-record",
        metavar="FILE",
        default=None,
        help="also write each test's CPU-seconds (the cost record's figures) to FILE as JSON",
    )


def pytest_configure(config: pytest.Config) -> None:
    is_controller = not hasattr(config, "workerinput") and _runs_workers(config)
    config.stash[_records_key] = []
    if not is_controller:
        record = CostRecord()
        record.start()
        config.stash[_own_key] = record


def _runs_workers(config: pytest.Config) -> bool:
    numprocesses = getattr(config.option, "numprocesses", None)
    return bool(numprocesses) and getattr(config.option, "dist", "no") != "no"


_records_key = pytest.StashKey[list[dict[str, Any]]]()
_own_key = pytest.StashKey[CostRecord]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    record = item.config.stash.get(_own_key, None)
    if record is not None:
        record.before_test()
    yield
    if record is not None:
        record.after_test(item.nodeid)


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    record = config.stash.get(_own_key, None)
    if record is None:
        return
    figures = record.finish()
    if hasattr(config, "workerinput"):
        config.workeroutput[_KEY] = json.dumps(figures)  # type: ignore[attr-defined]
    else:
        config.stash[_records_key].append(figures)


def pytest_testnodedown(node: Any, error: object) -> None:
    figures = getattr(node, "workeroutput", {}).get(_KEY)
    if figures is not None:
        node.config.stash[_records_key].append(json.loads(figures))


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    records = config.stash.get(_records_key, [])
    if not any(record["by_test"] for record in records):
        return  # nothing ran (collection only, or every test deselected)
    terminalreporter.write_line(summary_line(records))
    target = config.getoption("--cost-record")
    if target:
        by_test: dict[str, float] = {}
        counts_by_test: dict[str, dict[str, int]] = {}
        for record in records:
            by_test.update(record["by_test"])
            counts_by_test.update(record["counts_by_test"])
        outside = sum(record["outside"] for record in records)
        payload = {
            "by_test": by_test,
            "counts_by_test": counts_by_test,
            "session": outside,
            "written": time.time(),
        }
        Path(target).write_text(json.dumps(payload, indent=1, sort_keys=True))

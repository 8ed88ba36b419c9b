"""The analysis worker processes: a fixed number of slots, each with at most one supervised
``worker_process.WorkerProcess``, and how a job is handed to a slot's worker and how it ends.

A slot's worker starts when it is first asked for and is replaced when it dies; one that has
held no job for the idle time ends, giving its memory back. Handing a job over is bounded in
time at every step: the worker must be ready within the start-up limit, must acknowledge the
job within ``ACK_LIMIT`` (a hung or stopped worker is replaced and the job goes to a fresh one),
and must answer within the job's time limit. How a job ended is a :class:`JobEnd`; a worker
that died of a crash signal of its own is classified by ``worker_process.lost_analysis``.

Both life cycles use this pool: the desktop engine's dispatcher (``jobs.JobRunner``) and a team
worker's queue tasks (``queue``), through ``run_analysis.RunAnalyser``.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from voxwell.api import MentalWellnessErrorCode
from voxwell.engine.worker import STARTED, Job, Outcome
from voxwell.engine.worker_process import WorkerProcess, lost_analysis

__all__ = ["ACK_LIMIT", "STARTUP_LIMIT", "JobEnd", "WorkerPool"]

_log = logging.getLogger(__name__)

_INTERNAL = MentalWellnessErrorCode.ERR_INTERNAL.value
STARTUP_LIMIT = 120.0  # loading the analysis (its recogniser model) on a busy machine
ACK_LIMIT = 5.0
"""How long a loaded worker may take to acknowledge a job (it answers at once when it is well):
one that does not is taken as hung (stopped, swapped out, deadlocked) and replaced, and the job
goes to the fresh worker, instead of the run waiting out the start-up limit."""
_HAND_OVERS = 2  # workers a job is handed to when the first one was gone before it began
_NOT_STARTED = "The analysis worker could not start."


@dataclass(frozen=True)
class JobEnd:
    """How a job handed to the pool ended: its ``outcome``; or an ``error`` (code, reason) for
    the run; or neither when the engine is stopping (the run is left for the next start)."""

    outcome: Outcome | None = None
    error: tuple[str, str] | None = None


class WorkerPool:
    """``size`` slots of analysis workers, started on demand and ended when idle."""

    def __init__(self, size: int, log_path: Path, timeout: float, idle_timeout: float) -> None:
        self._log_path = log_path
        self._timeout = timeout
        # A worker that has held no job for this long ends, giving its memory back (0: kept).
        self.idle_timeout = idle_timeout
        self._workers: list[WorkerProcess | None] = [None] * max(1, size)
        self._idle_since = [0.0] * len(self._workers)  # when each slot's worker last worked
        # Held to start a worker and by stop() to take its snapshot: none starts after stop().
        self._lock = threading.Lock()
        self.stopping = threading.Event()

    @property
    def size(self) -> int:
        return len(self._workers)

    def busy(self) -> int:
        """Workers holding a job now."""
        return sum(1 for worker in self._workers if worker is not None and worker.busy)

    def has_worker(self, index: int) -> bool:
        worker = self._workers[index]
        return worker is not None and worker.process.is_alive()

    def touch(self, index: int) -> None:
        """Slot ``index``'s worker is about to work (or just did): it is not idle."""
        self._idle_since[index] = time.monotonic()

    def worker(self, index: int) -> WorkerProcess | None:
        """The live worker of slot ``index`` (started if need be); None once stopping."""
        with self._lock:
            if self.stopping.is_set():
                return None
            worker = self._workers[index]
            if worker is None or not worker.process.is_alive():
                if worker is not None:
                    worker.kill()
                worker = WorkerProcess(self._log_path)
                self._workers[index] = worker
                self._idle_since[index] = time.monotonic()
            return worker

    def warm_up(self) -> None:
        """Start every slot's worker now and wait until each has loaded the analysis."""
        for index in range(self.size):
            worker = self.worker(index)
            if worker is not None:
                worker.wait_ready(STARTUP_LIMIT)

    def end_if_idle(self, index: int) -> bool:
        """End slot ``index``'s worker if it has held no job for the idle time; whether it did.
        Called by the one thread that hands that slot its jobs, so none is on its way to it."""
        with self._lock:
            worker = self._workers[index]
            idle = time.monotonic() - self._idle_since[index]
            if worker is None or self.stopping.is_set() or idle < self.idle_timeout:
                return False
            self._workers[index] = None
        worker.kill()
        _log.info("An analysis worker idle for %.0f s has ended, giving its memory back", idle)
        return True

    def begin_stop(self) -> list[WorkerProcess]:
        """Start no more workers; end those without a job at once (nothing of value is lost)
        and tell the busy ones to end after theirs. Returns every worker, for :meth:`kill`."""
        with self._lock:
            self.stopping.set()
            workers = [worker for worker in self._workers if worker is not None]
        for worker in workers:
            if worker.busy:
                worker.ask_to_stop()
            else:
                worker.kill()
        return workers

    def stop(self) -> None:
        """End every worker now (a team worker, once its queue's jobs in flight are done)."""
        self.kill(self.begin_stop())

    @staticmethod
    def kill(workers: list[WorkerProcess]) -> None:
        """End ``workers`` and their helpers now (past a stop's grace, or done)."""
        for worker in workers:
            worker.kill()

    def run(
        self,
        index: int,
        job: Job,
        begin_attempt: Callable[[], str | None],
        release_attempt: Callable[[], None],
    ) -> JobEnd:
        """Have slot ``index``'s worker do ``job``. ``begin_attempt`` is called once the worker
        is ready and returns a reason to refuse the job (too many attempts) or None;
        ``release_attempt`` undoes it for an attempt that never reached the analysis or was cut
        short by a stop."""
        # A worker can die between jobs (killed from outside, out of memory) before the engine
        # sees it go; a job handed to it never began, so a fresh worker gets it once more.
        for _ in range(_HAND_OVERS):
            worker = self.worker(index)
            if worker is None:
                return JobEnd()  # stopping: the run stays RUNNING for the next start
            if not worker.wait_ready(STARTUP_LIMIT):
                if self.stopping.is_set():
                    return JobEnd()
                self._forget(index, worker)
                return JobEnd(error=(_INTERNAL, _NOT_STARTED))
            worker.busy = True  # from here a stop gives this slot its grace period
            refused = begin_attempt()
            if refused is not None:
                worker.busy = False
                return JobEnd(error=(_INTERNAL, refused))
            started, finished, outcome = self._hand_over(worker, job)
            if started or self.stopping.is_set():
                break
            self._forget(index, worker)
            release_attempt()  # the job never reached the analysis
        else:
            return JobEnd(error=(_INTERNAL, _NOT_STARTED))
        if outcome is not None:
            return JobEnd(outcome=outcome)  # kept even while stopping: the work is done
        if self.stopping.is_set():
            # Cut short by the stop, not failed: the attempt does not count towards its limit.
            release_attempt()
            return JobEnd()
        self._forget(index, worker)
        if not finished:
            reason = f"The analysis did not finish within {self._timeout:g} s and was stopped."
            return JobEnd(error=(_INTERNAL, reason))
        return JobEnd(error=lost_analysis(worker, {k: Path(v) for k, v in job.paths.items()}))

    def _forget(self, index: int, worker: WorkerProcess) -> None:
        worker.kill()
        self._workers[index] = None

    def _hand_over(self, worker: WorkerProcess, job: Job) -> tuple[bool, bool, Outcome | None]:
        """Send ``job`` and wait for its outcome: (it reached the analysis, the worker answered
        or ended within the time limit, the outcome if one came)."""
        started = False
        try:
            worker.send(job)
            if worker.connection.poll(ACK_LIMIT):
                started = worker.connection.recv() == STARTED
            finished = started and worker.connection.poll(self._timeout)
            outcome: Outcome | None = worker.connection.recv() if finished else None
        except (EOFError, OSError):
            return started, True, None
        finally:
            worker.busy = False
        return started, finished, outcome

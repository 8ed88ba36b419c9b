"""Running analyses: a bounded queue fed from the store, and one supervised worker per slot
(each a ``worker_process.WorkerProcess``, started only when work needs it).

The store is the source of truth: a run is ``RUNNING`` in the database before it is queued,
and the dispatcher fills the bounded queue from the database whenever there is room (so runs
left ``RUNNING`` by a crash are picked up on the next start the same way). Each slot thread owns
one long-lived worker process; a worker that crashes or overruns the time limit is killed and
replaced, and only the run it held ends in ``COMPLETE_ERROR``.

A worker that dies of a crash signal (a decoder fault, or an allocation refused under its memory
limit) failed on that recording and would fail again: its run ends with a final
``ERR_RECORDING_INVALID_FORMAT``. Stopping the engine is not a failure: an outcome that arrives
within the grace period is kept, and an attempt cut short by the stop is not counted.
"""

from __future__ import annotations

import logging
import queue
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path

from voxwell.api import MentalWellnessErrorCode, ModelRunStatus
from voxwell.engine.observe import AnalysisObserver
from voxwell.engine.recordings import RecordingMissing, RecordingStore, RecordingStoreError
from voxwell.engine.runs import RunRecord, RunStore
from voxwell.engine.worker import STARTED, Job, Outcome
from voxwell.engine.worker_process import WorkerProcess, lost_analysis

__all__ = ["MAX_ATTEMPTS", "RUN_ENDED", "JobRunner", "public_reason"]

_log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
"""Tries of one run (restarts included) before it is given up as ``ERR_INTERNAL``."""

RUN_ENDED = "Analysis ended"
"""How the engine's log line for each run it ended begins (an operator's record of the work
done: run id, outcome and seconds; never personal data)."""

_INTERNAL = MentalWellnessErrorCode.ERR_INTERNAL.value
_STARTUP_LIMIT = 120.0  # loading the analysis (its recogniser model) on a busy machine
_IDLE_CHECK = 5.0  # how often a slot looks whether its worker has been idle too long
_ACK_LIMIT = 5.0
"""How long a loaded worker may take to acknowledge a job (it answers at once when it is well):
one that does not is taken as hung (stopped, swapped out, deadlocked) and replaced, and the job
goes to the fresh worker, instead of the run waiting out the start-up limit."""
_STORE_RETRY_PAUSE = 5.0  # before a run whose recordings could not be fetched is tried again
_HAND_OVERS = 2  # workers a job is handed to when the first one was gone before it began

_REASON_LIMIT = 1000
_ABSOLUTE_PATH = re.compile(r"(?<![\w/.])(?:[A-Za-z]:)?[/\\](?:[\w.+ -]+[/\\])+[\w.+-]*")


def public_reason(reason: str, private: tuple[str, ...] = ()) -> str:
    """``reason`` without server file paths (the data folder, a recording's path, any other)."""
    reason = reason[:_REASON_LIMIT]
    for text in sorted(private, key=len, reverse=True):
        if text:
            reason = reason.replace(text, "the recording")
    return _ABSOLUTE_PATH.sub("a file", reason)


class JobRunner:
    """Feeds ``RUNNING`` runs to worker processes and records how each ends."""

    def __init__(
        self,
        runs: RunStore,
        *,
        recordings: RecordingStore,
        workers: int,
        timeout: float,
        queue_size: int,
        log_path: Path,
        on_complete: Callable[[], None] | None = None,
        observer: AnalysisObserver | None = None,
        idle_timeout: float = 0.0,
    ) -> None:
        self._runs = runs
        # A worker that has held no run for this long ends, giving its memory back (0: kept).
        self._idle_timeout = idle_timeout
        self._observer = observer
        # Run id -> (kind, language, start) of the analyses in progress, for the observer.
        self._started: dict[str, tuple[str, str, float]] = {}
        self._recordings = recordings
        self._timeout = timeout
        self._log_path = log_path
        self._on_complete = on_complete
        # Unbounded so that stop() can always add one wake-up (None) per slot; the dispatcher
        # keeps it to ``capacity`` run ids itself.
        self._capacity = max(1, queue_size)
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._claimed: set[str] = set()
        self._claimed_lock = threading.Lock()
        self._wake = threading.Event()
        self._prepare = threading.Event()  # a run was created: start the workers
        self._stopping = threading.Event()
        self._workers: list[WorkerProcess | None] = [None] * max(1, workers)
        # Slots holding a run (from taking it off the queue until its outcome is recorded), and
        # the condition a slot without a worker waits on until it is needed.
        self._engaged = [False] * len(self._workers)
        self._idle_since = [0.0] * len(self._workers)  # when each slot's worker last worked
        self._slots = threading.Condition()
        # Held to start a worker and by stop() to take its snapshot: none starts after stop().
        self._workers_lock = threading.Lock()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        """Start dispatching. Workers start with the first run or monitored take
        (:meth:`prepare`), not here: an engine that only serves history or questionnaires holds
        no recogniser in memory (about 480 MB a worker). A slot starts its worker only when
        every live worker holds a run, so runs one after another share one worker."""
        if self._stopping.is_set():
            return
        for index in range(len(self._workers)):
            thread = threading.Thread(
                target=self._serve, args=(index,), name=f"vx-slot-{index}", daemon=True
            )
            self._threads.append(thread)
        dispatcher = threading.Thread(target=self._dispatch, name="vx-dispatch", daemon=True)
        self._threads.append(dispatcher)
        for thread in self._threads:
            thread.start()

    def depth(self) -> dict[str, int]:
        """Runs handed to this runner and waiting for a slot (``todo``), and being analysed."""
        busy = sum(1 for worker in self._workers if worker is not None and worker.busy)
        return {"todo": self._queue.qsize(), "doing": busy}

    def notify(self) -> None:
        """A run has become ``RUNNING``: look at the store now rather than at the next tick."""
        self._wake.set()

    def stop(self, grace: float = 2.0) -> None:
        """Stop dispatching, end the workers (a job in flight stays RUNNING for the next start).

        A worker without a job (idle, or still loading the analysis) is ended at once; busy
        workers are all told together and share ``grace`` seconds, in which their slot threads
        record any outcome that arrives; then what is left is killed with its helpers. Idle slot
        threads are woken (a None each) rather than left to a poll timeout.
        """
        with self._workers_lock:
            self._stopping.set()
            workers = [worker for worker in self._workers if worker is not None]
        self._wake.set()
        with self._slots:
            self._slots.notify_all()
        for _ in range(len(self._workers)):
            self._queue.put_nowait(None)
        for worker in workers:
            if worker.busy:
                worker.ask_to_stop()
            else:
                worker.kill()  # holds no job: nothing of value is lost
        deadline = time.monotonic() + grace
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        for worker in workers:
            # Past its grace (its run stays RUNNING for the next start), or done: either way
            # its process group and pipe are closed now.
            worker.kill()
        for thread in self._threads:
            thread.join(5.0)

    def prepare(self) -> None:
        """A run was created (or a take is being monitored): have a worker started now unless
        one is free, so that it has loaded the analysis (1–2 s) by the time the recordings
        arrive; a second worker starts only while the first holds a run. The
        dispatcher starts them, not the caller's thread: Linux sends a worker its parent-death
        signal when the thread that started it ends, and a request's thread may end any time."""
        self._prepare.set()
        self._wake.set()

    def warm_up(self) -> None:
        """Start every slot's worker now and wait until each has loaded the analysis."""
        for index in range(len(self._workers)):
            worker = self._worker(index)
            if worker is not None:
                worker.wait_ready(_STARTUP_LIMIT)

    def analyse(self, index: int, run_id: str) -> None:
        """Analyse one ``RUNNING`` run on slot ``index``'s worker and record how it ended.

        How the team server's queue workers use a runner: without :meth:`start` (no dispatcher),
        one call per job, each from its own thread, never two at once on one slot.
        """
        record = self._runs.get(run_id)
        if record is None or record.status is not ModelRunStatus.RUNNING:
            return
        if self._observer is not None and record.run_at is not None:  # last upload to now
            self._observer.started(max(0.0, time.time() - record.run_at))
        self._started[run_id] = (record.kind.value, record.language, time.monotonic())
        keys = self._runs.upload_keys(run_id)
        try:
            if any(slot not in keys for slot in record.slots):
                raise RecordingMissing("A recording of this run was never recorded.")
            # Local files for the analysis (and the crash sniffing), for this attempt only.
            with self._recordings.local_copies({s: keys[s] for s in record.slots}) as paths:
                self._analyse(index, record, paths)
        except RecordingMissing:
            self._finish_error(
                run_id, _INTERNAL, "A recording of this run is missing from the recording store."
            )
        except RecordingStoreError as exc:
            # Not the run's fault: it stays RUNNING and is tried again after a pause.
            _log.warning("Run %s waits for the recording store: %s", run_id, exc)
            self._stopping.wait(_STORE_RETRY_PAUSE)
        finally:
            self._started.pop(run_id, None)  # an attempt that did not end the run

    def _dispatch(self) -> None:
        while not self._stopping.is_set():
            self._wake.wait(1.0)
            self._wake.clear()
            if self._stopping.is_set():
                return
            try:
                if self._prepare.is_set():
                    self._prepare.clear()
                    self._start_a_worker_unless_one_is_free()
                self._fill()
            except Exception:
                _log.exception("Dispatching runs failed; trying again shortly")

    def _fill(self) -> None:
        room = self._capacity - self._queue.qsize()
        if room <= 0:
            return
        with self._claimed_lock:
            claimed = set(self._claimed)
        for record in self._runs.running(claimed, room):
            with self._claimed_lock:
                self._claimed.add(record.id)
            self._queue.put_nowait(record.id)

    def _serve(self, index: int) -> None:
        while self._needed(index):
            try:
                # Woken now and then to end a worker that has been idle too long.
                run_id = self._queue.get(timeout=_IDLE_CHECK if self._idle_timeout else None)
            except queue.Empty:
                self._end_if_idle(index)
                continue
            if run_id is None or self._stopping.is_set():
                return  # stopping: queued runs stay RUNNING and are taken up on the next start
            if not self._has_worker(index) and self._free_worker_besides(index) is not None:
                # A loaded worker is free: it takes the run rather than this slot a new one.
                self._queue.put_nowait(run_id)
                continue
            self._engage(index, True)
            try:
                self.analyse(index, run_id)
            except Exception:
                _log.exception("Recording the outcome of run %s failed", run_id)
            finally:
                self._idle_since[index] = time.monotonic()
                self._engage(index, False)
                with self._claimed_lock:
                    self._claimed.discard(run_id)
                self._wake.set()

    def _end_if_idle(self, index: int) -> None:
        """End slot ``index``'s worker if it has held no run for the idle time (its slot
        thread, which alone hands it runs, is here: no job can be on its way to it)."""
        with self._workers_lock:
            worker = self._workers[index]
            idle = time.monotonic() - self._idle_since[index]
            if worker is None or self._stopping.is_set() or idle < self._idle_timeout:
                return
            self._workers[index] = None
        worker.kill()
        _log.info("An analysis worker idle for %.0f s has ended, giving its memory back", idle)
        with self._slots:
            self._slots.notify_all()

    def _has_worker(self, index: int) -> bool:
        worker = self._workers[index]
        return worker is not None and worker.process.is_alive()

    def _free_worker_besides(self, index: int | None) -> int | None:
        """A slot other than ``index`` whose live worker holds no run, if there is one."""
        for other in range(len(self._workers)):
            if other != index and not self._engaged[other] and self._has_worker(other):
                return other
        return None

    def _needed(self, index: int) -> bool:
        """Wait while slot ``index`` has no worker and another slot's worker is free (it
        takes the next run); False once stopping. Polled as well, since a worker's death is
        not announced."""
        with self._slots:
            while (
                not self._stopping.is_set()
                and not self._has_worker(index)
                and self._free_worker_besides(index) is not None
            ):
                self._slots.wait(0.5)
        return not self._stopping.is_set()

    def _engage(self, index: int, engaged: bool) -> None:
        with self._slots:
            self._engaged[index] = engaged
            self._slots.notify_all()

    def _start_a_worker_unless_one_is_free(self) -> None:
        free = self._free_worker_besides(None)
        if free is not None:
            self._idle_since[free] = time.monotonic()  # work is coming: not idle
            return
        for index in range(len(self._workers)):
            if not self._engaged[index] and not self._has_worker(index):
                self._worker(index)
                with self._slots:
                    self._slots.notify_all()
                return

    def _worker(self, index: int) -> WorkerProcess | None:
        """The live worker of slot ``index`` (started if need be); None once stopping."""
        with self._workers_lock:
            if self._stopping.is_set():
                return None
            worker = self._workers[index]
            if worker is None or not worker.process.is_alive():
                if worker is not None:
                    worker.kill()
                worker = WorkerProcess(self._log_path)
                self._workers[index] = worker
                self._idle_since[index] = time.monotonic()
            return worker

    def _analyse(self, index: int, record: RunRecord, paths: dict[str, Path]) -> None:
        run_id = record.id
        job = Job(
            run_id,
            record.kind.value,
            {k: str(v) for k, v in paths.items()},
            record.user,
            record.language,
        )
        # A worker can die between jobs (killed from outside, out of memory) before the engine
        # sees it go; a job handed to it never began, so a fresh worker gets it once more.
        for _ in range(_HAND_OVERS):
            worker = self._worker(index)
            if worker is None:
                return  # stopping: the run stays RUNNING and is taken up on the next start
            if not worker.wait_ready(_STARTUP_LIMIT):
                if self._stopping.is_set():
                    return
                worker.kill()
                self._workers[index] = None
                self._finish_error(run_id, _INTERNAL, "The analysis worker could not start.")
                return
            worker.busy = True  # from here stop() gives this slot its grace period
            if self._runs.mark_attempt(run_id) > MAX_ATTEMPTS:
                worker.busy = False
                self._finish_error(
                    run_id,
                    _INTERNAL,
                    f"The analysis failed {MAX_ATTEMPTS} times; create a new run.",
                )
                return
            started, finished, outcome = self._hand_over(worker, job)
            if started or self._stopping.is_set():
                break
            worker.kill()
            self._workers[index] = None
            self._runs.release_attempt(run_id)  # the job never reached the analysis
        else:
            self._finish_error(run_id, _INTERNAL, "The analysis worker could not start.")
            return
        if outcome is not None:
            self._record(outcome, job)  # kept even while stopping: the work is done
            return
        if self._stopping.is_set():
            # Cut short by the stop, not failed: the run stays RUNNING for the next start and
            # this attempt does not count towards its limit.
            self._runs.release_attempt(run_id)
            return
        worker.kill()
        self._workers[index] = None
        if not finished:
            reason = f"The analysis did not finish within {self._timeout:g} s and was stopped."
            self._finish_error(run_id, _INTERNAL, reason)
            return
        code, reason = lost_analysis(worker, paths)
        self._finish_error(run_id, code, reason)

    def _hand_over(self, worker: WorkerProcess, job: Job) -> tuple[bool, bool, Outcome | None]:
        """Send ``job`` and wait for its outcome: (it reached the analysis, the worker answered
        or ended within the time limit, the outcome if one came)."""
        started = False
        try:
            worker.send(job)
            if worker.connection.poll(_ACK_LIMIT):
                started = worker.connection.recv() == STARTED
            finished = started and worker.connection.poll(self._timeout)
            outcome: Outcome | None = worker.connection.recv() if finished else None
        except (EOFError, OSError):
            return started, True, None
        finally:
            worker.busy = False
        return started, finished, outcome

    def _record(self, outcome: Outcome, job: Job) -> None:
        private = (*job.paths.values(), str(self._log_path.parent.parent))
        if outcome.error_code is None and outcome.results is not None:
            self._runs.complete_ok(
                outcome.run_id, outcome.results, outcome.warnings, outcome.model or ""
            )
        else:
            self._runs.complete_error(
                outcome.run_id,
                outcome.error_code or _INTERNAL,
                public_reason(outcome.error_reason or "The analysis failed.", private),
                outcome.warnings,
                outcome.model,
            )
        ok = outcome.error_code is None and outcome.results is not None
        self._ended(outcome.run_id, ModelRunStatus.COMPLETE_OK.value if ok else outcome.error_code)

    def _finish_error(self, run_id: str, code: str, reason: str) -> None:
        self._runs.complete_error(run_id, code, reason)
        self._ended(run_id, code)

    def _ended(self, run_id: str, outcome: str | None) -> None:
        started = self._started.pop(run_id, None)
        took = "" if started is None else f" after {time.monotonic() - started[2]:.1f} s"
        _log.info("%s: run %s, %s%s", RUN_ENDED, run_id, outcome or _INTERNAL, took)
        if self._observer is not None and started is not None:
            model, language, at = started
            self._observer.finished(model, language, outcome or _INTERNAL, time.monotonic() - at)
        if self._on_complete is not None:
            self._on_complete()

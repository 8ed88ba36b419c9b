"""The desktop engine's life cycle of analyses: a bounded queue fed from the store, and one slot
thread per worker of the ``worker_pool.WorkerPool`` (workers started only when work needs them).

The store is the source of truth: a run is ``RUNNING`` in the database before it is queued,
and the dispatcher fills the bounded queue from the database whenever there is room (so runs
left ``RUNNING`` by a crash are picked up on the next start the same way). Each slot thread
takes runs off the queue and has them analysed on its slot's worker
(``run_analysis.RunAnalyser``); a worker that crashes or overruns the time limit is killed and
replaced, and only the run it held ends in ``COMPLETE_ERROR``. A team server's workers take
their runs from its PostgreSQL queue instead (``queue``), with the same pool and analyser.
"""

from __future__ import annotations

import logging
import queue
import threading
import time

from voxwell.engine.run_analysis import RunAnalyser
from voxwell.engine.runs import RunStore

__all__ = ["JobRunner"]

_log = logging.getLogger(__name__)

_IDLE_CHECK = 5.0  # how often a slot looks whether its worker has been idle too long


class JobRunner:
    """Feeds ``RUNNING`` runs from the store to the pool's workers."""

    def __init__(self, runs: RunStore, analyser: RunAnalyser, *, queue_size: int) -> None:
        self._runs = runs
        self.analyser = analyser
        self.pool = analyser.pool
        # Unbounded so that stop() can always add one wake-up (None) per slot; the dispatcher
        # keeps it to ``capacity`` run ids itself.
        self._capacity = max(1, queue_size)
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._claimed: set[str] = set()
        self._claimed_lock = threading.Lock()
        self._wake = threading.Event()
        self._prepare = threading.Event()  # a run was created: start the workers
        self._stopping = self.pool.stopping
        # Slots holding a run (from taking it off the queue until its outcome is recorded), and
        # the condition a slot without a worker waits on until it is needed.
        self._engaged = [False] * self.pool.size
        self._slots = threading.Condition()
        self._threads: list[threading.Thread] = []

    def start(self) -> None:
        """Start dispatching. Workers start with the first run or monitored take
        (:meth:`prepare`), not here: an engine that only serves history or questionnaires holds
        no recogniser in memory (about 480 MB a worker). A slot starts its worker only when
        every live worker holds a run, so runs one after another share one worker."""
        if self._stopping.is_set():
            return
        for index in range(self.pool.size):
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
        return {"todo": self._queue.qsize(), "doing": self.pool.busy()}

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
        workers = self.pool.begin_stop()
        self._wake.set()
        with self._slots:
            self._slots.notify_all()
        for _ in range(self.pool.size):
            self._queue.put_nowait(None)
        deadline = time.monotonic() + grace
        for thread in self._threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        # Past its grace (its run stays RUNNING for the next start), or done: either way each
        # worker's process group and pipe are closed now.
        self.pool.kill(workers)
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
        self.pool.warm_up()

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
                wait = _IDLE_CHECK if self.pool.idle_timeout else None
                run_id = self._queue.get(timeout=wait)
            except queue.Empty:
                if self.pool.end_if_idle(index):
                    with self._slots:
                        self._slots.notify_all()
                continue
            if run_id is None or self._stopping.is_set():
                return  # stopping: queued runs stay RUNNING and are taken up on the next start
            if not self.pool.has_worker(index) and self._free_worker_besides(index) is not None:
                # A loaded worker is free: it takes the run rather than this slot a new one.
                self._queue.put_nowait(run_id)
                continue
            self._engage(index, True)
            try:
                self.analyser.analyse(index, run_id)
            except Exception:
                _log.exception("Recording the outcome of run %s failed", run_id)
            finally:
                self.pool.touch(index)
                self._engage(index, False)
                with self._claimed_lock:
                    self._claimed.discard(run_id)
                self._wake.set()

    def _free_worker_besides(self, index: int | None) -> int | None:
        """A slot other than ``index`` whose live worker holds no run, if there is one."""
        for other in range(self.pool.size):
            if other != index and not self._engaged[other] and self.pool.has_worker(other):
                return other
        return None

    def _needed(self, index: int) -> bool:
        """Wait while slot ``index`` has no worker and another slot's worker is free (it
        takes the next run); False once stopping. Polled as well, since a worker's death is
        not announced."""
        with self._slots:
            while (
                not self._stopping.is_set()
                and not self.pool.has_worker(index)
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
            self.pool.touch(free)  # work is coming: not idle
            return
        for index in range(self.pool.size):
            if not self._engaged[index] and not self.pool.has_worker(index):
                self.pool.worker(index)
                with self._slots:
                    self._slots.notify_all()
                return

"""One run's analysis: from a ``RUNNING`` run in the store to its final state, through a slot of
the ``worker_pool.WorkerPool``.

The run's recordings are fetched as local files for the attempt, its attempts are counted in the
store (``MAX_ATTEMPTS``, restarts included), and how the job ended is recorded: results, the
analysis' own error, or the pool's (a worker that could not start, overran the time limit, or
died; a crash of its own on the recording is ``ERR_RECORDING_INVALID_FORMAT``). An attempt cut
short by the engine's stop leaves the run ``RUNNING`` for the next start and is not counted.
Reasons reach users, so server paths are taken out of them (:func:`public_reason`). Each run
that ends gets one log line (``RUN_ENDED``), the observer's figures and the completion callback.

Both life cycles call :meth:`RunAnalyser.analyse`: the desktop engine's dispatcher
(``jobs.JobRunner``) and a team worker's queue tasks (``queue``).
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable
from pathlib import Path

from voxwell.api import MentalWellnessErrorCode, ModelRunStatus
from voxwell.engine.observe import AnalysisObserver
from voxwell.engine.recordings import RecordingMissing, RecordingStore, RecordingStoreError
from voxwell.engine.runs import RunRecord, RunStore
from voxwell.engine.worker import Job, Outcome
from voxwell.engine.worker_pool import WorkerPool

__all__ = ["MAX_ATTEMPTS", "RUN_ENDED", "RunAnalyser", "public_reason"]

_log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
"""Tries of one run (restarts included) before it is given up as ``ERR_INTERNAL``."""

RUN_ENDED = "Analysis ended"
"""How the engine's log line for each run it ended begins (an operator's record of the work
done: run id, outcome and seconds; never personal data)."""

_INTERNAL = MentalWellnessErrorCode.ERR_INTERNAL.value
_STORE_RETRY_PAUSE = 5.0  # before a run whose recordings could not be fetched is tried again
_REASON_LIMIT = 1000
_ABSOLUTE_PATH = re.compile(r"(?<![\w/.])(?:[A-Za-z]:)?[/\\](?:[\w.+ -]+[/\\])+[\w.+-]*")


def public_reason(reason: str, private: tuple[str, ...] = ()) -> str:
    """``reason`` without server file paths (the data folder, a recording's path, any other)."""
    reason = reason[:_REASON_LIMIT]
    for text in sorted(private, key=len, reverse=True):
        if text:
            reason = reason.replace(text, "the recording")
    return _ABSOLUTE_PATH.sub("a file", reason)


class RunAnalyser:
    """Analyses ``RUNNING`` runs on the pool's slots and records how each ends."""

    def __init__(
        self,
        runs: RunStore,
        recordings: RecordingStore,
        pool: WorkerPool,
        *,
        log_path: Path,
        on_complete: Callable[[], None] | None = None,
        observer: AnalysisObserver | None = None,
    ) -> None:
        self._runs = runs
        self._recordings = recordings
        self.pool = pool
        self._log_path = log_path
        self._on_complete = on_complete
        self._observer = observer
        # Run id -> (kind, language, start) of the analyses in progress, for the observer.
        self._started: dict[str, tuple[str, str, float]] = {}

    def analyse(self, index: int, run_id: str) -> None:
        """Analyse one ``RUNNING`` run on slot ``index``'s worker and record how it ended; never
        two calls at once on one slot."""
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
            self.pool.stopping.wait(_STORE_RETRY_PAUSE)
        finally:
            self._started.pop(run_id, None)  # an attempt that did not end the run

    def _analyse(self, index: int, record: RunRecord, paths: dict[str, Path]) -> None:
        run_id = record.id
        job = Job(
            run_id,
            record.kind.value,
            {k: str(v) for k, v in paths.items()},
            record.user,
            record.language,
        )

        def begin_attempt() -> str | None:
            if self._runs.mark_attempt(run_id) > MAX_ATTEMPTS:
                return f"The analysis failed {MAX_ATTEMPTS} times; create a new run."
            return None

        ended = self.pool.run(index, job, begin_attempt, lambda: self._runs.release_attempt(run_id))
        if ended.outcome is not None:
            self._record(ended.outcome, job)
        elif ended.error is not None:
            self._finish_error(run_id, *ended.error)

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

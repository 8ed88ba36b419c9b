"""What runs inside an analysis worker process: receive a job, analyse, send the outcome back.

Workers are separate processes so that a decoder that crashes or hangs takes only its worker
down, never the server. A worker writes its own output to a log file (not the engine's stdout,
which its launcher reads) and ends when the engine's end of the pipe closes, so a killed engine
leaves no worker behind for longer than the job it was doing.
"""

from __future__ import annotations

import os
import sys
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, TextIO

from voxwell.isolated import limit_address_space
from voxwell.lifeline import end_with_parent, kill_own_group_and_exit

__all__ = ["READY", "STARTED", "Job", "Outcome", "worker_main"]


@dataclass(frozen=True)
class Job:
    """One analysis: the kind of run, its recordings by slot, the user and the language."""

    run_id: str
    kind: str
    paths: dict[str, str]
    user: dict[str, Any]
    language: str


@dataclass(frozen=True)
class Outcome:
    """Results (``error_code`` None) or an error code with its reason; both may warn."""

    run_id: str
    results: dict[str, Any] | None
    warnings: list[str]
    model: str | None
    error_code: str | None = None
    error_reason: str | None = None


def _redirect_output(log_path: str) -> None:
    # The engine's stdout is a pipe its launcher reads; a worker must not hold it open.
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    # A windowed app (no console) starts its workers with sys.stdout and sys.stderr set to None:
    # give them the log too, so that tracebacks are kept and flushing on stop cannot fail.
    if sys.stdout is None:
        sys.stdout = _log_stream(1)
    if sys.stderr is None:
        sys.stderr = _log_stream(2)


def _log_stream(fd: int) -> TextIO:
    return open(fd, "w", encoding="utf-8", errors="backslashreplace", closefd=False)


def analyse(job: Job) -> Outcome:
    """Run the analysis of one job; every failure becomes an error outcome."""
    from voxwell.api import LanguageCode, MentalWellnessErrorCode, ModelKind, TakeSlot, UserDetails
    from voxwell.engine.recordings import readable_recording
    from voxwell.errors import AnalysisError

    try:
        from voxwell import analysis

        user = UserDetails.model_validate(job.user)
        language = LanguageCode(job.language)
        outcome: analysis.MentalWellnessOutcome | analysis.ApolloOutcome
        if job.kind == ModelKind.APOLLO:
            outcome = analysis.analyze_two_recording(
                readable_recording(Path(job.paths[TakeSlot.MOOD_QUESTION])),
                readable_recording(Path(job.paths[TakeSlot.READ_ALOUD])),
                user,
                language,
            )
        else:
            recording = readable_recording(Path(job.paths[TakeSlot.RECORDING]))
            outcome = analysis.analyze_mental_wellness(recording, user, language)
        return Outcome(
            run_id=job.run_id,
            results=outcome.results.model_dump(mode="json", exclude_none=True),
            warnings=[str(w) for w in outcome.warnings],
            model=str(outcome.model),
        )
    except AnalysisError as exc:
        return Outcome(job.run_id, None, [], None, exc.code.value, exc.reason)
    except Exception as exc:
        traceback.print_exc()
        reason = f"The analysis failed unexpectedly ({type(exc).__name__}). Try the run again."
        return Outcome(
            job.run_id, None, [], None, MentalWellnessErrorCode.ERR_INTERNAL.value, reason
        )


READY = "ready"
"""What a worker sends once it can take jobs."""

STARTED = "started"
"""What a worker sends when a job reaches it, before analysing (the job's time limit starts
then): a worker that ends before sending it never began the job, which goes to a fresh one."""


WORKER_NICENESS = 10
"""How much lower a worker's scheduling priority is than the server's (POSIX ``nice``)."""


def worker_main(connection: Connection, log_path: str) -> None:
    """Serve jobs from ``connection`` until it closes or sends None."""
    _redirect_output(log_path)
    if hasattr(os, "setpgid"):
        os.setpgid(0, 0)  # a group of its own: the engine can end it with its helpers
    limit_address_space()
    if hasattr(os, "nice"):
        # Analyses are batch work: the engine's server process, which answers every poll and
        # upload, must not wait behind them for a core.
        os.nice(WORKER_NICENESS)
    # A worker of a killed engine stops at once, with its helpers, instead of finishing a job
    # nobody will read (an idle worker also ends when the engine's end of the pipe closes).
    end_with_parent(kill_own_group_and_exit)
    try:
        # The analysis package loads its parts (and its recognisers) on first use; load them
        # now, not in a job, so the first job takes as long as the next.
        from voxwell.analysis import warm_up

        warm_up()
    except Exception:
        traceback.print_exc()
    try:
        connection.send(READY)
    except (BrokenPipeError, OSError):
        return
    while True:
        try:
            job = connection.recv()
        except (EOFError, OSError):
            return
        if job is None:
            # Asked to stop while idle: nothing is held open, so skip the interpreter's teardown
            # of the loaded analysis (about 0.1 s) and leave at once.
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)
        try:
            connection.send(STARTED)
        except (BrokenPipeError, OSError):
            return
        outcome = analyse(job)
        try:
            connection.send(outcome)
        except (BrokenPipeError, OSError):
            return

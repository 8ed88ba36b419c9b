"""Work that may crash its process, run in a process of its own.

A decoder fault on a hostile file kills the process it happens in (an 8-channel WAV once made
PyAV segfault). The engine analyses in worker processes for that reason; the app decodes a take
for Inspect through :func:`run_isolated`: one call in a spawned process under the same cap on
address space as an analysis worker (:func:`limit_address_space`), tied to this process
(``voxwell.lifeline``) and ended once it has answered. Its result, or the exception it raised,
comes back; a process that died instead raises :class:`voxwell.errors.ProcessCrashed`.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from voxwell.errors import ProcessCrashed
from voxwell.lifeline import end_with_parent, own_child

__all__ = ["ADDRESS_SPACE_LIMIT", "limit_address_space", "run_isolated"]

T = TypeVar("T")

ADDRESS_SPACE_LIMIT = 3 * 1024**3
"""Address space an analysis worker, or an isolated call, may map (and each helper it starts):
about four times what an analysis of a 3-minute recording peaks at, so a hostile file that makes
the decoder balloon fails that one piece of work instead of exhausting the machine."""


def limit_address_space() -> None:
    """Cap this process's address space at ``ADDRESS_SPACE_LIMIT`` where the OS enforces it."""
    # Only where the OS enforces an address-space cap: macOS rejects RLIMIT_AS with ValueError
    # ("current limit exceeds maximum limit") and Windows has no resource module. Either way the
    # process runs on without the cap rather than failing.
    try:
        import resource
    except ImportError:
        return
    if not hasattr(resource, "RLIMIT_AS"):
        return
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        limit = ADDRESS_SPACE_LIMIT
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    except (ValueError, OSError) as exc:
        sys.stderr.write(f"voxwell: no address-space limit ({exc})\n")
        sys.stderr.flush()


def _serve(answer: Connection, function: Callable[..., Any], args: tuple[Any, ...]) -> None:
    limit_address_space()
    end_with_parent(lambda: os._exit(1))  # nobody is left to read the answer
    try:
        outcome: tuple[bool, Any] = (True, function(*args))
    except Exception as exc:  # the caller gets it back and decides
        outcome = (False, exc)
    try:
        answer.send(outcome)
    except Exception as exc:  # an exception that does not pickle: its words still do
        answer.send((False, RuntimeError(f"{type(exc).__name__}: {exc}")))
    answer.close()


def run_isolated(function: Callable[..., T], *args: Any) -> T:
    """``function(*args)`` in a process of its own (both must pickle: a module-level function);
    its exception is raised here as it was raised there. ``ProcessCrashed`` when the process
    ended without answering (a crash, or the address-space cap)."""
    context = multiprocessing.get_context("spawn")
    answers, answer = context.Pipe(duplex=False)
    process = context.Process(
        target=_serve, args=(answer, function, args), daemon=True, name="vx-isolated"
    )
    process.start()
    ownership = own_child(process.pid or 0)  # Windows: it ends with us (POSIX: it watches us)
    answer.close()
    try:
        ok, value = answers.recv()
    except EOFError:
        process.join()
        raise ProcessCrashed(
            f"the process doing it stopped (exit status {process.exitcode})"
        ) from None
    finally:
        answers.close()
        process.join(timeout=10)
        ownership.close()
    if not ok:
        raise value
    result: T = value
    return result

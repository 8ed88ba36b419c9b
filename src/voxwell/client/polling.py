"""Waiting for a model run to finish: polling with backoff, a deadline and clean cancellation.

The service has no events: results are obtained by polling. Transient failures (the service not
reachable, not answering in time, or answering 5xx, as during an engine restart) are tolerated
until the deadline; an error that cannot go away by waiting (401, 404, 422) ends the wait at once.
The wait creates no tasks of its own, so cancelling the awaiting task leaves nothing behind.
The client may be given as a callable that returns the client of the moment (``ClientSource``):
each request then goes through the client current at that time, so a wait carries on across a
reconnection (an engine restart replaces the app's client).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Union
from uuid import UUID

from voxwell.api import ModelKind
from voxwell.client.config import PollPolicy
from voxwell.errors import ApiConnectionError, ApiTimeoutError, ServerError
from voxwell.i18n import translate

if TYPE_CHECKING:
    from voxwell.client.async_client import AsyncVoiceClient, Run

__all__ = [
    "DEFAULT_DEADLINE",
    "TRANSIENT_ERRORS",
    "ClientSource",
    "StatusCallback",
    "current_client",
    "wait_for_run",
]

_log = logging.getLogger(__name__)

DEFAULT_DEADLINE = 900.0
"""Seconds a wait lasts by default: a three-minute recording is analysed well within it."""

TRANSIENT_ERRORS = (ApiConnectionError, ApiTimeoutError, ServerError)
"""Failures that may go away by waiting (a restart, a busy server)."""

StatusCallback = Callable[["Run"], None]

ClientSource = Union["AsyncVoiceClient", Callable[[], "AsyncVoiceClient"]]
"""A client, or a callable giving the client of the moment (a connection that reconnects)."""


def current_client(source: ClientSource) -> AsyncVoiceClient:
    """The client to send the next request through."""
    return source() if callable(source) else source


async def wait_for_run(
    client: ClientSource,
    run_id: UUID | str,
    *,
    model: ModelKind = ModelKind.MENTAL_WELLNESS,
    deadline: float | None = DEFAULT_DEADLINE,
    on_status: StatusCallback | None = None,
    on_transient_error: Callable[[Exception], None] | None = None,
    policy: PollPolicy | None = None,
) -> Run:
    """Poll ``run_id`` until its status is final and return the final run.

    ``deadline`` is the number of seconds to wait in all (None: no limit); when it passes,
    ``ApiTimeoutError`` says the run's last known status (the run itself goes on). ``on_status``
    is called with the run whenever its status changes, the first time included;
    ``on_transient_error`` with each tolerated failure. A run that ends ``COMPLETE_ERROR`` is
    returned like any other: the caller decides whether that is an error.
    """
    intervals = (policy or current_client(client).poll).intervals()
    ends_at = None if deadline is None else asyncio.get_running_loop().time() + deadline
    last: Run | None = None
    last_error: Exception | None = None
    try:
        async with asyncio.timeout_at(ends_at):
            while True:
                try:
                    run = await current_client(client).get_run(model, run_id)
                except TRANSIENT_ERRORS as exc:
                    last_error = exc
                    _log.info("Polling run %s: %s (will retry)", run_id, exc)
                    if on_transient_error is not None:
                        on_transient_error(exc)
                else:
                    last_error = None
                    changed = last is None or run.status != last.status
                    if changed and on_status is not None:
                        on_status(run)
                    last = run
                    if run.status.is_final:
                        return run
                await asyncio.sleep(next(intervals))
    except TimeoutError as exc:
        if last is not None:
            said = translate(
                "RunPolling",
                "Run {run_id} did not finish within {seconds} s; it was last {status}. "
                "It may still finish: look it up again later.",
            ).format(run_id=run_id, seconds=f"{deadline:.0f}", status=last.status.value)
        else:
            said = translate(
                "RunPolling",
                "Run {run_id} did not finish within {seconds} s; no status was read. "
                "It may still finish: look it up again later.",
            ).format(run_id=run_id, seconds=f"{deadline:.0f}")
        if last_error is not None:
            cause = translate("RunPolling", "The last error was: {error}").format(error=last_error)
            said = f"{said} {cause}"
        raise ApiTimeoutError(said) from exc

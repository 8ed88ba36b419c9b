"""Live captions and alerts while a take is recorded: the take's audio streamed to the service's
real-time monitoring endpoint (``/v1/monitor``, docs/monitor.md), Qt-free.

:class:`LiveMonitor` is the model the recording view observes (``subscribe``). For each take it
starts a :class:`LiveTake`: a ``MonitorClient`` session configured with the session's language,
the safety policy (``SAFETY_POLICY``), the biomarker set of the session's model, and the
person's date of birth and birth sex (which the protocol takes to read the reference model's
norms; no user label, nothing the analysis upload does not send). The take's blocks come from
the take's tap (``voxwell.audio.TakeSession.tap``), are resampled to 16 kHz PCM16 and sent in
100 ms chunks. Final transcripts become captions and safety results above level 0 alerts
(``voxwell.api.LiveNotes``), saved beside the take as they come (``write_live_notes``), so a
take recovered after a crash has them too.

When the take ends, a second and a half of silence closes its last utterance and the session is
read until the engine has heard all of it (a ``STATUS`` that counts every second sent), then
closed. Monitoring never holds the take up: a service without the endpoint, a refused key or a
lost connection is a state (:attr:`LiveState.UNAVAILABLE`, with the reason) and the recording
goes on untouched.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Callable, Coroutine
from enum import StrEnum
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from voxwell.analysis.resample import StreamingResampler
from voxwell.api import (
    FINAL_SILENCE_SECONDS,
    MONITOR_RATE,
    SAFETY_POLICY,
    LiveNotes,
    ModelKind,
    MonitorConfig,
    MonitorEvent,
)
from voxwell.audio.takes import live_notes_of, read_live_notes, to_pcm16, write_live_notes
from voxwell.client.monitor import CHUNK_SECONDS, MonitorClient
from voxwell.desk.connection import ServiceConnection
from voxwell.desk.observed import Observed
from voxwell.errors import VoxwellError
from voxwell.i18n import translate
from voxwell.sessions.draft import SessionDraft

__all__ = [
    "FINISH_LIMIT_SECONDS",
    "LiveMonitor",
    "LiveState",
    "LiveTake",
    "monitor_config",
]

_log = logging.getLogger(__name__)

_CHUNK = round(MONITOR_RATE * CHUNK_SECONDS)
FINISH_LIMIT_SECONDS = 120.0
"""How long an ended take waits for the engine's last captions before it stops listening."""

_BIOMARKERS = {ModelKind.MENTAL_WELLNESS: "helios", ModelKind.APOLLO: "apollo"}

Spawn = Callable[[Coroutine[Any, Any, None], str], "asyncio.Task[None]"]
"""How a take's session task is started (the app's own task runner; by default the loop's)."""


def _loop_task(coro: Coroutine[Any, Any, None], name: str) -> asyncio.Task[None]:
    return asyncio.get_running_loop().create_task(coro, name=name)


class LiveState(StrEnum):
    """Where a take's monitoring stands."""

    CONNECTING = "connecting"
    LIVE = "live"
    FINISHING = "finishing"
    DONE = "done"
    UNAVAILABLE = "unavailable"
    RESTORED = "restored"  # the notes kept beside a take brought back by the person


def monitor_config(draft: SessionDraft) -> MonitorConfig:
    """The configuration of a take's session: language, the safety policy, the model's biomarker
    set, and the date of birth and birth sex the run's upload sends too (no user label)."""
    user = draft.user_details()
    return MonitorConfig(
        language=draft.language,
        biomarkers=[_BIOMARKERS[ModelKind(draft.model_kind)]],
        policies=[SAFETY_POLICY],
        date_of_birth=user.dateOfBirth,
        birth_sex=draft.birth_sex,
    )


class LiveTake:
    """The monitoring of one take: its session task, its captions and alerts, its state."""

    def __init__(
        self,
        client: MonitorClient | None,
        take: Path | None,
        changed: Callable[[LiveTake], None],
        *,
        unavailable: str = "",
        spawn: Spawn = _loop_task,
    ) -> None:
        self.notes = LiveNotes()
        self.take = take
        """Where the notes are saved beside (the ``.partial.wav`` while recording)."""
        self.reason = unavailable
        self.state = LiveState.UNAVAILABLE if unavailable else LiveState.CONNECTING
        self._changed = changed
        self._resampler: StreamingResampler | None = None
        self._pending = np.zeros(0, np.float32)
        self._chunks: deque[bytes] = deque()
        self._audio = asyncio.Event()
        self._sent_samples = 0
        self._ended = False
        self._heard = 0.0  # seconds of audio the engine has counted (STATUS)
        self._partial_notes = live_notes_of(take) if take is not None else None
        self._task: asyncio.Task[None] | None = None
        self._limit: asyncio.Timeout | None = None  # the session's, once it is connected
        self._loop: asyncio.AbstractEventLoop | None = None
        if client is not None and not unavailable:
            self._task = spawn(self._run(client), "live-monitor")

    @classmethod
    def restored(
        cls, take: Path, notes: LiveNotes, changed: Callable[[LiveTake], None]
    ) -> LiveTake:
        """The notes kept beside ``take`` (monitored when it was recorded), shown again."""
        live = cls(None, take, changed)
        live.notes = notes
        live.state = LiveState.RESTORED
        live._ended = True
        return live

    def __repr__(self) -> str:
        return f"LiveTake({self.state.value}, {len(self.notes.captions)} captions)"

    # -- audio in (the take's tap, on the thread that drains the take) ----------------------

    def feed(self, block: npt.NDArray[np.float32], rate: int) -> None:
        """One block of the take at its own rate."""
        if self._ended or self.state is LiveState.UNAVAILABLE:
            return
        if self._resampler is None or self._resampler.input_rate != rate:
            self._resampler = StreamingResampler(rate, MONITOR_RATE)
        mono = np.asarray(block, np.float32)
        if mono.ndim > 1:
            mono = mono.mean(axis=1)
        self._queue(self._resampler.process(mono))

    def _queue(self, samples: npt.NDArray[np.float32]) -> None:
        pending = np.concatenate([self._pending, samples])
        whole = pending.size - pending.size % _CHUNK
        for offset in range(0, whole, _CHUNK):
            self._chunks.append(to_pcm16(pending[offset : offset + _CHUNK]).tobytes())
        self._pending = pending[whole:]
        if whole:
            self._audio.set()

    def end(self, kept: Path | None) -> None:
        """The take has ended, kept at ``kept`` (None: not kept): silence closes its last
        utterance; the captions still to come are saved beside ``kept``."""
        if self._ended:
            return
        if kept is not None:
            self.take = kept
        if self.over and self.state is LiveState.UNAVAILABLE:  # nothing more to send
            self._ended = True
            return
        tail = round(FINAL_SILENCE_SECONDS * MONITOR_RATE)
        sent = self._sent_samples + sum(len(c) // 2 for c in self._chunks) + self._pending.size
        tail += (-(sent + tail)) % MONITOR_RATE  # whole seconds: each one gets its STATUS
        self._queue(np.zeros(tail, np.float32))
        self._ended = True
        self._audio.set()
        self._finish_by()
        if self.state in (LiveState.CONNECTING, LiveState.LIVE):
            self._set(LiveState.FINISHING)

    def _finish_by(self) -> None:
        """The engine has ``FINISH_LIMIT_SECONDS`` from the end of the take for its last words."""
        limit, loop = self._limit, self._loop
        if limit is not None and loop is not None and limit.when() is None:
            limit.reschedule(loop.time() + FINISH_LIMIT_SECONDS)

    def cancel(self) -> None:
        """Stop at once (the app closes; the take stays for recovery with the notes so far)."""
        self._ended = True
        if self._task is not None:
            self._task.cancel()

    async def wait(self) -> None:
        """Until the session is over (done, unavailable or cancelled)."""
        if self._task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.shield(self._task)

    @property
    def over(self) -> bool:
        """Its session has ended (or never started)."""
        return self._task is None or self._task.done()

    @property
    def total_seconds(self) -> float:
        """Seconds of audio that will have been sent once the queue is empty."""
        queued = sum(len(c) // 2 for c in self._chunks)
        return (self._sent_samples + queued) / MONITOR_RATE

    # -- the session ---------------------------------------------------------------------------

    async def _run(self, client: MonitorClient) -> None:
        self._loop = asyncio.get_running_loop()
        try:
            async with client:
                if self.state is LiveState.CONNECTING:
                    self._set(LiveState.LIVE)
                sender = asyncio.ensure_future(self._send(client))
                try:
                    async with asyncio.timeout(None) as self._limit:
                        if self._ended:
                            self._finish_by()
                        async for event in client.events():
                            await self._event(event)
                            if sender.done():
                                sender.result()  # a send that failed ends the session
                            if self._all_heard():
                                break
                        else:
                            if not self._all_heard():
                                raise VoxwellError(
                                    translate("LiveMonitor", "The service closed the session.")
                                )
                finally:
                    sender.cancel()
                    with contextlib.suppress(asyncio.CancelledError, VoxwellError):
                        await sender
            self._set(LiveState.DONE)
        except TimeoutError:
            self._unavailable(
                translate("LiveMonitor", "The service did not send the last captions in time.")
            )
        except VoxwellError as exc:
            self._unavailable(str(exc))
        except (OSError, ValueError) as exc:  # a reply that is not JSON, a socket fault
            self._unavailable(
                translate("LiveMonitor", "The monitoring session failed ({error}).").format(
                    error=type(exc).__name__
                )
            )
        finally:
            await self._save()

    def _all_heard(self) -> bool:
        return self._ended and not self._chunks and self._heard >= self.total_seconds - 1e-6

    async def _send(self, client: MonitorClient) -> None:
        while True:
            while self._chunks:
                chunk = self._chunks.popleft()
                self._sent_samples += len(chunk) // 2  # counted before it goes: see _all_heard
                await client.send_audio(chunk)
            if self._ended:
                return
            self._audio.clear()
            await self._audio.wait()

    async def _event(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == MonitorEvent.STATUS:
            heard = event.get("buffer_duration")
            if isinstance(heard, int | float):
                self._heard = float(heard)
        elif kind == MonitorEvent.ERROR:
            message = event.get("message") or event.get("error_code")
            raise VoxwellError(str(message or translate("LiveMonitor", "error")))
        elif self.notes.take_event(event):
            self._changed(self)
            await self._save()

    async def _save(self) -> None:
        """The notes beside the take (in a worker thread: it is a file)."""
        await asyncio.to_thread(self._save_now)

    def _save_now(self) -> None:
        take, partial = self.take, self._partial_notes
        if take is None or self.notes.empty:
            return
        try:
            write_live_notes(take, self.notes)
            if partial is not None and partial != live_notes_of(take):
                partial.unlink(missing_ok=True)  # kept beside the kept take now
        except (VoxwellError, OSError) as exc:  # the take itself does not depend on its notes
            _log.warning("Live captions not saved: %s", exc)

    def _set(self, state: LiveState) -> None:
        self.state = state
        self._changed(self)

    def _unavailable(self, reason: str) -> None:
        self.reason = reason
        _log.info("Live captions unavailable: %s", reason)
        self._set(LiveState.UNAVAILABLE)


class LiveMonitor(Observed):
    """Live captions and alerts of the takes recorded through one service connection;
    ``subscribe`` to hear of every new caption, alert or change of state of the current take."""

    def __init__(
        self, connection: ServiceConnection, *, enabled: bool = True, spawn: Spawn = _loop_task
    ) -> None:
        super().__init__()
        self._connection = connection
        self._spawn = spawn
        self.enabled = enabled
        self.current: LiveTake | None = None
        self._finishing: set[LiveTake] = set()

    def set_enabled(self, enabled: bool) -> None:
        """Turn live monitoring on or off (Settings) from the next take on; a take being
        monitored goes on to its end."""
        if enabled != self.enabled:
            self.enabled = enabled
            self._changed()

    def start(self, draft: SessionDraft, take: Path | None) -> LiveTake | None:
        """Monitor the take now starting (recorded at ``take``); None when monitoring is off.
        Never raises: a service it cannot reach is an unavailable take, with the reason."""
        self.current = None
        if not self.enabled:
            self._changed()
            return None
        client: MonitorClient | None = None
        reason = ""
        try:
            client = self._connection.monitor_client(monitor_config(draft))
        except VoxwellError as exc:
            reason = str(exc)
        live = self.current = LiveTake(
            client, take, self._take_changed, unavailable=reason, spawn=self._spawn
        )
        self._changed()
        return live

    def _take_changed(self, live: LiveTake) -> None:
        if live is self.current:  # a take still finishing in the background is not shown
            self._changed()

    def feed(self, block: npt.NDArray[np.float32], rate: int) -> None:
        """The take's tap: a block of the current take."""
        if self.current is not None:
            self.current.feed(block, rate)

    def end(self, kept: Path | None) -> None:
        """The current take has ended (kept at ``kept``); it finishes in the background and
        stays shown until the next take starts."""
        live = self.current
        if live is None:
            return
        live.end(kept)
        self._finishing = {t for t in self._finishing if not t.over}
        self._finishing.add(live)

    def show_restored(self, take: Path) -> None:
        """A take the person brought back (``voxwell.desk.custody``): show the captions and
        alerts kept beside it, or none when it was not monitored; the take shown until now is
        not its."""
        notes = read_live_notes(take)
        self._set_aside()
        self.current = None if notes is None else LiveTake.restored(take, notes, self._take_changed)
        self._changed()

    def clear(self) -> None:
        """Show no take (a new session begins); a take still finishing goes on unseen."""
        self._set_aside()
        self.current = None
        self._changed()

    def _set_aside(self) -> None:
        """The current take is no longer shown: one still finishing goes on unseen."""
        if self.current is not None and not self.current.over:
            self._finishing.add(self.current)

    def cancel(self) -> None:
        """Stop every session now (the app closes or the recording screen is left)."""
        for live in [*self._finishing, *([self.current] if self.current else [])]:
            live.cancel()

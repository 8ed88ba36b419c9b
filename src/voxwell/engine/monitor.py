"""One monitored session on the engine: its steps in order, its measures, its outgoing events.

The route (``routes.monitor``) reads and checks the client's messages and hands each one here
through a bounded queue (:meth:`MonitorSession.put`: when the session is behind, the route stops
reading the socket, and TCP slows the client down). One task takes the messages in order:
user audio goes to the session's :class:`~voxwell.analysis.live.LiveSpeech` on a worker thread,
and ``STATUS``/``PROGRESS`` go out every ``interval_seconds`` of audio, counted on the audio's
own clock, so the events of a file are the same at any sending speed. Each finished utterance is
recognised beside those steps (``TRANSCRIPT``, then the safety policy on its words), its caption
sent in order, and the session waits for it only when ``CAPTION_WAIT_SECONDS`` of audio have
passed its closing pause: a caption then comes before that second's ``PROGRESS``, and a session
whose recognition falls behind fills its inbox (backpressure) instead of running away. Measures
run beside it once a biomarker's trigger of speech is reached. Everything CPU-bound runs through
the engine's :class:`MonitorService`, never on the event loop: recognition and the measures in
processes of their own, speech detection on its threads.

Events wait in a bounded queue of their own for the socket: a client that stops reading fills it
and its session is dropped (:class:`ClientTooSlow`) without stalling any other.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from functools import partial
from typing import Any, TypeVar

from voxwell.analysis.live import LiveSpeech, Utterance, prepare, recognise
from voxwell.analysis.live_measures import reference_summary
from voxwell.analysis.risk import RiskMatch, find_risks
from voxwell.analysis.transcribe import Word, join_words, whisper_language
from voxwell.api import (
    BIOMARKER_TRIGGER_SECONDS,
    CAPTION_WAIT_SECONDS,
    MonitorConfig,
    MonitorEvent,
    Track,
)
from voxwell.engine.monitor_policy import PolicyInputs, policy_result
from voxwell.isolated import IsolatedWorker

__all__ = [
    "INBOX_SIZE",
    "MEASURE_NICENESS",
    "OUTBOX_SIZE",
    "ClientTooSlow",
    "MonitorService",
    "MonitorSession",
]

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

INBOX_SIZE = 32
"""Client messages a session holds before the route stops reading (3.2 s of 100 ms chunks)."""

OUTBOX_SIZE = 256
"""Events a session holds for a client that does not read them before it is dropped."""


MEASURE_NICENESS = 19
"""The measures' thread runs at the lowest priority (niceness 19): they never delay captions."""

QUOTED_RISKS = 10
"""Risk expressions a result quotes: the latest ones (a long session's result stays small)."""


class ClientTooSlow(Exception):
    """The client has left ``OUTBOX_SIZE`` events unread."""


class MonitorService:
    """The engine's monitoring work, shared by every session, sized so that it never asks for
    more cores than there are (``threads``). Recognition and the measures run in processes of
    their own (``voxwell.isolated.IsolatedWorker``), never in the server's: Whisper and Praat
    hold the interpreter lock for part of their work, and an API process doing it answered its
    other requests late (DESIGN.md: "never in the server process"). Each process starts with
    its first call, is kept for the next, and ends after ``idle_seconds`` without one (None:
    kept), giving its memory back; one that crashed fails that call, and the next call starts a
    fresh one.

    - ``light``: speech detection, a few milliseconds a block, on the session's own state
      (``threads`` threads of this process);
    - ``recognise``: ONE process taking calls in order of arrival, whose recogniser calls use
      ``threads`` cores each: the recogniser always goes to the utterance that has waited
      longest, and two calls never share (and slow) the cores, so each caption comes soonest
      (two one-core workers finish four coinciding utterances sooner but every single one
      later; measured in docs/monitor.md);
    - ``measure``: ONE process at the lowest CPU priority (the reference model's measures take
      up to a second of one core; captions must not wait for them).

    ``recognise`` and ``measure`` take a module-level function and its arguments (they cross to
    the process by pickling).
    """

    def __init__(self, threads: int, idle_seconds: float | None = None) -> None:
        self.threads = max(1, threads)
        self._light = ThreadPoolExecutor(self.threads, thread_name_prefix="vx-monitor")
        # One caller thread each: calls wait in order of arrival for their process.
        self._recogniser = ThreadPoolExecutor(1, thread_name_prefix="vx-monitor-asr")
        self._measures = ThreadPoolExecutor(1, thread_name_prefix="vx-monitor-measures")
        self._recogniser_process = IsolatedWorker(idle_seconds)
        self._measures_process = IsolatedWorker(idle_seconds)

    @property
    def process_ids(self) -> tuple[int | None, int | None]:
        """The recognition and measures processes' ids while they run (for tests and logs)."""
        return self._recogniser_process.pid, self._measures_process.pid

    async def light(self, work: Callable[[], _T]) -> _T:
        return await asyncio.get_running_loop().run_in_executor(self._light, work)

    async def recognise(self, function: Callable[..., _T], *args: Any) -> _T:
        call = partial(self._recogniser_process.call, function, *args)
        return await asyncio.get_running_loop().run_in_executor(self._recogniser, call)

    async def measure(self, function: Callable[..., _T], *args: Any) -> _T:
        call = partial(self._measures_process.call, _at_lowest_priority, function, args)
        return await asyncio.get_running_loop().run_in_executor(self._measures, call)

    def close(self) -> None:
        for pool in (self._light, self._recogniser, self._measures):
            pool.shutdown(wait=False, cancel_futures=True)
        self._recogniser_process.close()
        self._measures_process.close()


def _at_lowest_priority(function: Callable[..., _T], args: tuple[Any, ...]) -> _T:
    """``function(*args)`` at the lowest CPU priority (in the measures' process)."""
    _lowest_priority()
    return function(*args)


def _lowest_priority() -> None:
    """Lower the calling thread's CPU priority (on Linux, where it is set per thread; elsewhere,
    or where refused, the thread keeps the normal priority)."""
    if not sys.platform.startswith("linux"):  # elsewhere the call would not be per thread
        return
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), MEASURE_NICENESS)


class MonitorSession:
    """The work of one connection, from its configuration on; ``send`` writes one event."""

    def __init__(
        self,
        config: MonitorConfig,
        service: MonitorService,
        send: Callable[[dict[str, Any]], Awaitable[None]],
    ) -> None:
        self.config = config
        self._service = service
        self._send = send
        self.live = LiveSpeech(config.audio_config.sample_rate)
        self._live_lock = asyncio.Lock()
        self._family = whisper_language(config.language)
        self._inbox: asyncio.Queue[tuple[str, Any]] = asyncio.Queue(INBOX_SIZE)
        self._outbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue(OUTBOX_SIZE)
        self._interval_ms = round(config.progress_updates.interval_seconds * 1000)
        self._samples = 0  # user audio samples taken
        self._ticks = 0  # STATUS/PROGRESS rounds sent
        self._agent_samples = 0
        self._started = time.time()
        self.transcripts: list[dict[str, Any]] = []
        """Final and partial transcripts, the engine's and the caller's, in order."""
        self.risks: list[RiskMatch] = []
        self._user_turns = 0
        self._summary: dict[str, float | str] | None = None
        self._segment = 0
        self._pending = list(config.measured_biomarkers) if config.safety_policies else []
        self._measuring: asyncio.Task[None] | None = None
        self._measured_now: list[str] = []
        self._captions: list[tuple[float, asyncio.Task[None]]] = []
        """Utterances being recognised, in order, with the audio time they closed at."""
        self._failed: BaseException | None = None
        self.failure: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        """Set with the exception when measures fail (the route watches it beside the tasks)."""

    # -- input ---------------------------------------------------------------------------

    async def put(self, kind: str, payload: Any) -> None:
        """Queue a checked client message (``audio`` with its track, or ``transcript``); waits
        while the session is behind. Raises what ended the session's work, if anything did."""
        if self._failed is not None:
            raise self._failed
        await self._inbox.put((kind, payload))

    async def run(self) -> None:
        """Take the queued messages in order until cancelled (the route cancels on close)."""
        await self._service.recognise(prepare, self.config.language, self._service.threads)
        try:
            while True:
                kind, payload = await self._inbox.get()
                if kind == "audio":
                    track, data = payload
                    await self._audio(track, data)
                else:
                    await self._transcript(payload)
        except asyncio.CancelledError:
            raise
        except BaseException as exc:
            self._failed = exc
            raise
        finally:
            if self._measuring is not None:
                self._measuring.cancel()
            for _, caption in self._captions:
                caption.cancel()

    async def _audio(self, track: str, data: bytes) -> None:
        if track != Track.USER:
            self._agent_samples += len(data) // 2  # kept count only: the agent is not analysed
            return
        async with self._live_lock:
            utterances = await self._service.light(partial(self.live.feed, data))
        closed = self.live.elapsed_seconds
        for utterance in utterances:
            previous = self._captions[-1][1] if self._captions else None
            task = asyncio.create_task(self._recognised(utterance, previous))
            self._captions.append((closed, task))
        # Captions due by now (CAPTION_WAIT_SECONDS after their pause) go out before this
        # audio's STATUS/PROGRESS: the session waits for them here, and its inbox fills.
        while self._captions and self._captions[0][0] + CAPTION_WAIT_SECONDS <= closed:
            await self._captions.pop(0)[1]
        self._samples += len(data) // 2
        ticks = self._samples * 1000 // (self.config.audio_config.sample_rate * self._interval_ms)
        if ticks > self._ticks:
            self._ticks = ticks
            self.emit(self._status())
            if self.config.progress_updates.enabled:
                self.emit(self._progress())
        self._maybe_measure()

    async def _recognised(self, utterance: Utterance, previous: asyncio.Task[None] | None) -> None:
        """Recognise an utterance, then (after the previous one's) send its ``TRANSCRIPT``."""
        language = self.config.language
        words = await self._service.recognise(recognise, utterance, language, self._service.threads)
        if previous is not None:
            await previous  # captions go out in order (the recogniser takes them in order too)
        if not words:
            return
        text = join_words(words, language)
        event = {
            "type": MonitorEvent.TRANSCRIPT.value,
            "speaker": Track.USER.value,
            "text": text,
            "is_final": True,
            "language": language.value,
            "timestamp": time.time(),
            "source": "engine",
            "start": words[0].start,
            "end": words[-1].end,
            "words": [
                {
                    "text": w.text,
                    "start": w.start,
                    "end": w.end,
                    "confidence": round(w.confidence, 4),
                }
                for w in words
            ],
        }
        self.transcripts.append(event)
        self.emit(event)
        self._user_turns += 1
        self._check(find_risks(words, self._family, "" if self._family == "ja" else " "))

    async def _transcript(self, message: dict[str, Any]) -> None:
        kept = {**message, "source": "caller"}
        self.transcripts.append(kept)
        if message["speaker"] != Track.USER or not message["is_final"]:
            return
        self._user_turns += 1
        # A caller's transcript is timed as a whole: when it was sent, on the session's clock.
        at = max(0.0, float(message.get("timestamp") or time.time()) - self._started)
        self._check(find_risks([Word(message["text"], at, at)], self._family, " "))

    def _check(self, found: list[RiskMatch]) -> None:
        if found:
            self.risks.extend(found)
            self._results()

    # -- measures ------------------------------------------------------------------------

    def _maybe_measure(self) -> None:
        if not self._pending or self._measuring is not None:
            return
        if self.live.speech_seconds < BIOMARKER_TRIGGER_SECONDS[self._pending[0]]:
            return
        speech = self.live.speech_seconds
        reached = [b for b in self._pending if speech >= BIOMARKER_TRIGGER_SECONDS[b]]
        self._measured_now = reached
        self._measuring = asyncio.create_task(self._measure(reached))

    async def _measure(self, reached: list[str]) -> None:
        try:
            await self._measured(reached)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self._failed = exc
            if not self.failure.done():
                self.failure.set_exception(exc)

    async def _measured(self, reached: list[str]) -> None:
        done = [b for b in self.config.measured_biomarkers if b not in self._pending]
        async with self._live_lock:  # LiveSpeech takes one caller at a time
            samples, intervals = await self._service.light(self.live.audio)
        config = self.config
        summary = await self._service.measure(
            reference_summary, samples, intervals, done + reached,
            config.birth_sex, config.date_of_birth, date.today(),
        )  # fmt: skip
        self._pending = [b for b in self._pending if b not in reached]
        if not self._pending:
            self.live.keep_start = False
        self._summary = summary
        self._measuring = None
        self._results()
        self._maybe_measure()

    # -- events --------------------------------------------------------------------------

    def _results(self) -> None:
        self._segment += 1
        measured = [b for b in self.config.measured_biomarkers if b not in self._pending]
        waiting = self._pending[0] if self._pending else (measured or ["helios"])[-1]
        inputs = PolicyInputs(
            self.risks[-QUOTED_RISKS:], self._summary, self.live.speech_seconds,
            BIOMARKER_TRIGGER_SECONDS[waiting], self._user_turns, self._segment,
        )  # fmt: skip
        for name in self.config.safety_policies:
            self.emit(policy_result(name, inputs))

    def _status(self) -> dict[str, Any]:
        return {
            "type": MonitorEvent.STATUS.value,
            "buffer_duration": round(self.live.elapsed_seconds, 3),
            "speech_duration": round(self.live.speech_seconds, 3),
        }

    def _progress(self) -> dict[str, Any]:
        speech = round(self.live.speech_seconds, 3)
        return {
            "type": MonitorEvent.PROGRESS.value,
            "biomarkers": {
                name: {
                    "speech_seconds": speech,
                    "trigger_seconds": BIOMARKER_TRIGGER_SECONDS[name],
                    "processing": self._measuring is not None and name in self._measured_now,
                }
                for name in self.config.measured_biomarkers
            },
            "timestamp": time.time(),
        }

    def emit(self, event: dict[str, Any]) -> None:
        """Queue an event for the client; raises ``ClientTooSlow`` when too many wait unread."""
        try:
            self._outbox.put_nowait(event)
        except asyncio.QueueFull:
            raise ClientTooSlow from None

    async def deliver(self) -> None:
        """Send queued events in order until cancelled."""
        while True:
            event = await self._outbox.get()
            try:
                await self._send(event)
            except Exception:  # the connection is gone: the route sees the disconnect
                return
            finally:
                self._outbox.task_done()

    async def drained(self, within: float) -> None:
        """Wait (at most ``within`` seconds) for the queued events to be sent."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._outbox.join(), within)

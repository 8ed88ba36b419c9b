"""``voxwell monitor``: real-time monitoring of the microphone or a file, through ``/v1/monitor``.

    voxwell monitor [--language CODE] [--engine local|team|default|ca|us|URL] [--url TEAM_URL]
                    [--device NAME] [--biomarkers helios,apollo] [--json]
    voxwell monitor --file F --language CODE [--speed N] [--json] ...

Without ``--file`` the default microphone (or ``--device``) is monitored until Ctrl+C, with a
live line of captions: each final transcript on a line of its own, speech seconds and alerts as
they come. With ``--file`` the recording is streamed paced in real time (``--speed N`` for N
times faster, 0 for as fast as the engine takes it) and the command ends once the engine has
processed all of it and sent the measures its speech was due (at most ``RESULT_WAIT_SECONDS``
later). ``--json`` prints each server event as one JSON line on standard output
instead. ``--engine`` is chosen as for ``voxwell analyze`` (``sessions.batch_service``): the
desktop app's engine or a private one by default, ``team``, a region, or a base URL, with the key
from ``VOXWELL_API_KEY`` or the keyring. Exit status: 0, 1 when the engine ended the session with
an ERROR, 2 for a usage error.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from voxwell.api import (
    BIOMARKER_SUMMARY_MARKS,
    BIOMARKER_TRIGGER_SECONDS,
    FINAL_SILENCE_SECONDS,
    MONITOR_RATE,
    SAFETY_POLICY,
    LanguageCode,
    MonitorConfig,
    MonitorEvent,
)
from voxwell.audio.takes import to_pcm16
from voxwell.client.monitor import (
    CHUNK_SECONDS,
    REAL_TIME,
    MonitorClient,
    Pacer,
    monitor_url,
    stream_pcm,
)
from voxwell.errors import VoxwellError
from voxwell.paths import app_paths
from voxwell.sessions.batch_service import UsageError, batch_service

__all__ = ["main"]


@dataclass(frozen=True)
class _Choice:
    engine: str
    url: str | None
    engine_workers: int | None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell monitor",
        description="Monitor speech in real time: live captions, speech measures and alerts.",
    )
    parser.add_argument("--file", type=Path, help="stream this recording instead of the microphone")
    parser.add_argument(
        "--language", default=LanguageCode.EN_GB.value, choices=[c.value for c in LanguageCode]
    )
    parser.add_argument("--json", action="store_true", help="print each server event as JSON")
    parser.add_argument(
        "--speed", type=float, default=1.0, help="with --file: times real time (0: no pacing)"
    )
    parser.add_argument("--device", default=None, help="microphone name or index (default input)")
    parser.add_argument(
        "--biomarkers",
        default="helios,apollo",
        help="comma-separated: " + ", ".join(BIOMARKER_TRIGGER_SECONDS),
    )
    parser.add_argument(
        "--engine",
        default="local",
        help="local (default), team, default, ca, us, or a base URL (as for voxwell analyze)",
    )
    parser.add_argument("--url", default=None, help="with --engine team: the team server's address")
    parser.add_argument("--engine-workers", type=int, default=None, help=argparse.SUPPRESS)
    return parser


def _config(args: argparse.Namespace) -> MonitorConfig:
    biomarkers = [b.strip() for b in args.biomarkers.split(",") if b.strip()]
    unknown = [b for b in biomarkers if b not in BIOMARKER_TRIGGER_SECONDS]
    if unknown:
        raise UsageError(f"--biomarkers: {', '.join(unknown)} unknown; use helios and/or apollo.")
    return MonitorConfig.model_validate(
        {
            "language": args.language,
            "biomarkers": biomarkers,
            "policies": [SAFETY_POLICY],
            "progress_updates": {"enabled": True, "interval_seconds": 1.0},
        }
    )


def _file_pcm(path: Path) -> tuple[bytes, int]:
    """The recording as 16 kHz PCM16 with a silent tail, padded to whole seconds."""
    from voxwell.analysis import decode

    samples = decode(path).samples
    silence = np.zeros(round(FINAL_SILENCE_SECONDS * MONITOR_RATE), np.float32)
    samples = np.concatenate([samples, silence])
    samples = np.concatenate([samples, np.zeros((-samples.size) % MONITOR_RATE, np.float32)])
    return _pcm16(samples), samples.size // MONITOR_RATE


def _pcm16(samples: npt.NDArray[np.float32]) -> bytes:
    return to_pcm16(samples).tobytes()


def _write(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


class _Printer:
    """Events to standard output: JSON lines, or captions and a status line."""

    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self.failed = False
        self._status = sys.stdout.isatty()

    def show(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        self.failed |= kind == MonitorEvent.ERROR
        if self.as_json:
            _write(json.dumps(event, ensure_ascii=False) + "\n")
            return
        if kind == MonitorEvent.TRANSCRIPT:
            self._line(f"[{event['start']:7.1f} s] {event['text']}")
        elif kind == MonitorEvent.POLICY_RESULT:
            result = event["result"]
            level = result["classification"]["level"]
            if level > 0:
                note = result["recommended_actions"].get("for_human_reviewer") or ""
                self._line(f"ALERT level {level} ({result['classification']['alert']}): {note}")
        elif kind == MonitorEvent.STATUS and self._status:
            line = (
                f"  {event['buffer_duration']:.0f} s heard, {event['speech_duration']:.1f} s speech"
            )
            _write("\r" + line)
        elif kind == MonitorEvent.ERROR:
            self._line(f"ERROR {event['error_code']}: {event['message']}")

    def _line(self, text: str) -> None:
        _write(("\r\033[K" if self._status else "") + text + "\n")


RESULT_WAIT_SECONDS = 60.0
"""How long the command waits, after the file's last second, for the measures its speech was due
(a service that never sends them must not keep it open)."""


class _Awaited:
    """What a file's session still owes: its seconds of ``PROGRESS``, then the ``POLICY_RESULT``
    of every biomarker set whose speech reached its trigger (measured beside the audio, it may
    come after the last ``PROGRESS``, more so when the file is sent faster than real time)."""

    def __init__(self, seconds: int) -> None:
        self.seconds = seconds
        self.progress = 0
        self._due: set[str] = set()
        self._measured: set[str] = set()

    def take(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == MonitorEvent.PROGRESS:
            self.progress += 1
            self._due = {
                name
                for name, state in event.get("biomarkers", {}).items()
                if state.get("speech_seconds", 0.0) >= state.get("trigger_seconds", float("inf"))
            }
        elif kind == MonitorEvent.POLICY_RESULT:
            summary = (event.get("result") or {}).get("biomarker_summary") or {}
            self._measured |= {
                name
                for name, mark in BIOMARKER_SUMMARY_MARKS.items()
                if summary.get(mark) is not None
            }

    @property
    def heard(self) -> bool:
        """Every second of the file has come back as ``PROGRESS``."""
        return self.progress >= self.seconds

    @property
    def done(self) -> bool:
        return self.heard and self._due <= self._measured


async def _run_file(
    client: MonitorClient, path: Path, speed: float, printer: _Printer, pacer: Pacer
) -> None:
    pcm, seconds = _file_pcm(path)
    sending = asyncio.ensure_future(stream_pcm(client, pcm, speed=speed, pacer=pacer))
    awaited = _Awaited(seconds)
    events = client.events()
    try:
        while not awaited.done:
            if awaited.heard:
                # Only measures are awaited now: on a deadline, in case they never come.
                try:
                    event = await asyncio.wait_for(anext(events), RESULT_WAIT_SECONDS)
                except TimeoutError:
                    break
            else:
                event = await anext(events)
            printer.show(event)
            awaited.take(event)
            if event.get("type") == MonitorEvent.ERROR:
                break
    except StopAsyncIteration:
        pass  # the service closed the session
    finally:
        with contextlib.suppress(Exception):
            await events.aclose()
        sending.cancel()
        with contextlib.suppress(asyncio.CancelledError, VoxwellError, OSError):
            await sending


async def _microphone_blocks(device: str | None) -> AsyncIterator[bytes]:
    """100 ms blocks of the microphone as 16 kHz PCM16, until cancelled."""
    from voxwell.analysis.resample import StreamingResampler
    from voxwell.audio.capture import DeviceInput
    from voxwell.audio.devices import find_input_device

    source = DeviceInput(find_input_device(device) if device is not None else None)
    resampler = StreamingResampler(source.samplerate, MONITOR_RATE)
    source.start()
    try:
        while True:
            await asyncio.sleep(CHUNK_SECONDS)
            blocks = await asyncio.to_thread(source.drain)
            if blocks:
                yield _pcm16(resampler.process(np.concatenate(blocks)))
    finally:
        source.stop()


async def _run_microphone(client: MonitorClient, device: str | None, printer: _Printer) -> None:
    async def send() -> None:
        async for block in _microphone_blocks(device):
            await client.send_audio(block)

    sending = asyncio.ensure_future(send())
    try:
        async for event in client.events():
            printer.show(event)
            if sending.done():
                sending.result()  # a device fault ends the command with its message
    finally:
        sending.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await sending


async def _monitor(args: argparse.Namespace, base_url: str, key: str, pacer: Pacer) -> int:
    printer = _Printer(args.json)
    async with MonitorClient(monitor_url(base_url), key, _config(args)) as client:
        if args.file is not None:
            await _run_file(client, args.file, args.speed, printer, pacer)
        else:
            sys.stderr.write("Monitoring the microphone; Ctrl+C to stop.\n")
            await _run_microphone(client, args.device, printer)
    return 1 if printer.failed else 0


def main(argv: list[str], pacer: Pacer = REAL_TIME) -> int:
    """``voxwell monitor``; ``pacer`` paces ``--file`` (the wall clock but in tests)."""
    args = _parser().parse_args(argv)
    try:
        if args.file is not None and not args.file.is_file():
            raise UsageError(f"--file {args.file} does not exist.")
        if args.speed < 0:
            raise UsageError("--speed must be 0 (no pacing) or more.")
        _config(args)
        choice = _Choice(args.engine, args.url, args.engine_workers)
        with batch_service(choice, app_paths(), "voxwell monitor") as (service, key):
            return asyncio.run(_monitor(args, service.base_url, key, pacer))
    except UsageError as exc:
        sys.stderr.write(f"voxwell monitor: {exc}\n")
        return 2
    except VoxwellError as exc:
        sys.stderr.write(f"voxwell monitor: {exc}\n")
        return 1
    except KeyboardInterrupt:
        return 0

"""``/v1/monitor``: the real-time monitoring WebSocket (the protocol of docs/monitor.md).

The guard has checked the API key before this route runs (a wrong key never reaches it). The route
reads the client's messages and checks each one: the configuration first (``MonitorConfig``),
then ``AUDIO_HEADER`` + binary frame pairs and ``TRANSCRIPT`` messages. Anything else ends the
session with an ``ERROR`` event (a ``MonitorErrorCode`` and a sentence saying what was wrong)
and a close, touching no other session. Checked messages go to the session
(``voxwell.engine.monitor``), which does the work.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, WebSocket
from pydantic import ValidationError
from starlette.websockets import WebSocketDisconnect

from voxwell.api import (
    MONITOR_PATH,
    MONITOR_SAMPLE_RATES,
    MonitorConfig,
    MonitorErrorCode,
    MonitorEvent,
    Track,
)
from voxwell.engine.monitor import ClientTooSlow, MonitorService, MonitorSession

__all__ = ["MAX_CHUNK_BYTES", "router"]

_log = logging.getLogger(__name__)
router = APIRouter()

MAX_CHUNK_BYTES = 1024 * 1024
"""Largest audio frame taken (about 11 s at 48 kHz)."""

_CLOSE_SECONDS = 5.0
_POLICY_VIOLATION = 1008
_INTERNAL = 1011


class ProtocolError(Exception):
    """A message the protocol does not allow; ends the session with an ``ERROR`` event."""

    def __init__(
        self, code: MonitorErrorCode, message: str, details: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.details = details


def error_event(
    code: MonitorErrorCode, message: str, details: dict[str, Any] | None = None
) -> dict[str, Any]:
    return {
        "type": MonitorEvent.ERROR.value,
        "error_code": code.value,
        "message": message,
        "details": details,
    }


def _json(message: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON object of a text frame; a binary frame or other JSON is a ``ProtocolError``."""
    text = message.get("text")
    if text is None:
        raise ProtocolError(
            MonitorErrorCode.AUDIO_WITHOUT_HEADER,
            "A binary frame came without an AUDIO_HEADER just before it. Send each audio chunk "
            "as an AUDIO_HEADER text message followed by the chunk.",
        )
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise ProtocolError(
            MonitorErrorCode.INVALID_MESSAGE,
            "A text frame is not JSON. Every text message must be one JSON object.",
        ) from exc
    if not isinstance(value, dict):
        raise ProtocolError(
            MonitorErrorCode.INVALID_MESSAGE, "A text message must be a JSON object."
        )
    return value


def _config(message: Mapping[str, Any]) -> MonitorConfig:
    if message.get("text") is None or _json(message).get("type") == MonitorEvent.AUDIO_HEADER:
        raise ProtocolError(
            MonitorErrorCode.AUDIO_BEFORE_CONFIG,
            "Audio came before the configuration. Send the configuration (language, "
            "biomarkers, policies, audio_config) as the first message.",
        )
    try:
        config = MonitorConfig.model_validate(_json(message))
    except ValidationError as exc:
        raise ProtocolError(
            MonitorErrorCode.INVALID_CONFIG,
            "The configuration is not valid: "
            + "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()),
        ) from exc
    audio = config.audio_config
    if audio.sample_rate not in MONITOR_SAMPLE_RATES:
        raise ProtocolError(
            MonitorErrorCode.UNSUPPORTED_SAMPLE_RATE,
            f"audio_config.sample_rate {audio.sample_rate} Hz is not taken; use one of "
            + ", ".join(map(str, MONITOR_SAMPLE_RATES))
            + " Hz.",
        )
    if audio.format != "pcm16" or audio.channels != 1:
        raise ProtocolError(
            MonitorErrorCode.UNSUPPORTED_AUDIO_FORMAT,
            "Only 16-bit PCM mono is taken: audio_config.format 'pcm16' and channels 1.",
        )
    return config


def _audio_header(header: dict[str, Any], config: MonitorConfig) -> tuple[str, int]:
    """The track and byte count of a checked ``AUDIO_HEADER``."""
    track, size = header.get("track"), header.get("bytes")
    if track not in (Track.USER, Track.AGENT):
        raise ProtocolError(
            MonitorErrorCode.INVALID_MESSAGE, "AUDIO_HEADER.track must be 'user' or 'agent'."
        )
    rate = header.get("sample_rate", config.audio_config.sample_rate)
    if rate != config.audio_config.sample_rate:
        raise ProtocolError(
            MonitorErrorCode.UNSUPPORTED_SAMPLE_RATE,
            f"AUDIO_HEADER.sample_rate {rate} differs from the configuration's "
            f"{config.audio_config.sample_rate} Hz; a session keeps one rate.",
            {"configured": config.audio_config.sample_rate, "received": rate},
        )
    if header.get("format", "pcm16") != "pcm16" or header.get("channels", 1) != 1:
        raise ProtocolError(
            MonitorErrorCode.UNSUPPORTED_AUDIO_FORMAT, "Only 16-bit PCM mono audio is taken."
        )
    if not isinstance(size, int) or isinstance(size, bool) or not 0 < size <= MAX_CHUNK_BYTES:
        raise ProtocolError(
            MonitorErrorCode.INVALID_MESSAGE,
            f"AUDIO_HEADER.bytes must be a whole number from 1 to {MAX_CHUNK_BYTES}.",
        )
    return str(track), size


def _transcript(message: dict[str, Any]) -> dict[str, Any]:
    text, speaker = message.get("text"), message.get("speaker")
    if not isinstance(text, str) or speaker not in (Track.USER, Track.AGENT):
        raise ProtocolError(
            MonitorErrorCode.INVALID_MESSAGE,
            "TRANSCRIPT needs a text string and a speaker 'user' or 'agent'.",
        )
    stamp = message.get("timestamp")
    return {
        "type": MonitorEvent.TRANSCRIPT.value,
        "speaker": str(speaker),
        "text": text,
        "is_final": message.get("is_final", True) is not False,
        "language": message.get("language"),
        "timestamp": float(stamp) if isinstance(stamp, int | float) else None,
    }


async def _read(websocket: WebSocket, session: MonitorSession) -> None:
    """Check and queue the client's messages until it goes away; ``ProtocolError`` on a fault."""
    config = session.config
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        value = _json(message)
        kind = value.get("type")
        if kind == MonitorEvent.AUDIO_HEADER:
            track, size = _audio_header(value, config)
            frame = await websocket.receive()
            if frame["type"] == "websocket.disconnect":
                return
            data = frame.get("bytes")
            if data is None or len(data) != size or size % 2:
                got = "a text frame" if data is None else f"{len(data)} bytes"
                raise ProtocolError(
                    MonitorErrorCode.AUDIO_SIZE_MISMATCH,
                    f"AUDIO_HEADER announced {size} bytes of PCM16 audio but the next frame "
                    f"held {got}; send whole 16-bit samples, exactly as announced.",
                    {"announced": size, "received": None if data is None else len(data)},
                )
            await session.put("audio", (track, data))
        elif kind == MonitorEvent.TRANSCRIPT:
            await session.put("transcript", _transcript(value))
        else:
            raise ProtocolError(
                MonitorErrorCode.INVALID_MESSAGE,
                f"Unknown message type {str(kind)[:40]!r}; send AUDIO_HEADER or TRANSCRIPT.",
            )


async def _close(
    websocket: WebSocket, code: int, reason: str, within: float = _CLOSE_SECONDS
) -> None:
    with contextlib.suppress(Exception):
        await asyncio.wait_for(websocket.close(code, reason), within)


@router.websocket(MONITOR_PATH)
async def monitor(websocket: WebSocket) -> None:
    service: MonitorService = websocket.app.state.monitor
    await websocket.accept()
    try:
        first = await websocket.receive()
        if first["type"] == "websocket.disconnect":
            return
        config = _config(first)
    except ProtocolError as exc:
        await websocket.send_json(error_event(exc.code, str(exc), exc.details))
        await _close(websocket, _POLICY_VIOLATION, exc.code.value)
        return
    except WebSocketDisconnect:
        return
    jobs = websocket.app.state.engine.jobs
    if jobs is not None:
        jobs.prepare()  # a take is being recorded: its analysis is likely to follow
    session = MonitorSession(config, service, websocket.send_json)
    tasks = {
        asyncio.ensure_future(_read(websocket, session)),
        asyncio.ensure_future(session.run()),
        asyncio.ensure_future(session.deliver()),
        session.failure,
    }
    done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in tasks:
        if task not in done:
            task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    fault = next((t.exception() for t in done if not t.cancelled() and t.exception()), None)
    if fault is None or isinstance(fault, WebSocketDisconnect | OSError):
        return
    if isinstance(fault, ClientTooSlow):
        # Its events are not read: nothing more is queued; the close frame goes out if the
        # client reads within the time it has been given, else the connection is just closed.
        within = websocket.app.state.engine.settings.monitor_close_timeout
        await _close(websocket, _POLICY_VIOLATION, MonitorErrorCode.CLIENT_TOO_SLOW.value, within)
        return
    if isinstance(fault, ProtocolError):
        event, code = error_event(fault.code, str(fault), fault.details), _POLICY_VIOLATION
    else:
        _log.error("A monitoring session failed", exc_info=fault)
        event = error_event(
            MonitorErrorCode.INTERNAL_ERROR,
            f"The engine could not go on with this session ({type(fault).__name__}).",
        )
        code = _INTERNAL
    await _finish(websocket, session, event, code)


async def _finish(
    websocket: WebSocket, session: MonitorSession, event: dict[str, Any], code: int
) -> None:
    """Send what was queued, then the ERROR event, then close."""
    sender = asyncio.ensure_future(session.deliver())
    with contextlib.suppress(ClientTooSlow):
        session.emit(event)
    await session.drained(_CLOSE_SECONDS)
    sender.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await sender
    await _close(websocket, code, str(event["error_code"]))

"""Bad input on ``/v1/monitor``: each fault ends its own session with an ``ERROR`` event naming it
and a clean close, while another session, running all the while, goes on untouched; a wrong key
is refused at the handshake; a client that stops reading is dropped without stalling others.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import numpy as np
import pytest
import websockets
from websockets.client import ClientProtocol
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.frames import Close, Frame
from websockets.protocol import State
from websockets.uri import parse_uri

from tests.engine.monitor_helpers import CHUNK, RATE, pcm16, url, whole_seconds
from tests.real_speech import build, language_clips
from voxwell.analysis import decode
from voxwell.api import MonitorConfig
from voxwell.client.monitor import MonitorClient
from voxwell.launcher.local_engine import LocalEngine

CONFIG = {"language": "es-ES", "audio_config": {"sample_rate": 16000, "format": "pcm16"}}
HEADER = {"type": "AUDIO_HEADER", "track": "user", "format": "pcm16", "sample_rate": 16000,
          "channels": 1, "bytes": 3200}  # fmt: skip
SILENCE = bytes(3200)
MOST = 200_000  # transcripts the client that does not read may send (dropped long before)
STALL_SECONDS = 5.0  # a send blocked this long: the engine has stopped reading that client


def _header(**changes: Any) -> str:
    return json.dumps({**HEADER, **changes})


# Each case: what the client sends, and the error code that must come back.
CASES: dict[str, tuple[list[str | bytes], str]] = {
    "audio-first": ([SILENCE], "AUDIO_BEFORE_CONFIG"),
    "header-first": ([_header(), SILENCE], "AUDIO_BEFORE_CONFIG"),
    "config-rate": ([json.dumps({**CONFIG, "audio_config": {"sample_rate": 11025}})],
                    "UNSUPPORTED_SAMPLE_RATE"),
    "header-rate": ([json.dumps(CONFIG), _header(sample_rate=48000), SILENCE],
                    "UNSUPPORTED_SAMPLE_RATE"),
    "bytes-mismatch": ([json.dumps(CONFIG), _header(bytes=3200), bytes(1600)],
                       "AUDIO_SIZE_MISMATCH"),
    "not-json": ([json.dumps(CONFIG), "AUDIO_HEADER track=user"], "INVALID_MESSAGE"),
    "config-not-json": (["{language: es-ES"], "INVALID_MESSAGE"),
    "bad-language": ([json.dumps({"language": "fr-FR"})], "INVALID_CONFIG"),
}  # fmt: skip


async def _faulty(engine: LocalEngine, messages: list[str | bytes]) -> tuple[dict[str, Any], int]:
    """Send ``messages``; the ERROR event that comes back and the close code."""
    async with websockets.connect(
        url(engine), additional_headers={"X-Api-Key": engine.api_key}
    ) as connection:
        for message in messages:
            await connection.send(message)
        error = json.loads(await connection.recv())
        with pytest.raises(ConnectionClosed):
            await connection.recv()
        assert connection.close_code is not None
        return error, connection.close_code


async def _with_a_good_session(
    engine: LocalEngine, samples: np.ndarray, meanwhile: Callable[[], Awaitable[None]]
) -> list[dict[str, Any]]:
    """A whole session of ``samples``; ``meanwhile`` runs once its first half has been taken."""
    config = MonitorConfig.model_validate(
        {"language": "es-ES", "progress_updates": {"enabled": True}}
    )
    data, half, seconds = pcm16(samples), samples.size // RATE // 2, samples.size // RATE
    events: list[dict[str, Any]] = []
    async with MonitorClient(url(engine), engine.api_key, config) as client:

        async def send() -> None:
            for offset in range(0, half * RATE * 2, CHUNK):
                await client.send_audio(data[offset : offset + CHUNK])

        sending = asyncio.ensure_future(send())
        async for event in client.events():
            events.append(event)
            progress = sum(e["type"] == "PROGRESS" for e in events)
            if progress == half:
                await sending
                await meanwhile()
                for offset in range(half * RATE * 2, len(data), CHUNK):
                    await client.send_audio(data[offset : offset + CHUNK])
            if progress == seconds:
                break
    return events


@pytest.fixture(scope="module")
def spanish(tmp_path_factory: pytest.TempPathFactory) -> np.ndarray:
    folder: Path = tmp_path_factory.mktemp("monitor-input")
    return whole_seconds(decode(build(language_clips("es"), folder, "es").path).samples)


def test_each_fault_ends_its_session_with_its_error_and_no_other(
    engine: LocalEngine, spanish: np.ndarray
) -> None:
    answers: dict[str, tuple[dict[str, Any], int]] = {}

    async def faults() -> None:
        for name, (messages, _) in CASES.items():
            answers[name] = await _faulty(engine, messages)
        with pytest.raises(InvalidStatus) as refused:
            await websockets.connect(url(engine), additional_headers={"X-Api-Key": "vxk-wrong"})
        assert refused.value.response.status_code == 401
        with pytest.raises(InvalidStatus) as missing:
            await websockets.connect(url(engine))
        assert missing.value.response.status_code == 401

    events = asyncio.run(asyncio.wait_for(_with_a_good_session(engine, spanish, faults), 240))
    for name, (_, code) in CASES.items():
        error, close_code = answers[name]
        assert error["type"] == "ERROR", name
        assert error["error_code"] == code, (name, error)
        assert len(error["message"]) > 20
        assert close_code == 1008, name
    # The good session got every second's PROGRESS and its words, and no ERROR.
    assert sum(e["type"] == "PROGRESS" for e in events) == spanish.size // RATE
    assert not [e for e in events if e["type"] == "ERROR"]
    assert sum(e["type"] == "TRANSCRIPT" for e in events) >= 3


def _never_reading(engine: LocalEngine) -> tuple[int, int, Close | None]:
    """A client on a plain socket that sends transcripts holding a risk expression (each one
    answered by a POLICY_RESULT of a few kB) and reads nothing, until the engine stops taking
    them; then it reads what came. How many it sent, how many events it got, the close frame."""
    parts = urlsplit(engine.base_url)
    assert parts.hostname is not None
    assert parts.port is not None
    protocol = ClientProtocol(parse_uri(url(engine)))
    request = protocol.connect()
    request.headers["X-Api-Key"] = engine.api_key
    protocol.send_request(request)
    with socket.create_connection((parts.hostname, parts.port)) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.settimeout(STALL_SECONDS)
        sock.sendall(b"".join(protocol.data_to_send()))
        while protocol.handshake_exc is None and protocol.state is State.CONNECTING:
            protocol.receive_data(sock.recv(4096))
        config = {**CONFIG, "language": "en-US", "policies": ["voxwell_wellbeing_awareness"]}
        words = {"type": "TRANSCRIPT", "speaker": "user", "text": "I want to kill myself"}
        sent = 0
        with contextlib.suppress(TimeoutError):
            protocol.send_text(json.dumps(config).encode())
            while sent < MOST:
                sock.sendall(b"".join(protocol.data_to_send()))
                protocol.send_text(json.dumps({**words, "is_final": True}).encode())
                sent += 1
        received = 0
        with contextlib.suppress(OSError):
            while data := sock.recv(1 << 16):
                protocol.receive_data(data)
                received += sum(
                    isinstance(e, Frame) and bool(e.data) for e in protocol.events_received()
                )
        return sent, received, protocol.close_rcvd


def test_a_client_that_stops_reading_is_dropped_and_others_go_on(
    engine: LocalEngine, spanish: np.ndarray
) -> None:
    async def both() -> tuple[tuple[int, int, Close | None], list[dict[str, Any]]]:
        dropped = asyncio.ensure_future(asyncio.to_thread(_never_reading, engine))

        async def wait_for_drop() -> None:
            await dropped

        events = await _with_a_good_session(engine, spanish, wait_for_drop)
        return dropped.result(), events

    (sent, received, close), events = asyncio.run(asyncio.wait_for(both(), 240))
    # The engine stopped reading and answering once its queue for the client was full.
    assert sent < MOST
    assert received < sent
    # Its close frame comes after the events it could not take, when the engine managed to queue
    # it before giving up on the client; either way the connection ended.
    assert close is None or (close.code, close.reason) == (1008, "CLIENT_TOO_SLOW")
    assert sum(e["type"] == "PROGRESS" for e in events) == spanish.size // RATE
    assert sum(e["type"] == "TRANSCRIPT" for e in events) >= 3

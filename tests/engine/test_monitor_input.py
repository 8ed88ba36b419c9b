"""Bad input on ``/v1/monitor``: each fault ends its own session with an ``ERROR`` event naming it
and a clean close, while another session, running all the while, goes on untouched; a wrong key
is refused at the handshake; a client that stops reading is dropped without stalling others.

One good session of real Spanish speech serves both tests of a store: the client that stops
reading runs beside it from its start, the faults and refused keys come after its first half,
its second half once that client has been dropped; each test checks its own part and that the
good session went on untouched.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple
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

# Both tests read one good session per store (``disturbed``, a module fixture): tests/conftest.py
# keeps each store's tests on one worker, so it is run once per store.
pytestmark = pytest.mark.slow

CONFIG = {"language": "es-ES", "audio_config": {"sample_rate": 16000, "format": "pcm16"}}
HEADER = {"type": "AUDIO_HEADER", "track": "user", "format": "pcm16", "sample_rate": 16000,
          "channels": 1, "bytes": 3200}  # fmt: skip
SILENCE = bytes(3200)
MOST = 200_000  # transcripts the client that does not read may send (dropped long before)
STALL_SECONDS = 5.0  # a send blocked this long: the engine has stopped reading that client
GONE_WITHIN = 120.0  # the engine ends that connection within its 5 s (never reached when it works)


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

        sending, resumed = asyncio.ensure_future(send()), False
        async for event in client.events():
            events.append(event)
            progress = sum(e["type"] == "PROGRESS" for e in events)
            if progress == half and not resumed:  # once: more events come at this PROGRESS
                resumed = True
                await sending
                await meanwhile()
                for offset in range(half * RATE * 2, len(data), CHUNK):
                    await client.send_audio(data[offset : offset + CHUNK])
            if progress == seconds:
                break
    return events


class Dropped(NamedTuple):
    """The client that stopped reading: what it sent and got, and how its connection ended."""

    sent: int
    received: int
    close: Close | None
    ended: bool  # the engine ended the connection (a close or a reset), not left it open


@dataclass(frozen=True)
class Disturbed:
    """What the good session and the clients that came meanwhile got."""

    seconds: int
    """The good session's length in whole seconds: one PROGRESS each."""
    events: list[dict[str, Any]]
    """The good session's events."""
    answers: dict[str, tuple[dict[str, Any], int]]
    """Each fault's ERROR event and close code."""
    refused: tuple[int, int]
    """The handshake status for a wrong key and for no key."""
    dropped: Dropped
    """What ``_never_reading`` returned."""


async def _refused(engine: LocalEngine, headers: dict[str, str] | None) -> int:
    with pytest.raises(InvalidStatus) as refused:
        await websockets.connect(url(engine), additional_headers=headers)
    return refused.value.response.status_code


@pytest.fixture(scope="module")
def disturbed(engine: LocalEngine, tmp_path_factory: pytest.TempPathFactory) -> Disturbed:
    """A good session of the Spanish clips, and beside it a client that stops reading; once the
    good session's first half has been taken, every fault of ``CASES`` on a session of its own
    and a wrong and a missing key; its second half is sent once that client has been dropped."""
    folder: Path = tmp_path_factory.mktemp("monitor-input")
    spanish = whole_seconds(decode(build(language_clips("es"), folder, "es").path).samples)
    answers: dict[str, tuple[dict[str, Any], int]] = {}
    refused: list[int] = []
    dropped: list[Dropped] = []

    async def session() -> list[dict[str, Any]]:
        dropping = asyncio.ensure_future(asyncio.to_thread(_never_reading, engine))

        async def meanwhile() -> None:
            for name, (messages, _) in CASES.items():
                answers[name] = await _faulty(engine, messages)
            refused.append(await _refused(engine, {"X-Api-Key": "vxk-wrong"}))
            refused.append(await _refused(engine, None))
            dropped.append(await dropping)

        return await _with_a_good_session(engine, spanish, meanwhile)

    events = asyncio.run(asyncio.wait_for(session(), 240))
    return Disturbed(spanish.size // RATE, events, answers, (refused[0], refused[1]), dropped[0])


def test_each_fault_ends_its_session_with_its_error_and_no_other(disturbed: Disturbed) -> None:
    for name, (_, code) in CASES.items():
        error, close_code = disturbed.answers[name]
        assert error["type"] == "ERROR", name
        assert error["error_code"] == code, (name, error)
        assert len(error["message"]) > 20
        assert close_code == 1008, name
    assert disturbed.refused == (401, 401)
    # The good session got every second's PROGRESS and its words, and no ERROR.
    events = disturbed.events
    assert sum(e["type"] == "PROGRESS" for e in events) == disturbed.seconds
    assert not [e for e in events if e["type"] == "ERROR"]
    assert sum(e["type"] == "TRANSCRIPT" for e in events) >= 3


def _never_reading(engine: LocalEngine) -> Dropped:
    """A client on a plain socket that sends transcripts holding a risk expression (each one
    answered by a POLICY_RESULT of a few kB) and reads nothing, until the engine stops taking
    them; then it reads what came, until the engine ends the connection (or ``GONE_WITHIN``)."""
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
        sock.settimeout(GONE_WITHIN)
        # Now a client that reads: with its 4 kB buffer the megabytes the engine had queued
        # would trickle in for half a minute, one small window per delayed ACK.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 22)
        try:
            while data := sock.recv(1 << 16):
                protocol.receive_data(data)
                received += sum(
                    isinstance(e, Frame) and bool(e.data) for e in protocol.events_received()
                )
            ended = True  # the engine closed it
        except TimeoutError:
            ended = False  # still open: the engine kept the socket of a client it gave up on
        except OSError:
            ended = True  # reset: the engine closed it with the client's data still unread
        return Dropped(sent, received, protocol.close_rcvd, ended)


def test_a_client_that_stops_reading_is_dropped_and_others_go_on(disturbed: Disturbed) -> None:
    sent, received, close, ended = disturbed.dropped
    # The engine stopped reading and answering once its queue for the client was full.
    assert sent < MOST
    assert received < sent
    # Its close frame comes after the events it could not take, when the engine managed to queue
    # it before giving up on the client; either way the engine ended the connection.
    assert close is None or (close.code, close.reason) == (1008, "CLIENT_TOO_SLOW")
    assert ended, "the engine left the connection of a client it gave up on open"
    # The good session's second half was taken after the drop: its PROGRESS and words came.
    events = disturbed.events
    assert sum(e["type"] == "PROGRESS" for e in events) == disturbed.seconds
    assert sum(e["type"] == "TRANSCRIPT" for e in events) >= 3

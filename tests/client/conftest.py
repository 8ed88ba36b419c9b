"""Helpers of the client tests: long takes and a faulty network.

Everything here talks to the real engine; the only stand-in is for the outside world: a TCP
relay that drops connections the way a flaky network does. A user and a client on the shared
engine are ``tests.service_fixtures``'.
"""

from __future__ import annotations

import asyncio
import contextlib
import wave
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import pytest_asyncio

from voxwell.launcher.local_engine import LocalEngine


def _write_silent_wav(path: Path, seconds: float, rate: int = 48_000, channels: int = 2) -> Path:
    """A 16-bit PCM WAV of silence, written in blocks (never whole in memory)."""
    frames = int(seconds * rate)
    block = bytes(4096 * channels * 2)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        written = 0
        while written < frames:
            count = min(4096, frames - written)
            out.writeframes(block[: count * channels * 2])
            written += count
    return path


@pytest.fixture(scope="session")
def long_stereo_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three minutes of 48 kHz stereo 16-bit WAV: 34.6 MB, the largest take the app records."""
    return _write_silent_wav(tmp_path_factory.mktemp("wav") / "long_stereo.wav", 180.0)


@dataclass
class FlakyRelay:
    """A loopback TCP relay standing for an unreliable network between client and server.

    ``drop_responses``: the next N connections have their request relayed in full, but the
    connection is cut as the answer starts, so the server acted and the client never heard.
    ``refuse``: the next N connections are closed before anything is relayed.
    """

    upstream_host: str
    upstream_port: int
    drop_responses: int = 0
    refuse: int = 0
    connections: int = 0
    dropped: int = 0
    port: int = 0
    _server: asyncio.Server | None = None
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)

    def route(self, url: str) -> str:
        """``url`` with its host and port replaced by the relay's."""
        parts = urlsplit(url)
        return urlunsplit(parts._replace(netloc=f"127.0.0.1:{self.port}"))

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        if self.refuse > 0:
            self.refuse -= 1
            writer.close()
            return
        drop = self.drop_responses > 0
        if drop:
            self.drop_responses -= 1
        up_reader, up_writer = await asyncio.open_connection(self.upstream_host, self.upstream_port)

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter, cut: bool) -> None:
            with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
                while data := await source.read(65536):
                    if cut:
                        self.dropped += 1
                        break
                    sink.write(data)
                    await sink.drain()
            for end in (writer, up_writer):
                # An abortive close, as a dropped link looks to the client.
                if end.transport is not None and not end.transport.is_closing():
                    end.transport.abort()

        tasks = [
            asyncio.create_task(pump(reader, up_writer, False)),
            asyncio.create_task(pump(up_reader, writer, drop)),
        ]
        self._tasks.update(tasks)
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.difference_update(tasks)


@pytest_asyncio.fixture
async def relay(engine: LocalEngine) -> AsyncIterator[FlakyRelay]:
    parts = urlsplit(engine.base_url)
    assert parts.hostname is not None
    assert parts.port is not None
    running = FlakyRelay(parts.hostname, parts.port)
    await running.start()
    try:
        yield running
    finally:
        await running.close()

"""Closing what holds a service client (a context, an application) on the test's qasync loop."""

from __future__ import annotations

import asyncio
from typing import Protocol

from pytestqt.qtbot import QtBot


class _Closable(Protocol):
    async def aclose(self) -> None: ...


def wait_closed(qtbot: QtBot, closable: _Closable, timeout: int = 5000) -> None:
    """Close ``closable`` in a task on the running loop and wait (ms) until it is done."""
    closing = asyncio.ensure_future(closable.aclose())
    qtbot.waitUntil(closing.done, timeout=timeout)

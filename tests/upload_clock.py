"""The upload-URL clock of a test engine: moved forward by a test instead of waiting.

An engine started with ``VOXWELL_UPLOAD_CLOCK_FILE`` judges upload URLs' expiry by the system
clock plus the seconds written in that file (``voxwell.engine.signing.file_offset_clock``).
``UploadClock.passed(seconds)`` moves it for the length of a ``with`` block, so the engine's
other tests (module-scoped engines) see URLs as valid again afterwards.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

__all__ = ["UploadClock"]


class UploadClock:
    """The offset file one engine reads; ``env`` is what to start the engine with."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "upload-clock-offset"
        self.path.write_text("0", encoding="utf-8")

    @property
    def env(self) -> dict[str, str]:
        return {"VOXWELL_UPLOAD_CLOCK_FILE": str(self.path)}

    @contextlib.contextmanager
    def passed(self, seconds: float) -> Iterator[None]:
        """Inside the block the engine's upload URLs are ``seconds`` older than they are."""
        self.path.write_text(repr(float(seconds)), encoding="utf-8")
        try:
            yield
        finally:
            self.path.write_text("0", encoding="utf-8")

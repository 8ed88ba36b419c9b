"""Signed upload URLs: a token names a run, a slot and an expiry, and carries an HMAC of them.

The token is ``<run id>.<slot>.<expiry>.<signature>``; the signature is HMAC-SHA256 with the
engine's secret (kept in its store, so URLs survive a restart) and is compared in constant
time. A token that does not parse or does not verify is refused the same way as a forged one.
Expiry is judged by the signer's clock (``time.time`` unless a test gives another, see
``voxwell.engine.settings.EngineSettings.upload_clock_file``).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import math
import re
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

__all__ = ["SignedUpload", "TokenCheck", "UploadSigner", "file_offset_clock"]


_EXPIRY = re.compile(r"[1-9][0-9]{0,15}")
"""An expiry as ``sign`` writes it: ASCII digits, no sign, no leading zero."""


class TokenCheck(Enum):
    VALID = "valid"
    EXPIRED = "expired"
    INVALID = "invalid"


@dataclass(frozen=True)
class SignedUpload:
    run_id: str
    slot: str
    expires_at: int


class UploadSigner:
    """Makes and checks upload tokens with one secret."""

    def __init__(self, secret: bytes, *, clock: Callable[[], float] = time.time) -> None:
        if len(secret) < 16:
            raise ValueError("the signing secret must be at least 16 bytes")
        self._secret = secret
        self.clock = clock
        """Now, in seconds since the epoch, as upload URLs' expiry is judged."""

    def __repr__(self) -> str:
        return "UploadSigner(<secret>)"

    def _signature(self, run_id: str, slot: str, expires_at: int) -> str:
        message = f"upload\n{run_id}\n{slot}\n{expires_at}".encode()
        digest = hmac.new(self._secret, message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def sign(self, run_id: str, slot: str, expires_at: float) -> str:
        expiry = math.ceil(expires_at)
        return f"{run_id}.{slot}.{expiry}.{self._signature(run_id, slot, expiry)}"

    def check(self, token: str, now: float | None = None) -> tuple[TokenCheck, SignedUpload | None]:
        """Whether ``token`` is genuine and still valid; the signature is checked before expiry."""
        parts = token.split(".")
        if len(parts) != 4 or len(token) > 256:
            return TokenCheck.INVALID, None
        run_id, slot, expiry_text, signature = parts
        # Only the exact form ``sign`` makes: int() and UUID() also take "+17...", "017...",
        # " 17", upper case or braces, which would let one signature stand for many tokens.
        if _EXPIRY.fullmatch(expiry_text) is None:
            return TokenCheck.INVALID, None
        try:
            canonical_run = str(uuid.UUID(run_id)) == run_id
        except ValueError:
            return TokenCheck.INVALID, None
        if not canonical_run:
            return TokenCheck.INVALID, None
        expiry = int(expiry_text)
        expected = self._signature(run_id, slot, expiry)
        if not hmac.compare_digest(expected.encode(), signature.encode("utf-8", "replace")):
            return TokenCheck.INVALID, None
        upload = SignedUpload(run_id, slot, expiry)
        if (self.clock() if now is None else now) >= expiry:
            return TokenCheck.EXPIRED, upload
        return TokenCheck.VALID, upload


def file_offset_clock(path: Path) -> Callable[[], float]:
    """``time.time`` plus the seconds written in ``path`` (none or unreadable: 0): a test moves
    an engine's upload-URL clock forward by writing the file, instead of waiting."""

    def now() -> float:
        try:
            offset = float(path.read_text(encoding="utf-8").strip() or 0)
        except (OSError, ValueError):
            offset = 0.0
        return time.time() + offset

    return now

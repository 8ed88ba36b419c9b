"""API keys of the engine: created, stored hashed, looked up, listed and revoked.

A key is 32 random bytes (``vxk-`` + URL-safe base64), so one SHA-256 of it is enough to keep it
safe at rest (no password stretching needed for a secret with that much entropy). Keys are
compared by hash only; a key itself is shown once, when it is created, and never logged.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from dataclasses import dataclass

from voxwell.engine.db import Database

__all__ = ["ApiKeyInfo", "KeyStore", "hash_key", "is_key_id", "meta_get_or_create", "new_key"]

_PREFIX = "vxk-"
_ACTIVE_KEY = "SELECT id FROM api_keys WHERE hash = ? AND revoked_at IS NULL"
_KEY_ID = re.compile(r"[0-9a-f]{1,12}")


def is_key_id(text: str) -> bool:
    """Whether ``text`` can be a key id or a prefix of one: 1 to 12 lowercase hex digits."""
    return _KEY_ID.fullmatch(text) is not None


def new_key() -> str:
    """A fresh random API key."""
    return _PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ApiKeyInfo:
    """What may be shown about a key: its id (from its hash), when made, whether revoked."""

    id: str
    created_at: float
    revoked_at: float | None


class KeyStore:
    """The ``api_keys`` table."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, key: str) -> str:
        """Accept ``key`` (idempotent) and return its id; a revoked key stays revoked."""
        digest = hash_key(key)
        key_id = digest[:12]
        with self._db.write() as tx:
            tx.execute(
                "INSERT INTO api_keys (id, hash, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT DO NOTHING",
                (key_id, digest, time.time()),
            )
        return key_id

    def create(self) -> tuple[str, str]:
        """A new key and its id; the caller shows the key once."""
        key = new_key()
        return key, self.add(key)

    async def lookup(self, key: str) -> str | None:
        """The id of an active key, or None for an unknown or revoked one (on the event loop)."""
        if not key or len(key) > 512:
            return None
        row = await self._db.aquery_one(_ACTIVE_KEY, (hash_key(key),))
        return None if row is None else str(row["id"])

    def list(self) -> list[ApiKeyInfo]:
        rows = self._db.query("SELECT id, created_at, revoked_at FROM api_keys ORDER BY created_at")
        return [ApiKeyInfo(r["id"], r["created_at"], r["revoked_at"]) for r in rows]

    def count_active(self) -> int:
        row = self._db.query_one("SELECT count(*) AS n FROM api_keys WHERE revoked_at IS NULL")
        return 0 if row is None else int(row["n"])

    def revoke(self, key_id: str) -> bool:
        """Revoke the key with this id (or a unique prefix of it); False when none matches.

        An id is hex digits only: anything else (``%``, ``_``, an empty string) matches nothing,
        and a prefix is compared as text, never as a pattern.
        """
        key_id = key_id.strip().lower()
        if not is_key_id(key_id):
            return False
        with self._db.write() as tx:
            rows = tx.execute(
                "SELECT id FROM api_keys WHERE substr(id, 1, ?) = ? AND revoked_at IS NULL",
                (len(key_id), key_id),
            ).fetchall()
            if len(rows) != 1:
                return False
            tx.execute("UPDATE api_keys SET revoked_at = ? WHERE id = ?", (time.time(), rows[0][0]))
        return True


def meta_get_or_create(db: Database, name: str, value: str) -> str:
    """The stored value of ``name``, storing ``value`` first if there is none."""
    with db.write() as tx:
        tx.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING", (name, value)
        )
        row = tx.execute("SELECT value FROM meta WHERE key = ?", (name,)).fetchone()
    return str(row[0])

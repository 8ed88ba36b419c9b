"""User data uploads: the ``user_data`` table.

What is stored has passed the personal-identifier screen (:mod:`voxwell.identifiers`, which the
route applies before anything is stored).
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

from voxwell.engine.db import Database

__all__ = ["UserDataStore"]


class UserDataStore:
    """The ``user_data`` table."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, key_id: str, upload_type: str, user_label: str, data: dict[str, Any]) -> str:
        upload_id = str(uuid.uuid4())
        with self._db.write() as tx:
            tx.execute(
                "INSERT INTO user_data (id, key_id, upload_type, user_label, data_json,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (upload_id, key_id, upload_type, user_label, json.dumps(data), time.time()),
            )
        return upload_id

"""Fixtures of the results views' tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from voxwell.history import HistoryStore


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    """An empty history in the test's folder."""
    with HistoryStore(tmp_path / "h.sqlite3") as opened:
        yield opened

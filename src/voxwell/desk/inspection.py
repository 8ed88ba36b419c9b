"""A take's inspection tracks for the view: computed in a process of their own and remembered.

Decoding is where a hostile file can crash a process (the engine isolates it in its workers for
that reason), so the app computes a take's tracks (``voxwell.analysis.take_acoustics``) through
``voxwell.isolated``: a spawned process under the analysis worker's cap on memory. A file that
crashes or balloons it ends that process only; the view says why and the app goes on. The last
few takes' tracks are kept (an LRU keyed by the file's path, size and modification time, so a
re-take is computed afresh). Safe to call from any thread.
"""

from __future__ import annotations

import threading
from pathlib import Path

from cachetools import LRUCache

from voxwell.analysis.take_acoustics import TakeAcoustics, analyse_take
from voxwell.analysis.waveform import take_stamp
from voxwell.errors import ProcessCrashed
from voxwell.isolated import run_isolated

__all__ = ["is_cached", "take_acoustics"]

_CACHE_SIZE = 4
_cache: LRUCache[tuple[str, int, int], TakeAcoustics] = LRUCache(maxsize=_CACHE_SIZE)
_lock = threading.Lock()


def is_cached(path: str | Path) -> bool:
    """True when ``take_acoustics`` would answer at once."""
    try:
        key = take_stamp(path)
    except OSError:
        return False
    with _lock:
        return key in _cache


def take_acoustics(path: str | Path) -> TakeAcoustics:
    """The take's tracks, from the cache or computed in a process of their own; ``OSError`` in
    plain words when the file cannot be read or its decoding crashed. Slow the first time
    (about 1 s to start the process, then the tracks): call it off the event loop."""
    key = take_stamp(path)
    with _lock:
        found = _cache.get(key)
    if found is not None:
        return found
    try:
        acoustics = run_isolated(analyse_take, str(path))
    except (ProcessCrashed, MemoryError) as exc:  # a crash, or the cap on its memory
        raise OSError(
            f"The take {Path(path).name} could not be read: decoding it stopped ({exc}). The "
            "file may be damaged or not a recording; the rest of Voxwell is unaffected."
        ) from exc
    with _lock:
        _cache[key] = acoustics
    return acoustics

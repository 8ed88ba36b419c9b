"""A take's inspection tracks for the view: computed in a process of their own and remembered.

Decoding is where a hostile file can crash a process (the engine isolates it in its workers for
that reason), so the app computes a take's tracks (``voxwell.analysis.take_acoustics``) through
``voxwell.isolated``: one spawned process under the analysis worker's cap on memory, kept for the
next take while Inspect is in use (``IDLE_SECONDS``). A file that crashes or balloons it ends
that process only; the view says why, the app goes on and the next take gets a fresh process.
The last few takes' tracks are kept (an LRU keyed by the file's path, size and modification
time, so a re-take is computed afresh). Safe to call from any thread.
"""

from __future__ import annotations

import atexit
import threading
from pathlib import Path

from cachetools import LRUCache

from voxwell.analysis.take_acoustics import TakeAcoustics, analyse_take
from voxwell.analysis.waveform import take_stamp
from voxwell.audio.take_audio import is_sealed_take, take_bytes
from voxwell.errors import ProcessCrashed
from voxwell.i18n import translate
from voxwell.isolated import IsolatedWorker
from voxwell.privacy.sealing import SealedDataError

__all__ = ["IDLE_SECONDS", "end_process", "is_cached", "process_id", "take_acoustics"]

IDLE_SECONDS = 120.0
"""How long the process that computes tracks is kept without work: long enough for the other
take of a session and a look back, short enough that it holds no memory for long after."""
_CACHE_SIZE = 4
_cache: LRUCache[tuple[str, int, int], TakeAcoustics] = LRUCache(maxsize=_CACHE_SIZE)
_lock = threading.Lock()
_worker = IsolatedWorker(IDLE_SECONDS)
atexit.register(_worker.close)


def process_id() -> int | None:
    """The id of the process that computes tracks, while it runs."""
    return _worker.pid


def end_process() -> None:
    """End the process that computes tracks now (the next take starts another)."""
    _worker.close()


def is_cached(path: str | Path) -> bool:
    """True when ``take_acoustics`` would answer at once."""
    try:
        key = take_stamp(path)
    except OSError:
        return False
    with _lock:
        return key in _cache


def take_acoustics(path: str | Path) -> TakeAcoustics:
    """The take's tracks, from the cache or computed in the process of their own; ``OSError`` in
    plain words when the file cannot be read or its decoding crashed. Slow when that process
    must start (about 0.6 s, then the tracks): call it off the event loop."""
    key = take_stamp(path)
    with _lock:
        found = _cache.get(key)
    if found is not None:
        return found
    try:
        # A sealed take reaches the process in memory, as its plain sound file: never on disk.
        source = take_bytes(Path(path)) if is_sealed_take(Path(path)) else str(path)
        acoustics = _worker.call(analyse_take, source, Path(path).name)
    except SealedDataError as exc:
        raise OSError(
            translate("TakeInspection", "The take {name} cannot be read: {reason}").format(
                name=Path(path).name, reason=exc
            )
        ) from exc
    except (ProcessCrashed, MemoryError) as exc:  # a crash, or the cap on its memory
        raise OSError(
            translate(
                "TakeInspection",
                "The take {name} could not be read: decoding it stopped ({reason}). The "
                "file may be damaged or not a recording; the rest of Voxwell is unaffected.",
            ).format(name=Path(path).name, reason=exc)
        ) from exc
    with _lock:
        _cache[key] = acoustics
    return acoustics

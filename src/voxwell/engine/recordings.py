"""The recording store: where uploaded recordings are kept, as a folder or in S3-compatible storage.

One interface, :class:`RecordingStore`, two implementations, chosen by the ``storage`` setting
through ``open_recordings`` (:mod:`voxwell.engine.recording_stores`):

- :class:`FolderRecordings` (the default: the ``audio`` folder in the data folder; any folder,
  a shared network mount too). A recording is the file ``<root>/<key>``.
- ``S3Recordings`` in :mod:`voxwell.engine.s3_recordings` (``s3://bucket/optional/prefix``):
  a recording is the object ``<prefix>/<key>``; the endpoint is the ``s3_endpoint_url``
  setting (None: AWS), and the credentials come from boto3's usual chain (never from
  Voxwell's settings, never logged).
  boto3 is in the ``team`` extra only, so that module is imported only when asked for.

A key is ``<run id>/<slot>-<12 hex>.audio``, fresh for every upload, so racing uploads never
share a recording. Rows written by earlier engines hold absolute file paths; the folder store
still reads and deletes those. An upload is streamed into a local part file (:meth:`spool`),
made durable (:meth:`commit`), and only then is its row written; recordings no row refers to
(a crash between the two) are removed by :meth:`remove_orphans`, which spares recent ones: on a
team server another node may have just committed a recording whose row is not yet written.

Every method blocks (disk or network): callers on an event loop run them in a worker thread.

A folder store given the data key (the desktop engine's, from the app:
``voxwell.privacy.data_key``) seals each recording as it is received (``voxwell.privacy.sealing``,
a record per write), so an upload is never plain on disk; the analysis reads it back through
:func:`readable_recording`, whose key comes from the engine's environment.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Collection, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path, PurePosixPath
from types import TracebackType
from typing import Protocol

from voxwell.engine.db import StoreError
from voxwell.files import commit_durably
from voxwell.privacy.data_key import data_key_from_env
from voxwell.privacy.migration import seal_folder_in_place
from voxwell.privacy.sealing import SealedStreamWriter, is_sealed, sealed_stream_payload

__all__ = [
    "RECORDING_PURPOSE",
    "FolderRecordings",
    "PartWriter",
    "RecordingMissing",
    "RecordingStore",
    "RecordingStoreError",
    "new_key",
    "readable_recording",
]

RECORDING_PURPOSE = "engine-recording"
"""What an engine's sealed recordings are sealed for (``voxwell.privacy.sealing``)."""


class PartWriter(Protocol):
    """An upload's part file being written: bytes in, then closed (``with``)."""

    def write(self, data: bytes, /) -> object: ...

    def close(self) -> None: ...

    def __enter__(self) -> PartWriter: ...

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None: ...


def readable_recording(path: Path) -> Path | bytes:
    """A stored recording as the analysis decodes it: the file, or a sealed one's plain bytes
    (with the key in the engine's environment; held in memory only)."""
    if not is_sealed(path):
        return path
    key = data_key_from_env()
    if key is None:
        raise RecordingMissing("A sealed recording cannot be read: the engine has no data key.")
    return sealed_stream_payload(path, key.secret, purpose=RECORDING_PURPOSE)


class RecordingStoreError(StoreError):
    """The recording store cannot be used now: unreachable, bucket missing, credentials refused.

    The message is a plain sentence naming the store (never a credential). A kind of
    :class:`StoreError`, so the commands that report a store they cannot open report this too.
    """


class RecordingMissing(RecordingStoreError):
    """A recording that a run's row refers to is not in the store."""


def new_key(run_id: str, slot: str) -> str:
    """A fresh key for one upload of ``slot`` in run ``run_id``."""
    return f"{run_id}/{slot}-{uuid.uuid4().hex[:12]}.audio"


class RecordingStore(Protocol):
    """Where recordings are kept. Keys are those of :func:`new_key` (or, in old folder stores,
    absolute paths)."""

    def check(self) -> None:
        """Raise :class:`RecordingStoreError` unless the store can be used now (readiness)."""
        ...

    def spool(self, run_id: str, slot: str) -> tuple[str, Path]:
        """A fresh key for one upload and the local part file to stream its body into."""
        ...

    def open_part(self, part: Path) -> PartWriter:
        """The part file of :meth:`spool` opened for the upload's body (sealed when the store
        is)."""
        ...

    def commit(self, key: str, part: Path) -> None:
        """Keep the fully written ``part`` as ``key``, durably; the part file is gone after.

        Raises :class:`RecordingStoreError` if the store cannot take it (the part is removed).
        """
        ...

    def discard(self, part: Path) -> None:
        """Remove a part file that is not to be kept (missing is fine)."""
        ...

    def delete(self, key: str) -> None:
        """Remove one recording (missing is fine)."""
        ...

    def local_copies(self, keys: Mapping[str, str]) -> AbstractContextManager[dict[str, Path]]:
        """Local files of ``keys`` (slot -> key) for the analysis, for the ``with`` block only.

        Raises :class:`RecordingMissing` if one is not in the store.
        """
        ...

    def delete_run(self, run_id: str) -> None:
        """Remove all recordings of run ``run_id``; nothing to remove is fine."""
        ...

    def remove_orphans(self, known_keys: Collection[str], older_than: float) -> int:
        """Remove recordings and part files older than ``older_than`` seconds that are not in
        ``known_keys`` (crash leftovers); how many were removed."""
        ...


def _checked_key(key: str) -> PurePosixPath:
    relative = PurePosixPath(key)
    if relative.is_absolute() or ".." in relative.parts or len(relative.parts) != 2:
        raise RecordingMissing(f"{key!r} is not a recording key of this engine.")
    return relative


def run_folder(run_id: str) -> str:
    """The folder (or key prefix) of a run's recordings; refuses an id that could escape it."""
    return _checked_key(f"{run_id}/any").parts[0]


def _older_than(path: Path, cutoff: float) -> bool:
    try:
        return path.stat().st_mtime <= cutoff
    except FileNotFoundError:
        return False


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


class FolderRecordings:
    """Recordings as files in one folder (``<root>/<run id>/<slot>-<hex>.audio``)."""

    def __init__(self, root: Path, *, key: bytes | None = None) -> None:
        """``key``: the data key that seals each recording (None: plain files)."""
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self._key = key

    def __repr__(self) -> str:
        return f"FolderRecordings({str(self.root)!r})"

    def path_of(self, key: str) -> Path:
        """The file of ``key`` (an absolute path, as rows of earlier engines hold, is itself)."""
        if os.path.isabs(key):
            return Path(key)
        return self.root.joinpath(*_checked_key(key).parts)

    def seal_plain(self) -> int:
        """Seal in place the recordings an earlier engine kept plain (with a data key only);
        how many. Safe to cut short: each file is plain or sealed, never half
        (``voxwell.privacy.migration``)."""
        if self._key is None:
            return 0
        return seal_folder_in_place(
            self.root,
            self._key,
            lambda path: (RECORDING_PURPOSE, True) if path.suffix == ".audio" else None,
        )

    def check(self) -> None:
        if not (self.root.is_dir() and os.access(self.root, os.W_OK | os.X_OK)):
            raise RecordingStoreError(f"The recording folder {self.root} cannot be written to.")

    def spool(self, run_id: str, slot: str) -> tuple[str, Path]:
        key = new_key(run_id, slot)
        final = self.path_of(key)
        final.parent.mkdir(parents=True, exist_ok=True)
        return key, final.with_suffix(".part")

    def open_part(self, part: Path) -> PartWriter:
        if self._key is not None:
            return SealedStreamWriter(part, self._key, purpose=RECORDING_PURPOSE)
        return part.open("wb")

    def commit(self, key: str, part: Path) -> None:
        try:
            commit_durably(part, self.path_of(key))
        except BaseException:
            part.unlink(missing_ok=True)
            raise

    def discard(self, part: Path) -> None:
        part.unlink(missing_ok=True)

    def delete(self, key: str) -> None:
        self.path_of(key).unlink(missing_ok=True)

    @contextmanager
    def local_copies(self, keys: Mapping[str, str]) -> Iterator[dict[str, Path]]:
        paths = {slot: self.path_of(key) for slot, key in keys.items()}
        for slot, path in paths.items():
            if not path.is_file():
                raise RecordingMissing(f"The {slot} recording is missing from {self.root}.")
        yield paths  # the files themselves: nothing to clean up

    def delete_run(self, run_id: str) -> None:
        shutil.rmtree(self.root / run_folder(run_id), ignore_errors=True)

    def remove_orphans(self, known_keys: Collection[str], older_than: float) -> int:
        known = set(known_keys)
        cutoff = time.time() - older_than
        removed = 0
        if not self.root.is_dir():
            return 0
        for folder in self.root.iterdir():
            if not folder.is_dir():
                continue  # not ours (an old store's own layout is left as it was)
            # An empty folder goes only if nothing was added to it lately (its time before our
            # own removals touch it): another node may be about to spool in it.
            folder_old = _older_than(folder, cutoff)
            for item in folder.iterdir():
                key = f"{folder.name}/{item.name}"
                if key not in known and str(item) not in known and _older_than(item, cutoff):
                    _remove(item)
                    removed += 1
            if folder_old and not any(folder.iterdir()):
                folder.rmdir()
        return removed


def spool_part(spool_dir: Path, key: str) -> Path:
    """A part file in a local spool folder for ``key`` (S3 stores spool here before uploading)."""
    spool_dir.mkdir(parents=True, exist_ok=True)
    return spool_dir / (_checked_key(key).as_posix().replace("/", "--") + ".part")


def remove_old_entries(folder: Path, older_than: float) -> int:
    """Remove the entries of ``folder`` older than ``older_than`` seconds; how many."""
    if not folder.is_dir():
        return 0
    cutoff = time.time() - older_than
    old = [entry for entry in folder.iterdir() if _older_than(entry, cutoff)]
    for entry in old:
        _remove(entry)
    return len(old)


def temporary_folder(spool_dir: Path) -> Path:
    spool_dir.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix="fetch-", dir=spool_dir))

"""Choosing the recording store the ``storage`` setting names: a folder, or S3-compatible storage.

The two stores are :class:`~voxwell.engine.recordings.FolderRecordings` and
:class:`~voxwell.engine.s3_recordings.S3Recordings`; this module is the one place that knows
both, so that neither imports the other. boto3 is in the ``team`` extra only: the S3 store's
module is imported only when the setting asks for it.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from voxwell.engine.recordings import FolderRecordings, RecordingStore, RecordingStoreError
from voxwell.engine.settings import EngineSettings

__all__ = ["open_recordings"]


def open_recordings(settings: EngineSettings) -> RecordingStore:
    """The recording store ``settings.storage`` names (None: ``<data_dir>/audio``).

    An S3 store is checked now: a missing bucket, refused credentials or an unreachable endpoint
    raise :class:`RecordingStoreError` with a plain message naming the bucket.
    """
    storage = settings.storage
    data_dir = Path(settings.data_dir)
    if storage is None or not storage.strip():
        folder = FolderRecordings(data_dir / "audio", key=settings.data_key)
        folder.seal_plain()  # recordings an earlier engine kept plain, at the first keyed start
        return folder
    parts = urlsplit(storage.strip())
    if parts.scheme == "s3":
        from voxwell.engine.s3_recordings import S3Recordings

        store = S3Recordings(
            storage.strip(), spool_dir=data_dir / "spool", endpoint_url=settings.s3_endpoint_url
        )
        store.check()
        return store
    if parts.scheme == "file":
        return FolderRecordings(Path(unquote(parts.path)))
    if len(parts.scheme) > 1:  # "C:\\…" parses as scheme "c"
        raise RecordingStoreError(
            f"The recording storage {storage!r} is not supported: give a folder or an"
            " s3://bucket/prefix URL (VOXWELL_STORAGE)."
        )
    return FolderRecordings(Path(storage))

"""Recordings in S3-compatible object storage (``s3://bucket/optional/prefix``), through boto3.

The :class:`~voxwell.engine.recordings.RecordingStore` for a team server whose nodes share no
folder. A recording is the object ``<prefix>/<key>``. An upload is spooled to a local part file
under the data folder, then uploaded (in parts when large) before its row is written; the
analysis gets downloaded copies in a temporary folder, removed afterwards.

The endpoint is the ``s3_endpoint_url`` setting (None: AWS itself); credentials come from
boto3's usual chain (``AWS_ACCESS_KEY_ID``…, a profile, an instance role), never from Voxwell's
settings, and appear in no message or repr. boto3 is in the ``team`` extra only, so this module
is imported only when the storage setting asks for S3. Failures of the store become
:class:`~voxwell.engine.recordings.RecordingStoreError` with a plain sentence.
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from voxwell.engine.recordings import (
    PartWriter,
    RecordingMissing,
    RecordingStoreError,
    new_key,
    remove_old_entries,
    run_folder,
    spool_part,
    temporary_folder,
)

__all__ = ["S3Recordings"]

_PART_BYTES = 8 * 1024 * 1024
"""Above this a recording is uploaded and fetched in parts of this size (S3's minimum is 5 MiB)."""

_OUR_KEY = re.compile(r"^[0-9a-f-]{36}/[A-Za-z]+-[0-9a-f]{12}\.audio$")
"""Keys this engine writes: orphan removal never touches anything else in a shared bucket."""

_REFUSED = frozenset(
    {"403", "AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch", "ExpiredToken"}
)


class S3Recordings:
    """Recordings as objects in one bucket, under an optional prefix."""

    def __init__(self, url: str, *, spool_dir: Path, endpoint_url: str | None = None) -> None:
        parts = urlsplit(url)
        if parts.scheme != "s3" or not parts.netloc:
            raise RecordingStoreError(
                f"The recording storage {url!r} names no bucket: use s3://bucket/prefix."
            )
        self.bucket = parts.netloc
        prefix = parts.path.strip("/")
        self.prefix = f"{prefix}/" if prefix else ""
        self.endpoint_url = endpoint_url
        self._at = f" at {endpoint_url}" if endpoint_url else ""
        self._spool = Path(spool_dir)
        try:
            import boto3
            from boto3.s3.transfer import TransferConfig
            from botocore.config import Config
        except ImportError as exc:
            raise RecordingStoreError(
                "S3 recording storage needs boto3: install Voxwell with its team extra"
                " (pip install 'voxwell[team]')."
            ) from exc
        config = Config(
            connect_timeout=5, read_timeout=60, retries={"max_attempts": 3, "mode": "standard"}
        )
        # One client for all threads (boto3 clients are thread-safe; sessions are not).
        self._client: Any = boto3.session.Session().client(
            "s3", endpoint_url=endpoint_url, config=config
        )
        self._transfer: Any = TransferConfig(
            multipart_threshold=_PART_BYTES, multipart_chunksize=_PART_BYTES, max_concurrency=4
        )

    def __repr__(self) -> str:
        return f"S3Recordings('s3://{self.bucket}/{self.prefix}'{self._at})"

    def _where(self) -> str:
        return f"the bucket {self.bucket!r}{self._at}"

    def _name(self, key: str) -> str:
        run_id, _, rest = key.partition("/")
        return f"{self.prefix}{run_folder(run_id)}/{rest}"

    @contextmanager
    def _failures(self, doing: str, missing: str | None = None) -> Iterator[None]:
        """Map boto3's errors while ``doing`` to plain ones (a 404 to ``missing`` if given)."""
        from boto3.exceptions import Boto3Error
        from botocore.exceptions import BotoCoreError, ClientError, NoCredentialsError

        try:
            yield
        except ClientError as exc:
            code = str(exc.response.get("Error", {}).get("Code", ""))
            if missing is not None and code in ("404", "NoSuchKey"):
                raise RecordingMissing(missing) from exc
            if code in ("404", "NoSuchBucket"):
                raise RecordingStoreError(
                    f"{self._where().capitalize()} does not exist; create it or correct the"
                    " storage setting (VOXWELL_STORAGE)."
                ) from exc
            if code in _REFUSED:
                raise RecordingStoreError(
                    f"The S3 credentials were refused for {self._where()} while {doing}; check"
                    " AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the profile in use)."
                ) from exc
            raise RecordingStoreError(
                f"{self._where().capitalize()} failed while {doing} ({code or 'no code'})."
            ) from exc
        except NoCredentialsError as exc:
            raise RecordingStoreError(
                f"No S3 credentials were found for {self._where()}; set AWS_ACCESS_KEY_ID and"
                " AWS_SECRET_ACCESS_KEY (or AWS_PROFILE)."
            ) from exc
        except (BotoCoreError, Boto3Error) as exc:
            raise RecordingStoreError(
                f"{self._where().capitalize()} could not be reached while {doing}: {exc}"
            ) from exc

    def check(self) -> None:
        """Raise :class:`RecordingStoreError` unless the bucket exists and lets us in."""
        with self._failures("checking the bucket"):
            self._client.head_bucket(Bucket=self.bucket)

    def spool(self, run_id: str, slot: str) -> tuple[str, Path]:
        key = new_key(run_id, slot)
        return key, spool_part(self._spool, key)

    def open_part(self, part: Path) -> PartWriter:
        return part.open("wb")  # a team server's storage: the operator's encryption

    def commit(self, key: str, part: Path) -> None:
        try:
            with self._failures("storing a recording"):
                self._client.upload_file(
                    str(part), self.bucket, self._name(key), Config=self._transfer
                )
        finally:
            part.unlink(missing_ok=True)  # stored, or refused: the client sends it again

    def discard(self, part: Path) -> None:
        part.unlink(missing_ok=True)

    def delete(self, key: str) -> None:
        with self._failures("deleting a recording"):
            self._client.delete_object(Bucket=self.bucket, Key=self._name(key))

    @contextmanager
    def local_copies(self, keys: Mapping[str, str]) -> Iterator[dict[str, Path]]:
        folder = temporary_folder(self._spool)
        try:
            paths: dict[str, Path] = {}
            for index, (slot, key) in enumerate(keys.items()):
                target = folder / f"{index}.audio"
                with self._failures(
                    f"fetching the {slot} recording",
                    missing=f"The {slot} recording is missing from {self._where()}.",
                ):
                    self._client.download_file(
                        self.bucket, self._name(key), str(target), Config=self._transfer
                    )
                paths[slot] = target
            yield paths
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def _listed(self, prefix: str) -> Iterator[dict[str, Any]]:
        with self._failures("listing recordings"):
            pages = self._client.get_paginator("list_objects_v2").paginate(
                Bucket=self.bucket, Prefix=prefix
            )
            for page in pages:
                yield from page.get("Contents", [])

    def _delete_names(self, names: list[str]) -> None:
        for start in range(0, len(names), 1000):  # S3's limit per request
            batch = [{"Key": name} for name in names[start : start + 1000]]
            with self._failures("deleting recordings"):
                answer = self._client.delete_objects(
                    Bucket=self.bucket, Delete={"Objects": batch, "Quiet": True}
                )
            if answer.get("Errors"):
                first = answer["Errors"][0]
                raise RecordingStoreError(
                    f"{self._where().capitalize()} refused to delete {len(answer['Errors'])}"
                    f" recordings ({first.get('Code', 'no code')})."
                )

    def delete_run(self, run_id: str) -> None:
        prefix = f"{self.prefix}{run_folder(run_id)}/"
        self._delete_names([item["Key"] for item in self._listed(prefix)])

    def remove_orphans(self, known_keys: Collection[str], older_than: float) -> int:
        # This node's spool first: part files and fetched copies a crash left behind.
        removed = remove_old_entries(self._spool, older_than)
        known = set(known_keys)
        cutoff = time.time() - older_than
        stale = []
        for item in self._listed(self.prefix):
            key = item["Key"][len(self.prefix) :]
            if not _OUR_KEY.match(key) or key in known:
                continue
            if item["LastModified"].timestamp() <= cutoff:
                stale.append(item["Key"])
        self._delete_names(stale)
        return removed + len(stale)

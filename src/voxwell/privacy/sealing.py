"""Sealing the files Voxwell keeps about patients: AES-256-GCM under the computer's data key.

It owns the sealed formats, not the key (kept elsewhere): a lost laptop gives nothing away.
A *blob* (:func:`seal`, :func:`write_sealed`) is data sealed at once, a file written atomically.
A *stream* (:class:`SealedStreamWriter`) is a take sealed record by record as it records: each
record's associated data binds the stream, its index and whether it closes the stream, so
records cannot be reordered, dropped from the middle or moved between files, and a crash loses
only the record being written. Both bind a ``purpose`` (``"history"``, ``"take"``…): data
sealed for one does not open as another. No message or repr here holds key bytes or plaintext.
"""

from __future__ import annotations

import contextlib
import os
import struct
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import BinaryIO, NamedTuple

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from voxwell.files import commit_durably, fsync_folder
from voxwell.i18n import translate

__all__ = [
    "KEY_BYTES",
    "MAX_RECORD_BYTES",
    "SealedDataError",
    "SealedStream",
    "SealedStreamWriter",
    "is_sealed",
    "read_sealed",
    "read_sealed_stream",
    "seal",
    "sealed_stream_payload",
    "unseal",
    "write_sealed",
]

KEY_BYTES = 32
MAX_RECORD_BYTES = 64 * 1024 * 1024

_BLOB_MAGIC = b"VXSB1"
_STREAM_MAGIC = b"VXSS1"
_NONCE_BYTES = 12
_TAG_BYTES = 16
_STREAM_ID_BYTES = 16
_HEADER_BYTES = len(_STREAM_MAGIC) + _STREAM_ID_BYTES
_RECORD_HEAD = struct.Struct("<I")
_RECORD_HEAD_BYTES = _RECORD_HEAD.size + _NONCE_BYTES
_INDEX = struct.Struct("<Q")
_ORDINARY, _CLOSING = 0, 1


class SealedDataError(Exception):
    """A file or blob not sealed with this key, altered, or cut short where that is not allowed."""


def _unreadable() -> SealedDataError:
    return SealedDataError(
        translate(
            "SealedData",
            "The file is not readable with this computer's data key "
            "(altered, damaged or sealed with another key).",
        )
    )


def _cipher(key: bytes) -> AESGCM:
    if not isinstance(key, bytes) or len(key) != KEY_BYTES:
        raise ValueError("a data key is 32 bytes")
    return AESGCM(key)


def seal(key: bytes, data: bytes, *, purpose: str) -> bytes:
    """``data`` sealed under ``key`` for ``purpose``: ``b"VXSB1"``, nonce, ciphertext and tag."""
    cipher = _cipher(key)
    nonce = os.urandom(_NONCE_BYTES)
    return _BLOB_MAGIC + nonce + cipher.encrypt(nonce, data, _BLOB_MAGIC + purpose.encode())


def unseal(key: bytes, blob: bytes, *, purpose: str) -> bytes:
    """The data of a blob :func:`seal` made with ``key`` for ``purpose``."""
    cipher = _cipher(key)
    head = len(_BLOB_MAGIC) + _NONCE_BYTES
    if len(blob) < head + _TAG_BYTES or not blob.startswith(_BLOB_MAGIC):
        raise _unreadable()
    nonce = blob[len(_BLOB_MAGIC) : head]
    try:
        return cipher.decrypt(nonce, blob[head:], _BLOB_MAGIC + purpose.encode())
    except InvalidTag:
        raise _unreadable() from None


def is_sealed(path_or_head: Path | bytes) -> bool:
    """Whether a file (or the first bytes of one) is sealed, telling old plain files from new.

    A missing file is not sealed; any other error reading it is raised, so an unreadable sealed
    file is never taken for a plain one.
    """
    if isinstance(path_or_head, bytes):
        head = path_or_head
    else:
        try:
            with path_or_head.open("rb") as handle:
                head = handle.read(len(_BLOB_MAGIC))
        except FileNotFoundError:
            return False
    return head.startswith((_BLOB_MAGIC, _STREAM_MAGIC))


def write_sealed(path: Path, key: bytes, data: bytes, *, purpose: str) -> None:
    """Seal ``data`` into ``path`` atomically: a reader sees the old file or the whole new one."""
    blob = seal(key, data, purpose=purpose)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(blob)
        commit_durably(Path(temp), path)  # synced, renamed into place, folder synced
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def read_sealed(path: Path, key: bytes, *, purpose: str) -> bytes:
    """The data :func:`write_sealed` put in ``path``."""
    return unseal(key, path.read_bytes(), purpose=purpose)


def _record_data(stream_id: bytes, purpose: bytes, index: int, flag: int) -> bytes:
    return _STREAM_MAGIC + stream_id + purpose + _INDEX.pack(index) + bytes((flag,))


class SealedStreamWriter:
    """A stream file sealed record by record as the data comes (a take as it records).

    The file is ``b"VXSS1"`` and a random stream id, then records: ciphertext length (4 bytes,
    little-endian), nonce, ciphertext and tag; the last is an empty closing record. Each
    :meth:`append` reaches the operating system at once, so a crash of the app loses nothing
    appended; :meth:`flush` makes it survive a crash of the computer too.
    """

    def __init__(
        self,
        path: Path,
        key: bytes,
        *,
        purpose: str,
        fsync: Callable[[int], None] = os.fsync,
        sync_on_open: bool = True,
    ) -> None:
        """``fsync`` makes a flush durable (a test may pass a slower one); with
        ``sync_on_open=False`` the new file is not synced until the first durable flush."""
        self._cipher = _cipher(key)  # the key itself is not kept, so no repr can show it
        self._fsync = fsync
        self._purpose = purpose.encode()
        self._stream_id = os.urandom(_STREAM_ID_BYTES)
        self._path = path
        self._records = 0
        self._closed = False
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        self._file: BinaryIO = os.fdopen(os.open(path, flags, 0o600), "wb")
        try:
            self._file.write(_STREAM_MAGIC + self._stream_id)
            self.flush(durable=sync_on_open)
        except BaseException:
            self._file.close()
            path.unlink(missing_ok=True)  # only this writer made it: leave no headless file
            raise
        if sync_on_open:
            fsync_folder(path.parent)  # so the new file itself survives a crash

    @property
    def path(self) -> Path:
        """The stream file."""
        return self._path

    @property
    def records(self) -> int:
        """How many ordinary records were written."""
        return self._records

    @property
    def closed(self) -> bool:
        """Whether the stream is closed, abandoned or stopped by a failed write."""
        return self._closed

    def __repr__(self) -> str:
        state = f"records={self._records}, closed={self._closed}"
        return f"SealedStreamWriter({str(self._path)!r}, {state})"

    def _write_record(self, data: bytes, flag: int) -> None:
        if self._closed:
            raise ValueError("the sealed stream is closed")
        if len(data) > MAX_RECORD_BYTES:
            raise ValueError("a sealed record holds at most 64 MiB")
        nonce = os.urandom(_NONCE_BYTES)
        associated = _record_data(self._stream_id, self._purpose, self._records, flag)
        sealed = self._cipher.encrypt(nonce, data, associated)
        try:
            self._file.write(_RECORD_HEAD.pack(len(sealed)) + nonce + sealed)
            self._file.flush()
        except BaseException:
            # A record half written (a full disk) is a torn end only while nothing follows it.
            self._closed = True
            with contextlib.suppress(OSError):
                self._file.close()
            raise

    def append(self, data: bytes) -> None:
        """Seal ``data`` as the next record and hand it to the operating system."""
        self._write_record(data, _ORDINARY)
        self._records += 1

    def write(self, data: bytes, /) -> int:
        """:meth:`append`, as a file's ``write`` (an upload's body is written through it)."""
        self.append(data)
        return len(data)

    def flush(self, *, durable: bool = True) -> None:
        """Flush what was written; ``durable`` also fsyncs it to the disk."""
        self._file.flush()  # a closed file refuses it with ValueError
        if durable:
            self._fsync(self._file.fileno())

    def close(self) -> None:
        """End the stream with its closing record, so a reader knows it is complete."""
        if self._closed:
            return
        self._write_record(b"", _CLOSING)
        self.abandon()

    def abandon(self) -> None:
        """Stop without the closing record (what a crash would leave), keeping what was written."""
        if self._closed:
            return
        try:
            self.flush()
        finally:
            self._closed = True
            self._file.close()

    def __enter__(self) -> SealedStreamWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self.close()
        else:
            self.abandon()


class SealedStream(NamedTuple):
    """What a stream file holds: its records' payloads in order, and whether it was closed."""

    records: list[bytes]
    complete: bool


def _zeros_from(handle: BinaryIO, position: int) -> bool:
    # A computer crash can leave a file's tail as zeros (its size saved before its data): that
    # is a torn end like a short one, and no worse than the truncation a reader accepts anyway.
    handle.seek(position)
    while chunk := handle.read(1 << 20):
        if chunk.count(0) != len(chunk):
            return False
    return True


def read_sealed_stream(path: Path, key: bytes, *, purpose: str) -> SealedStream:
    """The records of a stream file; a torn end (a crash mid-write) keeps every earlier record.

    Raises :class:`SealedDataError` for a file not sealed with this key, altered, or with bytes
    after its closing record.
    """
    cipher = _cipher(key)
    purpose_bytes = purpose.encode()
    records: list[bytes] = []
    with path.open("rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        header = handle.read(_HEADER_BYTES)
        if len(header) < _HEADER_BYTES or not header.startswith(_STREAM_MAGIC):
            raise _unreadable()
        stream_id = header[len(_STREAM_MAGIC) :]
        position = _HEADER_BYTES
        while True:
            head = handle.read(_RECORD_HEAD_BYTES)
            if len(head) < _RECORD_HEAD_BYTES:
                return SealedStream(records, complete=False)  # the end, or a torn length
            (length,) = _RECORD_HEAD.unpack_from(head)
            end = position + _RECORD_HEAD_BYTES + length
            if end > size:
                return SealedStream(records, complete=False)  # a torn record
            index = len(records)
            payload: bytes | None = None
            flag = _ORDINARY
            if _TAG_BYTES <= length <= MAX_RECORD_BYTES + _TAG_BYTES:
                sealed = handle.read(length)
                nonce = head[_RECORD_HEAD.size :]
                # Only an empty sealed payload can be the closing record.
                flags = (_ORDINARY, _CLOSING) if length == _TAG_BYTES else (_ORDINARY,)
                for flag in flags:
                    associated = _record_data(stream_id, purpose_bytes, index, flag)
                    try:
                        payload = cipher.decrypt(nonce, sealed, associated)
                        break
                    except InvalidTag:
                        continue
            if payload is None:
                # A first record that does not open means the wrong key (or an altered file);
                # a later one is a torn write only if nothing but a torn end follows it.
                torn_later = index > 0 and _zeros_from(handle, end)
                if torn_later or _zeros_from(handle, position):
                    return SealedStream(records, complete=False)
                raise _unreadable()
            if flag == _CLOSING:
                if end != size:
                    raise _unreadable()
                return SealedStream(records, complete=True)
            records.append(payload)
            position = end


def sealed_stream_payload(path: Path, key: bytes, *, purpose: str) -> bytes:
    """All the payload of a stream file, joined (a torn end is left out)."""
    return b"".join(read_sealed_stream(path, key, purpose=purpose).records)

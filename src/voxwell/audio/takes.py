"""The take writer: a WAV written as it records, valid on disk after every flush.

A take is written to ``<stem>.partial.wav`` beside a ``<stem>.partial.json`` sidecar (label, start
time, rate, and in ``extra`` whose take it is: a :class:`TakeOwner`, the session id and user
label). The sidecar stays beside the finished take as ``<stem>.json`` (``owner_of`` reads it), so
a take always says which person's session it belongs to. What live monitoring heard during the
take (captions and alerts, ``voxwell.api.LiveNotes``) is kept beside it as ``<stem>.live.json``
(``<stem>.partial.live.json`` while it records; ``read_live_notes``, ``write_live_notes``).
About every second the buffered audio is appended, the header's sizes are rewritten and the
file is flushed and fsynced, so a killed process leaves a playable file missing at most the
last second;
:func:`voxwell.audio.recovery.recover_takes` finds such files. :meth:`finish` renames the take to
``<stem>.wav`` or encodes it to ``<stem>.flac`` (in chunks: one libsndfile write of a long take
has crashed the interpreter).

With a data key in use (``voxwell.privacy.at_rest``) the same files are sealed: the take's audio
record by record at each flush (``voxwell.audio.take_audio`` reads it back), its notes and live
notes as whole files; the names do not change.

``TakeWriter`` does its disk work on the calling thread; a recording screen uses
:class:`voxwell.audio.take_thread.BackgroundTakeWriter`, which runs one in a writer thread so that
the per-second fsync never holds up the timer that drains the input.
"""

from __future__ import annotations

import io
import json
import os
import re
import secrets
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO, Literal, TypedDict

import numpy as np
import numpy.typing as npt
import soundfile

from voxwell.audio.take_audio import take_source, write_sealed_take
from voxwell.audio.take_notes import (
    PARTIAL_SUFFIX,
    SIDECAR_SUFFIX,
    TakeOwner,
    final_path,
    live_notes_of,
    notes_of,
    owner_of,
    read_live_notes,
    sidecar_of,
    take_file_purpose,
    write_live_notes,
)
from voxwell.audio.wavfile import BYTES_PER_FRAME, update_sizes, wav_header
from voxwell.errors import TakeError
from voxwell.files import atomic_target
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.privacy.at_rest import (
    TAKE_AUDIO,
    TAKE_NOTES,
    data_key,
    write_private_text,
)
from voxwell.privacy.sealing import SealedDataError, SealedStreamWriter, is_sealed
from voxwell.sharing import replace_file

__all__ = [
    "PARTIAL_SUFFIX",
    "SIDECAR_SUFFIX",
    "TakeFormat",
    "TakeOptions",
    "TakeOwner",
    "TakeWriter",
    "delete_take",
    "encode_flac",
    "keep_partial",
    "live_notes_of",
    "notes_of",
    "owner_of",
    "read_live_notes",
    "set_aside",
    "sidecar_of",
    "take_file_purpose",
    "to_pcm16",
    "write_live_notes",
]

TakeFormat = Literal["wav", "flac"]
_CHUNK_FRAMES = 1 << 16


class TakeOptions(TypedDict, total=False):
    """The keyword arguments of :class:`TakeWriter` that a wrapper passes through unchanged."""

    label: str
    flush_seconds: float
    extra: dict[str, Any] | None
    fsync: Callable[[int], None]


def to_pcm16(block: npt.NDArray[np.float32]) -> npt.NDArray[np.int16]:
    """Float samples in [-1, 1) to 16-bit PCM; exact for samples that came from 16-bit PCM."""
    scaled = np.rint(block * 32768.0)
    pcm: npt.NDArray[np.int16] = np.clip(scaled, -32768, 32767).astype("<i2")
    return pcm


def _slug(label: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-").lower()
    return slug[:40] or "take"


def keep_partial(partial: Path, fmt: TakeFormat) -> Path:
    """Turn a closed ``.partial.wav`` take into ``<stem>.wav`` or ``<stem>.flac``."""
    wav = final_path(partial, ".wav")
    try:
        replace_file(partial, wav)  # antivirus may hold a just-closed take for a moment
    except OSError as exc:
        raise TakeError(
            translate(
                "Takes", "Could not keep the take {file} ({error}); it is still in {folder}."
            ).format(file=partial.name, error=exc.strerror or exc, folder=partial.parent)
        ) from exc
    sidecar = sidecar_of(partial)
    if sidecar.exists():
        try:
            replace_file(sidecar, wav.with_suffix(".json"))  # whose take it is, kept beside it
        except OSError as exc:
            raise TakeError(
                translate("Takes", "Could not keep the notes of take {file} ({error}).").format(
                    file=partial.name, error=exc.strerror or exc
                )
            ) from exc
    live = live_notes_of(partial)
    if live.exists():  # a take recovered after a crash keeps what live monitoring heard
        try:
            replace_file(live, live_notes_of(wav))
        except OSError as exc:
            raise TakeError(
                translate(
                    "Takes", "Could not keep the live captions of take {file} ({error})."
                ).format(file=partial.name, error=exc.strerror or exc)
            ) from exc
    if fmt == "wav":
        return wav
    flac = encode_flac(wav, wav.with_suffix(".flac"))
    wav.unlink(missing_ok=True)
    return flac


def delete_take(take: Path) -> None:
    """Delete a take and its notes, which name the person: neither is left behind alone."""
    Path(take).unlink(missing_ok=True)
    notes_of(take).unlink(missing_ok=True)
    live_notes_of(take).unlink(missing_ok=True)


def set_aside(take: Path, folder: Path) -> Path:
    """Move a kept take with its notes and live notes into ``folder`` (made if missing), where
    nothing looks for takes left behind; returns the take's new path. Nothing is deleted."""
    take = Path(take)
    moves = [(take, folder / take.name)]
    for beside in (notes_of(take), live_notes_of(take)):
        if beside.exists():
            moves.append((beside, folder / beside.name))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for source, target in moves:
            replace_file(source, target)
    except OSError as exc:
        raise TakeError(
            translate(
                "Takes",
                "Could not move the take {file} to {target} ({error}); it is still in {folder}.",
            ).format(file=take.name, target=folder, error=exc.strerror or exc, folder=take.parent)
        ) from exc
    return folder / take.name


def encode_flac(wav: Path, flac: Path) -> Path:
    """Encode a take's WAV to FLAC in chunks, via a temporary name; the WAV is left alone.

    A sealed WAV gives a sealed FLAC (encoded in memory: nothing plain touches the disk)."""
    sealed = is_sealed(wav)
    try:
        with atomic_target(flac) as tmp:
            target: Path | io.BytesIO = io.BytesIO() if sealed else tmp
            with (
                soundfile.SoundFile(take_source(wav)) as src,
                soundfile.SoundFile(
                    target,
                    "w",
                    samplerate=src.samplerate,
                    channels=src.channels,
                    format="FLAC",
                    subtype="PCM_16",
                ) as dst,
            ):
                while True:
                    chunk = src.read(_CHUNK_FRAMES, dtype="int16", always_2d=True)
                    if not len(chunk):
                        break
                    dst.write(chunk)
            if isinstance(target, io.BytesIO):
                tmp.unlink()
                write_sealed_take(tmp, target.getvalue())
    except (soundfile.LibsndfileError, RuntimeError, OSError, SealedDataError) as exc:
        raise TakeError(
            translate(
                "Takes",
                "Could not encode the take to FLAC ({error}). The WAV recording is kept at {path}.",
            ).format(error=exc, path=wav)
        ) from exc
    return flac


_WRITE_FAILURES = {
    "start": QT_TRANSLATE_NOOP(
        "Takes",
        "Could not start the take in {folder} ({error}). Free some disk space or choose "
        "another folder for takes; what was recorded so far is in {file}.",
    ),
    "save": QT_TRANSLATE_NOOP(
        "Takes",
        "Could not save the take in {folder} ({error}). Free some disk space or choose "
        "another folder for takes; what was recorded so far is in {file}.",
    ),
    "close": QT_TRANSLATE_NOOP(
        "Takes",
        "Could not close the take in {folder} ({error}). Free some disk space or choose "
        "another folder for takes; what was recorded so far is in {file}.",
    ),
}
"""A take writer's failures, by step (in English; said with ``translate("Takes", ...)``)."""


class TakeWriter:
    """Writes one take of 16-bit mono audio at ``samplerate`` into ``folder``.

    ``folder`` is the takes folder (the app's is ``AppPaths.takes``). Call :meth:`write` with
    each drained block, then :meth:`finish` (keep) or :meth:`discard`. ``fsync`` is the call that
    makes a flush durable (``os.fsync``; a test may pass a slower one). With
    ``sync_on_open=False`` the new file's header is not fsynced yet: the first :meth:`sync` or
    flush does it.
    """

    def __init__(
        self,
        samplerate: int,
        folder: Path,
        *,
        label: str = "take",
        flush_seconds: float = 1.0,
        extra: dict[str, Any] | None = None,
        fsync: Callable[[int], None] = os.fsync,
        sync_on_open: bool = True,
    ) -> None:
        self._rate = int(samplerate)
        self._fsync = fsync
        self._folder = Path(folder)
        self._flush_frames = max(1, int(flush_seconds * self._rate))
        self._pending: list[npt.NDArray[np.int16]] = []
        self._pending_frames = 0
        self._frames_flushed = 0
        self._closed = False
        started = datetime.now(UTC)
        stem = f"{started:%Y%m%dT%H%M%SZ}-{_slug(label)}-{secrets.token_hex(3)}"
        self._path = self._folder / f"{stem}{PARTIAL_SUFFIX}"
        self._sidecar = sidecar_of(self._path)
        meta = {
            "label": label,
            "started_at": started.isoformat(),
            "samplerate": self._rate,
            "extra": extra or {},
        }
        key = data_key()
        self._sealed: SealedStreamWriter | None = None
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            write_private_text(self._sidecar, json.dumps(meta), purpose=TAKE_NOTES)
            if key is not None:
                # Sealed record by record: the header now, then each flush's samples.
                self._sealed = SealedStreamWriter(
                    self._path, key, purpose=TAKE_AUDIO, fsync=fsync, sync_on_open=False
                )
                self._sealed.append(wav_header(self._rate, 0))
                self._sealed.flush(durable=sync_on_open)
            else:
                self._file: BinaryIO = self._path.open("xb")
                self._file.write(wav_header(self._rate, 0))
                if sync_on_open:
                    self._sync()
        except OSError as exc:
            raise self._error("start", exc) from exc

    @property
    def path(self) -> Path:
        """Where the take is being written (``*.partial.wav`` until finished)."""
        return self._path

    @property
    def samplerate(self) -> int:
        return self._rate

    @property
    def frames_written(self) -> int:
        """Frames handed to :meth:`write` so far (on disk or still buffered)."""
        return self._frames_flushed + self._pending_frames

    @property
    def frames_flushed(self) -> int:
        """Frames safely on disk, inside the header's sizes."""
        return self._frames_flushed

    @property
    def duration_seconds(self) -> float:
        return self.frames_written / self._rate

    def write(self, block: npt.NDArray[np.float32]) -> None:
        """Append mono float samples; flushes to disk once a second's worth is buffered."""
        if block.size or self._closed:  # write_pcm refuses a finished take, even an empty block
            self.write_pcm(to_pcm16(block))

    def write_pcm(self, pcm: npt.NDArray[np.int16]) -> None:
        """Append 16-bit samples (:func:`to_pcm16`); flushes once a second's worth is buffered."""
        if self._closed:
            raise TakeError(
                translate(
                    "Takes", "This take is already finished; start a new take to record more."
                )
            )
        self._pending.append(pcm)
        self._pending_frames += pcm.shape[0]
        if self._pending_frames >= self._flush_frames:
            self.flush()

    def flush(self) -> None:
        """Append the buffered audio, rewrite the header's sizes, flush and fsync."""
        if self._closed or not self._pending:
            return
        data = np.concatenate(self._pending).tobytes()
        frames = self._frames_flushed + self._pending_frames
        try:
            if self._sealed is not None:
                self._sealed.append(data)
                self._sealed.flush()
            else:
                self._write_plain(data, frames)
        except OSError as exc:
            raise self._error("save", exc) from exc
        except ValueError as exc:  # a sealed take stops at a failed write: kept up to it
            raise self._error("save", OSError(str(exc))) from exc
        self._frames_flushed = frames
        self._pending = []
        self._pending_frames = 0

    def _write_plain(self, data: bytes, frames: int) -> None:
        self._file.seek(0, os.SEEK_END)
        self._file.write(data)
        # Data first, sizes after: a crash between the two leaves a valid, shorter file.
        self._file.flush()
        update_sizes(self._file, frames * BYTES_PER_FRAME)
        self._sync()

    def sync(self) -> None:
        """Make what is written so far durable (the header of a new take, say)."""
        if self._closed:
            return
        try:
            self._sync()
        except OSError as exc:
            raise self._error("save", exc) from exc

    def _sync(self) -> None:
        if self._sealed is not None:
            self._sealed.flush()
            return
        self._file.flush()
        self._fsync(self._file.fileno())

    def close(self) -> None:
        """Flush and close the file, leaving it as a ``.partial.wav`` until :meth:`finish`."""
        if not self._closed:
            self.flush()
            self._close()

    def finish(self, fmt: TakeFormat = "wav") -> Path:
        """Close the take and keep it as ``<stem>.wav`` or ``<stem>.flac``; returns the path."""
        if not self._path.exists():
            raise TakeError(translate("Takes", "This take has already been kept or discarded."))
        self.close()
        return keep_partial(self._path, fmt)

    def discard(self) -> None:
        """Close and delete the take."""
        if not self._closed:
            self._close()
        self._path.unlink(missing_ok=True)
        self._sidecar.unlink(missing_ok=True)
        live_notes_of(self._path).unlink(missing_ok=True)

    def _close(self) -> None:
        self._closed = True
        try:
            if self._sealed is not None:
                self._sealed.close()  # the closing record: the take is whole
            else:
                self._file.close()
        except OSError as exc:
            raise self._error("close", exc) from exc

    def _error(self, step: str, exc: OSError) -> TakeError:
        """What failed (``step``: start, save or close), where, and what to do."""
        reason = exc.strerror or str(exc)
        return TakeError(
            translate("Takes", _WRITE_FAILURES[step]).format(
                folder=self._folder, error=reason, file=self._path.name
            )
        )

    def __repr__(self) -> str:
        return f"TakeWriter({self._path.name!r}, {self.duration_seconds:.1f} s)"

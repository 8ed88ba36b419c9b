"""Decoding of untrusted audio files to 16 kHz mono float32, through FFmpeg (PyAV).

The container is found from the file's first bytes, never from its name, and only six are
accepted: FLAC, MP3, MP4 (AAC), Ogg (Vorbis or Opus), WebM (Opus) and WAV (PCM, in RIFF or in
its 64-bit form RF64, EBU Tech 3306, which some recorders write). :func:`sniff_format` is the one
sniffer of the project: the engine names a worker crash with it and the app's waveform decodes
with :func:`decode`. Ogg holding other codecs (FLAC, Speex) and Matroska other than WebM are
refused by the sniffer already, with a reason that says what to send. FFmpeg is then
told which demuxer to use (so it never probes for others), may open local files only (protocol
whitelist ``file``), and each container may hold only its expected codecs. A file that is cut
short, or whose header claims more audio than it holds, is refused. Everything goes out as
``AnalysisError(ERR_RECORDING_INVALID_FORMAT, reason)``.

Decoding runs in the caller's process; the engine calls it in a worker process, so a decoder
that crashes or hangs takes that worker down and never the server (DESIGN.md §3).
"""

from __future__ import annotations

import io
import string
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import av
import numpy as np
import numpy.typing as npt

from voxwell.analysis.formats import FORMAT_NAMES, SUPPORTED_FORMATS
from voxwell.api.enums import MentalWellnessErrorCode
from voxwell.errors import AnalysisError

__all__ = ["ANALYSIS_RATE", "SUPPORTED_FORMATS", "DecodedAudio", "decode", "sniff_format"]

ANALYSIS_RATE = 16_000


# Container found from the bytes -> (FFmpeg demuxer, codecs allowed inside).
_DEMUXERS: dict[str, tuple[str, frozenset[str]]] = {
    "flac": ("flac", frozenset({"flac"})),
    "mp3": ("mp3", frozenset({"mp3", "mp3float"})),
    "mp4": ("mp4", frozenset({"aac"})),
    "ogg": ("ogg", frozenset({"vorbis", "opus"})),
    "webm": ("webm", frozenset({"opus", "vorbis"})),
    "wav": (
        "wav",
        frozenset({"pcm_s16le", "pcm_s24le", "pcm_s32le", "pcm_f32le", "pcm_f64le", "pcm_u8"}),
    ),
}
_NAMES = {kind: name for kind, (name, _) in FORMAT_NAMES.items()}
assert set(_NAMES) == set(_DEMUXERS), "every container the sniffer knows is named once"
_CLIP_LEVEL = 0.99


@dataclass(frozen=True)
class DecodedAudio:
    """A decoded recording: mono float32 samples (16 kHz unless asked otherwise) and facts about
    the original."""

    samples: npt.NDArray[np.float32]
    duration_seconds: float
    """Length of the original recording (at its own sample rate)."""
    container: str
    codec: str
    native_rate: int
    channels: int
    clipped_fraction: float
    """Share of samples at or above 99 % of full scale."""
    complete: bool = True
    """False when decoding stopped early at ``max_seconds``."""
    sample_rate: int = ANALYSIS_RATE


def _invalid(reason: str) -> AnalysisError:
    return AnalysisError(MentalWellnessErrorCode.ERR_RECORDING_INVALID_FORMAT, reason)


def _id3_end(head: bytes) -> int:
    """Offset just after an ID3v2 tag at the start of ``head`` (0 when there is none)."""
    if len(head) < 10 or head[:3] != b"ID3":
        return 0
    size = 0
    for byte in head[6:10]:
        size = (size << 7) | (byte & 0x7F)
    footer = 10 if head[5] & 0x10 else 0
    return 10 + size + footer


def _is_mp3_frame(head: bytes) -> bool:
    """An MPEG audio layer III frame header (sync, valid bit rate and sample rate)."""
    if len(head) < 4 or head[0] != 0xFF or (head[1] & 0xE0) != 0xE0:
        return False
    version, layer = (head[1] >> 3) & 3, (head[1] >> 1) & 3
    bitrate, rate = head[2] >> 4, (head[2] >> 2) & 3
    return version != 1 and layer == 1 and bitrate not in (0, 15) and rate != 3


def _ebml_doctype(head: bytes) -> bytes | None:
    """The DocType of an EBML header (``webm``, ``matroska``), None when it cannot be read."""
    at = head.find(b"\x42\x82", 4, 64)  # the DocType element's id, inside the EBML header
    if at < 0 or at + 3 > len(head):
        return None
    size = head[at + 2]
    if not size & 0x80:  # a DocType of more than 127 bytes: not one we accept
        return None
    length = size & 0x7F
    return head[at + 3 : at + 3 + length]


def _describe(head: bytes) -> str:
    if not head:
        return "The file is empty."
    try:
        text = head[:512].decode("utf-8")
    except UnicodeDecodeError:
        text = ""
    if text and all(ch in string.printable for ch in text):
        return "The file holds text, not audio."
    return "The file's contents are not a recognised audio format."


def _open(source: Path | bytes) -> BinaryIO:
    """A recording's bytes to read: its file, or the sound file held in memory (a take sealed
    at rest is only ever plain in memory)."""
    return io.BytesIO(source) if isinstance(source, bytes) else source.open("rb")


def _size(source: Path | bytes) -> int:
    return len(source) if isinstance(source, bytes) else source.stat().st_size


def sniff_format(path: Path | bytes) -> str:
    """The container of the file at ``path`` (or of these bytes) from its first bytes; raises
    if not one of six."""
    with _open(path) as handle:
        head = handle.read(4096)
        skip = _id3_end(head)
        if skip:
            handle.seek(skip)
            after = handle.read(16)
            if after[:4] == b"fLaC":
                return "flac"
            if _is_mp3_frame(after):
                return "mp3"
            raise _invalid(
                f"The file starts with an ID3 tag but no MP3 or FLAC audio follows it. "
                f"Send {SUPPORTED_FORMATS}."
            )
    if head[:4] == b"fLaC":
        return "flac"
    if head[:4] in (b"RIFF", b"RF64") and head[8:12] == b"WAVE":
        return "wav"
    if head[4:8] == b"ftyp":
        return "mp4"
    if head[:4] == b"OggS":
        if b"\x01vorbis" in head[:256] or b"OpusHead" in head[:256]:
            return "ogg"
        raise _invalid("The Ogg file holds neither Vorbis nor Opus audio; send Vorbis or Opus.")
    if head[:4] == b"\x1a\x45\xdf\xa3":
        if _ebml_doctype(head) == b"webm":
            return "webm"
        raise _invalid("Matroska (.mkv) files are not supported; send WebM with Opus audio.")
    if _is_mp3_frame(head):
        return "mp3"
    if head[:4] in (b"RIFX", b"RF64", b"FORM"):  # big-endian WAV, RF64 that is not WAVE, AIFF
        raise _invalid(f"This kind of WAV/AIFF file is not supported; send {SUPPORTED_FORMATS}.")
    raise _invalid(f"{_describe(head)} Send {SUPPORTED_FORMATS}.")


def _declared_seconds(container: av.container.InputContainer, stream: av.AudioStream) -> float:
    if stream.duration is not None and stream.time_base is not None and stream.duration > 0:
        return float(stream.duration * stream.time_base)
    if container.duration is not None and container.duration > 0:
        return float(container.duration) / 1_000_000
    return 0.0


def _check_wav_sizes(path: Path | bytes) -> None:
    """Refuse a WAV whose ``data`` chunk claims more bytes than the file holds.

    In RF64 the ``data`` chunk says 0xFFFFFFFF and the real size is in the ``ds64`` chunk.
    """
    size = _size(path)
    with _open(path) as handle:
        handle.seek(12)
        ds64_data: int | None = None
        while True:
            header = handle.read(8)
            if len(header) < 8:
                raise _invalid("The WAV file has no audio data chunk.")
            chunk, length = header[:4], int.from_bytes(header[4:], "little")
            if chunk == b"ds64" and length >= 16:
                ds64_data = int.from_bytes(handle.read(16)[8:16], "little")
                handle.seek(length - 16 + (length & 1), 1)
                continue
            if chunk == b"data" and length == 0xFFFFFFFF and ds64_data is not None:
                length = ds64_data
            if chunk == b"data":
                held = size - handle.tell()
                if length not in (0, 0xFFFFFFFF) and length > held:
                    raise _invalid(
                        f"The WAV file is cut short or its header is wrong: the header says "
                        f"{length} bytes of audio but the file holds {held}."
                    )
                return
            handle.seek(length + (length & 1), 1)


def _check_ogg_end(path: Path | bytes) -> None:
    """Refuse an Ogg file whose last page is incomplete or is not marked end-of-stream."""
    size = _size(path)
    with _open(path) as handle:
        start = max(0, size - 65_536)
        handle.seek(start)
        tail = handle.read()
    last = tail.rfind(b"OggS")
    page = tail[last:] if last >= 0 else b""
    complete = False
    if len(page) >= 27:
        segments = page[26]
        if len(page) >= 27 + segments:
            body = sum(page[27 : 27 + segments])
            complete = len(page) == 27 + segments + body and bool(page[5] & 0x04)
    if not complete:
        raise _invalid(
            "The Ogg file is cut short: its last page is incomplete or does not end the stream. "
            "Record or export it again."
        )


def decode(
    path: str | Path | bytes,
    *,
    max_seconds: float | None = None,
    rate: int | None = ANALYSIS_RATE,
) -> DecodedAudio:
    """Decode ``path`` (or a sound file's bytes) to mono float32 at ``rate`` (16 kHz; None: the
    file's own rate, for measuring a stretch as Praat does on the original); stop after
    ``max_seconds`` of audio if given."""
    if not isinstance(path, bytes):
        path = Path(path)
        if not path.is_file():
            raise AnalysisError(
                MentalWellnessErrorCode.ERR_INTERNAL, f"The recording file {path.name} is missing."
            )
    kind = sniff_format(path)
    demuxer, codecs = _DEMUXERS[kind]
    if kind == "wav":
        _check_wav_sizes(path)
    elif kind == "ogg":
        _check_ogg_end(path)
    try:
        return _decode(path, kind, demuxer, codecs, max_seconds, rate)
    except AnalysisError:
        raise
    except (av.error.FFmpegError, ValueError, IndexError) as exc:
        # FFmpeg's message names the file's path: only its reason goes into the answer.
        why = getattr(exc, "strerror", None) or type(exc).__name__
        raise _invalid(
            f"The {_NAMES[kind]} file could not be decoded ({why}). It may be damaged or cut "
            f"short; record or export it again."
        ) from exc


def _mono(frame: av.AudioFrame) -> npt.NDArray[np.float32]:
    """Channels of a packed float frame averaged to mono."""
    channels = max(1, len(frame.layout.channels))
    interleaved = np.asarray(frame.to_ndarray(), dtype=np.float32).reshape(-1, channels)
    return np.asarray(interleaved.mean(axis=1), dtype=np.float32)


def _decode(
    path: Path | bytes,
    kind: str,
    demuxer: str,
    codecs: frozenset[str],
    max_seconds: float | None,
    rate: int | None,
) -> DecodedAudio:
    name = _NAMES[kind]
    options = {"protocol_whitelist": "file"}
    target = io.BytesIO(path) if isinstance(path, bytes) else str(path)
    with av.open(target, mode="r", format=demuxer, container_options=options) as container:
        if not container.streams.audio:
            raise _invalid(f"The {name} file has no audio stream.")
        stream = container.streams.audio[0]
        if stream.codec_context is None:  # e.g. a WAV header declaring 0 bits per sample
            raise _invalid(f"The {name} file's audio encoding cannot be read.")
        codec = stream.codec_context.name
        if codec not in codecs:
            raise _invalid(f"The {name} file holds {codec} audio, which is not supported here.")
        native_rate = int(stream.rate or 0)
        if native_rate <= 0:
            raise _invalid(f"The {name} file does not say its sample rate.")
        channels = int(stream.channels or 1)
        declared = _declared_seconds(container, stream)
        # Packed float output: one plane whatever the channel count. PyAV's planar frames with 8 or
        # more channels crash ``to_ndarray`` (a segfault), so channels are averaged here instead.
        out_rate = native_rate if rate is None else rate
        resampler = av.AudioResampler(format="flt", layout=None, rate=out_rate)
        chunks: list[npt.NDArray[np.float32]] = []
        native_samples = 0
        complete = True
        for packet in container.demux(stream):
            for frame in packet.decode():
                native_samples += frame.samples
                for out in resampler.resample(frame):
                    chunks.append(_mono(out))
            if max_seconds is not None and native_samples / native_rate > max_seconds:
                complete = False
                break
        if complete:
            for out in resampler.resample(None):
                chunks.append(_mono(out))
    decoded_seconds = native_samples / native_rate
    if native_samples == 0:
        raise _invalid(f"The {name} file contains no audio.")
    if complete and declared > 0:
        tolerance = max(0.5, 0.05 * declared) if kind == "mp3" else max(0.25, 0.02 * declared)
        if decoded_seconds < declared - tolerance:
            raise _invalid(
                f"The {name} file is cut short or its header is wrong: it says "
                f"{declared:.1f} s of audio but only {decoded_seconds:.1f} s could be decoded."
            )
    samples = np.concatenate(chunks) if chunks else np.zeros(0, np.float32)
    if not np.all(np.isfinite(samples)):
        raise _invalid(f"The {name} file decodes to invalid sample values.")
    clipped = float(np.mean(np.abs(samples) >= _CLIP_LEVEL)) if samples.size else 0.0
    return DecodedAudio(
        samples=np.ascontiguousarray(samples, dtype=np.float32),
        duration_seconds=decoded_seconds if complete else max(decoded_seconds, declared),
        container=kind,
        codec=codec,
        native_rate=native_rate,
        channels=channels,
        clipped_fraction=clipped,
        complete=complete,
        sample_rate=out_rate,
    )

"""int8 weights for a CTranslate2 model: ``model.bin`` rewritten with its matrices as 8-bit
integers and a scale per row, the form CTranslate2 computes with when asked for ``int8``.

The bundled Whisper models are stored as float16, and CTranslate2 quantizes them to int8 each
time it loads them: twice the disk and download, and both forms in memory while it loads.
CTranslate2 has no call to re-save a loaded model, but its file layout and its int8 rule are
public in its Python package (``ctranslate2/specs/model_spec.py``, binary version 6):

- the file is a version, the spec's name and revision, then each variable as (name, rank, shape,
  type id, byte count, bytes) in name order, then (alias, target) pairs;
- a quantizable variable is a layer's ``weight`` (linear and embedding layers; layer norms hold
  ``gamma`` and ``beta``): each row is multiplied by ``127 / max |row|`` and rounded to the
  nearest integer (half to even), and the scales are stored as ``<name>_scale`` in float32;
  every other variable is kept as it is. Convolution weights are kept too (see
  ``_quantizable``), so the loaded model is the one CTranslate2 made from the float16 file.

The computation is IEEE arithmetic on float32 with round-half-to-even, so the same input gives
the same bytes on every platform: ``asr_models`` pins the SHA-256 of each result. Loading reads
the file as it is (no quantization at load, and about half the memory while loading).
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from pathlib import Path
from typing import IO, BinaryIO, Protocol

import numpy as np

__all__ = ["BINARY_VERSION", "ModelFormatError", "ModelParts", "quantize"]

BINARY_VERSION = 6
"""The ``model.bin`` layout this module reads and writes (CTranslate2 3.x and 4.x)."""

_FLOAT32, _INT8, _FLOAT16 = 0, 1, 4  # type ids, in the order of CTranslate2's DataType enum
_DTYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}
_SMALLEST = np.float32(127) / np.finfo(np.float32).max  # keeps a tiny row's scale finite


class _Digest(Protocol):
    def update(self, data: bytes, /) -> None: ...


class ModelFormatError(ValueError):
    """The file is not a ``model.bin`` of the layout this module knows."""


class ModelParts:
    """A readable stream over the parts a file was split into, read one after another; what is
    read is fed to ``digest`` too, when one is given (to check the source against its pin)."""

    def __init__(self, paths: Iterable[Path], digest: _Digest | None = None) -> None:
        self._paths = list(paths)
        self._stream: BinaryIO | None = None
        self._digest = digest

    def __enter__(self) -> ModelParts:
        return self

    def __exit__(self, *_: object) -> None:
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def read(self, size: int) -> bytes:
        chunks: list[bytes] = []
        while size > 0:
            if self._stream is None:
                if not self._paths:
                    break
                self._stream = self._paths.pop(0).open("rb")
            chunk = self._stream.read(size)
            if not chunk:
                self._stream.close()
                self._stream = None
                continue
            chunks.append(chunk)
            size -= len(chunk)
            if self._digest is not None:
                self._digest.update(chunk)
        return b"".join(chunks)


def _exact(source: ModelParts | BinaryIO, size: int) -> bytes:
    data = source.read(size)
    if len(data) != size:
        raise ModelFormatError("the model file ends early")
    return data


def _number(source: ModelParts | BinaryIO, code: str) -> int:
    value: int = struct.unpack("<" + code, _exact(source, struct.calcsize(code)))[0]
    return value


def _text(source: ModelParts | BinaryIO) -> str:
    raw = _exact(source, _number(source, "H"))
    return raw[:-1].decode("utf-8")  # stored with its terminating NUL


def _write_text(target: IO[bytes], text: str) -> None:
    raw = text.encode("utf-8")
    target.write(struct.pack("<H", len(raw) + 1) + raw + b"\0")


def _write_variable(target: IO[bytes], name: str, value: np.ndarray, type_id: int) -> None:
    _write_text(target, name)
    target.write(struct.pack("<B", value.ndim))
    for dim in value.shape:
        target.write(struct.pack("<I", dim))
    data = np.ascontiguousarray(value).tobytes()
    target.write(struct.pack("<BI", type_id, len(data)))
    target.write(data)


def _quantizable(name: str, type_id: int, rank: int) -> bool:
    # Convolutions are left as stored: CTranslate2 builds with oneDNN (x86-64) keep their
    # weights in float when loading, so an int8 file would change them there; where it does
    # quantize them (other builds) it still does so when loading, exactly as before.
    return (
        name.rsplit("/", 1)[-1] == "weight"
        and "conv" not in name
        and type_id in (_FLOAT32, _FLOAT16)
        and rank == 2
    )


def _to_int8(weight: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """CTranslate2's int8 rule: (int8 values of ``weight``'s shape, float32 scale per row)."""
    rows = weight.astype(np.float32)
    amax = np.amax(np.absolute(rows), axis=1)
    amax[amax == 0] = np.float32(127)
    amax = np.maximum(amax, _SMALLEST)
    scale = (np.float32(127) / amax).astype(np.float32)
    rows *= np.expand_dims(scale, 1)
    values = np.rint(rows).astype(np.int8)
    return values, scale


def quantize(source: ModelParts | BinaryIO, target: IO[bytes]) -> int:
    """Write the int8 form of the float ``model.bin`` read from ``source`` to ``target`` (a
    seekable file); return how many variables were quantized. ``ModelFormatError`` when the
    source is of another layout or already holds int8 weights."""
    version = _number(source, "I")
    if version != BINARY_VERSION:
        raise ModelFormatError(f"model.bin version {version}, expected {BINARY_VERSION}")
    spec_name = _text(source)
    revision = _number(source, "I")
    count = _number(source, "I")
    target.write(struct.pack("<I", version))
    _write_text(target, spec_name)
    target.write(struct.pack("<I", revision))
    count_at = target.tell()
    target.write(struct.pack("<I", count))  # made right once the scales are counted
    quantized = 0
    for _ in range(count):
        name = _text(source)
        rank = _number(source, "B")
        shape = tuple(_number(source, "I") for _ in range(rank))
        type_id = _number(source, "B")
        data = _exact(source, _number(source, "I"))
        if name.endswith("_scale"):
            raise ModelFormatError(f"{name}: the model is already quantized")
        if not _quantizable(name, type_id, rank):
            _write_text(target, name)
            target.write(struct.pack("<B", rank))
            for dim in shape:
                target.write(struct.pack("<I", dim))
            target.write(struct.pack("<BI", type_id, len(data)))
            target.write(data)
            continue
        weight = np.frombuffer(data, dtype=_DTYPES[type_id]).reshape(shape)
        values, scale = _to_int8(weight)
        # Names stay in order: "<layer>/weight_scale" sorts right after "<layer>/weight".
        _write_variable(target, name, values, _INT8)
        _write_variable(target, f"{name}_scale", scale, _FLOAT32)
        quantized += 1
    aliases = _number(source, "I")
    target.write(struct.pack("<I", aliases))
    for _ in range(2 * aliases):  # CTranslate2 aliases a weight's scale with the weight
        _write_text(target, _text(source))
    if source.read(1):
        raise ModelFormatError("the model file goes on after its aliases")
    end = target.tell()
    target.seek(count_at)
    target.write(struct.pack("<I", count + quantized))
    target.seek(end)
    return quantized


def quantize_file(parts: Iterable[Path], target: Path) -> int:
    """:func:`quantize` from a file given as its parts (joined in order) to ``target``."""
    with ModelParts(parts) as source, target.open("wb") as out:
        return quantize(source, out)

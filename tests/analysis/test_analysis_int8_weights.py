"""The int8 rewrite of a CTranslate2 model.bin: CTranslate2's own rule on a small model, and
files it cannot take refused. (The bundled models' int8 forms are checked against their pins in
test_analysis_transcribe.py.)"""

from __future__ import annotations

import io
import struct

import numpy as np
import pytest

from voxwell.analysis.int8_weights import BINARY_VERSION, ModelFormatError, quantize


def _text(text: str) -> bytes:
    raw = text.encode()
    return struct.pack("<H", len(raw) + 1) + raw + b"\0"


def _variable(name: str, value: np.ndarray, type_id: int) -> bytes:
    data = value.tobytes()
    shape = b"".join(struct.pack("<I", dim) for dim in value.shape)
    return (
        _text(name)
        + struct.pack("<B", value.ndim)
        + shape
        + struct.pack("<BI", type_id, len(data))
        + data
    )


def _model(variables: list[bytes], aliases: list[tuple[str, str]]) -> bytes:
    head = struct.pack("<I", BINARY_VERSION) + _text("WhisperSpec") + struct.pack("<I", 3)
    body = struct.pack("<I", len(variables)) + b"".join(variables)
    tail = struct.pack("<I", len(aliases)) + b"".join(_text(a) + _text(b) for a, b in aliases)
    return head + body + tail


def _read(data: bytes) -> tuple[dict[str, tuple[int, np.ndarray | bytes]], list[str]]:
    stream = io.BytesIO(data)

    def number(code: str) -> int:
        value: int = struct.unpack("<" + code, stream.read(struct.calcsize(code)))[0]
        return value

    def text() -> str:
        return stream.read(number("H"))[:-1].decode()

    assert number("I") == BINARY_VERSION
    assert text() == "WhisperSpec"
    assert number("I") == 3
    found: dict[str, tuple[int, np.ndarray | bytes]] = {}
    for _ in range(number("I")):
        name = text()
        shape = tuple(number("I") for _ in range(number("B")))
        type_id = number("B")
        raw = stream.read(number("I"))
        dtype = {0: np.float32, 1: np.int8, 4: np.float16}[type_id]
        found[name] = (type_id, np.frombuffer(raw, dtype=dtype).reshape(shape))
    aliases = [text() for _ in range(2 * number("I"))]
    assert stream.read() == b""
    return found, aliases


def test_linear_and_embedding_weights_become_int8_rows_with_scales_and_the_rest_is_kept() -> None:
    weight = np.array([[0.0, 0.5, -1.0], [0.0, 0.0, 0.0], [2.0, -0.01, 1.0]], np.float16)
    bias = np.array([0.25, -0.5, 1.0], np.float16)
    conv = np.ones((2, 3, 3), np.float16)
    source = _model(
        [
            _variable("decoder/embeddings/weight", weight, 4),
            _variable("decoder/layer_0/linear_0/bias", bias, 4),
            _variable("decoder/layer_0/linear_0/weight", weight, 4),
            _variable("encoder/conv1/weight", conv, 4),
        ],
        [("decoder/projection/weight", "decoder/embeddings/weight")],
    )
    out = io.BytesIO()
    assert quantize(io.BytesIO(source), out) == 2
    found, aliases = _read(out.getvalue())
    assert list(found) == [
        "decoder/embeddings/weight",
        "decoder/embeddings/weight_scale",
        "decoder/layer_0/linear_0/bias",
        "decoder/layer_0/linear_0/weight",
        "decoder/layer_0/linear_0/weight_scale",
        "encoder/conv1/weight",
    ]
    for name in ("decoder/embeddings/weight", "decoder/layer_0/linear_0/weight"):
        type_id, values = found[name]
        assert type_id == 1
        # 127 / max|row|; 0.5 * 127 = 63.5 rounds half to even; a zero row keeps scale 1.
        assert np.asarray(values).tolist() == [[0, 64, -127], [0, 0, 0], [127, -1, 64]]
        scale_type, scale = found[f"{name}_scale"]
        assert scale_type == 0
        assert np.asarray(scale).tolist() == [127.0, 1.0, 63.5]
    assert found["decoder/layer_0/linear_0/bias"][0] == 4
    assert np.array_equal(np.asarray(found["decoder/layer_0/linear_0/bias"][1]), bias)
    assert found["encoder/conv1/weight"][0] == 4  # kept as stored (see int8_weights)
    assert aliases == ["decoder/projection/weight", "decoder/embeddings/weight"]


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (struct.pack("<I", 4) + _text("WhisperSpec"), "version 4"),
        (
            _model([_variable("a/weight_scale", np.ones(2, np.float32), 0)], []),
            "already quantized",
        ),
        (_model([_variable("a/weight", np.ones((2, 2), np.float16), 4)], [])[:-9], "ends early"),
        (_model([], []) + b"x", "goes on after its aliases"),
    ],
)
def test_a_file_of_another_form_is_refused(source: bytes, message: str) -> None:
    with pytest.raises(ModelFormatError, match=message):
        quantize(io.BytesIO(source), io.BytesIO())

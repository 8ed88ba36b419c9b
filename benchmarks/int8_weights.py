"""Error rates and load cost of the int8 weights against the float16 files they are made from.

    .venv/bin/python benchmarks/int8_weights.py

On the real speech of ``../shared/real-speech`` (English clean and with pink noise, Spanish,
Japanese, Indonesian; the sets of ``benchmarks/analysis.py``), it prints the full pipeline's and
Whisper-alone error rates (WER; CER for Japanese) with the shipped int8 ``model.bin`` and with the
packages' float16 one, which CTranslate2 quantizes as it loads (what Voxwell loaded before). The
float16 folders are given as the user's own model (``VOXWELL_ASR_MODEL``): tiny.en for English,
base for the other languages. Then the time and peak memory of loading each form in a fresh
process. Target (the memory issue): every rate within 0.005 of float16.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

_RATES = """
import json, sys
sys.path.insert(0, {bench!r})
from analysis import real_error_rates
print(json.dumps(real_error_rates(2)))
"""

_LOAD = """
import json, resource, time
from pathlib import Path
from faster_whisper import WhisperModel
started = time.perf_counter()
WhisperModel({folder!r}, device="cpu", compute_type="int8", cpu_threads=2)
took = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps([took, peak]))
"""


def float16_folder(model: object, target: Path) -> Path:
    """The package files of a bundled model as one folder (base's halves joined)."""
    from voxwell.analysis import asr_models

    assert isinstance(model, asr_models.RecogniserModel)
    target.mkdir(parents=True)
    for file in model.files:
        with (target / file.name).open("wb") as out:
            for package, inside in file.parts:
                with asr_models._part_path(file, package, inside).open("rb") as part:
                    shutil.copyfileobj(part, out)
    return target


def _run(script: str, env: dict[str, str]) -> object:
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env},
        timeout=1800,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    from voxwell.analysis import asr_models

    bench = str(ROOT / "benchmarks")
    with tempfile.TemporaryDirectory() as tmp:
        home = {"VOXWELL_HOME": str(Path(tmp) / "home")}
        tiny = float16_folder(asr_models.WHISPER_TINY_EN, Path(tmp) / "tiny.en-float16")
        base = float16_folder(asr_models.WHISPER_BASE, Path(tmp) / "base-float16")
        int8 = _run(_RATES.format(bench=bench), home)
        if int8 is None:
            print("no ../shared/real-speech: nothing to compare")
            return 0
        assert isinstance(int8, dict)
        english = _run(_RATES.format(bench=bench), {**home, "VOXWELL_ASR_MODEL": str(tiny)})
        others = _run(_RATES.format(bench=bench), {**home, "VOXWELL_ASR_MODEL": str(base)})
        assert isinstance(english, dict)
        assert isinstance(others, dict)
        print(f"{'set':34} {'pipeline int8':>13} {'float16':>8} {'alone int8':>10} {'float16':>8}")
        worst = 0.0
        for label, (pipeline, alone) in int8.items():
            reference = english if label.startswith("LJ") else others
            f_pipeline, f_alone = reference[label]
            worst = max(worst, abs(pipeline - f_pipeline), abs(alone - f_alone))
            print(f"{label:34} {pipeline:13.3f} {f_pipeline:8.3f} {alone:10.3f} {f_alone:8.3f}")
        print(f"largest difference int8 - float16: {worst:.3f} (target <= 0.005)")
        for name, model, source in (
            ("tiny.en", asr_models.WHISPER_TINY_EN, tiny),
            ("base", asr_models.WHISPER_BASE, base),
        ):
            made = asr_models.int8_folder(model, Path(tmp) / f"{name}-int8")
            rows = []
            for form, folder in (("float16", source), ("int8", made)):
                took, peak = _run(_LOAD.format(folder=str(folder)), {})  # type: ignore[misc]
                size = (folder / "model.bin").stat().st_size / 1e6
                rows.append(f"{form} {size:.1f} MB: load {took:.2f} s, peak {peak:.0f} MB")
            print(f"{name}: " + "; ".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What recognition costs on speech and on sounds that hold no words (figures printed, nothing
asserted), and what loading the speech detector costs beside reusing a loaded one.

For LJ001-0001 … 0009 joined (``../shared/real-speech``; skipped without it), played forwards
and backwards, and for 20 s of digital silence and of pink noise handed over whole as speech, it
prints, per language (en-US: tiny.en, es-ES: base), the CPU seconds of each of Whisper's 30 s
windows (encoding, beam search, word alignment), the tokens the beam search produced and the
words ``transcribe`` kept. Recognition runs at temperature 0 only (no fallback to sampling), so
the cost of input without words is the beam search running on to the token limit in a
repetition loop before the compression-ratio check drops the window. Then it prints the CPU cost
of the Silero detector: loading its weights, and a whole-file detection once they are loaded.

    .venv/bin/python benchmarks/recognition_cost.py
"""

from __future__ import annotations

import resource
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.real_speech import LJ_WER_CLIPS, REAL_SPEECH, build  # noqa: E402
from voxwell.analysis import asr_models, decode, detect_speech, silero  # noqa: E402
from voxwell.analysis.evaluation import add_pink_noise  # noqa: E402
from voxwell.analysis.speech import SpeechInterval  # noqa: E402
from voxwell.analysis.transcribe import transcribe  # noqa: E402
from voxwell.api import LanguageCode  # noqa: E402

RATE = 16_000


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class _Timed:
    """The CTranslate2 model with the CPU time and output of each call recorded."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        work = getattr(self.inner, name)
        if name not in ("encode", "generate", "align"):
            return work

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = _cpu()
            out = work(*args, **kwargs)
            note = f"{name} {_cpu() - start:.2f} s"
            if name == "generate":
                note += f" ({len(out[0].sequences_ids[0])} tokens)"
            self.calls.append(note)
            return out

        return timed


def _recognise(label: str, samples: npt.NDArray[np.float32], whole: bool) -> None:
    intervals = (
        [SpeechInterval(0.0, samples.size / RATE)] if whole else detect_speech(samples).intervals
    )
    for language in (LanguageCode.EN_US, LanguageCode.ES_ES):
        model = asr_models.load(asr_models.model_for(language.is_english), 2)
        timed = _Timed(model.model)
        model.model = timed
        start = _cpu()
        try:
            words = transcribe(samples, intervals, language, threads=2).words
        finally:
            model.model = timed.inner
        print(f"{label:<22} {language!s:<6} {_cpu() - start:6.2f} s CPU, {len(words):3d} words")
        print("    " + "; ".join(timed.calls))


def main() -> None:
    for english in (True, False):
        asr_models.load(asr_models.model_for(english), 2)
    if (REAL_SPEECH / "transcripts.txt").is_file():
        with tempfile.TemporaryDirectory() as folder:
            speech = decode(build(LJ_WER_CLIPS, Path(folder), "lj").path).samples
        _recognise("LJ read speech", speech, whole=False)
        _recognise("LJ played backwards", speech[::-1].copy(), whole=False)
    else:
        print(f"(no real speech at {REAL_SPEECH}: LJ skipped)")
    silence = np.zeros(20 * RATE, np.float32)
    _recognise("20 s silence, whole", silence, whole=True)
    level = np.full(silence.size, 0.1, np.float32)
    noise = add_pink_noise(level, 0.0, 7) - level  # RMS 0.1
    _recognise("20 s pink noise, whole", noise, whole=True)

    start = _cpu()
    for _ in range(20):
        silero._network.cache_clear()
        silero._network()
    print(f"Silero detector's weights loaded: {(_cpu() - start) / 20 * 1000:.1f} ms CPU each")
    ten = np.zeros(10 * RATE, np.float32)
    detect_speech(ten)
    start = _cpu()
    for _ in range(20):
        detect_speech(ten)
    cost = (_cpu() - start) / 20 * 1000
    print(f"whole-file detection of 10 s, weights loaded: {cost:.0f} ms CPU")


if __name__ == "__main__":
    main()

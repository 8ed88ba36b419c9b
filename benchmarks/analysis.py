"""Speed, memory and accuracy of ``voxwell.analysis`` (figures printed, nothing asserted).

For 60 s and 180 s of real English read speech (LJ Speech clips from ``../shared/real-speech``
joined with 0.5 s gaps; the committed synthetic fixtures when that folder is absent) and for
Spanish (the Common Voice clips joined, repeated to 60 s), it prints the wall time of each stage
(decode, speech detection, recognition, language check, sections and features) and the real-time
factor of the whole analysis (``analyze_mental_wellness``) in a worker-like process whose
recognisers are loaded before the first job, as an engine worker's are; then the first job's
extra time in a fresh process (model loading) and the peak memory of that process. It then prints
the streaming speech detector's cost per 30 ms block at 48 kHz, and the error rates of the full
pipeline beside Whisper alone over the whole file at its defaults: LJ001-0001 … 0009 joined
(clean and with pink noise at 20 dB SNR) and the Spanish, Japanese and Indonesian clips joined per
language (WER; CER for Japanese). Medians of ``--repeat`` runs (default 3), the load average with
every figure: wall times grow with it.

    .venv/bin/python benchmarks/analysis.py [--repeat N] [--workers N]

Targets (the recogniser issue): real-time factor <= 0.07 for 60 s and 180 s of English, <= 0.11
for Spanish, on 2 processes at load <= 1; first job <= 3 s longer than the next; peak memory
<= 700 MB; WER <= 0.05 clean and <= 0.07 with noise (English), Spanish <= 0.22, Japanese CER
<= 0.20, Indonesian <= 0.55.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import soundfile as sf

# The analysis is imported inside the functions: a spawned helper process re-imports this
# script, and should load only what the analysis itself needs (as it does under the engine).
if TYPE_CHECKING:
    from voxwell.api import UserDetails

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "audio"
REAL_SPEECH = Path(__file__).resolve().parent.parent.parent / "shared" / "real-speech"
RATE = 16_000
WER_CLIPS = [f"lj/LJ001-{i:04d}.flac" for i in range(1, 10)]


def load() -> str:
    return f"load {os.getloadavg()[0]:.1f}"


def user() -> UserDetails:
    from voxwell.api import BirthSex, UserDetails

    # The LJ reader, whose speech the benchmark uses when it is there.
    return UserDetails(userLabel="bench", dateOfBirth="1984-01-01", birthSex=BirthSex.FEMALE)


def build_recording(seconds: float, folder: Path) -> Path:
    """Real read speech (LJ clips in order, 0.5 s gaps) cut to ``seconds``; without the
    real-speech folder, the synthetic fixtures joined the same way."""
    if (REAL_SPEECH / "lj").is_dir():
        from voxwell.analysis.evaluation import join_clips

        clips = sorted((REAL_SPEECH / "lj").glob("*.flac"))
        joined, rate = join_clips(clips)
        if joined.size < seconds * rate:
            joined = np.concatenate([joined, np.zeros(rate // 2, np.float32), joined])
        path = folder / f"bench_real_{int(seconds)}s.flac"
        sf.write(path, joined[: int(seconds * rate)], rate, subtype="PCM_16")
        return path
    parts = []
    names = ["read_passage_en.flac", "mood_answer_en.flac", "format_sample.flac"]
    total = 0
    i = 0
    while total < seconds * RATE:
        samples, _ = sf.read(FIXTURES / names[i % len(names)], dtype="float32")
        parts += [samples, np.zeros(RATE // 2, np.float32)]
        total += samples.size + RATE // 2
        i += 1
    audio = np.concatenate(parts)[: int(seconds * RATE)]
    path = folder / f"bench_{int(seconds)}s.wav"
    sf.write(path, audio, RATE, subtype="PCM_16")
    return path


def timed(work: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = work()
    return time.perf_counter() - start, result


def stages(path: Path, workers: int, language: str) -> dict[str, float]:
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.features import measure_features
    from voxwell.analysis.sections import make_sections
    from voxwell.analysis.speech import SpeechInterval
    from voxwell.analysis.transcribe import detect_language, transcribe
    from voxwell.api import LanguageCode

    code = LanguageCode(language)
    out: dict[str, float] = {}
    out["decode"], audio = timed(lambda: decode(path))
    out["speech detection"], report = timed(lambda: detect_speech(audio.samples))
    duration = audio.samples.size / RATE
    out["recognition"], _ = timed(
        lambda: transcribe(audio.samples, report.intervals, code, threads=workers)
    )
    out["language check"], _ = timed(
        lambda: detect_language(audio.samples, report.intervals, threads=workers)
    )

    def features() -> None:
        for s in make_sections(report.intervals, duration):
            part = audio.samples[int(s.start * RATE) : int(s.finish * RATE)]
            shifted = [SpeechInterval(i.start - s.start, i.end - s.start) for i in s.speech]
            measure_features(part, shifted)

    out["sections+features"], _ = timed(features)
    return out


def _peak_rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _worker_like(path: str, language: str, workers: int, repeat: int, queue: Any) -> None:
    """In a fresh process, as an engine worker: the first job with the models loaded inside it
    (``cold``), then the models loaded before (``warm_up``) and ``repeat`` jobs timed."""
    from voxwell.analysis import analyze_mental_wellness, warm_up
    from voxwell.api import LanguageCode

    code = LanguageCode(language)
    started = time.perf_counter()
    warm_up(workers)
    loading = time.perf_counter() - started
    walls, cpus = [], []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_SELF)
        wall, _ = timed(lambda: analyze_mental_wellness(path, user(), code, workers=workers))
        after = resource.getrusage(resource.RUSAGE_SELF)
        walls.append(wall)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    queue.put((loading, walls, cpus, _peak_rss_mb()))


def worker_like(
    path: Path, language: str, workers: int, repeat: int
) -> tuple[float, list[float], list[float], float]:
    """Model loading time, wall and CPU times of each warm analysis, and the peak memory (MB)
    of one worker-like process."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    process = context.Process(
        target=_worker_like, args=(str(path), language, workers, repeat, queue)
    )
    process.start()
    result = queue.get()
    process.join()
    return result  # type: ignore[no-any-return]


def _spanish_recording(seconds: float, folder: Path) -> Path | None:
    if not (REAL_SPEECH / "es").is_dir():
        return None
    from voxwell.analysis.evaluation import join_clips

    clips = sorted((REAL_SPEECH / "es").glob("*.mp3"))
    joined, rate = join_clips(clips)
    gap = np.zeros(rate // 2, np.float32)
    parts = []
    while sum(p.size for p in parts) < seconds * rate:
        parts += [joined, gap]
    path = folder / f"bench_es_{int(seconds)}s.flac"
    sf.write(path, np.concatenate(parts)[: int(seconds * rate)], rate, subtype="PCM_16")
    return path


def _whisper_alone(path: Path, language: str, workers: int) -> str:
    import ctranslate2

    from voxwell.analysis import asr_models, decode
    from voxwell.api import LanguageCode

    code = LanguageCode(language)
    ctranslate2.set_random_seed(1)  # its temperature fallback samples: the same draw each time
    model = asr_models.load(asr_models.model_for(code.is_english), workers)
    whisper_code = language.split("-")[0] if model.model.is_multilingual else None
    segments, _ = model.transcribe(decode(path).samples, language=whisper_code)
    return "".join(s.text for s in segments)


def real_error_rates(workers: int) -> dict[str, tuple[float, float]] | None:
    """(full pipeline, Whisper alone) error rates per recording of real speech."""
    if not (REAL_SPEECH / "transcripts.txt").is_file():
        return None
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.evaluation import (
        add_pink_noise,
        join_clips,
        normalise_words,
        word_error_rate,
    )
    from voxwell.analysis.transcribe import join_words, transcribe
    from voxwell.api import LanguageCode

    lines = (REAL_SPEECH / "transcripts.txt").read_text(encoding="utf-8").splitlines()
    texts = dict(line.split("|", 1) for line in lines if "|" in line)
    sets = [
        ("LJ, clean", "en-US", WER_CLIPS, False),
        ("LJ, pink noise 20 dB", "en-US", WER_CLIPS, True),
    ]
    for family, language in (("es", "es-ES"), ("ja", "ja-JP"), ("id", "id-ID")):
        clips = sorted(f"{family}/{p.name}" for p in (REAL_SPEECH / family).glob("*.mp3"))
        sets.append((f"{language} (Common Voice, joined)", language, clips, False))
    out: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, language, clips, noisy in sets:
            family = language.split("-")[0]
            code = LanguageCode(language)
            ref = [w for clip in clips for w in normalise_words(texts[clip], family)]
            joined, rate = join_clips([REAL_SPEECH / clip for clip in clips])
            if noisy:
                joined = add_pink_noise(joined, 20, 20)
            path = Path(tmp) / "joined.flac"
            sf.write(path, np.clip(joined, -1, 1), rate, subtype="PCM_16")
            audio = decode(path)
            speech = detect_speech(audio.samples)
            words = transcribe(audio.samples, speech.intervals, code, threads=workers).words
            heard = normalise_words(join_words(words, code), family)
            alone = normalise_words(_whisper_alone(path, language, workers), family)
            out[label] = (word_error_rate(ref, heard), word_error_rate(ref, alone))
    return out


def detector_cost(repeat: int) -> float:
    from voxwell.analysis import StreamingSpeechDetector

    samples, _ = sf.read(FIXTURES / "read_passage_en.flac", dtype="float32")
    n48 = samples.size * 3
    at48 = np.interp(np.arange(n48) / 3, np.arange(samples.size), samples).astype(np.float32)
    block = 1_440
    costs = []
    for _ in range(repeat):
        detector = StreamingSpeechDetector(48_000)
        start = time.perf_counter()
        for i in range(0, n48, block):
            detector.feed(at48[i : i + block])
        costs.append((time.perf_counter() - start) / (n48 / block) * 1e3)
    return statistics.median(costs)


def _report(label: str, path: Path, language: str, seconds: float, args: Any) -> None:
    runs = [stages(path, args.workers, language) for _ in range(args.repeat)]
    print(
        f"\n{label}: {seconds:.0f} s ({path.name}), workers={args.workers}"
        f" (median of {args.repeat}; {load()})"
    )
    for stage in runs[0]:
        print(f"  {stage:20} {statistics.median(r[stage] for r in runs):7.2f} s")
    loading, walls, cpus, peak = worker_like(path, language, args.workers, args.repeat)
    wall = statistics.median(walls)
    print(
        f"  whole analysis       {wall:7.2f} s   real-time factor {wall / seconds:.3f}"
        f"   (models loaded; {load()})"
    )
    cpu = statistics.median(cpus)
    print(f"  CPU time             {cpu:7.2f} s   ({cpu / seconds:.3f} CPU s per audio s)")
    print(
        f"  model loading        {loading:7.2f} s   (once per worker process, before its first job)"
    )
    print(f"  peak memory          {peak:7.0f} MB (the worker-like process, models included)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--lengths", default="60,180", help="English recording lengths in seconds")
    parser.add_argument("--no-wer", action="store_true", help="skip the error rates")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start")
    with tempfile.TemporaryDirectory() as tmp:
        for seconds in (float(x) for x in args.lengths.split(",")):
            length = seconds if seconds < 180 else 179.5
            _report("English", build_recording(length, Path(tmp)), "en-US", length, args)
        spanish = _spanish_recording(60.0, Path(tmp))
        if spanish is not None:
            _report("Spanish", spanish, "es-ES", 60.0, args)
    print(f"\nstreaming detector at 48 kHz: {detector_cost(args.repeat):.3f} ms per 30 ms block")
    if args.no_wer:
        return 0
    rates = real_error_rates(args.workers)
    if rates is None:
        print("\nerror rates: skipped (../shared/real-speech is absent)")
        return 0
    print(f"\nerror rates (WER; CER for ja-JP), full pipeline / Whisper alone ({load()}):")
    for key, (pipeline, alone) in rates.items():
        print(f"  {key:36} {pipeline:.3f} / {alone:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

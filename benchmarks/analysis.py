"""Speed, memory and accuracy of ``voxwell.analysis`` (figures printed, nothing asserted).

For a 60 s and a 180 s recording of real read speech (LJ Speech clips from
``../shared/real-speech`` joined with 0.5 s gaps; the committed synthetic fixtures when that
folder is absent) it prints the wall time of each stage (decode, speech detection,
transcription, sections and features and measures), the real-time factor of the whole analysis
(``analyze_mental_wellness`` end to end) and the peak memory of one analysis (its process and its
recognition helper). It then prints the cost of the streaming speech detector per 30 ms block at
48 kHz, and the word error rate of the full pipeline on LJ001-0001 … 0009 joined, clean and with
pink noise at 20 dB SNR, beside pocketsphinx's defaults on the whole file. Medians of ``--repeat``
runs (default 3). The load average is printed with every figure: wall times grow with it.

    .venv/bin/python benchmarks/analysis.py [--repeat N] [--workers N]

Targets (issue 16): real-time factor <= 0.1 for 60 s and 180 s on 2 processes at load <= 1, peak
memory <= 600 MB, detection <= 0.5 ms per 30 ms block, word error rate <= 0.20 clean and <= 0.32
with noise.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import re
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


def stages(path: Path, workers: int) -> dict[str, float]:
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.features import measure_features
    from voxwell.analysis.sections import make_sections, phrases, recognition_windows
    from voxwell.analysis.speech import SpeechInterval
    from voxwell.analysis.transcribe import Utterance, transcribe

    out: dict[str, float] = {}
    out["decode"], audio = timed(lambda: decode(path))
    out["speech detection"], report = timed(lambda: detect_speech(audio.samples))
    duration = audio.samples.size / RATE

    def recognise() -> list[Any]:
        cut = [
            Utterance(
                w.start,
                audio.samples[int(w.start * RATE) : int(w.end * RATE)],
                w.keep_start,
                w.keep_end,
            )
            for w in recognition_windows(phrases(report.intervals), duration)
        ]
        return transcribe(cut, workers=workers)

    out["transcription"], _ = timed(recognise)

    def features() -> None:
        for s in make_sections(report.intervals, duration):
            part = audio.samples[int(s.start * RATE) : int(s.finish * RATE)]
            shifted = [SpeechInterval(i.start - s.start, i.end - s.start) for i in s.speech]
            measure_features(part, shifted, user().birthSex)

    out["sections+features"], _ = timed(features)
    return out


def _rss_mb(pid: int | str) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def _children() -> list[str]:
    pids: list[str] = []
    for task in Path("/proc/self/task").glob("*"):
        with contextlib.suppress(OSError):
            pids += (task / "children").read_text().split()
    return pids


def _whole(path: str, workers: int, queue: Any) -> None:
    """One analysis; peak memory is sampled every 20 ms as this process's resident set plus its
    helpers' (ru_maxrss would count a helper's pages from before its exec)."""
    import threading

    from voxwell.analysis import analyze_mental_wellness
    from voxwell.api import LanguageCode

    peaks = {"own": 0.0, "helpers": 0.0, "together": 0.0}
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.02):
            own = _rss_mb("self")
            helpers = sum(_rss_mb(pid) for pid in _children())
            peaks["own"] = max(peaks["own"], own)
            peaks["helpers"] = max(peaks["helpers"], helpers)
            peaks["together"] = max(peaks["together"], own + helpers)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    start = time.perf_counter()
    analyze_mental_wellness(path, user(), LanguageCode.EN_US, workers=workers)
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    # The helper is told to stop when the analysis returns; its CPU time counts once it is reaped.
    deadline = time.monotonic() + 30
    while _children() and time.monotonic() < deadline:
        time.sleep(0.05)
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime
    own_peak = max(peaks["own"], me.ru_maxrss / 1024)
    queue.put((wall, own_peak, peaks["helpers"], cpu, max(peaks["together"], own_peak)))


def whole_analysis(path: Path, workers: int) -> tuple[float, float, float, float, float]:
    """Wall time, peak memory (MB: the analysis process, its helpers, both at once) of one
    analysis in a fresh process, and the CPU time of all (start-up and imports included)."""
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    process = context.Process(target=_whole, args=(str(path), workers, queue))
    process.start()
    result = queue.get()
    process.join()
    return result  # type: ignore[no-any-return]


def whole_file_defaults(samples: np.ndarray) -> list[str]:
    """Words of pocketsphinx at its own defaults on the whole recording as one utterance."""
    from pocketsphinx import Decoder

    decoder = Decoder(loglevel="FATAL")
    decoder.start_utt()
    pcm = (np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes()
    decoder.process_raw(pcm, full_utt=True)
    decoder.end_utt()
    tokens = [str(s.word) for s in decoder.seg() or ()]
    return [re.sub(r"\(\d+\)$", "", t) for t in tokens if not t.startswith(("<", "["))]


def real_word_error_rates(workers: int) -> dict[str, float] | None:
    """Word error rate of the full pipeline on LJ001-0001 … 0009 joined, clean and with pink
    noise at 20 dB SNR (seed 20), and of pocketsphinx's defaults on the whole file."""
    if not (REAL_SPEECH / "transcripts.txt").is_file():
        return None
    from voxwell.analysis import analyze_mental_wellness, decode
    from voxwell.analysis.evaluation import (
        add_pink_noise,
        join_clips,
        normalise_words,
        word_error_rate,
    )
    from voxwell.api import BirthSex, LanguageCode, UserDetails

    lines = (REAL_SPEECH / "transcripts.txt").read_text(encoding="utf-8").splitlines()
    texts = dict(line.split("|", 1) for line in lines if "|" in line)
    ref = [w for clip in WER_CLIPS for w in normalise_words(texts[clip])]
    reader = UserDetails(userLabel="lj", dateOfBirth="1984-01-01", birthSex=BirthSex.FEMALE)
    joined, rate = join_clips([REAL_SPEECH / clip for clip in WER_CLIPS])
    out: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, samples in (
            ("clean", joined),
            ("pink noise 20 dB", add_pink_noise(joined, 20, 20)),
        ):
            path = Path(tmp) / "lj.flac"
            sf.write(path, np.clip(samples, -1, 1), rate, subtype="PCM_16")
            outcome = analyze_mental_wellness(path, reader, LanguageCode.EN_US, workers=workers)
            hyp = [t for ws in outcome.section_words for w in ws for t in normalise_words(w.text)]
            out[f"full pipeline, {label}"] = word_error_rate(ref, hyp)
            hyp = [t for w in whole_file_defaults(decode(path).samples) for t in normalise_words(w)]
            out[f"pocketsphinx defaults, whole file, {label}"] = word_error_rate(ref, hyp)
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--lengths", default="60,180", help="recording lengths in seconds")
    parser.add_argument("--no-wer", action="store_true", help="skip the word error rates")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start")
    with tempfile.TemporaryDirectory() as tmp:
        for seconds in (float(x) for x in args.lengths.split(",")):
            path = build_recording(seconds if seconds < 180 else 179.5, Path(tmp))
            runs = [stages(path, args.workers) for _ in range(args.repeat)]
            print(
                f"\n{seconds:.0f} s recording ({path.name}), workers={args.workers}"
                f" (median of {args.repeat}; {load()})"
            )
            for stage in runs[0]:
                print(f"  {stage:20} {statistics.median(r[stage] for r in runs):7.2f} s")
            wholes = [whole_analysis(path, args.workers) for _ in range(args.repeat)]
            wall = statistics.median(w[0] for w in wholes)
            own = max(w[1] for w in wholes)
            helper = max(w[2] for w in wholes)
            cpu = statistics.median(w[3] for w in wholes)
            print(
                f"  whole analysis       {wall:7.2f} s   real-time factor {wall / seconds:.3f}"
                f"   ({load()})"
            )
            print(
                f"  CPU time             {cpu:7.2f} s   ({cpu / seconds:.3f} CPU s per audio s,"
                f" all processes, start-up included)"
            )
            together = max(w[4] for w in wholes)
            print(
                f"  peak memory          {together:7.0f} MB (analysis process {own:.0f} MB,"
                f" recognition helper {helper:.0f} MB)"
            )
    print(f"\nstreaming detector at 48 kHz: {detector_cost(args.repeat):.3f} ms per 30 ms block")
    if args.no_wer:
        return 0
    rates = real_word_error_rates(args.workers)
    if rates is None:
        print("\nword error rates: skipped (../shared/real-speech is absent)")
        return 0
    print(f"\nword error rate on LJ001-0001 … 0009 joined (about 170 words; {load()}):")
    for key, rate in rates.items():
        print(f"  {key:48} {rate:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Speed, memory and accuracy of ``voxwell.analysis`` (figures printed, nothing asserted).

For a 60 s and a 180 s recording (built from the committed fixtures) it prints the wall time of
each stage (decode, speech detection, transcription, sections and features and measures), the
real-time factor of the whole analysis (``analyze_mental_wellness`` end to end) and the peak memory
of one analysis (its process and its recognition helper). It then prints the cost of the
streaming speech detector per 30 ms block at 48 kHz, and the word error rate on the fixtures with
known text: the analysis's settings against pocketsphinx's default settings (whole file, and cut
at pauses). Medians of ``--repeat`` runs (default 3).

    .venv/bin/python benchmarks/analysis.py [--repeat N] [--workers N]

Targets (issue): real-time factor <= 0.1 using both cores, word error rate no more than 2 points
worse than pocketsphinx's defaults, peak memory <= 600 MB, detection <= 0.5 ms per 30 ms block.
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
RATE = 16_000


def user() -> UserDetails:
    from voxwell.api import BirthSex, UserDetails

    return UserDetails(userLabel="bench", dateOfBirth="1980-06-01", birthSex=BirthSex.MALE)


KNOWN_TEXT = [
    "read_passage_en.flac",
    "mood_answer_en.flac",
    "format_sample.flac",
    "speech_over_noise.flac",
]


def build_recording(seconds: float, folder: Path) -> Path:
    """Fixture speech joined end to end (with a short gap) up to ``seconds``, as 16 kHz WAV."""
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
    from voxwell.analysis.sections import make_sections, phrases, utterance_spans
    from voxwell.analysis.speech import SpeechInterval
    from voxwell.analysis.transcribe import Utterance, transcribe

    out: dict[str, float] = {}
    out["decode"], audio = timed(lambda: decode(path))
    out["speech detection"], report = timed(lambda: detect_speech(audio.samples))
    duration = audio.samples.size / RATE

    def recognise() -> list[Any]:
        spans = utterance_spans(phrases(report.intervals), duration)
        cut = [Utterance(a, audio.samples[int(a * RATE) : int(b * RATE)]) for a, b in spans]
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


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.lower())


def edit_distance(ref: list[str], hyp: list[str]) -> int:
    row = list(range(len(hyp) + 1))
    for i in range(1, len(ref) + 1):
        prev, row[0] = row[0], i
        for j in range(1, len(hyp) + 1):
            cur = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (ref[i - 1] != hyp[j - 1]))
            prev = cur
    return row[len(hyp)]


def word_error_rates() -> dict[str, tuple[float, float]]:
    """Word error rate and recognition CPU seconds per audio second of three set-ups."""
    from voxwell.analysis import decode, detect_speech
    from voxwell.analysis.sections import phrases, utterance_spans
    from voxwell.analysis.transcribe import Utterance, transcribe

    setups: dict[str, tuple[dict[str, Any] | None, bool]] = {
        "analysis settings, cut at pauses": (None, True),
        "defaults, cut at pauses": ({}, True),
        "defaults, whole file": ({}, False),
    }
    errors = dict.fromkeys(setups, 0)
    cpu = dict.fromkeys(setups, 0.0)
    total = 0
    audio_seconds = 0.0
    for name in KNOWN_TEXT:
        ref = words_of((FIXTURES / (Path(name).stem + ".txt")).read_text(encoding="utf-8"))
        audio = decode(FIXTURES / name)
        audio_seconds += audio.samples.size / RATE
        report = detect_speech(audio.samples)
        spans = utterance_spans(phrases(report.intervals), audio.samples.size / RATE)
        cut = [Utterance(a, audio.samples[int(a * RATE) : int(b * RATE)]) for a, b in spans]
        whole = [Utterance(0.0, audio.samples)]
        for key, (settings, at_pauses) in setups.items():
            transcribe(whole[:0], settings=settings)  # load the model outside the timing
            start = time.process_time()
            groups = transcribe(cut if at_pauses else whole, settings=settings)
            cpu[key] += time.process_time() - start
            hyp = [t for g in groups for w in g for t in words_of(w.text)]
            errors[key] += edit_distance(ref, hyp)
        total += len(ref)
    return {k: (errors[k] / total, cpu[k] / audio_seconds) for k in setups}


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
            print(f"\n{seconds:.0f} s recording, workers={args.workers} (median of {args.repeat})")
            for stage in runs[0]:
                print(f"  {stage:20} {statistics.median(r[stage] for r in runs):7.2f} s")
            wholes = [whole_analysis(path, args.workers) for _ in range(args.repeat)]
            wall = statistics.median(w[0] for w in wholes)
            own = max(w[1] for w in wholes)
            helper = max(w[2] for w in wholes)
            cpu = statistics.median(w[3] for w in wholes)
            print(f"  whole analysis       {wall:7.2f} s   real-time factor {wall / seconds:.3f}")
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
    print(f"\nword error rate on the fixtures with known text ({', '.join(KNOWN_TEXT)}):")
    for key, (rate, cpu) in word_error_rates().items():
        print(f"  {key:34} {rate:.3f}   ({cpu:.3f} CPU s per audio s, one process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""What encryption at rest costs: analysis, take writing and reading, history writes (printed).

    .venv/bin/python benchmarks/at_rest.py [--repeat 5] [--workers 2]

1. Analysis: the whole analysis (``analyze_mental_wellness``) of 60 s of English read speech in
   one worker-like process whose models are loaded first, alternating the recording as a plain
   file and as the engine keeps it sealed (``voxwell.engine.recordings.readable_recording``:
   unsealed into memory, decoded from there). Target (the privacy issue): the sealed analysis
   within 5 % of the plain one.
2. Takes: a 60 s take at 48 kHz written in 30 ms blocks with a durable flush every second, plain
   and sealed: the cost of each flush (the writer thread's work, never the GUI's); then reading
   the take back whole (``take_bytes``), as upload and Listen do.
3. History: 200 sessions stored and updated with results in a plain and an encrypted
   (SQLCipher) history file: the median write, and opening the file.

Medians of ``--repeat`` runs, with the load average: wall times grow with it.
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
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # the analysis benchmark's recording builder

KEY = bytes(range(32))


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def _seal_like_the_engine(plain: Path, sealed: Path) -> None:
    from voxwell.engine.recordings import RECORDING_PURPOSE
    from voxwell.privacy.sealing import SealedStreamWriter

    data = plain.read_bytes()
    with SealedStreamWriter(sealed, KEY, purpose=RECORDING_PURPOSE) as writer:
        for start in range(0, len(data), 1 << 20):  # the upload route's write batch
            writer.append(data[start : start + (1 << 20)])


def _analyses(plain: str, sealed: str, workers: int, repeat: int, queue: Any) -> None:
    from analysis import user  # type: ignore[import-not-found]
    from voxwell.analysis import analyze_mental_wellness, warm_up
    from voxwell.api import LanguageCode
    from voxwell.engine.recordings import readable_recording
    from voxwell.privacy.data_key import DATA_KEY_ENV

    os.environ[DATA_KEY_ENV] = KEY.hex()
    warm_up(workers)
    times: dict[str, list[float]] = {"plain": [], "sealed": [], "plain cpu": [], "sealed cpu": []}
    order = [("plain", plain), ("sealed", sealed)]
    for round_ in range(repeat):
        # Each round swaps which goes first, so an order effect cannot pass for a cost.
        for kind, path in order if round_ % 2 == 0 else order[::-1]:
            before = resource.getrusage(resource.RUSAGE_SELF)
            started = time.perf_counter()
            source = readable_recording(Path(path))
            analyze_mental_wellness(source, user(), LanguageCode.EN_US, workers=workers)
            times[kind].append(time.perf_counter() - started)
            after = resource.getrusage(resource.RUSAGE_SELF)
            cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            times[f"{kind} cpu"].append(cpu)
    queue.put(times)


def analysis_cost(workers: int, repeat: int) -> dict[str, list[float]]:
    from analysis import build_recording

    with tempfile.TemporaryDirectory() as tmp:
        plain = build_recording(60.0, Path(tmp))
        sealed = Path(tmp) / "sealed.audio"
        _seal_like_the_engine(plain, sealed)
        context = multiprocessing.get_context("spawn")
        queue = context.Queue()
        process = context.Process(
            target=_analyses, args=(str(plain), str(sealed), workers, repeat, queue)
        )
        process.start()
        times: dict[str, list[float]] = queue.get()
        process.join()
    return times


def take_cost(sealed: bool) -> tuple[list[float], float]:
    """Each durable flush of a 60 s take (s), and reading the take back whole (s)."""
    from voxwell.audio.take_audio import take_bytes
    from voxwell.audio.takes import TakeWriter
    from voxwell.privacy.at_rest import use_data_key

    use_data_key(KEY if sealed else None)
    rate, block = 48_000, 1440
    rng = np.random.default_rng(7)
    audio = (0.1 * rng.standard_normal(rate * 60)).astype(np.float32)
    flushes: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        writer = TakeWriter(rate, Path(tmp), label="bench")
        for start in range(0, audio.size, block):
            before = writer.frames_flushed
            started = time.perf_counter()
            writer.write(audio[start : start + block])
            if writer.frames_flushed != before:
                flushes.append(time.perf_counter() - started)
        take = writer.finish()
        started = time.perf_counter()
        take_bytes(take)
        reading = time.perf_counter() - started
    use_data_key(None)
    return flushes, reading


def history_cost(key: bytes | None) -> tuple[float, float]:
    """Median seconds of one stored write, and of opening the file again."""
    from voxwell.history import HistoryStore

    writes: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        with HistoryStore(path, key=key) as store:
            for i in range(200):
                started = time.perf_counter()
                made = store.create_session(
                    user_label=f"P-{i:04d}",
                    model_kind="mental-wellness",
                    service_name="Local engine",
                    base_url="http://127.0.0.1:1",
                    language="en",
                    request_json={"user": {"userLabel": f"P-{i:04d}"}},
                    takes={"recording": f"/takes/{i}.wav"},
                )
                store.update(made.id, run_json={"status": "COMPLETE_OK", "words": "x " * 400})
                writes.append((time.perf_counter() - started) / 2)
        started = time.perf_counter()
        with HistoryStore(path, key=key) as store:
            store.user_labels()
        opening = time.perf_counter() - started
    return statistics.median(writes), opening


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-analysis", action="store_true")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores; load {_load()}")

    if not args.skip_analysis:
        times = analysis_cost(args.workers, args.repeat)
        for kind in ("plain", "sealed", "plain cpu", "sealed cpu"):
            print(f"analysis 60 s {kind}: " + ", ".join(f"{t:.2f}" for t in times[kind]) + " s")
        for unit in ("", " cpu"):
            plain = statistics.median(times["plain" + unit])
            sealed = statistics.median(times["sealed" + unit])
            print(
                f"analysis median{unit or ' wall'}: plain {plain:.2f} s, sealed {sealed:.2f} s, "
                f"sealed/plain {sealed / plain:.3f} (load {_load()})"
            )

    for sealed_take in (False, True):
        runs = [take_cost(sealed_take) for _ in range(args.repeat)]
        flush = statistics.median(statistics.median(f) for f, _ in runs)
        worst = statistics.median(max(f) for f, _ in runs)
        reading = statistics.median(r for _, r in runs)
        kind = "sealed" if sealed_take else "plain"
        print(
            f"take 60 s at 48 kHz {kind}: flush median {1e3 * flush:.2f} ms, max "
            f"{1e3 * worst:.2f} ms; read back whole {1e3 * reading:.1f} ms"
        )

    for key in (None, KEY):
        results = [history_cost(key) for _ in range(args.repeat)]
        write = statistics.median(w for w, _ in results)
        opening = statistics.median(o for _, o in results)
        kind = "encrypted" if key else "plain"
        print(f"history {kind}: write median {1e3 * write:.2f} ms, open {1e3 * opening:.1f} ms")
    print(f"load at the end {_load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

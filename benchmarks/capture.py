"""Capture figures: meter cost per block, callback-to-meter latency, overflows in a 3-minute take.

    .venv/bin/python benchmarks/capture.py [--repeat 5] [--take-seconds 180] [--skip-take]
        [--sealed]

1. Meter cost: the speech meter (streaming speech detector + level meter) fed 30 ms blocks of
   48 kHz speech, as the GUI timer feeds it; mean and 95th percentile per block, level and
   detection also apart. Target: <= 0.5 ms per block.
2. Latency: a file source at real-time pace (the same callback path as a microphone) plays 2 s
   of digital silence then speech; a loop polls the take session every 33 ms, as the GUI timer
   does. From the moment the first sounding block reaches the callback to the moment the meter's
   level changes, and to the moment its speech seconds start counting. Target: <= 100 ms.
3. Overflows: a take of ``--take-seconds`` at 48 kHz recorded through PortAudio from a private
   PulseAudio server (pipe source fed the 190 s fixture in real time), with the writer and the
   speech meter running in the poll loop. Reports input overflows plus blocks the ring dropped,
   and the cost of each poll. Target: 0 overflows. Needs pulseaudio (skipped with a reason if
   it cannot start).

With ``--sealed`` the takes are sealed at rest as the app seals them with a data key
(``voxwell.privacy.at_rest``): compare its overflows and poll cost with a plain run.

Each part runs ``--repeat`` times (the take once unless ``--take-repeat``); medians are printed.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import soundfile

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the PulseAudio helper lives with the audio tests

from tests.audio.audio_helpers import (  # noqa: E402
    RATE,
    PulseServer,
    PulseUnavailable,
    pipe_writer,
    resample,
)
from voxwell.audio import (  # noqa: E402
    DeviceInput,
    FileInput,
    MeterTargets,
    SessionState,
    SpeechMeter,
    TakeSession,
    find_input_device,
    rescan_devices,
)
from voxwell.audio.levels import LevelMeter  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "audio"
BLOCK = int(0.03 * RATE)
POLL = 0.033


def _speech_48k(name: str = "read_passage_en.flac") -> np.ndarray:
    data, rate = soundfile.read(str(FIXTURES / name), dtype="float32")
    return resample(data, rate, RATE)


def meter_cost(audio: np.ndarray) -> dict[str, float]:
    blocks = [audio[i : i + BLOCK] for i in range(0, audio.size - BLOCK + 1, BLOCK)]
    targets = MeterTargets.for_model("mental-wellness")
    meter = SpeechMeter(RATE, targets)
    levels = LevelMeter(RATE)
    per_block = []
    cpu = time.process_time()
    for block in blocks:
        t = time.perf_counter()
        meter.feed(block)
        meter.snapshot()
        per_block.append(time.perf_counter() - t)
    cpu = (time.process_time() - cpu) / len(blocks)
    t = time.perf_counter()
    for block in blocks:
        levels.feed(block)
        levels.reading()
    level_only = (time.perf_counter() - t) / len(blocks)
    return {
        "meter_ms": 1e3 * statistics.fmean(per_block),
        "meter_cpu_ms": 1e3 * cpu,
        "meter_p95_ms": 1e3 * float(np.percentile(per_block, 95)),
        "level_ms": 1e3 * level_only,
        "detection_ms": 1e3 * (statistics.fmean(per_block) - level_only),
    }


class _TimedFileInput(FileInput):
    """The file source, noting when each block reached the callback path (the instrument)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, speed=1.0)
        self.deliveries: list[tuple[float, int]] = []

    def _deliver(self, ring, indata, overflowed=False):  # type: ignore[no-untyped-def]
        super()._deliver(ring, indata, overflowed)
        self.deliveries.append((self.last_delivery, self.delivered_samples + indata.shape[0]))


def latency(folder: Path, onset_seconds: float = 2.0) -> dict[str, float]:
    speech = _speech_48k("short_8s.flac")
    first_sound = int(np.flatnonzero(np.abs(speech) > 1e-3)[0])
    audio = np.concatenate((np.zeros(int(onset_seconds * RATE), np.float32), speech[first_sound:]))
    path = folder / "onset.wav"
    soundfile.write(str(path), audio[: int((onset_seconds + 3) * RATE)], RATE, subtype="PCM_16")
    onset = int(onset_seconds * RATE)
    source = _TimedFileInput(path)
    session = TakeSession(source, MeterTargets.for_model("mental-wellness"), folder)
    session.record()
    level_at = speech_at = math.nan
    while session.state is SessionState.RECORDING and math.isnan(speech_at):
        status = session.poll()
        now = time.monotonic()
        if math.isnan(level_at) and status.meter.rms_dbfs > -120:
            level_at = now
        if status.meter.speech_seconds > 0:
            speech_at = now
        time.sleep(POLL)
    session.discard()
    session.close()
    arrived = next(t for t, end in source.deliveries if end > onset)
    return {"level_ms": 1e3 * (level_at - arrived), "speech_ms": 1e3 * (speech_at - arrived)}


def take_overflows(seconds: float) -> dict[str, float]:
    folder = Path(tempfile.mkdtemp(prefix="vxpa-"))
    with PulseServer(folder) as pulse:
        for key, value in pulse.env().items():
            os.environ[key] = value
        rescan_devices()
        data, rate = soundfile.read(str(FIXTURES / "long_190s.opus"), dtype="float32")
        pcm = np.clip(np.rint(resample(data, rate, RATE) * 32767), -32768, 32767).astype("<i2")
        source = DeviceInput(find_input_device("pulse"), RATE)
        targets = MeterTargets(target_seconds=10.0, max_seconds=seconds)
        session = TakeSession(source, targets, folder)
        poll_costs = []
        with pipe_writer(pulse.fifo("mic"), pcm):
            session.record()
            while session.state is SessionState.RECORDING:
                t = time.perf_counter()
                session.poll()
                poll_costs.append(time.perf_counter() - t)
                time.sleep(POLL)
        status = session.status()
        session.discard()
        session.close()
    shutil.rmtree(folder, ignore_errors=True)
    return {
        "overflows": status.overflows,
        "recorded_s": status.meter.elapsed_seconds,
        "speech_s": status.meter.speech_seconds,
        "poll_median_ms": 1e3 * statistics.median(poll_costs),
        "poll_max_ms": 1e3 * max(poll_costs),
        "stop_reason": status.stop_reason or "",  # type: ignore[dict-item]
    }


def _medians(runs: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in runs) for k in runs[0] if k != "stop_reason"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--take-seconds", type=float, default=180.0)
    parser.add_argument("--take-repeat", type=int, default=1)
    parser.add_argument("--skip-take", action="store_true")
    parser.add_argument("--sealed", action="store_true", help="seal takes with a data key")
    args = parser.parse_args()
    if args.sealed:
        from voxwell.privacy.at_rest import use_data_key

        use_data_key(os.urandom(32))
    print(f"machine: {os.cpu_count()} cores; block {BLOCK} samples (30 ms at {RATE} Hz)")
    print(f"takes written {'sealed (AES-256-GCM)' if args.sealed else 'plain'}")

    audio = _speech_48k()
    costs = [meter_cost(audio) for _ in range(args.repeat)]
    for i, c in enumerate(costs, 1):
        print(f"meter cost run {i}: " + ", ".join(f"{k} {v:.3f}" for k, v in c.items()))
    print("meter cost median: " + ", ".join(f"{k} {v:.3f}" for k, v in _medians(costs).items()))

    with tempfile.TemporaryDirectory() as tmp:
        lats = [latency(Path(tmp)) for _ in range(args.repeat)]
    for i, lat in enumerate(lats, 1):
        print(f"latency run {i}: level {lat['level_ms']:.0f} ms, speech {lat['speech_ms']:.0f} ms")
    med = _medians(lats)
    print(f"latency median: level {med['level_ms']:.0f} ms, speech {med['speech_ms']:.0f} ms")

    if args.skip_take:
        return 0
    takes = []
    for i in range(args.take_repeat):
        try:
            result = take_overflows(args.take_seconds)
        except PulseUnavailable as exc:
            print(f"take: skipped, PulseAudio cannot start here: {exc}")
            return 0
        takes.append(result)
        print(
            f"take run {i + 1}: {result['recorded_s']:.1f} s recorded at {RATE} Hz, "
            f"{result['overflows']} overflows, speech {result['speech_s']:.1f} s, poll median "
            f"{result['poll_median_ms']:.2f} ms, max {result['poll_max_ms']:.1f} ms "
            f"({result['stop_reason']})"
        )
    med = _medians(takes)
    print(f"take median: {med['overflows']:.0f} overflows in {med['recorded_s']:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

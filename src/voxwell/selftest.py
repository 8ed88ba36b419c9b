"""``voxwell self-test``: check an installation end to end, headless, with a one-line verdict.

Meant for the installed (frozen) app as much as for a source checkout: it finds out whether
everything an installer must carry is there and works together, without a network, a display
or a microphone. In order:

1. resources: the bundled sample, read-aloud passages and questionnaires are present;
2. audio: the PortAudio library loads (in the frozen app: the copy inside the app);
3. engine: the bundled engine starts as a child process (``Voxwell engine`` when frozen);
4. analysis: each bundled sample (English and Spanish) goes through the client (create a run,
   upload, poll) and the result is checked against what is known of the sample (status,
   sections, measures, the recogniser's words in the sample's language);
5. window: the main window opens offscreen (``QT_QPA_PLATFORM=offscreen``) and closes.

Everything runs in a throwaway ``VOXWELL_HOME``, so the user's own data is never touched.
Progress, with the engine's own output, goes to stderr (a log shows the engine's ready line);
the verdict is one line on stdout: ``voxwell self-test: PASS ...`` or ``voxwell self-test:
FAIL at <phase>: <reason>``. The exit status is 0 for PASS and 1 for FAIL.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import logging
import os
import secrets
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from voxwell.paths import resource_path

__all__ = ["SAMPLE_NAMES", "SelfTestFailed", "main", "run_self_test"]

_log = logging.getLogger(__name__)

SAMPLE_NAMES = ("read_passage_en", "read_passage_es")
"""The bundled recordings (``resources/samples/<name>.opus``, described by ``<name>.json``): one
in English (Whisper tiny.en) and one in Spanish (Whisper base), so both recognisers are checked."""

# The GUI's hook: opens the main window offscreen, waits until it is shown, closes it, and
# returns its title; raises if the window cannot be shown within ``timeout`` seconds.
_WINDOW_HOOK_MODULE = "voxwell.gui.app"
_WINDOW_HOOK = "self_test_window"

# The samples are synthetic speech, which the recogniser gets partly wrong (most words are
# right). The check is that the recogniser, its models and the timings work: enough words come
# out, and several distinct words of the sample's text are among them. Short words and the
# commonest longer English ones are not counted, as any speech would supply them. Silence,
# noise or a wrong model give no words or unrelated ones.
_MIN_CONTENT_WORDS = 5
_MIN_DISTINCT_KNOWN_WORDS = 4
# fmt: off
_COMMON_WORDS = frozenset({
    "that", "with", "have", "this", "from", "they", "were", "when", "what", "than", "would",
    "like", "will", "there", "then", "them", "been", "some", "your", "just", "into", "only",
    "over", "also", "very", "well", "about", "which", "their", "could", "other",
})
# fmt: on


class SelfTestFailed(Exception):
    """One phase of the self-test failed; ``phase`` names it, the message says why."""

    def __init__(self, phase: str, reason: str) -> None:
        super().__init__(f"{phase}: {reason}")
        self.phase = phase
        self.reason = reason


@dataclass(frozen=True)
class _Sample:
    audio: Path
    duration_secs: float
    language: str
    words: frozenset[str]


def _words(text: str, language: str) -> list[str]:
    from voxwell.analysis.text import tokens

    return tokens(text, language.split("-", 1)[0])


def _check_resources() -> list[_Sample]:
    folder = resource_path("samples")
    samples = []
    for name in SAMPLE_NAMES:
        try:
            meta = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            reason = f"the description of the bundled sample {name} is unreadable: {exc}"
            raise SelfTestFailed("resources", reason) from exc
        audio = folder / str(meta["file"])
        if not audio.is_file() or audio.stat().st_size == 0:
            raise SelfTestFailed("resources", f"the bundled sample {audio} is missing")
        language = str(meta["language"])
        samples.append(
            _Sample(
                audio=audio,
                duration_secs=float(meta["durationSecs"]),
                language=language,
                words=frozenset(_words(str(meta["text"]), language)),
            )
        )
    for kind in ("passages", "questionnaires"):
        if not any(resource_path(kind).glob("*")):
            raise SelfTestFailed("resources", f"no {kind} in {resource_path(kind)}")
    return samples


def _check_audio() -> str:
    from voxwell.audio.backend import sounddevice
    from voxwell.errors import AudioDeviceError

    try:
        sd = sounddevice()
    except AudioDeviceError as exc:
        raise SelfTestFailed("audio", str(exc)) from exc
    library = str(getattr(sd, "_libname", "?"))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None and not Path(library).resolve().is_relative_to(Path(bundle).resolve()):
        raise SelfTestFailed("audio", f"PortAudio was loaded from {library}, not from the app")
    version: Any = sd.get_portaudio_version()
    return str(version[1]).split(",")[0]  # "PortAudio V19.6.0-devel, revision ..."


def _check_result(run: Any, sample: _Sample) -> str:
    """Raise unless ``run`` is a plausible analysis of the sample; return a short summary."""
    from voxwell.api import (
        BAND_VALUES,
        BANDED_MEASURES,
        SECTION_MEASURES,
        STEPPED_MEASURES,
        ModelRunStatus,
    )

    if run.status is not ModelRunStatus.COMPLETE_OK:
        raise SelfTestFailed("analysis", f"the run ended {run.status}: {run.errorReason}")
    if run.results is None or not run.results.sections:
        raise SelfTestFailed("analysis", "the run completed without sections")
    if not (run.model or "").startswith("voxwell-"):
        raise SelfTestFailed("analysis", f"unexpected model {run.model!r}")
    previous_end = 0.0
    recognised: list[str] = []
    for number, section in enumerate(run.results.sections, start=1):
        where = f"section {number}"
        if not previous_end - 0.01 <= section.startSecs < section.finishSecs:
            raise SelfTestFailed("analysis", f"{where} has times out of order")
        if section.finishSecs > sample.duration_secs + 0.5:
            raise SelfTestFailed("analysis", f"{where} ends after the recording")
        previous_end = section.finishSecs
        for name in SECTION_MEASURES:
            value = section.measure(name)
            if value is None:
                if name in BANDED_MEASURES:
                    raise SelfTestFailed("analysis", f"{where} has no {name}")
                continue
            if not 0.0 <= value <= 1.0:
                raise SelfTestFailed("analysis", f"{where} has {name}={value} outside [0, 1]")
            stepped = name in STEPPED_MEASURES
            if stepped and not any(abs(value - band) < 1e-6 for band in BAND_VALUES):
                raise SelfTestFailed("analysis", f"{where} has {name}={value}, not a band")
        recognised += _words(section.transcript, sample.language)
    content = [word for word in recognised if len(word) >= 4]
    known = (set(content) & sample.words) - _COMMON_WORDS
    if len(content) < _MIN_CONTENT_WORDS or len(known) < _MIN_DISTINCT_KNOWN_WORDS:
        raise SelfTestFailed(
            "analysis",
            f"the transcript of the {sample.language} sample does not match it ({len(content)} "
            f"words, {len(known)} distinct words of the sample's text)",
        )
    count = len(run.results.sections)
    return (
        f"{sample.language}: {count} section{'s' * (count != 1)}, {len(known)} words of the "
        f"sample recognised by {run.model}"
    )


async def _analyse(base_url: str, api_key: str, sample: _Sample, deadline: float) -> Any:
    from voxwell.api import BirthSex, LanguageCode, UserDetails
    from voxwell.client import AsyncVoiceClient
    from voxwell.sessions import run_mental_wellness

    user = UserDetails(
        userLabel="self-test", dateOfBirth=date(1980, 1, 1), birthSex=BirthSex.UNKNOWN
    )
    async with AsyncVoiceClient(base_url, api_key) as client:
        return await run_mental_wellness(
            client, sample.audio, user, LanguageCode(sample.language), deadline=deadline
        )


def _check_engine_and_analysis(
    home: Path, samples: list[_Sample], deadline: float
) -> tuple[str, str]:
    from voxwell.errors import VoxwellError
    from voxwell.launcher.local_engine import LocalEngine

    engine = LocalEngine(home / "engine", api_key=f"vxk-{secrets.token_urlsafe(24)}", workers=1)
    started = time.perf_counter()
    try:
        try:
            base_url = engine.start(timeout=min(deadline, 60.0))
        except VoxwellError as exc:
            raise SelfTestFailed("engine", str(exc)) from exc
        ready = time.perf_counter() - started
        _log.info("engine ready at %s in %.1f s", base_url, ready)
        started = time.perf_counter()
        summaries = []
        for sample in samples:
            try:
                run = asyncio.run(_analyse(base_url, engine.api_key, sample, deadline))
            except VoxwellError as exc:
                raise SelfTestFailed("analysis", str(exc)) from exc
            summaries.append(_check_result(run, sample))
            _log.info("sample analysed: %s", summaries[-1])
        analysed = time.perf_counter() - started
    finally:
        engine.stop()
    return (
        f"engine ready in {ready:.1f} s",
        f"samples analysed in {analysed:.1f} s ({'; '.join(summaries)})",
    )


def _check_window(timeout: float) -> str:
    # Qt reads the platform when QApplication is made; it must be offscreen before any import.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        app_module = importlib.import_module(_WINDOW_HOOK_MODULE)
    except ImportError as exc:
        raise SelfTestFailed("window", f"the desktop app could not be loaded: {exc}") from exc
    hook: Callable[[float], str] | None = getattr(app_module, _WINDOW_HOOK, None)
    if hook is None:
        raise SelfTestFailed("window", f"{_WINDOW_HOOK_MODULE} has no {_WINDOW_HOOK}()")
    started = time.perf_counter()
    try:
        title = hook(timeout)
    except Exception as exc:  # any failure to show the window is the verdict, not a crash
        raise SelfTestFailed("window", f"{type(exc).__name__}: {exc}") from exc
    elapsed = time.perf_counter() - started
    _log.info("window shown and closed in %.2f s: %s", elapsed, title)
    return f"window shown in {elapsed:.2f} s"


def run_self_test(deadline: float = 300.0, *, window: bool = True) -> list[str]:
    """Run every phase in a throwaway home; return their summaries or raise SelfTestFailed."""
    with tempfile.TemporaryDirectory(prefix="voxwell-self-test-") as folder:
        home = Path(folder)
        previous_home = os.environ.get("VOXWELL_HOME")
        os.environ["VOXWELL_HOME"] = str(home)
        try:
            steps: list[str] = []
            samples = _check_resources()
            steps.append(_check_audio())
            steps += _check_engine_and_analysis(home, samples, deadline)
            if window:
                steps.append(_check_window(min(deadline, 60.0)))
            return steps
        finally:
            if previous_home is None:
                os.environ.pop("VOXWELL_HOME", None)
            else:
                os.environ["VOXWELL_HOME"] = previous_home


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell self-test",
        description="Check this installation: engine, analysis of a bundled sample, audio "
        "library and main window, all offline and headless. Prints one line: PASS or FAIL.",
    )
    parser.add_argument(
        "--deadline",
        type=float,
        default=300.0,
        metavar="SECONDS",
        help="give up on the analysis after this long (default: 300)",
    )
    parser.add_argument(
        "--no-window", action="store_true", help="skip the main-window check (no Qt libraries)"
    )
    return parser


def _setup_logging() -> Callable[[], None]:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("[self-test] %(message)s"))
    loggers = [logging.getLogger(__name__), logging.getLogger("voxwell.launcher.local_engine")]
    previous = [(logger, logger.level) for logger in loggers]
    for logger in loggers:
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)  # local_engine logs every engine line at DEBUG

    def undo() -> None:
        for logger, level in previous:
            logger.removeHandler(handler)
            logger.setLevel(level)

    return undo


def _say(verdict: str) -> None:
    sys.stdout.write(verdict + "\n")
    sys.stdout.flush()


def main(argv: Sequence[str]) -> int:
    args = _parser().parse_args(list(argv))
    undo_logging = _setup_logging()
    started = time.perf_counter()
    try:
        steps = run_self_test(args.deadline, window=not args.no_window)
    except SelfTestFailed as exc:
        _say(f"voxwell self-test: FAIL at {exc.phase}: {exc.reason}")
        return 1
    finally:
        undo_logging()
    _say(f"voxwell self-test: PASS in {time.perf_counter() - started:.1f} s: {'; '.join(steps)}")
    return 0

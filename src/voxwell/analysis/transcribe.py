"""Offline speech recognition with word timings, behind a small interface.

A ``Recogniser`` turns one utterance (16 kHz mono float32, cut at pauses by the caller) into timed
words. The bundled one is pocketsphinx with its own en-US model, used for every English language
code, at its default search settings except the second ``fwdflat`` pass, which is off, and at
most 3000 active HMMs per frame: chosen on real read speech (docs/analysis.md §5), where the 1.0
settings tuned on synthetic voices cost several points of word error rate. Every utterance of a
recording starts from one cepstral mean, estimated over the whole recording's speech before
recognition (``cepstral_mean``), and is then normalised live: a short utterance alone estimates
its mean badly. Another engine (Vosk, Whisper) can be added by implementing ``Recogniser`` and
returning it from ``recogniser_for``. Very tight beams (1e-5) made pocketsphinx die of a floating
point exception: one more reason the engine runs analyses in worker processes.

Utterances are recognised in parallel in up to ``workers`` processes (spawned, so it works the same
on every platform); inside a daemonic process, which may not have children, they run one by one.
The starting mean is computed before the work is shared out, so the words do not depend on the
number of processes.
"""

from __future__ import annotations

import math
import multiprocessing
import re
import warnings
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from voxwell.api.enums import LanguageCode

__all__ = [
    "PocketsphinxRecogniser",
    "Recogniser",
    "RecognitionPool",
    "Utterance",
    "Word",
    "recogniser_for",
    "transcribe",
    "transcribe_while",
]

RATE = 16_000
_T = TypeVar("_T")
_FRAMES_PER_SECOND = 100  # pocketsphinx's default frame rate
_ALTERNATE = re.compile(r"\(\d+\)$")

POCKETSPHINX_SETTINGS: dict[str, Any] = {
    "fwdflat": False,
    # At most 3000 active HMMs per frame (default 30000): a third less search on real read
    # speech for about 2 points of word error rate (docs/analysis.md §5).
    "maxhmmpf": 3000,
}
"""Search settings of the bundled recogniser (the defaults are used by the benchmark to compare)."""


@dataclass(frozen=True, slots=True)
class Word:
    """A recognised word and when it was said, in seconds on the recording's clock."""

    text: str
    start: float
    end: float


@dataclass(frozen=True, slots=True)
class Utterance:
    """A stretch of the recording between pauses, to be recognised on its own.

    Only words whose midpoint (on the recording's clock) lies in [``keep_start``, ``keep_end``)
    are returned: audio outside it is context for the recogniser.
    """

    start: float
    samples: npt.NDArray[np.float32]
    keep_start: float = -math.inf
    keep_end: float = math.inf


class Recogniser(Protocol):
    """Turns one utterance into words timed from its start."""

    name: str

    def recognise(self, samples: npt.NDArray[np.float32]) -> list[Word]: ...


def _pcm(samples: npt.NDArray[np.float32]) -> bytes:
    return bytes((np.clip(samples, -1.0, 1.0) * 32767).astype("<i2").tobytes())


class PocketsphinxRecogniser:
    """pocketsphinx with its bundled US English acoustic model, dictionary and language model."""

    name = "pocketsphinx-en-us"

    def __init__(self, settings: dict[str, Any] | None = None) -> None:
        from pocketsphinx import Decoder

        options = dict(POCKETSPHINX_SETTINGS if settings is None else settings)
        # Live normalisation starting from a given mean (``cepstral_mean``), rather than each
        # utterance's own mean: short utterances estimate it badly.
        options.setdefault("cmn", "live")
        self._decoder = Decoder(loglevel="FATAL", **options)
        self._initial_cmn = self._decoder.get_cmn()
        self._open = False
        """True while an utterance was started and not ended (see ``_reset``)."""

    def _reset(self, cmn: str | None, *, fresh: bool = False) -> None:
        # Every utterance starts from the same cepstral mean and stream state, so the words of
        # one utterance do not depend on which utterances this decoder heard before (results
        # are then the same whatever the number of worker processes): after an utterance that
        # ended, the stream restarted and the mean set are enough (tested on real speech in any
        # order). A decoder left in an open utterance (the mean pass, or a failure), or asked to
        # be ``fresh``, is first re-initialised in full, which reloads the model (about 0.3 s).
        if fresh or self._open:
            self._decoder.reinit()
            self._open = False
        with warnings.catch_warnings():
            # Marked deprecated in pocketsphinx 5, yet without it the front end keeps state.
            warnings.simplefilter("ignore", DeprecationWarning)
            self._decoder.start_stream()
        self._decoder.set_cmn(self._initial_cmn if cmn is None else cmn)

    def cepstral_mean(self, utterances: Sequence[npt.NDArray[np.float32]]) -> str:
        """Cepstral mean over all the given audio (the front end only, no search): the starting
        mean of every utterance of one recording."""
        decoder = self._decoder
        # Fresh: unlike recognition, the mean found depends on what the decoder heard before.
        self._reset(None, fresh=True)
        self._open = True  # never ended: the next utterance re-initialises the decoder
        decoder.start_utt()
        if utterances:
            joined = np.concatenate(list(utterances))
            decoder.process_raw(_pcm(joined), no_search=True, full_utt=True)
        # Read the mean before ``end_utt``: ending the utterance would search all the frames
        # buffered without search, a full decode of the recording (as costly as recognising it).
        return str(decoder.get_cmn(True))

    def recognise(self, samples: npt.NDArray[np.float32], cmn: str | None = None) -> list[Word]:
        """Words of one utterance; ``cmn`` is the cepstral mean to start from (see
        ``cepstral_mean``), the model's own initial mean when None."""
        self._reset(cmn)
        decoder = self._decoder
        self._open = True
        decoder.start_utt()
        decoder.process_raw(_pcm(samples), full_utt=False)
        decoder.end_utt()
        self._open = False
        words = []
        for segment in decoder.seg() or ():  # None when nothing was recognised
            token = str(segment.word)
            if token.startswith(("<", "[")):  # <s>, </s>, <sil>, [NOISE] are not words
                continue
            words.append(
                Word(
                    _ALTERNATE.sub("", token),
                    segment.start_frame / _FRAMES_PER_SECOND,
                    (segment.end_frame + 1) / _FRAMES_PER_SECOND,
                )
            )
        return words


def recogniser_for(language: LanguageCode) -> Recogniser | None:
    """The recogniser for a language, or None when no model for it is bundled."""
    if language.is_english:
        return _pocketsphinx(None)
    return None


@lru_cache(maxsize=2)
def _pocketsphinx(settings_key: tuple[tuple[str, Any], ...] | None) -> PocketsphinxRecogniser:
    # One decoder per process and settings: loading the model takes a good part of a second.
    return PocketsphinxRecogniser(None if settings_key is None else dict(settings_key))


def _recognise_group(
    utterances: Sequence[Utterance],
    settings_key: tuple[tuple[str, Any], ...] | None,
    cmn: str | None = None,
) -> list[list[Word]]:
    recogniser = _pocketsphinx(settings_key)
    out = []
    for utterance in utterances:
        words = recogniser.recognise(utterance.samples, cmn)
        offset = utterance.start
        timed = [Word(w.text, w.start + offset, w.end + offset) for w in words]
        out.append(
            [w for w in timed if utterance.keep_start <= (w.start + w.end) / 2 < utterance.keep_end]
        )
    return out


def _kept(utterance: Utterance) -> npt.NDArray[np.float32]:
    """The samples of an utterance without its context (each sample of the speech once)."""
    first = max(0, round((utterance.keep_start - utterance.start) * RATE))
    last = min(utterance.samples.size, round((utterance.keep_end - utterance.start) * RATE))
    return utterance.samples[first:last] if last > first else utterance.samples[:0]


def _balanced_groups(
    utterances: Sequence[Utterance], count: int, head_start: float
) -> list[list[int]]:
    """Indexes split into ``count`` groups of about equal audio length (longest first); the first
    group (this process's) starts with ``head_start`` of the total as other work."""
    groups: list[list[int]] = [[] for _ in range(count)]
    loads = [0.0] * count
    loads[0] = head_start * sum(u.samples.size for u in utterances)
    order = sorted(range(len(utterances)), key=lambda i: -utterances[i].samples.size)
    for i in order:
        target = loads.index(min(loads))
        groups[target].append(i)
        loads[target] += utterances[i].samples.size
    return groups


def transcribe(
    utterances: Sequence[Utterance],
    *,
    workers: int = 1,
    settings: dict[str, Any] | None = None,
) -> list[list[Word]]:
    """Words of each utterance (times on the recording's clock), with the bundled recogniser.

    ``workers`` bounds the processes used (this one included); ``settings`` overrides the search
    settings (``{}`` gives pocketsphinx's defaults).
    """
    words, _ = transcribe_while(utterances, lambda: None, workers=workers, settings=settings)
    return words


_POOL_FAILURES = (BrokenProcessPool, OSError, RuntimeError)


def _warm_up(settings_key: tuple[tuple[str, Any], ...] | None) -> None:
    _pocketsphinx(settings_key)


class RecognitionPool:
    """Helper processes for recognition, started early so that their start-up (a new
    interpreter, the model loading) overlaps the caller's other work. Use as a context manager.

    ``workers`` bounds the processes (this one included); inside a daemonic process, which may
    not have children, there are no helpers and ``run`` recognises everything here.
    """

    def __init__(self, workers: int = 1, settings: dict[str, Any] | None = None) -> None:
        self._key = None if settings is None else tuple(sorted(settings.items()))
        self.workers = max(1, workers)
        if self.workers > 1 and multiprocessing.current_process().daemon:
            self.workers = 1
        self._pool: ProcessPoolExecutor | None = None
        if self.workers > 1:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=self.workers - 1, mp_context=context)
            try:
                for _ in range(self.workers - 1):
                    self._pool.submit(_warm_up, self._key)
            except _POOL_FAILURES:
                self.close()

    def __enter__(self) -> RecognitionPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop the helpers (a helper still loading ends on its own)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self.workers = 1

    def run(
        self,
        utterances: Sequence[Utterance],
        meanwhile: Callable[[], _T],
        head_start: float = 0.0,
    ) -> tuple[list[list[Word]], _T]:
        """Words of each utterance, and ``meanwhile()`` run here while the helpers recognise.

        ``head_start`` is the cost of ``meanwhile`` as a share of the recognition work, so this
        process takes that much less recognition.
        """
        key = self._key
        # One starting mean for the whole recording, found here before the work is shared out,
        # so every utterance is recognised the same way whichever process takes it.
        cmn = _pocketsphinx(key).cepstral_mean([_kept(u) for u in utterances])
        count = min(self.workers, max(1, len(utterances)))
        if count == 1 or self._pool is None:
            other = meanwhile()
            return _recognise_group(utterances, key, cmn), other
        groups = _balanced_groups(utterances, count, head_start)
        futures: list[Future[list[list[Word]]] | None] = []
        for group in groups[1:]:
            future = None
            if group:
                try:
                    future = self._pool.submit(
                        _recognise_group, [utterances[i] for i in group], key, cmn
                    )
                except _POOL_FAILURES:
                    future = None  # no helper process: recognised here below
            futures.append(future)
        other = meanwhile()
        done = [_recognise_group([utterances[i] for i in groups[0]], key, cmn)]
        for group, pending in zip(groups[1:], futures, strict=True):
            result = None
            try:
                result = pending.result() if pending is not None else None
            except _POOL_FAILURES:
                result = None  # the helper died: recognise its share here
            if result is None:
                result = _recognise_group([utterances[i] for i in group], key, cmn)
            done.append(result)
        results: list[list[Word]] = [[] for _ in utterances]
        for group, group_words in zip(groups, done, strict=True):
            for index, words in zip(group, group_words, strict=True):
                results[index] = words
        return results, other


def transcribe_while(
    utterances: Sequence[Utterance],
    meanwhile: Callable[[], _T],
    *,
    workers: int = 1,
    settings: dict[str, Any] | None = None,
    head_start: float = 0.0,
) -> tuple[list[list[Word]], _T]:
    """Like ``transcribe``, and run ``meanwhile()`` here while helper processes recognise."""
    with RecognitionPool(min(workers, max(1, len(utterances))), settings) as pool:
        return pool.run(utterances, meanwhile, head_start)

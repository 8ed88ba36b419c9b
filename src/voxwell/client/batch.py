"""``voxwell analyze``: analyse folders of recordings in one go and write the results.

    voxwell analyze FILE... --user-label L --dob DATE --sex SEX --language CODE
                    [--model mental-wellness|apollo] [--engine local|default|ca|us|URL]
                    [--jobs N] [--out results.json|results.csv]...

Several files are analysed at once (``--jobs``). A file that fails is reported with its error code
and the batch goes on; the exit status is 1 when any file failed, 2 for a usage error. Results go to
each ``--out`` (JSON or CSV by its suffix; give both to get both), or as JSON to standard output;
progress goes to standard error. With ``--engine local`` (the default) the desktop app's engine is
used when it is running (found through its discovery file, its key read from the keyring) and left
running; otherwise a private engine is started for the batch, on a temporary store with a one-time
key, and stopped after.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import secrets
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from voxwell import __version__
from voxwell.api import (
    ApolloModelRunResponse,
    BirthSex,
    LanguageCode,
    MentalWellnessModelRunResponse,
    ModelRunStatus,
    UserDetails,
)
from voxwell.client.async_client import AsyncVoiceClient, Run
from voxwell.client.batch_progress import Progress, make_progress
from voxwell.client.config import ModelKind, Region, ServiceConfig, load_services
from voxwell.client.credentials import resolve_api_key
from voxwell.client.engine_discovery import find_running_engine
from voxwell.client.local_engine import LocalEngine
from voxwell.errors import RunFailedError, VoxwellError
from voxwell.exports.files import write_text_atomically
from voxwell.exports.tabular import (
    Cell,
    columns_for,
    run_document,
    run_rows,
    user_cells,
    write_csv,
)
from voxwell.paths import AppPaths, app_paths

__all__ = ["BatchItem", "Outcome", "main"]


@dataclass(frozen=True)
class BatchItem:
    """One analysis: one file (mental wellness) or a (mood, read-aloud) pair (apollo)."""

    files: tuple[Path, ...]

    @property
    def label(self) -> str:
        return " + ".join(path.name for path in self.files)


@dataclass
class Outcome:
    """How one item ended: its final run, or the error that stopped it."""

    item: BatchItem
    run: Run | None = None
    error_code: str | None = None
    error: str | None = None
    seconds: float = 0.0
    run_id: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


@dataclass(frozen=True)
class Options:
    items: list[BatchItem]
    model: ModelKind
    user: UserDetails
    language: LanguageCode
    engine: str
    jobs: int
    outs: list[Path]
    deadline: float
    engine_workers: int | None = None


class UsageError(Exception):
    """Arguments that cannot work; the message says what to change."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell analyze",
        description="Analyse recordings with the local engine or a hosted region.",
    )
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE")
    parser.add_argument(
        "--model",
        choices=[kind.value for kind in ModelKind],
        default=ModelKind.MENTAL_WELLNESS.value,
        help="apollo takes files in pairs: mood answer, then read-aloud passage",
    )
    parser.add_argument("--user-label", required=True, help="the user's label in your records")
    parser.add_argument(
        "--dob", required=True, help="date of birth: YYYY-MM-DD, or YYYY-MM or YYYY if unknown"
    )
    parser.add_argument(
        "--sex", required=True, type=str.upper, choices=[sex.value for sex in BirthSex]
    )
    parser.add_argument("--language", required=True, choices=[code.value for code in LanguageCode])
    parser.add_argument(
        "--engine",
        default="local",
        help="local (default: the desktop app's engine if it is running, its key read from the "
        "keyring, and left running; else a private engine for this batch, stopped after), "
        "default, ca, us, or a base URL; hosted services take the key from VOXWELL_API_KEY or "
        "the keyring",
    )
    parser.add_argument("--jobs", type=int, default=2, help="files analysed at once (default 2)")
    parser.add_argument(
        "--engine-workers", type=int, default=None, help="analysis workers of the local engine"
    )
    parser.add_argument(
        "--out",
        type=Path,
        action="append",
        default=[],
        help="results.json or results.csv; may be given twice (default: JSON on standard output)",
    )
    parser.add_argument(
        "--deadline", type=float, default=900.0, help="seconds to wait for each run (default 900)"
    )
    return parser


def _user(label: str, dob: str, sex: str) -> UserDetails:
    parts = dob.strip().split("-")
    try:
        numbers = [int(part) for part in parts]
        if not 1 <= len(numbers) <= 3:
            raise ValueError(dob)
        year, month, day = [*numbers, 0, 0][:3]
        return UserDetails.from_partial(label, year, month or None, day or None, BirthSex(sex))
    except ValueError as exc:
        raise UsageError(
            f"--dob {dob!r} is not a usable date of birth; give YYYY-MM-DD (or YYYY-MM, or YYYY "
            "when the day or month is unknown)."
        ) from exc


def _options(args: argparse.Namespace) -> Options:
    model = ModelKind(args.model)
    missing = [str(path) for path in args.files if not path.is_file()]
    if missing:
        raise UsageError(f"These files do not exist: {', '.join(missing)}. Check the paths.")
    if model is ModelKind.APOLLO:
        if len(args.files) % 2:
            raise UsageError(
                "--model apollo takes files in pairs (mood answer, read-aloud passage); "
                f"{len(args.files)} files were given."
            )
        pairs = zip(args.files[::2], args.files[1::2], strict=True)
        items = [BatchItem((mood, read)) for mood, read in pairs]
    else:
        items = [BatchItem((path,)) for path in args.files]
    if args.jobs < 1:
        raise UsageError("--jobs must be 1 or more.")
    for out in args.out:
        if out.suffix.lower() not in (".json", ".csv"):
            raise UsageError(f"--out {out} must end in .json or .csv.")
        if not out.absolute().parent.is_dir():
            raise UsageError(f"--out {out}: the folder {out.absolute().parent} does not exist.")
    return Options(
        items=items,
        model=model,
        user=_user(args.user_label, args.dob, args.sex),
        language=LanguageCode(args.language),
        engine=args.engine,
        jobs=args.jobs,
        outs=args.out,
        deadline=args.deadline,
        engine_workers=args.engine_workers,
    )


@contextmanager
def _service(options: Options, paths: AppPaths) -> Iterator[tuple[str, str]]:
    """The base URL and key to use; a private local engine lives as long as the batch."""
    if options.engine != "local":
        if options.engine in {region.value for region in Region}:
            service = load_services(paths.services_file)[Region(options.engine)]
            if (urlsplit(service.base_url).hostname or "").endswith(".example"):
                raise UsageError(
                    f"The address of the {service.name} region is not configured yet (it is the "
                    f"placeholder {service.base_url}). Set it in the app's settings or in "
                    f"{paths.services_file}, or pass the address itself with --engine URL."
                )
        else:
            try:
                service = ServiceConfig(name=options.engine, base_url=options.engine)
            except ValueError as exc:
                raise UsageError(str(exc)) from exc
        yield service.base_url, resolve_api_key(service.base_url)
        return
    running, reason = find_running_engine(paths.engine)
    if running is not None:
        sys.stderr.write(f"Using the local engine already running at {running.base_url}\n")
        yield running.base_url, running.api_key
        return
    if reason:
        sys.stderr.write(f"voxwell analyze: {reason}; starting a private engine instead.\n")
    with tempfile.TemporaryDirectory(prefix="voxwell-analyze-") as data_dir:
        engine = LocalEngine(
            Path(data_dir), api_key=secrets.token_urlsafe(32), workers=options.engine_workers
        )
        with engine:
            sys.stderr.write(f"Started a private local engine at {engine.base_url}\n")
            yield engine.base_url, engine.api_key


async def _analyse(
    client: AsyncVoiceClient, options: Options, index: int, progress: Progress, outcome: Outcome
) -> None:
    """Analyse one item, filling in ``outcome`` as it goes (so an interruption keeps the run id)."""
    item = outcome.item
    started = time.monotonic()

    def on_created(run_id: str) -> None:
        outcome.run_id = run_id
        progress.phase(index, f"run {run_id[:8]} created")

    def on_upload(sent: int, total: int) -> None:
        progress.uploaded(index, sent, total)

    def on_status(run: Run) -> None:
        if run.status is ModelRunStatus.CREATED:
            progress.phase(index, "waiting for its input to arrive")
        elif run.status is ModelRunStatus.RUNNING:
            progress.phase(index, "analysing")

    callbacks: dict[str, Any] = {
        "on_created": on_created,
        "on_upload_progress": on_upload,
        "on_status": on_status,
        "deadline": options.deadline,
    }
    try:
        if options.model is ModelKind.APOLLO:
            mood, read = item.files
            outcome.run = await client.run_two_recording(
                mood, read, options.user, options.language, **callbacks
            )
        else:
            outcome.run = await client.run_mental_wellness(
                item.files[0], options.user, options.language, **callbacks
            )
    except RunFailedError as exc:
        outcome.error_code = exc.code.value if exc.code else "COMPLETE_ERROR"
        outcome.error = exc.reason
        try:  # keep the whole failed run (warnings, model version) for the results
            outcome.run = await client.get_run(options.model, exc.run_id)
        except VoxwellError:
            outcome.run = None
    except Exception as exc:  # any failure of one file is reported, and the batch goes on
        outcome.error_code = type(exc).__name__
        outcome.error = str(exc)
    else:
        outcome.error_code = outcome.error = None
    outcome.seconds = time.monotonic() - started
    if outcome.ok and outcome.run is not None:
        sections = getattr(outcome.run.results, "sections", None)
        what = f"{len(sections)} sections" if sections is not None else "scores ready"
        progress.finish(index, f"{what} in {outcome.seconds:.1f} s", ok=True)
    else:
        progress.finish(index, f"{outcome.error_code}: {outcome.error}", ok=False)


def interrupted_outcomes(options: Options) -> list[Outcome]:
    """Outcomes that say "interrupted" until ``analyse_all`` fills them in (kept if stopped)."""
    reason = "The batch was interrupted before this item finished."
    return [Outcome(item, error_code="INTERRUPTED", error=reason) for item in options.items]


async def analyse_all(
    options: Options, base_url: str, api_key: str, progress: Progress, outcomes: list[Outcome]
) -> None:
    """Analyse every item, ``options.jobs`` at a time, storing each end in ``outcomes``."""
    slots = asyncio.Semaphore(options.jobs)

    async def one(index: int) -> None:
        async with slots:
            await _analyse(client, options, index, progress, outcomes[index])

    async with AsyncVoiceClient(base_url, api_key, max_connections=options.jobs * 2) as client:
        # One request first: a wrong key or address is one clear error, not one per file.
        await client.get_account()
        tasks = [asyncio.create_task(one(index)) for index in range(len(options.items))]
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)


def _file_cells(outcome: Outcome, model: ModelKind) -> dict[str, Cell]:
    if model is ModelKind.APOLLO:
        return {"mood_file": str(outcome.item.files[0]), "read_file": str(outcome.item.files[1])}
    return {"file": str(outcome.item.files[0])}


def results_document(options: Options, service: str, outcomes: list[Outcome]) -> dict[str, Any]:
    """The JSON document of a batch: its settings, then one entry per item."""
    return {
        "generator": f"voxwell {__version__}",
        "createdAt": datetime.now(UTC).replace(microsecond=0).isoformat(),
        "service": service,
        "model": options.model.value,
        "language": options.language.value,
        "userLabel": options.user.userLabel,
        "dateOfBirth": options.user.dateOfBirth.isoformat(),
        "birthSex": options.user.birthSex.value,
        "items": [
            {
                "files": [str(path) for path in outcome.item.files],
                "ok": outcome.ok,
                "runId": str(outcome.run.id) if outcome.run else outcome.run_id,
                "errorCode": outcome.error_code,
                "error": outcome.error,
                "turnaroundSecs": round(outcome.seconds, 3),
                "run": run_document(outcome.run) if outcome.run else None,
            }
            for outcome in outcomes
        ],
    }


def write_results(
    options: Options, service: str, outcomes: list[Outcome], out: Path | None
) -> None:
    """Write the results as CSV or JSON by ``out``'s suffix; JSON on standard output if None.

    Files are written whole or not at all (a temporary file renamed over the target).
    """
    if out is not None and out.suffix.lower() == ".csv":
        rows: list[dict[str, Cell]] = []
        for outcome in outcomes:
            cells = {
                **_file_cells(outcome, options.model),
                **user_cells({"user": options.user.to_wire(), "language": options.language.value}),
            }
            if outcome.run is not None:
                rows += run_rows(outcome.run, cells)
            else:
                rows.append(
                    {
                        **cells,
                        "run_id": outcome.run_id,
                        "status": "FAILED",
                        "error_code": outcome.error_code,
                        "error_reason": outcome.error,
                    }
                )
        table = io.StringIO(newline="")
        write_csv(table, columns_for_model(options.model), rows)
        write_text_atomically(out, table.getvalue())
        return
    text = json.dumps(results_document(options, service, outcomes), indent=2) + "\n"
    if out is None:
        sys.stdout.write(text)
    else:
        write_text_atomically(out, text, newline="\n")


def columns_for_model(model: ModelKind) -> tuple[str, ...]:
    """The CSV columns of a batch: the file(s), then the run's columns."""
    if model is ModelKind.APOLLO:
        return ("mood_file", "read_file", *columns_for(ApolloModelRunResponse))
    return ("file", *columns_for(MentalWellnessModelRunResponse))


def main(argv: list[str]) -> int:
    args = _parser().parse_intermixed_args(argv)
    interrupted = False
    try:
        options = _options(args)
        outcomes = interrupted_outcomes(options)
        service = "local engine" if options.engine == "local" else options.engine
        with _service(options, app_paths()) as (base_url, api_key):
            progress = make_progress(sys.stderr, [item.label for item in options.items])
            try:
                asyncio.run(analyse_all(options, base_url, api_key, progress, outcomes))
            except KeyboardInterrupt:
                interrupted = True
            finally:
                progress.close()
    except UsageError as exc:
        print(f"voxwell analyze: {exc}", file=sys.stderr)
        return 2
    except VoxwellError as exc:
        print(f"voxwell analyze: {exc}", file=sys.stderr)
        return 1
    targets: list[Path | None] = [*options.outs] or [None]
    for out in targets:
        write_results(options, service, outcomes, out)
    if interrupted:
        print("voxwell analyze: interrupted; the results so far were written.", file=sys.stderr)
        return 130
    failed = [outcome for outcome in outcomes if not outcome.ok]
    print(
        f"{len(outcomes) - len(failed)} of {len(outcomes)} analysed"
        + (f"; {len(failed)} failed." if failed else "."),
        file=sys.stderr,
    )
    return 1 if failed else 0

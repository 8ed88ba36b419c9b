"""``voxwell analyze``: analyse folders of recordings in one go and write the results.

    voxwell analyze FILE... --user-label L --dob DATE --sex SEX --language CODE
                    [--model mental-wellness|apollo] [--engine local|team|default|ca|us|URL]
                    [--url TEAM_SERVER_URL] [--jobs N] [--out results.json|results.csv]...
                    [--state FILE]
    voxwell analyze --manifest study.csv [--engine ...] [--url URL] [--jobs N] [--out ...]...

Several files are analysed at once (``--jobs``). A file that fails is reported with its error code
and the batch goes on; the exit status is 1 when any file failed, 2 for a usage error. Results go to
each ``--out`` (JSON or CSV by its suffix; give both to get both), or as JSON to standard output;
progress goes to standard error. With ``--engine local`` (the default) the desktop app's engine is
used when it is running (found through its discovery file, its key read from the keyring) and left
running; otherwise a private engine is started for the batch, on a temporary store with a one-time
key, and stopped after. ``--engine team`` sends the files to the team server (the engine an
organisation runs for its computers, docs/deploy.md): at ``--url``, or at the address saved in the
app's settings, with the key from ``VOXWELL_API_KEY`` or the keyring.

Every step of every file is saved in a state file (the history's SQLite format, through
``SessionRunner``'s checkpoints): ``--state FILE``, by default ``<first --out>.state.sqlite3``
beside the results, or ``analyze-state.sqlite3`` in the app's data folder when the results go to
standard output. Run the same command again after an interruption (Ctrl+C, a crash) and the files
already finished are taken from the state, with no new run; unfinished ones resume their run
where the service still knows it. Once every file has a final run, the batch's entries are
removed from the state (and the file with them when it holds nothing else), so the next batch of
the same files analyses them afresh.

``--manifest study.csv`` runs a study: one item per row of the manifest, each with its own files,
user details, language, model, session date and participant attributes
(``voxwell.sessions.manifest``). Rows with problems are named on standard error and skipped; the
others run. The study's state is ``studies/<manifest stem>.sqlite3`` in the app's data folder,
and it is kept when every row is done: it is the study, which the app's Study screen opens.
Running the same command again resumes it, with no new run for a finished row; a row whose
details changed is named and analysed again (``voxwell.sessions.batch_state``).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

from voxwell.api import (
    BirthSex,
    LanguageCode,
    ModelKind,
    ModelRunStatus,
    UserDetails,
    birth_date_parts,
)
from voxwell.client.async_client import AsyncVoiceClient, Run
from voxwell.client.config import Region, ServiceConfig
from voxwell.errors import ManifestError, VoxwellError
from voxwell.history import HistoryCheckpoints, HistoryStore, SessionRecord
from voxwell.paths import AppPaths, app_paths
from voxwell.sessions.batch_progress import Progress, make_progress
from voxwell.sessions.batch_results import (
    BatchItem,
    Options,
    Outcome,
    interrupted_outcomes,
    write_results,
)
from voxwell.sessions.batch_service import UsageError, batch_service, service_label
from voxwell.sessions.batch_state import batch_sessions, is_final, remove_state, tidy_state
from voxwell.sessions.checkpoints import CheckpointedSession
from voxwell.sessions.manifest import read_manifest
from voxwell.sessions.runner import Phase, SessionRunner, Step, saved_run, session_progress

__all__ = ["BatchItem", "Outcome", "main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voxwell analyze",
        description="Analyse recordings with the local engine, a team server or a hosted region.",
    )
    parser.add_argument("files", nargs="*", type=Path, metavar="FILE")
    parser.add_argument(
        "--manifest",
        type=Path,
        default=None,
        help="a study's CSV manifest instead of FILE... and the user details: a row per "
        "recording (or pair) with its file, file2, userLabel, dateOfBirth, birthSex, language, "
        "model and sessionDate, any other column kept as a participant attribute",
    )
    parser.add_argument(
        "--model",
        choices=[kind.value for kind in ModelKind],
        default=None,
        help="mental-wellness (default), or apollo, which takes files in pairs: mood answer, "
        "then read-aloud passage",
    )
    parser.add_argument("--user-label", help="the user's label in your records")
    parser.add_argument("--dob", help="date of birth: YYYY-MM-DD, or YYYY-MM or YYYY if unknown")
    parser.add_argument("--sex", type=str.upper, choices=[sex.value for sex in BirthSex])
    parser.add_argument("--language", choices=[code.value for code in LanguageCode])
    parser.add_argument(
        "--engine",
        default="local",
        help="local (default: the desktop app's engine if it is running, its key read from the "
        "keyring, and left running; else a private engine for this batch, stopped after), "
        "team (your organisation's team server: --url, or the address saved in the app), "
        "default, ca, us, or a base URL; these take the key from VOXWELL_API_KEY or the keyring",
    )
    parser.add_argument(
        "--url",
        default=None,
        help="with --engine team: the team server's address (https; plain http only to a private "
        "network address), instead of the one saved in the app's settings",
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
    parser.add_argument(
        "--state",
        type=Path,
        default=None,
        help="where the batch saves each step, to resume after an interruption (default: "
        "<first --out>.state.sqlite3, or analyze-state.sqlite3 in the app's data folder)",
    )
    return parser


def _user(label: str, dob: str, sex: str) -> UserDetails:
    try:
        year, month, day = birth_date_parts(dob)
        return UserDetails.from_partial(label, year, month, day, BirthSex(sex))
    except ValueError as exc:
        raise UsageError(
            f"--dob {dob!r} is not a usable date of birth; give YYYY-MM-DD (or YYYY-MM, or YYYY "
            "when the day or month is unknown)."
        ) from exc


_USER_OPTIONS = {
    "user_label": "--user-label",
    "dob": "--dob",
    "sex": "--sex",
    "language": "--language",
}
"""The user details a batch of FILE... requires."""

_BATCH_ONLY = {**_USER_OPTIONS, "model": "--model", "state": "--state"}
"""What a batch of FILE... is given and a study's manifest gives per row (or keeps itself)."""


def _require_batch_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Without --manifest: FILE... and the user details are required (argparse's own error)."""
    missing = ["FILE"] if not args.files else []
    missing += [flag for dest, flag in _USER_OPTIONS.items() if getattr(args, dest) is None]
    if missing:
        parser.error(f"the following arguments are required: {', '.join(missing)}")


def _options(args: argparse.Namespace, paths: AppPaths) -> Options:
    model = ModelKind(args.model or ModelKind.MENTAL_WELLNESS)
    missing = [str(path) for path in args.files if not path.is_file()]
    if missing:
        raise UsageError(f"These files do not exist: {', '.join(missing)}. Check the paths.")
    if model is ModelKind.APOLLO:
        if len(args.files) % 2:
            raise UsageError(
                "--model apollo takes files in pairs (mood answer, read-aloud passage); "
                f"{len(args.files)} files were given."
            )
        groups: list[tuple[Path, ...]] = list(zip(args.files[::2], args.files[1::2], strict=True))
    else:
        groups = [(path,) for path in args.files]
    _check_service_and_outs(args)
    if args.state is not None:
        state = args.state
    elif args.out:
        state = args.out[0].with_suffix(".state.sqlite3")
    else:
        state = paths.batch_state
    if not state.absolute().parent.is_dir() and (args.state is not None or args.out):
        raise UsageError(f"--state {state}: the folder {state.absolute().parent} does not exist.")
    user = _user(args.user_label, args.dob, args.sex)
    language = LanguageCode(args.language)
    return Options(
        items=[BatchItem(files, model, user, language) for files in groups],
        model=model,
        user=user,
        language=language,
        state=state,
        **_service_options(args),
    )


def _service_options(args: argparse.Namespace) -> dict[str, Any]:
    """What a batch and a study take alike from the command line: where and how it runs."""
    return {
        "engine": args.engine,
        "jobs": args.jobs,
        "outs": args.out,
        "deadline": args.deadline,
        "engine_workers": args.engine_workers,
        "url": args.url,
    }


def _study_options(args: argparse.Namespace, paths: AppPaths) -> Options:
    """A study's options: its rows from the manifest, its state in the data folder's studies."""
    if args.files:
        raise UsageError("--manifest names the recordings; give no FILE with it.")
    given = [flag for dest, flag in _BATCH_ONLY.items() if getattr(args, dest) is not None]
    if given:
        raise UsageError(
            f"--manifest gives each row's files and details, and keeps the study in "
            f"{paths.studies}; leave out {', '.join(given)}."
        )
    _check_service_and_outs(args)
    manifest = read_manifest(args.manifest)
    return Options(
        items=manifest.items,
        model=None,
        user=None,
        language=None,
        state=paths.studies / f"{args.manifest.stem}.sqlite3",
        manifest=manifest.path,
        attribute_names=manifest.attribute_names,
        skipped=manifest.skipped,
        named_files=manifest.named_files,
        **_service_options(args),
    )


def _check_service_and_outs(args: argparse.Namespace) -> None:
    """The options a batch and a study share: --jobs, --url, --out."""
    if args.jobs < 1:
        raise UsageError("--jobs must be 1 or more.")
    if args.url is not None and args.engine != Region.TEAM.value:
        raise UsageError(
            "--url goes with --engine team; for another service give its address as --engine URL."
        )
    for out in args.out:
        if out.suffix.lower() not in (".json", ".csv"):
            raise UsageError(f"--out {out} must end in .json or .csv.")
        if not out.absolute().parent.is_dir():
            raise UsageError(f"--out {out}: the folder {out.absolute().parent} does not exist.")


def _end(outcome: Outcome, session: CheckpointedSession) -> None:
    """Fill ``outcome`` from a session with a final run."""
    run = saved_run(session)
    outcome.run = run
    outcome.run_id = session.run_id
    if run is not None and run.status is ModelRunStatus.COMPLETE_ERROR:
        outcome.error_code = run.errorCode.value if run.errorCode else "COMPLETE_ERROR"
        outcome.error = run.errorReason or "no reason given"
    else:
        outcome.error_code = outcome.error = None


def _report_end(progress: Progress, index: int, outcome: Outcome, note: str = "") -> None:
    if outcome.ok and outcome.run is not None:
        sections = getattr(outcome.run.results, "sections", None)
        what = f"{len(sections)} sections" if sections is not None else "scores ready"
        progress.finish(index, f"{what}{note}", ok=True)
    else:
        progress.finish(index, f"{outcome.error_code}: {outcome.error}{note}", ok=False)


async def _analyse(
    client: AsyncVoiceClient,
    checkpoints: HistoryCheckpoints,
    options: Options,
    index: int,
    progress: Progress,
    outcome: Outcome,
    session: SessionRecord,
) -> None:
    """Analyse one item, filling in ``outcome`` as it goes (so an interruption keeps the run id)."""
    if is_final(session):
        _end(outcome, session)
        _report_end(progress, index, outcome, " (finished before; no new run)")
        return
    started = time.monotonic()
    sizes = {
        slot: path.stat().st_size
        for slot, path in zip(session.takes, outcome.item.files, strict=True)
    }
    if session.run_id is not None:
        outcome.run_id = session.run_id
        progress.phase(index, f"resuming run {session.run_id[:8]}")

    def on_phase(phase: Phase, saved: SessionRecord) -> None:
        if phase.step is Step.CREATED and saved.run_id is not None:
            outcome.run_id = saved.run_id
            progress.phase(index, f"run {saved.run_id[:8]} created")

    def on_status(run: Run) -> None:
        if run.status is ModelRunStatus.CREATED:
            progress.phase(index, "waiting for its input to arrive")
        elif run.status is ModelRunStatus.RUNNING:
            progress.phase(index, "analysing")

    runner = SessionRunner(
        checkpoints,
        client,
        on_phase=on_phase,
        on_progress=session_progress(sizes, partial(progress.uploaded, index)),
        on_status=on_status,
        poll_deadline=options.deadline,
    )
    try:
        _end(outcome, await runner.run(session))
    except Exception as exc:  # any failure of one file is reported, and the batch goes on
        outcome.error_code = type(exc).__name__
        outcome.error = str(exc)
    outcome.seconds = time.monotonic() - started
    _report_end(progress, index, outcome)


async def analyse_all(
    options: Options,
    service: ServiceConfig,
    api_key: str,
    progress: Progress,
    outcomes: list[Outcome],
    store: HistoryStore,
) -> list[SessionRecord]:
    """Analyse every item, ``options.jobs`` at a time, storing each end in ``outcomes``.

    Each step is saved in ``store``; returns the items' sessions as they were at the start.
    """
    slots = asyncio.Semaphore(options.jobs)
    checkpoints = HistoryCheckpoints(store)

    async def one(index: int) -> None:
        async with slots:
            outcome = outcomes[index]
            await _analyse(client, checkpoints, options, index, progress, outcome, sessions[index])

    async with AsyncVoiceClient(service, api_key, max_connections=options.jobs * 2) as client:
        # One request first: a wrong key or address is one clear error, not one per file.
        await client.get_account()
        sessions = await asyncio.to_thread(batch_sessions, store, options, client.base_url, _tell)
        for outcome, session in zip(outcomes, sessions, strict=True):
            outcome.session_date = session.created_at.astimezone().date().isoformat()
        tasks = [asyncio.create_task(one(index)) for index in range(len(options.items))]
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    return sessions


def _tell(text: str) -> None:
    """A note on the batch's items before they run (a study row that changed)."""
    sys.stderr.write(f"voxwell analyze: {text}\n")
    sys.stderr.flush()


def _is_done(store: HistoryStore, sessions: list[SessionRecord]) -> bool:
    """Every one of a study's sessions has a final run (the study is kept either way)."""
    return bool(sessions) and all(is_final(store.get(session.id)) for session in sessions)


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parser.parse_intermixed_args(argv)
    study = args.manifest is not None
    if not study:
        _require_batch_arguments(parser, args)
    interrupted = False
    finished = False
    sessions: list[SessionRecord] = []
    try:
        paths = app_paths()
        options = _study_options(args, paths) if study else _options(args, paths)
        if options.skipped:
            rows = len(options.skipped)
            print(
                f"voxwell analyze: {rows} row{'s' * (rows > 1)} of {options.manifest} "
                f"{'have' if rows > 1 else 'has'} problems and {'are' if rows > 1 else 'is'} "
                "skipped; the other rows run:",
                file=sys.stderr,
            )
            for problems in options.skipped.values():
                print("\n".join(f"  {problem}" for problem in problems), file=sys.stderr)
        outcomes = interrupted_outcomes(options)
        service = service_label(options, "")
        # The state holds labels, birth dates and transcripts: encrypted as the app's history is.
        key = _data_key(paths)
        if study:  # the app's data folder, readable by its owner only
            paths.ensure()
            paths.studies.mkdir(mode=0o700, exist_ok=True)
        try:
            with (
                batch_service(options, paths) as (service_config, api_key),
                HistoryStore(options.state, key=key) as store,
            ):
                service = service_label(options, service_config.base_url)
                progress = make_progress(sys.stderr, [item.label for item in options.items])
                try:
                    sessions = asyncio.run(
                        analyse_all(options, service_config, api_key, progress, outcomes, store)
                    )
                except KeyboardInterrupt:
                    interrupted = True
                finally:
                    progress.close()
                    # A study is kept, done or not; a batch forgets its finished sessions.
                    finished = (_is_done if study else tidy_state)(store, sessions)
        finally:
            if finished and not study:  # nothing left to resume: no state file is left behind
                remove_state(options.state)
    except (UsageError, VoxwellError) as exc:
        print(f"voxwell analyze: {exc}", file=sys.stderr)
        return 2 if isinstance(exc, UsageError | ManifestError) else 1
    targets: list[Path | None] = [*options.outs] or [None]
    for out in targets:
        write_results(options, service, outcomes, out)
    if study:
        print(
            f"voxwell analyze: the study is kept in {options.state}"
            + (
                "; the Study screen opens it."
                if finished
                else ", with its unfinished rows; run the same command again to resume them."
            ),
            file=sys.stderr,
        )
    elif not finished:
        print(
            f"voxwell analyze: the unfinished files are kept in {options.state}; run the same "
            "command again to resume them.",
            file=sys.stderr,
        )
    if interrupted:
        print("voxwell analyze: interrupted; the results so far were written.", file=sys.stderr)
        return 130
    failed = [outcome for outcome in outcomes if not outcome.ok]
    skipped = len(options.skipped)
    print(
        f"{len(outcomes) - len(failed)} of {len(outcomes)} analysed"
        + (f"; {len(failed)} failed" if failed else "")
        + (f"; {skipped} row{'s' * (skipped > 1)} of the manifest skipped" if skipped else "")
        + ".",
        file=sys.stderr,
    )
    return 1 if failed or skipped else 0


def _data_key(paths: AppPaths) -> bytes | None:
    """The data folder's key (made the first time, kept in the keyring), or None without a
    keyring; ``VoxwellError`` when the folder's key is gone from the keyring."""
    from voxwell.privacy.protection import protect_data_folder

    return protect_data_folder(paths.data).secret

"""A stored session exported as files: its run as JSON, CSV or a Praat TextGrid, its audio takes.

Each ``export_*`` function writes to a temporary name first and renames, so a failed export
never leaves half a file; ``suggested_name`` names the files of one session alike (user label,
date, model). The app's export menu (``voxwell.gui.results.export_actions``) puts them behind save
dialogs and adds the PDF report, which Qt draws. No Qt here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

from voxwell.api import (
    ApolloModelRunResponse,
    MentalWellnessModelRunResponse,
    ModelKind,
    TakeSlot,
)
from voxwell.audio.take_audio import is_sealed_take, take_bytes, take_source
from voxwell.exports.report import SessionReport, parse_stored_run
from voxwell.exports.tabular import AnyRun, run_document, save_run_csv, user_cells
from voxwell.exports.textgrid import write_take_textgrid, write_textgrid
from voxwell.files import atomic_target, copy_file_atomically, write_text_atomically
from voxwell.history import SessionRecord
from voxwell.privacy.sealing import SealedDataError
from voxwell.wording import model_label

__all__ = [
    "export_audio",
    "export_csv",
    "export_json",
    "export_take_textgrids",
    "export_textgrid",
    "report_csv",
    "report_json",
    "report_textgrids",
    "suggested_name",
    "take_textgrid_paths",
]


def export_json(record: SessionRecord, path: str | Path) -> Path:
    """The run exactly as the service sent it (wire names), indented."""
    return _json(parse_stored_run(record), path)


def report_json(report: SessionReport, path: str | Path) -> Path:
    """``export_json`` of the results model the screen shows."""
    return _json(report.run, path)


def _json(run: AnyRun, path: str | Path) -> Path:
    document = run_document(run)
    return write_text_atomically(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def export_csv(record: SessionRecord, path: str | Path) -> Path:
    """One row per section (mental wellness) or one row (two-recording), with the session's
    date, the user's details and the features; the disclaimer is in README.txt beside it."""
    user = user_cells(record.request_json, birth_date_known=record.birth_date_known)
    return save_run_csv(path, parse_stored_run(record), user)


def report_csv(report: SessionReport, path: str | Path) -> Path:
    """``export_csv`` of the results model the screen shows (its run and the user's details
    as it holds them)."""
    user = {
        "date_of_birth": report.date_of_birth,
        "birth_sex": report.birth_sex,
        "language": report.language,
    }
    return save_run_csv(path, report.run, user)


def _take_duration(record: SessionRecord, slot: str = TakeSlot.RECORDING) -> float | None:
    return _file_duration(record.takes.get(slot))


def _file_duration(take: str | Path | None) -> float | None:
    if not take or not Path(take).is_file():
        return None
    try:
        import soundfile

        return float(soundfile.info(take_source(Path(take))).duration)
    except (RuntimeError, OSError, SealedDataError):
        return None  # unreadable (libsndfile, or this key): the grid ends at the last section


def export_textgrid(record: SessionRecord, path: str | Path) -> Path:
    """The transcript and measures as a Praat TextGrid spanning the whole take (a two-recording
    run: ``export_take_textgrids``)."""
    if record.model_kind == ModelKind.APOLLO:
        raise ValueError("A two-recording run has a TextGrid per take: export_take_textgrids.")
    run = parse_stored_run(record)
    assert isinstance(run, MentalWellnessModelRunResponse)
    raw = record.run_json if isinstance(record.run_json, dict) else run
    return write_textgrid(path, raw, duration=_take_duration(record))


def take_textgrid_paths(path: str | Path) -> dict[TakeSlot, Path]:
    """Where ``export_take_textgrids`` writes for a chosen ``path``: the slot added to its stem,
    as ``export_audio`` names the takes, so each grid sits by name beside its sound."""
    chosen = Path(path)
    return {
        slot: chosen.with_name(f"{chosen.stem}_{slot}{chosen.suffix or '.TextGrid'}")
        for slot in (TakeSlot.MOOD_QUESTION, TakeSlot.READ_ALOUD)
    }


def export_take_textgrids(record: SessionRecord, path: str | Path) -> list[Path]:
    """One Praat TextGrid per take of a two-recording run (transcript and words on that take's
    clock; see ``voxwell.exports.textgrid``)."""
    return _take_grids(parse_stored_run(record), path, dict(record.takes))


def _take_grids(run: AnyRun, path: str | Path, files: Mapping[str, str | Path]) -> list[Path]:
    takes = run.results.takes if isinstance(run, ApolloModelRunResponse) and run.results else None
    if takes is None:
        raise ValueError(
            "These two-recording results carry no transcripts (only Voxwell's engine sends them), "
            "so there is no TextGrid to export."
        )
    transcripts = {TakeSlot.MOOD_QUESTION: takes.moodQuestion, TakeSlot.READ_ALOUD: takes.readAloud}
    return [
        write_take_textgrid(target, transcripts[slot], duration=_file_duration(files.get(slot)))
        for slot, target in take_textgrid_paths(path).items()
    ]


def report_textgrids(report: SessionReport, path: str | Path) -> list[Path]:
    """The TextGrids of the results model the screen shows: one spanning the take of a mental
    wellness run (``export_textgrid``), one per take of a two-recording run
    (``export_take_textgrids``)."""
    files = dict(report.take_files)
    if report.model_kind == ModelKind.APOLLO:
        return _take_grids(report.run, path, files)
    run = report.run
    assert isinstance(run, MentalWellnessModelRunResponse)
    return [write_textgrid(path, run, duration=_file_duration(files.get(TakeSlot.RECORDING)))]


def export_audio(record: SessionRecord, folder: str | Path) -> list[Path]:
    """Copy the session's takes into ``folder``, named like the other exports of the session."""
    target = Path(folder)
    if not target.is_dir():
        raise OSError(f"The folder {target} does not exist.")
    takes = [(slot, Path(take)) for slot, take in record.takes.items() if take]
    if not takes:
        raise ValueError("This session has no take files stored, so there is no audio to export.")
    missing = [str(path) for _, path in takes if not path.is_file()]
    if missing:
        raise OSError(f"The take file {missing[0]} is missing (moved or deleted).")
    written = []
    for slot, path in takes:
        name = suggested_name(record, f"_{slot}{path.suffix.lower()}")
        if is_sealed_take(path):  # an export is the user's own file: plain
            try:
                sound_file = take_bytes(path)
            except SealedDataError as exc:
                raise OSError(f"The take {path.name} cannot be read: {exc}") from exc
            with atomic_target(target / name) as tmp:
                tmp.write_bytes(sound_file)
            written.append(target / name)
        else:
            written.append(copy_file_atomically(path, target / name))
    return written


def suggested_name(record: SessionRecord, suffix: str) -> str:
    """``<user label>_<yyyy-mm-dd_hhmm>_<model>`` with characters unsafe in file names replaced."""
    when = record.created_at.astimezone().strftime("%Y-%m-%d_%H%M")
    label = re.sub(r"[^\w.-]+", "-", record.user_label).strip("-.") or "session"
    # English in any UI language: "two-recording"
    kind = model_label(record.model_kind, translated=False).lower().replace(" ", "-")
    return f"{label}_{when}_{kind}{suffix}"

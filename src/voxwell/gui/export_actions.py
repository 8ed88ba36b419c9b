"""Export of the session in the results view: JSON, CSV, Praat TextGrid, the PDF report, a
FHIR R4 bundle (``voxwell.exports.fhir``) and the audio takes.

The ``export_*`` functions do the work (tests call them); :class:`ExportActions` puts them behind
a menu and a tool button with save dialogs, suggests file names from the user label and the date,
remembers the last folder, and shows any failure as a plain message. Each saved export is
announced with its path (``exported``), which the view shows. Files are written to a
temporary name first and renamed, so a failed export never leaves half a file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QToolButton, QWidget

from voxwell.api import MentalWellnessModelRunResponse, ModelKind
from voxwell.exports.fhir import save_fhir_bundle
from voxwell.exports.report import build_report, parse_stored_run
from voxwell.exports.tabular import columns_for, run_document, run_rows, save_csv, user_cells
from voxwell.exports.textgrid import write_textgrid
from voxwell.files import copy_file_atomically, write_text_atomically
from voxwell.gui.off_thread import wait_off_thread
from voxwell.gui.pdf_report import write_pdf_report
from voxwell.history import QuestionnaireRecord, SessionRecord

__all__ = [
    "FORMATS",
    "ExportActions",
    "export_audio",
    "export_csv",
    "export_json",
    "export_pdf",
    "export_textgrid",
    "suggested_name",
]


def export_json(record: SessionRecord, path: str | Path) -> Path:
    """The run exactly as the service sent it (wire names), indented."""
    document = run_document(parse_stored_run(record))
    return write_text_atomically(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def export_csv(record: SessionRecord, path: str | Path) -> Path:
    """One row per section (mental wellness) or one row (two-recording), with the session's
    date, the user's details and the features; the disclaimer is in README.txt beside it."""
    run = parse_stored_run(record)
    user = user_cells(record.request_json, birth_date_known=record.birth_date_known)
    return save_csv(path, columns_for(run), run_rows(run, user))


def _take_duration(record: SessionRecord) -> float | None:
    take = record.takes.get("recording")
    if not take or not Path(take).is_file():
        return None
    try:
        import soundfile

        return float(soundfile.info(take).duration)
    except (RuntimeError, OSError):  # not readable by libsndfile: the grid ends at the last section
        return None


def export_textgrid(record: SessionRecord, path: str | Path) -> Path:
    """The transcript and measures as a Praat TextGrid spanning the whole take."""
    if record.model_kind == ModelKind.APOLLO:
        raise ValueError(
            "Two-recording results have no sections or transcript; export them as JSON or CSV."
        )
    run = parse_stored_run(record)
    assert isinstance(run, MentalWellnessModelRunResponse)
    raw = record.run_json if isinstance(record.run_json, dict) else run
    return write_textgrid(path, raw, duration=_take_duration(record))


def export_pdf(
    record: SessionRecord, path: str | Path, questionnaires: Sequence[QuestionnaireRecord] = ()
) -> Path:
    """The report of the stored run, with the user's questionnaire totals of the same period."""
    return write_pdf_report(path, build_report(record, questionnaires))


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
        written.append(copy_file_atomically(path, target / name))
    return written


_FILE_EXPORTS: dict[str, Callable[[SessionRecord, Path], Path]] = {
    "json": export_json,
    "csv": export_csv,
    "textgrid": export_textgrid,
}

FORMATS: dict[str, tuple[str, str, str]] = {
    # key: (menu text, dialog filter, suffix)
    "json": ("Results as JSON…", "JSON document (*.json)", ".json"),
    "csv": ("Results as CSV…", "CSV table (*.csv)", ".csv"),
    "textgrid": (
        "Transcript and measures as Praat TextGrid…",
        "Praat TextGrid (*.TextGrid)",
        ".TextGrid",
    ),
    "pdf": ("PDF report…", "PDF report (*.pdf)", ".pdf"),
    "fhir": ("Results and questionnaires as FHIR R4…", "FHIR R4 bundle (*.json)", ".fhir.json"),
    "audio": ("Audio takes to a folder…", "", ""),
}


def suggested_name(record: SessionRecord, suffix: str) -> str:
    """``<user label>_<yyyy-mm-dd_hhmm>_<model>`` with characters unsafe in file names replaced."""
    when = record.created_at.astimezone().strftime("%Y-%m-%d_%H%M")
    label = re.sub(r"[^\w.-]+", "-", record.user_label).strip("-.") or "session"
    kind = ModelKind(record.model_kind).label.lower().replace(" ", "-")  # two-recording
    return f"{label}_{when}_{kind}{suffix}"


class ExportActions(QObject):
    """The export menu of the session a view shows; enabled only while it shows results.

    The view calls ``set_session`` with the session and whether its results are on screen; the
    files are made from the stored run.
    """

    exported = Signal(str, str)
    """(format key, path) after a file was written."""

    def __init__(self, view: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent or view)
        self._view = view
        self._record: SessionRecord | None = None
        self._has_results = False
        self.questionnaire_source: Callable[[str], Sequence[QuestionnaireRecord]] | None = None
        """The user label's questionnaires (for the PDF's totals); set by the window."""
        self._folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        self.menu = QMenu("&Export", view)
        self.actions: dict[str, QAction] = {}
        for key, (text, _, _) in FORMATS.items():
            action = QAction(text, self.menu)
            action.triggered.connect(lambda _checked=False, k=key: self.export_with_dialog(k))
            self.menu.addAction(action)
            self.actions[key] = action
        self.button = QToolButton()
        self.button.setText("Export")
        self.button.setMenu(self.menu)
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._update_enabled()

    def set_session(self, record: SessionRecord | None, has_results: bool) -> None:
        """The session the view shows now, and whether its results are on screen."""
        self._record = record
        self._has_results = has_results
        self._update_enabled()

    def _update_enabled(self) -> None:
        record = self._record
        has_results = record is not None and self._has_results
        apollo = record is not None and record.model_kind == ModelKind.APOLLO
        has_takes = record is not None and any(record.takes.values())
        for key, action in self.actions.items():
            action.setEnabled(has_results and not (key == "textgrid" and apollo))
        self.actions["audio"].setEnabled(has_results and has_takes)
        self.button.setEnabled(has_results)

    def export_to(self, key: str, path: str | Path) -> Path:
        """Write the shown session in format ``key`` to ``path`` (no dialog)."""
        record = self._record
        if record is None:
            raise ValueError("No session is shown, so there is nothing to export.")
        target = Path(path)
        # File writes go to a worker thread; the PDF is painted with Qt, on this thread.
        if key == "pdf":
            source = self.questionnaire_source
            kept = source(record.user_label) if source is not None else ()
            written = export_pdf(record, target, kept)
        elif key == "fhir":
            kept = self.questionnaire_source(record.user_label) if self.questionnaire_source else ()
            written = wait_off_thread(save_fhir_bundle, record, target, kept)
        elif key == "audio":
            written = wait_off_thread(export_audio, record, target)[0].parent
        else:
            written = wait_off_thread(_FILE_EXPORTS[key], record, target)
        self._folder = str(written if key == "audio" else written.parent)
        self.exported.emit(key, str(written))
        return written

    def export_with_dialog(self, key: str) -> Path | None:
        record = self._record
        if record is None:
            return None
        if key == "audio":
            chosen = QFileDialog.getExistingDirectory(self._view, "Export audio to", self._folder)
        else:
            _, file_filter, suffix = FORMATS[key]
            start = str(Path(self._folder) / suggested_name(record, suffix))
            chosen, _ = QFileDialog.getSaveFileName(self._view, "Export", start, file_filter)
            if chosen and not chosen.endswith(suffix):
                chosen += suffix
        if not chosen:
            return None
        try:
            return self.export_to(key, chosen)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self._view, "Export failed", f"Nothing was exported. {exc}")
            return None

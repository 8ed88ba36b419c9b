"""Export of the session in the results view: JSON, CSV, Praat TextGrid, the PDF report, a
FHIR R4 bundle (``voxwell.exports.fhir``) and the audio takes.

The files are written by ``voxwell.exports.session_files`` (Qt-free) and, for the PDF report,
``export_pdf`` here; :class:`ExportActions` puts them behind
a menu and a tool button with save dialogs, suggests file names from the user label and the date,
remembers the last folder, and shows any failure as a plain message. Each saved export is
announced with its path (``exported``), which the view shows. Files are written to a
temporary name first and renamed, so a failed export never leaves half a file.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QToolButton, QWidget

from voxwell.api import ModelKind
from voxwell.exports.fhir import save_fhir_bundle
from voxwell.exports.report import SessionReport, build_report
from voxwell.exports.session_files import (
    export_audio,
    export_csv,
    export_json,
    export_take_textgrids,
    export_textgrid,
    report_csv,
    report_json,
    report_textgrids,
    suggested_name,
)
from voxwell.gui.async_tasks import run_task
from voxwell.gui.results.pdf_report import write_pdf_report
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.records import QuestionnaireRecord, SessionRecord

__all__ = [
    "FORMATS",
    "ExportActions",
    "export_pdf",
]


def export_pdf(
    record: SessionRecord, path: str | Path, questionnaires: Sequence[QuestionnaireRecord] = ()
) -> Path:
    """The report of the stored run, with the user's questionnaire totals of the same period."""
    return write_pdf_report(path, build_report(record, questionnaires))


_FILE_EXPORTS: dict[str, Callable[[SessionRecord, Path], Path]] = {
    "json": export_json,
    "csv": export_csv,
    "textgrid": export_textgrid,
}

FORMATS: dict[str, tuple[str, str, str]] = {
    # key: (menu text, what the save dialog's filter calls the files, suffix); the texts are
    # shown through translate("ExportActions", text), the filter's pattern is the suffix's end
    "json": (
        QT_TRANSLATE_NOOP("ExportActions", "Results as JSON…"),
        QT_TRANSLATE_NOOP("ExportActions", "JSON document"),
        ".json",
    ),
    "csv": (
        QT_TRANSLATE_NOOP("ExportActions", "Results as CSV…"),
        QT_TRANSLATE_NOOP("ExportActions", "CSV table"),
        ".csv",
    ),
    "textgrid": (
        QT_TRANSLATE_NOOP("ExportActions", "Transcript and measures as Praat TextGrid…"),
        QT_TRANSLATE_NOOP("ExportActions", "Praat TextGrid"),
        ".TextGrid",
    ),
    "pdf": (
        QT_TRANSLATE_NOOP("ExportActions", "PDF report…"),
        QT_TRANSLATE_NOOP("ExportActions", "PDF report"),
        ".pdf",
    ),
    "fhir": (
        QT_TRANSLATE_NOOP("ExportActions", "Results and questionnaires as FHIR R4…"),
        QT_TRANSLATE_NOOP("ExportActions", "FHIR R4 bundle"),
        ".fhir.json",
    ),
    "audio": (QT_TRANSLATE_NOOP("ExportActions", "Audio takes to a folder…"), "", ""),
}


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
        self._report: SessionReport | None = None
        self._has_results = False
        self.questionnaire_source: Callable[[str], Sequence[QuestionnaireRecord]] | None = None
        """The user label's questionnaires (for the PDF's totals); set by the window."""
        self._folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        self.menu = QMenu(translate("ExportActions", "&Export"), view)
        self.actions: dict[str, QAction] = {}
        for key, (text, _, _) in FORMATS.items():
            action = QAction(translate("ExportActions", text), self.menu)
            action.triggered.connect(lambda _checked=False, k=key: self.export_with_dialog(k))
            self.menu.addAction(action)
            self.actions[key] = action
        self.button = QToolButton()
        self.button.setText(translate("ExportActions", "Export"))
        self.button.setMenu(self.menu)
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._update_enabled()

    def set_session(
        self,
        record: SessionRecord | None,
        has_results: bool,
        report: SessionReport | None = None,
    ) -> None:
        """The session the view shows now, whether its results are on screen, and the results
        model they are drawn from (the PDF, the CSV and the JSON are made from it too)."""
        self._record = record
        self._report = report
        self._has_results = has_results
        self._update_enabled()

    def _update_enabled(self) -> None:
        record = self._record
        has_results = record is not None and self._has_results
        apollo = record is not None and record.model_kind == ModelKind.APOLLO
        # Audio the retention rule removed is not there to export (its results are).
        has_takes = (
            record is not None and any(record.takes.values()) and record.audio_removed_at is None
        )
        # A two-recording run has words to put in a TextGrid only from Voxwell's engine.
        run = record.run_json if record is not None and isinstance(record.run_json, dict) else {}
        has_words = bool((run.get("results") or {}).get("takes"))
        for key, action in self.actions.items():
            action.setEnabled(has_results and not (key == "textgrid" and apollo and not has_words))
        self.actions["audio"].setEnabled(has_results and has_takes)
        self.button.setEnabled(has_results)

    async def export_to(self, key: str, path: str | Path) -> Path:
        """Write the shown session in format ``key`` to ``path`` (no dialog)."""
        record = self._record
        if record is None:
            raise ValueError(
                translate("ExportActions", "No session is shown, so there is nothing to export.")
            )
        target = Path(path)
        # File writes go to a worker thread; the PDF is painted with Qt, on this thread.
        source = self.questionnaire_source
        kept = source(record.user_label) if source is not None and key in ("pdf", "fhir") else ()
        report = self._report
        if key == "pdf":
            written = (
                export_pdf(record, target, kept)
                if report is None
                else write_pdf_report(target, report)
            )
        elif key in ("csv", "json") and report is not None:
            write = report_csv if key == "csv" else report_json
            written = await asyncio.to_thread(write, report, target)
        elif key == "fhir":
            written = await asyncio.to_thread(save_fhir_bundle, record, target, kept)
        elif key == "audio":
            written = (await asyncio.to_thread(export_audio, record, target))[0].parent
        elif key == "textgrid" and (report is not None or record.model_kind == ModelKind.APOLLO):
            # From the results model on screen; a stored two-recording run has a grid per take.
            if report is not None:
                grids = await asyncio.to_thread(report_textgrids, report, target)
            else:
                grids = await asyncio.to_thread(export_take_textgrids, record, target)
            self._folder = str(grids[0].parent)
            shown = str(grids[0])
            for grid in grids[1:]:
                shown = translate("ExportActions", "{first} and {second}").format(
                    first=shown, second=grid
                )
            self.exported.emit(key, shown)
            return grids[0]
        else:
            written = await asyncio.to_thread(_FILE_EXPORTS[key], record, target)
        self._folder = str(written if key == "audio" else written.parent)
        self.exported.emit(key, str(written))
        return written

    def export_with_dialog(self, key: str) -> None:
        """Ask where, then write the export in the background (a failure is shown plainly)."""
        record = self._record
        if record is None:
            return
        if key == "audio":
            chosen = QFileDialog.getExistingDirectory(
                self._view, translate("ExportActions", "Export audio to"), self._folder
            )
        else:
            _, files, suffix = FORMATS[key]
            pattern = "*." + suffix.rsplit(".", 1)[-1]  # a FHIR bundle is any *.json
            file_filter = f"{translate('ExportActions', files)} ({pattern})"
            start = str(Path(self._folder) / suggested_name(record, suffix))
            chosen, _ = QFileDialog.getSaveFileName(
                self._view,
                translate("ExportActions", "Export"),
                start,
                file_filter,
            )
            if chosen and not chosen.endswith(suffix):
                chosen += suffix
        if not chosen:
            return
        run_task(self._export_or_say_why(key, chosen), owner=self, name=f"export-{key}")

    async def _export_or_say_why(self, key: str, path: str) -> None:
        try:
            await self.export_to(key, path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(
                self._view,
                translate("ExportActions", "Export failed"),
                translate("ExportActions", "Nothing was exported. {reason}").format(reason=exc),
            )

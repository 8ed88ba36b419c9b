"""The study's visible sessions as a table (a Qt item model over ``StudyModel.rows()``).

One row per visible session, the columns of ``voxwell.study.StudyTable`` (session, participant,
date, model version, language, attributes, measures, questionnaire totals). Only the cells in
view are formatted, so 5,000 rows cost nothing until scrolled to. Sorting is the study model's
(its state saves it), asked for by a click on a heading.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from voxwell.desk.results_style import measure_label
from voxwell.gui.widgets import shown_time
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.study.model import VisibleRows
from voxwell.study.table import questionnaire_column, study_questionnaires
from voxwell.wording import model_label

__all__ = ["StudyTableModel", "column_label"]

_FIXED_LABELS = {
    "session_id": QT_TRANSLATE_NOOP("StudyTableModel", "Session"),
    "run_id": QT_TRANSLATE_NOOP("StudyTableModel", "Run"),
    "user_label": QT_TRANSLATE_NOOP("StudyTableModel", "User label"),
    "created_at": QT_TRANSLATE_NOOP("StudyTableModel", "Date"),
    "model_kind": QT_TRANSLATE_NOOP("StudyTableModel", "Model"),
    "model_version": QT_TRANSLATE_NOOP("StudyTableModel", "Model version"),
    "language": QT_TRANSLATE_NOOP("StudyTableModel", "Language"),
}
_QUESTIONNAIRES = {questionnaire_column(kind): kind.upper() for kind in study_questionnaires()}

_Index = QModelIndex | QPersistentModelIndex


def column_label(column: str) -> str:
    """A column's heading as a person reads it."""
    if column in _FIXED_LABELS:
        return translate("StudyTableModel", _FIXED_LABELS[column])
    if column in _QUESTIONNAIRES:
        return translate("StudyTableModel", "{form} total").format(form=_QUESTIONNAIRES[column])
    return measure_label(column)


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        locale = QLocale()
        locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
        return (
            locale.toString(value, "g", 3) if abs(value) < 1000 else locale.toString(value, "f", 0)
        )
    if isinstance(value, datetime):
        return shown_time(value)
    return str(value)


class StudyTableModel(QAbstractTableModel):
    """The visible rows of a study, cell by cell."""

    def __init__(self) -> None:
        super().__init__()
        self._rows: VisibleRows | None = None
        self._columns: tuple[str, ...] = ()

    def set_rows(self, rows: VisibleRows) -> None:
        self.beginResetModel()
        self._rows = rows
        self._columns = rows.columns
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's default)
        return 0 if parent.isValid() or self._rows is None else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._rows is None or not index.isValid():
            return None
        column = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = self._rows.cell(index.row(), column)
            return model_label(str(value)) if column == "model_kind" else _text(value)
        if role == Qt.ItemDataRole.UserRole:
            return self._rows.session_id(index.row())
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in _FIXED_LABELS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return column_label(self._columns[section]) if section < len(self._columns) else None

    # -- for the view --------------------------------------------------------------------------

    def column_name(self, section: int) -> str:
        return self._columns[section]

    def session_id(self, row: int) -> int:
        assert self._rows is not None
        return self._rows.session_id(row)

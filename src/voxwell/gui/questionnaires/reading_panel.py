"""What a completed questionnaire says, as the questionnaires tab shows it: any safety flag in a
red banner above everything else, the score with its band, and every answer.

The panel holds no questionnaire of its own: the tab hands it the reading to show (``None``
clears it). What a reading says is :mod:`voxwell.desk.questionnaire_results`.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from voxwell.desk.questionnaire_results import Reading
from voxwell.gui.widgets import wrapped_label
from voxwell.i18n import translate

__all__ = ["ReadingPanel"]

_FLAG_STYLE = (
    "background:#b3261e;color:white;font-weight:bold;padding:8px;border-radius:4px;font-size:14px;"
)


class ReadingPanel(QWidget):
    """The safety flag, score and answers of one reading."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flag_label = wrapped_label(style=_FLAG_STYLE)
        self.flag_label.setAccessibleName(translate("ReadingPanel", "Safety flag"))
        self.flag_label.hide()
        self.score_label = wrapped_label()
        font = self.score_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.score_label.setFont(font)
        self.answers_table = QTableWidget(0, 3)
        self.answers_table.setHorizontalHeaderLabels(
            [
                translate("ReadingPanel", "#"),
                translate("ReadingPanel", "Question"),
                translate("ReadingPanel", "Answer"),
            ]
        )
        self.answers_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.answers_table.verticalHeader().setVisible(False)
        # The question takes the width left by the number and the answer, and wraps in it;
        # rows grow again whenever that width changes.
        header = self.answers_table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.sectionResized.connect(lambda *_: self.answers_table.resizeRowsToContents())
        self.answers_table.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.flag_label)
        layout.addWidget(self.score_label)
        layout.addWidget(self.answers_table, 1)

    def show_reading(self, reading: Reading | None) -> None:
        """Show ``reading``, or nothing (no flag, no score, no answers) when it is None."""
        if reading is None:
            self.flag_label.hide()
            self.score_label.setText("")
            self.answers_table.setRowCount(0)
            return
        self.score_label.setText(reading.score_text)
        self.flag_label.setText("⚠ " + "\n".join(reading.flags) if reading.flags else "")
        self.flag_label.setVisible(bool(reading.flags))
        self.answers_table.setRowCount(len(reading.answers))
        for row_index, answer in enumerate(reading.answers):
            cells = (str(answer.number), answer.question, answer.answer)
            for column, text in enumerate(cells):
                self.answers_table.setItem(row_index, column, QTableWidgetItem(text))
        self.answers_table.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A reading restored at start was laid out before the table had its width, which left
        # short questions in rows sized for wrapped ones: size them for the width they now have.
        self.answers_table.resizeRowsToContents()

    def flag_shown(self) -> bool:
        return not self.flag_label.isHidden()

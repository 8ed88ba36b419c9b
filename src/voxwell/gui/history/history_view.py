"""The history tab: every stored session, filtered by user label, and that user's trends.

The table lists sessions newest first (date, user label, model, service, status, model version).
Double-clicking a row or pressing Enter opens it (``sessionActivated`` carries the session id).
Choosing a user label in the filter shows that user's trend chart beside the list; with "All
users", the trend follows the selected row's user label. With a user label chosen, "Erase this
person…" says what will go (``voxwell.erasure``) and, once confirmed, erases it off the GUI thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from voxwell.errors import HistoryError, VoxwellError
from voxwell.gui.async_tasks import run_task
from voxwell.gui.history.trend_view import TrendView
from voxwell.gui.widgets import push_button, shown_time, wrapped_label
from voxwell.history import HistoryStore, SessionRecord
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.paths import AppPaths

if TYPE_CHECKING:
    from voxwell.erasure.plan import ErasePlan
from voxwell.wording import model_label, service_label, status_label

__all__ = ["HistoryView"]

COLUMNS = (
    QT_TRANSLATE_NOOP("HistoryView", "Date"),
    QT_TRANSLATE_NOOP("HistoryView", "User label"),
    QT_TRANSLATE_NOOP("HistoryView", "Model"),
    QT_TRANSLATE_NOOP("HistoryView", "Service"),
    QT_TRANSLATE_NOOP("HistoryView", "Status"),
    QT_TRANSLATE_NOOP("HistoryView", "Model version"),
)
"""The table's headings, in English (shown through ``translate("HistoryView", ...)``)."""


class HistoryView(QWidget):
    """Sessions list and trend chart over one :class:`HistoryStore`."""

    sessionActivated = Signal(int)
    personErased = Signal(str)
    """A person (this user label) was erased: views showing them let go of it."""

    def __init__(
        self, store: HistoryStore, paths: AppPaths | None = None, parent: QWidget | None = None
    ) -> None:
        """``paths``: the data folder a person is erased from (None: no erase action)."""
        super().__init__(parent)
        self._store = store
        self._paths = paths
        self._records: list[SessionRecord] = []
        self.erase_confirmation: QMessageBox | None = None

        self.filter_box = QComboBox()
        self.filter_box.setAccessibleName(translate("HistoryView", "Show sessions of user label"))
        self.filter_box.currentIndexChanged.connect(lambda _i: self._fill_table())
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels([translate("HistoryView", c) for c in COLUMNS])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.cellActivated.connect(lambda row, _col: self.activate_row(row))
        self.table.cellDoubleClicked.connect(lambda row, _col: self.activate_row(row))
        self.table.itemSelectionChanged.connect(self._follow_selection)
        self.message = wrapped_label()
        self.trend = TrendView(store)
        self.trend.sessionActivated.connect(self.sessionActivated)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        row = QHBoxLayout()
        filter_label = QLabel(translate("HistoryView", "User &label:"))
        filter_label.setBuddy(self.filter_box)
        row.addWidget(filter_label)
        row.addWidget(self.filter_box, 1)
        self.erase_button = push_button(
            translate("HistoryView", "&Erase this person…"), self.confirm_erase
        )
        self.erase_button.setToolTip(
            translate(
                "HistoryView",
                "Erase every session, take, note and questionnaire of this user label from this "
                "computer and the local engine (Alt+E).",
            )
        )
        self.erase_button.setVisible(paths is not None)
        self.erase_button.setEnabled(False)
        row.addWidget(self.erase_button)
        left_layout.addLayout(row)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.message)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.trend)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        # Questionnaires answered since the tab was last seen belong in its list and trend.
        self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """Re-read the store (after a session was added or changed), keeping the filter."""
        current = self.user_label_filter()
        try:
            labels = self._store.user_labels()
        except HistoryError as exc:
            self.message.setText(str(exc))
            return
        self.filter_box.blockSignals(True)
        self.filter_box.clear()
        self.filter_box.addItem(translate("HistoryView", "All users"))  # no data: everyone
        for label in labels:
            self.filter_box.addItem(label, label)
        index = self.filter_box.findData(current) if current is not None else 0
        self.filter_box.setCurrentIndex(max(index, 0))
        self.filter_box.blockSignals(False)
        self._fill_table()

    def set_user_label_filter(self, user_label: str | None) -> None:
        index = self.filter_box.findData(user_label) if user_label else 0
        if index < 0:
            raise KeyError(f"no sessions for user label {user_label!r}")
        self.filter_box.setCurrentIndex(index)

    def _fill_table(self) -> None:
        label = self.user_label_filter()
        try:
            self._records = self._store.sessions(label)
        except HistoryError as exc:
            self.message.setText(str(exc))
            return
        self.table.setRowCount(len(self._records))
        for row, record in enumerate(self._records):
            cells = (
                shown_time(record.created_at),
                record.user_label,
                model_label(record.model_kind),
                service_label(record.service_name),
                status_label(record.status),
                record.model_version or "",
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, record.id)
                self.table.setItem(row, column, item)
        # Every column stays readable: the splitter may not squeeze the table below its columns.
        header = self.table.horizontalHeader()
        needed = sum(
            max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c))
            for c in range(len(COLUMNS))
        )
        needed += self.table.verticalScrollBar().sizeHint().width()  # room for one if rows grow
        self.table.setMinimumWidth(needed + 2 * self.table.frameWidth() + 4)
        count = len(self._records)
        if count:
            text = translate(
                "HistoryView",
                "%n session(s). Double-click or press Enter to open one.",
                None,
                count,
            )
        elif label is not None:
            text = translate(
                "HistoryView",
                "No sessions for {label} yet: the trend shows their questionnaire totals.",
            ).format(label=label)
        else:
            text = translate("HistoryView", "No sessions stored yet.")
        self.message.setText(text)
        self.trend.set_user_label(label)
        self.erase_button.setEnabled(label is not None)

    # -- erasing a person ----------------------------------------------------------------------

    def confirm_erase(self) -> None:
        """Say what erasing the chosen person removes and ask; erase when confirmed."""
        label = self.user_label_filter()
        if label is None or self._paths is None:
            return
        from voxwell.erasure.plan import describe, plan_erase

        try:
            plan = plan_erase(self._paths, label)
        except (VoxwellError, OSError) as exc:
            self.message.setText(
                translate("HistoryView", "Nothing was erased: {error}").format(error=exc)
            )
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("HistoryView", "Erase this person"),
            translate("HistoryView", "Erase everything this computer keeps of {label}?").format(
                label=label
            )
            + f"\n\n{describe(plan)}",
            QMessageBox.StandardButton.Cancel,
            self,
        )
        erase = box.addButton(
            translate("HistoryView", "Erase"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)  # Enter keeps the data

        def answered(button: QAbstractButton) -> None:
            if button is erase:
                run_task(self._erase(plan, label), name="erase-person")

        box.buttonClicked.connect(answered)
        self.erase_confirmation = box
        box.open()

    async def _erase(self, plan: ErasePlan, label: str) -> None:
        import asyncio

        from voxwell.erasure.erase import erase

        if self._paths is None:
            return
        self.erase_button.setEnabled(False)
        self.message.setText(translate("HistoryView", "Erasing {label}…").format(label=label))
        try:
            count = await asyncio.to_thread(erase, self._paths, plan)
        except (VoxwellError, OSError) as exc:
            self.message.setText(
                translate(
                    "HistoryView",
                    "The erase of {label} stopped: {error} It is finished at the next start.",
                ).format(label=label, error=exc)
            )
            return
        self.filter_box.setCurrentIndex(0)
        self.refresh()
        self.message.setText(
            translate(
                "HistoryView", "Erased %n item(s) of {label} from this computer.", None, count
            ).format(label=label)
        )
        self.personErased.emit(label)

    def _follow_selection(self) -> None:
        if self.user_label_filter() is not None:
            return
        row = self.table.currentRow()
        if 0 <= row < len(self._records):
            self.trend.set_user_label(self._records[row].user_label)

    def activate_row(self, row: int) -> None:
        if 0 <= row < len(self._records):
            self.sessionActivated.emit(self._records[row].id)

    # -- accessors (tests) -------------------------------------------------------------------

    def user_label_filter(self) -> str | None:
        label = self.filter_box.currentData()
        return label if isinstance(label, str) and label else None

    def session_ids(self) -> list[int]:
        return [record.id for record in self._records]

    def clipped_columns(self) -> list[str]:
        """Columns narrower than their widest cell or heading, or outside the table's view."""
        header = self.table.horizontalHeader()
        visible = self.table.viewport().width()
        clipped = []
        for column, name in enumerate(COLUMNS):
            need = max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            if header.sectionSize(column) < need or right > visible + 1:
                clipped.append(name)
        return clipped

    def row_texts(self, row: int) -> list[str]:
        cells = (self.table.item(row, column) for column in range(len(COLUMNS)))
        return [cell.text() if cell is not None else "" for cell in cells]

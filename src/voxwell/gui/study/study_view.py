"""The Study screen: a measure across participants, as a table and three charts.

It opens the app's history or a study file a manifest run wrote (``voxwell analyze
--manifest``), builds one ``voxwell.study.StudyModel`` over it and observes it: every control
changes the model's view state, and the model says when to redraw. Only the tab in view is
drawn (a filter change on 5,000 sessions redraws one chart, not four). Choosing a row or a point
opens that session's results (``sessionActivated`` carries its stored record). The view's state
is saved to and reopened from a small file; the visible sessions go out as a tidy dataset (CSV
per run or per section, Parquet) and a chart as PNG or SVG.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QDate, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from voxwell.desk.results_style import measure_label
from voxwell.errors import VoxwellError
from voxwell.gui.study.group_plot import GroupPlot
from voxwell.gui.study.participant_plot import ParticipantPlot
from voxwell.gui.study.scatter_plot import ScatterPlot
from voxwell.gui.study.study_exports import export_chart, export_dataset
from voxwell.gui.study.study_table import StudyTableModel
from voxwell.gui.widgets import push_button, wrapped_label
from voxwell.history import HistoryStore
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.paths import AppPaths
from voxwell.privacy.at_rest import data_key
from voxwell.study import StudyModel, StudyTable
from voxwell.study.table import open_study
from voxwell.study.view_state import (
    StudyViewState,
    load_view_state,
    save_view_state,
)

__all__ = ["StudyView"]

_ANY = "__any__"
_NO_DATE = QDate(2000, 1, 1)  # the date edits' "any" (their special value)
_TABS = (
    QT_TRANSLATE_NOOP("StudyView", "Table"),
    QT_TRANSLATE_NOOP("StudyView", "Groups"),
    QT_TRANSLATE_NOOP("StudyView", "Questionnaires"),
    QT_TRANSLATE_NOOP("StudyView", "Participants"),
)
"""The tabs by English title (``show_tab`` takes these; the screen shows them translated)."""


def _choices(box: QComboBox, items: list[tuple[str, object]], keep: object) -> None:
    """Refill ``box`` with (text, data) items, keeping ``keep`` selected when it is there."""
    box.blockSignals(True)
    box.clear()
    for text, value in items:
        box.addItem(text, value)
    index = box.findData(keep)
    box.setCurrentIndex(max(index, 0))
    box.blockSignals(False)


def _date_edit(name: str) -> QDateEdit:
    edit = QDateEdit()
    edit.setCalendarPopup(True)
    edit.setMinimumDate(_NO_DATE)
    edit.setSpecialValueText(translate("StudyView", "Any day"))
    edit.setDate(_NO_DATE)
    edit.setAccessibleName(name)
    return edit


def _view_files() -> str:
    """The file dialogs' filter of saved views."""
    return translate("StudyView", "Study view") + " (*.json)"


def _day(edit: QDateEdit) -> date | None:
    chosen = edit.date()
    return None if chosen == _NO_DATE else date(chosen.year(), chosen.month(), chosen.day())


class StudyView(QWidget):
    """A study's sessions: filters, a table, group and questionnaire plots, participants."""

    sessionActivated = Signal(object)
    """A session to open (its ``SessionRecord``, from the study's own file)."""

    def __init__(
        self, store: HistoryStore, paths: AppPaths | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._paths = paths
        self.model: StudyModel | None = None
        self._stop_observing: Callable[[], None] | None = None

        self.source_label = QLabel()
        self.history_button = push_button(
            translate("StudyView", "This computer's &history"), self.open_history
        )
        self.open_button = push_button(
            translate("StudyView", "Open &study file…"), self.choose_study_file
        )
        self.measure_box = QComboBox()
        self.group_box = QComboBox()
        self.questionnaire_box = QComboBox()
        self.version_box = QComboBox()
        self.language_box = QComboBox()
        self.filter_attribute_box = QComboBox()
        self.filter_value_box = QComboBox()
        self.start_edit = _date_edit(translate("StudyView", "Sessions from"))
        self.end_edit = _date_edit(translate("StudyView", "Sessions until"))
        self.save_view_button = push_button(
            translate("StudyView", "Save view…"), self.choose_view_file_to_save
        )
        self.open_view_button = push_button(
            translate("StudyView", "Open view…"), self.choose_view_file_to_open
        )
        self.export_button = QPushButton(translate("StudyView", "Export…"))
        export_menu = QMenu(self.export_button)
        export_menu.addAction(
            translate("StudyView", "Dataset, one row per run (CSV)…"),
            lambda: self._export("runs"),
        )
        export_menu.addAction(
            translate("StudyView", "Dataset, one row per section (CSV)…"),
            lambda: self._export("sections"),
        )
        export_menu.addAction(
            translate("StudyView", "Dataset, one row per run (Parquet)…"),
            lambda: self._export("parquet"),
        )
        export_menu.addAction(
            translate("StudyView", "Chart in view (PNG or SVG)…"), self._export_chart
        )
        self.export_button.setMenu(export_menu)
        self.message = wrapped_label()

        self.table_model = StudyTableModel()
        self.table = QTableView()
        self.table.setModel(self.table_model)
        self.table.setAccessibleName(translate("StudyView", "Sessions of the study"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)  # one line per session: long ids are elided
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setSortingEnabled(False)  # the study model sorts (its state keeps it)
        self.table.horizontalHeader().setSectionsClickable(True)
        self.table.horizontalHeader().sectionClicked.connect(self._sort_by)
        self.table.doubleClicked.connect(
            lambda index: self.activate(self.table_model.session_id(index.row()))
        )
        self.table.activated.connect(
            lambda index: self.activate(self.table_model.session_id(index.row()))
        )
        self.group_plot = GroupPlot()
        self.scatter_plot = ScatterPlot()
        self.participant_plot = ParticipantPlot()
        for chart, name in (
            (
                self.group_plot,
                translate("StudyView", "Box plots of the measure by group, one per model version"),
            ),
            (
                self.scatter_plot,
                translate(
                    "StudyView", "The measure against questionnaire totals, with Spearman's rho"
                ),
            ),
            (
                self.participant_plot,
                translate("StudyView", "Each participant's sessions over time"),
            ),
        ):
            chart.setAccessibleName(name)
            chart.sessionActivated.connect(self.activate)
        self.tabs = QTabWidget()
        pages: list[QWidget] = [self.table]
        pages += [self.group_plot, self.scatter_plot, self.participant_plot]
        for page, title in zip(pages, _TABS, strict=True):
            self.tabs.addTab(page, translate("StudyView", title))
        self.tabs.currentChanged.connect(lambda _i: self._redraw())

        self._layout_controls()
        for box in (
            self.measure_box,
            self.group_box,
            self.questionnaire_box,
            self.version_box,
            self.language_box,
            self.filter_value_box,
        ):
            box.currentIndexChanged.connect(lambda _i: self._controls_changed())
        self.filter_attribute_box.currentIndexChanged.connect(lambda _i: self._attribute_chosen())
        for edit in (self.start_edit, self.end_edit):
            edit.dateChanged.connect(lambda _d: self._controls_changed())
        self.open_history()

    def _layout_controls(self) -> None:
        source = QHBoxLayout()
        source.addWidget(self.source_label, 1)
        for button in (
            self.history_button,
            self.open_button,
            self.open_view_button,
            self.save_view_button,
            self.export_button,
        ):
            source.addWidget(button)
        grid = QGridLayout()
        rows = [
            (
                translate("StudyView", "&Measure"),
                self.measure_box,
                translate("StudyView", "&Group by"),
                self.group_box,
            ),
            (
                translate("StudyView", "&Questionnaire"),
                self.questionnaire_box,
                translate("StudyView", "Model &version"),
                self.version_box,
            ),
            (
                translate("StudyView", "&Language"),
                self.language_box,
                translate("StudyView", "&Only where"),
                self.filter_attribute_box,
            ),
            (
                translate("StudyView", "From"),
                self.start_edit,
                translate("StudyView", "is"),
                self.filter_value_box,
            ),
            (translate("StudyView", "Until"), self.end_edit, "", None),
        ]
        for row, (left, left_widget, right, right_widget) in enumerate(rows):
            for column, (text, widget) in enumerate(((left, left_widget), (right, right_widget))):
                if widget is None:
                    continue
                label = QLabel(text)
                label.setBuddy(widget)
                grid.addWidget(label, row, 2 * column)
                grid.addWidget(widget, row, 2 * column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(source)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)

    # -- opening -------------------------------------------------------------------------------

    def open_history(self) -> None:
        """The app's own history: every session with results on this computer."""
        try:
            table = StudyTable.from_store(self._store)
        except VoxwellError as exc:
            self.message.setText(str(exc))
            return
        self.load(table, translate("StudyView", "This computer's history"))

    def choose_study_file(self) -> None:
        folder = str(self._paths.studies) if self._paths is not None else ""
        kinds = (
            translate("StudyView", "Voxwell studies")
            + " (*.sqlite3);;"
            + translate("StudyView", "All files")
            + " (*)"
        )
        path, _ = QFileDialog.getOpenFileName(
            self, translate("StudyView", "Open a study"), folder, kinds
        )
        if path:
            self.open_study_file(Path(path))

    def open_study_file(self, path: Path) -> None:
        """A study file written by ``voxwell analyze --manifest`` (sealed with this computer's
        key when it has one)."""
        try:
            # The participants answer questionnaires in the app: its history keeps them.
            answered = self._store.questionnaires()
            table = open_study(path, key=data_key(), questionnaires=answered)
        except VoxwellError as exc:
            self.message.setText(
                translate("StudyView", "The study {name} cannot be opened: {error}").format(
                    name=path.name, error=exc
                )
            )
            return
        # Named for its manifest.
        self.load(table, translate("StudyView", "Study: {name}").format(name=path.stem))

    def load(self, table: StudyTable, source: str) -> None:
        """Show ``table``; the view's controls are filled from what it holds."""
        if self._stop_observing is not None:
            self._stop_observing()
        self.model = StudyModel(table)
        if "phq-9" in table.questionnaires:  # the questionnaire clinicians use most
            self.model.set_questionnaire("phq-9")
        self._stop_observing = self.model.observe(self._redraw)
        self.source_label.setText(f"<b>{source}</b>")
        self._fill_controls()
        self._redraw()

    def _fill_controls(self) -> None:
        model = self.model
        assert model is not None
        table, state = model.table, model.state
        _choices(
            self.measure_box, [(measure_label(m), m) for m in table.measure_names], model.measure
        )
        _choices(
            self.group_box,
            [
                (translate("StudyView", "No grouping"), None),
                *((name, name) for name in table.attribute_names),
            ],
            state.group_by,
        )
        _choices(
            self.questionnaire_box,
            [(kind.upper(), kind) for kind in table.questionnaires],
            model.questionnaire,
        )
        versions = sorted(set(table.model_versions.tolist()))
        every = translate("StudyView", "All")
        _choices(self.version_box, [(every, _ANY), *((v, v) for v in versions)], _ANY)
        languages = sorted(set(table.languages.tolist()))
        _choices(self.language_box, [(every, _ANY), *((lang, lang) for lang in languages)], _ANY)
        _choices(
            self.filter_attribute_box,
            [
                (translate("StudyView", "Any session"), _ANY),
                *((name, name) for name in table.attribute_names),
            ],
            _ANY,
        )
        self._attribute_chosen(refresh=False)

    # -- the controls change the model's state ----------------------------------------------

    def _attribute_chosen(self, *, refresh: bool = True) -> None:
        name = self.filter_attribute_box.currentData()
        values: list[tuple[str, object]] = [(translate("StudyView", "Any value"), _ANY)]
        if self.model is not None and name != _ANY:
            levels, _ = self.model.table.attribute_categories(str(name))
            none = translate("StudyView", "(none)")
            values += [(str(level) or none, str(level)) for level in levels.tolist()]
        _choices(self.filter_value_box, values, _ANY)
        if refresh:
            self._controls_changed()

    def _controls_changed(self) -> None:
        model = self.model
        if model is None:
            return
        version, language = self.version_box.currentData(), self.language_box.currentData()
        attribute, value = (
            self.filter_attribute_box.currentData(),
            self.filter_value_box.currentData(),
        )
        filters = type(model.state.filters)(
            start=_day(self.start_edit),
            end=_day(self.end_edit),
            model_versions=None if version == _ANY else frozenset({version}),
            languages=None if language == _ANY else frozenset({language}),
        )
        if attribute != _ANY and value != _ANY:
            filters = filters.with_attribute(str(attribute), {str(value)})
        try:
            model.set_state(
                StudyViewState(
                    filters=filters,
                    group_by=self.group_box.currentData(),
                    measure=self.measure_box.currentData(),
                    questionnaire=self.questionnaire_box.currentData(),
                    sort_column=model.state.sort_column,
                    sort_descending=model.state.sort_descending,
                )
            )
        except ValueError as exc:  # a date range that ends before it starts
            self.message.setText(str(exc))

    def _sort_by(self, section: int) -> None:
        if self.model is None:
            return
        column = self.table_model.column_name(section)
        state = self.model.state
        descending = state.sort_column == column and not state.sort_descending
        self.model.set_sort(column, descending=descending)
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        self.table.horizontalHeader().setSortIndicator(section, order)
        self.table.horizontalHeader().setSortIndicatorShown(True)

    # -- drawing -------------------------------------------------------------------------------

    def _redraw(self) -> None:
        model = self.model
        if model is None:
            return
        visible = len(model.visible)
        self.message.setText(
            translate("StudyView", "{summary} Shown: {count} after the filters.").format(
                summary=model.table.describe(), count=visible
            )
        )
        measure = model.measure or ""
        tab = _TABS[self.tabs.currentIndex()]
        if tab == "Table":
            self.table_model.set_rows(model.rows())
        elif tab == "Groups":
            self.group_plot.show_groups(model.group_plot(), model.state.group_by)
        elif tab == "Questionnaires":
            kind = model.questionnaire or ""
            total = translate("StudyView", "{form} total").format(form=kind.upper())
            self.scatter_plot.show_scatter(model.scatter(), total)
        else:
            self.participant_plot.show_lines(model.participant_lines(), measure)

    def show_tab(self, title: str) -> None:
        self.tabs.setCurrentIndex(_TABS.index(title))

    def _row_chosen(self, index: QModelIndex) -> None:
        self.activate(self.table_model.session_id(index.row()))

    def activate(self, session_id: int) -> None:
        """Open the session ``session_id`` of the study (its results screen), read from the
        study's file only now (the table keeps its runs' summaries, not the runs)."""
        if self.model is None:
            return
        try:
            record = self.model.table.record(session_id)
        except VoxwellError as exc:
            self.message.setText(str(exc))
            return
        if record is not None:
            self.sessionActivated.emit(record)

    # -- files ---------------------------------------------------------------------------------

    def _export(self, kind: str) -> None:
        suffix = ".parquet" if kind == "parquet" else ".csv"
        path, _ = QFileDialog.getSaveFileName(
            self, translate("StudyView", "Export the dataset"), f"study-{kind}{suffix}"
        )
        if path:
            self.export_dataset(kind, Path(path))

    def export_dataset(self, kind: str, path: Path) -> Path | None:
        """The visible sessions as a tidy dataset at ``path`` (``runs`` or ``sections`` CSV, or
        ``parquet``); the message says where it went, or why not."""
        if self.model is None:
            return None
        try:
            written = export_dataset(self.model, kind, path)
        except (VoxwellError, OSError) as exc:
            self.message.setText(str(exc))
            return None
        count = len(self.model.visible)  # (a plain name: lupdate reads no call as the count)
        self.message.setText(
            translate("StudyView", "Exported %n session(s) to {name}.", None, count).format(
                name=written.name
            )
        )
        return written

    def _export_chart(self) -> None:
        kinds = (
            translate("StudyView", "PNG image")
            + " (*.png);;"
            + translate("StudyView", "SVG drawing")
            + " (*.svg)"
        )
        path, _ = QFileDialog.getSaveFileName(
            self, translate("StudyView", "Save the chart"), "study-chart.png", kinds
        )
        if path:
            self.export_chart(Path(path))

    def export_chart(self, path: Path) -> bool:
        """The chart in view as PNG or SVG (by ``path``'s suffix); False on the table tab."""
        chart = self.tabs.currentWidget()
        if not isinstance(chart, pg.GraphicsLayoutWidget):
            self.message.setText(
                translate("StudyView", "Choose a chart tab first: the table goes out as a dataset.")
            )
            return False
        export_chart(chart, path)
        self.message.setText(
            translate("StudyView", "The chart was saved to {name}.").format(name=path.name)
        )
        return True

    def choose_view_file_to_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("StudyView", "Save the view"), "", _view_files()
        )
        if path and self.model is not None:
            save_view_state(self.model.state, path)
            self.message.setText(
                translate("StudyView", "The view was saved to {name}.").format(name=Path(path).name)
            )

    def choose_view_file_to_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("StudyView", "Open a view"), "", _view_files()
        )
        if path:
            self.open_view_file(Path(path))

    def open_view_file(self, path: Path) -> None:
        """Filters, grouping, measure and sort as a saved view file says."""
        if self.model is None:
            return
        try:
            self.model.set_state(load_view_state(path))
        except (VoxwellError, ValueError, OSError) as exc:
            self.message.setText(str(exc))
            return
        self._show_state()

    def _show_state(self) -> None:
        """The controls as the model's state says (after opening a view file)."""
        model = self.model
        assert model is not None
        state, filters = model.state, model.state.filters
        for box, value in (
            (self.measure_box, model.measure),
            (self.group_box, state.group_by),
            (self.questionnaire_box, model.questionnaire),
            (self.version_box, next(iter(filters.model_versions or {_ANY}))),
            (self.language_box, next(iter(filters.languages or {_ANY}))),
        ):
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.blockSignals(False)
        for edit, day in ((self.start_edit, filters.start), (self.end_edit, filters.end)):
            edit.blockSignals(True)
            edit.setDate(_NO_DATE if day is None else QDate(day.year, day.month, day.day))
            edit.blockSignals(False)
        self._redraw()

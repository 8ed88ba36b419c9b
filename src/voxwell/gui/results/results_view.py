"""The results of one session: header that never hides, and the chart for its model.

The header always shows who and when, the service, the model version, the service's warnings
and, for results of the bundled local engine or of a team server (which runs the same engine),
that they come from the acoustic reference model and not the hosted clinical model. Below it a
mental wellness run is shown by :class:`WellnessChart` (waveform, measures over section spans,
transcript) with the :class:`FeatureTable` beside it, on a second tab as text by the
:class:`SectionMeasureTable` (section, measure, value, band: what a screen reader reads), and on
a third by the Praat-like :class:`InspectionView` (spectrogram, pitch, intensity, word tier; its
tracks are computed only when that tab is first shown); a two-recording run is shown by
:class:`ApolloResultsView` (scores, the same as a table, each take's transcript, reading check
and features, and an Inspect tab per take).
Clicking a section (or pressing Enter on it in the chart or the table) plays that stretch of the
take; a computer without an output device gets a message, never a crash. The chart's section
and the table's current row follow each other.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError as PydanticValidationError
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from voxwell.analysis.waveform import take_envelope
from voxwell.api import (
    ApolloModelRunResponse,
    BirthSex,
    LiveNotes,
    MentalWellnessModelRunResponse,
    MentalWellnessPartResult,
    ModelKind,
)
from voxwell.audio.take_audio import sealed_take_bytes
from voxwell.desk.error_actions import action_for_code
from voxwell.desk.results_style import reference_model_note
from voxwell.desk.retention import retention_note
from voxwell.errors import VoxwellError
from voxwell.exports.report import (
    SessionReport,
    build_report,
    is_reference_model,
    no_alerts_line,
    status_text,
    stored_live_notes,
)
from voxwell.exports.tabular import user_cells
from voxwell.gui.results.apollo_results_view import ApolloResultsView
from voxwell.gui.results.export_actions import ExportActions
from voxwell.gui.results.feature_table import FeatureTable
from voxwell.gui.results.inspection_view import InspectionView
from voxwell.gui.results.panel_fold import FoldingPanel
from voxwell.gui.results.results_table import SectionMeasureTable
from voxwell.gui.results.wellness_chart import WellnessChart
from voxwell.gui.widgets import NOTE_STYLE, shown_time, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.records import SessionRecord
from voxwell.wording import (
    alert_reason,
    format_clock,
    live_monitoring_note,
    model_label,
    service_label,
)

__all__ = [
    "FEATURES_MIN_WIDTH",
    "FEATURES_SHARE",
    "FOLD_FEATURES_BELOW",
    "FOLD_TRANSCRIPT_BELOW",
    "Player",
    "ResultsView",
    "play_stretch",
]

FEATURES_SHARE = 0.27
"""The share of the page's width the features table gets."""

FEATURES_MIN_WIDTH = 260
"""The features are never narrower beside the chart: with less room they fold into a tab."""

FOLD_FEATURES_BELOW = 960
"""Below this width of the page the features fold into a tab: in a 900 px window the chart kept
220 px of plot beside them."""

FOLD_TRANSCRIPT_BELOW = 560
"""Below this height of the page the transcript list folds into a tab: under the chart of a
600 px window it was a 48 px strip of two cut rows (the chart's own transcript row stays)."""

_log = logging.getLogger(__name__)

Player = Callable[[Path, float, float], None]
"""Plays ``path`` from ``start`` to ``end`` seconds; raises ``VoxwellError`` when it cannot."""

_PAGE_EMPTY, _PAGE_WELLNESS, _PAGE_APOLLO = range(3)
_EMPTY_TEXT = QT_TRANSLATE_NOOP(
    "ResultsView", "Open a session from History, or finish a recording, to see results here."
)
"""Shown through ``translate("ResultsView", _EMPTY_TEXT)``."""


def _sex(record: SessionRecord) -> BirthSex:
    value = user_cells(record.request_json)["birth_sex"]
    try:
        return BirthSex(value) if value else BirthSex.UNKNOWN
    except ValueError:
        return BirthSex.UNKNOWN


def play_stretch(path: Path, start: float, end: float) -> None:
    """Play part of a take through ``voxwell.audio`` (imported here: it loads PortAudio)."""
    from voxwell.audio import play_segment

    play_segment(path, start, end)


class ResultsView(QWidget):
    """Shows one stored session's results; ``show_session`` is the only way in."""

    def __init__(self, parent: QWidget | None = None, *, player: Player | None = None) -> None:
        super().__init__(parent)
        self._record: SessionRecord | None = None
        self.report: SessionReport | None = None
        """The results model of the session shown (None while it has no results)."""
        self._player: Player = player or play_stretch

        self.title_label = QLabel(translate("ResultsView", "No session open"))
        self.title_label.setObjectName("resultsTitle")
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title_label.setFont(font)
        self.model_label = QLabel("")
        # Its text: show_session.
        self.reference_label = wrapped_label(style=NOTE_STYLE + "color:#4a3500;")
        self.warnings_label = wrapped_label()
        self.status_label = wrapped_label()
        # Alerts live monitoring raised while the takes were recorded (the PDF has them all).
        self.live_label = wrapped_label(
            style="background:#ffebee;border:1px solid #c62828;padding:4px;", hidden=True
        )
        self.message_label = wrapped_label(style="color:#7a4a00;")
        for label in (self.model_label, self.warnings_label, self.status_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.chart = WellnessChart()
        self.chart.sectionActivated.connect(self.play_section)
        # The chart's text alternative: a tab of its own, one key away from the chart (the tab
        # bar's arrows), taking no room from the chart; its row follows the chart's section.
        self.section_table = SectionMeasureTable()
        self.chart.sectionSelected.connect(
            lambda index: self.section_table.show_section(None if index < 0 else index)
        )
        self.section_table.sectionChosen.connect(self.chart.select_section)
        self.section_table.sectionActivated.connect(
            lambda index: self.chart.select_section(index, activate=True)
        )
        self.inspection = InspectionView()
        self.feature_table = FeatureTable()
        # The page's minimum is the chart's alone: without room the features fold, so their
        # width must not hold the window wider than the screen (large fonts, long words).
        self.feature_table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.wellness_tabs = QTabWidget()
        self.wellness_tabs.addTab(self.chart, translate("ResultsView", "Scores"))
        self.wellness_tabs.addTab(self.section_table, translate("ResultsView", "Scores as a table"))
        # A short tab name (the tabs share a narrow page); what it holds, in its tooltip.
        inspect = self.wellness_tabs.addTab(self.inspection, translate("ResultsView", "Inspect"))
        self.wellness_tabs.setTabToolTip(
            inspect,
            translate("ResultsView", "The take's spectrogram, pitch, intensity and words"),
        )
        self.wellness_tabs.currentChanged.connect(lambda _i: self._load_inspection())
        # The take, its sections, the birth sex and what to say if its audio was removed.
        self._inspection_pending: (
            tuple[str | None, list[MentalWellnessPartResult], BirthSex, str] | None
        ) = None
        wellness_page = self.wellness_page = QSplitter(Qt.Orientation.Horizontal)
        wellness_page.addWidget(self.wellness_tabs)
        wellness_page.addWidget(self.feature_table)
        wellness_page.setCollapsible(0, False)
        wellness_page.setCollapsible(1, False)  # it folds into a tab instead
        later = [self.inspection]
        self.features_fold = FoldingPanel(
            self.feature_table,
            home=wellness_page,
            index=1,
            tabs=self.wellness_tabs,
            title=translate("FeatureTable", "Acoustic features"),
            before=later,
        )
        self.transcript_fold = FoldingPanel(
            self.chart.transcript_list,
            home=self.chart.splitter,
            index=1,
            tabs=self.wellness_tabs,
            title=translate("WellnessChart", "Transcript"),
            before=[self.feature_table, *later],
        )
        # Shared out by the window's width until the person drags the handle themselves.
        self._split_by_hand = False
        wellness_page.splitterMoved.connect(self._split_moved)
        wellness_page.installEventFilter(self)
        self.apollo_view = ApolloResultsView()
        empty = QLabel(translate("ResultsView", _EMPTY_TEXT))
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty = empty
        self.stack = QStackedWidget()
        self.stack.addWidget(empty)
        self.stack.addWidget(wellness_page)
        self.stack.addWidget(self.apollo_view)

        self.export_actions = ExportActions(self)
        self.export_actions.exported.connect(self._exported)
        title_row = QHBoxLayout()
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.export_actions.button)
        layout = QVBoxLayout(self)
        layout.addLayout(title_row)
        # Alerts and warnings first, under the title, as on the report's first page.
        for widget in (
            self.live_label,
            self.warnings_label,
            self.model_label,
            self.reference_label,
            self.status_label,
        ):
            layout.addWidget(widget)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.message_label)
        self.reference_label.hide()

    # -- showing -----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.wellness_page and event.type() == QEvent.Type.Resize:
            self._fit_panels()
        return super().eventFilter(watched, event)

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._split_by_hand = True

    def _fit_panels(self) -> None:
        """The features get 27 % of a wide page (``FEATURES_MIN_WIDTH`` at least) and the
        transcript list a fifth of a tall one; on a narrow or short page, or when the chart needs
        the room, they fold into tabs of their own, whole (panels that fold, not shrink)."""
        page = self.wellness_page
        self.transcript_fold.fold(page.height() < FOLD_TRANSCRIPT_BELOW)
        width = page.width()
        table = max(FEATURES_MIN_WIDTH, round(width * FEATURES_SHARE))
        # Large fonts and long words widen what the chart needs (its measure list, its tabs).
        chart = self.wellness_tabs.minimumSizeHint().width()
        narrow = width < FOLD_FEATURES_BELOW or width - table < chart
        if narrow:
            self._split_by_hand = False  # unfolded again, it takes its share
        self.features_fold.fold(narrow)
        if narrow or self._split_by_hand:
            return
        page.setSizes([width - table, table])

    def results_model(self, record: SessionRecord) -> SessionReport | ValueError | None:
        """The one results model of a session with results (``exports.report.build_report``,
        with its person's questionnaires), the reason its stored run cannot be read, or None
        for a session without results. Safe to call off the event loop (the main window does)."""
        run = record.run_json if isinstance(record.run_json, dict) else {}
        if run.get("status") != "COMPLETE_OK":
            return None
        source = self.export_actions.questionnaire_source
        try:
            return build_report(record, source(record.user_label) if source else ())
        except ValueError as exc:  # the stored JSON does not have the model's shape
            return exc

    def show_session(
        self, record: SessionRecord, report: SessionReport | ValueError | None = None
    ) -> None:
        """Show a stored session (any status: unfinished ones say what they wait for). Another
        session than the one shown opens on its scores, whichever sub-tab was last used.

        A session with results is shown from its one results model, ``report``
        (:meth:`results_model`, built here when not given): the screen, the PDF, the CSV and
        the JSON export are all made from that one object."""
        if self._record is None or self._record.id != record.id:
            self.wellness_tabs.setCurrentIndex(0)
            self.apollo_view.tabs.setCurrentIndex(0)
        self._record = record
        self.report = None
        self.message_label.setText("")
        run: dict[str, Any] = record.run_json if isinstance(record.run_json, dict) else {}
        when = shown_time(record.created_at)
        kind = model_label(record.model_kind)
        service = service_label(record.service_name)
        self.title_label.setText(f"{record.user_label} · {when} · {kind} · {service}")
        version = record.model_version or run.get("model")
        self.model_label.setText(
            translate("ResultsView", "Model version: {version}").format(version=version)
            if version
            else translate("ResultsView", "Model version: not reported by the service")
        )
        self.reference_label.setText(reference_model_note(record.service_name))
        self.reference_label.setVisible(
            is_reference_model(record.service_name, record.base_url, run)
        )
        model = self.results_model(record) if report is None else report
        problem = model if isinstance(model, ValueError) else None
        report = model if isinstance(model, SessionReport) else None
        warnings = [str(w) for w in run.get("warnings") or []]
        # The take's notes are read once: the model already holds them.
        live = report.live if report is not None else stored_live_notes(record)
        alerted = any(notes.alerts for _, notes in live)
        # "No warnings" only when there is nothing of any kind: a live alert stands above.
        self.warnings_label.setText(
            translate("ResultsView", "Warnings: {warnings}").format(warnings="; ".join(warnings))
            if warnings
            else ("" if alerted else no_alerts_line(monitored=bool(live)))
        )
        self.warnings_label.setStyleSheet(
            "background:#fde8e6;border:1px solid #c8453b;padding:4px;" if warnings else ""
        )
        self._set_status(status_text(record))
        self._show_live_alerts(live)
        failed = record.status == "failed" or run.get("status") == "COMPLETE_ERROR"
        # A failed session shows only the failure and what to do about it.
        for label in (self.model_label, self.warnings_label):
            label.setVisible(not failed and bool(label.text()))
        if failed:
            self.reference_label.hide()
            action = action_for_code(run.get("errorCode") or record.error_code)
            self._set_status(f"{action.title}. {action.action}\n{status_text(record)}")
        self._empty.setText("" if failed else translate("ResultsView", _EMPTY_TEXT))
        if report is not None:
            self._show_run(record, report)
        elif problem is not None:
            self._bad_results(problem)
        else:
            self.stack.setCurrentIndex(_PAGE_EMPTY)
        shown = self.stack.currentIndex() != _PAGE_EMPTY
        self.export_actions.set_session(record, shown, self.report if shown else None)

    def _show_live_alerts(self, live: tuple[tuple[str, LiveNotes], ...]) -> None:
        alerts = [alert for _, notes in live for alert in notes.alerts]
        if alerts:
            top = max(alerts, key=lambda alert: alert.level)
            count = len(alerts)  # a name: lupdate skips a call given as the count
            reason = alert_reason(top)
            if reason:
                text = translate(
                    "ResultsView",
                    "Live monitoring raised %n alert(s) while recording; the highest: "
                    "{heading}: {reason} Captions and alerts with their times are in the PDF "
                    "report. {note}",
                    None,
                    count,
                )
            else:
                text = translate(
                    "ResultsView",
                    "Live monitoring raised %n alert(s) while recording; the highest: "
                    "{heading}. Captions and alerts with their times are in the PDF report. "
                    "{note}",
                    None,
                    count,
                )
            self.live_label.setText(
                text.format(heading=top.heading, reason=reason, note=live_monitoring_note())
            )
        self.live_label.setVisible(bool(alerts))

    def _set_status(self, text: str) -> None:
        """The run's state when it is not a plain success (hidden otherwise, to save room)."""
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def _show_run(self, record: SessionRecord, report: SessionReport) -> None:
        self.report = report
        parsed = report.run
        if isinstance(parsed, ApolloModelRunResponse):
            self._show_apollo(record, parsed)
        else:
            self._show_wellness(record, parsed)

    def _show_wellness(self, record: SessionRecord, parsed: MentalWellnessModelRunResponse) -> None:
        sections = parsed.results.sections if parsed.results else []
        take = record.takes.get("recording")
        gone = retention_note(record)  # said instead of "missing" once the rule removed it
        envelope, note = take_envelope(take, read=sealed_take_bytes)
        self.chart.set_results(sections, envelope, gone if envelope is None and gone else note)
        self.section_table.set_sections(sections)
        self.feature_table.set_sections(sections)
        self.features_fold.set_shown(bool(self.feature_table.feature_names()))
        self._inspection_pending = (take, list(sections), _sex(record), gone)
        self.stack.setCurrentIndex(_PAGE_WELLNESS)
        self._load_inspection()

    def _load_inspection(self) -> None:
        """Give the inspection view its take once its tab is shown (the tracks cost a second)."""
        if self._inspection_pending is None or self.wellness_tabs.currentWidget() is not (
            self.inspection
        ):
            return
        take, sections, sex, gone = self._inspection_pending
        self._inspection_pending = None
        self.inspection.set_take(take, sections, sex, gone=gone)

    def inspection_sex(self) -> BirthSex:
        """The birth sex Inspect's formant ceiling follows (5000 Hz for a man, else 5500 Hz, as
        Praat advises; no track or figure follows it), from the session's request."""
        return _sex(self._record) if self._record else BirthSex.UNKNOWN

    def show_inspection(self) -> InspectionView:
        """Switch to the inspection tab (it then loads the take's tracks)."""
        self.wellness_tabs.setCurrentWidget(self.inspection)
        self._load_inspection()
        return self.inspection

    def _show_apollo(self, record: SessionRecord, parsed: ApolloModelRunResponse) -> None:
        if parsed.results is None:  # the status says so
            self.stack.setCurrentIndex(_PAGE_EMPTY)
            return
        self.apollo_view.set_results(
            parsed.results, record.takes, _sex(record), gone=retention_note(record)
        )
        self.stack.setCurrentIndex(_PAGE_APOLLO)

    def _bad_results(self, exc: ValueError) -> None:
        _log.warning("Stored results do not match the schema: %s", exc)
        cause = exc.__cause__
        count = cause.error_count() if isinstance(cause, PydanticValidationError) else 1
        self._set_status(
            translate(
                "ResultsView",
                "The stored results cannot be shown: they do not have the expected shape "
                "(%n problem(s)). Export them as JSON to inspect them.",
                None,
                count,
            )
        )
        self.stack.setCurrentIndex(_PAGE_EMPTY)

    def _exported(self, key: str, path: str) -> None:
        self.message_label.setText(
            translate("ResultsView", "The audio takes were saved in {path}").format(path=path)
            if key == "audio"
            else translate("ResultsView", "Saved {path}").format(path=path)
        )

    # -- playback ----------------------------------------------------------------------------

    def play_section(self, index: int) -> bool:
        """Play section ``index`` of the take; returns False (with a message) when it cannot."""
        record = self._record
        spans = self.chart.section_spans()
        if record is None or not 0 <= index < len(spans):
            return False
        take = record.takes.get("recording")
        start, finish = spans[index]
        if not take or not Path(take).is_file():
            self.message_label.setText(
                retention_note(record)
                or translate(
                    "ResultsView", "The take file of this session is missing; cannot play."
                )
            )
            return False
        try:
            self._player(Path(take), start, finish)
        except VoxwellError as exc:
            self.message_label.setText(
                translate("ResultsView", "Cannot play this section: {reason}").format(reason=exc)
            )
            return False
        except (ImportError, AttributeError) as exc:
            self.message_label.setText(
                translate(
                    "ResultsView", "Cannot play this section: playback is unavailable ({reason})."
                ).format(reason=exc)
            )
            return False
        self.message_label.setText(
            translate("ResultsView", "Playing section {number} ({start}–{end}).").format(
                number=index + 1, start=format_clock(start), end=format_clock(finish)
            )
        )
        return True

    # -- accessors (tests, exports) ----------------------------------------------------------

    def record(self) -> SessionRecord | None:
        return self._record

    def showing(self) -> str:
        """A ``ModelKind`` value or ``"none"``: which chart is on screen."""
        page = self.stack.currentIndex()
        shown = {_PAGE_WELLNESS: ModelKind.MENTAL_WELLNESS, _PAGE_APOLLO: ModelKind.APOLLO}
        return shown.get(page, "none")

    def section_spans(self) -> list[tuple[float, float]]:
        return self.chart.section_spans()

    def series(self, name: str) -> list[float]:
        return self.chart.series(name)

    def transcript_items(self) -> list[str]:
        return self.chart.transcript_items()

    def selected_measures(self) -> list[str]:
        return self.chart.selected_measures()

    def set_selected_measures(self, names: list[str]) -> None:
        self.chart.set_selected_measures(names)

    def warnings(self) -> list[str]:
        run = self._record.run_json if self._record else None
        return [str(w) for w in (run or {}).get("warnings") or []]

    def model_version_text(self) -> str:
        return self.model_label.text()

    def is_reference_model_shown(self) -> bool:
        return not self.reference_label.isHidden()

"""Two-recording results: depression and anxiety probability with severity, and 15 symptom bars.

Each disorder gets a row with its probability (a bar and a percentage) and its severity in words
and colour. The symptoms are horizontal bars on a 0–1 scale, labelled in plain language
(PHQ-9 items first, then GAD-7), coloured by severity with the value written at the bar's end
(inside the bar when it is long, so the axis never runs past 1). Pointing at a bar shows its
symptom, value and severity as a tooltip. The same values are on a tab of their own as a
table (measure, score, band: the disorders' probabilities, then each symptom), which a screen
reader reads and the keyboard reaches. When the service sent them (the local engine does),
a "Takes" tab shows each take's transcript, the read-aloud check (so a reviewer can see whether
the person read the passage or talked instead) and each take's acoustic features, and an Inspect
tab per take shows it as the mental wellness view does (spectrogram, pitch, words, selection
measures); a take's tracks are computed only when its tab is first shown.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

import pyqtgraph as pg
from PySide6.QtCore import QLocale, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QProgressBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from voxwell.api import (
    DEPRESSION_SYMPTOMS,
    SYMPTOMS,
    ApolloResults,
    BirthSex,
    TakeSlot,
    TakeTranscript,
    TwoRecordingTakes,
)
from voxwell.desk.results_style import SEVERITY_COLOURS, severity_label, symptom_label
from voxwell.exports.report import take_texts
from voxwell.gui.results.feature_table import FeatureTable
from voxwell.gui.results.inspection_tiers import Interval
from voxwell.gui.results.inspection_view import InspectionView
from voxwell.gui.results.results_table import ResultsTable
from voxwell.gui.widgets import PLOT_INK, WARNING_STYLE, style_plot, wrapped_label
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import slot_label

__all__ = ["ApolloResultsView"]

_INSIDE_FROM = 0.6
_SLOTS = (TakeSlot.MOOD_QUESTION, TakeSlot.READ_ALOUD)

_SEVERITY_WORDS = (
    QT_TRANSLATE_NOOP("ApolloResultsView", "None"),
    QT_TRANSLATE_NOOP("ApolloResultsView", "Mild"),
    QT_TRANSLATE_NOOP("ApolloResultsView", "Moderate"),
    QT_TRANSLATE_NOOP("ApolloResultsView", "Severe"),
    QT_TRANSLATE_NOOP("ApolloResultsView", "Unknown"),
)
"""The severities as ``severity_label`` names them in English; ``_shown_severity`` puts them in
the app's language (any other word is shown as it is)."""


def _shown_severity(severity: str | None) -> str:
    """The on-screen word of a severity (``NONE``, ``MILD``, ...)."""
    return translate("ApolloResultsView", severity_label(severity))


def _score(value: float) -> str:
    """A 0-1 score with two decimals, as the app's locale writes numbers."""
    return QLocale().toString(value, "f", 2)


class ApolloResultsView(QWidget):
    """Disorder probabilities and symptom scores of one two-recording run."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: ApolloResults | None = None
        grid = QGridLayout()
        self._disorder_widgets: dict[str, tuple[QProgressBar, QLabel, QLabel]] = {}
        disorders = (
            (
                "depression",
                translate("ApolloResultsView", "Depression"),
                translate("ApolloResultsView", "Depression probability"),
            ),
            (
                "anxiety",
                translate("ApolloResultsView", "Anxiety"),
                translate("ApolloResultsView", "Anxiety probability"),
            ),
        )
        for row, (name, title, probability) in enumerate(disorders):
            heading = QLabel(f"<b>{title}</b>")
            bar = QProgressBar()
            bar.setRange(0, 100)
            bar.setFormat("%p%")
            bar.setAccessibleName(probability)
            value = QLabel("")
            severity = QLabel("")
            severity.setMinimumWidth(110)
            severity.setAlignment(Qt.AlignmentFlag.AlignCenter)
            for column, widget in enumerate((heading, bar, value, severity)):
                grid.addWidget(widget, row, column)
            self._disorder_widgets[name] = (bar, value, severity)
        grid.setColumnStretch(1, 1)

        self.plot = pg.PlotWidget(background="w")
        style_plot(self.plot, zoom_x=False)
        self.plot.setXRange(0.0, 1.0, padding=0)
        self.plot.setYRange(-0.7, len(SYMPTOMS) - 0.3, padding=0)
        self.plot.getViewBox().invertY(True)
        self.plot.setLabel("bottom", translate("ApolloResultsView", "Symptom score (0–1)"))
        labels = [symptom_label(name) for name in SYMPTOMS]
        self.plot.getAxis("left").setTicks([list(enumerate(labels))])
        # As wide as the longest symptom in the app's language (pyqtgraph drops a tick text
        # that does not fit: a Spanish label went missing at the English width).
        widest = max(self.plot.fontMetrics().horizontalAdvance(label) for label in labels)
        self.plot.getAxis("left").setWidth(widest + 16)
        # A thin line between the PHQ-9 and GAD-7 groups.
        divider = pg.InfiniteLine(
            pos=len(DEPRESSION_SYMPTOMS) - 0.5,
            angle=0,
            pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine),
        )
        self.plot.addItem(divider)
        self._bars = pg.BarGraphItem(x0=[], y=[], height=[], width=[], brushes=[])
        self.plot.addItem(self._bars)
        self._value_items: list[pg.TextItem] = []
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        caption = wrapped_label(
            translate(
                "ApolloResultsView",
                "Symptoms 1–8 follow the PHQ-9 (depression), 9–15 the GAD-7 (anxiety). "
                "Colour shows severity: none, mild, moderate, severe.",
            )
        )

        # Each take's words and the read-aloud check (local engine; hidden when absent).
        self._takes_label = wrapped_label("")
        self._takes_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._reading_label = wrapped_label("")

        # The scores as text (a screen reader gets nothing from the bars and their tips).
        self.score_table = ResultsTable(
            [
                translate("ApolloResultsView", "Measure"),
                translate("ApolloResultsView", "Score"),
                translate("ApolloResultsView", "Band"),
            ],
            translate("ApolloResultsView", "Depression, anxiety and symptom scores as a table"),
            translate(
                "ApolloResultsView",
                "The probabilities of depression and anxiety, then each symptom's score from 0 "
                "to 1 (symptoms 1–8 from the PHQ-9, 9–15 from the GAD-7), each with its band.",
            ),
        )

        self.take_features = FeatureTable()
        self.inspections = {slot: InspectionView() for slot in _SLOTS}
        # Each slot's take, words, birth sex and what to say if its audio was removed.
        self._pending: dict[TakeSlot, tuple[str | None, list[Interval], BirthSex, str]] = {}

        self.scores = scores = QWidget()  # the page a PDF report draws, without the tabs
        scores_layout = QVBoxLayout(scores)
        scores_layout.addLayout(grid)
        scores_layout.addWidget(self.plot, 1)
        scores_layout.addWidget(caption)
        takes = QWidget()
        takes_layout = QVBoxLayout(takes)
        takes_layout.addWidget(self._reading_label)
        takes_layout.addWidget(self._takes_label)
        takes_layout.addWidget(self.take_features, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(scores, translate("ApolloResultsView", "Scores"))
        self.tabs.addTab(self.score_table, translate("ApolloResultsView", "Scores as a table"))
        self._takes_tab = self.tabs.addTab(
            takes, translate("ApolloResultsView", "Takes (transcripts, reading, features)")
        )
        for slot, inspection in self.inspections.items():
            self.tabs.addTab(
                inspection,
                translate("ApolloResultsView", "Inspect: {slot}").format(
                    slot=slot_label(slot).lower()
                ),
            )
        self.tabs.currentChanged.connect(lambda _i: self._load_inspection())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        self._show_takes(None)

    def _show_takes(self, results: ApolloResults | None) -> None:
        texts = take_texts(results)
        no_words = translate("ApolloResultsView", "(no words)")
        self._takes_label.setText(
            "<br><br>".join(
                f"<b>{slot_label(t.slot)}:</b> {html.escape(t.transcript) or no_words}"
                for t in texts
            )
        )
        reading = next((t.reading for t in texts if t.reading), "")
        check_title = translate("ApolloResultsView", "Read-aloud check:")
        self._reading_label.setText(f"<b>{check_title}</b> {html.escape(reading)}")
        takes = None if results is None else results.takes
        check = None if takes is None else takes.readAloud.readingCheck
        self._reading_label.setStyleSheet(
            WARNING_STYLE if check is not None and not check.isPassage else ""
        )
        self._takes_label.setVisible(bool(texts))
        self._reading_label.setVisible(bool(reading))
        self.tabs.setTabVisible(self._takes_tab, bool(texts))
        self.take_features.set_rows(
            [slot_label(slot) for slot in _SLOTS],
            [None if takes is None else _take(takes, slot).features for slot in _SLOTS],
        )
        self.take_features.setVisible(bool(self.take_features.feature_names()))

    def set_results(
        self,
        results: ApolloResults,
        takes: Mapping[str, str] | None = None,
        sex: BirthSex = BirthSex.UNKNOWN,
        *,
        gone: str = "",
    ) -> None:
        """Show a run; ``takes`` (slot -> file) lets each take be inspected; ``gone``: what
        Inspect says of a take whose file the retention rule removed."""
        self._results = results
        self._show_takes(results)
        self._pending = {}
        for slot, inspection in self.inspections.items():
            transcript = None if results.takes is None else _take(results.takes, slot)
            words = [
                Interval(w.start, w.end, w.text) for w in (transcript.words if transcript else [])
            ]
            path = (takes or {}).get(slot)
            self._pending[slot] = (path, words, sex, gone)
            index = self.tabs.indexOf(inspection)
            self.tabs.setTabVisible(index, bool(path) or transcript is not None)
        self._load_inspection()
        for name, (bar, value_label, severity_label_widget) in self._disorder_widgets.items():
            score = getattr(results.disorders, name)
            bar.setValue(round(score.probability * 100))
            value_label.setText(f"{score.probability:.0%}")
            severity = score.severity.value
            severity_label_widget.setText(_shown_severity(severity))
            severity_label_widget.setStyleSheet(
                f"background:{SEVERITY_COLOURS.get(severity, '#ccc')};padding:3px;"
                "border-radius:3px;color:#1a1a1a;font-weight:bold;"
            )
        self._fill_score_table()
        rows = self.symptom_scores()
        values = [value for _, _, value, _ in rows]
        self._bars.setOpts(
            x0=[0.0] * len(rows),
            y=list(range(len(rows))),
            height=[0.6] * len(rows),
            width=values,
            brushes=[QColor(SEVERITY_COLOURS.get(sev, "#ccc")) for _, _, _, sev in rows],
            pens=[pg.mkPen("#555", width=0.5)] * len(rows),
        )
        for item in self._value_items:
            self.plot.removeItem(item)
        self._value_items = []
        for index, (_, _, value, severity) in enumerate(rows):
            text = pg.TextItem(f"{_score(value)} {_shown_severity(severity)}", color=PLOT_INK)
            inside = value > _INSIDE_FROM  # written inside the bar's end: the axis stops at 1
            text.setAnchor((1.0, 0.5) if inside else (0.0, 0.5))
            text.setPos(value - 0.01 if inside else value + 0.01, index)
            self.plot.addItem(text)
            self._value_items.append(text)

    def _fill_score_table(self) -> None:
        """The table alternative: each disorder's probability as its row shows it, then each
        symptom's score as its bar's label writes it."""
        names = {
            "depression": translate("ApolloResultsView", "Depression probability"),
            "anxiety": translate("ApolloResultsView", "Anxiety probability"),
        }
        rows: list[tuple[str, str, str]] = []
        for name, shown in names.items():
            _, value, severity = self.disorder_texts(name)
            rows.append((shown, value, severity))
        symptoms = self.symptom_scores()
        rows += [
            (label, _score(value), _shown_severity(severity))
            for _, label, value, severity in symptoms
        ]
        self.score_table.set_rows(rows, [*names, *(name for name, _, _, _ in symptoms)])

    def _load_inspection(self) -> None:
        """Give a take's inspection its file once its tab is shown (the tracks cost a second)."""
        for slot, inspection in self.inspections.items():
            if self.tabs.currentWidget() is inspection and slot in self._pending:
                path, words, sex, gone = self._pending.pop(slot)
                inspection.show_take(path, [], words, sex, gone=gone)

    def show_inspection(self, slot: TakeSlot) -> InspectionView:
        """Switch to the inspection tab of ``slot`` (it then loads the take's tracks)."""
        self.tabs.setCurrentWidget(self.inspections[slot])
        self._load_inspection()
        return self.inspections[slot]

    def tooltip_at(self, row: float) -> str:
        """The tooltip shown when pointing at ``row`` of the bar chart ("" off the bars)."""
        rows = self.symptom_scores()
        index = round(row)
        if not rows or not 0 <= index < len(rows) or abs(row - index) > 0.3:
            return ""
        _, label, value, severity = rows[index]
        scale = "PHQ-9" if index < len(DEPRESSION_SYMPTOMS) else "GAD-7"
        return translate(
            "ApolloResultsView", "{symptom} ({scale} item): {value}, {severity}"
        ).format(
            symptom=label,
            scale=scale,
            value=_score(value),
            severity=_shown_severity(severity).lower(),
        )

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        box = self.plot.getViewBox()
        if not box.sceneBoundingRect().contains(scene_pos):
            self.plot.setToolTip("")
            return
        self.plot.setToolTip(self.tooltip_at(float(box.mapSceneToView(scene_pos).y())))

    # -- accessors (tests, exports) ----------------------------------------------------------

    def disorder(self, name: str) -> tuple[float, str]:
        """(probability, severity) of ``depression`` or ``anxiety`` as shown."""
        if self._results is None:
            raise LookupError("no results shown")
        score = getattr(self._results.disorders, name)
        return float(score.probability), score.severity.value

    def disorder_texts(self, name: str) -> tuple[int, str, str]:
        """What the row shows: bar percent, value text and severity text."""
        bar, value, severity = self._disorder_widgets[name]
        return bar.value(), value.text(), severity.text()

    def takes_text(self) -> str:
        """Each take's transcript as shown ("" when the results carry none)."""
        return "" if self._takes_label.isHidden() else self._takes_label.text()

    def reading_check_text(self) -> str:
        """The read-aloud check as shown ("" when the results have none)."""
        return "" if self._reading_label.isHidden() else self._reading_label.text()

    def symptom_scores(self) -> list[tuple[str, str, float, str]]:
        """(name, plain label, value, severity) for the 15 symptoms in display order."""
        if self._results is None:
            return []
        return [
            (name, symptom_label(name), float(score.value), score.severity.value)
            for name, score in self._results.symptoms.scores().items()
        ]

    def bar_values(self) -> list[float]:
        """The widths the bar chart holds, top to bottom."""
        return [float(w) for w in self._bars.opts.get("width", [])]

    def x_range(self) -> tuple[float, float]:
        (left, right), _ = self.plot.getViewBox().viewRange()
        return float(left), float(right)

    def value_label_spans(self) -> list[tuple[float, float]]:
        """Each value label's left and right edge in axis units (to check nothing spills)."""
        box = self.plot.getViewBox()
        spans = []
        for item in self._value_items:
            rect = box.mapSceneToView(item.mapToScene(item.boundingRect())).boundingRect()
            spans.append((float(rect.left()), float(rect.right())))
        return spans

    def bar_labels(self) -> list[str]:
        ticks = self.plot.getAxis("left")._tickLevels or []
        return [label for _, label in ticks[0]] if ticks else []


def _take(takes: TwoRecordingTakes, slot: TakeSlot) -> TakeTranscript:
    return takes.moodQuestion if slot is TakeSlot.MOOD_QUESTION else takes.readAloud

"""The PDF report of a session, drawn with Qt's own PDF writer (no other PDF library).

It draws a ``voxwell.exports.report.SessionReport`` (built from the stored run and the session's
details, never from what a view shows) with a chart made for the page, so nothing selected or
zoomed on screen ends up in print.

The pages (A4 landscape) hold: who (user label, date of birth, sex, language) and when, the
service, the model version, the acoustic reference model note for results of the local engine or a
team server, the warnings,
the chart as vectors, the values with their severity, the whole transcript with each section's
times, the questionnaire totals of the same period, the live monitoring of the takes (captions
and alerts) and the disclaimer. Text flows onto further
pages rather than being cut; table columns are measured so every cell fits its column.

Its words are in the app's language (``voxwell.i18n``), its decimals and dates in the app's
locale (English keeps ``01 Mar 2026 10:00``), and its type falls back to a CJK font for Japanese.
"""

from __future__ import annotations

import errno
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF, QPoint, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtWidgets import QWidget

from voxwell import __version__
from voxwell.analysis.waveform import take_envelope
from voxwell.api import (
    STEPPED_MEASURES,
    ApolloModelRunResponse,
    BirthSex,
    ModelKind,
)
from voxwell.audio.take_audio import sealed_take_bytes
from voxwell.desk.results_style import (
    banded_counterpart,
    measure_colour,
    measure_dashed,
    measure_label,
    reference_model_note,
    severity_label,
)
from voxwell.exports.report import (
    QUESTIONNAIRE_WINDOW,
    SessionReport,
    alert_lines,
    band_severity,
    live_monitoring_lines,
    no_alerts_line,
)
from voxwell.exports.tabular import DISCLAIMER
from voxwell.files import atomic_target
from voxwell.gui.results.apollo_results_view import ApolloResultsView
from voxwell.gui.results.wellness_chart import WellnessChart
from voxwell.gui.widgets import shown_time
from voxwell.i18n import QT_TRANSLATE_NOOP, translate
from voxwell.wording import (
    birth_sex_label,
    format_clock,
    language_name,
    model_label,
    slot_label,
)

__all__ = ["report_chart", "report_lines", "transcript_lines", "write_pdf_report"]

_DPI = 300
_ALERT_COLOUR = "#b71c1c"  # the screen's alert banner red, dark enough to print legibly
# Pixels wide the chart is laid out at before being scaled onto the page (sets its type size).
_CHART_WIDTH = {ModelKind.MENTAL_WELLNESS: 1400, ModelKind.APOLLO: 900}
_MIN_TABLE_POINTS = 5.5
_CJK_FAMILY = "Noto Sans CJK JP"
"""The report's type for the Japanese the system's sans serif lacks (Debian's fonts-noto-cjk)."""

_SHORT = {
    "distress": QT_TRANSLATE_NOOP("PdfReport", "Distress"),
    "stress": QT_TRANSLATE_NOOP("PdfReport", "Stress"),
    "exhaustion": QT_TRANSLATE_NOOP("PdfReport", "Exhaustion"),
    "sleepPropensity": QT_TRANSLATE_NOOP("PdfReport", "Sleep"),
    "lowSelfEsteem": QT_TRANSLATE_NOOP("PdfReport", "Self-esteem"),
    "mentalStrain": QT_TRANSLATE_NOOP("PdfReport", "Strain"),
}

_DISORDERS = {
    "depression": QT_TRANSLATE_NOOP("PdfReport", "Depression probability"),
    "anxiety": QT_TRANSLATE_NOOP("PdfReport", "Anxiety probability"),
}


def _number(value: float, digits: int) -> str:
    """A decimal as the app's locale writes it (``0.62``, ``0,62``), without group separators."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(value, "f", digits)


def _note(text: str) -> str:
    """The disclaimer (kept in English by the Qt-free modules for the files that leave the
    app) in the app's language; any other text as it is."""
    if text == DISCLAIMER:
        return translate(
            "PdfReport",
            "Voxwell results support research and wellness monitoring; they are not a diagnosis. "
            "Results of the acoustic reference model (models named {models}, from the local "
            "engine or a team server running the same engine) are not the hosted clinical model: "
            "use them to compare recordings.",
        ).format(models="voxwell-acoustic-<version>")
    return text


def _short(name: str) -> str:
    """A column heading that fits: continuous measures end in ``~``."""
    counterpart = banded_counterpart(name)
    short = (
        translate("PdfReport", _SHORT[counterpart])
        if counterpart in _SHORT
        else measure_label(name)
    )
    return short + ("~" if measure_dashed(name) else "")


def _cell(name: str, value: float | None) -> str:
    if value is None:
        return ""
    if name in STEPPED_MEASURES:
        return f"{_number(value, 2)} {severity_label(band_severity(value))}"
    return _number(value, 2)


def _disorder(name: str) -> str:
    if name in _DISORDERS:
        return translate("PdfReport", _DISORDERS[name])
    return translate("PdfReport", "{disorder} probability").format(disorder=name.capitalize())


def _who(report: SessionReport) -> str:
    sex = birth_sex_label(report.birth_sex or BirthSex.UNKNOWN)
    language = (
        language_name(report.language) if report.language else translate("PdfReport", "Not given")
    )
    return translate(
        "PdfReport",
        "User label: {user}    Date of birth: {birth}    Sex: {sex}    Language: {language}",
    ).format(
        user=report.user_label,
        birth=report.date_of_birth or translate("PdfReport", "not given"),
        sex=sex,
        language=language,
    )


def report_lines(report: SessionReport) -> tuple[list[str], list[str], list[list[str]]]:
    """``(header lines, table header, table rows)`` as the report prints them."""
    # Alerts and warnings stand above all of this (``alert_lines``); this line only says that
    # there are none.
    session = translate(
        "PdfReport", "Session: {when}    Service: {service}    Model version: {version}"
    ).format(
        when=shown_time(report.recorded_at),
        service=report.service_name,
        version=report.model_version or translate("PdfReport", "not reported by the service"),
    )
    header = [
        _who(report),
        session,
        *([reference_model_note(report.service_name)] if report.reference_model else []),
        *([] if alert_lines(report) else [no_alerts_line(monitored=bool(report.live))]),
        *([report.status] if report.status else []),
    ]
    if report.sections:
        columns = [
            "#",
            translate("PdfReport", "Start s"),
            translate("PdfReport", "End s"),
            *(_short(m) for m in report.measures),
        ]
        rows = [
            [
                str(index + 1),
                _number(section.start, 1),
                _number(section.end, 1),
                *(_cell(m, v) for m, v in zip(report.measures, section.values, strict=True)),
            ]
            for index, section in enumerate(report.sections)
        ]
        return header, columns, rows
    if report.disorders:
        rows = [
            [_disorder(d.name), _number(d.value, 2), severity_label(d.severity)]
            for d in report.disorders
        ]
        rows += [
            [measure_label(s.name), _number(s.value, 2), severity_label(s.severity)]
            for s in report.symptoms
        ]
        columns = [
            translate("PdfReport", "Score"),
            translate("PdfReport", "Value"),
            translate("PdfReport", "Severity"),
        ]
        return header, columns, rows
    return header, [], []


def transcript_lines(report: SessionReport) -> list[str]:
    """The whole transcript: one line per section with its times, or per take of a
    two-recording run with the read-aloud check."""
    no_words = translate("PdfReport", "(no words)")
    if report.takes:
        lines = []
        for take in report.takes:
            lines.append(
                translate("PdfReport", "{slot}: {text}").format(
                    slot=slot_label(take.slot), text=take.transcript or no_words
                )
            )
            if take.reading:
                lines.append(
                    translate("PdfReport", "Read-aloud check: {check}").format(check=take.reading)
                )
        return lines
    return [
        f"{index + 1}. {format_clock(s.start)}–{format_clock(s.end)}  " + (s.transcript or no_words)
        for index, s in enumerate(report.sections)
    ]


def questionnaire_lines(report: SessionReport) -> list[str]:
    if not report.questionnaires:
        days = QUESTIONNAIRE_WINDOW.days  # (a plain name: lupdate reads no attribute as the count)
        return [
            translate(
                "PdfReport",
                "No questionnaire was answered within %n day(s) of this session.",
                None,
                days,
            )
        ]
    lines = []
    for total in report.questionnaires:
        parts = [
            total.questionnaire_type.upper(),
            translate("PdfReport", "answered {when}").format(when=shown_time(total.at)),
            translate("PdfReport", "total {score} of {most}").format(
                score=total.score, most=total.max_score
            )
            if total.max_score is not None
            else translate("PdfReport", "total {score}").format(score=total.score),
        ]
        if total.severity:
            parts.append(total.severity)
        if total.language:
            parts.append(
                translate("PdfReport", "answered in {language}").format(language=total.language)
            )
        lines.append(" · ".join(parts))
    return lines


def report_chart(report: SessionReport) -> WellnessChart | ApolloResultsView | None:
    """A chart of the report's values as the results view draws it, made for the page."""
    run = report.run
    if isinstance(run, ApolloModelRunResponse):
        if not report.disorders or run.results is None:
            return None
        apollo = ApolloResultsView()
        apollo.set_results(run.results)
        return apollo
    if not report.sections or run.results is None:
        return None
    chart = WellnessChart()
    chart.set_results(
        run.results.sections, *take_envelope(report.recording, read=sealed_take_bytes)
    )
    return chart


@cache
def _font_families() -> list[str]:
    """The system's sans serif by its real name (a generic "Sans Serif" first in a list of
    families would match nothing and give the next one every glyph), then the CJK font."""
    return [QFontInfo(QFont("Sans Serif")).family(), _CJK_FAMILY]


def _font(points: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(_font_families())
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


class _Flow:
    """Draws top to bottom, starting a new page when the next block would not fit."""

    def __init__(self, writer: QPdfWriter, painter: QPainter, footer: str) -> None:
        self.writer = writer
        self.painter = painter
        page = QRectF(writer.pageLayout().paintRectPixels(_DPI))
        page.moveTo(0, 0)
        self.footer_height = page.height() * 0.035
        self.page = page
        self.area = QRectF(
            page.left(), page.top(), page.width(), page.height() - self.footer_height
        )
        self.y = self.area.top()
        self.pages = 1
        self.footer = footer

    def ensure(self, height: float) -> None:
        if self.y + height > self.area.bottom() and self.y > self.area.top():
            self.new_page()

    def new_page(self) -> None:
        self.draw_footer()
        self.writer.newPage()
        self.pages += 1
        self.y = self.area.top()

    def draw_footer(self) -> None:
        self.painter.setFont(_font(7))
        self.painter.setPen(QColor("#000000"))
        rect = QRectF(self.page.left(), self.area.bottom(), self.page.width(), self.footer_height)
        self.painter.drawText(
            rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            f"{self.footer} · " + translate("PdfReport", "page {page}").format(page=self.pages),
        )

    def paragraph(self, text: str, font: QFont, colour: str = "#000000", gap: float = 0.3) -> None:
        self.painter.setFont(font)
        self.painter.setPen(QColor(colour))
        flags = Qt.TextFlag.TextWordWrap
        bounds = self.painter.boundingRect(
            QRectF(self.area.left(), 0, self.area.width(), 1e7), flags, text
        )
        self.ensure(bounds.height())
        bounds.moveTop(self.y)
        bounds.setWidth(self.area.width())
        self.painter.drawText(bounds, flags, text)
        self.y = bounds.bottom() + QFontMetricsF(font, self.painter.device()).height() * gap

    def heading(self, text: str) -> None:
        """A heading, kept on the page of the line that follows it."""
        font = _font(11, bold=True)
        self.ensure(QFontMetricsF(font, self.painter.device()).height() * 3.5)
        self.paragraph(text, font, gap=0.2)

    def space(self, fraction: float) -> None:
        self.y += self.page.height() * fraction


def _fit_table(
    painter: QPainter, width: float, columns: list[str], rows: list[list[str]]
) -> tuple[QFont, list[float]]:
    """The largest type (9 pt down) at which every cell fits its column, and the widths."""
    size = 9.0
    while True:
        font = _font(size)
        plain = QFontMetricsF(font, painter.device())
        heavy = QFontMetricsF(_font(size, bold=True), painter.device())
        pad = plain.averageCharWidth() * 1.5
        needs = [
            max(
                [heavy.horizontalAdvance(columns[c])]
                + [plain.horizontalAdvance(r[c]) for r in rows]
            )
            + pad
            for c in range(len(columns))
        ]
        if sum(needs) <= width or size <= _MIN_TABLE_POINTS:
            break
        size -= 0.5
    spare = max(width - sum(needs), 0.0) / len(needs)
    return font, [need + spare for need in needs]


def _draw_table(
    flow: _Flow,
    columns: list[str],
    rows: list[list[str]],
    colours: list[str | None],
    area: QRectF | None = None,
) -> float:
    """Draw the table (in ``area``, or flowing across pages); returns the y below it.

    ``colours`` colours the header cells (the measures' chart colours: the table is the legend).
    """
    if not columns:
        return flow.y
    painter = flow.painter
    left = area.left() if area else flow.area.left()
    width = area.width() if area else flow.area.width()
    font, widths = _fit_table(painter, width, columns, rows)
    line = QFontMetricsF(font, painter.device()).height() * 1.2
    y = area.top() if area else flow.y
    for row_index, cells in enumerate([columns, *rows]):
        if area is None:
            flow.y = y
            flow.ensure(line)
            y = flow.y
        font.setBold(row_index == 0)
        painter.setFont(font)
        x = left
        for column, cell in enumerate(cells):
            colour = colours[column] if row_index == 0 and column < len(colours) else None
            painter.setPen(QColor(colour or "#000000"))
            align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
            rect = QRectF(x, y, widths[column] - flow.page.width() * 0.002, line)
            painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, cell)
            x += widths[column]
        y += line
    if area is None:
        flow.y = y + line * 0.5
    return y


def write_pdf_report(path: str | Path, report: SessionReport) -> Path:
    """Write the report of ``report``, with a chart of its own (never the one on screen, so a
    selection or zoom there is never printed).

    Painted into a temporary file renamed over ``path`` (``voxwell.files``), as the other
    exports are: a failure leaves an earlier report as it was, and the file is owner-only.
    """
    target = Path(path)
    with atomic_target(target) as temporary:
        _paint_report(temporary, report)
    return target


def _paint_report(file: Path, report: SessionReport) -> None:
    header, columns, rows = report_lines(report)
    colours: list[str | None] = []
    if report.sections:
        colours = [None, None, None, *(measure_colour(m) for m in report.measures)]
    made = report_chart(report)
    drawn: QWidget | None = made
    if isinstance(made, WellnessChart):
        # The plots alone, out of the chart's layout, laid out at the page's shape.
        drawn = made.graphics
        drawn.setParent(None)
    elif isinstance(made, ApolloResultsView):
        # The scores alone: the screen's tabs (takes, inspection) are not part of a report.
        drawn = made.scores
        drawn.setParent(None)
    writer = QPdfWriter(str(file))
    writer.setResolution(_DPI)
    writer.setTitle(
        translate("PdfReport", "Voxwell session report: {user}").format(user=report.user_label)
    )
    writer.setCreator(f"Voxwell {__version__}")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(12, 12, 12, 12),
            QPageLayout.Unit.Millimeter,
        )
    )
    painter = QPainter()
    if not painter.begin(writer):
        if made is not None:
            made.deleteLater()
        raise OSError(errno.EIO, translate("PdfReport", "the PDF could not be started"))
    try:
        footer_parts = [
            f"Voxwell {__version__}",
            translate("PdfReport", "run {run}").format(
                run=report.run_id or translate("PdfReport", "none")
            ),
            translate("PdfReport", "printed {when}").format(when=shown_time(datetime.now(UTC))),
        ]
        if colours:
            footer_parts.append(
                translate(
                    "PdfReport",
                    "headings are coloured as in the chart; ~ marks a continuous measure",
                )
            )
        flow = _Flow(writer, painter, " · ".join(footer_parts))
        kind = model_label(report.model_kind)
        flow.paragraph(
            translate("PdfReport", "Voxwell session report · {model}").format(model=kind),
            _font(15, bold=True),
        )
        for line in alert_lines(report):  # first, in red: a printed page 1 cannot hide them
            flow.paragraph(line, _font(11, bold=True), colour=_ALERT_COLOUR, gap=0.2)
        for line in header:
            flow.paragraph(line, _font(9), gap=0.15)
        flow.space(0.01)
        body_height = flow.area.bottom() - flow.y
        if drawn is not None and report.model_kind == ModelKind.APOLLO:
            # The symptom bars are tall and narrow: chart on the left, values on the right.
            split = flow.area.width() * 0.58
            chart_area = QRectF(flow.area.left(), flow.y, split, body_height * 0.85)
            chart_bottom = flow.y + _draw_widget(
                painter, drawn, chart_area, _CHART_WIDTH[ModelKind.APOLLO]
            )
            gap = flow.page.width() * 0.015
            table_area = QRectF(
                flow.area.left() + split + gap, flow.y, flow.area.width() - split - gap, 0
            )
            flow.y = max(_draw_table(flow, columns, rows, colours, table_area), chart_bottom)
            flow.space(0.01)
        else:
            if drawn is not None:
                chart_height = body_height * 0.5
                area = QRectF(flow.area.left(), flow.y, flow.area.width(), chart_height)
                _draw_widget(painter, drawn, area, _CHART_WIDTH[ModelKind.MENTAL_WELLNESS])
                flow.y += chart_height + flow.page.height() * 0.01
            _draw_table(flow, columns, rows, colours)
        if report.sections or report.takes:
            flow.heading(translate("PdfReport", "Transcript"))
            for line in transcript_lines(report):
                flow.paragraph(line, _font(9), gap=0.2)
        flow.space(0.01)
        flow.heading(translate("PdfReport", "Questionnaires in the same period"))
        for line in questionnaire_lines(report):
            flow.paragraph(line, _font(9), gap=0.2)
        flow.space(0.01)
        if report.live:
            flow.heading(translate("PdfReport", "Live monitoring"))
            for line in map(_note, live_monitoring_lines(report)):
                flow.paragraph(line, _font(9), gap=0.2)
            flow.space(0.01)
        flow.paragraph(
            translate("PdfReport", "Disclaimer: {disclaimer}").format(
                disclaimer=_note(report.disclaimer)
            ),
            _font(8),
            colour="#333333",
        )
        flow.draw_footer()
    finally:
        painter.end()
        for widget in {id(w): w for w in (made, drawn) if w is not None}.values():
            widget.deleteLater()


def _draw_widget(painter: QPainter, widget: QWidget, area: QRectF, width: int) -> float:
    """Lay ``widget`` out with the shape of ``area`` and draw it there, as vectors; returns the
    height it took."""
    window = widget.window()
    was_visible = window.isVisible()
    if not was_visible:
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        window.show()
    old_size = widget.size()
    height = max(360, round(width * area.height() / area.width()))
    widget.resize(width, height)
    try:
        scale = min(area.width() / width, area.height() / height)
        taken = height * scale
        painter.save()
        try:
            painter.translate(area.left(), area.top())
            painter.scale(scale, scale)
            # QWidget.render, not QGraphicsView.render: the latter fills the whole page.
            QWidget.render(widget, painter, QPoint())
        finally:
            painter.restore()
    finally:
        widget.resize(old_size)
        if not was_visible:
            window.hide()
    return taken

"""A one-page PDF report of a session, drawn with Qt's own PDF writer (no other PDF library).

It draws a ``voxwell.exports.report.SessionReport`` (built from the stored run, not from what
a view shows) with the chart on screen, or with a chart made for the page.

The page (A4 landscape) holds: who and when, the service, the model version, the acoustic
reference model note for local results, the warnings, the chart as vectors (the results view's
own scene) and the values (per section for a mental wellness run; disorders and symptoms for a
two-recording run). Everything is fitted to one page: the chart shrinks and the table's type
gets smaller before anything would spill onto a second page.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QWidget

from voxwell import __version__
from voxwell.api import ApolloModelRunResponse, ModelKind
from voxwell.exports.report import SessionReport
from voxwell.gui.apollo_results_view import ApolloResultsView
from voxwell.gui.results_style import (
    REFERENCE_MODEL_NOTE,
    measure_colour,
    measure_label,
    severity_label,
)
from voxwell.gui.results_waveform import Envelope, cached_envelope
from voxwell.gui.wellness_chart import WellnessChart

__all__ = ["report_chart", "report_lines", "write_pdf_report"]

_DPI = 300
# Pixels wide the chart is laid out at before being scaled onto the page (sets its type size).
_CHART_WIDTH = {ModelKind.MENTAL_WELLNESS: 1400, ModelKind.APOLLO: 900}


_SHORT = {
    "distress": "Distress",
    "stress": "Stress",
    "exhaustion": "Exhaust.",
    "sleepPropensity": "Sleep",
    "lowSelfEsteem": "Self-est.",
    "mentalStrain": "Strain",
}


def _short(name: str) -> str:
    """A column heading that fits: continuous measures end in ``~``."""
    base = name.removeprefix("uniform")
    base = base[0].lower() + base[1:]
    return _SHORT.get(base, measure_label(name)) + ("~" if name.startswith("uniform") else "")


def report_lines(report: SessionReport) -> tuple[list[str], list[str], list[list[str]]]:
    """``(header lines, table header, table rows)`` as the report prints them."""
    when = report.recorded_at.astimezone().strftime("%d %B %Y, %H:%M")
    warnings = "; ".join(report.warnings)
    header = [
        f"User label: {report.user_label}    Recorded: {when}    Service: {report.service_name}",
        f"Model version: {report.model_version or 'not reported by the service'}",
        *([REFERENCE_MODEL_NOTE] if report.reference_model else []),
        f"Warnings: {warnings}" if warnings else "No warnings from the service.",
        *([report.status] if report.status else []),
    ]
    if report.sections:
        columns = ["#", "Start s", "End s", *(_short(m) for m in report.measures)]
        rows = [
            [
                str(index + 1),
                f"{section.start:.1f}",
                f"{section.end:.1f}",
                *("" if value is None else f"{value:.2f}" for value in section.values),
            ]
            for index, section in enumerate(report.sections)
        ]
        return header, columns, rows
    if report.disorders:
        rows = [
            [f"{d.name.capitalize()} probability", f"{d.value:.2f}", severity_label(d.severity)]
            for d in report.disorders
        ]
        rows += [
            [measure_label(s.name), f"{s.value:.2f}", severity_label(s.severity)]
            for s in report.symptoms
        ]
        return header, ["Score", "Value", "Severity"], rows
    return header, [], []


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
    envelope: Envelope | None = None
    note = "No take file stored for this session"
    if report.recording is not None:
        try:
            envelope, note = cached_envelope(report.recording), ""
        except OSError as exc:
            note = str(exc)
    chart.set_results(run.results.sections, envelope, note)
    return chart


def _draw_table(
    painter: QPainter,
    area: QRectF,
    columns: list[str],
    rows: list[list[str]],
    colours: list[str | None],
) -> None:
    """Draw the table in ``area``, shrinking the type until every row fits.

    ``colours`` colours the header cells (the measures' chart colours: the table is the legend).
    """
    if not columns:
        return
    size = 9.0
    while True:
        font = QFont("Sans Serif")
        font.setPointSizeF(size)
        metrics = QFontMetricsF(font, painter.device())
        line = metrics.height() * 1.15
        if line * (len(rows) + 1) <= area.height() or size <= 4.0:
            break
        size -= 0.5
    first = max(
        [metrics.horizontalAdvance(columns[0])] + [metrics.horizontalAdvance(r[0]) for r in rows]
    )
    share = 0.62 if len(columns) <= 3 else 0.45
    first = min(first + metrics.averageCharWidth() * 2, area.width() * share)
    rest = (area.width() - first) / max(len(columns) - 1, 1)
    y = area.top()
    for row_index, cells in enumerate([columns, *rows]):
        font.setBold(row_index == 0)
        painter.setFont(font)
        x = area.left()
        for column, cell in enumerate(cells):
            width = first if column == 0 else rest
            colour = colours[column] if row_index == 0 and column < len(colours) else None
            painter.setPen(QColor(colour or "#000000"))
            align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
            painter.drawText(
                QRectF(x, y, width - 4, line), align | Qt.AlignmentFlag.AlignVCenter, cell
            )
            x += width
        y += line
        if y > area.bottom():
            break


def write_pdf_report(path: str | Path, report: SessionReport, chart: QWidget | None = None) -> Path:
    """Write the one-page ``report``, with ``chart`` (the one on screen) or one made for it."""
    header, columns, rows = report_lines(report)
    colours: list[str | None] = []
    if report.sections:
        colours = [None, None, None, *(measure_colour(m) for m in report.measures)]
    made = report_chart(report) if chart is None else None
    if isinstance(made, WellnessChart):
        chart = made.graphics  # the plots, without the measure list and transcript
    elif made is not None:
        chart = made
    target = Path(path)
    writer = QPdfWriter(str(target))
    writer.setResolution(_DPI)
    writer.setTitle(f"Voxwell session report: {report.user_label}")
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
        raise OSError(f"Cannot write the PDF report to {target}: the file cannot be created.")
    try:
        page = QRectF(writer.pageLayout().paintRectPixels(_DPI))
        page.moveTo(0, 0)
        y = _draw_header(painter, page, report.model_kind, header)
        footer_height = page.height() * 0.04
        body = QRectF(page.left(), y, page.width(), page.bottom() - y - footer_height)
        gap = page.height() * 0.015
        if chart is not None and report.model_kind == ModelKind.APOLLO:
            # The symptom bars are tall and narrow: chart on the left, values on the right.
            split = body.width() * 0.6
            area = QRectF(body.left(), body.top(), split, body.height())
            _draw_widget(painter, chart, area, _CHART_WIDTH[ModelKind.APOLLO])
            body.setLeft(body.left() + split + gap)
        elif chart is not None:
            chart_height = body.height() * (0.55 if len(rows) <= 12 else 0.45)
            area = QRectF(body.left(), body.top(), body.width(), chart_height)
            _draw_widget(painter, chart, area, _CHART_WIDTH[ModelKind.MENTAL_WELLNESS])
            body.setTop(body.top() + chart_height + gap)
        _draw_table(painter, body, columns, rows, colours)
        small = QFont("Sans Serif")
        small.setPointSizeF(7)
        painter.setFont(small)
        run_id = report.run_id or "none"
        painter.drawText(
            QRectF(page.left(), page.bottom() - footer_height, page.width(), footer_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            f"Voxwell {__version__} · run {run_id} · printed "
            f"{datetime.now().astimezone().strftime('%d %b %Y %H:%M')}"
            + (
                " · headings are coloured as in the chart; ~ marks a continuous measure"
                if colours
                else ""
            ),
        )
    finally:
        painter.end()
        if made is not None:
            made.deleteLater()
    return target


def _draw_header(painter: QPainter, page: QRectF, model_kind: str, lines: list[str]) -> float:
    title = QFont("Sans Serif")
    title.setPointSizeF(15)
    title.setBold(True)
    painter.setFont(title)
    kind = ModelKind(model_kind).label
    metrics = QFontMetricsF(title, painter.device())
    painter.drawText(
        QRectF(page.left(), page.top(), page.width(), metrics.height()),
        Qt.AlignmentFlag.AlignLeft,
        f"Voxwell session report · {kind}",
    )
    y = page.top() + metrics.height() * 1.3
    body = QFont("Sans Serif")
    body.setPointSizeF(9)
    painter.setFont(body)
    for line in lines:
        bounds = painter.boundingRect(
            QRectF(page.left(), y, page.width(), page.height()),
            Qt.TextFlag.TextWordWrap,
            line,
        )
        painter.drawText(bounds, Qt.TextFlag.TextWordWrap, line)
        y = bounds.bottom() + bounds.height() * 0.15
    return y + page.height() * 0.01


def _draw_widget(painter: QPainter, widget: QWidget, area: QRectF, width: int) -> None:
    """Lay ``widget`` out with the shape of ``area`` and draw it there, as vectors."""
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

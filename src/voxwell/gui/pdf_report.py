"""A one-page PDF report of a session, drawn with Qt's own PDF writer (no other PDF library).

The page (A4 landscape) holds: who and when, the service, the model version, the acoustic
reference model note for local results, the warnings, the chart as vectors (the results view's
own scene) and the values (per section for a mental wellness run; disorders and symptoms for a
two-recording run). Everything is fitted to one page: the chart shrinks and the table's type
gets smaller before anything would spill onto a second page.
"""

from __future__ import annotations

import math
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QWidget

from voxwell import __version__
from voxwell.api import ModelKind
from voxwell.gui.results_style import (
    REFERENCE_MODEL_NOTE,
    measure_colour,
    measure_label,
    severity_label,
)
from voxwell.gui.results_view import ResultsView
from voxwell.history import SessionRecord

__all__ = ["report_lines", "write_pdf_report"]

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


def report_lines(view: ResultsView) -> tuple[list[str], list[str], list[list[str]]]:
    """``(header lines, table header, table rows)`` as the report prints them."""
    record = view.record()
    if record is None:
        raise ValueError("No session is shown, so there is nothing to report.")
    when = record.created_at.astimezone().strftime("%d %B %Y, %H:%M")
    header = [
        f"User label: {record.user_label}    Recorded: {when}    Service: {record.service_name}",
        view.model_version_text(),
    ]
    if view.is_reference_model_shown():
        header.append(REFERENCE_MODEL_NOTE)
    header.append(view.warnings_label.text())
    if view.status_label.text():
        header.append(view.status_label.text())
    if view.showing() == ModelKind.MENTAL_WELLNESS:
        measures = view.chart.available_measures()
        columns = ["#", "Start s", "End s", *(_short(m) for m in measures)]
        rows = []
        for index, (start, finish) in enumerate(view.section_spans()):
            cells = [str(index + 1), f"{start:.1f}", f"{finish:.1f}"]
            for name in measures:
                value = view.series(name)[index]
                cells.append("" if math.isnan(value) else f"{value:.2f}")
            rows.append(cells)
        return header, columns, rows
    if view.showing() == ModelKind.APOLLO:
        apollo = view.apollo_view
        rows = []
        for disorder in ("depression", "anxiety"):
            probability, severity = apollo.disorder(disorder)
            rows.append(
                [
                    f"{disorder.capitalize()} probability",
                    f"{probability:.2f}",
                    severity_label(severity),
                ]
            )
        for _, label, value, severity in apollo.symptom_scores():
            rows.append([label, f"{value:.2f}", severity_label(severity)])
        return header, ["Score", "Value", "Severity"], rows
    return header, [], []


def _chart_widget(view: ResultsView) -> QWidget | None:
    if view.showing() == ModelKind.MENTAL_WELLNESS:
        return view.chart.graphics
    if view.showing() == ModelKind.APOLLO:
        return view.apollo_view
    return None


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


def write_pdf_report(
    path: str | Path, record: SessionRecord, view: ResultsView | None = None
) -> Path:
    """Write the one-page report of ``record`` (shown in ``view``, or in a view made for it)."""
    own_view = view is None
    if view is None:
        view = ResultsView()
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    if view.record() is None or view.record() != record:
        view.show_session(record)
    header, columns, rows = report_lines(view)
    colours = [None, None, None, *(measure_colour(m) for m in view.chart.available_measures())]
    if view.showing() != ModelKind.MENTAL_WELLNESS:
        colours = []
    chart = _chart_widget(view)
    target = Path(path)
    writer = QPdfWriter(str(target))
    writer.setResolution(_DPI)
    writer.setTitle(f"Voxwell session report: {record.user_label}")
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
        raise OSError(f"Cannot write the PDF report to {target}: the file cannot be created.")
    try:
        page = QRectF(writer.pageLayout().paintRectPixels(_DPI))
        page.moveTo(0, 0)
        y = _draw_header(painter, page, record, header)
        footer_height = page.height() * 0.04
        body = QRectF(page.left(), y, page.width(), page.bottom() - y - footer_height)
        gap = page.height() * 0.015
        if chart is not None and record.model_kind == ModelKind.APOLLO:
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
        run_id = record.run_id or "none"
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
        if own_view:
            view.deleteLater()
    return target


def _draw_header(painter: QPainter, page: QRectF, record: SessionRecord, lines: list[str]) -> float:
    title = QFont("Sans Serif")
    title.setPointSizeF(15)
    title.setBold(True)
    painter.setFont(title)
    kind = ModelKind(record.model_kind).label
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

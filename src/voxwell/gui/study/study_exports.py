"""What leaves the Study screen: the visible sessions as a dataset, a chart as PNG or SVG.

The dataset is ``voxwell.study.dataset``'s (tidy, per run or per section; Parquet needs the
``parquet`` extra and says so). A chart goes out as PNG through pyqtgraph's image exporter, and as
SVG through Qt's own SVG generator (vector paths and text): pyqtgraph 0.14's SVG exporter fails on
the SVG that Qt 6 writes. Both are written to a temporary file renamed into place.
"""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
import pyqtgraph.exporters
from PySide6.QtCore import QRect
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator

from voxwell.files import atomic_target
from voxwell.i18n import translate
from voxwell.study import StudyModel, write_parquet, write_runs_csv, write_sections_csv

__all__ = ["DATASET_KINDS", "export_chart", "export_dataset"]

DATASET_KINDS = ("runs", "sections", "parquet")


def export_dataset(model: StudyModel, kind: str, path: Path) -> Path:
    """The model's visible sessions as ``kind`` (one of :data:`DATASET_KINDS`) at ``path``."""
    if kind == "runs":
        return write_runs_csv(model, path)
    if kind == "sections":
        return write_sections_csv(model, path)
    if kind == "parquet":
        return write_parquet(model, path)
    raise ValueError(
        translate("StudyExports", "{kind} is not a dataset kind ({kinds})").format(
            kind=repr(kind), kinds=", ".join(DATASET_KINDS)
        )
    )


def export_chart(chart: pg.GraphicsLayoutWidget, path: Path) -> Path:
    """``chart`` as SVG when ``path`` ends in ``.svg``, else as PNG."""
    svg = path.suffix.lower() == ".svg"
    with atomic_target(path) as tmp:
        if svg:
            size = chart.viewport().size()
            generator = QSvgGenerator()
            generator.setFileName(str(tmp))
            generator.setSize(size)
            generator.setViewBox(QRect(0, 0, size.width(), size.height()))
            generator.setTitle(translate("StudyExports", "Voxwell study chart"))
            painter = QPainter(generator)
            try:
                chart.render(painter)
            finally:
                painter.end()
        else:
            # The exporter picks its format by the file's suffix: keep it on the temporary file.
            image = tmp.with_suffix(".png")
            pyqtgraph.exporters.ImageExporter(chart.ci).export(str(image))
            image.replace(tmp)
    return path

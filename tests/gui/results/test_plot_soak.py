"""Plotting soak: many curves redrawn for many frames must not crash the pinned Qt/pyqtgraph pair.

PySide6 6.12.0 with pyqtgraph 0.14.0 died with "Fatal Python error: none_dealloc" drawing 32
curves for 30 frames (DESIGN.md §8). The soak runs in a child interpreter so that a crash of that
kind shows up as this test failing with the child's output, not as the whole suite dying; the
child runs with ``-X dev`` (debug allocator, fault handler), which turns reference-count and
use-after-free errors into crashes instead of silent damage. Checked both ways: with
PySide6-Essentials 6.12.0 this child aborts with none_dealloc (in PlotDataItem.viewRangeChanged,
during a paint) in 3 of 3 runs, with or without ``-X dev``; with 6.11.3 it passes 3 of 3.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.slow


SOAK = textwrap.dedent(
    """
    import os, sys
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import numpy as np
    import pyqtgraph as pg
    import PySide6
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QWidget

    CURVES, FRAMES = 32, 40
    app = QApplication([])
    widget = pg.GraphicsLayoutWidget()
    widget.resize(900, 600)
    widget.show()
    plot = widget.addPlot()
    legend = plot.addLegend()
    rng = np.random.default_rng(7)
    x = np.linspace(0, 10, 400)
    items = []
    painted = 0
    for frame in range(FRAMES):
        if frame % 15 == 0:
            # Tear down and rebuild every item, as opening another session does.
            plot.clear()
            legend.clear()
            items = [
                plot.plot(pen=pg.mkPen(pg.intColor(i, CURVES), width=2),
                          symbol="o" if i % 4 == 0 else None, symbolSize=4, name=f"c{i}")
                for i in range(CURVES)
            ]
            region = pg.LinearRegionItem(values=(1, 2), movable=False)
            plot.addItem(region)
            text = pg.TextItem(f"frame {frame}")
            plot.addItem(text)
        for i, item in enumerate(items):
            y = np.sin(x * (1 + i / 8) + frame / 5) + rng.normal(0, 0.05, x.size) + i * 0.1
            item.setData(x if i % 4 else x[::10], y if i % 4 else y[::10])
        text.setText(f"frame {frame}")
        region.setRegion((frame % 8, frame % 8 + 1))
        widget.scene().sigMouseMoved.emit(QPointF(100 + frame, 100))
        app.processEvents()
        image = QImage(widget.size(), QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        try:
            QWidget.render(widget, painter, QPoint())  # the widget's own paint path
        finally:
            painter.end()
        painted += 1
    # Close and drop every Qt object before the interpreter ends: a pyqtgraph window still
    # open at exit is freed after Qt's own teardown, which the debug allocator (-X dev)
    # reports as a crash.
    widget.close()
    del items, plot, legend, region, text, widget
    app.processEvents()
    app.shutdown()
    print(f"soak ok: {CURVES} curves x {painted} frames, PySide6 {PySide6.__version__}, "
          f"pyqtgraph {pg.__version__}")
    """
)


def test_32_curves_for_40_frames_do_not_crash() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONFAULTHANDLER="1")
    done = subprocess.run(
        [sys.executable, "-X", "dev", "-c", SOAK],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-3000:]
    assert "Fatal Python error" not in output
    assert "soak ok: 32 curves x 40 frames" in done.stdout
